"""The eval's default answerer: the real agent (offline analyst, tools, approvals auto-approved)."""

from __future__ import annotations

import asyncio
import atexit
import shutil
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from askdata_app.eval.runner import Outcome


class AgentAnswerer:
    """Answers questions through ``AgentRuntime`` on its own event loop; ``close()`` ends it.

    The runtime's SQLite checkpointer runs a non-daemon worker thread that only stops when its connection is
    closed (or garbage-collected, which a reference cycle can postpone past interpreter shutdown, so the
    process would never exit): the eval closes the answerer once the report is done.
    """

    def __init__(self, loop: asyncio.AbstractEventLoop, runtime: Any) -> None:
        self._loop = loop
        self._runtime = runtime

    def __call__(self, question: str) -> Outcome:
        try:
            return self._loop.run_until_complete(_ask(self._runtime, question))
        except Exception as exc:  # a crash is counted against the agent, not fatal to the eval
            return Outcome("answer", error=f"{type(exc).__name__}: {exc}")

    def ask_in_chat(self, context: list[str], question: str) -> Outcome:
        """Ask ``context`` in one chat (approving their SQL), then ``question`` there: a follow-up."""
        try:
            return self._loop.run_until_complete(_ask_in_chat(self._runtime, context, question))
        except Exception as exc:
            return Outcome("answer", error=f"{type(exc).__name__}: {exc}")

    def close(self) -> None:
        """Close the runtime (its checkpointer thread), the loop's executors and the loop; idempotent."""
        if self._loop.is_closed():
            return
        try:
            self._loop.run_until_complete(self._runtime.aclose())
            self._loop.run_until_complete(self._loop.shutdown_asyncgens())
            self._loop.run_until_complete(self._loop.shutdown_default_executor())
        finally:
            self._loop.close()


def agent_answerer_for(db_path: Path, layer: Any) -> AgentAnswerer:
    """Answer through ``AgentRuntime`` exactly as the app does, approving every SQL card.

    ``plan_ms`` is the time from the question to the ``run_sql`` or ``query_metrics`` card (its SQL is the
    compiled one the card shows; the grade is on the rows that ran) (the agent's question-to-SQL time,
    including its schema lookup step and checkpoint writes); ``preview_ms`` the time to the card's impact
    preview, which is computed after the card is shown: the answerer approves once it is there, as a person
    reading the card would. Call ``close()`` when done.
    """
    from askdata_app.agent.factory import build_runtime
    from askdata_app.settings import Settings

    workdir = Path(tempfile.mkdtemp(prefix="askdata-eval-"))
    atexit.register(shutil.rmtree, workdir, ignore_errors=True)
    loop = asyncio.new_event_loop()
    # The agent gets its own copy: DuckDB refuses a second in-process connection with another configuration,
    # and the eval's gold runner already holds one on db_path.
    copy = workdir / "data.duckdb"
    shutil.copyfile(db_path, copy)
    settings = Settings(data_dir=workdir, data_url=f"duckdb:///{copy}", model=None)
    try:
        runtime = loop.run_until_complete(build_runtime(settings, layer=layer))
    except BaseException:
        loop.close()
        raise
    return AgentAnswerer(loop, runtime)


async def _ask_in_chat(runtime: Any, context: list[str], question: str) -> Outcome:
    thread = f"eval-{uuid.uuid4().hex[:12]}"
    for earlier in context:
        outcome = await _ask(runtime, earlier, thread)
        if outcome.kind == "ask_user" or outcome.error:
            what = outcome.error or f"it asked back: {outcome.message}"
            return Outcome("unknown", message=f"an earlier question of the chat got no answer ({what})")
    return await _ask(runtime, question, thread)


async def _ask(runtime: Any, question: str, thread: str | None = None) -> Outcome:
    thread = thread or f"eval-{uuid.uuid4().hex[:12]}"
    from askdata_app.agent.card_extras import PREVIEW_PENDING

    started = time.perf_counter()
    plan_ms: float | None = None
    preview_ms: float | None = None
    result_id = ""
    sql: str | None = None
    answer = ""
    stream = await runtime.ask(thread, question)
    async for event in stream:
        if event["type"] == "card":
            card = event["card"]
            if card["kind"] == "question":
                await stream.aclose()
                await runtime.cancel(thread)
                ms = (time.perf_counter() - started) * 1000
                return Outcome("ask_user", plan_ms=ms, message=card["description"])
            first_sql = card["tool"] in {"run_sql", "query_metrics"} and plan_ms is None
            if first_sql:
                plan_ms = (time.perf_counter() - started) * 1000
                sql = str(card["args"].get("sql", ""))
            if PREVIEW_PENDING in card.get("preview", {}).get("notes", []):
                continue  # approved when its preview arrives (card_preview)
            if first_sql:
                preview_ms = plan_ms
            await runtime.decide(thread, card["interrupt_id"], {"type": "approve"}, user="eval")
        elif event["type"] == "card_preview":
            if preview_ms is None:
                preview_ms = (time.perf_counter() - started) * 1000
            await runtime.decide(thread, event["interrupt_id"], {"type": "approve"}, user="eval")
        elif event["type"] == "table_ready":
            result_id = event["result_id"]
        elif event["type"] == "answer":
            answer = event["text"]
        elif event["type"] == "error":
            return Outcome("answer", sql=sql, plan_ms=plan_ms, preview_ms=preview_ms, error=event["message"])
    if not result_id:
        return Outcome("unknown", plan_ms=plan_ms, preview_ms=preview_ms, message=answer)
    result = runtime.results.get(result_id)
    if result is None:
        return Outcome(
            "answer", sql=sql, plan_ms=plan_ms, preview_ms=preview_ms, error="the result was not kept"
        )
    rows = [tuple(_plain(v) for v in row) for row in result.frame.itertuples(index=False, name=None)]
    return Outcome(
        "answer", columns=list(result.columns), rows=rows, sql=sql, plan_ms=plan_ms, preview_ms=preview_ms
    )


def _plain(value: Any) -> Any:
    """pandas/numpy cells as the Python values a DB-API fetch gives (NaN/NaT -> None)."""
    if value is None:
        return None
    try:
        import pandas as pd

        if pd.isna(value):
            return None
        if isinstance(value, pd.Timestamp):
            return value.to_pydatetime()
    except (TypeError, ValueError):
        pass
    item = getattr(value, "item", None)
    return item() if callable(item) and type(value).__module__ == "numpy" else value
