"""The offline analyst on a figure of the very first or last order (round 34): "what was the order total of
the last order", "how much was the most recent order?", "which store took the very last order", "who placed
the first order ever", "how many items were in the first order", "the tax on the final order of 2018", "the
first order at Chicago: when, and how much?".

That one order's row: its number, time, store, customer, item count, total, tax and total before tax (the
question's figure is one of them). Before, "the last order" was read as all the orders: "how much was the last
order" was all the revenue, "the order total of the last order" the sum of the customers' lifetime orders (two
silent wrong answers), "which store took the last order" listed every store, and the rest was asked back.
A customer's own first order, each store's last order and "first orders" in the plural are other questions.
The first or the latest customer ("who was our very first customer", "the most recent new customer", "which
customer signed up first") is the customer with the earliest (latest) first order: "first customer" was a
count of all the customers, "signed up first" listed them all, "the latest new customer" counted new ones.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_LAST = "ORDER BY ordered_at DESC, order_id DESC LIMIT 1"
_FIRST = "ORDER BY ordered_at, order_id LIMIT 1"
_LAST_O = "ORDER BY o.ordered_at DESC, o.order_id DESC LIMIT 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("what was the order total of the last order", f"SELECT order_total FROM orders {_LAST}"),
        ("how much was the most recent order?", f"SELECT order_total FROM orders {_LAST}"),
        ("the latest order - what did it come to", f"SELECT order_total FROM orders {_LAST}"),
        (
            "which store took the very last order",
            f"SELECT l.location_name FROM orders o JOIN locations l USING (location_id) {_LAST_O}",
        ),
        (
            "who placed the first order ever",
            "SELECT c.customer_name FROM orders o JOIN customers c"
            " USING (customer_id) ORDER BY o.ordered_at, o.order_id LIMIT 1",
        ),
        ("show me the latest order", f"SELECT order_id, ordered_at FROM orders {_LAST}"),
        (
            "how many items were in the first order",
            f"SELECT count(*) FROM order_items WHERE order_id = (SELECT order_id FROM orders {_FIRST})",
        ),
        (
            "tax on the final order of 2018",
            f"SELECT tax_paid FROM orders WHERE year(ordered_at) = 2018 {_LAST}",
        ),
        (
            "the first order at Chicago: when, and how much?",
            "SELECT o.ordered_at, o.order_total FROM orders o"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Chicago'"
            " ORDER BY o.ordered_at, o.order_id LIMIT 1",
        ),
        (
            "what was the very first purchase in 2019 worth before tax",
            f"SELECT order_total - tax_paid FROM orders WHERE year(ordered_at) = 2019 {_FIRST}",
        ),
    ],
)
def test_a_figure_of_the_first_or_last_order(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many customers placed their first order in 2019",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        ("when was the last order placed", "SELECT max(ordered_at) FROM orders"),
        (
            "the time of the first order record and of the last order record, one row",
            "SELECT min(ordered_at), max(ordered_at) FROM orders",
        ),
        (
            "each store's last order date",
            "SELECT l.location_name, max(CAST(o.ordered_at AS DATE))"
            " FROM orders o JOIN locations l USING (location_id) GROUP BY 1",
        ),
    ],
)
def test_other_first_and_last_questions_stay(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_FIRST_CUSTOMER = "SELECT customer_name FROM customers ORDER BY first_ordered_at {d}, customer_id {d} LIMIT 1"


@pytest.mark.parametrize(
    ("question", "direction"),
    [
        ("who was our first customer?", "ASC"),
        ("name the very first customer we ever had", "ASC"),
        ("which customer signed up first", "ASC"),
        ("who joined first and when", "ASC"),
        ("who was the most recent new customer", "DESC"),
        ("who signed up last?", "DESC"),
        ("which customer became a customer most recently", "DESC"),
    ],
)
def test_the_first_or_latest_customer(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, direction: str
) -> None:
    check(planner, con, question, _FIRST_CUSTOMER.format(d=direction))


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "what was the single largest order and who placed it",
            "SELECT o.order_total, c.customer_name FROM orders o"
            " JOIN customers c USING (customer_id) ORDER BY o.order_total DESC, o.ordered_at LIMIT 1",
        ),
        (
            "the biggest order of 2019 - which store, and when?",
            "SELECT l.location_name, o.ordered_at, o.order_total"
            " FROM orders o JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019"
            " ORDER BY o.order_total DESC, o.ordered_at LIMIT 1",
        ),
        ("what was the biggest order ever", "SELECT max(order_total) FROM orders"),
    ],
)
def test_the_largest_order_and_who_placed_it(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
