"""The offline analyst on words it does not know, left out in round r32lo when they only frame the question:

- a zero is a fill value ("show 0 for days without any"), left out; so is a number inside parentheses that
  gloss what was said before them ("between 8am and 10am (hours 8 and 9)", "Q4 2019 (the final quarter,
  roughly 3 months)"); a number outside parentheses, or one beside a word that could change the answer
  inside them ("(without the 2 kiosks)"), is still asked about;
- a part of a hyphenated word ("Half-year check-in") and a plural as typed are placed in the question like
  any other word (they were asked about as corrections the speller made);
- after "in", "for" and the other words that introduce a filter, the asker's own thing ("in my memoir"),
  a span said before ("in that stretch") and the head of a span's "of" phrase ("in the course of 2018") are
  left out, and so is an adjective by its ending before a word the planner knew ("For a quiet, wistful
  chapter"); "for the exclusive venues", "at the famous bakery", "for this franchisee", "for that
  franchisee" and "by the region of each store" are still asked about, as are words of a place ("from the
  train station") and nouns of figures the data lacks ("franchise-owned").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, UnknownPlan
from tests.planner_checks import check, same_answer

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "What was the average number of items per order for orders placed between 8am and 10am"
            " (hours 8 and 9) in 2019?",
            "SELECT avg(n) FROM (SELECT count(*) AS n FROM order_items i JOIN orders o USING (order_id)"
            " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
            " AND hour(o.ordered_at) IN (8, 9) GROUP BY o.order_id)",
        ),
        (
            "Q4 2019 revenue (the final quarter, roughly 3 months)",
            "SELECT sum(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-10-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "For a chapter in my memoir I need the weekday with the most orders in 2019.",
            f"SELECT dayname(ordered_at), count(*) AS n FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY n DESC LIMIT 1",
        ),
        (
            "My memoir covers the summer of 2019, June to August."
            " How many orders were there in that stretch?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-09-01'",
        ),
        (
            "For a quiet, wistful chapter I need the month of 2019 with the fewest orders.",
            f"SELECT date_trunc('month', ordered_at) AS m, count(*) AS n FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY n LIMIT 1",
        ),
        (
            "daily orders at Chicago in May 2019, show 0 for days without any",
            "SELECT d.day, count(o.order_id) FROM (SELECT unnest(generate_series(DATE '2019-05-01',"
            " DATE '2019-05-31', INTERVAL 1 DAY)) AS day) d LEFT JOIN (SELECT o.* FROM orders o"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Chicago') o"
            " ON date_trunc('day', o.ordered_at) = d.day GROUP BY 1",
        ),
        (
            "How many orders did we take in the course of 2018?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
    ],
)
def test_left_out(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("Half-year check-in: revenue in 2019 by store", "revenue in 2019 by store"),
        ("Mid-cycle review: how many orders did Chicago take in 2019?", "orders in Chicago in 2019"),
    ],
)
def test_same_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "revenue in 2019 for this franchisee",
        "revenue in 2019 for that franchisee",
        "revenue by the region of each store in 2019",
        "How many orders came in from the train station in 2019?",
        "revenue in 2019 for the franchise-owned shops",
        "orders in 2019 (without the 2 kiosks)",
        "revenue in 2019 for the exclusive venues",
        "How many orders did we take in 2019 at the famous bakery?",
        "Treat 150 orders a day as our floor. How many days in 2019 fell below it?",
    ],
)
def test_still_asked(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan) or (isinstance(plan, UnknownPlan) and plan.choices), (question, plan)
