"""The approval inbox over a real runtime (scripted model, real checkpoints and app database): who sees which
pending card, oldest first, with the question and who asked; four-eyes leaves the asker only Reject."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage

from askdata_app.agent.policy import ApprovalPolicy, ToolRule
from askdata_app.auth.inbox import inbox_for
from askdata_app.auth.principal import Principal
from askdata_app.db.conversations import ensure_conversation, save_items
from tests.agent_harness import call, close_connections, collect_until_card, make_runtime

SQL = "SELECT COUNT(*) AS n FROM locations"
ANA, ALI = Principal("ana", "analyst"), Principal("ali", "analyst")
VAL, ADA = Principal("val", "approver"), Principal("ada", "admin")


@dataclass(frozen=True)
class DeciderRule(ToolRule):
    """A ToolRule with the shared policy format's fields (until the policy loader lands on main)."""

    deciders: tuple[str, ...] = ("approver", "admin")
    self_approval: bool = False


@pytest.fixture(autouse=True)
async def _close_checkpoints():  # type: ignore[no-untyped-def]
    yield
    await close_connections()


async def _ask(runtime: Any, thread: str, user: str, question: str) -> dict[str, Any]:
    ensure_conversation(runtime.app_engine, thread, first_question=question, user=user)
    save_items(runtime.app_engine, thread, [(f"{thread}:q", {"kind": "user", "text": question})])
    stream = await runtime.ask(thread, question, user=user)
    _, card = await collect_until_card(stream)
    assert card is not None
    return dict(card["card"])


async def _runtime(tmp_path: Path, demo: Path, policy: ApprovalPolicy | None = None) -> Any:
    responses = [call("run_sql", {"sql": SQL}, f"c{i}") for i in range(3)] + [AIMessage("done")] * 3
    runtime, _model, _ = await make_runtime(tmp_path, demo, responses, policy=policy)
    return runtime


async def test_inbox_lists_cards_a_person_may_decide_oldest_first(tmp_path: Path, demo_db_path: Path) -> None:
    runtime = await _runtime(tmp_path, demo_db_path)

    async def runtime_for(_thread: str) -> Any:
        return runtime

    first = await _ask(runtime, "t_ana", "ana", "How many stores?")
    second = await _ask(runtime, "t_ali", "ali", "How many stores do we have?")

    for_val = await inbox_for(VAL, runtime.app_engine, runtime_for, now=second["created_at"] + 5)
    assert [e["interrupt_id"] for e in for_val] == [first["interrupt_id"], second["interrupt_id"]]
    assert for_val[0]["asker"] == "ana" and for_val[0]["question"] == "How many stores?"
    assert for_val[0]["args"] == SQL and for_val[0]["decisions"] == ["approve", "edit", "reject"]
    assert "approvers" in for_val[0]["deciders"]

    for_ana = await inbox_for(ANA, runtime.app_engine, runtime_for)
    assert [e["asker"] for e in for_ana] == ["ana"], "an analyst sees only her own calls"
    for_ali = await inbox_for(ALI, runtime.app_engine, runtime_for)
    assert [e["asker"] for e in for_ali] == ["ali"]

    await runtime.decide("t_ana", first["interrupt_id"], {"type": "approve"}, user="val")
    after = await inbox_for(ADA, runtime.app_engine, runtime_for)
    assert [e["interrupt_id"] for e in after] == [second["interrupt_id"]], "decided cards leave the inbox"

    expired = await inbox_for(ADA, runtime.app_engine, runtime_for, now=(second["expires_at"] or 0) + 1)
    assert expired == [], "expired cards are not offered"


async def test_four_eyes_leaves_the_asker_only_reject(tmp_path: Path, demo_db_path: Path) -> None:
    rule = DeciderRule(("approve", "edit", "reject"))
    policy = ApprovalPolicy(rules={"run_sql": rule})
    runtime = await _runtime(tmp_path, demo_db_path, policy)

    async def runtime_for(_thread: str) -> Any:
        return runtime

    card = await _ask(runtime, "t_val", "val", "How many stores?")
    own = await inbox_for(VAL, runtime.app_engine, runtime_for)
    assert [e["decisions"] for e in own] == [["reject"]]
    other = await inbox_for(ADA, runtime.app_engine, runtime_for)
    assert [e["decisions"] for e in other] == [["approve", "edit", "reject"]]
    assert await inbox_for(ANA, runtime.app_engine, runtime_for) == [], "analysts are not deciders here"
    assert other[0]["interrupt_id"] == card["interrupt_id"]
