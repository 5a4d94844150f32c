"""The offline analyst on readings added in round r28c (a sports commentator's words, and a few plain
wordings that were answered wrong):

- a season is a calendar year; the standings from the top of the table to the bottom rank every store; the
  foot of the table is the bottom; a gold medallist first is the highest first; the MVP of a division is its
  top seller; to clear 150 orders is to have more than 150; game day is the busiest day; the biggest chunk
  of revenue is the most revenue;
- a commentator's label before the question goes ("Final whistle of the 2019 season:", "Who finished 2019
  strongest?"), the year or store it names kept when the question does not name its own;
- "3 to 9 March 2019" is a range of days (the 3 was a word not understood);
- "after 7pm, meaning 7pm onwards" is from 7pm on; "English day name." only says how to show the answer (a
  customer's name was added);
- the GOAT, team morale, our rivals and the odds of a later result are asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_STORE_ORDERS = (
    "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 {order}"
)
_STORE_REVENUE = (
    "SELECT l.location_name FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN locations l"
    " ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019 GROUP BY 1"
    " ORDER BY sum(i.product_price) {order} LIMIT 1"
)
_TOP_JAFFLE = (
    "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE"
    " p.product_type = 'jaffle' AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
)
_BUSY_DAYS = (
    "SELECT count(*) FROM (SELECT CAST(ordered_at AS DATE) FROM orders WHERE year(ordered_at) = 2019"
    " GROUP BY 1 HAVING count(*) > 150) t"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        (
            "How many orders did we take in the 2019 season?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019",
            False,
        ),
        (
            "Give me the complete 2019 standings on orders: every store, from the top of the table to the"
            " bottom, with its count.",
            _STORE_ORDERS.format(order="DESC"),
            True,
        ),
        (
            "Which store sat at the foot of the table on 2019 revenue?",
            _STORE_REVENUE.format(order="ASC"),
            False,
        ),
        (
            "Podium for 2019! The two stores with the most orders that year, gold medallist first.",
            _STORE_ORDERS.format(order="DESC LIMIT 2"),
            True,
        ),
        (
            "Season preview for Brooklyn: how much revenue did it bring in during 2019?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN"
            " locations l ON l.location_id = o.location_id WHERE l.location_name = 'Brooklyn' AND"
            " year(i.ordered_at) = 2019",
            False,
        ),
        (
            "Final whistle of the 2019 season: how many orders were placed on 30 December 2019?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-30'",
            False,
        ),
        (
            "Who finished 2019 strongest? Which store had the most revenue in December 2019?",
            _STORE_REVENUE.format(order="DESC").replace(
                "year(i.ordered_at) = 2019", "i.ordered_at >= DATE '2019-12-01'"
            ),
            False,
        ),
        ("In the jaffle division, who was the MVP of 2019 by units sold?", _TOP_JAFFLE, False),
        ("How many days in 2019 saw the chain clear 150 orders?", _BUSY_DAYS, False),
        (
            "Which weekday is match day, the one with the most orders in 2019?",
            "SELECT dayname(ordered_at) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "Which product brought in the biggest chunk of revenue in 2019?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE"
            " year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY sum(i.product_price) DESC LIMIT 1",
            False,
        ),
    ],
)
def test_commentators_words(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How much revenue did we make from 3 to 9 March 2019?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= DATE '2019-03-03'"
            " AND ordered_at < DATE '2019-03-10'",
        ),
        (
            "Orders between 10 and 16 June 2019, please: how many?",
            "SELECT count(*) FROM orders WHERE ordered_at >= DATE '2019-06-10'"
            " AND ordered_at < DATE '2019-06-17'",
        ),
        (
            "How many 2019 orders came in after 7pm, meaning 7pm onwards?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND hour(ordered_at) >= 19",
        ),
        (
            "Which weekday had the fewest orders in 2019? English day name.",
            "SELECT dayname(ordered_at) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) LIMIT 1",
        ),
    ],
)
def test_plain_wordings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "Who's the GOAT?",
        "How is team morale at Brooklyn?",
        "How do our numbers stack up against our rivals?",
        "What are the chances Brooklyn tops the table in 2021?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)
