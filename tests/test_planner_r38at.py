"""The offline analyst on readings added in round r38at (an air-traffic controller's questions: movements,
stations, pax, the tape and 24-hour local times):

- a movement is an order ("movements per station", "revenue per movement", "a movement with one item");
  "pax" and "passengers" are customers ("distinct pax through Brooklyn", "lifetime movements per pax"), a
  gloss saying so ("Pax are customers.") goes, and "pax on file" are the customers;
- a station is a store ("the station", "that station", "per station"; a gas or radio station is left);
- "the tape" is the data ("the last day on the tape", "the tape's first week");
- a station "commissioned" is opened ("which station was commissioned first", "commissioning date");
- a passenger's "first contact" is their first order;
- a 24-hour local time is a clock time ("0800 to 1059 local", "before 1100 local", "from 1900 local
  onward", "the 1300 hour"); a four-digit year is left ("from 2019 onward");
- "in hour sequence", "in date sequence" are in that order;
- a station "handled" traffic: it had the orders ("handled the lightest traffic": the fewest orders);
- movements "through December 2020" are those of December (a start said before it keeps "through": "from
  January 2019 through June 2019");
- "drink units per jaffle unit" is the drinks sold over the jaffles sold (soldper; fashionwords read it as
  drink items that are jaffles);
- "when was that station commissioned?" after a question picking one station asks its opening (winner);
- a callsign is a name, and the name on file for a customer number is that customer's name (recordlookup);
  a heading before the question ("Callsign check:", "Radio check:") goes;
- what a controller's world holds and the records do not (wind, visibility, runways, go-arounds, holding,
  squawks, sectors, flights, Zulu time) and the live state ("is traffic heavy right now?") are asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_AT = "FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = '{s}'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # movements are orders
        ("How many movements did the network log in 2019?", f"SELECT count(*) FROM orders WHERE {_Y19}"),
        (
            "total movements across all stations in March 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "Movements per station for 2018, one line per station.",
            "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y18} GROUP BY 1",
        ),
        (
            "average order total per movement at the Brooklyn station in 2019",
            "SELECT avg(o.order_total) " + _AT.format(s="Brooklyn") + f" AND o.{_Y19}",
        ),
        (
            "How many 2018 movements had exactly one item on them?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE "
            f"{_Y18} GROUP BY order_id HAVING count(*) = 1) t",
        ),
        # pax, passengers: customers
        (
            "Distinct pax through the Chicago station in 2019? Pax are customers.",
            "SELECT count(DISTINCT o.customer_id) " + _AT.format(s="Chicago") + f" AND o.{_Y19}",
        ),
        (
            "how many distinct passengers came through Brooklyn in 2018",
            "SELECT count(DISTINCT o.customer_id) " + _AT.format(s="Brooklyn") + f" AND o.{_Y18}",
        ),
        (
            "Pax on file with exactly two movements in their lifetime?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 2",
        ),
        (
            "average lifetime movements per pax, everyone on file",
            "SELECT avg(count_lifetime_orders) FROM customers",
        ),
        # first contact: the first order
        (
            "How many pax made first contact in the second half of 2019, July through December?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-07-01'"
            " AND first_ordered_at < '2020-01-01'",
        ),
        (
            "passengers whose first contact was in 2018: how many?",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        # the tape: the data
        (
            "Last day on the tape: movements logged across the network?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-12-31'",
        ),
        (
            "first day on the tape, how many movements?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2018-01-01'",
        ),
        # commissioned: opened
        (
            "Which station was commissioned last?",
            "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "Which station was commissioned first? Earliest commissioning date.",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
        ),
        # 24-hour local times
        (
            "Movements between 0800 and 1059 local on weekdays (Mon-Fri) in 2019, whole network.",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 8 AND 10"
            " AND dayofweek(ordered_at) BETWEEN 1 AND 5",
        ),
        (
            "share of 2018 movements logged before 1100 local",
            f"SELECT avg(CASE WHEN hour(ordered_at) < 11 THEN 1.0 ELSE 0 END) FROM orders WHERE {_Y18}",
        ),
        (
            "movements from 1900 local onward during 2019, all stations",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) >= 19",
        ),
        (
            "Movements in the 1300 hour through June 2019, network-wide.",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-07-01'"
            " AND hour(ordered_at) = 13",
        ),
        # in X sequence: in that order
        (
            "Movements per hour at the Chicago station over 2019, listed in hour sequence.",
            "SELECT hour(o.ordered_at) h, count(*) " + _AT.format(s="Chicago") + f" AND o.{_Y19}"
            " GROUP BY 1 ORDER BY 1",
        ),
        # handled: had
        (
            "Which station handled the lightest traffic in 2018 by movements?",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y18} GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        (
            "which station handled the heaviest traffic in 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # a customer's name by number
        (
            "Callsign check: what name is on file for customer id 42?",
            "SELECT customer_name FROM customers WHERE customer_id = 42",
        ),
        ("what's the callsign for customer 42?", "SELECT customer_name FROM customers WHERE customer_id=42"),
        ("customer #1500: name on file?", "SELECT customer_name FROM customers WHERE customer_id = 1500"),
        # units of one kind per unit of another: one count over the other
        (
            "Drink units per jaffle unit in 2019: one ratio, network-wide.",
            "SELECT sum(CASE WHEN is_drink_item THEN 1 ELSE 0 END) * 1.0 / sum(CASE WHEN is_food_item THEN 1"
            f" ELSE 0 END) FROM order_items WHERE {_Y19}",
        ),
        (
            "jaffle items per drink item in 2018",
            "SELECT sum(CASE WHEN is_food_item THEN 1 ELSE 0 END) * 1.0 / sum(CASE WHEN is_drink_item THEN 1"
            f" ELSE 0 END) FROM order_items WHERE {_Y18}",
        ),
    ],
)
def test_r38at_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered="sequence" in question)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Movements per hour at the Brooklyn station for 2019, in hour sequence.",
            "Same picture for Chicago.",
            "SELECT hour(o.ordered_at) h, count(*) " + _AT.format(s="Chicago") + f" AND o.{_Y19}"
            " GROUP BY 1 ORDER BY 1",
        ),
        (
            "Which station handled the lightest 2018 traffic by movements?",
            "When was that station commissioned?",
            "SELECT location_name, opened_at FROM locations WHERE location_name = (SELECT l.location_name"
            " FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y18} GROUP BY 1 ORDER BY count(*) LIMIT 1)",
        ),
        (
            "Which store had the most orders in 2019?",
            "when did that store open?",
            "SELECT location_name, opened_at FROM locations WHERE location_name = (SELECT l.location_name"
            " FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "Total movements network-wide in Q2 2019?",
            "And Q2 2018?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-04-01' AND ordered_at < '2018-07-01'",
        ),
    ],
)
def test_r38at_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "What's the current wind and visibility at the Brooklyn station?",
        "How many go-arounds did we log last month?",
        "which runway saw the most arrivals in 2019?",
        "How long was the holding stack at Chicago on 3 May 2019?",
        "Any squawk 7700 at the Philadelphia station in 2019?",
        "Is traffic heavy right now?",
        "how busy is the Chicago station at the moment?",
        "Movements between 1400Z and 1600Z in 2019?",
        "How many flights did the Chicago station handle in 2019?",
    ],
)
def test_r38at_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


def test_r38at_sector_asked_back(planner: Planner) -> None:
    """A sector is the controller's airspace, not a store: asked back after a question on a station."""
    plan = planner.plan(
        "Compare that with the adjacent sector.", context=["Movements at the Chicago station in June 2019?"]
    )
    assert isinstance(plan, AskPlan), plan


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # near misses that keep their answer
        ("orders from 2019 onward", f"SELECT count(*) FROM orders WHERE {_Y19}"),
        (
            "orders between 08:00 and 10:59 in 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 8 AND 10",
        ),
        (
            "which store had the most drink orders in 2019? the hydration station",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.is_drink_order AND o.{_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "what's the cheapest drink right now?",
            "SELECT product_name FROM products WHERE is_drink_item ORDER BY product_price LIMIT 1",
        ),
        ("Which store opened first?", "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1"),
        (
            "orders from January 2019 through June 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01'",
        ),
    ],
)
def test_r38at_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
