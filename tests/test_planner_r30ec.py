"""The offline analyst on round r30ec: an event caterer's questions (sizing and pricing parties from the
shops' records).

- What the answer is for, said after the question ("Planning to host a launch in the quiet season.", "I'll
  avoid booking big pickups on days like those.", "That's the closest thing to a group order you have.",
  "All the data, please.") changes nothing in the figure; its words were read as filters or breakdowns, or
  not understood, and the question was asked back or answered wrongly.
- Advice for the asker's own event ("how many sandwiches should I get for my party?") is asked back with
  figures that could inform it, as is a comparison with the local market ("a competitive rate around here").
- "Orders of $30 or more (tax included)" in a ranking of stores counts those orders (it summed their totals).
- "The drinks on offer" are the drinks on the menu; "the busiest dates" are the busiest days.
- A day said with its name after it ("Dec 24th 2019 (Christmas Eve)") or described and then said ("the last
  Saturday of 2019, i.e. 28 December") is that day (the day was lost).
- "How many jaffles and how many drinks", "revenue from food versus from drinks, one figure for each": one
  figure for each part (both parts were one filter, nothing).
- "The item count of an order" on average is the items per order; "the most drinks anybody has crammed into
  a single order" is the largest count of them in one order; "Count distinct orders." ranks by orders.
- A follow-up about "that day" after the busiest day of the week is that weekday; ", same year?" is the
  earlier question's period.
- A caterer's quote ("group of 12, one mel-bun per head: the total at menu price?", "one of each drink on
  the menu", "20 tangaroos from the Chicago store with sales tax") is a menu bill: menu prices times the
  counts (the party's size times one per head), with the store's tax when said; "how much more does A cost
  than B", "add the average jaffle menu price to the average drink menu price" are arithmetic on menu prices
  (they were read as supply costs over the sales, or not understood).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_ORDERS_2019 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_BUSIEST_WEEKDAY = "(SELECT dayname(ordered_at) FROM orders GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1)"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Which month of 2019 had the fewest orders?"
            " Thinking of running a tasting menu in the slow season.",
            f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_ORDERS_2019}"
            " GROUP BY 1 ORDER BY COUNT(*) LIMIT 1",
        ),
        (
            "What share of the 2019 items sold were drinks?"
            " Helps us plan the coffee-to-sandwich mix for events.",
            f"SELECT AVG(CASE WHEN is_drink_item THEN 1.0 ELSE 0 END) FROM order_items WHERE {_ORDERS_2019}",
        ),
        (
            "How many orders ever had exactly 4 items?"
            " That's the nearest thing to a party-size basket in your data.",
            "SELECT COUNT(*) FROM (SELECT order_id FROM order_items GROUP BY 1 HAVING COUNT(*) = 4)",
        ),
        (
            "Which month of 2018 had the most orders?"
            " I'll steer our tasting events away from months like that.",
            "SELECT date_trunc('month', ordered_at) FROM orders WHERE ordered_at < '2019-01-01'"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
    ],
)
def test_purpose_said_after_goes(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str):
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("How much coffee should we order in for the gala?", ()),
        ("What's the ideal drinks selection for a wedding reception?", ()),
        ("whats the right amount of coffee for our conference?", ()),
        (
            "Is that a competitive price for office catering in this area?",
            ("What's the average menu price of a jaffle?",),
        ),
    ],
)
def test_event_advice_asked_back(planner: Planner, question: str, context: tuple[str, ...]):
    plan = planner.plan(question, context=list(context))
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Which 3 stores took the most orders of $30 or more (incl. tax) in 2019?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE o.{_ORDERS_2019} AND o.order_total >= 30 GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
        ),
        (
            "Which two shops had the fewest orders of $25 or more (tax included) during 2018?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE o.ordered_at < '2019-01-01' AND o.order_total >= 25 GROUP BY 1 ORDER BY 2 LIMIT 2",
        ),
        (
            "What's the mean menu price of the jaffles on offer?",
            "SELECT AVG(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "Average menu price of the drinks currently on offer?",
            "SELECT AVG(product_price) FROM products WHERE product_type = 'beverage'",
        ),
    ],
)
def test_tax_bar_and_menu_words(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str):
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "Which 3 dates of 2019 brought in the most revenue, biggest first?",
        "What were the top 3 dates of 2019 by revenue?",
    ],
)
def test_busiest_dates_are_days(planner: Planner, con: duckdb.DuckDBPyConnection, question: str):
    check(
        planner,
        con,
        question,
        f"SELECT CAST(ordered_at AS DATE), SUM(product_price) FROM order_items WHERE {_ORDERS_2019}"
        " GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
        ordered=True,
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Dec 24th 2019 (Christmas Eve): how many orders came in?",
            "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-24'",
        ),
        (
            "How much revenue did we take on 31 December 2018 (New Year's Eve)?",
            "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2018-12-31'",
        ),
        (
            "Revenue on the last Saturday of 2019, i.e. 28 December?",
            "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-12-28'",
        ),
    ],
)
def test_day_said_twice(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str):
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "On 1 July 2019 how many jaffles and how many drinks were sold?",
            "SELECT COUNT(*) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-07-01'"
            " GROUP BY is_food_item",
        ),
        (
            "2019 revenue from food versus from drinks, one figure for each.",
            f"SELECT SUM(product_price) FROM order_items WHERE {_ORDERS_2019} GROUP BY is_food_item",
        ),
        (
            "How many jaffles and how many drinks were sold at Brooklyn in 2018?",
            "SELECT COUNT(*) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'"
            " AND i.ordered_at < '2019-01-01' GROUP BY i.is_food_item",
        ),
    ],
)
def test_one_figure_per_part(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str):
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "On average, what's the item count of an order in 2019?",
            f"SELECT (SELECT COUNT(*) FROM order_items WHERE {_ORDERS_2019}) * 1.0"
            f" / (SELECT COUNT(*) FROM orders WHERE {_ORDERS_2019})",
        ),
        (
            "What's the typical line count of an order at Philadelphia?",
            "SELECT AVG(n) FROM (SELECT o.order_id, COUNT(*) AS n FROM orders o"
            " JOIN order_items i USING (order_id) JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' GROUP BY 1)",
        ),
        (
            "Most drinks anybody has crammed into a single order?",
            "SELECT MAX(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items"
            " WHERE is_drink_item GROUP BY 1)",
        ),
        (
            "What's the highest count of jaffles on one order in 2019?",
            "SELECT MAX(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items"
            f" WHERE is_food_item AND {_ORDERS_2019} GROUP BY 1)",
        ),
        (
            "Which drink most often lands in the same order as a mel-bun? Count distinct orders.",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.is_drink_item AND i.order_id IN (SELECT order_id FROM order_items"
            " JOIN products USING (product_id) WHERE product_name = 'mel-bun')"
            " GROUP BY 1 ORDER BY COUNT(DISTINCT i.order_id) DESC LIMIT 1",
        ),
    ],
)
def test_order_sizes(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str):
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Which day of the week had the most orders overall?",
            "How many orders has that day had in total?",
            f"SELECT COUNT(*) FROM orders WHERE dayname(ordered_at) = {_BUSIEST_WEEKDAY}",
        ),
        (
            "Which day of the week is busiest for orders?",
            "And how much revenue has that day brought in?",
            f"SELECT SUM(product_price) FROM order_items WHERE dayname(ordered_at) = {_BUSIEST_WEEKDAY}",
        ),
        (
            "Which jaffle sold the most units in 2019?",
            "And the top drink, same year?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            f" WHERE i.{_ORDERS_2019} AND p.is_drink_item GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
    ],
)
def test_follow_ups(planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str):
    check(planner, con, question, gold, context=[context])


def _price(name: str) -> str:
    return f"(SELECT product_price FROM products WHERE product_name = '{name}')"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Group of 12, one mel-bun per head. What's the total at menu price?",
            f"SELECT 12 * {_price('mel-bun')}",
        ),
        (
            "For a 30-person lunch, one doctor stew and one tangaroo each: what's the total at menu prices?",
            f"SELECT 30 * ({_price('doctor stew')} + {_price('tangaroo')})",
        ),
        (
            "Price per head if every guest gets a flame impala plus a vanilla ice, before tax?",
            f"SELECT {_price('flame impala')} + {_price('vanilla ice')}",
        ),
        (
            "If I order 20 tangaroos from the Chicago store, what's the bill with sales tax?",
            f"SELECT ROUND(20 * {_price('tangaroo')} * (1 + tax_rate), 2) FROM locations"
            " WHERE location_name = 'Chicago'",
        ),
        (
            "A client wants one of each drink on the menu. What does that come to?",
            "SELECT SUM(product_price) FROM products WHERE product_type = 'beverage'",
        ),
    ],
)
def test_caterer_quote_is_a_menu_bill(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
):
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How much more does the mel-bun cost than the adele-ade on the menu?",
            f"SELECT {_price('mel-bun')} - {_price('adele-ade')}",
        ),
        (
            "How much cheaper is a vanilla ice than a doctor stew?",
            f"SELECT {_price('doctor stew')} - {_price('vanilla ice')}",
        ),
        (
            "Add the average jaffle menu price to the average drink menu price.",
            "SELECT (SELECT AVG(product_price) FROM products WHERE product_type = 'jaffle')"
            " + (SELECT AVG(product_price) FROM products WHERE product_type = 'beverage')",
        ),
        (
            "Team lunch for 15, everyone gets one jaffle and one drink: add the average jaffle menu price to"
            " the average drink menu price. What's that per person?",
            "SELECT (SELECT AVG(product_price) FROM products WHERE product_type = 'jaffle')"
            " + (SELECT AVG(product_price) FROM products WHERE product_type = 'beverage')",
        ),
        (
            "What's the sum of the mean drink menu price and the mean jaffle menu price?",
            "SELECT (SELECT AVG(product_price) FROM products WHERE product_type = 'jaffle')"
            " + (SELECT AVG(product_price) FROM products WHERE product_type = 'beverage')",
        ),
    ],
)
def test_menu_price_arithmetic(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str):
    check(planner, con, question, gold)
