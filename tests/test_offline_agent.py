"""The built-in offline analyst through the real runtime: follow-ups, rejections, exports."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from askdata_app.agent.factory import build_runtime
from askdata_app.settings import Settings
from tests.agent_harness import private_copy


@pytest.fixture
async def runtime(tmp_path: Path, demo_db_path: Path):  # type: ignore[no-untyped-def]
    rt = await build_runtime(
        Settings(data_dir=tmp_path, data_url=f"duckdb:///{private_copy(demo_db_path, tmp_path)}")
    )
    yield rt
    await rt.aclose()


async def turn(
    rt, thread: str, question: str, answers: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:  # type: ignore[no-untyped-def]
    """Ask, answer each card (default: approve), return every event."""
    queue = list(answers or [])
    events: list[dict[str, Any]] = []
    async for event in await rt.ask(thread, question):
        events.append(dict(event))
        if event["type"] == "card":
            answer = queue.pop(0) if queue else {"type": "approve"}
            await rt.decide(thread, event["card"]["interrupt_id"], answer)
    return events


def sql_cards(events: list[dict[str, Any]]) -> list[str]:
    """The SQL of each query card: run_sql's, or the SQL query_metrics compiled (the analyst asks for a
    metric query when the plan is exactly one)."""
    return [
        e["card"]["args"]["sql"]
        for e in events
        if e["type"] == "card" and e["card"]["tool"] in {"run_sql", "query_metrics"}
    ]


async def test_follow_up_questions_see_the_conversation(runtime) -> None:  # type: ignore[no-untyped-def]
    first = await turn(runtime, "t1", "revenue by store")
    assert "location_name" in sql_cards(first)[0]
    second = await turn(runtime, "t1", "and by month?")
    sql = sql_cards(second)[0].lower()
    assert "month" in sql and "product_price" in sql, "the follow-up keeps the measure and changes the grain"
    third = await turn(runtime, "t1", "only brooklyn")
    assert "'Brooklyn'" in sql_cards(third)[0]


async def test_rejection_message_changes_the_next_query(runtime) -> None:  # type: ignore[no-untyped-def]
    events = await turn(
        runtime, "t1", "What is the revenue by location?", [{"type": "reject", "message": "only 2019 please"}]
    )
    first, second = sql_cards(events)
    assert "2019" not in first and "2019" in second
    answer = next(e["text"] for e in events if e["type"] == "answer")
    assert "2019" in answer and "$" in answer


async def test_export_is_a_gated_call_that_writes_a_file(runtime, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    events = await turn(runtime, "t1", "What is the revenue by location? Export it as csv")
    cards = [e["card"]["tool"] for e in events if e["type"] == "card"]
    assert cards == ["query_metrics", "export_result"]  # revenue by store is a metric query
    export = next(e for e in events if e["type"] == "export_ready")
    lines = (tmp_path / "exports" / export["file_name"]).read_text().strip().splitlines()
    assert len(lines) == 7 and "Brooklyn" in lines[1]


async def test_ungrounded_question_asks_back_with_choices(runtime) -> None:  # type: ignore[no-untyped-def]
    events = await turn(runtime, "t1", "how did we do?", [{"type": "respond", "message": "revenue by month"}])
    question = next(e["card"] for e in events if e["type"] == "card")
    assert question["kind"] == "question" and question["args"]["choices"]
    assert "product_price" in sql_cards(events)[0]  # revenue excludes tax, as in dbt's Jaffle Shop


@pytest.mark.parametrize(
    ("follow_up", "chart"),
    [("as a bar chart", "bar"), ("make it a line", "line"), ("show it as a table", "table")],
)
async def test_chart_follow_ups_restyle_without_a_query(runtime, follow_up: str, chart: str) -> None:  # type: ignore[no-untyped-def]
    first = await turn(runtime, "t1", "revenue by month")
    result_id = next(e["result_id"] for e in first if e["type"] == "table_ready")
    again = await turn(runtime, "t1", follow_up)
    assert not [e for e in again if e["type"] == "card"], "a restyle needs no approval"
    assert not [e for e in again if e["type"] == "table_ready"], "and runs no query"
    drawn = next(e for e in again if e["type"] == "chart_ready")
    assert drawn["result_id"] == result_id and drawn["chart"] == chart
    answer = next(e["text"] for e in again if e["type"] == "answer")
    assert "nothing was queried again" in answer


def test_only_a_bare_chart_request_is_a_restyle() -> None:
    from askdata_app.agent.offline.restyle import restyle_request

    assert restyle_request("As a bar chart please.") == "bar"
    assert restyle_request("could you show that as a pie instead?") == "pie"
    assert restyle_request("revenue by month as a bar chart") is None  # a new question
    assert restyle_request("bar or line?") is None
    assert restyle_request("how did we do?") is None


def test_make_chart_is_never_gated() -> None:
    from askdata_app.agent.graph import SYSTEM_PROMPT
    from askdata_app.agent.policy import ApprovalPolicy

    assert ApprovalPolicy.default().rule("make_chart") is None
    assert "make_chart again with the existing result_id" in " ".join(SYSTEM_PROMPT.split())


async def test_a_question_it_does_not_understand_asks_back_once(runtime) -> None:  # type: ignore[no-untyped-def]
    """Nothing understood: the analyst says what it knows and waits for the person's wording (a question
    card), instead of ending the turn; an answer it still cannot read ends the turn, no second question."""
    events = await turn(
        runtime, "t1", "whats the churn looking like", [{"type": "respond", "message": "the flux"}]
    )
    asked = [e["card"] for e in events if e["type"] == "card"]
    assert len(asked) == 1 and asked[0]["tool"] == "ask_user"
    assert "churn" in asked[0]["args"]["question"] and "I know about" in asked[0]["args"]["question"]
    answer = next(e["text"] for e in events if e["type"] == "answer")
    assert "I don't know" in answer
    assert not sql_cards(events)


async def test_the_answer_to_that_question_is_planned_with_it(runtime) -> None:  # type: ignore[no-untyped-def]
    events = await turn(
        runtime, "t2", "whats the churn looking like", [{"type": "respond", "message": "orders by month"}]
    )
    assert next(e["card"]["tool"] for e in events if e["type"] == "card") == "ask_user"
    assert sql_cards(events)  # "orders by month" read with the question: a query card followed


async def test_a_turn_plans_its_question_once(runtime, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Proposing, charting and answering read one plan (the planner is deterministic); a new question or a
    follow-up (other context) is planned afresh."""
    from askdata_app.agent.offline.planner import Planner

    asked: list[str] = []
    plan = Planner.plan

    def counting(self: Planner, question: str, **kw: Any) -> Any:
        asked.append(question)
        return plan(self, question, **kw)

    monkeypatch.setattr(Planner, "plan", counting)
    events = await turn(runtime, "t1", "How many orders are there?")
    assert any(e["type"] == "answer" for e in events) and sql_cards(events)
    assert asked == ["How many orders are there?"], asked
    await turn(runtime, "t1", "only 2019")
    assert asked[1:] == ["only 2019"], asked
