"""Builds a real askdata runtime around a scripted fake model, for agent-core tests (no Reflex)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage

from askdata_app.agent.events import Event
from askdata_app.agent.graph import build_agent
from askdata_app.agent.policy import ApprovalPolicy
from askdata_app.agent.results import ResultStore
from askdata_app.agent.runtime import AgentRuntime
from askdata_app.agent.tools import ToolContext, build_tools
from askdata_app.data.source import DataSource
from askdata_app.db.engine import app_engine

OPEN_CONNECTIONS: list[Any] = []


async def close_connections() -> None:
    """Close the checkpoint connections opened by ``make_runtime``."""
    while OPEN_CONNECTIONS:
        await OPEN_CONNECTIONS.pop().close()


class ScriptedModel(FakeMessagesListChatModel):
    """Replays a fixed list of AI messages, one per model call; records what it was shown."""

    seen: list[list[Any]] = []

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:  # type: ignore[override]
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[no-untyped-def]
        self.seen.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


def call(name: str, args: dict[str, Any], call_id: str) -> AIMessage:
    """An AI message with one tool call."""
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": call_id}])


def private_copy(demo_db: Path, folder: Path) -> Path:
    """This test's own copy of the demo file: DuckDB refuses two in-process connections to one file with
    different settings, and other tests (the eval's gold runner) hold their own."""
    import shutil

    copy = folder / "demo.duckdb"
    if not copy.exists():
        shutil.copyfile(demo_db, copy)
    return copy


async def make_runtime(
    tmp: Path,
    demo_db: Path,
    responses: list[AIMessage],
    *,
    policy: ApprovalPolicy | None = None,
    checkpointer: Any = None,
    clock: Any = None,
    gate: Any = None,
    extra_tools: list[Any] | None = None,
    semantic: Path | None = None,
) -> tuple[AgentRuntime, ScriptedModel, Any]:
    """A runtime on the demo DuckDB file, an async SQLite checkpointer and an SQLite app DB in ``tmp``.

    ``gate(context, policy, app_engine)`` builds the approval gate (previews, auto-approval); ``extra_tools``
    are added after askdata's own (plugin tools).
    """
    import aiosqlite

    from askdata_app.agent.checkpoint_sqlite import OneTripSqliteSaver

    if checkpointer is None:
        conn = await aiosqlite.connect(str(tmp / "checkpoints.sqlite"))
        OPEN_CONNECTIONS.append(conn)
        checkpointer = OneTripSqliteSaver(conn)  # the app's own SQLite saver
        await checkpointer.setup()
    source = DataSource.from_url(f"duckdb:///{private_copy(demo_db, tmp)}", name="demo")
    results = ResultStore(tmp / "results")
    context = ToolContext(source=source, results=results)
    tools = build_tools(context) + list(extra_tools or [])
    metric_sql = None
    if semantic is not None:  # the query_metrics family over MetricFlow, as the factory wires it
        from askdata_app.agent.metric_tools import MetricService, MetricSqlMiddleware, build_metric_tools
        from askdata_app.semantic import load_project
        from askdata_app.semantic.engine import SemanticEngine

        service = MetricService(SemanticEngine(load_project(semantic), source.dialect), context)
        tools += build_metric_tools(service)
        metric_sql = MetricSqlMiddleware(service)
    model = ScriptedModel(responses=responses)
    model.seen = []
    policy = policy or ApprovalPolicy.default()
    engine = app_engine(f"sqlite:///{tmp / 'app.db'}")
    built_gate = gate(context, policy, engine) if gate is not None else None
    agent = build_agent(
        model,
        tools,
        policy=policy,
        checkpointer=checkpointer,
        system_prompt="test",
        gate=built_gate,
        metric_sql=metric_sql,
    )
    kwargs: dict[str, Any] = {}
    if clock is not None:
        kwargs["clock"] = clock
    runtime = AgentRuntime(
        agent=agent,
        app_engine=engine,
        results=results,
        policy=policy,
        gate=built_gate,
        **kwargs,
    )
    return runtime, model, checkpointer


async def collect_until_card(stream: AsyncIterator[Event]) -> tuple[list[Event], Event | None]:
    """Events up to and including the first card (or the end of the stream)."""
    events: list[Event] = []
    async for event in stream:
        events.append(event)
        if event["type"] == "card":
            return events, event
    return events, None


def principals() -> tuple[Any, Any]:
    """Two people for chat-service tests: ana (analyst, who asks) and bo (approver)."""
    from askdata_app.auth.principal import Principal

    return Principal("ana", "analyst", "127.0.0.1"), Principal("bo", "approver", "127.0.0.2")
