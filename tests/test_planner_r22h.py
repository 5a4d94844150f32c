"""The offline analyst on readings added in round r22h (any analyst: medians and extremes per member or per
day, and sorted lists): a median (max, min) said per a member or a unit of time is of each one's own figure
("median revenue per order", "the median customer's order count", "busiest single day's orders"), a layer
median of an item's column said per order or per day is of each one's sum, and "sort / arrange / order the X
by Y" lists every X sorted by Y.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_DAILY_ORDERS_2019 = (
    "SELECT ordered_at::DATE AS d, COUNT(*) AS c FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
)
_DAILY_REVENUE = "SELECT ordered_at::DATE AS d, SUM(product_price) AS r FROM order_items GROUP BY 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a median said per a unit of time: each day's (week's) figure, the median of them
        ("what were our median orders per day in 2019?", f"SELECT MEDIAN(c) FROM ({_DAILY_ORDERS_2019})"),
        (
            "median number of orders a week in 2018",
            "SELECT MEDIAN(c) FROM (SELECT date_trunc('week', ordered_at) AS w, COUNT(*) AS c FROM orders"
            " WHERE year(ordered_at) = 2018 GROUP BY 1)",
        ),
        # a median per member: each customer's own order count, the median over the customers
        (
            "what's the median number of orders per customer in 2019",
            "SELECT MEDIAN(c) FROM (SELECT customer_id, COUNT(*) AS c FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
        # the layer's median item price said per order or per day: of each order's (day's) revenue
        (
            "give me the median revenue per order for 2018",
            "SELECT MEDIAN(r) FROM (SELECT order_id, SUM(product_price) AS r FROM order_items"
            " WHERE year(ordered_at) = 2018 GROUP BY 1)",
        ),
        ("median revenue per day", f"SELECT MEDIAN(r) FROM ({_DAILY_REVENUE})"),
        (
            "median revenue per customer in 2019",
            "SELECT MEDIAN(r) FROM (SELECT o.customer_id, SUM(oi.product_price) AS r FROM order_items oi"
            " JOIN orders o USING (order_id) WHERE year(oi.ordered_at) = 2019 GROUP BY 1)",
        ),
        # a count or sum asked as a median per member: each member's own figure, the median over them
        (
            "median number of items bought per customer in 2019",
            "SELECT MEDIAN(c) FROM (SELECT o.customer_id, COUNT(*) AS c FROM order_items oi"
            " JOIN orders o USING (order_id) WHERE year(oi.ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "what is the median spend per customer in 2018?",
            "SELECT MEDIAN(t) FROM (SELECT customer_id, SUM(order_total) AS t FROM orders"
            " WHERE year(ordered_at) = 2018 GROUP BY 1)",
        ),
        # extremes per unit of time or member: the largest (smallest) of their own figures
        ("the max orders we took in a single day in 2019", f"SELECT MAX(c) FROM ({_DAILY_ORDERS_2019})"),
        ("minimum revenue per day", f"SELECT MIN(r) FROM ({_DAILY_REVENUE})"),
        (
            "maximum orders per customer",
            "SELECT MAX(c) FROM (SELECT customer_id, COUNT(*) AS c FROM orders GROUP BY 1)",
        ),
        # a measure named after its own rows keeps its breakdown
        (
            "median order total per store in 2019",
            "SELECT l.location_name, MEDIAN(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        # "sort / arrange / order the X by Y": every X, sorted by Y
        (
            "sort the drinks by units sold in 2019",
            "SELECT p.product_name, COUNT(*) FROM order_items oi JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' AND year(oi.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "order the shops by number of orders in 2018",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "sort the weeks of 2019 by order count",
            "SELECT date_trunc('week', ordered_at), COUNT(*) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "arrange the jaffles by revenue, lowest first",
            "SELECT p.product_name, SUM(oi.product_price) FROM order_items oi JOIN products p"
            " USING (product_id) WHERE p.product_type = 'jaffle' GROUP BY 1 ORDER BY 2 ASC",
        ),
    ],
)
def test_r22h_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
