"""The offline analyst on readings added in round 22f (a data analyst, second pass): a year said between
"by" and the measure ("rank the drinks by 2019 units"), a follow-up of a side-by-side table laid out the
same way, a region said alone after "only" narrowing the last answer store by store, the share the top few
members make together as one figure, a breakdown a distinct count reaches only through a finer fact
("products by how many different customers bought them"), members found in every part of a year ("in
every one of the four quarters of 2019"), and a median per member ("median items per order") taken over the
members' own counts.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_UNITS = (
    "SELECT p.product_name, COUNT(*) AS u FROM order_items oi JOIN products p USING (product_id)"
    " WHERE p.product_type = '{kind}' AND year(oi.ordered_at) = {year} GROUP BY 1 ORDER BY 2 DESC"
)
_STORE_ORDERS = (
    "SELECT l.location_name, COUNT(*) FILTER (WHERE year(o.ordered_at) = 2018),"
    " COUNT(*) FILTER (WHERE year(o.ordered_at) = 2019) FROM orders o JOIN locations l USING (location_id)"
    " WHERE l.location_name IN ({names}) GROUP BY 1"
)
_PRODUCT_REVENUE_2019 = (
    "SELECT product_id, SUM(product_price) AS r FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1"
)
_STORE_REVENUE_2019 = (
    "SELECT l.location_name AS n, SUM(oi.product_price) AS r FROM order_items oi"
    " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
    " WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
)
_CUSTOMERS_PER_PRODUCT = (
    "SELECT p.product_name, COUNT(DISTINCT o.customer_id) AS c FROM order_items oi"
    " JOIN products p USING (product_id) JOIN orders o USING (order_id)"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a year between "by" and the measure: what the members are ranked by, in that year
        ("rank the beverages by 2019 units, highest first", _UNITS.format(kind="beverage", year=2019)),
        ("rank our jaffles by 2018 units sold", _UNITS.format(kind="jaffle", year=2018)),
        # the share the top few members make together: one figure
        (
            "what fraction of 2019 revenue came from the top 3 products?",
            f"SELECT SUM(r) FILTER (WHERE k <= 3) / SUM(r) FROM (SELECT r, ROW_NUMBER()"
            f" OVER (ORDER BY r DESC) AS k FROM ({_PRODUCT_REVENUE_2019}))",
        ),
        (
            "how much of our 2019 revenue do the two biggest stores account for, as a share?",
            f"SELECT SUM(r) FILTER (WHERE k <= 2) / SUM(r) FROM (SELECT r, ROW_NUMBER()"
            f" OVER (ORDER BY r DESC) AS k FROM ({_STORE_REVENUE_2019}))",
        ),
        # ... but each of them asked for: one row each
        (
            "what share of 2019 revenue did each of the top 2 stores have?",
            f"SELECT n, r / (SELECT SUM(r) FROM ({_STORE_REVENUE_2019})) FROM ({_STORE_REVENUE_2019})"
            " ORDER BY r DESC LIMIT 2",
        ),
        # a breakdown a distinct count reaches through a finer fact
        (
            "which 4 products were bought by the most different customers in 2019?",
            f"{_CUSTOMERS_PER_PRODUCT} WHERE year(oi.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC LIMIT 4",
        ),
        (
            "number of unique customers per product type in 2018",
            "SELECT p.product_type, COUNT(DISTINCT o.customer_id) FROM order_items oi"
            " JOIN products p USING (product_id) JOIN orders o USING (order_id)"
            " WHERE year(oi.ordered_at) = 2018 GROUP BY 1",
        ),
        # members found in every part of a year
        (
            "how many customers placed an order in all four quarters of 2019?",
            "SELECT COUNT(*) FROM (SELECT customer_id FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " HAVING COUNT(DISTINCT quarter(ordered_at)) = 4)",
        ),
        (
            "number of distinct customers who ordered at Brooklyn in every one of the quarters of 2019",
            "SELECT COUNT(*) FROM (SELECT o.customer_id FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019 GROUP BY 1"
            " HAVING COUNT(DISTINCT quarter(o.ordered_at)) = 4)",
        ),
        (
            "how many customers bought something in both halves of 2018",
            "SELECT COUNT(*) FROM (SELECT customer_id FROM orders WHERE year(ordered_at) = 2018 GROUP BY 1"
            " HAVING COUNT(DISTINCT month(ordered_at) > 6) = 2)",
        ),
        # a median per member: each member's own figure, the median taken over them
        (
            "what is the median number of items per order in 2018?",
            "SELECT MEDIAN(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items"
            " WHERE year(ordered_at) = 2018 GROUP BY 1)",
        ),
        (
            "median units per order, all time",
            "SELECT MEDIAN(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items GROUP BY 1)",
        ),
        # "across every order ever placed": every order there is, not a breakdown
        (
            "over every order ever placed, what is the average number of items per order?",
            "SELECT AVG(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items GROUP BY 1)",
        ),
        (
            "across all orders, what's the median number of items per order?",
            "SELECT MEDIAN(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items GROUP BY 1)",
        ),
        # ... but "for every month" is a breakdown
        (
            "how many orders did we take for every month of 2019",
            "SELECT date_trunc('month', ordered_at), COUNT(*) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1",
        ),
    ],
)
def test_round22f_questions(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # the ranking with its year, then another kind: the same measure
        (
            ["rank the jaffles by 2019 units, most first"],
            "and now the drinks",
            _UNITS.format(kind="beverage", year=2019),
        ),
        # a follow-up of a side-by-side table keeps the layout
        (
            ["orders per store, 2018 vs 2019 side by side"],
            "just Brooklyn and Philadelphia",
            _STORE_ORDERS.format(names="'Brooklyn', 'Philadelphia'"),
        ),
        (
            ["each store's order count for 2018 and 2019 in separate columns"],
            "only the east coast stores",
            _STORE_ORDERS.format(names="'Brooklyn', 'Philadelphia'"),
        ),
        # a region said alone after "only": the stores one by one, not taken together
        (
            ["revenue per store in 2019"],
            "only the east coast ones please",
            f"SELECT n, r FROM ({_STORE_REVENUE_2019}) WHERE n IN ('Brooklyn', 'Philadelphia')",
        ),
        (
            ["revenue per store in 2019"],
            "just the east coast stores",
            f"SELECT n, r FROM ({_STORE_REVENUE_2019}) WHERE n IN ('Brooklyn', 'Philadelphia')",
        ),
    ],
)
def test_round22f_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


def test_round22f_region_said_as_a_group_is_one_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    """A region said as the subject of a figure stays one figure for its stores together."""
    check(
        planner,
        con,
        "what was the east coast stores' revenue in 2019?",
        f"SELECT SUM(r) FROM ({_STORE_REVENUE_2019}) WHERE n IN ('Brooklyn', 'Philadelphia')",
    )
