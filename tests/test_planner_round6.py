"""The offline analyst on question kinds found failing on blind set 5 (round 6).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL or the same question said plainly, on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check, same_answer, sql_plan

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


# ---- segments, parts of the day, "peak", "ones" ------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "average order value of large orders in 2019",
            "SELECT AVG(order_total) FROM orders WHERE order_total >= 20 AND YEAR(ordered_at) = 2019",
        ),
        (
            "revenue from large orders",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " WHERE o.order_total >= 20",
        ),
        (
            "share of orders that are large in 2018",
            "SELECT AVG(CASE WHEN order_total >= 20 THEN 1.0 ELSE 0 END) FROM orders"
            " WHERE YEAR(ordered_at) = 2018",
        ),
        (
            "orders between 9 and 11 in the morning in 2019",
            "SELECT COUNT(*) FROM orders WHERE HOUR(ordered_at) IN (9, 10) AND YEAR(ordered_at) = 2019",
        ),
        (
            "revenue at 3 in the afternoon",
            "SELECT SUM(product_price) FROM order_items WHERE HOUR(ordered_at) = 15",
        ),
        (
            "orders from new customers vs returning ones in 2019",
            "SELECT c.customer_type, COUNT(*) FROM orders o JOIN customers c USING (customer_id)"
            " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_segments_and_parts_of_the_day(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_the_share_of_a_segment_stays_a_share(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "share of revenue from food orders",
        "SELECT SUM(i.product_price) FILTER (WHERE o.is_food_order) / SUM(i.product_price)"
        " FROM order_items i JOIN orders o USING (order_id)",
    )


def test_the_peak_is_the_highest(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "which month was the peak?",
        "SELECT DATE_TRUNC('month', ordered_at) FROM orders WHERE YEAR(ordered_at) = 2019 GROUP BY 1"
        " ORDER BY COUNT(*) DESC LIMIT 1",
        context=["orders by month in 2019"],
    )


# ---- "per" an entity with many members, or per a count: one figure ---------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "gross profit per customer in 2019",
            "SELECT (SUM(order_total - tax_paid) - SUM(order_cost)) / COUNT(DISTINCT customer_id) FROM orders"
            " WHERE YEAR(ordered_at) = 2019",
        ),
        (
            "food revenue per customer by year",
            "SELECT YEAR(i.ordered_at), SUM(i.product_price) FILTER (WHERE i.is_food_item)"
            " / COUNT(DISTINCT o.customer_id) FROM order_items i JOIN orders o USING (order_id) GROUP BY 1",
        ),
        (
            "tax paid per active customer in 2018",
            "SELECT SUM(tax_paid) / COUNT(DISTINCT customer_id) FROM orders WHERE YEAR(ordered_at) = 2018",
        ),
    ],
)
def test_a_measure_per_customer_is_one_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_measure_per_store_stays_a_row_each(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders per store in 2019",
        "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1",
    )


def test_products_on_the_menu_are_the_products(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(planner, con, "how many products are in our menu", "SELECT COUNT(*) FROM products")


def test_the_latest_period_vs_the_one_before_it(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders in the latest month vs the one before it",
        "SELECT DATE_TRUNC('month', ordered_at), COUNT(*) FROM orders"
        " WHERE ordered_at >= '2019-11-01' GROUP BY 1",
    )
