"""The offline analyst asks query_metrics when its plan is exactly a metric query, with the same rows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import duckdb
import pytest

from askdata_app.agent.factory import build_runtime
from askdata_app.agent.offline.metricplan import metric_request
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.data.semantic import load_semantic_layer
from askdata_app.eval.compare import same_result
from askdata_app.semantic import load_project
from askdata_app.semantic.engine import SemanticEngine
from askdata_app.settings import DEMO_SEMANTIC_DIR, Settings
from tests.agent_harness import private_copy
from tests.test_offline_agent import turn

MAPPED = [
    "revenue by month in 2019",
    "how many orders did each store get",
    "top 3 stores by revenue in 2019",
    "average order value per store",
    "food share of revenue by month",
    "customers by customer type",
    "what was revenue in Brooklyn in 2019",
    "total order_total",
    "quarterly revenue",
    "orders by year",
    "tax paid by store last year",
    "returning customer rate",
    "drink revenue by store by month in 2019",
    "revenue by customer type",
    "revenue by product",
]
NOT_MAPPED = [
    "revenue per customer by store",  # a per-customer average: no metric of the model
    "cumulative revenue by month",  # running totals stay SQL
    "largest order",
]


@pytest.fixture(scope="module")
def planned(demo_db_path: Path) -> Any:  # type: ignore[misc]
    con = duckdb.connect(str(demo_db_path), read_only=True)
    planner = Planner(load_semantic_layer(DEMO_SEMANTIC_DIR), run_query=lambda s: con.execute(s).fetchall())
    engine = SemanticEngine(load_project(DEMO_SEMANTIC_DIR), "duckdb")
    yield con, planner, engine
    con.close()


@pytest.mark.parametrize("question", MAPPED)
def test_a_metric_shaped_plan_gives_the_same_rows_through_metricflow(planned: Any, question: str) -> None:
    con, planner, engine = planned
    plan = planner.plan(question)
    assert isinstance(plan, SqlPlan) and plan.metric is not None, question
    got = metric_request(plan.metric, engine.dimensions)
    assert got is not None
    request, names = got
    cur = con.execute(engine.compile(request).sql)
    assert tuple(d[0] for d in cur.description) == names
    rows = cur.fetchall()
    gold = con.execute(plan.sql).fetchall()
    assert rows and same_result(gold, rows, ordered=bool(plan.metric.order_by)), (
        question,
        gold[:3],
        rows[:3],
    )


@pytest.mark.parametrize("question", NOT_MAPPED)
def test_other_plans_stay_sql(planned: Any, question: str) -> None:
    _con, planner, engine = planned
    plan = planner.plan(question)
    assert isinstance(plan, SqlPlan)
    assert plan.metric is None or metric_request(plan.metric, engine.dimensions) is None


@pytest.fixture
async def runtime(tmp_path: Path, demo_db_path: Path):  # type: ignore[no-untyped-def]
    rt = await build_runtime(
        Settings(data_dir=tmp_path, data_url=f"duckdb:///{private_copy(demo_db_path, tmp_path)}")
    )
    yield rt
    await rt.aclose()


def _cards(events: list[dict[str, Any]]) -> list[str]:
    return [e["card"]["tool"] for e in events if e["type"] == "card"]


async def test_the_agent_asks_query_metrics_and_answers_with_the_numbers(runtime: Any) -> None:
    events = await turn(runtime, "t1", "revenue by store in 2019")
    card = next(e["card"] for e in events if e["type"] == "card")
    assert card["tool"] == "query_metrics" and "SELECT" in card["args"]["sql"].upper()
    assert card["args"]["metrics"] == ["revenue"] and card["args"]["start"] == "2019-01-01"
    assert card["preview"]["shown"]  # an impact preview of the compiled SQL follows the card
    answer = next(e["text"] for e in events if e["type"] == "answer")
    assert "$" in answer and "I read the question as" in answer  # the planner's own summary
    assert any(e["type"] == "chart_ready" for e in events)  # the chart step ran on the metric result
    follow = await turn(runtime, "t1", "and by month?")  # a follow-up inherits the metric query
    assert _cards(follow) == ["query_metrics"]
    restyled = await turn(runtime, "t1", "as a bar chart")  # no new query
    assert _cards(restyled) == [] and "nothing was queried again" in next(
        e["text"] for e in restyled if e["type"] == "answer"
    )


async def test_a_rejected_metric_query_is_proposed_again_changed(runtime: Any) -> None:
    events = await turn(
        runtime, "t1", "revenue by store", [{"type": "reject", "message": "only 2019 please"}]
    )
    cards = [e["card"] for e in events if e["type"] == "card"]
    assert [c["tool"] for c in cards] == ["query_metrics", "query_metrics"]
    assert "start" not in cards[0]["args"] and cards[1]["args"]["start"] == "2019-01-01"
    answer = next(e["text"] for e in events if e["type"] == "answer")
    assert "2019" in answer and "$" in answer


async def test_an_edited_metric_sql_is_answered_as_an_edited_query(runtime: Any) -> None:
    answer = ""
    async for event in await runtime.ask("t1", "revenue by store"):
        if event["type"] == "card":
            card = event["card"]
            args = {**card["args"], "sql": "SELECT COUNT(*) AS stores FROM locations"}
            decision = {"type": "edit", "edited_action": {"name": card["tool"], "args": args}}
            await runtime.decide("t1", card["interrupt_id"], decision)
        elif event["type"] == "answer":
            answer = event["text"]
    assert "edited query returned 1 row with columns stores" in answer


async def test_a_join_the_model_does_not_cover_stays_on_run_sql(runtime: Any) -> None:
    events = await turn(runtime, "t1", "revenue per customer by store")
    assert _cards(events)[:1] == ["run_sql"]


async def test_a_policy_gating_only_run_sql_keeps_the_analyst_on_run_sql(
    tmp_path: Path, demo_db_path: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("tools:\n  run_sql:\n    decisions: [approve, reject]\n")
    rt = await build_runtime(
        Settings(
            data_dir=tmp_path,
            data_url=f"duckdb:///{private_copy(demo_db_path, tmp_path)}",
            policy_path=policy,
        )
    )
    try:
        events = await turn(rt, "t1", "revenue by store")  # query_metrics would run without a card here
        assert _cards(events) == ["run_sql"]
    finally:
        await rt.aclose()
