"""The offline analyst on readings added in round r23n (gaps left after rounds 23a-c): "the mean value of an
order" is the average order value, an average order value without tax is revenue per order (it was a plain
revenue total), customers who "came only the once" are the one-order customers, and what "we spent on" a
supply of two words in a period is that supply used up by all that was sold then; an average of the order
total's synonym per day ("takings", "gross sales") is each day's total averaged, while "average order total
per day" stays each day's average order; what customers spent in a period is their order totals then (per
customer when averaged), not the lifetime spend of the customers acquired in it; an average "across all
stores" is each store's figure averaged (it was the average item price).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "what was the mean value of an order at Brooklyn in 2019?",
            "SELECT AVG(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
        (
            "average order value for 2018, tax excluded",
            "SELECT SUM(product_price) / COUNT(DISTINCT order_id) FROM order_items"
            " WHERE year(ordered_at) = 2018",
        ),
        (
            "Chicago's avg order value in 2019 net of sales tax",
            "SELECT SUM(i.product_price) / COUNT(DISTINCT i.order_id) FROM order_items i JOIN orders o"
            " USING (order_id) JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND year(i.ordered_at) = 2019",
        ),
        (
            "what did we spend on pulled pork during 2019?",
            "SELECT SUM(s.supply_cost) FROM order_items i JOIN supplies s ON s.product_id = i.product_id"
            " WHERE s.supply_name = 'pulled pork' AND year(i.ordered_at) = 2019",
        ),
        (
            "how much have we spent on mustard?",
            "SELECT SUM(s.supply_cost) FROM order_items i JOIN supplies s ON s.product_id = i.product_id"
            " WHERE s.supply_name = 'mustard'",
        ),
        (
            "average daily takings in March 2019?",
            "SELECT SUM(order_total) / 31 FROM orders"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "what were our average gross sales per day in Q1 2019",
            "SELECT SUM(order_total) / 90 FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "how much did our customers spend in 2018?",
            "SELECT SUM(order_total) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "what did the average customer spend in 2019?",
            "SELECT SUM(order_total) / COUNT(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "average customer spend before tax in 2018",
            "SELECT SUM(order_total - tax_paid) / COUNT(DISTINCT customer_id) FROM orders"
            " WHERE year(ordered_at) = 2018",
        ),
        (
            "who spent the most with us in 2019?",
            "SELECT customer_id, SUM(order_total) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
        ),
        (
            "average lifetime spend of the customers acquired in 2018",
            "SELECT AVG(lifetime_spend) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        (
            "what was the average revenue across all the stores in 2019?",
            "SELECT AVG(r) FROM (SELECT o.location_id, SUM(i.product_price) AS r FROM order_items i"
            " JOIN orders o USING (order_id) WHERE year(i.ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "average order value across all stores in 2019",
            "SELECT AVG(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "how many of our customers came in just the once?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'new'",
        ),
    ],
)
def test_round23n_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
