"""The offline analyst on question kinds found failing on blind set 15 (round 17a: the franchise owner's and
the phone user's questions).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.wholepair import read_whole_pair
from tests.planner_checks import check

_STORE_REV = (
    "SELECT SUM(oi.product_price) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
    " JOIN locations l ON l.location_id = o.location_id WHERE year(oi.ordered_at) = 2019"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # one store beside the whole chain: two rows
        (
            "Brooklyn's revenue for 2019 alongside the entire chain's",
            f"{_STORE_REV} AND l.location_name = 'Brooklyn'"
            " UNION ALL SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "orders at Philadelphia in March 2019 and for the whole company, both figures",
            "SELECT COUNT(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Philadelphia' AND o.ordered_at >= '2019-03-01'"
            " AND o.ordered_at < '2019-04-01'"
            " UNION ALL SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        # ... the other stores together
        (
            "2019 orders: Brooklyn versus the rest of the stores combined",
            "SELECT COUNT(*) FILTER (WHERE l.location_name = 'Brooklyn') FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019"
            " UNION ALL SELECT COUNT(*) FILTER (WHERE l.location_name <> 'Brooklyn') FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019",
        ),
        # ... the average store
        (
            "Philadelphia 2019 revenue compared with the chain average per location",
            f"{_STORE_REV} AND l.location_name = 'Philadelphia' UNION ALL"
            " SELECT SUM(oi.product_price) / COUNT(DISTINCT o.location_id) FROM order_items oi"
            " JOIN orders o ON o.order_id = oi.order_id WHERE year(oi.ordered_at) = 2019",
        ),
        # an owner's stores, named: one row each
        (
            "my two shops, Brooklyn and Philadelphia: revenue in Q2 2019, a row each",
            "SELECT l.location_name, SUM(oi.product_price) FROM order_items oi"
            " JOIN orders o ON o.order_id = oi.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name IN ('Brooklyn', 'Philadelphia') AND oi.ordered_at >= '2019-04-01'"
            " AND oi.ordered_at < '2019-07-01' GROUP BY 1",
        ),
        (
            "how many orders did my 2 stores, Brooklyn and Philadelphia, take together in May 2019?",
            "SELECT COUNT(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name IN ('Brooklyn', 'Philadelphia') AND o.ordered_at >= '2019-05-01'"
            " AND o.ordered_at < '2019-06-01'",
        ),
        # a comparative between named options: the one that wins
        (
            "Which of my stores had fewer orders in 2019, Brooklyn or Philadelphia?",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name IN ('Brooklyn', 'Philadelphia') AND year(o.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY COUNT(*) ASC LIMIT 1",
        ),
        (
            "which store brought in more revenue in 2018: Philadelphia or Brooklyn",
            "SELECT l.location_name FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name IN ('Brooklyn', 'Philadelphia') AND year(oi.ordered_at) = 2018"
            " GROUP BY 1 ORDER BY SUM(oi.product_price) DESC LIMIT 1",
        ),
        # phone shorthand: a clipped word read by the term it makes, signs, a trailing "unique", "end of"
        (
            "avg order val in 2019",
            "SELECT SUM(order_total) / COUNT(*) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "orders >$25 in jan 2019",
            "SELECT COUNT(*) FROM orders WHERE order_total > 25"
            " AND ordered_at >= '2019-01-01' AND ordered_at < '2019-02-01'",
        ),
        (
            "how many customers bought in 2019, distinct",
            "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "running total of revenue end of june 2019",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at < '2019-07-01'",
        ),
    ],
)
def test_round17a_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # thanks said with "thx" changes nothing
        (
            "orders by quarter 2019",
            "same for 2018 thx",
            "SELECT date_trunc('quarter', ordered_at), COUNT(*) FROM orders WHERE year(ordered_at) = 2018"
            " GROUP BY 1",
        ),
        # "X instead of Y": what follows "instead of" is what is replaced
        (
            "Brooklyn orders in 2019",
            "and Philadelphia instead of Brooklyn?",
            "SELECT COUNT(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019",
        ),
        (
            "Brooklyn revenue 2019 beside the whole chain",
            "Philadelphia instead of Brooklyn",
            f"{_STORE_REV} AND l.location_name = 'Philadelphia'"
            " UNION ALL SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        # "lowest 1st": the order, said with a digit
        (
            "top 2 stores by orders in 2019",
            "the bottom 2 now, lowest 1st",
            "SELECT l.location_name, COUNT(*) AS n FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY n LIMIT 2",
        ),
    ],
)
def test_round17a_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    "question",
    [
        "revenue by store and chain-wide in 2019",  # read, but no store named: no second row asked
        "Brooklyn and Chicago revenue in 2019",
        "orders across the chain in 2019",
        "cumulative revenue at each month-end of 2019",
    ],
)
def test_round17a_chain_words_alone_are_not_a_pair(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert "UNION ALL" not in getattr(plan, "sql", "").upper() or read_whole_pair(question) is None
