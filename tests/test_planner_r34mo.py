"""The offline analyst on readings added in round r34mo (a military operations officer's questions, said in
report notation):

- military dates: "CY2019" (the calendar year), "MAR19"/"DEC2019" (a month), "14FEB19" (a day), "2H CY2018"
  and "4Q18" (a half, a quarter); before, each was a word to explain and the question was asked back;
- four-digit times: "1100-1259 hrs" (11am to 1pm), "between 0800 and 0959", "at 1500 hrs and later",
  "before 1000 hrs" (a year such as "2018-2019" is left alone);
- a store called a unit: "the Brooklyn unit", and in a question in this notation "all units", "by unit",
  "which unit", "units operational as of ..." ("units sold" stays items); a report label before the
  question ("Sitrep:", "BLUF:", "Request", "Confirm") goes;
- D-Day: "D+0 through D+13, D being its opening day" (its first 14 days), "days elapsed from D-Day (or its
  opening day) to its 500th order";
- a time of the lowest or highest volume, throughput or traffic ("the lowest-throughput day") is the
  quietest or busiest (by orders: "by orders" no longer made a row per order);
- follow-ups: "Restrict to orders with a drink", "limit it to ..." narrow the last question (they started
  afresh); "State its figure." is the earlier answer's figure (it was asked back);
- "in sequence" is in order; "Mon-Sun weeks" and "week identified by its Monday" are the planner's own weeks
  (they filtered Mondays); "zero food items" is no food items;
- a supply "drawn" or "issued" per unit sold is used;
- staffing, security incidents, readiness and decommissioning are not in the data: asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.opsnotation import ops_words
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_BY_STORE = (
    "SELECT l.location_name, {fig} FROM orders o JOIN locations l USING (location_id) WHERE {cond} GROUP BY 1"
)
_AT = (
    "SELECT {fig} FROM orders o JOIN locations l USING (location_id)"
    " WHERE l.location_name = '{store}' AND {cond}"
)
_NTH = (
    "WITH r AS (SELECT location_id, ordered_at,"
    " ROW_NUMBER() OVER (PARTITION BY location_id ORDER BY ordered_at,"
    " order_id) AS rn FROM orders) SELECT CAST(r.ordered_at AS DATE) - l.opened_at FROM r JOIN locations l"
    " USING (location_id) WHERE r.rn = {n} AND l.location_name = '{store}'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # military dates
        ("Revenue ex tax for CY2019, all units.", f"SELECT sum(product_price) FROM order_items WHERE {_Y19}"),
        (
            "orders taken across all units in MAR19",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "Request order count on 14FEB19, all units.",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-02-14'",
        ),
        (
            "Sitrep: revenue 01JUN19 through 30JUN19",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-06-01'"
            " AND ordered_at < '2019-07-01'",
        ),
        (
            "items sold in 2H CY2018",
            "SELECT count(*) FROM order_items WHERE ordered_at >= '2018-07-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "Sitrep: order count per unit, 4Q18",
            _BY_STORE.format(
                fig="count(*)", cond="o.ordered_at >= '2018-10-01' AND o.ordered_at < '2019-01-01'"
            ),
        ),
        # four-digit times
        (
            "Order count 1100-1259 hrs, all units, CY2019.",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) IN (11, 12)",
        ),
        (
            "orders between 0800 and 0959 hrs, CY2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) IN (8, 9)",
        ),
        (
            "Philadelphia unit: orders at 1500 hrs and later, CY2019",
            _AT.format(fig="count(*)", store="Philadelphia", cond=f"o.{_Y19} AND hour(o.ordered_at) >= 15"),
        ),
        (
            "share of CY2019 orders placed before 1000 hrs",
            f"SELECT count(*) FILTER (WHERE hour(ordered_at) < 10) * 1.0 / count(*) FROM orders WHERE {_Y19}",
        ),
        # a store called a unit
        ("Order count by unit, CY2019.", _BY_STORE.format(fig="count(*)", cond=f"o.{_Y19}")),
        (
            "BLUF: which unit logged the most orders in DEC19?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE o.ordered_at >= '2019-12-01' AND o.ordered_at < '2020-01-01'"
            " GROUP BY 1 ORDER BY count(*) DESC"
            " LIMIT 1",
        ),
        (
            "Confirm number of units operational as of 31DEC18.",
            "SELECT count(*) FROM locations WHERE opened_at <= DATE '2018-12-31'",
        ),
        (
            "Brooklyn unit: revenue ex tax, CY2018.",
            _AT.format(fig="sum(o.order_total - o.tax_paid)", store="Brooklyn", cond=f"o.{_Y18}"),
        ),
        ("how many units were sold in 2019?", f"SELECT count(*) FROM order_items WHERE {_Y19}"),
        # D-Day
        (
            "Chicago unit: order count D+0 through D+13, D being its opening day.",
            _AT.format(
                fig="count(*)",
                store="Chicago",
                cond="CAST(o.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + 13",
            ),
        ),
        (
            "New Orleans unit: days elapsed from D-Day to its 500th order.",
            _NTH.format(n=500, store="New Orleans"),
        ),
        (
            "San Francisco: number of days from its opening day until its 2,000th order",
            _NTH.format(n=2000, store="San Francisco"),
        ),
        (
            "Chicago store: days from opening to the date of its 300th order",
            _NTH.format(n=300, store="Chicago"),
        ),
        # lowest / highest volume
        (
            "Lowest-throughput day of CY2019 by orders. Date only.",
            f"SELECT CAST(ordered_at AS DATE) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        (
            "the 2 lowest-volume days of 2019 by orders",
            f"SELECT CAST(ordered_at AS DATE), count(*) FROM orders WHERE {_Y19}"
            " GROUP BY 1 ORDER BY 2 LIMIT 2",
        ),
        (
            "the peak-traffic hour of 2019",
            f"SELECT hour(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # in sequence; Monday weeks; zero items
        (
            "Philadelphia, hourly order profile for 2019, in sequence",
            _AT.format(fig="hour(o.ordered_at), count(*)", store="Philadelphia", cond=f"o.{_Y19}")
            + " GROUP BY 1",
        ),
        (
            "weekly order counts for the last 3 full Mon-Sun weeks in the data."
            " Week identified by its Monday.",
            "SELECT date_trunc('week', ordered_at), count(*) FROM orders WHERE ordered_at >= '2019-12-09'"
            " AND ordered_at < '2019-12-30' GROUP BY 1",
        ),
        (
            "orders in 2019 with zero food items",
            f"SELECT count(*) FROM orders WHERE NOT is_food_order AND {_Y19}",
        ),
        (
            "count of food-only orders (zero drinks), 2018",
            f"SELECT count(*) FROM orders WHERE NOT is_drink_order AND {_Y18}",
        ),
        # supplies drawn or issued
        (
            "napkins drawn in 2019, one per item whose recipe lists a napkin",
            "SELECT count(*) FROM order_items oi JOIN supplies s ON s.product_id = oi.product_id"
            f" AND s.supply_name = 'napkin' WHERE oi.{_Y19}",
        ),
        (
            "serving boats issued in DEC19, one per jaffle",
            "SELECT count(*) FROM order_items oi JOIN supplies s ON s.product_id = oi.product_id"
            " AND s.supply_name = 'serving boat'"
            " WHERE oi.ordered_at >= '2019-12-01' AND oi.ordered_at < '2020-01-01'",
        ),
    ],
)
def test_r34mo_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("Order count 2000-2059 hrs, CY2019.", "orders between 8pm and 9pm in 2019"),
        ("orders after 1900 hrs in CY2018", "orders after 7pm in 2018"),
        ("Priority list: 3 highest-volume days of CY2019 by order count.", "the 3 busiest days of 2019"),
        ("monthly revenue in 2019, sequentially", "monthly revenue in 2019, in order"),
        ("orders per unit, 1H CY2019", "orders per store in the first half of 2019"),
    ],
)
def test_r34mo_same(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "order count per unit, NOV19",
            "Restrict to orders containing a drink.",
            _BY_STORE.format(
                fig="count(*)",
                cond="o.is_drink_order AND o.ordered_at >= '2019-11-01' AND o.ordered_at < '2019-12-01'",
            ),
        ),
        (
            "orders per store in 2018",
            "limit it to orders with food",
            _BY_STORE.format(fig="count(*)", cond=f"o.is_food_order AND o.{_Y18}"),
        ),
        (
            "order count by store, 2019",
            "narrow that down to orders with a drink",
            _BY_STORE.format(fig="count(*)", cond=f"o.is_drink_order AND o.{_Y19}"),
        ),
        (
            "which store had the highest average order value in 2019?",
            "State its figure.",
            f"SELECT avg(order_total) FROM orders WHERE {_Y19} GROUP BY location_id ORDER BY 1 DESC LIMIT 1",
        ),
        (
            "Order count 0700-0859 hrs, CY2019.",
            "Same window, CY2018.",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) IN (7, 8)",
        ),
    ],
)
def test_r34mo_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "Was the Brooklyn unit fully staffed on 14FEB19?",
        "List the security incidents at the Chicago store in 2019.",
        "Give me a readiness assessment of every store.",
        "Which store should we decommission?",
        "what was the headcount at Philadelphia last year?",
    ],
)
def test_r34mo_unheld_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)


@pytest.mark.parametrize(
    "question",
    [
        "revenue 2018-2019 by year",
        "orders from 2018 to 2019",
        "how many units per order on average in 2019",
        "revenue per unit sold in 2019",
    ],
)
def test_r34mo_plain_left_alone(question: str) -> None:
    assert ops_words(question, ["Brooklyn", "Chicago"]) == question
