"""Compile metric requests to a source's SQL dialect with MetricFlow, without a connection."""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import sqlglot
from sqlglot import exp

from askdata_app.semantic.errors import SemanticQueryError, UnsupportedSourceError

if TYPE_CHECKING:
    from askdata_app.semantic.project import SemanticProject
    from askdata_app.semantic.request import MetricRequest

# sqlglot dialect -> (MetricFlow SqlEngine member, renderer "module:Class", schema of unqualified tables)
RENDERERS: dict[str, tuple[str, str, str]] = {
    "duckdb": ("DUCKDB", "metricflow.sql.render.duckdb_renderer:DuckDbSqlPlanRenderer", "main"),
    "postgres": ("POSTGRES", "metricflow.sql.render.postgres:PostgresSQLSqlPlanRenderer", "public"),
    "snowflake": ("SNOWFLAKE", "metricflow.sql.render.snowflake:SnowflakeSqlPlanRenderer", "PUBLIC"),
    "bigquery": ("BIGQUERY", "metricflow.sql.render.big_query:BigQuerySqlPlanRenderer", ""),
    "redshift": ("REDSHIFT", "metricflow.sql.render.redshift:RedshiftSqlPlanRenderer", "public"),
    "databricks": ("DATABRICKS", "metricflow.sql.render.databricks:DatabricksSqlPlanRenderer", "default"),
    "trino": ("TRINO", "metricflow.sql.render.trino:TrinoSqlPlanRenderer", "default"),
    "athena": ("ATHENA", "metricflow.sql.render.athena:AthenaSqlPlanRenderer", "default"),
}
UNSUPPORTED_SOURCE = (
    "Metrics cannot be compiled for {engine} sources: dbt's MetricFlow has no SQL renderer for {engine} "
    "(it supports DuckDB, PostgreSQL, Snowflake, BigQuery, Redshift, Databricks, Trino and Athena). "
    "Plain SQL (run_sql) stays available on this source."
)
MISSING_SPINE = (
    "{metrics} need(s) the time spine table {table!r} (one row per day, column date_day), which this "
    "database does not have. Create it with dbt's time spine model (covering the data's dates), or answer "
    "with plain SQL (run_sql)."
)


def default_schema(dialect: str) -> str:
    """The schema unqualified tables live in for ``dialect``.

    Raises:
        UnsupportedSourceError: MetricFlow cannot render SQL for this dialect.
    """
    return _renderer_entry(dialect)[2]


def _renderer_entry(dialect: str) -> tuple[str, str, str]:
    entry = RENDERERS.get(dialect)
    if entry is None:
        names = {"sqlite": "SQLite", "mysql": "MySQL/MariaDB"}
        raise UnsupportedSourceError(UNSUPPORTED_SOURCE.format(engine=names.get(dialect, dialect)))
    return entry


class _CompileOnlyClient:
    """The part of MetricFlow's SqlClient the engine needs to render SQL; it never runs anything."""

    def __init__(self, dialect: str) -> None:
        from metricflow.protocols.sql_client import SqlEngine

        member, renderer, _schema = _renderer_entry(dialect)
        module, cls = renderer.split(":")
        self._engine_type = SqlEngine[member]
        self._renderer = getattr(importlib.import_module(module), cls)()

    @property
    def sql_engine_type(self) -> Any:
        return self._engine_type

    @property
    def sql_plan_renderer(self) -> Any:
        return self._renderer

    def _refuse(self, *_args: Any, **_kwargs: Any) -> Any:
        msg = "askdata compiles metric SQL with MetricFlow and runs it itself; the engine never connects."
        raise RuntimeError(msg)

    query = execute = dry_run = _refuse

    def close(self) -> None:
        return None

    def render_bind_parameter_key(self, bind_parameter_key: str) -> str:
        return f":{bind_parameter_key}"


@dataclass(frozen=True)
class MetricInfo:
    """One declared metric, for catalogues and prompts."""

    name: str
    type: str
    label: str
    description: str
    synonyms: tuple[str, ...]


@dataclass(frozen=True)
class CompiledQuery:
    """A request compiled to one SELECT."""

    sql: str
    uses_time_spine: bool
    """True when the SQL reads the time spine table (cumulative, offset, fill-nulls metrics)."""


class SemanticEngine:
    """MetricFlow's engine over one project, for one SQL dialect (thread-safe; compiles are CPU work)."""

    def __init__(self, project: SemanticProject, dialect: str) -> None:
        from metricflow.engine.metricflow_engine import MetricFlowEngine
        from metricflow_semantics.model.semantic_manifest_lookup import SemanticManifestLookup

        self.project = project
        self.dialect = dialect
        self._engine = MetricFlowEngine(
            semantic_manifest_lookup=SemanticManifestLookup(project.manifest),
            sql_client=_CompileOnlyClient(dialect),
        )
        self._lock = threading.Lock()
        self._dimensions: dict[str, list[str]] = {}

    def metrics(self) -> list[MetricInfo]:
        """The declared metrics (MetricFlow's internal proxy metrics are hidden)."""
        by_name = {m.name: m for m in self.project.manifest.metrics}
        out = []
        for name in self.project.declared_metrics:
            metric = by_name.get(name)
            if metric is None:
                continue
            out.append(
                MetricInfo(
                    name=name,
                    type=str(metric.type.value),
                    label=metric.label or name.replace("_", " "),
                    description=(metric.description or "").strip(),
                    synonyms=tuple(self.project.synonyms.get(name, ())),
                )
            )
        return out

    def dimensions(self, metric: str) -> list[str]:
        """The group-by names a metric accepts (``metric_time`` plus dimensions and entities).

        Raises:
            SemanticQueryError: Unknown metric (the message suggests close names).
        """
        if metric not in self._dimensions:
            names = [m.name for m in self.metrics()]
            if metric not in names:
                from rapidfuzz import process

                close = [c for c, _score, _i in process.extract(metric, names, limit=3)]
                msg = (
                    f"Unknown metric {metric!r}. Did you mean: {', '.join(close)}? Call list_metrics for all."
                )
                raise SemanticQueryError(msg)
            with self._lock:
                items = self._engine.list_group_bys([metric])
            found = sorted({getattr(item, "dunder_name", item.name) for item in items} | {"metric_time"})
            self._dimensions[metric] = found
        return list(self._dimensions[metric])

    def compile(
        self, request: MetricRequest, *, has_table: Callable[[str], bool] | None = None
    ) -> CompiledQuery:
        """Compile ``request`` to this dialect's SQL.

        Args:
            request: The metric request.
            has_table: When given, asked whether the time spine table exists before SQL that reads it
                is returned.

        Raises:
            SemanticQueryError: An invalid request (with MetricFlow's ranked suggestions) or a missing spine.
        """
        from metricflow.engine.metricflow_engine import MetricFlowQueryRequest

        if not request.metrics:
            msg = "Name at least one metric; call list_metrics to see them."
            raise SemanticQueryError(msg)
        unknown = [m for m in request.metrics if m not in self.project.declared_metrics]
        start, end = request.time_range()
        mf_request = MetricFlowQueryRequest.create(
            metric_names=list(request.metrics),
            group_by_names=list(request.group_by) or None,
            where_constraints=list(request.where) or None,
            order_by_names=list(request.order_by) or None,
            limit=request.limit,
            time_constraint_start=start,
            time_constraint_end=end,
        )
        try:
            if unknown:
                raise SemanticQueryError(self._unknown_metrics(unknown))
            with self._lock:
                result = self._engine.explain(mf_request)
        except SemanticQueryError:
            raise
        except Exception as exc:  # MetricFlow's InvalidQueryException & co carry ranked suggestions
            raise SemanticQueryError(_clean(str(exc))) from exc
        sql = result.sql_statement.sql
        uses_spine = _reads_table(sql, self.project.spine_table, self.dialect)
        if uses_spine and has_table is not None and not has_table(self.project.spine_table):
            metrics = ", ".join(request.metrics)
            raise SemanticQueryError(MISSING_SPINE.format(metrics=metrics, table=self.project.spine_table))
        return CompiledQuery(sql=sql, uses_time_spine=uses_spine)

    def _unknown_metrics(self, unknown: list[str]) -> str:
        from rapidfuzz import process

        names = [m.name for m in self.metrics()]
        parts = []
        for name in unknown:
            close = [c for c, _s, _i in process.extract(name, names, limit=3)]
            parts.append(f"{name!r} (suggestions: {', '.join(close)})")
        return f"Unknown metric(s): {'; '.join(parts)}. Call list_metrics to see every metric."


def _reads_table(sql: str, table: str, dialect: str) -> bool:
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return table.lower() in sql.lower()
    return any(t.name.lower() == table.lower() for t in tree.find_all(exp.Table))


def _clean(text: str) -> str:
    """MetricFlow's messages, without its trailing blank lines and box drawing."""
    return "\n".join(line.rstrip() for line in text.strip().splitlines() if line.strip())
