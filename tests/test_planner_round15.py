"""The offline analyst on question kinds found failing on blind set 13 (round 15).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a breakdown said first: "store by store, ..."
        (
            "Store by store, how many orders did we take on New Year's Eve 2019?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE CAST(o.ordered_at AS DATE) = DATE '2019-12-31' GROUP BY 1",
        ),
        (
            "product by product, how much revenue did we make in 2019",
            "SELECT p.product_name, SUM(i.product_price) FROM order_items i"
            " JOIN products p USING (product_id) WHERE YEAR(i.ordered_at) = 2019 GROUP BY 1",
        ),
        # a breakdown by a column named after the same noun is not "X by X" said first
        (
            "number of customers by customer type",
            "SELECT customer_type, COUNT(*) FROM customers GROUP BY 1",
        ),
        # open on a day: opened on or before it
        (
            "How many shops were already open on March 15th, 2019?",
            "SELECT COUNT(*) FROM locations WHERE opened_at <= DATE '2019-03-15'",
        ),
        (
            "how many locations were operating as of 1 June 2018",
            "SELECT COUNT(*) FROM locations WHERE opened_at <= DATE '2018-06-01'",
        ),
        # "(tax in)" / "(tax out)" after a measure: its tax version
        (
            "order totals (tax in) minus item revenue (tax out) for 2019",
            "SELECT (SELECT SUM(order_total) FROM orders WHERE YEAR(ordered_at) = 2019)"
            " - (SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2019)",
        ),
        (
            "revenue (tax out) in March 2019",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at >= DATE '2019-03-01'"
            " AND ordered_at < DATE '2019-04-01'",
        ),
        # "by how much did A exceed B": A minus B
        (
            "By how much did order totals exceed item revenue in 2018?",
            "SELECT (SELECT SUM(order_total) FROM orders WHERE YEAR(ordered_at) = 2018)"
            " - (SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2018)",
        ),
        # one measure in two periods, the later minus the earlier, with the owner said once
        (
            "Brooklyn's Q2 2019 orders minus its Q2 2018 orders?",
            "SELECT COUNT(*) FILTER (WHERE YEAR(o.ordered_at) = 2019)"
            " - COUNT(*) FILTER (WHERE YEAR(o.ordered_at) = 2018)"
            " FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'"
            " AND QUARTER(o.ordered_at) = 2",
        ),
        (
            "revenue in 2019 less revenue in 2018",
            "SELECT SUM(product_price) FILTER (WHERE YEAR(ordered_at) = 2019)"
            " - SUM(product_price) FILTER (WHERE YEAR(ordered_at) = 2018) FROM order_items",
        ),
        # menu items said with what they cost: the products' prices
        (
            "how many menu items cost under $6?",
            "SELECT COUNT(*) FROM products WHERE product_price < 6",
        ),
    ],
)
def test_round15_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "revenue from January to April 2019",
            "and the order count over that same window?",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-01-01' AND ordered_at < DATE '2019-05-01'",
        ),
        (
            "revenue at Brooklyn in autumn 2019",
            "and the same months in 2018?",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'"
            " AND i.ordered_at >= DATE '2018-09-01' AND i.ordered_at < DATE '2018-12-01'",
        ),
        (
            "Which product sold the most units in 2019?",
            "what was its count?",
            "SELECT p.product_name, COUNT(*) FROM order_items i JOIN products p USING (product_id)"
            " WHERE YEAR(i.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
        ),
    ],
)
def test_round15_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize("question", ["How are our shops getting along?", "how is Philadelphia faring"])
def test_round15_vague_asks_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)
