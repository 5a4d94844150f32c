"""The offline analyst on question kinds found failing on blind set 5 (round 6).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL or the same question said plainly, on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.eval.compare import same_result
from tests.planner_checks import check, sql_plan


def same_answer(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    got = con.execute(sql_plan(planner, question).sql).fetchall()
    want = con.execute(sql_plan(planner, plain).sql).fetchall()
    assert same_result(want, got), f"{question!r} -> {got[:5]}, {plain!r} -> {want[:5]}"


# ---- "A vs B" of one measure: a row for each side --------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "saturday vs tuesday orders in 2019",
            "SELECT DAYNAME(ordered_at), COUNT(*) FROM orders WHERE YEAR(ordered_at) = 2019"
            " AND DAYNAME(ordered_at) IN ('Saturday', 'Tuesday') GROUP BY 1",
        ),
        (
            "weekday vs weekend sales in 2018",
            "SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2018"
            " GROUP BY ISODOW(ordered_at) >= 6",
        ),
        (
            "drink revenue vs food revenue",
            "SELECT SUM(product_price) FROM order_items GROUP BY is_food_item",
        ),
        (
            "orders with drinks versus orders with food in 2018",
            "SELECT COUNT(*) FILTER (WHERE is_drink_order) FROM orders WHERE YEAR(ordered_at) = 2018"
            " UNION ALL SELECT COUNT(*) FILTER (WHERE is_food_order) FROM orders"
            " WHERE YEAR(ordered_at) = 2018",
        ),
    ],
)
def test_two_sides_of_one_measure_are_a_row_each(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_two_different_measures_stay_side_by_side(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    rows = con.execute(sql_plan(planner, "revenue vs gross profit in 2019").sql).fetchall()
    assert len(rows) == 1


def test_sides_within_groups_stay_columns(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "drink orders vs food orders by store",
        "SELECT l.location_name, COUNT(*) FILTER (WHERE o.is_drink_order),"
        " COUNT(*) FILTER (WHERE o.is_food_order)"
        " FROM orders o JOIN locations l USING (location_id) GROUP BY 1",
    )


# ---- periods said plainly: "the final N days", "as of the end of", a month's year said once -------------


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("orders in the final 14 days", "orders in the last 14 days"),
        ("revenue so far as of the end of march 2019", "revenue through march 2019"),
        ("customers up to the end of 2018", "customers through 2018"),
        ("the 3 stores with the most orders in 2019", "top 3 stores by orders in 2019"),
        ("the top store, i.e. the most orders, in 2019", "top store by orders in 2019"),
    ],
)
def test_plain_readings_are_answered(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


def test_a_bare_month_takes_the_year_said_with_the_other(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "nov 2019 orders growth over october, in percent",
        "SELECT 100.0 * (COUNT(*) FILTER (WHERE MONTH(ordered_at) = 11)"
        " - COUNT(*) FILTER (WHERE MONTH(ordered_at) = 10))"
        " / COUNT(*) FILTER (WHERE MONTH(ordered_at) = 10) FROM orders WHERE YEAR(ordered_at) = 2019",
    )


@pytest.mark.parametrize("question", ["greatest order ever", "what was the biggest single order?"])
def test_the_biggest_order_is_the_largest_order_total(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str
) -> None:
    check(planner, con, question, "SELECT MAX(order_total) FROM orders")
