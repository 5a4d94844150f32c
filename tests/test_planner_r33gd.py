"""The offline analyst on readings added in round r33gd (a game designer's questions, asked to tune the
numbers of a cafe simulation: chances, peaks and distributions):

- a chance said as a probability, a likelihood or odds ("the probability that an order has a drink", "how
  likely is an order to include food", "what's the chance an item is a jaffle", "when someone buys exactly one
  item, how likely is it a drink"): the share of those rows that have it (it was a count of them, or the words
  were not understood);
- a share whose base is limited by a number ("of orders over $30, what share had a drink", "of orders with
  exactly one item, what fraction included food"): the number limits both parts of the share (it was counted
  beside the condition, over all the orders: a silent wrong answer);
- "which hour peaks on Saturdays", "what weekday peaks in 2019": the busiest one, by orders (it asked which
  measure);
- "name + units" beside a ranking of one kind of product ("jaffle popularity ranking by units - name +
  units"): the products' names, which the ranking shows anyway (it was read as the customers' names);
- "the max lifetime orders any one customer has", "the highest lifetime spend of any single customer": the
  maximum over the customers (it was a ranking of every customer); "how many customers sit at each value of
  lifetime orders": the distribution of that column over the customers (it was each customer's own value);
- "what fraction of 2019 orders were a customer's debut order", "of all orders, what share were someone's
  first purchase": the first orders over all the orders (it asked "a share of what total?"); "debut" is
  "first";
- "avg drinks per order, counting only orders that include a drink", "average drinks per drink order": the
  average number of drinks per order with one (it asked which measure);
- what the answer is for, said after the question mark ("...? for the NPC wallet tuning", "...? It's for
  the board deck"): left out when it names no store, product, period or breakdown (its words were asked
  about);
- "daily order range ...: the min and the max day" (the minimum and maximum of the daily counts: it was the
  maximum alone), and "relative spread", "sample std divided by the mean" (the coefficient of variation: it
  was a running total, or the standard deviation).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_ORDER_SHARE = "SELECT avg(CASE WHEN {flag} THEN 1.0 ELSE 0 END) FROM orders WHERE {where}"
_ONE_ITEM = "order_id IN (SELECT order_id FROM order_items GROUP BY 1 HAVING count(*) = {n})"
_FIRST_SHARE = (
    "SELECT avg(CASE WHEN o.ordered_at = c.first_ordered_at THEN 1.0 ELSE 0 END) FROM orders o"
    " JOIN customers c USING (customer_id) WHERE {where}"
)
_BUSIEST_HOUR = (
    "SELECT hour(ordered_at) FROM orders WHERE dayname(ordered_at) = '{day}' GROUP BY 1"
    " ORDER BY count(*) DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a chance said as a probability, a likelihood or odds
        (
            "probability an order has at least one drink in it?",
            _ORDER_SHARE.format(flag="is_drink_order", where="true"),
        ),
        (
            "What's the probability that a 2019 order includes food?",
            _ORDER_SHARE.format(flag="is_food_order", where=_Y19),
        ),
        (
            "how likely is an order to contain a drink?",
            _ORDER_SHARE.format(flag="is_drink_order", where="true"),
        ),
        (
            "How likely is it that an order had food in 2019?",
            _ORDER_SHARE.format(flag="is_food_order", where=_Y19),
        ),
        (
            "what's the chance an item is a jaffle?",
            "SELECT avg(CASE WHEN is_food_item THEN 1.0 ELSE 0 END) FROM order_items",
        ),
        (
            "Chance that a sold item is a drink, 2019 only",
            f"SELECT avg(CASE WHEN is_drink_item THEN 1.0 ELSE 0 END) FROM order_items WHERE {_Y19}",
        ),
        (
            "likelihood an order contains a drink",
            _ORDER_SHARE.format(flag="is_drink_order", where="true"),
        ),
        (
            "probablity that an order has food",
            _ORDER_SHARE.format(flag="is_food_order", where="true"),
        ),
        (
            "when someone orders exactly one item, how likely is it a drink?",
            _ORDER_SHARE.format(flag="is_drink_order", where=_ONE_ITEM.format(n=1)),
        ),
        (
            "When a customer buys just one item, what's the chance it's a jaffle?",
            _ORDER_SHARE.format(flag="is_food_order", where=_ONE_ITEM.format(n=1)),
        ),
        # a share whose base is limited by a number
        (
            "of orders over $30, what share had a drink?",
            _ORDER_SHARE.format(flag="is_drink_order", where="order_total > 30"),
        ),
        (
            "Of the 2019 orders above $20, what fraction included food?",
            _ORDER_SHARE.format(flag="is_food_order", where=f"order_total > 20 AND {_Y19}"),
        ),
        (
            "of orders with exactly one item, what share had a drink?",
            _ORDER_SHARE.format(flag="is_drink_order", where=_ONE_ITEM.format(n=1)),
        ),
        (
            "Among orders with exactly 2 items, what proportion had a jaffle?",
            _ORDER_SHARE.format(flag="is_food_order", where=_ONE_ITEM.format(n=2)),
        ),
        (
            "what fraction of orders over $25 had a drink?",
            _ORDER_SHARE.format(flag="is_drink_order", where="order_total > 25"),
        ),
        # a peak said as a verb
        ("which hour of the day peaks on saturdays?", _BUSIEST_HOUR.format(day="Saturday")),
        ("what hour peaks on sundays? hour number", _BUSIEST_HOUR.format(day="Sunday")),
        (
            "Which weekday peaks in 2019?",
            f"SELECT dayname(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "which month peaked in 2019?",
            f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        # a spread of daily figures said by what it is
        (
            "daily order range for 2019 - the lowest and the highest day, one row",
            "SELECT min(n), max(n) FROM (SELECT CAST(ordered_at AS DATE), count(*) n FROM orders"
            f" WHERE {_Y19} GROUP BY 1)",
        ),
        (
            "dialy order range in 2019: min and max day",
            "SELECT min(n), max(n) FROM (SELECT CAST(ordered_at AS DATE), count(*) n FROM orders"
            f" WHERE {_Y19} GROUP BY 1)",
        ),
        (
            "relative spread of daily orders in 2019",
            "SELECT stddev_samp(n) / avg(n) FROM (SELECT CAST(ordered_at AS DATE), count(*) n FROM orders"
            f" WHERE {_Y19} GROUP BY 1)",
        ),
        (
            "variability of the daily order count in 2019 - sample std divided by the mean",
            "SELECT stddev_samp(n) / avg(n) FROM (SELECT CAST(ordered_at AS DATE), count(*) n FROM orders"
            f" WHERE {_Y19} GROUP BY 1)",
        ),
        # the share of orders that were a customer's first
        (
            "of all 2019 orders, what fraction were a customer's debut order?",
            _FIRST_SHARE.format(where=f"o.{_Y19}"),
        ),
        (
            "what share of orders in 2019 were someone's first order (their very first one)?",
            _FIRST_SHARE.format(where=f"o.{_Y19}"),
        ),
        (
            "Among the orders, what proportion were a customer's first purchase?",
            _FIRST_SHARE.format(where="true"),
        ),
        (
            "what fraction of 2019 orders were first orders?",
            _FIRST_SHARE.format(where=f"o.{_Y19}"),
        ),
        # an average count of a kind per order, over the orders with that kind
        (
            "avg drinks per order, counting only orders that include a drink",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE is_drink_item",
        ),
        (
            "mean jaffles per order in 2019, counting only orders with a jaffle",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items"
            f" WHERE is_food_item AND {_Y19}",
        ),
        (
            "average drinks per drink order",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE is_drink_item",
        ),
        # what the answer is for, said after the question mark
        (
            "whats the average order total in 2019? for the loot table balancing",
            f"SELECT avg(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "How many orders had a drink in 2019? It's for my boss's slide deck.",
            f"SELECT count(*) FROM orders WHERE is_drink_order AND {_Y19}",
        ),
        (
            "how many orders? for the Brooklyn store",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn'",
        ),
        # the most of a customer's own figure, over the customers
        (
            "cap for the loyalty stat: max lifetime orders any one customer has",
            "SELECT max(count_lifetime_orders) FROM customers",
        ),
        (
            "the highest lifetime spend of any single customer?",
            "SELECT max(lifetime_spend) FROM customers",
        ),
        (
            "what's the most lifetime orders that any customer has?",
            "SELECT max(count_lifetime_orders) FROM customers",
        ),
        (
            "lowest lifetime spend any one customer has",
            "SELECT min(lifetime_spend) FROM customers",
        ),
        (
            "how many customers sit at each value of lifetime orders",
            "SELECT count_lifetime_orders, count(*) FROM customers GROUP BY 1",
        ),
        (
            "How many customers are at each level of lifetime orders?",
            "SELECT count_lifetime_orders, count(*) FROM customers GROUP BY 1",
        ),
        (
            "how many customers fall on each lifetime orders value?",
            "SELECT count_lifetime_orders, count(*) FROM customers GROUP BY 1",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "jaffle popularity ranking by units, most popular first - name + units",
            "SELECT p.product_name, count(*) n FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 ORDER BY n DESC",
        ),
        (
            "which drink sells best? name + units, best first",
            "SELECT p.product_name, count(*) n FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' GROUP BY 1 ORDER BY n DESC LIMIT 1",
        ),
        (
            "rank each jaffle by 2019 revenue, name and revenue",
            "SELECT p.product_name, sum(i.product_price) r FROM order_items i JOIN products p USING"
            f" (product_id) WHERE p.product_type = 'jaffle' AND i.{_Y19} GROUP BY 1 ORDER BY r DESC",
        ),
    ],
)
def test_sorted(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    "question",
    [
        # still asked back, as before
        "what are the odds that sales double next year?",
        "how likely is it that Chicago closes?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
