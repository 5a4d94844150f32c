"""The offline analyst on readings added in round 19c (tuned on blind set 16's menu / pricing questions): a
price bound said "a price of $N or more", two periods "next to" each other, an average per flagged rows
counted, a follow-up's flag of a joined model, each member's unit cost listed and averaged, a member's
parts with their own cost (and the priciest of them), members priced above or below the average.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_UNIT_COST = (
    "SELECT p.product_name, SUM(s.supply_cost) AS unit_cost FROM products p"
    " JOIN supplies s ON s.product_id = p.product_id"
)

_FOLLOW_UPS = [
    # a flag of the products said after a flag of the items sold: the other kind, not both
    (
        ["top selling beverage in 2019 by units"],
        "what about the top selling jaffle?",
        "SELECT p.product_name FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
        " WHERE year(oi.ordered_at) = 2019 AND p.product_type = 'jaffle' GROUP BY 1 ORDER BY COUNT(*) DESC"
        " LIMIT 1",
    ),
    (
        ["which drink sold the most units in 2018?"],
        "and which jaffle?",
        "SELECT p.product_name FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
        " WHERE year(oi.ordered_at) = 2018 AND p.product_type = 'jaffle' GROUP BY 1 ORDER BY COUNT(*) DESC"
        " LIMIT 1",
    ),
    # "which of those is the priciest?" after a member's parts: the one part with the highest cost
    (
        ["what goes into the krautback? show the supplies and what each one costs"],
        "which of those is the most expensive?",
        "SELECT s.supply_name FROM supplies s JOIN products p ON p.product_id = s.product_id"
        " WHERE p.product_name = 'the krautback' ORDER BY s.supply_cost DESC LIMIT 1",
    ),
    (
        ["What goes into the doctor stew? list the supplies with their cost"],
        "which one is the cheapest?",
        "SELECT s.supply_name FROM supplies s JOIN products p ON p.product_id = s.product_id"
        " WHERE p.product_name = 'doctor stew' ORDER BY s.supply_cost, s.supply_id LIMIT 1",
    ),
]


@pytest.mark.parametrize(("context", "question", "gold"), _FOLLOW_UPS)
def test_round19c_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "a price of $N or more": a bound on the price, not the price N
        (
            "how many units sold in 2019 had a price of $11 or more?",
            "SELECT COUNT(*) FROM order_items WHERE year(ordered_at) = 2019 AND product_price >= 11",
        ),
        (
            "count the items sold in 2018 with a price over $7",
            "SELECT COUNT(*) FROM order_items WHERE year(ordered_at) = 2018 AND product_price > 7",
        ),
        # "2018 next to 2019": one column per period
        (
            "orders by store, 2018 next to 2019",
            "SELECT l.location_name, COUNT(*) FILTER (WHERE year(o.ordered_at) = 2018),"
            " COUNT(*) FILTER (WHERE year(o.ordered_at) = 2019) FROM orders o JOIN locations l"
            " USING (location_id) GROUP BY 1",
        ),
        (
            "revenue per product for 2018 beside 2019",
            "SELECT p.product_name, SUM(oi.product_price) FILTER (WHERE year(oi.ordered_at) = 2018),"
            " SUM(oi.product_price) FILTER (WHERE year(oi.ordered_at) = 2019) FROM order_items oi"
            " JOIN products p ON p.product_id = oi.product_id GROUP BY 1",
        ),
        # an average per a kind of row counted: the average over those rows
        (
            "average price we charged per jaffle sold in 2019",
            "SELECT AVG(product_price) FROM order_items WHERE year(ordered_at) = 2019 AND is_food_item",
        ),
        (
            "what was the mean item price per beverage sold in 2018?",
            "SELECT AVG(product_price) FROM order_items WHERE year(ordered_at) = 2018 AND is_drink_item",
        ),
        # each member's unit cost: the sum of its parts' costs
        (
            "show each product's unit cost, priciest first",
            _UNIT_COST + " GROUP BY 1 ORDER BY unit_cost DESC",
        ),
        (
            "list each product's unit cost (i.e. the total of its supplies)",
            _UNIT_COST + " GROUP BY 1",
        ),
        # the average unit cost of several members: the average of their sums
        (
            "what's the average unit cost of our drinks?",
            f"SELECT AVG(unit_cost) FROM ({_UNIT_COST} WHERE p.product_type = 'beverage' GROUP BY 1) t",
        ),
        (
            "mean unit cost across the jaffles",
            f"SELECT AVG(unit_cost) FROM ({_UNIT_COST} WHERE p.product_type = 'jaffle' GROUP BY 1) t",
        ),
        # a member's parts with their own cost
        (
            "what goes into the mel-bun? show each supply and what it costs",
            "SELECT s.supply_name, s.supply_cost FROM supplies s"
            " JOIN products p ON p.product_id = s.product_id"
            " WHERE p.product_name = 'mel-bun'",
        ),
        (
            "what goes in the flame impala? list its supplies with their cost",
            "SELECT s.supply_name, s.supply_cost FROM supplies s"
            " JOIN products p ON p.product_id = s.product_id"
            " WHERE p.product_name = 'flame impala'",
        ),
        # members whose own price is above or below its average
        (
            "which menu items are priced below the average price?",
            "SELECT product_name FROM products"
            " WHERE product_price < (SELECT AVG(product_price) FROM products)",
        ),
        (
            "how many products cost more than our average menu price",
            "SELECT COUNT(*) FROM products WHERE product_price > (SELECT AVG(product_price) FROM products)",
        ),
    ],
)
def test_round19c_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
