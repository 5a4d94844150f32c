"""The offline analyst on readings added in round 21c (from probes of my own, not the blind sets'
wording): exclusions said every way ("apart from", "not from A or B", "every store but X", "didn't include
any", "excluding weekends"), orders without a product, members that never did something, amounts in words.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_NOT_BROOKLYN_CHICAGO = (
    "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
    " WHERE l.location_name NOT IN ('Chicago', 'Brooklyn') AND year(o.ordered_at) = 2019"
)
_NO_JAFFLE_CUSTOMERS = (
    "SELECT COUNT(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o JOIN order_items oi"
    " USING (order_id) JOIN products p ON p.product_id = oi.product_id"
    " WHERE o.customer_id = c.customer_id AND p.product_type = 'jaffle')"
)
_NO_DRINK_ORDERS = "SELECT COUNT(*) FROM orders WHERE NOT is_drink_order AND year(ordered_at) = 2018"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "not from A or B", "apart from A and B": neither
        ("how many orders in 2019 were not from Chicago or Brooklyn?", _NOT_BROOKLYN_CHICAGO),
        ("orders in 2019 apart from Brooklyn and Chicago", _NOT_BROOKLYN_CHICAGO),
        # "every store but X", "all stores except X": the whole said only to take X out
        (
            "revenue per month in 2019 for every store but Philadelphia",
            "SELECT date_trunc('month', o.ordered_at)::DATE, SUM(oi.product_price) FROM order_items oi"
            " JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name <> 'Philadelphia' AND year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "total 2018 revenue across all stores except Brooklyn",
            "SELECT SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name <> 'Brooklyn' AND year(o.ordered_at) = 2018",
        ),
        # "didn't include any drinks", "did not contain a drink": orders without one
        ("how many orders in 2018 didn't include any drinks?", _NO_DRINK_ORDERS),
        ("number of 2018 orders that did not contain a drink", _NO_DRINK_ORDERS),
        # orders without a product type: none of their lines is one
        (
            "how many orders in 2019 had no jaffle",
            "SELECT COUNT(*) FROM orders o WHERE year(o.ordered_at) = 2019 AND NOT EXISTS (SELECT 1"
            " FROM order_items oi JOIN products p USING (product_id)"
            " WHERE oi.order_id = o.order_id AND p.product_type = 'jaffle')",
        ),
        # "excluding weekends": weekdays; "other than weekdays": weekends
        (
            "average order value in 2019 excluding weekends",
            "SELECT SUM(order_total) / COUNT(*) FROM orders WHERE year(ordered_at) = 2019"
            " AND isodow(ordered_at) < 6",
        ),
        (
            "orders in 2018 not counting weekdays",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2018 AND isodow(ordered_at) >= 6",
        ),
        # members that never did something: all of them less those that did
        ("how many customers never ordered a jaffle?", _NO_JAFFLE_CUSTOMERS),
        ("the number of customers who have not bought a jaffle", _NO_JAFFLE_CUSTOMERS),
        (
            "how many products were never ordered at Chicago in 2018",
            "SELECT COUNT(*) FROM products p WHERE p.product_id NOT IN (SELECT oi.product_id FROM order_items"
            " oi JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2018)",
        ),
        # amounts in words
        (
            "how many customers have spent more than one thousand dollars?",
            "SELECT COUNT(*) FROM customers WHERE lifetime_spend > 1000",
        ),
        (
            "how many products are priced at twelve dollars or more?",
            "SELECT COUNT(*) FROM products WHERE product_price >= 12",
        ),
        (
            "number of menu items priced at 7 dollars or less",
            "SELECT COUNT(*) FROM products WHERE product_price <= 7",
        ),
    ],
)
def test_round21c_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
