"""The offline analyst on readings added in round r32ux (a UX researcher's questions about people coming back,
their visits and what they put in one order, said the way interview notes say them):

- "came back at least one more time", "have since come back at least once", "came back again", "returned
  for a second order" are being a repeat (returning) customer; "the people who did return" are the
  returning customers; "people who have been in more than once overall" too;
- "of everyone who has ever ordered, what fraction ..." is the fraction of customers;
- "the people who first came in during 2019" ("first visited us in", "first shopped with us in") were
  acquired in 2019;
- "ordered at some point in 2019", "at any point during 2020" is ordered in that period;
- "their most recent visit", "their latest order", "their latest one" is their last order;
- "which hour seems to draw the most people in" is the hour with the most orders (the hedge "seems to" /
  "tends to" is left out; people drawn in are visits, counted as orders);
- "which hour do people most often place their first-ever order" is the hour with the most first orders;
- "people's first orders" are the customers' first orders (they were grouped by customer);
- "which two products most often end up / turn up together in one order", "product pairings", "the three
  product pairs people buy together most often, most common first" are the product pairs bought together
  (the top three);
- "which basket size, in number of items, do we see most often" is the most common number of items per order;
- "which drink do people most often (usually) choose alongside a flame impala" is the drink most often
  bought with it (it was ranked by customer); "what about alongside the krautback?" asks it of the
  krautback;
- "of the people whose first visit was in ..." are the customers; "came back and ordered again in 2019" is
  ordered again in 2019;
- "orders that were purely drinks, with nothing to eat" are the drink-only orders; "only ever ordered the
  once" is only ever ordered once;
- why people do what they do ("what makes people stop coming back", "is that because they liked it") is
  asked back: the records hold what was ordered, not the reasons.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_REPEAT_SHARE = "SELECT AVG(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0.0 END) FROM customers"
_ONCE_SHARE = "SELECT AVG(CASE WHEN customer_type = 'new' THEN 1.0 ELSE 0.0 END) FROM customers"
_C19 = "first_ordered_at >= '2019-01-01' AND first_ordered_at < '2020-01-01'"
_C18 = "first_ordered_at >= '2018-01-01' AND first_ordered_at < '2019-01-01'"
_O19 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_SPAN = "CAST(last_ordered_at AS DATE) - CAST(first_ordered_at AS DATE)"
_FIRST = "JOIN customers c ON c.customer_id = o.customer_id AND o.ordered_at = c.first_ordered_at"
_PAIRS = (
    "WITH op AS (SELECT DISTINCT i.order_id, p.product_name FROM order_items i JOIN products p"
    " ON p.product_id = i.product_id) SELECT a.product_name, b.product_name, COUNT(*) AS n FROM op a"
    " JOIN op b ON a.order_id = b.order_id AND a.product_name < b.product_name GROUP BY 1, 2"
    " ORDER BY n DESC, 1, 2 LIMIT {n}"
)
_WITH = (
    "WITH n AS (SELECT DISTINCT i.order_id FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE p.product_name = '{p}') SELECT p.product_name FROM order_items i JOIN products p"
    " ON p.product_id = i.product_id JOIN n ON n.order_id = i.order_id WHERE p.product_type = 'beverage'"
    " GROUP BY 1 ORDER BY COUNT(DISTINCT i.order_id) DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # coming back
        ("What share of our customers came back at least one more time?", _REPEAT_SHARE, False),
        ("What proportion of our guests have since come back at least once?", _REPEAT_SHARE, False),
        ("Of everyone who has ever bought from us, what fraction came back again?", _REPEAT_SHARE, False),
        (
            "Out of all the people who ever ordered, what percentage returned for a second order?",
            _REPEAT_SHARE,
            False,
        ),
        (
            "How many customers have come back at least once?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'returning'",
            False,
        ),
        ("What share of our customers only ever ordered the once?", _ONCE_SHARE, False),
        # who did return; been in more than once
        (
            "For the people who did return, what is the average order total?",
            "SELECT AVG(o.order_total) FROM orders o JOIN customers c USING (customer_id)"
            " WHERE c.customer_type = 'returning'",
            False,
        ),
        (
            "What share of 2019 orders were placed by people who have been in more than once overall?",
            "SELECT AVG(CASE WHEN c.customer_type = 'returning' THEN 1.0 ELSE 0.0 END) FROM orders o"
            f" JOIN customers c USING (customer_id) WHERE {_O19}",
            False,
        ),
        (
            "How many orders in 2019 came from guests who have visited more than once?",
            f"SELECT COUNT(*) FROM orders o JOIN customers c USING (customer_id) WHERE {_O19}"
            " AND c.customer_type = 'returning'",
            False,
        ),
        # first came in during
        (
            "Of the customers who first came in during 2019, how many came back at least once?",
            f"SELECT COUNT(*) FROM customers WHERE {_C19} AND customer_type = 'returning'",
            False,
        ),
        ("How many people first visited us in 2018?", f"SELECT COUNT(*) FROM customers WHERE {_C18}", False),
        (
            "How many guests first shopped with us during 2019?",
            f"SELECT COUNT(*) FROM customers WHERE {_C19}",
            False,
        ),
        # at some point in
        (
            "How many customers ordered at some point in 2019?",
            f"SELECT COUNT(DISTINCT customer_id) FROM orders o WHERE {_O19}",
            False,
        ),
        (
            "Of the customers acquired in 2018, how many ordered again at any point during 2019?",
            "SELECT COUNT(DISTINCT o.customer_id) FROM orders o JOIN customers c USING (customer_id)"
            f" WHERE c.{_C18} AND {_O19}",
            False,
        ),
        # most recent visit, latest order
        (
            "For returning customers, on average how many days are there between their first and their most"
            " recent visit?",
            f"SELECT AVG({_SPAN}) FROM customers WHERE customer_type = 'returning'",
            False,
        ),
        (
            "What is the median number of days from a customer's first order to their latest one?",
            f"SELECT MEDIAN({_SPAN}) FROM customers",
            False,
        ),
        (
            "How many customers made their most recent visit in December 2019?",
            "SELECT COUNT(*) FROM customers WHERE last_ordered_at >= '2019-12-01'",
            False,
        ),
        (
            "How many customers had their latest order in November 2019?",
            "SELECT COUNT(*) FROM customers WHERE last_ordered_at >= '2019-11-01'"
            " AND last_ordered_at < '2019-12-01'",
            False,
        ),
        # hedged rankings; drawing people in
        (
            "On Sundays, which hour tends to draw the most customers in?",
            "SELECT hour(ordered_at) FROM orders WHERE dayname(ordered_at) = 'Sunday' GROUP BY 1"
            " ORDER BY COUNT(*) DESC LIMIT 1",
            False,
        ),
        (
            "Which weekday seems to bring the most people in?",
            "SELECT dayname(ordered_at) FROM orders GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
            False,
        ),
        (
            "In 2019, which month drew the fewest guests in?",
            f"SELECT date_trunc('month', o.ordered_at) FROM orders o WHERE {_O19} GROUP BY 1"
            " ORDER BY COUNT(*) LIMIT 1",
            False,
        ),
        # most often place their first order
        (
            "Which hour of the day do customers most often place their first order?",
            "SELECT hour(first_ordered_at) FROM customers GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
            False,
        ),
        (
            "On which weekday do people most often make their first-ever purchase?",
            "SELECT dayname(first_ordered_at) FROM customers GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
            False,
        ),
        # people's first orders
        (
            "What share of people's first orders included a drink?",
            f"SELECT AVG(CASE WHEN o.is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders o {_FIRST}",
            False,
        ),
        (
            "What was the average order total of people's very first orders in 2019?",
            f"SELECT AVG(o.order_total) FROM orders o {_FIRST} WHERE {_O19}",
            False,
        ),
        # pairs
        ("Which two products most often turn up together in one order?", _PAIRS.format(n=1), False),
        ("Which 2 products end up in the same order most often?", _PAIRS.format(n=1), False),
        ("List the four most common product pairings, most frequent first.", _PAIRS.format(n=4), True),
        ("What are the two product pairings customers buy together most often?", _PAIRS.format(n=2), False),
        (
            "Show the 3 product pairs that people order together most often, most common first.",
            _PAIRS.format(n=3),
            True,
        ),
        # basket size seen most often
        (
            "Which basket size, in number of items, do you see most often?",
            "SELECT n FROM (SELECT order_id, COUNT(*) AS n FROM order_items GROUP BY 1) AS t GROUP BY n"
            " ORDER BY COUNT(*) DESC LIMIT 1",
            False,
        ),
        # chosen alongside
        (
            "Which drink do customers usually pick alongside a flame impala?",
            _WITH.format(p="flame impala"),
            False,
        ),
        (
            "Which drink do people most often choose alongside the krautback?",
            _WITH.format(p="the krautback"),
            False,
        ),
        # of the people ...; came back and ordered again
        (
            "Of the people whose first visit was in March 2018, how many ordered again in 2019?",
            "SELECT COUNT(DISTINCT o.customer_id) FROM orders o JOIN customers c USING (customer_id)"
            f" WHERE c.first_ordered_at >= '2018-03-01' AND c.first_ordered_at < '2018-04-01' AND {_O19}",
            False,
        ),
        (
            "Among the people who ordered in 2018, how many came back and ordered again in 2019?",
            "SELECT COUNT(*) FROM (SELECT customer_id FROM orders WHERE year(ordered_at) = 2018 INTERSECT"
            " SELECT customer_id FROM orders WHERE year(ordered_at) = 2019) AS t",
            False,
        ),
        # one kind only
        (
            "How many orders were purely food, with nothing to drink?",
            "SELECT COUNT(*) FROM orders WHERE NOT is_drink_order",
            False,
        ),
        (
            "In 2019, how many orders were just drinks with nothing to eat?",
            f"SELECT COUNT(*) FROM orders o WHERE NOT o.is_food_order AND {_O19}",
            False,
        ),
    ],
)
def test_reads(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    "question",
    [
        "What makes people stop coming back to us?",
        "Why do customers stop ordering after their first visit?",
        "What drives guests to come back, would you say?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Which drink do people most often choose alongside a flame impala?",
            "what about alongside the krautback?",
            _WITH.format(p="the krautback"),
        ),
        (
            "Which drink is most often bought together with a vanilla ice?",
            "And how about next to a flame impala?",
            _WITH.format(p="flame impala"),
        ),
    ],
)
def test_other_companion(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("context", "question"),
    [
        ("How many customers came back at least once?", "Is that because they liked the food?"),
        (
            "Which hour on Saturdays has the most orders?",
            "Was that because of the weekend crowd?",
        ),
    ],
)
def test_reasons_asked_back(planner: Planner, context: str, question: str) -> None:
    assert isinstance(planner.plan(question, context=[context]), AskPlan), question
