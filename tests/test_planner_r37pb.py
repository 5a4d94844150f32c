"""The offline analyst on readings added in round r37pb (a casino pit boss's words, casinowords.py):

- "hand(s)" are orders ("hands dealt", "a 2019 hand", "hands of 2019", "per pit, how many hands"); "pit(s)"
  are stores ("the Philadelphia pit", "every pit");
- "the floor", "the house" are the whole chain ("across the whole floor", "players hit the floor" ordered,
  "the house's take" the takings); "the house's cut" is the gross profit;
- "the take" (and "the 2019 take", "take with tax") is the takings, tax in; "pre-tax take" is the revenue;
- "stake(s)" are order totals ("average stake per hand", "the largest single hand ever dealt - the stake",
  "the punter behind the largest stake ever" is the customer who placed that order);
- "players", "punters", "gamblers", "high rollers" are customers; "dropped more than $500 over their lifetime"
  is a lifetime spend over $500 (it was read as the tax paid); "sat down for just one hand" ordered only once;
- "the odds that a 2019 hand included a drink" is the share of orders with one;
- "first hand dealt in March 2019, the exact time?" is the time of the first order then;
- "how many hands has that player got on the books?" after the top customer is their lifetime orders (it
  was the ranking of every customer by orders);
- a holiday glossed by its date ("Black Friday, that's Nov 29 of 2019") is that day (namedday: it was asked
  which year);
- "forget the shifts, new bet" starts a new topic (the shifts were asked back as staff);
- a casino's own figures the records cannot hold (counting cards, comps, the hold, flagged whales) are asked
  back.

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
_STORE = "FROM orders o JOIN locations l ON l.location_id = o.location_id"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many hands were dealt across the whole floor in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19}",
        ),
        ("What was the house's take in 2018, tax in?", f"SELECT sum(order_total) FROM orders WHERE {_Y18}"),
        (
            "Average stake per hand at the Philadelphia pit in 2019?",
            f"SELECT avg(o.order_total) {_STORE} WHERE l.location_name = 'Philadelphia' AND o.{_Y19}",
        ),
        (
            "How many players hit the floor in March 2019?",
            "SELECT count(DISTINCT customer_id) FROM orders"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "How many high rollers have dropped more than $500 over their lifetime?",
            "SELECT count(*) FROM customers WHERE lifetime_spend > 500",
        ),
        (
            "Who's the punter behind the largest stake ever?",
            "SELECT c.customer_name FROM orders o JOIN customers c ON c.customer_id = o.customer_id"
            " ORDER BY o.order_total DESC LIMIT 1",
        ),
        ("The largest single hand ever dealt - the stake?", "SELECT max(order_total) FROM orders"),
        (
            "What are the odds that a 2019 hand included a drink?",
            f"SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y19}",
        ),
        (
            "How many gamblers sat down for just one hand?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 1",
        ),
        (
            "Pre-tax take for the first quarter of 2019?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-01-01'"
            " AND ordered_at < '2019-04-01'",
        ),
        (
            "The house's cut in 2018",
            f"SELECT sum(product_price) - sum(supply_cost) FROM order_items WHERE {_Y18}",
        ),
        (
            "First hand dealt in March 2019, the exact time?",
            "SELECT min(ordered_at) FROM orders"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "Per pit, how many hands in 2018?",
            f"SELECT l.location_name, count(*) {_STORE} WHERE o.{_Y18} GROUP BY 1",
        ),
    ],
)
def test_r37pb_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r37pb_ranked_pits(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Rank every pit by its 2019 take, fattest first",
        f"SELECT l.location_name, sum(o.order_total) AS t {_STORE} WHERE o.{_Y19} GROUP BY 1 ORDER BY t DESC",
        ordered=True,
    )


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        (
            "How many 2019 hands had a stake of thirty bucks or more?",
            "orders in 2019 with an order total of $30 or more",
        ),
        ("Rank the pits by hands in 2018", "Rank the stores by orders in 2018"),
        (
            "Which pit had the biggest average stake in 2019?",
            "Which store had the highest average order total in 2019?",
        ),
    ],
)
def test_r37pb_same_answer(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


def test_r37pb_new_bet(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Forget the shifts, new bet: how many stores do we have?",
        "SELECT count(*) FROM locations",
        context=["Night shift and swing shift staffing in 2019?"],
    )


def test_r37pb_on_the_books(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "How many hands has that player got on the books?",
        "SELECT count_lifetime_orders FROM customers ORDER BY lifetime_spend DESC LIMIT 1",
        context=["Who's our top high roller by lifetime spend?"],
    )


def test_r37pb_holiday_glossed(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Revenue on Black Friday, that's Nov 29 of 2019?",
        "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-11-29'",
    )


@pytest.mark.parametrize(
    "question",
    [
        "Has anyone been counting cards at the Chicago pit?",
        "How many comps did we hand out in 2019?",
        "What's the hold on the roulette wheel?",
        "Which whales did we flag last week?",
    ],
)
def test_r37pb_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Which store took the most orders in 2019?",
            f"SELECT l.location_name {_STORE} WHERE o.{_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        ("What did we take in during 2018?", f"SELECT sum(product_price) FROM order_items WHERE {_Y18}"),
        ("How many orders were placed in 2019?", f"SELECT count(*) FROM orders WHERE {_Y19}"),
    ],
)
def test_r37pb_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
