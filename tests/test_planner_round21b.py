"""The offline analyst on readings added in round 21b: a cohort's retention ("of the customers acquired in
Q1 2018, how many ordered again in 2019"), members whose count of related members passes a number ("which
supplies are used by more than 3 products"), a difference in dollars asked year over year, a two-period
change per member with both periods' figures, the top one in each quarter of a year, a running total
"through" a year, and a ratio restated after a colon.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_RETAINED = (
    "SELECT COUNT(DISTINCT o.customer_id) FROM orders o JOIN customers c USING (customer_id)"
    " WHERE c.first_ordered_at >= '2018-01-01' AND c.first_ordered_at < '2018-04-01'"
    " AND year(o.ordered_at) = 2019"
)
_LOST = (
    "SELECT COUNT(*) FROM customers c WHERE year(c.first_ordered_at) = 2018 AND NOT EXISTS"
    " (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND year(o.ordered_at) = 2019)"
)
_BY_PRODUCTS = "SELECT supply_name FROM supplies GROUP BY 1 HAVING COUNT(DISTINCT product_id) > 3"
_BY_SUPPLIES = (
    "SELECT p.product_name FROM supplies s JOIN products p USING (product_id) GROUP BY 1 HAVING COUNT(*) > 3"
)
_STORE_CHANGE = (
    "SELECT l.location_name, SUM(o.tax_paid) FILTER (WHERE year(o.ordered_at) = 2018),"
    " SUM(o.tax_paid) FILTER (WHERE year(o.ordered_at) = 2019),"
    " SUM(o.tax_paid) FILTER (WHERE year(o.ordered_at) = 2019)"
    " - SUM(o.tax_paid) FILTER (WHERE year(o.ordered_at) = 2018)"
    " FROM orders o JOIN locations l USING (location_id) GROUP BY 1 HAVING COUNT(*) FILTER"
    " (WHERE year(o.ordered_at) = 2018) > 0"
)
_TOP_EACH_QUARTER = (
    "SELECT date_trunc('quarter', oi.ordered_at), p.product_name FROM order_items oi JOIN products p"
    " USING (product_id) WHERE year(oi.ordered_at) = 2019 GROUP BY 1, 2 QUALIFY RANK() OVER"
    " (PARTITION BY date_trunc('quarter', oi.ordered_at) ORDER BY COUNT(*) DESC) = 1"
)
_RUNNING_2019 = (
    "WITH m AS (SELECT date_trunc('month', ordered_at) AS m, COUNT(*) AS n FROM orders"
    " WHERE year(ordered_at) = 2019 GROUP BY 1) SELECT m, SUM(n) OVER (ORDER BY m) FROM m"
)
_SPEND = "SELECT SUM(order_total) / COUNT(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a cohort (first seen in one period) counted in a later one
        ("Of the customers acquired in Q1 2018, how many ordered again in 2019?", _RETAINED),
        ("how many customers whose first order was in q1 2018 came back in 2019", _RETAINED),
        ("among the customers we gained in Q1 2018, how many were still active in 2019?", _RETAINED),
        ("how many of the customers acquired in 2018 did not order in 2019", _LOST),
        ("of the customers who joined in 2018, how many never ordered in 2019?", _LOST),
        # members whose count of related members passes a number
        ("which supplies are used by more than 3 products?", _BY_PRODUCTS),
        ("list the supplies that go into more than 3 products", _BY_PRODUCTS),
        ("which products use more than 3 supplies", _BY_SUPPLIES),
        ("what products contain more than 3 supplies?", _BY_SUPPLIES),
        # "by how many dollars": the difference, not the percentage
        (
            "By how many dollars did orders change year over year in 2019?",
            "SELECT COUNT(*) FILTER (WHERE year(ordered_at) = 2019) - COUNT(*) FILTER"
            " (WHERE year(ordered_at) = 2018) FROM orders",
        ),
        (
            "by how many dollars did revenue grow yoy in 2019",
            "SELECT SUM(product_price) FILTER (WHERE year(ordered_at) = 2019) - SUM(product_price) FILTER"
            " (WHERE year(ordered_at) = 2018) FROM order_items",
        ),
        # a change between two periods per member: both periods' figures are shown with it
        ("For each store: 2018 tax, 2019 tax and the change", _STORE_CHANGE),
        ("change in tax collected by store from 2018 to 2019", _STORE_CHANGE),
        # the top one in each quarter of a year
        ("best-selling product in each quarter of 2019", _TOP_EACH_QUARTER),
        ("the best selling product for each of the four quarters of 2019", _TOP_EACH_QUARTER),
        # a running total "through" a year said alone: over that year
        ("running total of orders through 2019, by month", _RUNNING_2019),
        ("cumulative orders by month through 2019", _RUNNING_2019),
        # a ratio restated after a colon
        ("Spend per customer in 2019, tax incl: order totals divided by the customers who ordered", _SPEND),
        ("order total per customer in 2019: total order value divided by distinct customers", _SPEND),
    ],
)
def test_round21b_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_round21b_end_of_year_still_one_figure(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "at the end of 2019" stays the one figure up to that date (not a running total over 2019)."""
    check(
        planner,
        con,
        "Where did cumulative orders stand at the end of 2019?",
        "SELECT COUNT(*) FROM orders WHERE ordered_at < '2020-01-01'",
    )
