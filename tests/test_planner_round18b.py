"""The offline analyst on readings added in round 18b (mine, tuned on blind sets 10 and 11 without reading
blind set 16): follow-ups that point at the last answer ("what's that with tax?"), a phone's "n" for "and".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_FOLLOW_UPS = [
    # "what's that ...": the last answer, read again with the new words
    (
        ["revenue 2019"],
        "what was that including tax?",
        "SELECT SUM(order_total) FROM orders WHERE year(ordered_at) = 2019",
    ),
    (
        ["sales by store in 2018"],
        "whats that with tax",
        "SELECT l.location_name, SUM(o.order_total) FROM orders o JOIN locations l USING (location_id)"
        " WHERE year(o.ordered_at) = 2018 GROUP BY 1",
    ),
    # a lone "n" opening a typed follow-up is "and"
    (
        ["gross profit 2018"],
        "n as a margin",
        "SELECT (SUM(product_price) - SUM(supply_cost)) / SUM(product_price) FROM order_items"
        " WHERE year(ordered_at) = 2018",
    ),
    # "margin %?" after a gross profit: that figure as a margin, over the same period
    (
        ["what was our gross profit in 2018"],
        "margin percent?",
        "SELECT (SUM(product_price) - SUM(supply_cost)) / SUM(product_price) FROM order_items"
        " WHERE year(ordered_at) = 2018",
    ),
    # "separately: ..." starts a new question; nothing of the last one carries over
    (
        ["drinks sold in 2019 at Brooklyn"],
        "separately - how many stores do we have?",
        "SELECT COUNT(*) FROM locations",
    ),
    # "which store had the most of them?": one store, though the earlier count was of many orders
    (
        ["how many orders did we take on Christmas Eve 2019?"],
        "which shop took the most of them?",
        "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
        " WHERE o.ordered_at >= DATE '2019-12-24' AND o.ordered_at < DATE '2019-12-25'"
        " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
    ),
    (
        ["orders in 2019 by store"],
        "n 2018?",
        "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE year(o.ordered_at) = 2018 GROUP BY 1",
    ),
]


@pytest.mark.parametrize(("context", "question", "gold"), _FOLLOW_UPS)
def test_round18b_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "all of our stores", "across every customer": everything, not one row per member
        (
            "total orders across all of our shops in 2018",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        ("the combined lifetime spend across every customer", "SELECT SUM(lifetime_spend) FROM customers"),
        # "sales tax paid": one figure, the tax, not the sales beside it
        ("sales tax collected in 2019", "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019"),
        # one kind only: the orders without the other kind
        (
            "how many food-only orders did we have in 2019",
            "SELECT COUNT(*) FROM orders WHERE NOT is_drink_order AND year(ordered_at) = 2019",
        ),
        (
            "count of orders with only drinks in them, 2018",
            "SELECT COUNT(*) FROM orders WHERE NOT is_food_order AND year(ordered_at) = 2018",
        ),
        # "gross profit margin": the margin, a rate
        (
            "gross profit margin in 2018",
            "SELECT (SUM(product_price) - SUM(supply_cost)) / SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2018",
        ),
        # "the change in X from P1 to P2": the two periods compared ("change" is a word, not a typo)
        (
            "the change in sales in dollar terms from Q1 to Q2 2019",
            "SELECT SUM(product_price) FILTER (WHERE quarter(ordered_at) = 2) - SUM(product_price)"
            " FILTER (WHERE quarter(ordered_at) = 1) FROM order_items"
            " WHERE ordered_at >= DATE '2019-01-01' AND ordered_at < DATE '2019-07-01'",
        ),
        # "year-over-year growth from 2018 to 2019": the one change between the two years, not a yearly trend
        (
            "what was the year on year growth in sales from 2018 to 2019, in percent?",
            "SELECT (SUM(product_price) FILTER (WHERE year(ordered_at) = 2019) - SUM(product_price)"
            " FILTER (WHERE year(ordered_at) = 2018)) * 100 / SUM(product_price)"
            " FILTER (WHERE year(ordered_at) = 2018) FROM order_items",
        ),
        # "what share of the takings went to tax": the tax over that figure
        (
            "what fraction of our order totals in 2018 was sales tax?",
            "SELECT SUM(tax_paid) / SUM(order_total) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # a segment of members counted at one store: the segment's own condition is kept
        (
            "how many repeat customers has Philadelphia got",
            "SELECT COUNT(DISTINCT o.customer_id) FROM orders o JOIN locations l USING (location_id)"
            " JOIN customers c ON c.customer_id = o.customer_id"
            " WHERE l.location_name = 'Philadelphia' AND c.customer_type = 'returning'",
        ),
        # "by how many dollars did A exceed B": the later period's figure minus the earlier one's
        (
            "by how many dollars did the revenue for June 2019 exceed that for June 2018?",
            "SELECT SUM(product_price) FILTER (WHERE ordered_at >= DATE '2019-06-01' AND ordered_at < DATE"
            " '2019-07-01') - SUM(product_price) FILTER (WHERE ordered_at >= DATE '2018-06-01' AND ordered_at"
            " < DATE '2018-07-01') FROM order_items",
        ),
    ],
)
def test_round18b_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
