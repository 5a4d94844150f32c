"""The offline analyst on readings added in round r36gm (a retired grandmother who co-owns the shop: the
till, the takings, bills, the lads, and guesses said after her question):

- the till's money is the takings, tax and all: "what did the till take", "how much went through the till",
  "which shop rang up the most on the till", "our best days for the till" (tillwords; they were read as
  revenue before tax, asked back, or as the stores opened per year);
- a bill is one order: "how many bills over $40", "the largest single bill"; "what did a guest spend on
  average, the whole bill with tax" is the average bill (tillwords; "bill" was an unknown word, and the
  spend was averaged over customers);
- "tax and everything in", "the tax and all" include the tax; tax "handed over to the government" is the tax
  paid; "the lads at Chicago" are the Chicago shop, and "the lads pulling their weight" are employees, which
  the data does not hold (asked back) (tillwords);
- a closing sentence guessing the answer of a "which" question ("My wife always swore it was December.")
  or saying how the figure feels ("It always seems like a fortune.") goes (guessnote; the guess was read as
  a filter);
- "which day, Monday to Sunday, ..." is a day of the week (weekstart);
- "since we started keeping the books", "all the years together" are all of the data, no row per year
  (formal); "all through November 2019" is in that month, not up to its end (formal);
- a word of address ("Now dear, ...", "..., love?") and a closing ", then" after "that" go (fondwords: "how
  many orders was that, then?" lost the earlier answer's month);
- a remark on a name said beside it (", silly name", ", the young ones call them") goes (nameremark:
  "name" was read as the customers' names); a "toasted sandwich" (even "sandwhich") is a jaffle (auswords);
- "new faces" are new customers (whose first order fell in the period), "familiar faces" and "people who
  came back again" the returning customers (folkwords).

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
_MAR19 = "ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'"
_STORE = "FROM orders o JOIN locations l ON l.location_id = o.location_id"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the till's money: the takings (order totals)
        ("what did the till take in March 2019?", f"SELECT sum(order_total) FROM orders WHERE {_MAR19}"),
        (
            "How much went through the till on Boxing Day 2019?",
            "SELECT sum(order_total) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-12-26'",
        ),
        (
            "what did the tills take at Philadelphia over 2018?",
            f"SELECT sum(o.order_total) {_STORE} WHERE l.location_name = 'Philadelphia' AND o.{_Y18}",
        ),
        (
            "which shop rang up the most on the till in 2019?",
            f"SELECT l.location_name {_STORE} WHERE o.{_Y19} GROUP BY 1"
            " ORDER BY sum(o.order_total) DESC LIMIT 1",
        ),
        # a bill: one order
        (
            "how many bills over $40 did Brooklyn have in 2019?",
            f"SELECT count(*) {_STORE} WHERE l.location_name = 'Brooklyn' AND o.{_Y19}"
            " AND o.order_total > 40",
        ),
        ("the largest single bill of 2018?", f"SELECT max(order_total) FROM orders WHERE {_Y18}"),
        (
            "How many bills under ten dollars were there in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND order_total < 10",
        ),
        (
            "What did a guest spend on average at Brooklyn in 2019, the whole bill with tax?",
            f"SELECT avg(o.order_total) {_STORE} WHERE l.location_name = 'Brooklyn' AND o.{_Y19}",
        ),
        # tax said the shopkeeper's way
        (
            "what were the sales on Christmas Eve 2019, tax and everything in?",
            "SELECT sum(order_total) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-12-24'",
        ),
        (
            "How much tax did we hand over to the government in 2019?",
            f"SELECT sum(tax_paid) FROM orders WHERE {_Y19}",
        ),
        (
            "how much tax have we given to the taxman in 2018?",
            f"SELECT sum(tax_paid) FROM orders WHERE {_Y18}",
        ),
        # the lads at a shop: the shop
        (
            "what did the lads over at the Chicago shop take in 2019, tax in?",
            f"SELECT sum(o.order_total) {_STORE} WHERE l.location_name = 'Chicago' AND o.{_Y19}",
        ),
        # a guess, or a feeling, after the question
        (
            "Which month of 2019 had the most orders? My wife always swore it was December.",
            f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Which day of the week brought in the most revenue in 2019? I'd have guessed Saturday.",
            f"SELECT dayname(ordered_at) FROM order_items WHERE {_Y19} GROUP BY 1"
            " ORDER BY sum(product_price) DESC LIMIT 1",
        ),
        (
            "How much tax did we pay in 2019? It always seems like a fortune.",
            f"SELECT sum(tax_paid) FROM orders WHERE {_Y19}",
        ),
        # a day, Monday to Sunday: a day of the week
        (
            "Which day, Monday to Sunday, had the most orders in 2019?",
            f"SELECT dayname(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # all the data; all through a month
        (
            "Which shop has had the most orders since we started keeping the books, all the years together?",
            f"SELECT l.location_name {_STORE} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "How many orders after 6pm, all through November 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-11-01' AND ordered_at < '2019-12-01'"
            " AND hour(ordered_at) >= 18",
        ),
        # a remark on a name beside it
        (
            "How many cups of the chai - the chai and mighty, funny name - did we sell in 2019?",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            f" WHERE p.product_name = 'chai and mighty' AND i.{_Y19}",
        ),
        (
            "How many toasted sandwhiches - jaffles, as the kids call them - went out in 2018?",
            f"SELECT count(*) FROM order_items WHERE is_food_item AND {_Y18}",
        ),
        # words of address
        (
            "Now dear, how many orders did Brooklyn take in 2019?",
            f"SELECT count(*) {_STORE} WHERE l.location_name = 'Brooklyn' AND o.{_Y19}",
        ),
        ("how many customers have we got, pet?", "SELECT count(*) FROM customers"),
        # faces and folk
        (
            "how many new faces did we get in 2018?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2018-01-01'"
            " AND first_ordered_at < '2019-01-01'",
        ),
        (
            "How many fresh faces did we win over 2019?",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        (
            "how many familiar faces have we got?",
            "SELECT count(*) FROM customers WHERE customer_type = 'returning'",
        ),
        (
            "how many regulars do we have, I mean people who came back again?",
            "SELECT count(*) FROM customers WHERE customer_type = 'returning'",
        ),
    ],
)
def test_r36gm_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r36gm_best_days_for_the_till(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """'Our best days for the till' ranks the days by their takings, best first."""
    check(
        planner,
        con,
        "Our five best days for the till in 2019, and what each took, best first",
        f"SELECT CAST(ordered_at AS DATE), sum(order_total) FROM orders WHERE {_Y19} GROUP BY 1"
        " ORDER BY 2 DESC LIMIT 5",
        ordered=True,
    )


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "what did the till take in March 2019?",
            "and in April?",
            "SELECT sum(order_total) FROM orders WHERE ordered_at >= '2019-04-01'"
            " AND ordered_at < '2019-05-01'",
        ),
        (
            "Which month of 2019 had the most orders?",
            "How many orders was that, then?",
            "SELECT count(*) FROM orders WHERE date_trunc('month', ordered_at) = (SELECT date_trunc('month',"
            f" ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "Now dear, what did the till take on Christmas Eve 2018?",
            "And Boxing Day that same year, love?",
            "SELECT sum(order_total) FROM orders WHERE CAST(ordered_at AS DATE) = '2018-12-26'",
        ),
        (
            "How many bills over $40 in 2019?",
            "and in 2018?",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND order_total > 40",
        ),
    ],
)
def test_r36gm_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "Are the lads pulling their weight these days?",
        "were the boys at the counter pulling their weight in 2019?",
    ],
)
def test_r36gm_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        # near misses that keep their reading
        ("What were the till takings on Boxing Day 2019?", "What were the takings on Boxing Day 2019?"),
        ("which stores were open all through 2019?", "which stores were open for all of 2019?"),
        ("the average bill in 2019", "the average order total in 2019"),
        ("orders from 11 till 2 in 2019", "orders from 11am to 2pm in 2019"),
    ],
)
def test_r36gm_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)
