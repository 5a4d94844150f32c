"""Assembles one worker's runtime from the settings (and holds it as a process-wide singleton)."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from askdata_app.agent.approval_gate import ApprovalGate
from askdata_app.agent.graph import SYSTEM_PROMPT, build_agent
from askdata_app.agent.model import ModelConfigError, make_chat_model
from askdata_app.agent.plugins import load_plugin_tools
from askdata_app.agent.policy import ApprovalPolicy
from askdata_app.agent.previews import tool_previews
from askdata_app.agent.results import ResultStore
from askdata_app.agent.runtime import AgentRuntime
from askdata_app.agent.tools import ToolContext, build_tools
from askdata_app.db.engine import app_engine

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from langgraph.checkpoint.base import BaseCheckpointSaver

    from askdata_app.agent.metric_tools import MetricService
    from askdata_app.agent.offline.planner import Planner
    from askdata_app.data.semantic import SemanticLayer
    from askdata_app.data.source import DataSource
    from askdata_app.settings import Settings

log = logging.getLogger(__name__)

_runtimes: dict[str, AgentRuntime] = {}
_lock: asyncio.Lock | None = None


def open_source(settings: Settings, name: str | None = None) -> DataSource:
    """A configured source by name (default: the primary one; the demo shop when unset)."""
    from askdata_app.data.source import DataSource

    urls = settings.source_urls()
    name = name or settings.primary_source
    if name not in urls:
        msg = f"Unknown data source {name!r}; configured: {', '.join(urls)}."
        raise KeyError(msg)
    if name == "demo" and not settings.data_url:
        from askdata_app.data.demo import ensure_demo_database

        settings.data_dir.mkdir(parents=True, exist_ok=True)
        ensure_demo_database(settings.demo_db_path)
    return DataSource.from_url(
        urls[name],
        name=name,
        timeout_s=settings.query_timeout_s,
        max_rows=settings.max_rows,
        max_columns=settings.max_result_columns,
    )


def load_semantic_project(settings: Settings, source: DataSource, name: str | None = None):  # type: ignore[no-untyped-def]
    """The semantic project (dbt YAML, parsed and validated by MetricFlow) of a source, read once for both the
    offline analyst's layer and the metric engine: the primary source has the configured one, others none.

    Raises:
        SemanticProjectError: the YAML is invalid (every problem with its file and line).
    """
    from askdata_app.semantic import UnsupportedSourceError, load_project
    from askdata_app.semantic.engine import default_schema

    if name not in (None, settings.primary_source):
        return None
    try:
        schema = default_schema(source.dialect)
    except (
        UnsupportedSourceError
    ):  # no metric engine there (said by load_metric_engine); the layer still loads
        schema = "main"
    return load_project(settings.resolved_semantic_path, table_map=settings.semantic_tables, schema=schema)


def load_metric_engine(  # type: ignore[no-untyped-def]
    settings: Settings, source: DataSource, name: str | None = None, *, project=None
):
    """MetricFlow's engine over the semantic model, for the primary source; ``(engine or None, note)``.

    No engine when the source is not the primary one, when MetricFlow cannot render its dialect (SQLite,
    MySQL) or when the YAML is invalid; the note says why, for the prompt (plain SQL stays available).
    ``project`` is the already loaded semantic project (read here when not given).
    """
    from askdata_app.semantic import SemanticProjectError, SemanticQueryError
    from askdata_app.semantic.engine import SemanticEngine

    if name not in (None, settings.primary_source):
        return None, ""
    try:
        if project is None:
            project = load_semantic_project(settings, source, name)
        engine = SemanticEngine(project, source.dialect)
        engine.metrics()
    except (SemanticProjectError, SemanticQueryError) as exc:
        log.warning("metrics (query_metrics) are off for source %s: %s", source.name, exc)
        return None, f"Metrics (query_metrics) are not available here: {exc}"
    return engine, ""


async def build_runtime(
    settings: Settings,
    *,
    model: BaseChatModel | None = None,
    checkpointer: BaseCheckpointSaver[str] | None = None,
    layer: SemanticLayer | None = None,
    source_name: str | None = None,
) -> AgentRuntime:
    """A runtime wired to one data source, the model, the checkpoint file and the app database."""
    from askdata_app.agent.metric_tools import MetricService, MetricSqlMiddleware, build_metric_tools

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    from askdata_app.data.semantic import SemanticLayer, SemanticLayerError
    from askdata_app.data.semantic.manifest import layer_from_project
    from askdata_app.semantic import SemanticProjectError

    source = await asyncio.to_thread(open_source, settings, source_name)
    project = None
    try:
        project = await asyncio.to_thread(load_semantic_project, settings, source, source_name)
    except SemanticProjectError as exc:
        if layer is None:
            raise SemanticLayerError(exc.issues) from exc
    if layer is None:
        layer = layer_from_project(project) if project is not None else SemanticLayer()
    metric_engine, metric_note = (
        await asyncio.to_thread(load_metric_engine, settings, source, source_name, project=project)
        if project is not None
        else await asyncio.to_thread(load_metric_engine, settings, source, source_name)
    )
    results = ResultStore(settings.results_dir)
    context = ToolContext(
        source=source, results=results, preview_rows=settings.preview_rows, exports_dir=settings.exports_dir
    )
    tools = build_tools(context)
    policy = ApprovalPolicy.load(settings.policy_path, timeout_s=settings.approval_timeout_s)
    plugin_tools = await load_plugin_tools(settings.mcp_config, taken={t.name for t in tools})
    tools += plugin_tools
    policy = policy.gate_unlisted(t.name for t in plugin_tools)
    metric_sql = None
    service = None
    if metric_engine is not None:
        service = MetricService(metric_engine, context)
        tools += build_metric_tools(service)
        metric_sql = MetricSqlMiddleware(service)
    planner = _planner(layer, source)
    if model is None:
        # The offline analyst asks query_metrics only where the policy gates it whenever it gates run_sql:
        # a policy file that lists run_sql alone would otherwise let its metric queries run unreviewed.
        gated = policy.rule("query_metrics") is not None or policy.rule("run_sql") is None
        model = _model_or_placeholder(settings, planner, results, service if gated else None)
    if checkpointer is None:
        checkpointer = await open_checkpointer(settings)
    prompt = SYSTEM_PROMPT.format(
        source_name=source.name,
        dialect=source.dialect,
        semantic=await asyncio.to_thread(_semantic_text, metric_engine, metric_note, layer),
    )
    engine = app_engine(settings.resolved_app_db_url)
    gate = ApprovalGate(policy, previews=tool_previews(context, policy, layer), app_engine=engine)
    agent = build_agent(
        model,
        tools,
        policy=policy,
        checkpointer=checkpointer,
        system_prompt=prompt,
        max_sql_retries=settings.max_sql_retries,
        gate=gate,
        metric_sql=metric_sql,
    )
    return AgentRuntime(
        agent=agent,
        app_engine=engine,
        results=results,
        policy=policy,
        gate=gate,
        page_rows=settings.page_rows,
        suggestions=await asyncio.to_thread(_suggestions, planner),
    )


def _semantic_text(engine, note: str, layer) -> str:  # type: ignore[no-untyped-def]
    """The prompt's semantic section: MetricFlow's catalogue, else the YAML's description and why."""
    if engine is not None:
        from askdata_app.semantic.describe import describe_for_llm

        return describe_for_llm(engine)
    text = layer.describe_for_llm()
    return f"{note}\n{text}" if note else text


def _planner(layer: SemanticLayer, source: DataSource) -> Planner:
    """One offline planner per source: it indexes the values once, for the analyst and the suggestions."""
    from askdata_app.agent.offline.planner import Planner

    def run_query(sql: str) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in source.execute(sql).frame.itertuples(index=False, name=None)]

    return Planner(layer, dialect=source.dialect, run_query=run_query)


def _suggestions(planner: Planner) -> list[str]:
    """Example questions drawn from the semantic model (empty if the planner cannot make any)."""
    try:
        return list(planner.suggestions(4))
    except Exception:  # suggestions are a nicety; never block startup on them
        log.exception("could not make suggestions from the semantic model")
        return []


def _model_or_placeholder(
    settings: Settings, planner: Planner, results: ResultStore, metrics: MetricService | None = None
) -> BaseChatModel:
    from askdata_app.agent.offline.chat_model import OfflineAnalyst

    def offline() -> OfflineAnalyst:
        return OfflineAnalyst(planner=planner, results=results, metrics=metrics)

    try:
        return make_chat_model(settings, offline_factory=offline)
    except ModelConfigError as exc:
        from askdata_app.agent.broken_model import BrokenModel

        log.error("%s", exc)
        return BrokenModel(reason=str(exc))


async def open_checkpointer(settings: Settings) -> BaseCheckpointSaver[str]:
    """The LangGraph checkpointer: PostgreSQL when ``ASKDATA_CHECKPOINT_URL`` is set (teams, several workers),
    else an async SQLite file in the data folder."""
    if settings.checkpoint_url:
        return await _postgres_checkpointer(settings.checkpoint_url)
    import aiosqlite

    from askdata_app.agent.checkpoint_sqlite import OneTripSqliteSaver

    path = settings.resolved_checkpoint_path
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(str(path))
    await conn.execute("PRAGMA journal_mode=WAL")
    # WAL with synchronous=NORMAL: a commit is not fsynced (the WAL is synced at checkpoints), so a step's
    # checkpoint costs no disk flush. A killed process loses nothing (the OS has the WAL); a power loss or
    # OS crash may roll back the last commits, never corrupt the file (SQLite's documented guarantee).
    await conn.execute("PRAGMA synchronous=NORMAL")
    await conn.execute("PRAGMA busy_timeout=30000")
    saver = OneTripSqliteSaver(conn)  # LangGraph's saver, one thread trip per read or write
    await saver.setup()
    return saver


async def _postgres_checkpointer(url: str) -> BaseCheckpointSaver[str]:
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
    from psycopg import AsyncConnection
    from psycopg.rows import dict_row

    dsn = url.replace("postgresql+psycopg://", "postgresql://", 1)
    conn = await AsyncConnection.connect(dsn, autocommit=True, prepare_threshold=0, row_factory=dict_row)
    saver = AsyncPostgresSaver(conn)
    await saver.setup()
    return saver


async def close_runtimes() -> None:
    """Close every runtime of this worker (checkpoint connections); the next use builds them again."""
    runtimes = list(_runtimes.values())
    _runtimes.clear()
    for runtime in runtimes:
        await runtime.aclose()


async def get_runtime(source: str | None = None) -> AgentRuntime:
    """This worker's runtime for a data source (default: the primary one), built on first use."""
    global _lock
    from askdata_app.settings import get_settings

    settings = get_settings()
    name = source if source in settings.source_urls() else settings.primary_source
    if name in _runtimes:
        return _runtimes[name]
    if _lock is None:
        _lock = asyncio.Lock()
    async with _lock:
        if name not in _runtimes:
            _runtimes[name] = await build_runtime(settings, source_name=name)
    return _runtimes[name]
