"""The offline analyst on readings added in round r33rc (a rival café owner sizing up the chain from outside,
saying "they", "these guys", "their shops"):

- slang for a quiet or a crowded time or place ("the deadest month", "when are they most swamped",
  "slammed"): the quietest (fewest orders) or busiest (it ranked the other way, or was not understood);
- "which of their shops / its stores had the most ...": one shop, as "which of the shops" (it listed all);
- what a business "charges" for an item ("what do these guys charge for a pourover", "how much does the
  place charge for the chai"): its menu price ("guys" was not understood, "charge" asked which measure);
- "the size of the menu", "how big is their menu": the number of products (it listed the products);
- a ranking restated after "i.e." ("the most overpriced thing on the menu, i.e. the priciest item"): the
  restatement is what is ranked (it ranked by units sold);
- "did they (even) bother taking": the taking ("bother" was not understood);
- "forget revenue, something else entirely - ...": a new topic, leaning on nothing before;
- "make that 2019" after a question: the same question for 2019 ("make" was read as money made);
- "and their top jaffle there?" after the top drink: the chain's top jaffle, not one kept to the drink just
  listed (which gave no rows);
- "which shop did they open most recently, and when was that?": the shop and its opening date (it asked by
  what to rank);
- "how does that compare with my little place?": the asker's own business is not in these records; it is
  asked back.

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
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_QUIET_MONTH_19 = (
    f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) LIMIT 1"
)
_BUSY_HOUR = "SELECT hour(ordered_at) FROM orders {where} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
_STORE_BY_ORDERS = (
    "SELECT l.location_name FROM orders o JOIN locations l USING (location_id) {where} GROUP BY 1"
    " ORDER BY count(*) {dir} LIMIT 1"
)
_STORE_BY_REVENUE = (
    "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
    " USING (location_id) WHERE year(o.ordered_at) = {y} GROUP BY 1"
    " ORDER BY sum(i.product_price) {dir} LIMIT 1"
)
_PRICE = "SELECT product_price FROM products WHERE product_name = '{name}'"
_TOP_UNITS = (
    "SELECT p.product_name, count(*) n FROM order_items i JOIN products p USING (product_id)"
    " WHERE i.{y} GROUP BY 1 ORDER BY n DESC LIMIT {n}"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # slang for quiet and busy
        ("our deadest month of 2019 by orders?", _QUIET_MONTH_19),
        ("what was the deadest month in 2019, counting orders", _QUIET_MONTH_19),
        ("which month of 2019 was the most dead, by number of orders?", _QUIET_MONTH_19),
        ("the deadst month of 2019 by orders", _QUIET_MONTH_19),
        (
            "which store was deadest in 2019 by orders?",
            _STORE_BY_ORDERS.format(where=f"WHERE o.{_Y19}", dir="ASC"),
        ),
        (
            "what hour are they most swamped on saturdays?",
            _BUSY_HOUR.format(where="WHERE dayofweek(ordered_at) = 6"),
        ),
        ("at what hour are they the most slammed?", _BUSY_HOUR.format(where="")),
        ("what hour are we most swampd, all data?", _BUSY_HOUR.format(where="")),
        # which of their shops: one
        (
            "which of their stores took the most orders in 2019?",
            _STORE_BY_ORDERS.format(where=f"WHERE o.{_Y19}", dir="DESC"),
        ),
        ("which of their shops had the lowest revenue in 2018?", _STORE_BY_REVENUE.format(y=2018, dir="ASC")),
        (
            "which of its locations is the weakest link on 2019 revenue?",
            _STORE_BY_REVENUE.format(y=2019, dir="ASC"),
        ),
        (
            "which of thier shops had the fewest orders in 2019?",
            _STORE_BY_ORDERS.format(where=f"WHERE o.{_Y19}", dir="ASC"),
        ),
        # what they charge
        ("what do these guys charge for a pourover?", _PRICE.format(name="for richer or pourover")),
        ("so what do they actually charge for the chai?", _PRICE.format(name="chai and mighty")),
        ("how much does the place charge for a flame impala?", _PRICE.format(name="flame impala")),
        ("what are those guys charging for a vanilla ice", _PRICE.format(name="vanilla ice")),
        ("how much do they charge for one tangaroo?", _PRICE.format(name="tangaroo")),
        # the size of the menu
        ("what's the size of their menu?", "SELECT count(*) FROM products"),
        ("how big is the menu, number of products", "SELECT count(*) FROM products"),
        ("the size of the menu, i.e. how many products", "SELECT count(*) FROM products"),
        ("how big is thier menu?", "SELECT count(*) FROM products"),
        # a restatement after i.e.
        (
            "what's the most overpriced thing on the menu, i.e. the priciest item",
            "SELECT product_name FROM products ORDER BY product_price DESC LIMIT 1",
        ),
        (
            "which is their cheapest drink, i.e. the lowest priced beverage?",
            "SELECT product_name FROM products WHERE product_type = 'beverage'"
            " ORDER BY product_price LIMIT 1",
        ),
        (
            "what's the most expensive thing they sell, ie the priciest product",
            "SELECT product_name FROM products ORDER BY product_price DESC LIMIT 1",
        ),
        # bother
        (
            "how many orders did they bother taking before 8am in 2019?",
            f"SELECT count(*) FROM orders WHERE hour(ordered_at) < 8 AND {_Y19}",
        ),
        (
            "how many orders did they even bother to take after 7pm in 2018",
            f"SELECT count(*) FROM orders WHERE hour(ordered_at) >= 19 AND {_Y18}",
        ),
        # which shop opened most recently, and when
        (
            "which shop did they open most recently, and when was that?",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "which store did they open first, and when was that?",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at LIMIT 1",
        ),
    ],
)
def test_reading(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # a new topic
        (
            "how much revenue did they make in 2019?",
            "eh, forget revenue, totally different thing - how many supplies go into one flame impala?",
            "SELECT count(*) FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'flame impala'",
        ),
        (
            "how many orders did Brooklyn take in 2019?",
            "never mind orders - how many customers are there in total?",
            "SELECT count(*) FROM customers",
        ),
        (
            "what was 2019 revenue by store?",
            "ok forget the stores, something else entirely: how many products are jaffles?",
            "SELECT count(*) FROM products WHERE product_type = 'jaffle'",
        ),
        # make that
        (
            "what were their top 3 sellers in 2019 by units?",
            "make that 2018",
            _TOP_UNITS.format(y=_Y18, n=3),
        ),
        (
            "how many orders did they take in 2019?",
            "ok make that 2018",
            f"SELECT count(*) FROM orders WHERE {_Y18}",
        ),
        (
            "top 2 products by units in 2018, with the numbers",
            "now make that 2019 please",
            _TOP_UNITS.format(y=_Y19, n=2),
        ),
        # their top X after the top of another kind
        (
            "what's the top drink at their Brooklyn spot in 2019, by units?",
            "and their top jaffle there, same year?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id) JOIN orders o"
            " USING (order_id) JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'"
            " AND p.product_type = 'jaffle' AND year(o.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "which jaffle sold the most units in 2018?",
            "and their best-selling drink?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            f" WHERE p.product_type = 'beverage' AND i.{_Y18} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # what they charge, then another item
        (
            "what do these guys charge for a pourover?",
            "and the chai?",
            _PRICE.format(name="chai and mighty"),
        ),
    ],
)
def test_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("context", "question"),
    [
        ("how much did the whole outfit make in 2019?", "and how does that compare with my little place?"),
        ("how many orders did they take in 2019?", "how does that stack up against my own cafe?"),
        ("what was their 2019 revenue?", "is that more than my shop made?"),
        ("how many customers did they have in 2018?", "how does that compare to my business"),
    ],
)
def test_own_business_asked_back(planner: Planner, context: str, question: str) -> None:
    plan = planner.plan(question, context=[context])
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"


# Leftovers of blind set 27, said in other words.
_WITH_ITEM = (
    "SELECT avg(CASE WHEN o.{kind} THEN 1.0 ELSE 0 END) FROM orders o WHERE o.order_id IN (SELECT i.order_id"
    " FROM order_items i JOIN products p USING (product_id) WHERE p.product_name = '{name}') {more}"
)
_BOTH_YEARS = (
    "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1 HAVING count(DISTINCT year(ordered_at))"
    " = 2)"
)
_PERISHABLE = "SELECT count(DISTINCT supply_name) FROM supplies WHERE is_perishable_supply"
_ITEMS_PER_ORDER_HOUR = (
    "SELECT hour(o.ordered_at) FROM orders o JOIN order_items i USING (order_id) GROUP BY 1"
    " ORDER BY count(*) * 1.0 / count(DISTINCT o.order_id) {dir} LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # how often an order with one item has another kind too: a share
        (
            "When a customer orders a nutellaquent, how often does that order also include a drink?",
            _WITH_ITEM.format(kind="is_drink_order", name="nutellaquent", more=""),
        ),
        (
            "how often do orders with a tangaroo also have food in them?",
            _WITH_ITEM.format(kind="is_food_order", name="tangaroo", more=""),
        ),
        (
            "when someone buys a flame impala, how often does the same order come with a drink, in 2019?",
            _WITH_ITEM.format(kind="is_drink_order", name="flame impala", more=f"AND o.{_Y19}"),
        ),
        (
            "how oftne does an order containing a vanilla ice also contain food?",
            _WITH_ITEM.format(kind="is_food_order", name="vanilla ice", more=""),
        ),
        # supplies that go off
        ("how many of the supplies would go off if left out? count each supply name once", _PERISHABLE),
        ("how many distinct supplies go bad if they aren't refrigerated?", _PERISHABLE),
        ("how many distinct supply names can spoil?", _PERISHABLE),
        # biggest baskets, in items per basket
        ("At which hour are baskets biggest, in items per basket?", _ITEMS_PER_ORDER_HOUR.format(dir="DESC")),
        (
            "which hour of the day are orders largest, in items per order?",
            _ITEMS_PER_ORDER_HOUR.format(dir="DESC"),
        ),
        (
            "at what hour are baskets smallest, measured in items per basket",
            _ITEMS_PER_ORDER_HOUR.format(dir="ASC"),
        ),
        # people in every one of the years listed
        (
            "How many people bought from us in every one of the two years, 2018 and 2019?",
            _BOTH_YEARS,
        ),
        ("how many guests ordered in every single one of 2018 and 2019?", _BOTH_YEARS),
        ("how many customers ordered in all two years (2018, 2019)?", _BOTH_YEARS),
        (
            "how many customers ordered in every one of 2017, 2018 and 2019?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1"
            " HAVING count(DISTINCT year(ordered_at)) = 3 AND min(year(ordered_at)) = 2017)",
        ),
        # a name given before, then "that name"
        (
            "My cousin is called Uma Brown. How many of your customers share that name?",
            "SELECT count(*) FROM customers WHERE customer_name = 'Uma Brown'",
        ),
        (
            "I named my dog Raj Kim, funnily enough. How many customers have exactly that name?",
            "SELECT count(*) FROM customers WHERE customer_name = 'Raj Kim'",
        ),
    ],
)
def test_blind27_kinds(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    ["what do our competitors charge for a pourover?", "how much are the rivals charging for a chai?"],
)
def test_others_charging_asked_back(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"
