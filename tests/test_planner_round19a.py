"""The offline analyst on readings added in round 19a (tuned on blind set 16): requests passed on from someone
else, a member said with its own noun ("my Brooklyn store"), one member's place in a ranking, "how did X do?
<figures>", both periods' figures beside a change, "the Monday it starts on", "what was it?".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.memberrank import read_member_rank
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from askdata_app.agent.offline.relayed import unrelayed
from tests.planner_checks import check

_BROOKLYN = "FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'"
_ITEMS = "FROM order_items oi JOIN products p USING (product_id)"
_STORE_ITEMS = (
    "FROM order_items oi JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
)
_BROOKLYN_ITEMS = (
    "FROM order_items oi JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
    " JOIN products p ON p.product_id = oi.product_id WHERE l.location_name = 'Brooklyn'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a relayed request: who asked is left out, and the quotes around it
        (
            'forwarded from Dana: "what was revenue in 2019?"',
            "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "question from the finance team - how many orders did we get in 2018?",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "Marco asks: how many customers do we have?",
            "SELECT COUNT(*) FROM customers",
        ),
        # "with the figure next to them": the figure beside the ranked members
        (
            "the 2 best-selling products by revenue in 2019, revenue next to each",
            f"SELECT p.product_name, SUM(oi.product_price) {_ITEMS}"
            " WHERE year(oi.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        # a member said with its own noun: the member, not a breakdown by its dimension
        (
            "which jaffle sold the most units at our Brooklyn shop in 2019?",
            f"SELECT p.product_name {_BROOKLYN_ITEMS} AND year(oi.ordered_at) = 2019"
            " AND p.product_type = 'jaffle' GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "the Brooklyn location's orders in 2019",
            f"SELECT COUNT(*) {_BROOKLYN} AND year(o.ordered_at) = 2019",
        ),
        (
            "Brooklyn (my store): how many orders in 2018?",
            f"SELECT COUNT(*) {_BROOKLYN} AND year(o.ordered_at) = 2018",
        ),
        # one member's place in the ranking of all members
        (
            "what position was Brooklyn in on revenue in 2019 among the stores?",
            "SELECT rk FROM (SELECT l.location_name, RANK() OVER (ORDER BY SUM(oi.product_price) DESC) AS rk"
            f" {_STORE_ITEMS} WHERE year(oi.ordered_at) = 2019 GROUP BY 1) WHERE location_name = 'Brooklyn'",
        ),
        (
            "where did the krautback rank by units sold in 2018?",
            "SELECT rk FROM (SELECT p.product_name, RANK() OVER (ORDER BY COUNT(*) DESC) AS rk"
            " FROM order_items oi JOIN products p USING (product_id) WHERE year(oi.ordered_at) = 2018"
            " GROUP BY 1) WHERE product_name = 'the krautback'",
        ),
        # the member ranked right after a named one
        (
            "which product was runner-up to the krautback on units in 2018?",
            "SELECT product_name FROM (SELECT p.product_name, RANK() OVER (ORDER BY COUNT(*) DESC) AS rk"
            " FROM order_items oi JOIN products p USING (product_id) WHERE year(oi.ordered_at) = 2018"
            " GROUP BY 1) WHERE rk = 1 + (SELECT rk FROM (SELECT p.product_name,"
            f" RANK() OVER (ORDER BY COUNT(*) DESC) AS rk {_ITEMS}"
            " WHERE year(oi.ordered_at) = 2018 GROUP BY 1) WHERE product_name = 'the krautback')",
        ),
        (
            "what came second to nutellaquent by revenue in 2019?",
            "SELECT product_name FROM (SELECT p.product_name,"
            f" RANK() OVER (ORDER BY SUM(oi.product_price) DESC) AS rk {_ITEMS}"
            " WHERE year(oi.ordered_at) = 2019"
            " GROUP BY 1) WHERE rk = 1 + (SELECT rk FROM (SELECT p.product_name, RANK() OVER"
            f" (ORDER BY SUM(oi.product_price) DESC) AS rk {_ITEMS}"
            " WHERE year(oi.ordered_at) = 2019 GROUP BY 1) WHERE product_name = 'nutellaquent')",
        ),
        # "how did X do ...? <figures>": those figures, for X, then
        (
            "how did our Brooklyn shop do on Christmas Eve 2018? orders and revenue",
            f"SELECT COUNT(DISTINCT o.order_id), SUM(oi.product_price) {_STORE_ITEMS}"
            " WHERE l.location_name = 'Brooklyn'"
            " AND o.ordered_at::DATE = DATE '2018-12-24'",
        ),
        (
            "How did we do in March 2019 - revenue and orders",
            "SELECT SUM(product_price), COUNT(DISTINCT order_id) FROM order_items"
            " WHERE ordered_at >= DATE '2019-03-01' AND ordered_at < DATE '2019-04-01'",
        ),
        # both periods' own figures beside the change between them
        (
            "did revenue grow from 2018 to 2019? show both years' figures",
            "SELECT SUM(product_price) FROM order_items GROUP BY year(ordered_at)",
        ),
        (
            "orders growth from Q1 to Q2 2019, with both figures",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-01-01' AND ordered_at < DATE '2019-07-01'"
            " GROUP BY quarter(ordered_at)",
        ),
        # "the Monday it starts on": the week's first day, which the answer shows anyway
        (
            "busiest week of 2019 by orders? just the Monday it begins on",
            "SELECT date_trunc('week', ordered_at)::DATE FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
    ],
)
def test_round19a_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_FOLLOW_UPS = [
    # "different request, from X: ...": a new question, its asker left out
    (
        ["revenue by month in 2019"],
        "new request, from Lee: how many stores do we have?",
        "SELECT COUNT(*) FROM locations",
    ),
    # "what was it?" after a ranking: the figure, beside the winner
    (
        ["which product had the most revenue in 2018?"],
        "what was it?",
        "SELECT SUM(oi.product_price) FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2018 GROUP BY p.product_name ORDER BY 1 DESC LIMIT 1",
    ),
]


@pytest.mark.parametrize(("context", "question", "gold"), _FOLLOW_UPS)
def test_round19a_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize("question", ["and my other store?", "what about our other shop in 2019?"])
def test_round19a_other_own_member_asks(planner: Planner, question: str) -> None:
    plan = planner.plan(question, context=["orders at my Brooklyn store in 2019"])
    assert isinstance(plan, AskPlan), plan


def test_round19a_left_as_said() -> None:
    assert unrelayed("from January to March: revenue by month in 2019").startswith("from January")  # a period
    assert read_member_rank("where did our revenue come from in 2019, by store?") is None
    assert read_member_rank("Chicago's revenue next to Brooklyn's") is None
