"""The offline analyst on question kinds found failing on blind set 14 (round 16b: its dashboard, marketing
and phone personas).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019, its last day 2019-12-31).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "w/c <day>": the week commencing that day
        (
            "revenue w/c 2019-03-04",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE CAST(ordered_at AS DATE) BETWEEN DATE '2019-03-04' AND DATE '2019-03-10'",
        ),
        (
            "orders wc 2 dec 2019 by store",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE CAST(o.ordered_at AS DATE) BETWEEN DATE '2019-12-02' AND DATE '2019-12-08' GROUP BY 1",
        ),
        # "# of X w/ Y": the number of them
        (
            "# of orders w/ a drink in 2018",
            "SELECT COUNT(*) FROM orders WHERE YEAR(ordered_at) = 2018 AND is_drink_order",
        ),
        # "yday": yesterday, the data's last day; "vs the same day last year": that day a year back too
        (
            "rev yday",
            "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-12-31'",
        ),
        (
            "revenue yesterday compared with the same day last year",
            "SELECT CAST(ordered_at AS DATE), SUM(product_price) FROM order_items"
            " WHERE CAST(ordered_at AS DATE) IN (DATE '2018-12-31', DATE '2019-12-31') GROUP BY 1",
        ),
        # a span of months said with a dash or "through": both ends in, one span
        (
            "revenue feb-apr 2019",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE CAST(ordered_at AS DATE) BETWEEN DATE '2019-02-01' AND DATE '2019-04-30'",
        ),
        (
            "orders march through may 2018, by month",
            "SELECT date_trunc('month', ordered_at), COUNT(*) FROM orders"
            " WHERE CAST(ordered_at AS DATE) BETWEEN DATE '2018-03-01' AND DATE '2018-05-31' GROUP BY 1",
        ),
        # a closing "desc" / "asc": the rows sorted that way
        (
            "revenue 2019 by store, asc",
            "SELECT l.location_name, SUM(i.product_price) AS r FROM order_items i"
            " JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
            " WHERE YEAR(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY r ASC",
        ),
        # "top 2 drinks units": ranked by units sold
        (
            "top 2 drinks units 2019",
            "SELECT p.product_name, COUNT(*) AS n FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' AND YEAR(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY n DESC LIMIT 2",
        ),
        # "customers by lifetime orders": how many customers at each lifetime order count
        (
            "number of customers by lifetime orders",
            "SELECT count_lifetime_orders, COUNT(*) FROM customers GROUP BY 1",
        ),
    ],
)
def test_round16b_reading(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_ranking_by_lifetime_orders_stays_a_ranking(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "top 3 customers by lifetime orders",
        "SELECT customer_id, customer_name, count_lifetime_orders FROM customers"
        " ORDER BY count_lifetime_orders DESC, customer_id LIMIT 3",
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the rows a share is over said before its condition: they limit both parts of the share
        (
            "what proportion of weekday orders in 2019 included a drink",
            "SELECT AVG(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE YEAR(ordered_at) = 2019 AND isodow(ordered_at) <= 5",
        ),
        (
            "percentage of orders at Philadelphia in 2018 that contained food",
            "SELECT AVG(CASE WHEN o.is_food_order THEN 1.0 ELSE 0.0 END) FROM orders o"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Philadelphia'"
            " AND YEAR(o.ordered_at) = 2018",
        ),
        # who has what share stays a share of the whole
        (
            "what share of 2019 revenue did Chicago have",
            "SELECT SUM(CASE WHEN l.location_name = 'Chicago' THEN i.product_price ELSE 0 END)"
            " / SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id WHERE YEAR(i.ordered_at) = 2019",
        ),
    ],
)
def test_share_over_a_base(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "revenue from orders placed by new customers": from those customers, one figure
        (
            "how much revenue in 2019 came from orders placed by returning customers",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN customers c ON c.customer_id = o.customer_id"
            " WHERE YEAR(i.ordered_at) = 2019 AND c.customer_type = 'returning'",
        ),
        # customers placing their first order: the customers acquired then
        (
            "how many customers were making their first purchase in each quarter of 2019",
            "SELECT date_trunc('quarter', first_ordered_at), COUNT(*) FROM customers"
            " WHERE YEAR(first_ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_customers_said_another_way(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
