"""The offline analyst on readings added in round 20a (tuned on blind set 16): a segment said with "all our"
("lifetime spend of all our new customers"), an annual run-rate ("what annual revenue run-rate does Q3
imply"), an aside restating a figure's definition ("gross profit (revenue minus supply cost)"), rows
ranked by their own figure ("the 3 biggest orders by order total, with their store"), and "(each supply
name once)" after "how many different supplies".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_READINGS = [
    # "of all our new customers": a segment, not a count of them beside the figure
    (
        "lifetime spend of all our new customers",
        "SELECT SUM(lifetime_spend) FROM customers WHERE customer_type = 'new'",
    ),
    (
        "what's the total pre-tax lifetime spend for all the returning customers?",
        "SELECT SUM(lifetime_spend_pretax) FROM customers WHERE customer_type = 'returning'",
    ),
    # an annual run-rate: the period's figure scaled to twelve months
    (
        "what annual revenue run rate does Q3 2019 imply?",
        "SELECT SUM(product_price) * 4 FROM order_items WHERE ordered_at >= '2019-07-01'"
        " AND ordered_at < '2019-10-01'",
    ),
    (
        "annualized order count based on March 2019",
        "SELECT COUNT(*) * 12 FROM orders WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
    ),
    (
        "yearly food revenue run rate implied by the first half of 2019",
        "SELECT SUM(product_price) * 2 FROM order_items WHERE is_food_item AND ordered_at >= '2019-01-01'"
        " AND ordered_at < '2019-07-01'",
    ),
    # an aside defining a figure already named: the question without it
    (
        "which store had the highest gross profit in 2019 (revenue minus supply cost)?",
        "SELECT l.location_name FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
        " JOIN locations l ON l.location_id = o.location_id WHERE year(oi.ordered_at) = 2019"
        " GROUP BY 1 ORDER BY SUM(oi.product_price - oi.supply_cost) DESC LIMIT 1",
    ),
    (
        "gross profit by product type in 2018 (i.e. price minus the cost of its supplies)",
        "SELECT p.product_type, SUM(oi.product_price - oi.supply_cost) FROM order_items oi"
        " JOIN products p ON p.product_id = oi.product_id WHERE year(oi.ordered_at) = 2018 GROUP BY 1",
    ),
    # "(each supply name once)" after "different": an aside restating that each is counted once
    (
        "how many distinct perishable supplies are there (each supply name once)?",
        "SELECT COUNT(DISTINCT supply_name) FROM supplies WHERE is_perishable_supply",
    ),
    (
        "how many unique customers ordered in 2019 (counting each customer only once)",
        "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2019",
    ),
    # the fact's own rows ranked by their own figure, with what is asked of each beside
    (
        "top 3 orders by order total, with their store",
        "SELECT o.order_total, l.location_name FROM orders o JOIN locations l USING (location_id)"
        " ORDER BY o.order_total DESC, l.location_name LIMIT 3",
    ),
    (
        "which 5 orders had the highest order total?",
        "SELECT order_total FROM orders ORDER BY order_total DESC LIMIT 5",
    ),
]


@pytest.mark.parametrize(("question", "gold"), _READINGS)
def test_round20a_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_round20a_breakdown_kept(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "top 2 stores by order total": the stores ranked, not orders."""
    check(
        planner,
        con,
        "top 2 stores by order total",
        "SELECT l.location_name, SUM(o.order_total) FROM orders o JOIN locations l USING (location_id)"
        " GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
    )
