"""The offline analyst on readings added in round r36dt (a detective's questions: sightings, timestamps,
the first and last orders and customers, a night's hours, who paid how and who was at the till):

- an amount "and up" or "plus" said in dollars or bucks ("orders of 30 bucks and up", "forty dollars plus")
  is that amount or more (reword: only "$30 and up" was; "30 bucks and up" was dropped, a silent wrong
  answer, and "forty dollars and up" asked about '40');
- "weekends of 2019", "Saturdays and Sundays of 2019" are the weekend days of that year (clock: "of" after
  a kind of day was read as a holiday's weekend, "the weekend of July 4th", so the days were dropped, a
  silent wrong answer, or asked about);
- a detective's words (detectivewords): "time stamp" is a timestamp, "precise" exact, "the timestamp on the
  last order" is the timestamp of it; "on file", "on record", "in the whole file" go; "what time was the
  last order of <a day> placed" is when; "the first order - where was it placed and at what time?" is where
  and when it was placed; "in order of the clock" is chronological order; "the earliest clock time any order
  came in" is the earliest time of day of any order; "the first three customers ever to walk in" are the
  three oldest customers (by first order), "the last three customers to walk in for the first time" the
  three newest;
- a customer's record, "number of orders in all and total spent" (or "how many orders and what they spent"),
  is their lifetime orders and lifetime spend, on one row (recordlookup: only the spend was shown, the count
  dropped, a silent wrong answer); a year or a store said keeps them to those orders (left to the others);
- how an order was paid (cash or card, a stolen or a debit card) and who was at the register or the
  till are not in the data: asked back (beyond).

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
_LAST_SEEN = (
    "SELECT l.location_name, o.ordered_at FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " ORDER BY o.ordered_at {way} LIMIT 1"
)
_EARLIEST_CUSTOMERS = (
    "SELECT customer_name, first_ordered_at FROM customers ORDER BY first_ordered_at {way} LIMIT {n}"
)
_NIGHT_HOURS = (
    "SELECT hour(ordered_at), count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '{day}'"
    " AND hour(ordered_at) >= 18 GROUP BY 1 ORDER BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # an amount in dollars or bucks "and up", "plus": that amount or more
        (
            "How many orders of 30 bucks and up were placed in 2019?",
            f"SELECT count(*) FROM orders WHERE order_total >= 30 AND {_Y19}",
        ),
        (
            "number of orders worth twenty dollars plus on Black Friday 2019",
            "SELECT count(*) FROM orders WHERE order_total >= 20"
            " AND CAST(ordered_at AS DATE) = DATE '2019-11-29'",
        ),
        (
            "count the orders of 25 dollars and up at Chicago in 2019",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE l.location_name = 'Chicago' AND o.order_total >= 25 AND o.{_Y19}",
        ),
        # weekends of a year
        (
            "average order total on weekends of 2019",
            f"SELECT avg(order_total) FROM orders WHERE isodow(ordered_at) >= 6 AND {_Y19}",
        ),
        (
            "how many orders did Brooklyn take on Saturdays and Sundays of 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE l.location_name = 'Brooklyn' AND isodow(o.ordered_at) >= 6 AND o.{_Y19}",
        ),
        (
            "orders on weekdays of 2019",
            f"SELECT count(*) FROM orders WHERE isodow(ordered_at) <= 5 AND {_Y19}",
        ),
        # time stamps, precise, on file
        ("What's the precise time stamp on the most recent order?", "SELECT max(ordered_at) FROM orders"),
        ("the time stamp of the earliest order on record", "SELECT min(ordered_at) FROM orders"),
        (
            "exact timestamp on the latest order in the whole file, please",
            "SELECT max(ordered_at) FROM orders",
        ),
        (
            "What time was the last order on Christmas Eve 2019 placed?",
            "SELECT max(ordered_at) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-24'",
        ),
        (
            "what time was the first order of 14 February 2019 rung up, to the second?",
            "SELECT min(ordered_at) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-02-14'",
        ),
        # the first or last order: where and when
        (
            "The latest order in the files - where was it placed and at what time?",
            _LAST_SEEN.format(way="DESC"),
        ),
        ("the very first order on file: when and where?", _LAST_SEEN.format(way="ASC")),
        ("earliest order - what time was it placed and where?", _LAST_SEEN.format(way="ASC")),
        # in order of the clock
        (
            "hourly order counts on 14 Feb 2019 from 6pm, in clock order",
            _NIGHT_HOURS.format(day="2019-02-14"),
        ),
        (
            "order counts hour by hour on the 3rd of March 2019 from 6pm on, in order of the clock",
            _NIGHT_HOURS.format(day="2019-03-03"),
        ),
        # a customer's record: their count of orders and their spend, over their whole history
        (
            "Customer 1200's file: number of orders in all and total spent, tax included",
            "SELECT count_lifetime_orders, lifetime_spend FROM customers WHERE customer_id = 1200",
        ),
        (
            "customer 88: how many orders and what they spent before tax",
            "SELECT count_lifetime_orders, lifetime_spend_pretax FROM customers WHERE customer_id = 88",
        ),
        (
            "customer 88's order count and lifetime spend",
            "SELECT count_lifetime_orders, lifetime_spend FROM customers WHERE customer_id = 88",
        ),
        # the earliest or latest clock time of any order
        ("the earliest clock time any order came in", "SELECT min(CAST(ordered_at AS TIME)) FROM orders"),
        (
            "latest clock time of any order, across all days on record",
            "SELECT max(CAST(ordered_at AS TIME)) FROM orders",
        ),
    ],
)
def test_r36dt_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "the first two customers ever to walk in, with the time of their first order",
            _EARLIEST_CUSTOMERS.format(way="ASC", n=2),
        ),
        (
            "the first 4 customers to order - names, earliest first",
            _EARLIEST_CUSTOMERS.format(way="ASC", n=4),
        ),
        (
            "the last three customers to walk in for the first time, newest first",
            _EARLIEST_CUSTOMERS.format(way="DESC", n=3),
        ),
    ],
)
def test_r36dt_first_customers(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    "question",
    [
        "Which orders were paid by credit card in 2019?",
        "Did customer 5 pay in cash or by card?",
        "how many cash payments did Brooklyn take?",
        "how many 2019 orders were paid with a debit card?",
        "Who was on the till at Philadelphia on 3 March 2019?",
        "who was working the counter at Chicago that night?",
        "orders with gift cards",
    ],
)
def test_r36dt_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
