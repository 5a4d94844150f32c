"""The offline analyst on readings added in round r37sm (a sommelier's questions: vintages, cellars, the list,
glasses, pours, pairings and flights):

- "the 2019 vintage" is the year 2019, "per vintage" per year, "across every vintage" all the years, and a
  slip ("vintge") is read the same (cellarwords);
- "cellar(s)" are stores ("the Chicago cellar", "per cellar", "all cellars", "cellr"); a cellar "opening
  its doors" opened (cellarwords: "cellar" was corrected to "clear");
- "on the list" is on the menu, "the item on the list" the product, "tasting notes"
  and "its notes" the description (cellarwords);
- "glasses" are units, drinks "poured" or glasses that "went out" were sold, "the whole house" is all the
  stores, "cost the house" is cost (cellarwords);
- lead-ins naming the idea ("The house pour, so to speak:", "Flights, as it were:", "Pairings in 2019:")
  go, keeping their period; orders that "paired a jaffle with a beverage" had both (cellarwords);
- beverages counted in an order ("orders with three or more beverages") are the drinks in it, as "drinks"
  were (flagnouns' count reading had only the flag's own word), and "beverage-only" orders are drink-only
  ones (drinkbound: orders with neither kind were counted);
- a wine house's question the records cannot settle is asked back: corkage, a wine by its grape or region
  (the menu sells none), a palate, a blend "we talked about" with nothing talked about before (palate,
  cellarwords);
- "the two drinks most often found with X" keeps its two (keywords: it took the first ten); "from the
  busiest store down" is an order (keywords); "14 Feb 2020, Valentine's - ..." is that day, its name said
  after it going (namedday: the year of the name was asked); "and twelve months earlier?" is a year earlier
  (shifts); "31 December 2019, the last night of that year" is that day (namedday: two days were read);
  "A proportion between 0 and 1." only says how to show the answer (answerform); "the winter of Dec 2019
  to Feb 2020" is those months (seasongloss: the year of the winter was asked).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_STORE_DRINKS = (
    "SELECT l.location_name, count(*) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
    " JOIN locations l ON l.location_id = o.location_id WHERE oi.is_drink_item AND year(oi.ordered_at) = {y}"
    " GROUP BY 1 ORDER BY 2 DESC"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # vintages are years
        (
            "What did we earn before tax in the 2018 vintage?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y18}",
        ),
        (
            "Orders per vintage, please.",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1",
        ),
        (
            "Which jaffle sold the most units across every vintage?",
            "SELECT p.product_name FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        ("How many orders in the 2019 vintge?", f"SELECT count(*) FROM orders WHERE {_Y19}"),
        # cellars are stores
        (
            "Which cellar poured the most drinks in the 2019 vintage?",
            _STORE_DRINKS.format(y=2019) + " LIMIT 1",
        ),
        (
            "Revenue at the Chicago cellar in 2019, pre-tax",
            "SELECT sum(oi.product_price) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(oi.ordered_at) = 2019",
        ),
        (
            "Order count at the Brooklyn cellr for 2018?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y18}",
        ),
        (
            "Which cellars opened their doors in 2019?",
            "SELECT location_name FROM locations WHERE year(opened_at) = 2019",
        ),
        # the list, the tasting notes
        ("How many drinks are on the list?", "SELECT count(*) FROM products WHERE product_type = 'beverage'"),
        (
            "The tasting notes for the adele-ade, please.",
            "SELECT product_description FROM products WHERE product_name = 'adele-ade'",
        ),
        (
            "Which items on the list mention beef in their notes?",
            "SELECT product_name FROM products WHERE product_description ILIKE '%beef%'",
        ),
        # glasses and pours
        (
            "How many glasses of vanilla ice were poured in 2019?",
            "SELECT count(*) FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
            f" WHERE p.product_name = 'vanilla ice' AND oi.{_Y19}",
        ),
        (
            "Which day of the week pours the most drinks, across all vintages?",
            "SELECT dayname(ordered_at) FROM order_items WHERE is_drink_item GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Order totals with tax on 1 March 2019, the whole house?",
            "SELECT sum(order_total) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-03-01'",
        ),
        # lead-ins, pairings and flights
        (
            "The house pour, as it were: which drink sold the most units in 2018?",
            "SELECT p.product_name FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
            f" WHERE p.product_type = 'beverage' AND oi.{_Y18} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Pairings for 2018: how many orders paired a jaffle with a beverage?",
            f"SELECT count(*) FROM orders WHERE is_food_order AND is_drink_order AND {_Y18}",
        ),
        (
            "Flights, so to speak: how many 2019 orders had two or more beverages?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE is_drink_item"
            f" AND {_Y19} GROUP BY 1 HAVING count(*) >= 2)",
        ),
        # a number before "<things> most often", an order "from the busiest down", a day then its name
        (
            "The two drinks most often found in the same order as a doctor stew.",
            "SELECT p.product_name, count(DISTINCT oi.order_id) FROM order_items oi JOIN products p"
            " ON p.product_id = oi.product_id WHERE p.product_type = 'beverage' AND oi.order_id IN"
            " (SELECT oi2.order_id FROM order_items oi2 JOIN products p2 ON p2.product_id = oi2.product_id"
            " WHERE p2.product_name = 'doctor stew') GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "Drink units per cellar in 2019, from the busiest cellar down.",
            _STORE_DRINKS.format(y=2019),
        ),
        (
            "25 December 2018, Christmas - how many orders came in?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-12-25'",
        ),
        (
            "Revenue with tax on 31 December 2018, the last night of that year, the whole house?",
            "SELECT sum(order_total) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-12-31'",
        ),
        (
            "What share of 2019 orders had no jaffle in them? A fraction between 0 and 1.",
            f"SELECT avg(CASE WHEN NOT is_food_order THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y19}",
        ),
        (
            "Orders in the winter of Dec 2018 to Feb 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-12-01' AND ordered_at < '2019-03-01'",
        ),
        (
            "How many 2019 orders were beverage-only?",
            f"SELECT count(*) FROM orders WHERE NOT is_food_order AND {_Y19}",
        ),
    ],
)
def test_r37sm_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("Beverage units per cellar for the 2019 vintage", "Drink items sold per store in 2019"),
        (
            "Mean order total at the San Francisco cellar, 2019 vintage",
            "Mean order total at San Francisco in 2019",
        ),
    ],
)
def test_r37sm_same_answers(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which beverage sold the most units in the 2018 vintage?",
            "and the 2019 vintage?",
            "SELECT p.product_name FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
            f" WHERE p.product_type = 'beverage' AND oi.{_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Beverage units at the Brooklyn cellar in 2019?",
            "And the Philadelphia cellar?",
            "SELECT count(*) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE oi.is_drink_item AND l.location_name = 'Philadelphia' AND year(oi.ordered_at) = 2019",
        ),
        (
            "14 Feb 2019, Valentine's: how many orders were there?",
            "and twelve months earlier?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-02-14'",
        ),
    ],
)
def test_r37sm_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "How much corkage did the Chicago cellar take in 2019?",
        "Which cellar has the best palate?",
        "How many glasses of Merlot did we pour in 2019?",
        "Show me the numbers on the house blend we discussed.",
    ],
)
def test_r37sm_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # near misses that keep their answer
        (
            "How many supplies have clear in the name?",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE supply_name ILIKE '%clear%'",
        ),
        ("revenue per year", "SELECT year(ordered_at), sum(product_price) FROM order_items GROUP BY 1"),
        (
            "which store sold the most drinks in 2019?",
            _STORE_DRINKS.format(y=2019) + " LIMIT 1",
        ),
    ],
)
def test_r37sm_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
