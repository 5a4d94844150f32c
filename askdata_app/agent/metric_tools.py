"""The ``query_metrics`` tool family (dbt's MetricFlow): list metrics, list a metric's dimensions, query.

``query_metrics`` is gated like ``run_sql``. Before its approval card is raised, :class:`MetricSqlMiddleware`
compiles the request and writes the SQL into the call's ``sql`` argument, so the card shows the request in
words (its description) and the compiled SQL (an editable argument). When the call runs, an edited ``sql``
wins over the request; otherwise the (possibly edited) request is compiled again. Either way the SQL runs
through the same guard, source and result store as ``run_sql``, so tables and charts follow.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, Field

from askdata_app.agent.tools import ToolContext, run_query
from askdata_app.semantic.errors import SemanticQueryError
from askdata_app.semantic.request import MetricRequest

if TYPE_CHECKING:
    from langgraph.prebuilt.tool_node import ToolCallRequest
    from langgraph.types import Command

    from askdata_app.semantic.engine import SemanticEngine

QUERY_TOOL = "query_metrics"
TABLES_CACHE_S = 300.0
REMEMBERED_SQL = 2_000
"""How many compiled SQL texts are remembered to tell an edited SQL from an untouched one."""


class ListDimensionsArgs(BaseModel):
    metric: str = Field(description="A metric name from list_metrics.")


class QueryMetricsArgs(BaseModel):
    metrics: list[str] = Field(min_length=1, description="Metric names from list_metrics.")
    group_by: list[str] = Field(
        default_factory=list,
        description="Group-by names from list_dimensions, e.g. metric_time__month or "
        "order_id__location__location_name. Time grains: metric_time__day/week/month/quarter/year.",
    )
    where: list[str] = Field(
        default_factory=list,
        description="MetricFlow filters, ANDed, e.g. \"{{ Dimension('customer__customer_type') }} = 'new'\" "
        "or \"{{ TimeDimension('metric_time', 'day') }} >= '2019-01-01'\".",
    )
    order_by: list[str] = Field(
        default_factory=list, description="Metric or group-by names; prefix '-' for descending."
    )
    limit: int | None = Field(default=None, ge=1, description="Rows to return at most.")
    start: str | None = Field(default=None, description="First day of the period, YYYY-MM-DD.")
    end: str | None = Field(default=None, description="Last day of the period, YYYY-MM-DD (inclusive).")
    sql: str | None = Field(
        default=None,
        description="Filled in by askdata with the compiled SQL for the reviewer; leave it empty. "
        "An edited SQL runs instead of the request.",
    )


class MetricService:
    """One source's semantic engine, the source's table list (for the time spine check) and the SQL texts
    compiled for approval cards."""

    def __init__(self, engine: SemanticEngine, ctx: ToolContext) -> None:
        self.engine = engine
        self.ctx = ctx
        self._tables: tuple[float, set[str]] | None = None
        self._compiled: OrderedDict[str, None] = OrderedDict()
        self._by_request: OrderedDict[MetricRequest, tuple[float, str]] = OrderedDict()
        self._lock = threading.Lock()

    def has_table(self, table: str) -> bool:
        """Whether the source has ``table`` (listing cached for a few minutes)."""
        if self._tables is None or time.monotonic() - self._tables[0] > TABLES_CACHE_S:
            names = {t.split(".")[-1].lower() for t in self.ctx.source.list_tables()}
            self._tables = (time.monotonic(), names)
        return table.lower() in self._tables[1]

    def compile(self, request: MetricRequest) -> str:
        """The request's SQL (remembered as askdata's own; a request compiled in the last few minutes is
        not compiled again, so the approved call runs the SQL its card showed without a second compile).

        Raises:
            SemanticQueryError: Invalid request (with MetricFlow's suggestions) or a missing time spine.
        """
        with self._lock:
            cached = self._by_request.get(request)
        if cached is not None and time.monotonic() - cached[0] <= TABLES_CACHE_S:
            return cached[1]  # the card's compile, reused when the approved call runs (MetricFlow: ~20 ms)
        sql = self.engine.compile(request, has_table=self.has_table).sql
        with self._lock:
            self._by_request[request] = (time.monotonic(), sql)
            self._by_request.move_to_end(request)
            while len(self._by_request) > REMEMBERED_SQL:
                self._by_request.popitem(last=False)
            self._compiled[sql] = None
            self._compiled.move_to_end(sql)
            while len(self._compiled) > REMEMBERED_SQL:
                self._compiled.popitem(last=False)
        return sql

    def compiled_by_us(self, sql: str) -> bool:
        """True when ``sql`` is exactly a text this service compiled (so a person did not edit it)."""
        with self._lock:
            return sql in self._compiled


def request_from_args(args: dict[str, Any]) -> MetricRequest:
    """The metric request in a ``query_metrics`` call's arguments."""
    return MetricRequest.from_args(
        args.get("metrics") or [],
        args.get("group_by"),
        args.get("where"),
        args.get("order_by"),
        args.get("limit"),
        args.get("start"),
        args.get("end"),
    )


def describe_metric_call(tool_call: dict[str, Any], _state: Any = None, _runtime: Any = None) -> str:
    """The approval card's text: the request in words, then the compiled SQL."""
    args = tool_call.get("args", {})
    text = request_from_args(args).in_words()
    sql = args.get("sql")
    return f"{text}\n\nCompiled SQL:\n{sql}" if sql else text


def build_metric_tools(service: MetricService) -> list[BaseTool]:
    """``list_metrics``, ``list_dimensions`` and ``query_metrics`` over one source's semantic engine."""

    def list_metrics() -> str:
        lines = []
        for m in service.engine.metrics():
            about = f": {m.description}" if m.description else ""
            aka = f" (also: {', '.join(m.synonyms[:5])})" if m.synonyms else ""
            lines.append(f"- {m.name} [{m.type}] {m.label}{about}{aka}")
        return "Metrics (query them with query_metrics):\n" + "\n".join(lines)

    def list_dimensions(metric: str) -> str:
        try:
            names = service.engine.dimensions(metric)
        except SemanticQueryError as exc:
            raise ToolException(str(exc)) from exc
        return (
            f"Group-by names for {metric} (add a grain to time ones, e.g. metric_time__month):\n"
            + "\n".join(f"- {n}" for n in names)
        )

    def query_metrics(
        metrics: list[str],
        group_by: list[str] | None = None,
        where: list[str] | None = None,
        order_by: list[str] | None = None,
        limit: int | None = None,
        start: str | None = None,
        end: str | None = None,
        sql: str | None = None,
    ) -> tuple[str, dict[str, Any]]:
        request = MetricRequest.from_args(metrics, group_by, where, order_by, limit, start, end)
        edited_sql = bool(sql and sql.strip()) and not service.compiled_by_us(str(sql))
        if edited_sql:
            to_run = str(sql)
        else:
            try:
                to_run = service.compile(request)
            except SemanticQueryError as exc:
                raise ToolException(str(exc)) from exc
        content, artifact = run_query(service.ctx, to_run)
        artifact["metrics"] = list(request.metrics)
        artifact["edited_sql"] = edited_sql
        return content, artifact

    return [
        StructuredTool.from_function(
            list_metrics,
            name="list_metrics",
            description="List the semantic model's metrics (dbt MetricFlow) with their definitions.",
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            list_dimensions,
            name="list_dimensions",
            args_schema=ListDimensionsArgs,
            description="List the group-by names (dimensions, entities, metric_time) a metric accepts.",
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            query_metrics,
            name=QUERY_TOOL,
            args_schema=QueryMetricsArgs,
            response_format="content_and_artifact",
            description=(
                "Query metrics of the semantic model: metrics, grouped by dimensions, filtered, ordered, "
                "limited, over a period. askdata compiles it to SQL with dbt's MetricFlow; a person "
                "approves, edits or rejects it. Returns the rows like run_sql (with a result_id for "
                "make_chart)."
            ),
            handle_tool_error=True,
        ),
    ]


class MetricSqlMiddleware(AgentMiddleware):
    """Compiles each ``query_metrics`` call before its approval card: the SQL goes into the call's ``sql``
    argument. An invalid request never reaches a person: the model gets MetricFlow's suggestions.

    Place it before ``HumanInTheLoopMiddleware`` in the middleware list (so it wraps the approval).
    """

    def __init__(self, service: MetricService) -> None:
        super().__init__()
        self.service = service

    def _prepare(self, request: ToolCallRequest) -> ToolCallRequest | ToolMessage:
        call = request.tool_call
        try:
            sql = self.service.compile(request_from_args(call.get("args", {})))
        except SemanticQueryError as exc:
            return ToolMessage(
                content=f"Error: {exc}", name=call["name"], tool_call_id=call["id"] or "", status="error"
            )
        return request.override(tool_call={**call, "args": {**call.get("args", {}), "sql": sql}})

    def wrap_tool_call(
        self, request: ToolCallRequest, handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]]
    ) -> ToolMessage | Command[Any]:
        if request.tool_call["name"] != QUERY_TOOL:
            return handler(request)
        prepared = self._prepare(request)
        return prepared if isinstance(prepared, ToolMessage) else handler(prepared)

    async def awrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]],
    ) -> ToolMessage | Command[Any]:
        if request.tool_call["name"] != QUERY_TOOL:
            return await handler(request)
        prepared = await asyncio.to_thread(self._prepare, request)  # compiling is CPU work
        return prepared if isinstance(prepared, ToolMessage) else await handler(prepared)
