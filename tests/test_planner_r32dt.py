"""The offline analyst on readings added in round r32dt (a dietitian's questions about what people eat and
drink, said the way a food writer says them):

- a short heading before a share whose base is said first ("Lunch crowd: of the orders placed after noon,
  what share had a drink?"): the base's time of day limits both parts of the share (it was read as a
  condition counted, beside the heading's own time word);
- what a diet or nutrition label would say ("sugary drinks", "suits vegans", "vegetarian", "eating more
  healthily", "healthier choices") is asked back: the records hold no such thing (it was read as some other
  figure or as words not understood);
- "among orders that include food, how many jaffles are in them on average", "how many drinks does an order
  with a drink have on average", "what did an order with a drink in it spend on drinks, on average": the
  count (or the money) of that kind per order, over the orders with the kind (it asked per what, counted
  distinct products, or averaged the item price);
- a menu item said by its description with a kind word ("the kiwi and lime drink", "the mango smoothie") or
  as what it is made with ("the one made with pulled pork", "the jaffle with the nutella"), when only one
  item's description holds the words: that item;
- an item said twice, by name and by what it is like ("the pourover, the plain filter coffee", "the spicy
  jaffle - the flame impala -", "The chai with oatmilk - how many chai and mightys ..."): the describing
  side is left out;
- "at the weekend" is on weekends (it was a breakdown by week), unless "did" or "last" points at one
  weekend ("how many orders did we get at the weekend?" is asked back, as before);
- eating and drinking said for buying ("which jaffle do people eat the most of", "the drink guests reach for
  most", "the jaffle that gets eaten most"); "how many tangaroos did people buy (drink)" is the units sold
  (it was the number of customers);
- "which menu items mention beef in their description" with the word unquoted (it was not understood);
- a list of items with their prices said in an order ("cheapest first", "priciest first") is sorted by the
  price (it was sorted by name), and a tie-break by name ("then alphabetically", "alphabetically where two
  cost the same") goes: every list and ranking already breaks ties by the names shown (the words "cost the
  same" were read as a figure);
- "which shop has the highest share of drinks among its items": one shop (the plural "drinks" made it ten);
- orders that "were a single drink" ("consisted of one jaffle", "were one single item, and that item a
  drink") had just one item, of that kind (the kind was a condition on any item, or a split by product);
- "orders that had a jaffle and at least one drink": and a drink (the second "at least one" was a threshold
  on the items);
- a name the asker coins, with what it means after a dash or colon ("orders that were what I'd call a
  proper lunch - at least one jaffle and at least one drink"): the orders that had that;
- a closing exclamation that only remarks on the question ("...? That's a lot of bread for one sitting!")
  goes (its words were asked about).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_I19 = "i.ordered_at >= '2019-01-01' AND i.ordered_at < '2020-01-01'"
_UNITS = (
    "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE p.product_name = '{name}'"
)
_PER_ORDER = "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE {cond}"
_KIND_PER_KIND_ORDER = (
    "SELECT avg(n) FROM (SELECT o.order_id, sum(CASE WHEN i.{kind} THEN 1 ELSE 0 END) AS n FROM orders o"
    " JOIN order_items i USING (order_id) WHERE o.{order_kind} {more} GROUP BY 1)"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a heading before a share whose base comes first
        (
            "Lunch crowd: of the 2019 orders placed after noon, what share had a drink?",
            "SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0 END) FROM orders"
            f" WHERE hour(ordered_at) >= 12 AND {_Y19}",
        ),
        (
            "Early birds - of the orders placed before 9am, what fraction had food in them?",
            "SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) FROM orders WHERE hour(ordered_at) < 9",
        ),
        (
            "Night owls: of the 2019 orders placed after 7pm, what proportion included food?",
            "SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) FROM orders"
            f" WHERE hour(ordered_at) >= 19 AND {_Y19}",
        ),
        # how many of a kind an order with a kind holds, on average
        (
            "Among orders that include a drink, how many drinks are in them on average?",
            _PER_ORDER.format(cond="is_drink_item"),
        ),
        (
            "Of the 2019 orders with food, how many jaffles were in them, on average?",
            _PER_ORDER.format(cond=f"is_food_item AND {_Y19}"),
        ),
        (
            "On average, how many drinks does an order with a drink contain?",
            _PER_ORDER.format(cond="is_drink_item"),
        ),
        (
            "How many items does a typical order with a jaffle have on average in 2019?",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE order_id IN"
            f" (SELECT order_id FROM orders WHERE is_food_order) AND {_Y19}",
        ),
        (
            "Among orders containing a jaffle, how many drinks are in them on average?",
            _KIND_PER_KIND_ORDER.format(kind="is_drink_item", order_kind="is_food_order", more=""),
        ),
        (
            "What did an order with food in it spend on jaffles, on average, in 2019?",
            "SELECT sum(product_price) / count(DISTINCT order_id) FROM order_items"
            f" WHERE is_food_item AND {_Y19}",
        ),
        # an item said by its description or by what it is made with
        (
            "How many of the kiwi and lime drink did we sell in 2019?",
            _UNITS.format(name="adele-ade") + f" AND {_I19}",
        ),
        (
            "How many orders had the mango smoothie?",
            "SELECT count(DISTINCT i.order_id) FROM order_items i"
            " JOIN products p ON p.product_id = i.product_id WHERE p.product_name = 'tangaroo'",
        ),
        (
            "Revenue from the jaffle with the pulled pork in 2019?",
            "SELECT sum(i.product_price) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            f" WHERE p.product_name = 'flame impala' AND {_I19}",
        ),
        (
            "How many of the one made with nutella and banana were sold?",
            _UNITS.format(name="nutellaquent"),
        ),
        # an item said twice: the describing side left out
        (
            "Of all the drinks sold in 2019, what share was the pourover, the plain filter coffee?",
            "SELECT avg(CASE WHEN p.product_name = 'for richer or pourover' THEN 1.0 ELSE 0 END)"
            " FROM order_items i JOIN products p ON p.product_id = i.product_id"
            f" WHERE p.product_type = 'beverage' AND {_I19}",
        ),
        (
            "How many of the hot jaffle - the one made with ghost pepper sauce - were sold in 2019?",
            _UNITS.format(name="flame impala") + f" AND {_I19}",
        ),
        (
            "How many of the meaty jaffle, the doctor stew, did we sell?",
            _UNITS.format(name="doctor stew"),
        ),
        (
            "The iced one with the syrup - how many vanilla ices were sold in 2019?",
            _UNITS.format(name="vanilla ice") + f" AND {_I19}",
        ),
        # at the weekend; eating and drinking as buying
        (
            "How many drinks were sold at the weekend in 2019?",
            f"SELECT count(*) FROM order_items WHERE is_drink_item AND isodow(ordered_at) >= 6 AND {_Y19}",
        ),
        (
            "Which jaffle do guests eat the most of?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Which drink do customers reach for most at the weekend?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_type = 'beverage' AND isodow(i.ordered_at) >= 6 GROUP BY 1"
            " ORDER BY count(*) DESC"
            " LIMIT 1",
        ),
        (
            "Which drink gets drunk the most in 2019?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            f" WHERE p.product_type = 'beverage' AND {_I19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        ("How many tangaroos did people drink in 2019?", _UNITS.format(name="tangaroo") + f" AND {_I19}"),
        ("How many mel-buns did customers buy in 2019?", _UNITS.format(name="mel-bun") + f" AND {_I19}"),
        # words of a description, unquoted
        (
            "Which menu items mention pork in their description?",
            "SELECT product_name FROM products WHERE product_description ILIKE '%pork%'",
        ),
        (
            "Which drinks have coffee in the description?",
            "SELECT product_name FROM products WHERE product_type = 'beverage'"
            " AND product_description ILIKE '%coffee%'",
        ),
        # one shop, ranked by a share of its items
        (
            "Which store has the highest share of drinks among the items it sells?",
            "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " ON l.location_id = o.location_id GROUP BY 1"
            " ORDER BY avg(CASE WHEN i.is_drink_item THEN 1.0 ELSE 0 END) DESC LIMIT 1",
        ),
        (
            "Which café has the biggest share of drinks among the items it sells?",
            "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " ON l.location_id = o.location_id GROUP BY 1"
            " ORDER BY avg(CASE WHEN i.is_drink_item THEN 1.0 ELSE 0 END) DESC LIMIT 1",
        ),
        # orders that were one thing
        (
            "How many orders were a single drink?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items GROUP BY 1"
            " HAVING count(*) = 1 AND bool_and(is_drink_item))",
        ),
        (
            "How many 2019 orders consisted of just one jaffle and nothing else?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE order_id IN"
            f" (SELECT order_id FROM orders WHERE {_Y19}) GROUP BY 1"
            " HAVING count(*) = 1 AND bool_and(is_food_item))",
        ),
        (
            "What share of orders were one single item, and that item a jaffle?",
            "SELECT avg(CASE WHEN n = 1 AND food THEN 1.0 ELSE 0 END) FROM (SELECT order_id, count(*) AS n,"
            " bool_and(is_food_item) AS food FROM order_items GROUP BY 1)",
        ),
        # both kinds in one order, said with "at least one"; a coined name with its meaning
        (
            "What share of 2019 orders had at least one jaffle and at least one drink?",
            "SELECT avg(CASE WHEN is_food_order AND is_drink_order THEN 1.0 ELSE 0 END) FROM orders"
            f" WHERE {_Y19}",
        ),
        (
            "How many orders were what I'd call a proper lunch - at least one jaffle and at least one drink?",
            "SELECT count(*) FROM orders WHERE is_food_order AND is_drink_order",
        ),
        (
            "How many 2019 orders were what we call a big haul: more than 4 items?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE order_id IN (SELECT order_id FROM"
            f" orders WHERE {_Y19}) GROUP BY 1 HAVING count(*) > 4)",
        ),
        # a closing remark
        (
            "How many orders had two or more jaffles? That is a lot of bread for one lunch!",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE is_food_item GROUP BY 1"
            " HAVING count(*) >= 2)",
        ),
        (
            "How many orders had at least three drinks in 2019? Someone was thirsty at the table!",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE is_drink_item AND order_id IN"
            f" (SELECT order_id FROM orders WHERE {_Y19}) GROUP BY 1 HAVING count(*) >= 3)",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "List the drinks with their prices, cheapest first.",
            "SELECT product_name, product_price FROM products WHERE product_type = 'beverage'"
            " ORDER BY product_price, product_name",
        ),
        (
            "Could you list the jaffles with their prices, priciest first, then alphabetically?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price DESC, product_name",
        ),
        (
            "Please list the drinks with their prices, most expensive first (alphabetically where two cost"
            " the same).",
            "SELECT product_name, product_price FROM products WHERE product_type = 'beverage'"
            " ORDER BY product_price DESC, product_name",
        ),
    ],
)
def test_sorted_lists(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        (
            "Among orders with a drink, how many drinks were in them on average?",
            "average drinks sold per drink order",
        ),
        (
            "That oatmilk chai - how many chai and mightys were sold in 2019?",
            "how many chai and mightys were sold in 2019?",
        ),
        (
            "Revenue of the krautback, the flame impala and the tangaroo in 2019?",
            "Revenue of the krautback, flame impala and tangaroo in 2019?",
        ),
    ],
)
def test_same_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "How many sugary drinks were sold in 2019?",
        "Which jaffles are suitable for vegetarians?",
        "Is any of the drinks vegan?",
        "Are customers eating more healthily than in 2018?",
        "Do people pick healthier options at Brooklyn?",
        "Which items are low-sugar?",
        # still asked back, as before
        "How many orders did we get at the weekend?",
        "Which jaffle tastes the best?",
        "How many calories are in a tangaroo?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
