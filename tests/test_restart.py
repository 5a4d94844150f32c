"""Pending approvals survive a SIGKILL of their process; each is decided once, each tool runs once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from askdata_app.agent.factory import build_runtime
from askdata_app.db.decisions import list_decisions
from askdata_app.settings import Settings
from tests.agent_harness import private_copy

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


def _start_child(data_dir: Path, demo_db: Path) -> tuple[subprocess.Popen[str], list[dict[str, str]]]:
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "restart_child.py"), str(data_dir), str(demo_db)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    cards = []
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "READY":
            return proc, cards
        cards.append(json.loads(line))
    stderr = proc.stderr.read() if proc.stderr else ""
    pytest.fail(f"the child exited before its cards were pending: {stderr[-3000:]}")


async def test_sigkill_with_pending_approvals_then_each_runs_exactly_once(
    tmp_path: Path, demo_db_path: Path
) -> None:
    demo_db_path = private_copy(demo_db_path, tmp_path)
    proc, cards = _start_child(tmp_path, demo_db_path)
    assert len(cards) == 3
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert list((tmp_path / "results").glob("*.parquet")) == [], "nothing ran before the decisions"

    runtime = await build_runtime(Settings(data_dir=tmp_path, data_url=f"duckdb:///{demo_db_path}"))
    for card in cards:
        pending = await runtime.pending_cards(card["thread"])
        assert [c["interrupt_id"] for c in pending] == [card["interrupt_id"]], "the same card, same id"
        assert pending[0]["tool"] == "query_metrics"  # the questions are metric queries

    tables = 0
    for card in cards:
        result = await runtime.decide(card["thread"], card["interrupt_id"], {"type": "approve"}, user="ana")
        assert result.stream is not None, "no future after a restart: decide resumes from the checkpoint"
        events = [e async for e in result.stream]
        tables += sum(e["type"] == "table_ready" for e in events)
        assert any(e["type"] == "answer" for e in events)
        assert await runtime.pending_cards(card["thread"]) == []
    assert tables == 3
    runtime.results.flush()
    assert len(list((tmp_path / "results").glob("*.parquet"))) == 3, "each query ran exactly once"
    records = list_decisions(runtime.app_engine)
    await runtime.aclose()
    assert sorted(r.interrupt_id for r in records) == sorted(c["interrupt_id"] for c in cards)


async def test_postgres_checkpoints_and_app_database_survive_a_new_runtime(
    tmp_path: Path, demo_db_path: Path, postgres_url: str
) -> None:
    """The team setup: checkpoints and decisions in PostgreSQL; a second runtime (a restart, another worker)
    finds the pending card and decides it; the query runs once."""
    from langchain_core.messages import AIMessage

    from askdata_app.agent.factory import open_checkpointer
    from tests.agent_harness import call, make_runtime

    settings = Settings(data_dir=tmp_path, checkpoint_url=postgres_url, app_db_url=postgres_url)
    sql = "SELECT COUNT(*) AS n FROM orders"
    first_saver = await open_checkpointer(settings)
    first, _, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": sql}, "c1")], checkpointer=first_saver
    )
    from askdata_app.db.engine import app_engine

    first.app_engine = app_engine(postgres_url)
    stream = await first.ask("pg-thread", "how many orders?")
    card = None
    async for event in stream:
        if event["type"] == "card":
            card = event["card"]
            break
    assert card is not None
    await stream.aclose()
    await first_saver.conn.close()

    second_saver = await open_checkpointer(settings)
    second, _, _ = await make_runtime(tmp_path, demo_db_path, [AIMessage("done")], checkpointer=second_saver)
    second.app_engine = app_engine(postgres_url)
    assert [c["interrupt_id"] for c in await second.pending_cards("pg-thread")] == [card["interrupt_id"]]
    result = await second.decide("pg-thread", card["interrupt_id"], {"type": "approve"}, user="ana")
    assert result.stream is not None
    events = [e async for e in result.stream]
    assert sum(e["type"] == "table_ready" for e in events) == 1
    assert [(r.decision, r.user) for r in list_decisions(second.app_engine)] == [("approve", "ana")]
    second.app_engine.dispose()
    first.app_engine.dispose()
    await second_saver.conn.close()
