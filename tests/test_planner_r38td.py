"""The offline analyst on readings added in round r38td (a long-haul truck driver's questions: stops, the
outfit, the haul, tabs and grub):

- "stop(s)" said as a place ("the Chicago stop", "every stop", "rank the stops", "which stop") are stores;
  the verb ("customers who stop by") is left; a "stop-in" is an order;
- "the whole outfit", "across the outfit", "anywhere in the outfit", "outfit-wide" are all stores; "days
  when the outfit did fewer than N orders" are the days with fewer than N orders;
- what the outfit "hauled in before tax", the "pre-tax take", "pre-tax dollars" are the revenue; the "sales
  tax they took in" is the tax paid;
- a "tab" is an order total ("average tab, tax counted", "biggest tab", "tabs that came in below five
  bucks"); "grub" is food; "folks" and "regulars" are customers; the "menu board" is the menu, a "thing" on
  it a product; "got poured" is sold;
- a clock time said with its part of the day ("11 in the morning", "1:59 in the afternoon"), a window from
  its first hour to the last minute of another ("11am till 1:59pm"), a rush named before its times
  ("lunch rush, ..."), and "8pm and later" (clocktext, truckwords);
- a holiday glossed by its date in a sentence ("Labor Day 2019 was September 2.") is that date
  (holidaygloss);
- "at least a pair of" is at least two; "just the number one" after a ranking is the top one; "among orders
  with a drink, how many drinks per order on average" is the average among them (everydaywords);
- "per-order gross profit", its gloss ("pre-tax sales less supply cost, divided by orders") going, is the
  gross profit per order (it was the year's whole gross profit);
- a driver's own road (miles between stops, diesel, weigh stations, hours of service) is asked back
  (truckwords).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_OI19 = "oi.ordered_at >= '2019-01-01' AND oi.ordered_at < '2020-01-01'"
_AT = "FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = '{p}'"
_ITEMS_AT = (
    "FROM order_items oi JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
    " WHERE l.location_name = '{p}'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How much did the whole outfit haul in before tax in 2019?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}",
        ),
        (
            "What did the entire outfit haul in before tax during 2018?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y18}",
        ),
        (
            "pre-tax take at the Brooklyn stop in 2019?",
            "SELECT sum(oi.product_price) " + _ITEMS_AT.format(p="Brooklyn") + f" AND {_OI19}",
        ),
        (
            "Orders at the Philadelphia stop in 2019?",
            "SELECT count(*) " + _AT.format(p="Philadelphia") + f" AND o.{_Y19}",
        ),
        (
            "which stop rang up the most orders in 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            f" WHERE o.{_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Rank the stops by sales tax they collected in 2019, biggest first, with the amounts.",
            "SELECT l.location_name, sum(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE o.{_Y19} GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "Average tab, tax counted, on Saturdays in 2019, every stop together.",
            f"SELECT avg(order_total) FROM orders WHERE {_Y19} AND dayname(ordered_at) = 'Saturday'",
        ),
        (
            "Biggest tab at the Philadelphia stop in 2018, tax counted in.",
            "SELECT max(o.order_total) " + _AT.format(p="Philadelphia") + f" AND o.{_Y18}",
        ),
        (
            "How many 2019 tabs came in under ten bucks, tax included, all stops?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND order_total < 10",
        ),
        (
            "Grub against drinks at the Brooklyn stop in 2019, pre-tax dollars, a number for each.",
            "SELECT p.product_type, sum(oi.product_price) "
            + _ITEMS_AT.format(p="Brooklyn").replace(
                "JOIN locations", "JOIN products p ON p.product_id = oi.product_id JOIN locations"
            )
            + f" AND {_OI19} GROUP BY 1",
        ),
        (
            "How many different folks bought anything anywhere in the outfit during 2018?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y18}",
        ),
        (
            "Regulars whose last stop-in fell during the month of November 2019: how many?",
            "SELECT count(*) FROM customers WHERE last_ordered_at >= '2019-11-01'"
            " AND last_ordered_at < '2019-12-01'",
        ),
        (
            "Priciest thing on the menu board?",
            "SELECT product_name FROM products ORDER BY product_price DESC LIMIT 1",
        ),
        (
            "How many vanilla ices got poured at the Brooklyn stop in 2019?",
            "SELECT count(*) "
            + _ITEMS_AT.format(p="Brooklyn").replace(
                "JOIN locations", "JOIN products p ON p.product_id = oi.product_id JOIN locations"
            )
            + f" AND p.product_name = 'vanilla ice' AND {_OI19}",
        ),
        (
            "Count the days in 2019 when the outfit did fewer than 100 orders.",
            f"SELECT count(*) FROM (SELECT CAST(ordered_at AS DATE) d FROM orders WHERE {_Y19}"
            " GROUP BY 1 HAVING count(*) < 100)",
        ),
        (
            "Night haul at the Brooklyn stop: orders 9pm and later during 2019.",
            "SELECT count(*) " + _AT.format(p="Brooklyn") + f" AND o.{_Y19} AND hour(o.ordered_at) >= 21",
        ),
        (
            "Breakfast rush, 7 in the morning till 9:59 in the morning: what slice of 2019 orders fell in"
            " it?",
            f"SELECT avg(CASE WHEN hour(ordered_at) BETWEEN 7 AND 9 THEN 1.0 ELSE 0.0 END) FROM orders"
            f" WHERE {_Y19}",
        ),
        (
            "What share of 2019 orders came in from 11am till 1:59pm?",
            f"SELECT avg(CASE WHEN hour(ordered_at) BETWEEN 11 AND 13 THEN 1.0 ELSE 0.0 END) FROM orders"
            f" WHERE {_Y19}",
        ),
        (
            "Labor Day 2019 was September 2. Pre-tax take across the outfit that day?",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-09-02'",
        ),
        (
            "Per-order gross profit in 2019, outfit-wide: pre-tax sales less supply cost, divided by orders.",
            f"SELECT (sum(product_price) - sum(supply_cost)) / count(DISTINCT order_id) FROM order_items"
            f" WHERE {_Y19}",
        ),
        (
            "In 2019, how many orders had at least a pair of drinks in them?",
            f"SELECT count(*) FROM (SELECT order_id FROM order_items WHERE is_drink_item AND {_Y19}"
            " GROUP BY order_id HAVING count(*) >= 2)",
        ),
        (
            "among 2018 orders with a beverage, how many drinks an order on average?",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items"
            f" WHERE is_drink_item AND {_Y18}",
        ),
    ],
)
def test_r38td_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "How many orders did the Brooklyn stop ring up in 2019?",
            "What about Philadelphia?",
            "SELECT count(*) " + _AT.format(p="Philadelphia") + f" AND o.{_Y19}",
        ),
        (
            "Which stop is the busiest on a Friday during 2019, going by orders?",
            "How many Friday orders did it have?",
            "SELECT count(*) "
            + _AT.format(p="Brooklyn")
            + f" AND o.{_Y19} AND dayname(o.ordered_at) = 'Friday'",
        ),
        (
            "Top 5 days of 2019 by orders, with the counts.",
            "Only the number one.",
            f"SELECT CAST(ordered_at AS DATE) d, count(*) FROM orders WHERE {_Y19}"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
        ),
    ],
)
def test_r38td_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "How many miles is it from the Brooklyn stop to the Philadelphia stop?",
        "Where's the cheapest diesel near the Chicago stop?",
        "Is there truck parking at the Brooklyn stop?",
        "Any weigh stations between the Philadelphia stop and Brooklyn?",
        "How far is the Brooklyn stop from the Philadelphia one?",
    ],
)
def test_r38td_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many customers placed orders in 2019?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y19}",
        ),
        (
            "what share of 2019 orders were placed between 7am and 10am?",
            f"SELECT avg(CASE WHEN hour(ordered_at) BETWEEN 7 AND 9 THEN 1.0 ELSE 0.0 END) FROM orders"
            f" WHERE {_Y19}",
        ),
        (
            "orders at 8pm or later in 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) >= 20",
        ),
        (
            "Thanksgiving 2019 (28 Nov): orders?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-11-28'",
        ),
    ],
)
def test_r38td_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r38td_stop_as_verb_left() -> None:
    """ "stop" said as a verb is no store: the question is left as said."""
    from askdata_app.agent.offline.truckwords import truck_words

    for said in ("Did customers stop by more in 2019?", "Why did they stop ordering?", "stop"):
        assert truck_words(said) == said


def test_r38td_tab_alone_left() -> None:
    """A tab with no driver's word beside it is left to the readings that know it (no truckwords rewrite)."""
    from askdata_app.agent.offline.truckwords import truck_words

    assert truck_words("average tab in 2019") == "average tab in 2019"
