"""The offline analyst on round r31u: products of a kind by their price, threshold counts followed up by a
year, and an amount said "in orders".

- "list the jaffles that cost more than $5": the kind said as the noun ("jaffles", "beverages") was not
  read as the products' own price (only "products", "dishes" and "drinks" were), and the planner summed the
  supply cost of order lines in orders over $5. Now the jaffles priced over $5 are listed.
- "how many jaffles have a price of at least $5", "how many drinks cost more than $4": nothing was counted
  (the kind is a filter, no measure) and the planner asked what to compare; now the products of that kind
  within the price bound are counted (the one model with both the kind and a price: ``_priced_kind_count``).
- "how many products with orders over $50" then "what about 2018?": the follow-up lost the threshold's
  count (a row per product); now the earlier question is planned again with its year swapped (an amount
  such as "2000 units" is no year: ``statfollow.year_redone``).
- "customers with more than $500 in orders": read as more than 500 orders; now the sum of their order
  totals (the layer's lifetime spend, tax included) passes $500.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.statfollow import year_redone
from tests.planner_checks import check

_KIND = {"jaffles": "jaffle", "beverages": "beverage", "drinks": "beverage"}


@pytest.mark.parametrize(
    ("question", "kind", "op", "number"),
    [
        ("list the jaffles that cost more than $12", "jaffles", ">", 12),
        ("which jaffles cost over $11?", "jaffles", ">", 11),
        ("show me the beverages that cost less than $6", "beverages", "<", 6),
        ("which beverages sell for more than $6", "beverages", ">", 6),
        ("what drinks cost at least $6", "drinks", ">=", 6),
    ],
)
def test_kind_listed_by_price(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, kind: str, op: str, number: int
) -> None:
    gold = (
        "SELECT product_name FROM products WHERE "
        f"product_type = '{_KIND[kind]}' AND product_price {op} {number}"
    )
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "kind", "op", "number"),
    [
        ("how many jaffles have a price of at least $5", "jaffles", ">=", 5),
        ("how many jaffles cost more than $11?", "jaffles", ">", 11),
        ("how many drinks cost more than $4", "drinks", ">", 4),
        ("how many beverages are priced under $6", "beverages", "<", 6),
        ("How many drinks have a price over $5?", "drinks", ">", 5),
    ],
)
def test_kind_counted_by_price(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, kind: str, op: str, number: int
) -> None:
    gold = (
        f"SELECT count(*) FROM products WHERE product_type = '{_KIND[kind]}' AND product_price {op} {number}"
    )
    check(planner, con, question, gold)


def test_products_by_price_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "which products cost more than $5",
        "SELECT product_name FROM products WHERE product_price > 5",
    )
    check(
        planner,
        con,
        "how many products cost more than $4",
        "SELECT count(*) FROM products WHERE product_price > 4",
    )


_Y2018 = "o.ordered_at >= '2018-01-01' AND o.ordered_at < '2019-01-01'"


@pytest.mark.parametrize("follow_up", ["what about 2018?", "and in 2018?", "How about 2018", "same for 2018"])
def test_products_with_big_orders_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, follow_up: str
) -> None:
    gold = (
        "SELECT count(DISTINCT i.product_id) FROM order_items i JOIN orders o USING (order_id) "
        f"WHERE o.order_total > 50 AND {_Y2018}"
    )
    check(planner, con, follow_up, gold, context=["how many products with orders over $50"])


@pytest.mark.parametrize(
    ("earlier", "number"),
    [
        ("how many products sold more than 20000 units", 20000),
        ("how many products sold more than 2000 units", 2000),
        ("how many products sold more than 3000 units in 2019", 3000),
        ("how many products sold over 3,500 units", 3500),
    ],
)
def test_products_over_units_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, number: int
) -> None:
    gold = (
        "SELECT count(*) FROM (SELECT i.product_id FROM order_items i JOIN orders o USING (order_id) "
        f"WHERE {_Y2018} GROUP BY 1 HAVING count(*) > {number})"
    )
    check(planner, con, "what about 2018?", gold, context=[earlier])


def test_stores_over_orders_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT count(*) FROM (SELECT o.location_id FROM orders o "
        f"WHERE {_Y2018} GROUP BY 1 HAVING count(*) > 10000)"
    )
    check(
        planner, con, "what about 2018?", gold, context=["how many stores had more than 10000 orders in 2019"]
    )


def test_an_amount_is_no_year() -> None:
    assert year_redone("what about 2018?", "how many products sold more than 2000 units") == (
        "how many products sold more than 2000 units in 2018"
    )
    assert year_redone("and 2018?", "revenue over $2019 in 2019") == "revenue over $2019 in 2018"


_SPEND = (
    "SELECT count(*) FROM (SELECT customer_id FROM orders o {where} GROUP BY 1 HAVING sum(order_total) {bar})"
)


@pytest.mark.parametrize(
    ("question", "bar"),
    [
        ("customers with more than $500 in orders", "> 500"),
        ("how many customers have more than $500 in orders", "> 500"),
        ("how many clients had at least $700 worth of orders?", ">= 700"),
        ("how many customers with over 600 dollars in purchases", "> 600"),
    ],
)
def test_amount_in_orders_is_spend(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, bar: str
) -> None:
    check(planner, con, question, _SPEND.format(where="", bar=bar))


def test_amount_in_orders_in_a_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = _SPEND.format(where=f"WHERE {_Y2018}", bar="> 300")
    check(planner, con, "how many customers had more than $300 in orders in 2018", gold)


def test_amount_in_orders_listed(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT customer_id, customer_name FROM customers WHERE lifetime_spend >= 800"
    check(planner, con, "which customers have $800 or more in orders", gold)
