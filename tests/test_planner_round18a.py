"""The offline analyst on readings added in round 18a (mine, without reading blind set 16): a span between two
named days said without "from", a ranking follow-up that turns to the other end, a product type chosen
between plural options, the median price of the items sold.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.holidayrange import read_holiday_ranges
from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_REVENUE_BETWEEN = (
    "SELECT SUM(product_price) FROM order_items"
    " WHERE CAST(ordered_at AS DATE) BETWEEN DATE '{a}' AND DATE '{b}'"
)
_STORES = (
    "SELECT l.location_name, SUM(oi.product_price) AS r FROM order_items oi JOIN orders o USING (order_id)"
    " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019"
    " GROUP BY 1 ORDER BY r {order} LIMIT {n}"
)
_TYPE_WINNER = (
    "SELECT p.product_type, {expr} AS v FROM order_items oi JOIN products p USING (product_id)"
    " WHERE year(oi.ordered_at) = 2019 GROUP BY 1 ORDER BY v DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        # two named days bound one span, both ends included, in the year said anywhere in the question
        (
            "sales over the 2019 festive season, thanksgiving through christmas eve?",
            _REVENUE_BETWEEN.format(a="2019-11-28", b="2019-12-24"),
            [],
        ),
        (
            "revenue black friday through new year's eve 2019",
            _REVENUE_BETWEEN.format(a="2019-11-29", b="2019-12-31"),
            [],
        ),
        (
            "In 2019, how much revenue came in from Cyber Monday to Christmas?",
            _REVENUE_BETWEEN.format(a="2019-12-02", b="2019-12-25"),
            [],
        ),
        (
            "customers whose first order was in the 2018 holiday rush, black friday to christmas eve",
            "SELECT COUNT(*) FROM customers WHERE CAST(first_ordered_at AS DATE)"
            " BETWEEN DATE '2018-11-23' AND DATE '2018-12-24'",
            [],
        ),
        # a new ranking size said with the other end turns the ranking round
        ("top 2 instead", _STORES.format(order="DESC", n=2), ["the 3 lowest-revenue stores in 2019"]),
        ("bottom 2 instead", _STORES.format(order="ASC", n=2), ["top 4 stores by revenue in 2019"]),
        ("just 2", _STORES.format(order="DESC", n=2), ["top 4 stores by revenue in 2019"]),
        # options of a dimension the question names: the winner among them, not each product of theirs
        (
            "which product type brought in more revenue in 2019: beverages or jaffles?",
            _TYPE_WINNER.format(expr="SUM(oi.product_price)"),
            [],
        ),
        (
            "which product type had the higher gross profit in 2019, jaffles or beverages",
            _TYPE_WINNER.format(expr="SUM(oi.product_price - oi.supply_cost)"),
            [],
        ),
        # the median or mean price of the items sold: one figure over the items
        (
            "what was the median price of the units sold in 2019",
            "SELECT MEDIAN(product_price) FROM order_items WHERE year(ordered_at) = 2019",
            [],
        ),
        (
            "mean price of the items we sold in 2018",
            "SELECT AVG(product_price) FROM order_items WHERE year(ordered_at) = 2018",
            [],
        ),
        # one unit's profit said in everyday words, with or without its explanation
        (
            "what is the profit on a single mel-bun, its menu price less the cost of its ingredients?",
            "SELECT p.product_price - SUM(s.supply_cost) FROM products p JOIN supplies s USING (product_id)"
            " WHERE p.product_name = 'mel-bun' GROUP BY p.product_price",
            [],
        ),
        (
            "for every drink, the margin on one unit",
            "SELECT p.product_name, p.product_price - SUM(s.supply_cost) FROM products p"
            " JOIN supplies s USING (product_id) WHERE p.product_type = 'beverage'"
            " GROUP BY 1, p.product_price",
            [],
        ),
        # the unit margin over the member's own price
        (
            "which jaffle has the lowest profit as a percentage of its price?",
            "SELECT p.product_name FROM products p JOIN supplies s USING (product_id)"
            " WHERE p.product_type = 'jaffle' GROUP BY 1, p.product_price"
            " ORDER BY (p.product_price - SUM(s.supply_cost)) / p.product_price LIMIT 1",
            [],
        ),
        (
            "top 3 products by margin as a share of the menu price",
            "SELECT p.product_name FROM products p JOIN supplies s USING (product_id)"
            " GROUP BY 1, p.product_price"
            " ORDER BY (p.product_price - SUM(s.supply_cost)) / p.product_price DESC LIMIT 3",
            [],
        ),
        # members whose recipe costs more than an amount, counted
        (
            "how many jaffles cost us over $3 each to make?",
            "SELECT COUNT(*) FROM (SELECT p.product_id FROM products p JOIN supplies s USING (product_id)"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 HAVING SUM(s.supply_cost) > 3)",
            [],
        ),
        # a season named as a heading of a dated range is that range
        (
            "Festive season: sales from Thanksgiving 2019 through Christmas 2019",
            _REVENUE_BETWEEN.format(a="2019-11-28", b="2019-12-25"),
            [],
        ),
        # a count per whole of a kind: over the wholes of that kind only
        (
            "drinks per drink order in 2018",
            "SELECT COUNT(*) FILTER (WHERE is_drink_item) * 1.0"
            " / COUNT(DISTINCT order_id) FILTER (WHERE is_drink_item)"
            " FROM order_items WHERE year(ordered_at) = 2018",
            [],
        ),
        (
            "items per food order in 2019",
            "SELECT COUNT(*) * 1.0 / COUNT(DISTINCT oi.order_id) FROM order_items oi"
            " JOIN orders o USING (order_id) WHERE o.is_food_order AND year(o.ordered_at) = 2019",
            [],
        ),
        (
            "revenue per drink order in 2019",
            "SELECT SUM(oi.product_price) / COUNT(DISTINCT oi.order_id) FROM order_items oi"
            " JOIN orders o USING (order_id) WHERE o.is_drink_order AND year(o.ordered_at) = 2019",
            [],
        ),
    ],
)
def test_round18a_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "christmas eve 2019 to new year day revenue",
            "from christmas eve 2019 through new year day 2020 revenue",
        ),
        ("revenue black friday through christmas", "revenue black friday through christmas"),  # no year said
        ("from black friday 2019 to christmas 2019", "from black friday 2019 to christmas 2019"),
    ],
)
def test_holiday_range_text(text: str, want: str) -> None:
    assert read_holiday_ranges(text) == want
