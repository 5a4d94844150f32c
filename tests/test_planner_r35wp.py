"""The offline analyst on readings added in round r35wp (a wedding planner's questions: menus at menu prices,
party sizes, budgets as order totals, venues for stores, dates and Saturdays):

- "a single each of all the drinks", "one of each jaffle" at menu prices is one of every product of that
  kind, priced at the menu (it was what such items cost to make, or the list of prices);
- an order's "budget" is its order total ("orders with a budget of $40 or more"), its "bill (with tax)" too,
  and "orders of three items" are orders with 3 items (the words were not known, "3" was asked about);
- a word in quotes defined after it ("the largest 'basket' ever, meaning the most items in a single order")
  is its definition (the quoted word was not known);
- a slip trailed off with dots and the word meant ("customers... I mean items...") is the word meant;
- the whole chain said by its venues ("across all six venues", "all the venues combined") is no breakdown
  (it was read as a breakdown by store);
- months in brackets after a season's name and before their year ("peak season (June to August) 2019") are
  those months of that year (the year was lost);
- "sold (units)" is sold; "each year you have" is each year; "what % were food and what % drinks" is the
  share of each; "the busiest Sunday of 2019 - which date was it?" is which date was that day; "on how many
  Fridays in 2019 did we have more than 150 orders" counts those days (it was asked back);
- a note after the question: the period the asker is "thinking of" scopes it, and a gloss ("sort of a
  per-head figure"), a maybe ("maybe we could get a discount"), the couple's wishes ("the bride wants
  somewhere modern") or a joke ending "lol" go;
- a follow-up's bound that no earlier amount can pass too ("and how many were under $10?" after "$40 or
  more") takes the earlier bound's place (both were kept, and nothing passed);
- a venue's charm ("the most charming") and holding a date "for us" are asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check, same_answer

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_SIZED = "(SELECT order_id FROM order_items GROUP BY order_id HAVING COUNT(*) = {n})"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # budgets, bills, orders of N items
        (
            "how many 2019 orders had a budget of $40 or more?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y19} AND order_total >= 40",
        ),
        (
            "how many orders in 2018 came with a budget under $10?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y18} AND order_total < 10",
        ),
        (
            "average bill (with tax) for orders of three items",
            f"SELECT AVG(order_total) FROM orders WHERE order_id IN {_SIZED.format(n=3)}",
        ),
        (
            "mean bill including tax for orders of 2 items in 2019",
            f"SELECT AVG(order_total) FROM orders WHERE {_Y19} AND order_id IN {_SIZED.format(n=2)}",
        ),
        # one of each of a kind at menu prices
        (
            "if the bride wanted a single each of all the drinks on the menu, what would that come to?",
            "SELECT SUM(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "suppose the groom wants one of each jaffle: what would that come to at menu prices?",
            "SELECT SUM(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        # a quoted word defined after it; a slip trailed off
        (
            "the largest 'basket' ever, meaning the most items in a single order - how many items?",
            "SELECT MAX(n) FROM (SELECT COUNT(*) n FROM order_items GROUP BY order_id)",
        ),
        (
            "average number of customers... I mean items... in an order at Brooklyn in 2019",
            "SELECT COUNT(*) * 1.0 / COUNT(DISTINCT oi.order_id) FROM order_items oi"
            " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND year(oi.ordered_at) = 2019",
        ),
        # the whole chain by its venues
        (
            "total revenue in 2019 across all six venues",
            f"SELECT SUM(product_price) FROM order_items WHERE {_Y19}",
        ),
        (
            "how many orders in May 2019, all the venues combined?",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-05-01' AND ordered_at < '2019-06-01'",
        ),
        (
            "items sold in March 2019 across all the shops together",
            "SELECT COUNT(*) FROM order_items WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        # a season's months in brackets before the year
        (
            "orders over peak season (June to August) 2019",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-09-01'",
        ),
        (
            "revenue during the summer months (Jun - Aug) 2018",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= '2018-06-01' AND ordered_at < '2018-09-01'",
        ),
        # (units), each year you have, two shares, which date was it
        (
            "jaffles sold (units) on Sundays in 2019",
            f"SELECT COUNT(*) FROM order_items WHERE is_food_item AND {_Y19}"
            " AND dayname(ordered_at) = 'Sunday'",
        ),
        (
            "December revenue for every year you have, oldest first",
            "SELECT year(ordered_at), SUM(product_price) FROM order_items"
            " WHERE month(ordered_at) = 12 GROUP BY 1",
        ),
        (
            "what % of the items sold in 2019 were food and what % drinks?",
            f"SELECT COUNT(*) * 1.0 / SUM(COUNT(*)) OVER () FROM order_items WHERE {_Y19}"
            " GROUP BY is_food_item",
        ),
        (
            "the busiest Sunday of 2019 - which date was it?",
            f"SELECT CAST(ordered_at AS DATE) d FROM orders WHERE {_Y19} AND dayname(ordered_at) = 'Sunday'"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "the quietest saturday in 2018: what date was that?",
            f"SELECT CAST(ordered_at AS DATE) d FROM orders WHERE {_Y18} AND dayname(ordered_at) = 'Saturday'"
            " GROUP BY 1 ORDER BY COUNT(*) LIMIT 1",
        ),
        (
            "on how many Fridays in 2019 did we have more than 150 orders?",
            f"SELECT COUNT(*) FROM (SELECT CAST(ordered_at AS DATE) d FROM orders WHERE {_Y19}"
            " AND dayname(ordered_at) = 'Friday' GROUP BY 1 HAVING COUNT(*) > 150)",
        ),
        (
            "how many Sundays in 2018 did Brooklyn take fewer than 20 orders",
            "SELECT COUNT(*) FROM (SELECT CAST(o.ordered_at AS DATE) d FROM orders o JOIN locations l"
            f" USING (location_id) WHERE l.location_name = 'Brooklyn' AND o.{_Y18}"
            " AND dayname(o.ordered_at) = 'Sunday' GROUP BY 1 HAVING COUNT(*) < 20)",
        ),
        # notes after the question
        (
            "Which weekday is busiest? thinking of 2019",
            f"SELECT dayname(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "how many drink-only orders in 2019? the coffee crowd lol",
            f"SELECT COUNT(*) FROM orders WHERE {_Y19} AND NOT is_food_order",
        ),
        (
            "Which store opened most recently? the bride wants somewhere modern",
            "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "What month is the quietest? maybe we could get a discount",
            "SELECT date_trunc('month', ordered_at) FROM orders GROUP BY 1 ORDER BY COUNT(*) LIMIT 1",
        ),
        (
            "average item price in 2019? sort of a per-head figure",
            f"SELECT AVG(product_price) FROM order_items WHERE {_Y19}",
        ),
    ],
)
def test_r35wp_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "how many 2019 orders had a budget of $40 or more?",
            "and how many were under $10?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y19} AND order_total < 10",
        ),
        (
            "How many orders in 2018 had an order total over $25?",
            "and under $5?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y18} AND order_total < 5",
        ),
        # a bound that overlaps the earlier one still narrows it
        (
            "How many orders in 2018 had an order total over $25?",
            "and under $50?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y18} AND order_total > 25 AND order_total < 50",
        ),
    ],
)
def test_r35wp_follow_up_bounds(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=(earlier,))


@pytest.mark.parametrize(
    "question",
    [
        "Which of the shops is the most charming?",
        "Could you hold 5 September 2021 at Brooklyn for us?",
        "which venue is the most romantic for a first dance?",
    ],
)
def test_r35wp_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        # near misses that keep their answer
        ("which drink sold the most in 2019? haha", "which drink sold the most in 2019?"),
        ("rank the stores by 2019 orders across all stores", "rank the stores by 2019 orders"),
        (
            "what was the average revenue across all the stores in 2019?",
            "what was the average revenue per store in 2019?",
        ),
        ("what's the busiest hour? thinking of Brooklyn", "what's the busiest hour at Brooklyn?"),
        ("which drink sold most in 2019? i'm planning a drinks table", "which drink sold most in 2019?"),
    ],
)
def test_r35wp_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


def test_r35wp_budget_without_amount_not_answered(planner: Planner) -> None:
    """A budget that is no order's ("our marketing budget") is still not read as the order total."""
    assert not isinstance(planner.plan("what is our marketing budget?"), SqlPlan)
