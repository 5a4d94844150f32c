"""The offline analyst on phrasing it was not written for: typos, abbreviations, nicknames, rankings,
holidays and seasons, periods relative to the data's end, shapes and chat context.

Every question here is new (none is in the eval sets); answers are checked against hand-written SQL on
the real demo DuckDB file.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from askdata_app.data.semantic import load_semantic_layer
from askdata_app.eval.compare import same_result
from askdata_app.settings import DEMO_SEMANTIC_DIR

ORDERS = "FROM orders o"
BY_STORE = "FROM orders o JOIN locations l USING (location_id)"
ITEMS = "FROM order_items i JOIN products p USING (product_id)"


@pytest.fixture(scope="module")
def con(demo_db_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    conn = duckdb.connect(str(demo_db_path), read_only=True)
    yield conn
    conn.close()


@pytest.fixture(scope="module")
def planner(con: duckdb.DuckDBPyConnection) -> Planner:
    return Planner(load_semantic_layer(DEMO_SEMANTIC_DIR), run_query=lambda sql: con.execute(sql).fetchall())


def sql_plan(planner: Planner, question: str, **kw: Any) -> SqlPlan:
    plan = planner.plan(question, **kw)
    assert isinstance(plan, SqlPlan), f"{question!r} -> {plan}"
    return plan


def check(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, **kw: Any) -> None:
    plan = sql_plan(planner, question, **kw)
    got, want = con.execute(plan.sql).fetchall(), con.execute(gold).fetchall()
    assert same_result(want, got), f"{question!r}\n{plan.sql}\n-> {got[:5]}\nwant {want[:5]}"


def last_day(con: duckdb.DuckDBPyConnection) -> str:
    """The data's last order day, read from the data (the tests do not assume the demo's range)."""
    return str(con.execute("SELECT CAST(MAX(ordered_at) AS DATE) FROM orders").fetchone()[0])  # type: ignore[index]


# ---- time: holidays, seasons, periods relative to the end of the data ----------------------------


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("what did we take in on new years day 2019?", "2019-01-01", "2019-01-02"),
        ("orders placed on Independence Day 2018", "2018-07-04", "2018-07-05"),
        ("How many orders did we get during Thanksgiving week 2018", "2018-11-19", "2018-11-26"),
        ("revenue over the Memorial Day weekend 2019", "2019-05-25", "2019-05-28"),
        ("Christmas Eve 2018 sales", "2018-12-24", "2018-12-25"),
    ],
)
def test_holidays_are_days_of_the_calendar(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, start: str, end: str
) -> None:
    measure = "COUNT(*)" if "order" in question.lower() else "SUM(order_total)"
    gold = f"SELECT {measure} {ORDERS} WHERE ordered_at >= '{start}' AND ordered_at < '{end}'"
    check(planner, con, question, gold)


def test_a_holiday_without_a_year_asks_which_year(planner: Planner) -> None:
    plan = planner.plan("how many orders on halloween?")
    assert isinstance(plan, AskPlan) and "Halloween" in plan.question
    assert plan.choices[-1].endswith("2019")


def test_winter_is_named_after_its_january(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "total sales winter 2019")
    assert "December 2018 to February 2019" in plan.understood
    gold = f"SELECT SUM(order_total) {ORDERS} WHERE ordered_at >= '2018-12-01' AND ordered_at < '2019-03-01'"
    check(planner, con, "total sales winter 2019", gold)
    summer = f"SELECT COUNT(*) {ORDERS} WHERE ordered_at >= '2018-06-01' AND ordered_at < '2018-09-01'"
    check(planner, con, "orders in the summer of 2018", summer)


def test_latest_periods_count_back_from_the_end_of_the_data(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    end = last_day(con)
    # the latest full quarter: the quarter of the last day if that day closes it, else the one before
    q_start = con.execute(
        f"SELECT CASE WHEN DATE '{end}' + 1 = DATE_TRUNC('quarter', DATE '{end}') + INTERVAL 3 MONTH "
        f"THEN DATE_TRUNC('quarter', DATE '{end}') ELSE DATE_TRUNC('quarter', DATE '{end}') - INTERVAL 3 MONTH "
        "END"
    ).fetchone()[0]  # type: ignore[index]
    gold = (
        f"SELECT SUM(order_total) {ORDERS} WHERE ordered_at >= DATE '{q_start:%Y-%m-%d}' "
        f"AND ordered_at < DATE '{q_start:%Y-%m-%d}' + INTERVAL 3 MONTH"
    )
    check(planner, con, "What was revenue in our most recent complete quarter?", gold)
    ytd = (
        f"SELECT COUNT(*) {ORDERS} WHERE ordered_at >= DATE_TRUNC('year', DATE '{end}') "
        f"AND ordered_at < DATE '{end}' + 1"
    )
    check(planner, con, "orders so far this year", ytd)
    latest = (
        f"SELECT SUM(order_total) {ORDERS} WHERE ordered_at >= DATE_TRUNC('month', DATE '{end}') "
        f"AND ordered_at < DATE_TRUNC('month', DATE '{end}') + INTERVAL 1 MONTH"
    )
    check(planner, con, "sales in the latest month", latest)
