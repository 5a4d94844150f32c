"""The offline analyst on round r31t: a money bound said just after orders bounds each order's own amount.

- "revenue from orders with a total above $40 in 2019" (and "... of orders over $40"): one figure, the
  revenue (product prices, before tax) of the order lines of the orders that pass the bound. The planner read
  "from orders" as a breakdown by order (one row per order), and "orders above $40" bounded each line's
  product price (no line is that dear: an empty answer).
- "how many customers with orders over $50" (placed an order / that had orders of / whose orders were ...):
  the customers with at least one order whose order total is over $50, counted. The planner ignored the "$"
  and counted the customers with more than 50 orders (or bounded their lifetime spend). "customers who spent
  over $50" is still their lifetime spend; "customers with more than 3 orders" still counts orders.
- The same for stores and products, and follow-ups ("what about 2018?", "and for Brooklyn?").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check, sql_plan

_Y2019 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_Y2018 = "o.ordered_at >= '2018-01-01' AND o.ordered_at < '2019-01-01'"


def _revenue(cond: str) -> str:
    return f"SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id) WHERE {cond}"


def _customers(cond: str) -> str:
    return f"SELECT count(DISTINCT o.customer_id) FROM orders o WHERE {cond}"


@pytest.mark.parametrize(
    ("question", "cond"),
    [
        ("revenue from orders with a total above $40 in 2019", f"o.order_total > 40 AND {_Y2019}"),
        ("revenue from orders with an order total over $40", "o.order_total > 40"),
        ("how much revenue did orders above $40 make in 2019", f"o.order_total > 40 AND {_Y2019}"),
        ("revenue of orders over $35 in 2018", f"o.order_total > 35 AND {_Y2018}"),
        ("total revenue from orders of at least $45", "o.order_total >= 45"),
        ("revenue from orders in 2019", _Y2019),
    ],
)
def test_revenue_of_bounded_orders_is_one_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, cond: str
) -> None:
    check(planner, con, question, _revenue(cond))


@pytest.mark.parametrize(
    ("follow_up", "cond"),
    [
        ("what about 2018?", f"o.order_total > 40 AND {_Y2018}"),
        ("and for Brooklyn?", f"o.order_total > 40 AND {_Y2019} AND l.location_name = 'Brooklyn'"),
    ],
)
def test_revenue_of_bounded_orders_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, follow_up: str, cond: str
) -> None:
    gold = (
        "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id) "
        f"JOIN locations l USING (location_id) WHERE {cond}"
    )
    check(planner, con, follow_up, gold, context=["revenue from orders with a total above $40 in 2019"])


@pytest.mark.parametrize(
    ("question", "cond"),
    [
        ("how many customers with orders over $50", "o.order_total > 50"),
        ("how many customers placed an order over $50", "o.order_total > 50"),
        ("how many customers had an order above $50 in 2019", f"o.order_total > 50 AND {_Y2019}"),
        ("how many customers that had orders of more than $50", "o.order_total > 50"),
        ("how many customers having orders of at least $50", "o.order_total >= 50"),
        ("how many customers whose orders were over $50 in 2018", f"o.order_total > 50 AND {_Y2018}"),
    ],
)
def test_customers_with_an_order_of_an_amount(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, cond: str
) -> None:
    check(planner, con, question, _customers(cond))


def test_the_plan_says_each_order(planner: Planner) -> None:
    plan = sql_plan(planner, "how many customers with orders over $50")
    assert "order total > 50" in plan.understood


@pytest.mark.parametrize(
    ("follow_up", "cond"),
    [
        ("what about 2018?", f"o.order_total > 50 AND {_Y2018}"),
        ("and for Brooklyn?", f"o.order_total > 50 AND {_Y2019} AND l.location_name = 'Brooklyn'"),
    ],
)
def test_customers_with_an_order_of_an_amount_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, follow_up: str, cond: str
) -> None:
    gold = (
        "SELECT count(DISTINCT o.customer_id) FROM orders o JOIN locations l USING (location_id) "
        f"WHERE {cond}"
    )
    check(planner, con, follow_up, gold, context=["how many customers with orders over $50 in 2019"])


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many stores had an order of at least $65 in 2018",
            f"SELECT count(DISTINCT o.location_id) FROM orders o WHERE o.order_total >= 65 AND {_Y2018}",
        ),
        (
            "how many products with orders over $62",
            "SELECT count(DISTINCT i.product_id) FROM order_items i JOIN orders o USING (order_id) "
            "WHERE o.order_total > 62",
        ),
        (
            "how many products were in orders above $60",
            "SELECT count(DISTINCT i.product_id) FROM order_items i JOIN orders o USING (order_id) "
            "WHERE o.order_total > 60",
        ),
        (
            "how many drinks were in orders over $50 in 2019",
            "SELECT count(DISTINCT i.product_id) FROM order_items i JOIN orders o USING (order_id) "
            f"WHERE i.is_drink_item AND o.order_total > 50 AND {_Y2019}",
        ),
    ],
)
def test_other_members_with_an_order_of_an_amount(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many customers who spent over $50",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1 HAVING sum(order_total) > 50)",
        ),
        (
            "how many customers with more than 3 orders",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1 HAVING count(*) > 3)",
        ),
    ],
)
def test_other_readings_kept(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
