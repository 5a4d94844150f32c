"""The chat service owns every run: subscribers, decisions from any of them, Stop, and crash recovery."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage

from askdata_app.chat.changes import Change
from askdata_app.chat.service import ChatError, ChatService
from tests.agent_harness import call, close_connections, make_runtime, principals

ANA, BO = principals()

SQL = "SELECT location_name, COUNT(*) AS n FROM locations GROUP BY 1 ORDER BY 1"
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[None]:
    from askdata_app.settings import get_settings

    monkeypatch.setenv("ASKDATA_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture(autouse=True)
async def _close() -> AsyncIterator[None]:
    yield
    await close_connections()


async def _service(
    tmp: Path, demo_db: Path, responses: list[AIMessage], **kw: Any
) -> tuple[ChatService, Any]:
    runtime, _, saver = await make_runtime(tmp, demo_db, responses, **kw)

    async def runtime_for(_source: str | None):  # type: ignore[no-untyped-def]
        return runtime

    service = ChatService(runtime_for=runtime_for)
    await service.start()
    return service, saver


class Follower:
    """A subscriber that keeps the conversation as a tab would (a snapshot, then changes applied in order)."""

    def __init__(self, service: ChatService, thread: str) -> None:
        self.items: dict[str, dict[str, Any]] = {}
        self.order: list[str] = []
        self.figures: dict[str, Any] = {}
        self.running = False
        self.seen: list[Change] = []
        self.changed = asyncio.Event()
        self._task = asyncio.create_task(self._follow(service, thread))

    async def _follow(self, service: ChatService, thread: str) -> None:
        async for change in service.subscribe(thread):
            self.seen.append(change)
            if change["op"] == "snapshot":
                self.items = {i["key"]: dict(i) for i in change["items"]}
                self.order = [i["key"] for i in change["items"]]
                self.figures = dict(change["figures"])
                self.running = change["running"]
            elif change["op"] == "item":
                item = change["item"]
                if item["key"] not in self.items:
                    self.order.append(item["key"])
                self.items[item["key"]] = dict(item)
            elif change["op"] == "figure":
                self.figures[change["result_id"]] = change["figure"]
            elif change["op"] == "status":
                self.running = change["running"]
            self.changed.set()

    async def until(self, predicate: Any, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while not predicate(self):
            self.changed.clear()
            remaining = deadline - time.monotonic()
            state = [(k, self.items[k].get("status", "")) for k in self.order]
            assert remaining > 0, f"timed out; running={self.running}, items: {state}"
            try:
                await asyncio.wait_for(self.changed.wait(), timeout=remaining)
            except TimeoutError:
                raise AssertionError(f"timed out; running={self.running}, items: {state}") from None

    def kinds(self) -> list[str]:
        return [self.items[k]["kind"] for k in self.order]

    def pending_card(self) -> dict[str, Any] | None:
        cards = [self.items[k] for k in self.order if self.items[k]["kind"] == "card"]
        return next((c for c in cards if c["status"] == "pending"), None)

    def stop(self) -> None:
        self._task.cancel()


def _answered(f: Follower) -> bool:
    return any(f.items[k]["kind"] == "assistant" and f.items[k]["status"] == "done" for k in f.order)


async def test_two_subscribers_see_the_same_changes_and_a_late_one_catches_up(
    tmp_path: Path, demo_db_path: Path
) -> None:
    service, _ = await _service(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("Four stores.")]
    )
    tab_a = Follower(service, "t1")
    tab_b = Follower(service, "t1")
    await asyncio.sleep(0)
    await service.ask("t1", "orders per store?", who=ANA)
    await tab_a.until(lambda f: f.pending_card() is not None)
    late = Follower(service, "t1")  # opens the conversation while the card waits
    await late.until(lambda f: f.pending_card() is not None)
    card = tab_a.pending_card()
    assert card is not None
    await service.decide("t1", card["interrupt_id"], decision="approve", who=ANA)
    for tab in (tab_a, tab_b, late):
        await tab.until(_answered)
        await tab.until(lambda f: not f.running)

    # the same changes, in the same order, for the two that watched from the start
    def strip(seen: list[Change]) -> list[tuple[Any, ...]]:
        return [(c["op"], c.get("item", {}).get("key"), c.get("item", {}).get("status")) for c in seen]

    assert strip(tab_a.seen) == strip(tab_b.seen)
    for tab in (tab_a, tab_b, late):
        assert tab.kinds() == ["user", "step", "card", "table", "assistant"], tab.kinds()
        assert [tab.items[k]["status"] for k in tab.order if tab.items[k]["kind"] == "card"] == ["approved"]
    # a tab opening after the run has the whole conversation (from the app database)
    again = await service.snapshot("t1")
    assert [i["kind"] for i in again["items"]] == tab_a.kinds()
    for tab in (tab_a, tab_b, late):
        tab.stop()


async def test_a_subscriber_that_did_not_start_the_turn_decides_and_everyone_sees_it(
    tmp_path: Path, demo_db_path: Path
) -> None:
    service, _ = await _service(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    starter = Follower(service, "t1")
    await service.ask("t1", "orders per store?", who=ANA)
    await starter.until(lambda f: f.pending_card() is not None)
    other = Follower(service, "t1")  # a second tab, another browser or user
    await other.until(lambda f: f.pending_card() is not None)
    card = other.pending_card()
    assert card is not None
    with pytest.raises(ChatError):  # the conversation is waiting for the card, not for a question
        await service.ask("t1", "something else", who=ANA)
    await service.decide("t1", card["interrupt_id"], decision="reject", message="only 2019 please", who=BO)
    for tab in (starter, other):
        await tab.until(lambda f: not f.running and f.pending_card() is None)
        statuses = [tab.items[k]["status"] for k in tab.order if tab.items[k]["kind"] == "card"]
        assert statuses == ["rejected"]
    starter.stop()
    other.stop()


async def test_stop_withdraws_the_card_for_every_subscriber_and_the_chat_stays_usable(
    tmp_path: Path, demo_db_path: Path
) -> None:
    service, _ = await _service(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": SQL}, "c1"), call("run_sql", {"sql": SQL}, "c2"), AIMessage("done")],
    )
    tab = Follower(service, "t1")
    await service.ask("t1", "orders per store?", who=ANA)
    await tab.until(lambda f: f.pending_card() is not None)
    notice = await service.stop("t1", who=ANA)
    assert "1 pending card" in notice
    await tab.until(lambda f: not f.running)
    assert [tab.items[k]["status"] for k in tab.order if tab.items[k]["kind"] == "card"] == ["cancelled"]
    await service.ask("t1", "again", who=ANA)  # usable: a new turn starts and reaches its card
    await tab.until(lambda f: f.pending_card() is not None)
    tab.stop()


def test_kill_9_after_approve_while_the_query_runs_applies_the_decision_exactly_once(
    tmp_path: Path, demo_db_path: Path
) -> None:
    env = {**os.environ, "ASKDATA_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.chat_child", str(tmp_path), str(demo_db_path)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline().decode()
        assert line.strip() == "APPROVED", child.stderr.read().decode() if child.stderr else line
        time.sleep(1.5)  # the approved query is running now (it takes ~10 s)
        assert child.poll() is None
    finally:
        os.killpg(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    from askdata_app.db.decisions import list_decisions
    from askdata_app.db.engine import app_engine

    engine = app_engine(f"sqlite:///{tmp_path / 'app.db'}")
    [record] = list_decisions(engine)
    assert (record.decision, record.outcome) == ("approve", "accepted")
    assert not list((tmp_path / "results").glob("*.parquet")), "the killed query never finished"

    async def restart() -> Follower:
        service, _ = await _service(tmp_path, demo_db_path, [AIMessage("Zero pairs.")])
        tab = Follower(service, "crash-1")
        await tab.until(_answered, timeout=120)
        await tab.until(lambda f: not f.running)
        tab.stop()
        await service.shutdown()
        return tab

    tab = asyncio.run(_run_and_close(restart()))
    assert [tab.items[k]["kind"] for k in tab.order].count("table") == 1
    [record] = list_decisions(engine)
    assert record.outcome == "applied" and record.applied_at is not None
    parquet = list((tmp_path / "results").glob("*.parquet"))
    assert len(parquet) == 1, "the approved query ran to completion exactly once"


async def _run_and_close(coro: Any) -> Any:
    try:
        return await coro
    finally:
        await close_connections()


async def test_who_may_do_what_through_the_service(tmp_path: Path, demo_db_path: Path) -> None:
    """Four-eyes, roles and privacy are checked by the service before anything is recorded."""
    from askdata_app.agent.errors import NotAllowedError
    from askdata_app.agent.policy import ApprovalPolicy
    from askdata_app.auth.principal import Principal
    from askdata_app.db.decisions import list_decisions

    policy_file = tmp_path / "policy.yaml"
    policy_file.write_text(
        "tools:\n  run_sql: {decisions: [approve, edit, reject], deciders: [asker, approver, admin],"
        " self_approval: false}\n"
    )
    service, _ = await _service(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")],
        policy=ApprovalPolicy.load(policy_file),
    )
    carl = Principal("carl", "analyst", "127.0.0.3")
    tab = Follower(service, "t1")
    await service.ask("t1", "orders per store?", who=ANA)
    await tab.until(lambda f: f.pending_card() is not None)
    card = tab.pending_card()
    assert card is not None
    with pytest.raises(NotAllowedError, match="Four-eyes"):
        await service.decide("t1", card["interrupt_id"], decision="approve", who=ANA)
    with pytest.raises(NotAllowedError, match="may not decide"):
        await service.decide("t1", card["interrupt_id"], decision="approve", who=carl)
    with pytest.raises(ChatError, match="someone else's"):
        await service.ask("t1", "let me ask here too", who=carl)
    with pytest.raises(ChatError):
        await service.stop("t1", who=carl)
    assert not await service.may_view("t1", carl) and await service.may_view("t1", ANA)
    assert list_decisions(service_engine(tmp_path)) == [], "a refused decision records nothing"
    await service.decide("t1", card["interrupt_id"], decision="approve", who=BO)
    await tab.until(_answered)
    [record] = list_decisions(service_engine(tmp_path))
    assert (record.user, record.client_address, record.decision) == ("bo", "127.0.0.2", "approve")
    with pytest.raises(ChatError, match="KB"):
        await service.ask("t1", "x" * 30_000, who=ANA)
    tab.stop()


def service_engine(tmp: Path) -> Any:
    from askdata_app.db.engine import app_engine

    return app_engine(f"sqlite:///{tmp / 'app.db'}")


async def test_concurrent_openers_share_one_live_conversation(
    tmp_path: Path, demo_db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tabs opening a conversation while its first question is being asked all follow the same run."""
    service, _ = await _service(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    real_conversation = service.conversation

    async def slow_conversation(thread_id: str) -> Any:  # widen the window in which opens overlap
        await asyncio.sleep(0.05)
        return await real_conversation(thread_id)

    monkeypatch.setattr(service, "conversation", slow_conversation)
    tabs = [Follower(service, "t1") for _ in range(5)]  # their opens race the ask's own open
    await service.ask("t1", "orders per store?", who=ANA)
    for tab in tabs:
        await tab.until(lambda f: f.pending_card() is not None)
        tab.stop()


@pytest.mark.parametrize("quick_s", [60.0, 0.0])
async def test_a_quick_tools_step_is_sent_once_done_unless_it_stays_running(
    tmp_path: Path, demo_db_path: Path, monkeypatch: pytest.MonkeyPatch, quick_s: float
) -> None:
    import askdata_app.chat.service as service_module

    monkeypatch.setattr(service_module, "QUICK_STEP_S", quick_s)
    service, _ = await _service(
        tmp_path, demo_db_path, [call("list_tables", {}, "c1"), AIMessage("Six tables.")]
    )
    tab = Follower(service, "t1")
    await service.ask("t1", "which tables?", who=ANA)
    await tab.until(_answered)
    await tab.until(lambda f: not f.running)
    sent = [c["item"]["status"] for c in tab.seen if c["op"] == "item" and c["item"]["kind"] == "step"]
    # a step that is done within QUICK_STEP_S is one update; one still running when it fires is shown running
    assert sent == (["success"] if quick_s else ["running", "success"]), sent
    assert tab.kinds() == ["user", "step", "assistant"]
    tab.stop()


async def test_a_card_decided_for_a_run_waiting_here_goes_straight_to_its_outcome(
    tmp_path: Path, demo_db_path: Path
) -> None:
    """The waiting run reports the decision at once: subscribers get pending -> approved, not a "deciding"
    update in between (each card update re-renders the card in every tab)."""
    service, _ = await _service(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("Four stores.")]
    )
    tab = Follower(service, "t1")
    await service.ask("t1", "orders per store?", who=ANA)
    await tab.until(lambda f: f.pending_card() is not None)
    card = tab.pending_card()
    assert card is not None
    await service.decide("t1", card["interrupt_id"], decision="approve", who=ANA)
    await tab.until(_answered)
    await tab.until(lambda f: not f.running)
    sent = [c["item"]["status"] for c in tab.seen if c["op"] == "item" and c["item"]["kind"] == "card"]
    assert sent == ["pending", "approved"], sent
    tab.stop()


async def test_item_writes_under_way_gather_the_next_changes_into_one_write(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """While one write of a conversation's items is under way, later changes wait and go out together, the
    newest version of each item, in the order the items first changed; none is lost."""
    import askdata_app.chat.service as service_module
    from askdata_app.chat import kinds

    writes: list[list[tuple[str, str]]] = []

    async def slow_save(thread_id: str, items: list[Any], figures: Any = None) -> None:
        writes.append([(i["key"], i["text"]) for i in items])
        await asyncio.sleep(0.05)

    monkeypatch.setattr(service_module.store, "save_items", slow_save)
    service = ChatService(runtime_for=None)  # type: ignore[arg-type]  # no run here: only the writes
    live = service_module._Live(thread_id="t1", source="demo")
    service._persist(live, [kinds.answer("a", "one", "done")])
    await asyncio.sleep(0)  # the first write takes its batch and is under way
    for text in ("two", "three"):
        service._persist(live, [kinds.answer("b", text, "done")])
    service._persist(live, [kinds.answer("c", "four", "done"), kinds.answer("a", "five", "done")])
    assert live.saving is not None
    await live.saving
    assert writes == [[("a", "one")], [("b", "three"), ("c", "four"), ("a", "five")]]
