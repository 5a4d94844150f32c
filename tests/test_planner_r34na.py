"""The offline analyst on readings added in round r34na (a hotel night auditor closing the books, and a
nervous first-week intern):

- a night as the trading day ("the night's takings", "which night of November had the most orders",
  "nightly revenue", "on how many nights did ...", "the last night of 2019", "the final night of the data",
  "24/12/2019 (night of)"): a day (the words were not understood); a night as a part of the day ("8 at night",
  "Friday night") is left as said;
- a number in words bigger than a hundred after a comparison ("more than one hundred and fifty orders"):
  one number (it was read as 1 and 150);
- a till's verb ("how many tickets did Brooklyn ring", "nights the chain rang 150+ tickets", "orders rung
  through"): had (the verb was not understood); "takings over every store" are the stores together (it was
  a row per store);
- days said by their ordinal before one month ("the 30th vs the 31st of December 2019", "the 24th versus
  the 26th of Dec"): each day with the month ("30th" was not understood); a holiday with its day of the month
  beside it ("Christmas Eve, the 24th, in 2019", "Boxing Day (the 26th) 2019"): the holiday's day;
- a word corrected as typed ("products, sorry, I mean orders", "by store, sorry, I mean by product",
  "in 2018 - oops, I meant in 2019 -"): the correction in the slip's place (both were read); the speaker's
  time in the job ("I'm new this week", "I just started last month") is left out (it was read as a period);
- a reassurance on the shape ("Any order is fine.", "whatever order is fine", "just the names is fine") and
  a closing "Just the names." after a list: left out (its words were not understood, or "supply names" was
  read as a measure of its own).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_NOV19 = "ordered_at >= '2019-11-01' AND ordered_at < '2019-12-01'"
_DAY = "CAST(ordered_at AS DATE)"
_BY_STORE = (
    "SELECT l.location_name, {fig} FROM orders o JOIN locations l USING (location_id) WHERE {cond} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a night as the trading day
        (
            "which night of November 2019 had the most orders?",
            f"SELECT {_DAY} d FROM orders WHERE {_NOV19} GROUP BY d ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "nightly order totals for the last 5 nights of the data, oldest night first",
            f"SELECT {_DAY} d, sum(order_total) FROM orders WHERE ordered_at >= '2019-12-27' GROUP BY d",
        ),
        (
            "avg nightly order total over November 2019?",
            f"SELECT sum(order_total) / 30 FROM orders WHERE {_NOV19}",
        ),
        (
            "on how many nights in 2019 did we take more than 150 orders?",
            f"SELECT count(*) FROM (SELECT {_DAY} FROM orders WHERE {_Y19} GROUP BY 1 HAVING count(*) > 150)",
        ),
        (
            "how many different customers ordered on the last night of 2019?",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-12-31'",
        ),
        (
            "order total per store for the final night of the data, biggest first",
            _BY_STORE.format(fig="sum(o.order_total)", cond="o.ordered_at >= '2019-12-31'"),
        ),
        (
            "supply cost of everything sold on 24/12/2019 (night of)?",
            "SELECT sum(order_cost) FROM orders"
            " WHERE ordered_at >= '2019-12-24' AND ordered_at < '2019-12-25'",
        ),
        (
            "Which night of 2019 had the fewest orders?",
            f"SELECT {_DAY} d FROM orders WHERE {_Y19} GROUP BY d ORDER BY count(*) LIMIT 1",
        ),
        (
            "how many orders came in from 8 at night onward in 2019?",
            f"SELECT count(*) FROM orders WHERE hour(ordered_at) >= 20 AND {_Y19}",
        ),
        # a bigger number in words after a comparison
        (
            "how many days in 2019 had more than one hundred and fifty orders?",
            f"SELECT count(*) FROM (SELECT {_DAY} FROM orders WHERE {_Y19} GROUP BY 1 HAVING count(*) > 150)",
        ),
        (
            "customers with at least two hundred dollars of lifetime spend, how many?",
            "SELECT count(*) FROM customers WHERE lifetime_spend >= 200",
        ),
        (
            "number of days in 2019 with fewer than one hundred and twenty orders",
            f"SELECT count(*) FROM (SELECT {_DAY} FROM orders WHERE {_Y19} GROUP BY 1 HAVING count(*) < 120)",
        ),
        # a till's verb
        (
            "how many tickets did Brooklyn ring in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y19}",
        ),
        (
            "on how many days of 2019 did the chain ring more than 150 tickets?",
            f"SELECT count(*) FROM (SELECT {_DAY} FROM orders WHERE {_Y19} GROUP BY 1 HAVING count(*) > 150)",
        ),
        (
            "Which night in November 2019 had the most tickets rung?",
            f"SELECT {_DAY} d FROM orders WHERE {_NOV19} GROUP BY d ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "tickets rang at Chicago in 2019",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Chicago' AND o.{_Y19}",
        ),
        (
            "how many tickets did Philadelphia ring on the last night of 2019?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' AND o.ordered_at >= '2019-12-31'",
        ),
        (
            "What was the order total over every store on 31 Dec 2019?",
            "SELECT sum(order_total) FROM orders WHERE ordered_at >= '2019-12-31'",
        ),
        (
            "revenue across every shop in November 2019",
            f"SELECT sum(product_price) FROM order_items WHERE {_NOV19}",
        ),
        # days said by their ordinal, the month said once; a holiday with its day of the month beside it
        (
            "orders: the 30th vs the 31st of December 2019, a row each",
            f"SELECT {_DAY} d, count(*) FROM orders WHERE ordered_at >= '2019-12-30' GROUP BY d",
        ),
        (
            "revenue on the 24th versus the 26th of Dec 2019",
            f"SELECT {_DAY} d, sum(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-12-24' AND ordered_at < '2019-12-27'"
            " AND ordered_at NOT BETWEEN '2019-12-25' AND '2019-12-25 23:59:59' GROUP BY d",
        ),
        (
            "how many orders did we get on Christmas Eve, the 24th, in 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-12-24' AND ordered_at < '2019-12-25'",
        ),
        (
            "order total on Boxing Day (the 26th) 2019",
            "SELECT sum(order_total) FROM orders"
            " WHERE ordered_at >= '2019-12-26' AND ordered_at < '2019-12-27'",
        ),
        # a word corrected as typed, the speaker's time in the job
        (
            "how many products, sorry, I mean orders, did we get in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19}",
        ),
        (
            "revenue by store, sorry, I mean by product, for 2019",
            "SELECT p.product_name, sum(i.product_price) FROM order_items i"
            f" JOIN products p USING (product_id) WHERE i.{_Y19} GROUP BY 1",
        ),
        (
            "number of orders in 2018 - oops, I meant in 2019 - at each store",
            _BY_STORE.format(fig="count(*)", cond=f"o.{_Y19}"),
        ),
        (
            "Hi, I'm new this week - how many orders did we have in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19}",
        ),
        (
            "I just started last month, so: what was total revenue in 2019?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}",
        ),
        (
            "It's my first week here. How many customers do we have?",
            "SELECT count(*) FROM customers",
        ),
        # a reassurance on the shape
        (
            "Could you list the stores with their opening dates? Any order is fine.",
            "SELECT location_name, opened_at FROM locations",
        ),
        (
            "order totals per store for 2019 please, whatever order is fine",
            _BY_STORE.format(fig="sum(o.order_total)", cond=f"o.{_Y19}"),
        ),
        (
            "list the supplies in the flame impala. Just the names is fine.",
            "SELECT s.supply_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'flame impala'",
        ),
        (
            "what's in the flame impala? Just the supply names is fine.",
            "SELECT s.supply_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'flame impala'",
        ),
        (
            "which supplies are in the flame impala? Just the names.",
            "SELECT s.supply_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'flame impala'",
        ),
    ],
)
def test_r34na_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which night of November 2019 had the most orders?",
            "how many tickets did that night ring?",
            f"SELECT count(*) FROM orders WHERE {_DAY} = (SELECT {_DAY} d FROM orders WHERE {_NOV19}"
            " GROUP BY d ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "which day of November 2019 had the most orders?",
            "and how many tickets did it ring that day?",
            f"SELECT count(*) FROM orders WHERE {_DAY} = (SELECT {_DAY} d FROM orders WHERE {_NOV19}"
            " GROUP BY d ORDER BY count(*) DESC LIMIT 1)",
        ),
    ],
)
def test_r34na_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])
