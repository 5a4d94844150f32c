"""The offline analyst on question kinds found failing on blind set 10 (round 12b).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check

_STORE_ITEMS = (
    " FROM order_items i JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
)

# ---- spans from a store's own opening said without "open" ("in its first 30 days", "their first year") ---


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many orders did Chicago take in its first 30 days",
            "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago'"
            " AND CAST(o.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + 29",
        ),
        (
            "unique customers of San Francisco over its first two weeks",
            "SELECT COUNT(DISTINCT o.customer_id) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'San Francisco'"
            " AND CAST(o.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + 13",
        ),
        (
            "sales of the Chicago shop during its first year",
            "SELECT SUM(i.product_price)" + _STORE_ITEMS + " WHERE l.location_name = 'Chicago'"
            " AND CAST(i.ordered_at AS DATE) >= l.opened_at"
            " AND CAST(i.ordered_at AS DATE) < l.opened_at + INTERVAL 1 YEAR",
        ),
        (
            "opening-month sales for the San Francisco shop (its 1st 30 days)",
            "SELECT SUM(i.product_price)" + _STORE_ITEMS + " WHERE l.location_name = 'San Francisco'"
            " AND CAST(i.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + 29",
        ),
    ],
)
def test_spans_from_a_store_opening(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_store_span_carries_to_a_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE l.location_name = 'New Orleans'"
        " AND CAST(o.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + 29"
    )
    check(planner, con, "and New Orleans?", gold, context=["orders Chicago had in its first 30 days"])


# ---- sales said in units: the items sold ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "jaffle sales (units) in summer 2019",
            "SELECT COUNT(*) FROM order_items WHERE is_food_item"
            " AND ordered_at >= DATE '2019-06-01' AND ordered_at < DATE '2019-09-01'",
        ),
        (
            "busiest hour for drink sales in units, 2019",
            "SELECT HOUR(ordered_at) FROM order_items WHERE is_drink_item AND YEAR(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "sales (units) per quarter in 2020",
            "SELECT DATE_TRUNC('quarter', ordered_at), COUNT(*) FROM order_items"
            " WHERE YEAR(ordered_at) = 2020 GROUP BY 1",
        ),
    ],
)
def test_sales_in_units(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


# ---- running counts, month-end year-to-date, "all stores" pooled, slips on question words ----------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "running tally of orders by quarter in 2019",
            "SELECT DATE_TRUNC('quarter', ordered_at), COUNT(*),"
            " SUM(COUNT(*)) OVER (ORDER BY DATE_TRUNC('quarter', ordered_at)) FROM orders"
            " WHERE YEAR(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "year to date orders as of the end of every month in 2020",
            "SELECT DATE_TRUNC('month', ordered_at), COUNT(*),"
            " SUM(COUNT(*)) OVER (ORDER BY DATE_TRUNC('month', ordered_at)) FROM orders"
            " WHERE YEAR(ordered_at) = 2020 GROUP BY 1",
        ),
        (
            "which weekday had the most revenue in 2020, across all the stores",
            "SELECT DAYNAME(ordered_at) FROM order_items WHERE YEAR(ordered_at) = 2020"
            " GROUP BY 1 ORDER BY SUM(product_price) DESC LIMIT 1",
        ),
        (
            "wich store took the most orders in 2018",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE YEAR(o.ordered_at) = 2018 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "waht was revenue in 2019",
            "SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2019",
        ),
    ],
)
def test_running_and_pooled(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_cumulative_alone_is_a_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT DATE_TRUNC('quarter', ordered_at), SUM(product_price),"
        " SUM(SUM(product_price)) OVER (ORDER BY DATE_TRUNC('quarter', ordered_at))"
        " FROM order_items GROUP BY 1"
    )
    check(planner, con, "running total?", gold, context=["revenue per quarter"])
    plan = planner.plan("cumulative?", context=["revenue per quarter"])
    assert isinstance(plan, SqlPlan)


# ---- "on average" said first, the median ticket, a threshold said with its tax ----------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "on average, what is the tax on a Philadelphia order",
            "SELECT AVG(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia'",
        ),
        (
            "the median check at Brooklyn in 2019",
            "SELECT MEDIAN(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND YEAR(o.ordered_at) = 2019",
        ),
        (
            "number of orders above $25 including tax in 2019",
            "SELECT COUNT(*) FROM orders WHERE order_total > 25 AND YEAR(ordered_at) = 2019",
        ),
    ],
)
def test_average_first_and_tax_on_thresholds(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
