"""Several workers behind Redis: a conversation's changes reach subscribers on every worker, a card is decided
on either worker (the waiting one lets go), and a worker killed mid-run is taken over exactly once."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage

from askdata_app.chat.broker import RedisBroker
from askdata_app.chat.service import ChatService
from tests.agent_harness import call, close_connections, make_runtime, principals
from tests.chat_child import SLOW_SQL
from tests.test_chat_service import Follower

ANA, BO = principals()

pytestmark = pytest.mark.services
ROOT = Path(__file__).resolve().parents[1]
FAST_SQL = "SELECT COUNT(*) AS n FROM orders"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[None]:
    from askdata_app.settings import get_settings

    monkeypatch.setenv("ASKDATA_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


async def _worker_a(tmp: Path, demo: Path, redis_url: str, ns: str, sql: str) -> ChatService:
    runtime, _, _ = await make_runtime(
        tmp, demo, [call("run_sql", {"sql": sql}, "c1"), AIMessage("Answered on worker A.")]
    )

    async def runtime_for(_source: str | None):  # type: ignore[no-untyped-def]
        return runtime

    service = ChatService(runtime_for=runtime_for, broker=RedisBroker(redis_url, namespace=ns))
    await service.start()
    return service


def _worker_b(
    tmp: Path, demo: Path, redis_url: str, ns: str, thread: str, mode: str
) -> subprocess.Popen[bytes]:
    env = {**os.environ, "ASKDATA_DATA_DIR": str(tmp), "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.chat_worker", str(tmp), str(demo), redis_url, ns, thread, mode],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )


async def _line(proc: subprocess.Popen[bytes], timeout: float = 60) -> str:
    assert proc.stdout is not None
    line = await asyncio.wait_for(asyncio.to_thread(proc.stdout.readline), timeout=timeout)
    if not line:
        err = proc.stderr.read().decode() if proc.stderr else ""
        raise AssertionError(f"worker B ended: {err[-3000:]}")
    return line.decode().strip()


def _answer_texts(f: Follower) -> list[str]:
    return [f.items[k]["text"] for k in f.order if f.items[k]["kind"] == "assistant"]


async def test_a_card_started_on_worker_a_is_decided_on_worker_b_and_both_see_the_answer(
    tmp_path: Path, demo_db_path: Path, redis_url: str
) -> None:
    ns = f"test-{uuid.uuid4().hex[:8]}"
    service_a = await _worker_a(tmp_path, demo_db_path, redis_url, ns, FAST_SQL)
    tab_a = Follower(service_a, "w1")
    await service_a.ask("w1", "how many orders?", who=ANA)
    await tab_a.until(lambda f: f.pending_card() is not None)
    worker_b = _worker_b(tmp_path, demo_db_path, redis_url, ns, "w1", "finish")
    try:
        assert "worker" in await _line(worker_b)
        assert await _line(worker_b) == "APPROVED"
        assert json.loads(await _line(worker_b)) == {"answer": "Answered on worker B."}
        # worker A let go of its run and its subscriber saw worker B's changes, in order, through Redis
        await tab_a.until(lambda f: "Answered on worker B." in _answer_texts(f) and not f.running)
        statuses = [tab_a.items[k]["status"] for k in tab_a.order if tab_a.items[k]["kind"] == "card"]
        assert statuses == ["approved"]
        assert _answer_texts(tab_a) == ["Answered on worker B."], "worker A did not run the turn on"
        assert service_a.active_runs() == 0, "worker A's waiting run let go when worker B decided"
        assert worker_b.wait(timeout=30) == 0
    finally:
        if worker_b.poll() is None:
            os.killpg(worker_b.pid, signal.SIGKILL)
        tab_a.stop()
        await service_a.shutdown()
        await close_connections()
    assert len(list((tmp_path / "results").glob("*.parquet"))) == 1, "the query ran once, on worker B"


async def test_worker_b_killed_mid_run_is_taken_over_by_worker_a_exactly_once(
    tmp_path: Path, demo_db_path: Path, redis_url: str
) -> None:
    from askdata_app.db.decisions import list_decisions
    from askdata_app.db.engine import app_engine

    ns = f"test-{uuid.uuid4().hex[:8]}"
    service_a = await _worker_a(tmp_path, demo_db_path, redis_url, ns, SLOW_SQL)
    tab_a = Follower(service_a, "w2")
    await service_a.ask("w2", "count the rare pairs", who=ANA)
    await tab_a.until(lambda f: f.pending_card() is not None)
    worker_b = _worker_b(tmp_path, demo_db_path, redis_url, ns, "w2", "wait")
    try:
        assert "worker" in await _line(worker_b)
        assert await _line(worker_b) == "APPROVED"
        await asyncio.sleep(1.5)  # worker B runs the approved ~10 s query now
        assert worker_b.poll() is None
    finally:
        os.killpg(worker_b.pid, signal.SIGKILL)
        worker_b.wait(timeout=10)
    try:
        engine = app_engine(f"sqlite:///{tmp_path / 'app.db'}")
        [record] = list_decisions(engine)
        assert record.outcome == "accepted", "recorded on worker B, never applied"
        assert not list((tmp_path / "results").glob("*.parquet"))
        # a tab opens the conversation on worker A: worker B is gone (its Redis connection closed), so A
        # claims the decision and applies it from the checkpoint
        started = time.monotonic()
        reopened = Follower(service_a, "w2")
        await reopened.until(lambda f: "Answered on worker A." in _answer_texts(f) and not f.running, 120)
        await tab_a.until(lambda f: "Answered on worker A." in _answer_texts(f))
        print(f"take-over to answer: {time.monotonic() - started:.1f} s")
        [record] = list_decisions(engine)
        assert record.outcome == "applied" and record.claimed_by == service_a.worker_id
        assert len(list((tmp_path / "results").glob("*.parquet"))) == 1, "the query completed exactly once"
        reopened.stop()
    finally:
        tab_a.stop()
        await service_a.shutdown()
        await close_connections()
