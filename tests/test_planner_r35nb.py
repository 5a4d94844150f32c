"""The offline analyst on readings added in round r35nb (a hotel night auditor's, an economics lecturer's, a
market stallholder's, a speedrunner's and a first-week intern's questions, what was left after a first
tuning of their set):

- a count of orders asked with what they came to, as two questions joined by "and" ("how many tickets did
  Brooklyn ring on 3 March 2019 and what did they total with tax?", "how many orders in 2019, and how much did
  they come to?"): the number of orders and the sum of their order totals (the revenue when said before tax)
  side by side; before, the second question was dropped, or the order total was read as a breakdown (a
  count per order total: a silent wrong answer);
- a closing note that the figures named come on one line or row, said with how many there are ("all three
  on one line", "both in one row", "all 3 on a single line"): the one row they always have (the number was
  not known, and asked back);
- an aside that only glosses a word just said ("the stores - locations, I think they're called -", "- sorry,
  units meaning individual items -", "new customers - I mean people with just one order ever -"): it goes,
  the word it glosses stays (its words were unknown, or read as a filter: a silent wrong answer);
- a note that the menu's price is meant ("what's a drink cost on average, going by the menu?", "the cheapest
  thing we sell? Sorry, by menu price.", "their prices - the menu prices, not what customers paid", "at menu
  prices"): the menu's listed prices (it asked back which measure, gave a row per price, or the average of
  the supplies' cost); "what's a mel-bun go for" is what a mel-bun goes for (it asked back which measure);
  "would it be okay to list ..." is a request to list (it asked back which measure);
- a follow-up that asks leave (", if that's okay?", ", if you don't mind") is the follow-up (it asked back
  which measure), and "the same pair for 2018" repeats the earlier figures ("pair" was respelled "paid").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_BK = "JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a count of orders and what they came to
        (
            "how many tickets did Brooklyn ring on 3 March 2019 and what did they total with tax?",
            f"SELECT COUNT(*), SUM(order_total) FROM orders {_BK}"
            " AND CAST(ordered_at AS DATE) = DATE '2019-03-03'",
        ),
        (
            "How many orders in 2019, and how much did they come to?",
            f"SELECT COUNT(*), SUM(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "how many orders did Chicago take in May 2019 and what did they add up to?",
            "SELECT COUNT(*), SUM(order_total) FROM orders JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND ordered_at >= '2019-05-01' AND ordered_at < '2019-06-01'",
        ),
        (
            "how many transactions in 2018 and what did they come to before tax?",
            "SELECT COUNT(*), SUM(order_total - tax_paid) FROM orders"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
        # all N on one line
        (
            "revenue, tax and order total for June 2019, all three on one line",
            "SELECT (SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '2019-06-01'"
            " AND ordered_at < '2019-07-01'), SUM(tax_paid), SUM(order_total) FROM orders"
            " WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-07-01'",
        ),
        (
            "revenue and tax for 2019 - both in one row please",
            f"SELECT SUM(order_total - tax_paid), SUM(tax_paid) FROM orders WHERE {_Y19}",
        ),
        (
            "revenue, tax and order total for Brooklyn in 2019, all 3 on a single line",
            "SELECT SUM(order_total - tax_paid), SUM(tax_paid), SUM(order_total)"
            f" FROM orders {_BK} AND {_Y19}",
        ),
        # an aside that glosses a word
        (
            "could you list the stores - locations, I think they're called - with their opening dates?",
            "SELECT location_name, opened_at FROM locations",
        ),
        (
            "which product sold the most units in 2019 - sorry, units meaning individual items - please?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            f" WHERE i.{_Y19} GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "how many new customers - I mean people with just one order ever - do we have?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'new'",
        ),
        (
            "how many returning customers (I mean the ones with more than one order) are there?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'returning'",
        ),
        (
            "what were the takings, the order totals I think they're called, for Chicago in 2019?",
            f"SELECT SUM(order_total) FROM orders JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Chicago' AND {_Y19}",
        ),
        # the menu's price, said in a note
        (
            "what's a drink cost on average, going by the menu?",
            "SELECT AVG(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "how much is a jaffle on average, going by menu prices?",
            "SELECT AVG(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "Hmm, what's the cheapest thing we sell? Sorry, by menu price.",
            "SELECT product_name FROM products ORDER BY product_price LIMIT 1",
        ),
        (
            "list the drinks and their prices - the menu prices, not what customers paid",
            "SELECT product_name, product_price FROM products WHERE product_type = 'beverage'",
        ),
        (
            "would it be okay to list the jaffles with their prices, at menu prices?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'",
        ),
        ("what's a mel-bun go for?", "SELECT product_price FROM products WHERE product_name = 'mel-bun'"),
    ],
)
def test_r35nb_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r35nb_came_to_followed(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """A follow-up of the count and what the orders came to keeps both figures."""
    earlier = ("how many orders did Brooklyn take in 2019 and what did they total?",)
    check(
        planner,
        con,
        "and for Chicago?",
        "SELECT COUNT(*), SUM(order_total) FROM orders JOIN locations l USING (location_id)"
        f" WHERE l.location_name = 'Chicago' AND {_Y19}",
        context=earlier,
    )


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        # a follow-up asking leave ("if that's okay?"), or counting the figures it repeats ("the same pair")
        (
            "how many orders did we have in 2018?",
            "Oh, and sorry, 2019 as well, if that's okay?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y19}",
        ),
        (
            "revenue at Brooklyn in 2019",
            "and Chicago, if you don't mind",
            f"SELECT SUM(order_total - tax_paid) FROM orders JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Chicago' AND {_Y19}",
        ),
        (
            "the mean order total and the median order total in 2019",
            "And the same pair for 2018?",
            "SELECT AVG(order_total), MEDIAN(order_total) FROM orders"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
    ],
)
def test_r35nb_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=(earlier,))


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # near misses that keep their answer
        ("how many orders in 2019?", f"SELECT COUNT(*) FROM orders WHERE {_Y19}"),
        (
            "number of orders and order total in 2019",
            f"SELECT COUNT(*), SUM(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "how many orders by customers, sorry, I mean by store, in 2019?",
            f"SELECT l.location_name, COUNT(*) FROM orders JOIN locations l USING (location_id) WHERE {_Y19}"
            " GROUP BY 1",
        ),
        ("revenue and tax for 2019, one row per store", None),
        (
            "revenue by product in 2019, by the menu",  # no price said: the note stays as said
            None,
        ),
        (
            "what was the average item price sold in 2019?",
            f"SELECT AVG(product_price) FROM order_items WHERE {_Y19}",
        ),
    ],
)
def test_r35nb_kept(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str | None
) -> None:
    if gold is None:
        assert isinstance(planner.plan(question), SqlPlan), question
        return
    check(planner, con, question, gold)
