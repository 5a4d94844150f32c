"""The offline analyst on readings added in round 21a (a regional operations lead comparing stores): each
store against the chain's average, the gap between the best and worst store (or two named ones), how long
each store has been open, the average store as a subject, a ratio's own average as the bar ("below the
chain's average order value"), a follow-up re-sorting the last answer or pointing at the one it found ("how
many units of it").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_STORE_REVENUE_2019 = (
    "SELECT l.location_name AS n, SUM(oi.product_price) AS r FROM order_items oi"
    " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
    " WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
)
_STORE_AOV_2019 = (
    "SELECT l.location_name AS n, SUM(o.order_total) / COUNT(*) AS a FROM orders o JOIN locations l"
    " USING (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1"
)
_CHAIN_AOV_2019 = "(SELECT SUM(order_total) / COUNT(*) FROM orders WHERE year(ordered_at) = 2019)"
_END = "(SELECT MAX(ordered_at)::DATE FROM orders)"

_FOLLOW_UPS = [
    # "sort that so the busiest store comes first": every row, in that order (not only the busiest)
    (
        ["how many orders did each store take in 2019?"],
        "can you sort that so the busiest store comes first",
        "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
    ),
    (
        ["revenue per store in 2019"],
        "order it so the biggest one is at the top",
        f"SELECT n, r FROM ({_STORE_REVENUE_2019}) ORDER BY r DESC",
    ),
    # "how many units of it": the member the last answer found, over the same scope
    (
        ["which drink sold the most units in 2019?"],
        "and how many units of it did we sell that year?",
        "SELECT COUNT(*) FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2019 AND p.product_type = 'beverage'"
        " GROUP BY p.product_name ORDER BY 1 DESC LIMIT 1",
    ),
    (
        ["what was our top-selling jaffle in 2018 by units"],
        "how many of it did we move that year",
        "SELECT COUNT(*) FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2018 AND p.product_type = 'jaffle'"
        " GROUP BY p.product_name ORDER BY 1 DESC LIMIT 1",
    ),
]


@pytest.mark.parametrize(("context", "question", "gold"), _FOLLOW_UPS)
def test_round21a_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a ratio's own figure of the whole chain as the bar
        (
            "which shops came in under the company's average order value in 2019?",
            f"SELECT n FROM ({_STORE_AOV_2019}) WHERE a < {_CHAIN_AOV_2019}",
        ),
        (
            "how many stores were above the chain average basket in 2019",
            f"SELECT COUNT(*) FROM ({_STORE_AOV_2019}) WHERE a > {_CHAIN_AOV_2019}",
        ),
        # each store beside its distance from the average
        (
            "how far above or below the company average was each store's AOV in 2019?",
            f"SELECT n, a - {_CHAIN_AOV_2019} FROM ({_STORE_AOV_2019})",
        ),
        (
            "each store's 2019 revenue vs the chain average",
            f"SELECT n, r - (SELECT AVG(r) FROM ({_STORE_REVENUE_2019})) FROM ({_STORE_REVENUE_2019})",
        ),
        (
            "how did each shop's revenue in 2019 stack up against the average store?",
            f"SELECT n, r - (SELECT AVG(r) FROM ({_STORE_REVENUE_2019})) FROM ({_STORE_REVENUE_2019})",
        ),
        # the best minus the worst
        (
            "what's the gap in 2019 revenue between the top and bottom store?",
            f"SELECT MAX(r) - MIN(r) FROM ({_STORE_REVENUE_2019})",
        ),
        (
            "the difference in orders between the busiest and quietest month of 2019",
            "SELECT MAX(c) - MIN(c) FROM (SELECT date_trunc('month', ordered_at), COUNT(*) AS c FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
        # two named members: the first minus the second
        (
            "what was the gap in 2019 orders between Philadelphia and Brooklyn?",
            "SELECT SUM(CASE WHEN l.location_name = 'Philadelphia' THEN 1 ELSE 0 END) - SUM(CASE WHEN"
            " l.location_name = 'Brooklyn' THEN 1 ELSE 0 END) FROM orders o"
            " JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019",
        ),
        (
            "difference in 2018 revenue between Brooklyn and Philadelphia",
            "SELECT SUM(CASE WHEN l.location_name = 'Brooklyn' THEN oi.product_price ELSE 0 END) -"
            " SUM(CASE WHEN l.location_name = 'Philadelphia' THEN oi.product_price ELSE 0 END)"
            " FROM order_items oi JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
            " WHERE year(oi.ordered_at) = 2018",
        ),
        # the average member as the subject: the figure per member, averaged
        (
            "how much revenue did the average store bring in during 2019?",
            f"SELECT AVG(r) FROM ({_STORE_REVENUE_2019})",
        ),
        (
            "how many orders did the average customer place in 2018",
            "SELECT AVG(c) FROM (SELECT customer_id, COUNT(*) AS c FROM orders WHERE year(ordered_at) = 2018"
            " GROUP BY 1)",
        ),
        # how long each store has been open, to the end of the data
        (
            "how many days has each shop been trading?",
            f"SELECT location_name, date_diff('day', opened_at, {_END}) FROM locations",
        ),
        (
            "age of each store, in months",
            f"SELECT location_name, date_diff('month', opened_at, {_END}) FROM locations",
        ),
        (
            "how long has Brooklyn been open in days",
            f"SELECT date_diff('day', opened_at, {_END}) FROM locations WHERE location_name = 'Brooklyn'",
        ),
    ],
)
def test_round21a_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
