"""The offline analyst on readings added in round r31nb (a new barista in their first week, asking about the
menu and their store the way counter staff talk):

- an item pointed at by words of its description ("the kiwi drink thing", "the pulled pork one", "the mango
  one") is that item by name, its name (and price) when that is asked; when several descriptions hold the
  words ("the beef one": two jaffles), which one is asked back (a single description word was not
  understood);
- an item's price asked after a greeting ("hi sorry, how much is the flame impala?") or a dash, with "it"
  after a sentence naming the item ("is the tangaroo a smoothie? how much does it cost"), "on the menu" said
  after "cost", and again for another item ("and the vanilla ice?" after a price): its menu price (they were
  revenue or supply-cost sums);
- "how much is a chai and mighty with tax at Brooklyn": the menu bill at that store's tax; "if someone wanted
  one of every drink how much is that": the bill for one of each (they were order sums).
- "the lowest price for one of the drink ones", "the highest price of a jaffle", "the average price of a
  jaffle on our menu", "the price difference between the most expensive drink and the cheapest jaffle":
  figures of the menu's prices; "what are all the drinks we have, and how much does each one cost": with
  prices;
- "things" counted in an order are its items ("orders with 4 or more things in them"); "the most common
  number of items in a single order" is the mode;
- the best sellers at one store rank its items by units (they ranked by revenue); "which jaffle do customers
  in Chicago buy the most": where they buy, not a customer breakdown;
- "which hour is busiest before noon": the hour breakdown kept beside the window (the hours were dropped);
  "7 to 8 in the morning vs lunch 12 to 1, how many orders in each": one row per window;
- shifts, rotas, staffing ("how many staff do we need") asked back;
- a sentence after the question that only says what it is for ("She wants to mail them gift baskets.", "A
  decimal answer is fine.") is left out (its words were asked about);
- "in calendar order", "January through December", "starting with 2018": time order; "across both years,
  2018 to 2019": that span as one figure;
- "Thanks! Could you do the same for the number of orders?": the same for orders; "the growth in Q3 orders,
  2019 over 2018": Q3 of each year (which year was asked back);
- "per store if it was split evenly across our four stores": the whole divided by 4; "2019 revenue from drinks
  and 2019 revenue from jaffles": one figure each.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check


def _price(name: str) -> str:
    return f"SELECT product_price FROM products WHERE product_name = '{name}'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # an item by words of its description
        ("the mango drink thing, what is it called?", "SELECT 'tangaroo'"),
        ("that kiwi one - what's the name of it", "SELECT 'adele-ade'"),
        (
            "the pork and pineapple one, what's its name and price",
            "SELECT product_name, product_price FROM products WHERE product_name = 'flame impala'",
        ),
        ("how much is the mango one?", _price("tangaroo")),
        ("what does the nutella thing cost", _price("nutellaquent")),
        (
            "how many of the kiwi ones did we sell in 2019",
            "SELECT count(*) FROM order_items JOIN products USING (product_id)"
            " WHERE product_name = 'adele-ade' AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        # a price asked after a greeting, a sentence naming the item, "on the menu"
        ("hey, sorry to bug you, how much is the mel-bun?", _price("mel-bun")),
        ("hello - what does a tangaroo cost?", _price("tangaroo")),
        ("is the tangaroo a smoothie? how much does it cost", _price("tangaroo")),
        ("the krautback has pork in it right? how much is it", _price("the krautback")),
        ("how much does a vanilla ice cost on the menu", _price("vanilla ice")),
        # menu bills said "how much is"
        (
            "how much is a tangaroo with tax at chicago?",
            "SELECT round(6.00 * 1.0625, 2)",
        ),
        (
            "how much are two mel-buns at philadelphia with sales tax",
            "SELECT round(24.00 * 1.06, 2)",
        ),
        (
            "if a customer wanted one of every jaffle how much is that",
            "SELECT sum(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "say someone orders one of each drink, how much would that be before tax?",
            "SELECT sum(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        # figures of the menu's prices
        (
            "what's the lowest price for one of the drink ones",
            "SELECT min(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "whats the highest price of a jaffle",
            "SELECT max(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "what's the average price of a jaffle on our menu?",
            "SELECT avg(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "the price difference between the most expensive drink and the cheapest jaffle?",
            "SELECT max(product_price) FILTER (WHERE product_type = 'beverage')"
            " - min(product_price) FILTER (WHERE product_type = 'jaffle') FROM products",
        ),
        (
            "what are all the drinks we have, and how much does each one cost?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'beverage'",
        ),
        (
            "the price difference between our most expensive drink and our least expensive drink?",
            "SELECT max(product_price) - min(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "how big is the price gap between the cheapest jaffle on the menu and its priciest drink",
            "SELECT min(product_price) FILTER (WHERE product_type = 'jaffle')"
            " - max(product_price) FILTER (WHERE product_type = 'beverage') FROM products",
        ),
        (
            "list the supplies in a vanilla ice, and how much does each one cost?",
            "SELECT supply_name, supply_cost FROM supplies JOIN products USING (product_id)"
            " WHERE product_name = 'vanilla ice'",
        ),
        # items in an order said as "things"
        (
            "on average how many things are in an order at chicago?",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items JOIN orders USING (order_id)"
            " JOIN locations USING (location_id) WHERE location_name = 'Chicago'",
        ),
        (
            "how many orders in 2019 had 4 or more things in them",
            "SELECT count(*) FROM (SELECT order_id FROM order_items"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
            " GROUP BY 1 HAVING count(*) >= 4)",
        ),
        (
            "what's the most common number of things in one order?",
            "SELECT n FROM (SELECT order_id, count(*) AS n FROM order_items GROUP BY 1)"
            " GROUP BY n ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "most common number of items in a single order at philadelphia",
            "SELECT n FROM (SELECT order_id, count(*) AS n FROM order_items JOIN orders USING (order_id)"
            " JOIN locations USING (location_id) WHERE location_name = 'Philadelphia' GROUP BY 1)"
            " GROUP BY n ORDER BY count(*) DESC LIMIT 1",
        ),
        # the best sellers at one store: its items by units; people at a store who order
        (
            "top 3 sellers at chicago in 2019",
            "SELECT product_name, count(*) AS n FROM order_items JOIN products USING (product_id)"
            " JOIN orders USING (order_id) JOIN locations USING (location_id) WHERE location_name = 'Chicago'"
            " AND orders.ordered_at >= '2019-01-01' AND orders.ordered_at < '2020-01-01'"
            " GROUP BY 1 ORDER BY n DESC LIMIT 3",
        ),
        (
            "our 2 best sellers at philadelphia by number sold",
            "SELECT product_name, count(*) AS n FROM order_items JOIN products USING (product_id)"
            " JOIN orders USING (order_id) JOIN locations USING (location_id)"
            " WHERE location_name = 'Philadelphia' GROUP BY 1 ORDER BY n DESC LIMIT 2",
        ),
        (
            "which jaffle do customers in chicago buy the most?",
            "SELECT product_name FROM order_items JOIN products USING (product_id)"
            " JOIN orders USING (order_id) JOIN locations USING (location_id)"
            " WHERE location_name = 'Chicago' AND product_type = 'jaffle'"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "which drink do people at philadelphia order most often",
            "SELECT product_name FROM order_items JOIN products USING (product_id)"
            " JOIN orders USING (order_id) JOIN locations USING (location_id)"
            " WHERE location_name = 'Philadelphia'"
            " AND product_type = 'beverage' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # an hour breakdown kept beside an hour window; two windows set against each other
        (
            "before noon on weekdays, which hour is busiest at chicago",
            "SELECT hour(ordered_at) FROM orders JOIN locations USING (location_id)"
            " WHERE location_name = 'Chicago' AND isodow(ordered_at) < 6 AND hour(ordered_at) < 12"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "which hour is the quietest after 3pm at philadelphia",
            "SELECT hour(ordered_at) FROM orders JOIN locations USING (location_id)"
            " WHERE location_name = 'Philadelphia' AND hour(ordered_at) >= 15"
            " GROUP BY 1 ORDER BY count(*) ASC LIMIT 1",
        ),
        (
            "orders by hour before 10am in 2019",
            "SELECT hour(ordered_at), count(*) FROM orders WHERE hour(ordered_at) < 10"
            " AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1",
        ),
        (
            "in 2019 at chicago, 7 to 8 in the morning vs lunch 12 to 1, how many orders in each?",
            "SELECT count(*) FROM orders JOIN locations USING (location_id)"
            " WHERE location_name = 'Chicago' AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
            " AND hour(ordered_at) IN (7, 12) GROUP BY hour(ordered_at)",
        ),
        (
            "revenue at philadelphia from 11am to 1pm versus 5pm to 7pm",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o"
            " USING (order_id) JOIN locations l ON l.location_id = o.location_id"
            " WHERE location_name = 'Philadelphia'"
            " AND (hour(o.ordered_at) BETWEEN 11 AND 12 OR hour(o.ordered_at) BETWEEN 17 AND 18)"
            " GROUP BY hour(o.ordered_at) >= 17",
        ),
        (
            "how many orders in 2019 had only a single item",
            "SELECT count(*) FROM (SELECT order_id FROM order_items"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1 HAVING count(*) = 1)",
        ),
        # a note after the question on what it is for (executive assistant)
        (
            "Could you get me our 2019 order count? My manager wants it on her quarterly slide deck.",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "What fraction of 2019 revenue came from jaffles? A decimal answer is fine.",
            "SELECT sum(product_price) FILTER (WHERE is_food_item) / sum(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "Please list our top three customers by lifetime spend, biggest first. She wants to mail"
            " them gift baskets.",
            "SELECT customer_name, lifetime_spend FROM customers ORDER BY lifetime_spend DESC LIMIT 3",
        ),
        # time order said as the calendar's; a span of years said after "across all N years"
        (
            "Could you pull monthly order counts for 2019 in calendar order?",
            "SELECT date_trunc('month', ordered_at), count(*) FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1 ORDER BY 1",
        ),
        (
            "monthly revenue for 2018, january through december",
            "SELECT date_trunc('month', ordered_at), sum(product_price) FROM order_items"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01' GROUP BY 1 ORDER BY 1",
        ),
        (
            "revenue in each year, starting with 2018",
            "SELECT year(ordered_at), sum(product_price) FROM order_items GROUP BY 1 ORDER BY 1",
        ),
        (
            "total orders across both years, 2018 to 2019, as one number",
            "SELECT count(*) FROM orders",
        ),
        # a part of the year said once before two years set against each other
        (
            "what was the growth in Q3 orders, 2019 over 2018, in percent?",
            "SELECT (count(*) FILTER (WHERE year(ordered_at) = 2019)"
            " - count(*) FILTER (WHERE year(ordered_at) = 2018)) * 100.0"
            " / count(*) FILTER (WHERE year(ordered_at) = 2018) FROM orders"
            " WHERE quarter(ordered_at) = 3",
        ),
        (
            "December revenue growth, 2019 vs 2018, in percent",
            "SELECT (sum(product_price) FILTER (WHERE year(ordered_at) = 2019) - sum(product_price)"
            " FILTER (WHERE year(ordered_at) = 2018)) * 100.0 / sum(product_price)"
            " FILTER (WHERE year(ordered_at) = 2018) FROM order_items WHERE month(ordered_at) = 12",
        ),
        # an even split as a what-if; a figure said again for a second member
        (
            "could you get 2019 revenue per store if it was split evenly across our four stores?",
            "SELECT sum(product_price) / 4 FROM order_items"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "how many days went by between the opening of our first store and the opening of our newest one",
            "SELECT date_diff('day', min(opened_at), max(opened_at)) FROM locations",
        ),
        (
            "2018 orders split equally across 3 shops",
            "SELECT count(*) / 3 FROM orders WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "Could you find 2019 revenue from drinks and 2019 revenue from jaffles? Two numbers please.",
            "SELECT sum(order_items.product_price) FROM order_items JOIN products USING (product_id)"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY product_type",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        ("how much is the mel-bun?", "and the tangaroo?", _price("tangaroo")),
        ("what's the price of the nutellaquent", "what about the adele-ade?", _price("adele-ade")),
        ("how much does the krautback cost", "and the mango one?", _price("tangaroo")),
        (
            "how much revenue did the tangaroo make in 2019?",
            "and the mel-bun?",
            "SELECT sum(order_items.product_price) FROM order_items JOIN products USING (product_id)"
            " WHERE product_name = 'mel-bun' AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "top 3 sellers at brooklyn in 2019, by number sold",
            "and chicago for the same year?",
            "SELECT product_name, count(*) AS n FROM order_items JOIN products USING (product_id)"
            " JOIN orders USING (order_id) JOIN locations USING (location_id) WHERE location_name = 'Chicago'"
            " AND orders.ordered_at >= '2019-01-01' AND orders.ordered_at < '2020-01-01'"
            " GROUP BY 1 ORDER BY n DESC LIMIT 3",
        ),
        (
            "what was our revenue growth for 2019 over 2018, in percent?",
            "Great, thanks! Could you do the same for the number of orders?",
            "SELECT (count(*) FILTER (WHERE year(ordered_at) = 2019)"
            " - count(*) FILTER (WHERE year(ordered_at) = 2018)) * 100.0"
            " / count(*) FILTER (WHERE year(ordered_at) = 2018) FROM orders",
        ),
        (
            "revenue by store in 2019",
            "could you please do the same for 2018?",
            "SELECT location_name, sum(product_price) FROM order_items JOIN orders USING (order_id)"
            " JOIN locations USING (location_id) WHERE orders.ordered_at >= '2018-01-01'"
            " AND orders.ordered_at < '2019-01-01' GROUP BY 1",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    "question",
    [
        "how much is the beef one?",  # the doctor stew and the mel-bun
        "what's the beef thing called",
        "how many of the beef ones sold in 2019",
        "when am I on shift next week?",
        "can you check the rota for saturday",
        "how many staff do we need on a saturday morning",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("context", "question"),
    [
        ("which hour is busiest at chicago on sundays?", "so how many people should be on then?"),
        ("which day of the week is quietest at brooklyn", "how many baristas do we need that day"),
    ],
)
def test_follow_ups_asked_back(planner: Planner, context: str, question: str) -> None:
    assert isinstance(planner.plan(question, context=[context]), AskPlan), question
