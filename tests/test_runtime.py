"""The agent runtime with a scripted fake model, a real DuckDB file and real SQLite checkpoints."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from askdata_app.agent.policy import ApprovalPolicy, ToolRule
from askdata_app.agent.runtime import (
    AlreadyDecided,
    BusyError,
    InvalidAnswerError,
    NotPendingError,
)
from askdata_app.db.decisions import list_decisions
from tests.agent_harness import call, close_connections, collect_until_card, make_runtime


@pytest.fixture(autouse=True)
async def _close_checkpoints():  # type: ignore[no-untyped-def]
    yield
    await close_connections()


SQL = "SELECT location_name, COUNT(*) AS n FROM locations GROUP BY location_name ORDER BY location_name"


def _tool_messages(model) -> list[ToolMessage]:  # type: ignore[no-untyped-def]
    return [m for m in model.seen[-1] if isinstance(m, ToolMessage)]


async def _drain(stream):  # type: ignore[no-untyped-def]
    return [e async for e in stream]


async def test_approve_runs_the_tool_once_and_shows_the_table(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("There are 6 locations.")]
    )
    stream = await runtime.ask("t1", "How many stores?")
    before, card_event = await collect_until_card(stream)
    assert card_event is not None
    card = card_event["card"]
    assert card["tool"] == "run_sql" and card["args"] == {"sql": SQL}
    assert [d["type"] for d in card["form"]["decisions"]] == ["approve", "edit", "reject"]
    assert any(e["type"] == "tool_started" and e["tool"] == "run_sql" for e in before)
    assert not any(e["type"] == "table_ready" for e in before), "nothing runs before the decision"

    result = await runtime.decide("t1", card["interrupt_id"], {"type": "approve"}, user="ana")
    assert result.stream is None  # the waiting run took it
    rest = await _drain(stream)
    tables = [e for e in rest if e["type"] == "table_ready"]
    assert len(tables) == 1 and tables[0]["row_count"] == 6
    assert tables[0]["columns"] == ["location_name", "n"]
    assert rest[-1] == {"type": "run_finished", "status": "done"}
    assert any(e["type"] == "answer" and "6 locations" in e["text"] for e in rest)
    tool_msgs = _tool_messages(model)
    assert len(tool_msgs) == 1 and tool_msgs[0].status != "error"
    records = list_decisions(runtime.app_engine)
    assert [(r.decision, r.user, r.tool) for r in records] == [("approve", "ana", "run_sql")]


async def test_edit_runs_the_edited_sql(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    edited = "SELECT COUNT(*) AS stores FROM locations"
    result = await runtime.decide_form(
        "t1", card_event["card"]["interrupt_id"], decision="edit", values={"/sql": edited}
    )
    assert result.stream is None
    rest = await _drain(stream)
    table = next(e for e in rest if e["type"] == "table_ready")
    assert table["sql"].strip() == edited and table["rows"][0]["stores"] == 6
    msg = _tool_messages(model)[0]
    assert '"stores"' in str(msg.content) and msg.status != "error"
    record = list_decisions(runtime.app_engine)[0]
    assert record.decision == "edit" and record.edited_args == {"sql": edited}
    assert record.proposed_args == {"sql": SQL}


async def test_reject_with_message_reaches_the_model_and_nothing_runs(
    tmp_path: Path, demo_db_path: Path
) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("ok, not running it")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    await runtime.decide_form(
        "t1", card_event["card"]["interrupt_id"], decision="reject", message="only 2019 please"
    )
    rest = await _drain(stream)
    assert not any(e["type"] == "table_ready" for e in rest)
    resolved = next(e for e in rest if e["type"] == "card_resolved")
    assert resolved["status"] == "rejected" and resolved["detail"] == "only 2019 please"
    msg = _tool_messages(model)[0]
    assert msg.status == "error" and "only 2019 please" in str(msg.content)


async def test_empty_reject_is_a_rejection_not_an_approval(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("ok")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    await runtime.decide_form("t1", card_event["card"]["interrupt_id"], decision="reject", message="")
    rest = await _drain(stream)
    assert not any(e["type"] == "table_ready" for e in rest)
    assert _tool_messages(model)[0].status == "error"


async def test_ask_user_respond_becomes_the_tool_message(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [
            call("ask_user", {"question": "Which measure?", "choices": ["revenue", "orders"]}, "q1"),
            AIMessage("ok"),
        ],
    )
    stream = await runtime.ask("t1", "how did we do?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    card = card_event["card"]
    assert card["kind"] == "question" and card["description"] == "Which measure?"
    assert [d["type"] for d in card["form"]["decisions"]] == ["respond"]
    with pytest.raises(InvalidAnswerError):
        await runtime.decide("t1", card["interrupt_id"], {"type": "approve"})
    await runtime.decide("t1", card["interrupt_id"], {"type": "respond", "message": "revenue"})
    await _drain(stream)
    msg = _tool_messages(model)[0]
    assert msg.content == "revenue" and msg.status != "error"


async def test_invalid_answer_is_refused_and_the_thread_still_works(
    tmp_path: Path, demo_db_path: Path
) -> None:
    runtime, _model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    iid = card_event["card"]["interrupt_id"]
    bad = [
        {"type": "edit", "edited_action": {"name": "run_sql", "args": {"sql": 5}}},
        {"type": "edit", "edited_action": {"name": "run_sql", "args": {}}},
        {"type": "respond", "message": "not allowed here"},
        {"type": "maybe"},
        {},
    ]
    for answer in bad:
        with pytest.raises(InvalidAnswerError) as info:
            await runtime.decide("t1", iid, answer)
        assert "not accepted" in str(info.value)
    assert list_decisions(runtime.app_engine) == []
    await runtime.decide("t1", iid, {"type": "approve"})
    rest = await _drain(stream)
    assert any(e["type"] == "table_ready" for e in rest)


async def test_second_decision_is_refused(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, _, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    iid = card_event["card"]["interrupt_id"]
    await runtime.decide("t1", iid, {"type": "approve"})
    with pytest.raises(AlreadyDecided):
        await runtime.decide("t1", iid, {"type": "reject"})
    await _drain(stream)
    with pytest.raises(AlreadyDecided):
        await runtime.decide("t1", iid, {"type": "approve"})
    with pytest.raises(NotPendingError):
        await runtime.decide("t1", "no-such-interrupt", {"type": "approve"})


async def test_question_while_waiting_is_refused_clearly(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, _, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    with pytest.raises(BusyError, match="Type a question"):
        await runtime.ask("t1", "   ")
    stream = await runtime.ask("t1", "stores?")
    await collect_until_card(stream)
    with pytest.raises(BusyError, match="still working"):
        await runtime.ask("t1", "another")


async def test_decide_after_restart_resumes_from_the_checkpoint(tmp_path: Path, demo_db_path: Path) -> None:
    script = [call("run_sql", {"sql": SQL}, "c1"), AIMessage("six")]
    first, _, saver = await make_runtime(tmp_path, demo_db_path, script)
    stream = await first.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    iid = card_event["card"]["interrupt_id"]
    await stream.aclose()  # the process that held the future is gone

    second, _model, _ = await make_runtime(tmp_path, demo_db_path, [AIMessage("six")], checkpointer=saver)
    pending = await second.pending_cards("t1")
    assert [c["interrupt_id"] for c in pending] == [iid]
    with pytest.raises(BusyError, match="waiting for your decision"):
        await second.ask("t1", "another question")
    result = await second.decide("t1", iid, {"type": "approve"})
    assert result.stream is not None
    events = await _drain(result.stream)
    assert events[0] == {"type": "card_resolved", "interrupt_id": iid, "status": "approved", "detail": ""}
    assert sum(e["type"] == "table_ready" for e in events) == 1
    assert await second.pending_cards("t1") == []


async def test_expired_card_is_rejected_not_approved(tmp_path: Path, demo_db_path: Path) -> None:
    policy = ApprovalPolicy(rules={"run_sql": ToolRule(("approve", "edit", "reject"), timeout_s=0.3)})
    runtime, model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("ok")], policy=policy
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    started = time.monotonic()
    rest = await _drain(stream)
    assert time.monotonic() - started >= 0.2
    resolved = next(e for e in rest if e["type"] == "card_resolved")
    assert resolved["status"] == "expired"
    assert not any(e["type"] == "table_ready" for e in rest)
    msg = _tool_messages(model)[0]
    assert msg.status == "error" and "No decision was made" in str(msg.content)
    record = list_decisions(runtime.app_engine)[0]
    assert (record.decision, record.outcome, record.user) == ("expire", "expired", "system")
    with pytest.raises(AlreadyDecided):
        await runtime.decide("t1", card_event["card"]["interrupt_id"], {"type": "approve"})


async def test_expiry_after_restart_fails_closed(tmp_path: Path, demo_db_path: Path) -> None:
    now = [1_000_000.0]
    policy = ApprovalPolicy(rules={"run_sql": ToolRule(("approve", "edit", "reject"), timeout_s=60)})
    first, _, saver = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": SQL}, "c1"), AIMessage("ok")],
        policy=policy,
        clock=lambda: now[0],
    )
    stream = await first.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    await stream.aclose()
    now[0] += 61
    second, model, _ = await make_runtime(
        tmp_path, demo_db_path, [AIMessage("ok")], policy=policy, checkpointer=saver, clock=lambda: now[0]
    )
    result = await second.decide("t1", card_event["card"]["interrupt_id"], {"type": "approve"})
    assert result.decision == "expire" and result.stream is not None
    events = await _drain(result.stream)
    assert not any(e["type"] == "table_ready" for e in events)
    msg = _tool_messages(model)[0]
    assert msg.status == "error" and "No decision was made" in str(msg.content)


async def test_fifty_concurrent_decisions_one_execution(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, _model, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    iid = card_event["card"]["interrupt_id"]
    consumer = asyncio.create_task(_drain(stream))
    outcomes = await asyncio.gather(
        *(runtime.decide("t1", iid, {"type": "approve"}, user=f"u{i}") for i in range(50)),
        return_exceptions=True,
    )
    accepted = [o for o in outcomes if not isinstance(o, BaseException)]
    refused = [o for o in outcomes if isinstance(o, AlreadyDecided)]
    assert len(accepted) == 1 and len(refused) == 49
    assert all("already decided" in str(o) for o in refused)
    rest = await consumer
    assert sum(e["type"] == "table_ready" for e in rest) == 1
    assert len(list_decisions(runtime.app_engine)) == 1


async def test_decision_on_another_worker_runs_once_and_the_waiting_worker_lets_go(
    tmp_path: Path, demo_db_path: Path
) -> None:
    """Two workers share the checkpoint and the app database; the click reaches the one without the future."""
    worker_a, _, saver = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    stream = await worker_a.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    waiting = asyncio.create_task(_drain(stream))
    await asyncio.sleep(0.1)
    worker_b, _, _ = await make_runtime(tmp_path, demo_db_path, [AIMessage("done")], checkpointer=saver)
    result = await worker_b.decide("t1", card_event["card"]["interrupt_id"], {"type": "approve"})
    assert result.stream is not None
    # the broker's notification (the chat service delivers it between workers) lets worker A go
    assert worker_a.hand_off(card_event["card"]["interrupt_id"])
    resumed = await _drain(result.stream)
    assert sum(e["type"] == "table_ready" for e in resumed) == 1
    rest_a = await asyncio.wait_for(waiting, timeout=5)
    assert rest_a[-1] == {"type": "run_finished", "status": "handed_off"}
    assert not any(e["type"] == "table_ready" for e in rest_a)
    worker_a.results.flush()
    worker_b.results.flush()
    assert len(list((tmp_path / "results").glob("*.parquet"))) == 1, "the query ran exactly once"


async def test_stop_withdraws_pending_cards_and_the_thread_stays_usable(
    tmp_path: Path, demo_db_path: Path
) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [
            AIMessage(
                "",
                tool_calls=[
                    {"name": "run_sql", "args": {"sql": SQL}, "id": "c1"},
                    {"name": "list_tables", "args": {}, "id": "c0"},
                ],
            ),
            AIMessage("fresh answer"),
        ],
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    consumer = asyncio.create_task(_drain(stream))
    await asyncio.sleep(0.05)
    assert await runtime.cancel("t1", user="ana") == 1
    rest = await asyncio.wait_for(consumer, timeout=5)
    assert rest[-1]["type"] == "run_finished" and rest[-1]["status"] == "cancelled"
    assert any(e["type"] == "card_resolved" and e["status"] == "cancelled" for e in rest)
    assert not any(e["type"] == "table_ready" for e in rest)
    record = list_decisions(runtime.app_engine)[0]
    assert (record.decision, record.outcome, record.user) == ("cancel", "cancelled", "ana")
    assert await runtime.pending_cards("t1") == []
    with pytest.raises(AlreadyDecided):
        await runtime.decide("t1", card_event["card"]["interrupt_id"], {"type": "approve"})

    again = await _drain(await runtime.ask("t1", "something else"))
    assert any(e["type"] == "answer" and e["text"] == "fresh answer" for e in again)
    history = model.seen[-1]
    ai_calls = [c["id"] for m in history if isinstance(m, AIMessage) for c in m.tool_calls]
    answered = {m.tool_call_id for m in history if isinstance(m, ToolMessage)}
    assert set(ai_calls) <= answered, "every tool call in the history has a result (valid for real LLM APIs)"


async def test_stop_after_restart_withdraws_the_checkpointed_card(tmp_path: Path, demo_db_path: Path) -> None:
    first, _, saver = await make_runtime(tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1")])
    stream = await first.ask("t1", "stores?")
    await collect_until_card(stream)
    await stream.aclose()
    second, _, _ = await make_runtime(tmp_path, demo_db_path, [AIMessage("ok")], checkpointer=saver)
    assert await second.cancel("t1") == 1
    assert await second.pending_cards("t1") == []
    events = await _drain(await second.ask("t1", "next question"))
    assert events[-1] == {"type": "run_finished", "status": "done"}


async def test_results_survive_a_new_store_on_the_same_folder(tmp_path: Path, demo_db_path: Path) -> None:
    from askdata_app.agent.results import ResultStore

    runtime, _, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("done")]
    )
    stream = await runtime.ask("t1", "stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    await runtime.decide("t1", card_event["card"]["interrupt_id"], {"type": "approve"})
    table = next(e for e in await _drain(stream) if e["type"] == "table_ready")
    runtime.results.flush()
    reopened = ResultStore(tmp_path / "results").get(table["result_id"])
    assert reopened is not None and reopened.row_count == 6 and reopened.sql.strip() == SQL
    assert ResultStore(tmp_path / "results").get("r_doesnotexist") is None


async def test_a_waiting_run_keeps_its_cards_not_the_graph_state(tmp_path: Path, demo_db_path: Path) -> None:
    """A run waiting for a decision (maybe for hours, a thousand of them per worker) holds its cards, not
    the graph's state snapshot (every message of the thread, in the checkpoint already)."""
    import gc

    from langgraph.types import StateSnapshot

    runtime, _, _ = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": SQL}, "c1"), AIMessage("There are 6 locations.")]
    )
    stream = await runtime.ask("t1", "How many stores?")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    following = asyncio.ensure_future(anext(stream))
    while True:  # the card's preview may follow; then nothing until a decision
        done, _ = await asyncio.wait({following}, timeout=1.0)
        if not done:
            break
        assert following.result()["type"] == "card_preview"
        following = asyncio.ensure_future(anext(stream))
    gc.collect()
    assert not [o for o in gc.get_objects() if isinstance(o, StateSnapshot)]
    await runtime.decide("t1", card_event["card"]["interrupt_id"], {"type": "approve"}, user="ana")
    rest = [await following, *await _drain(stream)]
    assert rest[-1] == {"type": "run_finished", "status": "done"}
