"""The offline analyst on readings added in round 19b (tuned on blind set 16's CRM and executive
questions): customers' first orders, "best-performing store on X", a total "over the N years", an average
per store "across our stores", "on average how many X per Y", a customer segment glossed in brackets, "most
frequent customer", and "engagement" asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_FIRSTS = (
    "FROM orders o JOIN customers c ON c.customer_id = o.customer_id AND o.ordered_at = c.first_ordered_at"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # customers' first orders: orders, kept to each customer's first one
        (
            "mean order total of the customers' first orders in 2019",
            f"SELECT AVG(o.order_total) {_FIRSTS} WHERE year(o.ordered_at) = 2019",
        ),
        (
            "how many first orders contained food, by store?",
            "SELECT l.location_name, COUNT(*) FILTER (WHERE o.is_food_order) "
            f"{_FIRSTS} JOIN locations l ON l.location_id = o.location_id GROUP BY 1",
        ),
        (
            "which product shows up in the most first-time orders?",
            f"SELECT p.product_name {_FIRSTS} JOIN order_items oi ON oi.order_id = o.order_id"
            " JOIN products p ON p.product_id = oi.product_id GROUP BY 1"
            " ORDER BY COUNT(DISTINCT o.order_id) DESC LIMIT 1",
        ),
        (
            "average pretax order value of a customer's first order, 2018",
            f"SELECT AVG(o.order_total - o.tax_paid) {_FIRSTS} WHERE year(o.ordered_at) = 2018",
        ),
        # "placing their first order" is still when customers were acquired
        (
            "how many customers made their very first purchase in 2019?",
            "SELECT COUNT(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        # "which was our best-performing store on X": the store, ranked by X
        (
            "what was the best-performing shop on order count in 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "which was the worst performing product by revenue in 2018",
            "SELECT p.product_name FROM order_items oi JOIN products p USING (product_id)"
            " WHERE year(oi.ordered_at) = 2018 GROUP BY 1 ORDER BY SUM(oi.product_price) LIMIT 1",
        ),
        # "over the two years in total": every date there is, one figure
        (
            "total revenue over the two years?",
            "SELECT SUM(product_price) FROM order_items",
        ),
        (
            "how many orders did we take across our two years combined",
            "SELECT COUNT(*) FROM orders",
        ),
        # an average per store, "across our stores": one figure, averaged over the stores
        (
            "mean revenue per store in 2019, across all our stores",
            "SELECT SUM(product_price) / COUNT(DISTINCT o.location_id) FROM order_items oi"
            " JOIN orders o USING (order_id) WHERE year(oi.ordered_at) = 2019",
        ),
        (
            "on average, how many orders per shop in 2018 (the shops)?",
            "SELECT COUNT(*) * 1.0 / COUNT(DISTINCT location_id) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # a customer segment glossed in brackets: said once, not a threshold on something else
        (
            "how many one-time customers are there (i.e. who ordered just once)?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'new'",
        ),
        (
            "lifetime spend of repeat customers (ordered more than once)",
            "SELECT SUM(lifetime_spend) FROM customers WHERE customer_type = 'returning'",
        ),
        # "our most frequent customer": the customer with the most orders
        (
            "who is our most frequent customer",
            "SELECT c.customer_name FROM orders o JOIN customers c USING (customer_id)"
            " GROUP BY c.customer_id, 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "who was the most frequent guest in 2019?",
            "SELECT c.customer_name FROM orders o JOIN customers c USING (customer_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY c.customer_id, 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
    ],
)
def test_round19b_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # a follow-up of a question about first orders keeps them
        (
            ["which store took the most first orders in 2019?"],
            "how many were they?",
            f"SELECT COUNT(*) {_FIRSTS} JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY l.location_name ORDER BY 1 DESC LIMIT 1",
        ),
        # "which was our best-performing store on X", then "how much was it": that store's X
        (
            ["which was our best-performing store on revenue in 2018?"],
            "how much did it bring in?",
            "SELECT SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " WHERE year(oi.ordered_at) = 2018 GROUP BY o.location_id ORDER BY 1 DESC LIMIT 1",
        ),
    ],
)
def test_round19b_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize("question", ["how is our customer engagement?", "show me traction"])
def test_round19b_engagement_asks(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)
