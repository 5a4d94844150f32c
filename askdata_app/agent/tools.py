"""The agent's tools. Which of them need a person's decision is the policy's business, not theirs.

Tools return what the model should read as text; results and charts travel as the message's
``artifact`` (small ids, never whole tables), which the runtime turns into table and chart events.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, Field

if TYPE_CHECKING:
    from askdata_app.agent.results import ResultStore
    from askdata_app.data.source import DataSource

ChartName = Literal["auto", "bar", "line", "scatter", "pie", "histogram", "value", "table"]

SCHEMA_CACHE_S = 300.0
"""How long the table listing is reused (schemas change rarely; a restart or 5 minutes refreshes it)."""

STEP_LABELS = {
    "list_tables": "Looked up the schema",
    "describe_table": "Described a table",
    "run_sql": "Ran SQL",
    "make_chart": "Made a chart",
    "ask_user": "Asked you",
    "export_result": "Exported a result",
    "list_metrics": "Listed the metrics",
    "list_dimensions": "Listed a metric's dimensions",
    "query_metrics": "Queried metrics",
}


@dataclass
class ToolContext:
    """What the tools work with: the data source, the result store and the exports folder."""

    source: DataSource
    results: ResultStore
    preview_rows: int = 20
    exports_dir: Path | None = None


class DescribeTableArgs(BaseModel):
    table: str = Field(description="Name of a table from list_tables.")


class RunSqlArgs(BaseModel):
    sql: str = Field(description="Exactly one read-only SELECT statement in the data source's SQL dialect.")


class MakeChartArgs(BaseModel):
    result_id: str = Field(description="The result_id returned by run_sql.")
    chart: ChartName = Field(default="auto", description="Chart type; 'auto' picks one from the columns.")
    x: str | None = Field(default=None, description="Column for the x axis / categories.")
    y: str | None = Field(default=None, description="Column for the values.")
    title: str = Field(default="", description="Chart title.")


class ExportResultArgs(BaseModel):
    result_id: str = Field(description="The result_id returned by run_sql.")
    format: Literal["csv", "xlsx", "parquet"] = Field(default="csv", description="File format.")
    file_name: str = Field(min_length=1, max_length=100, description="File name (the extension is added).")
    max_rows: int = Field(default=100_000, ge=1, le=1_000_000, description="Rows to write at most.")
    include_header: bool = Field(default=True, description="Write the column names as the first row.")


class AskUserArgs(BaseModel):
    question: str = Field(description="The question to ask the person, in one sentence.")
    choices: list[str] | None = Field(
        default=None, description="Suggested answers, if there are obvious ones."
    )


def run_query(ctx: ToolContext, sql: str) -> tuple[str, dict[str, Any]]:
    """Run one read-only query through the guard and the source; the model's text and the result artifact.

    Shared by ``run_sql`` and ``query_metrics``, so both produce the same artifact (tables and charts).

    Raises:
        ToolException: The query was refused or failed; the message is for the model.
    """
    started = time.perf_counter()
    try:
        result = ctx.source.execute(sql)
    except Exception as exc:  # refused or failed SQL: the model reads the reason and may fix it
        raise ToolException(f"The query did not run: {exc}") from exc
    result_id = ctx.results.put(result)
    preview = result.preview_for_model(ctx.preview_rows)
    preview["result_id"] = result_id
    preview["sql"] = result.sql
    content = json.dumps(preview, default=str)
    artifact = {"result_id": result_id, "elapsed_ms": (time.perf_counter() - started) * 1000, "sql": sql}
    return content, artifact


def build_tools(ctx: ToolContext) -> list[BaseTool]:
    """The tools bound to one data source."""

    schema_cache: dict[str, tuple[float, str]] = {}

    def list_tables() -> str:
        cached = schema_cache.get("tables")
        if cached is not None and time.monotonic() - cached[0] < SCHEMA_CACHE_S:
            return cached[1]
        text = _list_tables()
        schema_cache["tables"] = (time.monotonic(), text)
        return text

    def _list_tables() -> str:
        tables = ctx.source.list_tables()
        lines = []
        for table in tables:
            cols = ", ".join(c.name for c in ctx.source.describe_table(table))
            lines.append(f"{table}({cols})")
        return (
            f"Data source '{ctx.source.name}' ({ctx.source.dialect}) has {len(tables)} tables:\n"
            + "\n".join(lines)
        )

    def describe_table(table: str) -> str:
        try:
            cols = ctx.source.describe_table(table)
        except Exception as exc:  # UnknownTableError and driver errors go back to the model as text
            raise ToolException(str(exc)) from exc
        body = "\n".join(f"- {c.name}: {c.type} ({c.kind})" for c in cols)
        return f"Table {table}:\n{body}"

    def run_sql(sql: str) -> tuple[str, dict[str, Any]]:
        return run_query(ctx, sql)

    def make_chart(
        result_id: str, chart: str = "auto", x: str | None = None, y: str | None = None, title: str = ""
    ) -> tuple[str, dict[str, Any]]:
        from askdata_app.data.charts import explain_chart

        result = ctx.results.get(result_id)
        if result is None:
            raise ToolException(
                f"No result with id {result_id!r}; run the query first and use its result_id."
            )
        requested = None if chart == "auto" else chart
        try:
            chosen, why = explain_chart(
                list(result.columns), list(result.kinds), requested, rows=result.row_count
            )
        except Exception as exc:  # a chart that cannot be drawn is the model's to handle, not a crash
            raise ToolException(f"Could not draw the chart: {exc}") from exc
        artifact = {"result_id": result_id, "chart": chosen, "x": x, "y": y, "title": title}
        note = f" ({why})" if why else ""
        return f"Drew a {chosen} chart of result {result_id}.{note}", artifact

    def export_result(
        result_id: str,
        file_name: str,
        format: Literal["csv", "xlsx", "parquet"] = "csv",
        max_rows: int = 100_000,
        include_header: bool = True,
    ) -> tuple[str, dict[str, Any]]:
        from askdata_app.agent.exports import ExportError
        from askdata_app.agent.exports import export_result as write_export

        result = ctx.results.get(result_id)
        if result is None:
            raise ToolException(
                f"No result with id {result_id!r}; run the query first and use its result_id."
            )
        if ctx.exports_dir is None:
            raise ToolException("Exports are not configured on this server.")
        try:
            path, rows = write_export(
                result,
                ctx.source,
                ctx.exports_dir,
                file_name=file_name,
                fmt=format,
                max_rows=max_rows,
                include_header=include_header,
            )
        except ExportError as exc:
            raise ToolException(str(exc)) from exc
        artifact = {"file_name": path.name, "rows": rows, "format": format, "bytes": path.stat().st_size}
        return f"Exported {rows:,} rows to {path.name} ({format}).", artifact

    def ask_user(question: str, choices: list[str] | None = None) -> str:
        # Answered by the person through the approval card ("respond"); this body only runs if the
        # policy were changed to let the call through unanswered.
        return "No answer was given."

    return [
        StructuredTool.from_function(
            list_tables,
            name="list_tables",
            description="List the tables and their columns.",
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            describe_table,
            name="describe_table",
            args_schema=DescribeTableArgs,
            description="Show a table's columns and their types.",
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            run_sql,
            name="run_sql",
            args_schema=RunSqlArgs,
            response_format="content_and_artifact",
            description=(
                "Run one read-only SQL query on the data source. Needs a person's approval. Returns the row "
                "count, a preview of the rows, column statistics and a result_id for make_chart."
            ),
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            make_chart,
            name="make_chart",
            args_schema=MakeChartArgs,
            response_format="content_and_artifact",
            description="Draw a chart of a query result (by its result_id) for the person.",
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            export_result,
            name="export_result",
            args_schema=ExportResultArgs,
            response_format="content_and_artifact",
            description="Export a query result (by its result_id) to a downloadable file. Needs approval.",
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            ask_user,
            name="ask_user",
            args_schema=AskUserArgs,
            description="Ask a clarifying question when the request is ambiguous; waits for the answer.",
        ),
    ]
