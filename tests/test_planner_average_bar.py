"""The offline analyst on members and periods compared with their own average ("which stores had
above-average revenue in 2019"): the figure per member, kept where it passes the average of them all (for a
ratio, the figure of them all). Before, "above average" was dropped and every member's figure came back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.average_bar import read_average_bar
from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check, sql_plan

_STORE_REV = (
    "SELECT l.location_name, SUM(oi.product_price) AS r FROM order_items oi JOIN orders o USING (order_id)"
    " JOIN locations l ON l.location_id = o.location_id WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Which stores had above-average revenue in 2019?",
            f"WITH s AS ({_STORE_REV}) SELECT location_name, r FROM s WHERE r > (SELECT AVG(r) FROM s)",
        ),
        (
            "stores with revenue below the average store in 2019",
            f"WITH s AS ({_STORE_REV}) SELECT location_name, r FROM s WHERE r < (SELECT AVG(r) FROM s)",
        ),
        (
            "how many locations had more revenue than the average location in 2019",
            f"WITH s AS ({_STORE_REV}) SELECT COUNT(*) FROM s WHERE r > (SELECT AVG(r) FROM s)",
        ),
        (
            "How many days in 2019 had more orders than average?",
            "WITH d AS (SELECT CAST(ordered_at AS DATE) AS d, COUNT(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)"
            " SELECT COUNT(*) FROM d WHERE n > (SELECT AVG(n) FROM d)",
        ),
        (
            "which months of 2019 were below average on orders",
            "WITH m AS (SELECT date_trunc('month', ordered_at) AS m, COUNT(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1) SELECT m, n FROM m WHERE n < (SELECT AVG(n) FROM m)",
        ),
        # a product's plain measure is units, also when only "sold" says it
        (
            "Which products sold more than the average product in 2019?",
            "WITH p AS (SELECT p.product_name, COUNT(*) AS n FROM order_items oi"
            " JOIN products p USING (product_id)"
            " WHERE year(oi.ordered_at) = 2019 GROUP BY 1) SELECT product_name, n FROM p"
            " WHERE n > (SELECT AVG(n) FROM p)",
        ),
        # rows of the fact itself: orders above the average order
        (
            "how many orders in 2019 were bigger than the average order value",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019"
            " AND order_total > (SELECT AVG(order_total) FROM orders WHERE year(ordered_at) = 2019)",
        ),
        (
            "orders in 2019 with more items than average, how many?",
            "WITH o AS (SELECT order_id, COUNT(*) AS n FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)"
            " SELECT COUNT(*) FROM o WHERE n > (SELECT AVG(n) FROM o)",
        ),
        (
            "how many customers spent more than the average customer in 2019",
            "WITH c AS (SELECT customer_id, SUM(order_total) AS s FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1) SELECT COUNT(*) FROM c WHERE s > (SELECT AVG(s) FROM c)",
        ),
        # a ratio: its bar is the chain's own figure, not the average of the stores' ratios
        (
            "which stores beat the chain average on aov in 2019",
            "SELECT l.location_name, SUM(o.order_total) / COUNT(*) FROM orders o JOIN locations l USING"
            " (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1 HAVING SUM(o.order_total) / COUNT(*) >"
            " (SELECT SUM(order_total) / COUNT(*) FROM orders WHERE year(ordered_at) = 2019)",
        ),
    ],
)
def test_above_or_below_the_average(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_the_answer_says_the_bar(planner: Planner) -> None:
    plan = sql_plan(planner, "which stores had above-average revenue in 2019")
    assert "above the average" in plan.understood


@pytest.mark.parametrize(
    "question",
    [
        "what was the average order value in 2019",  # an average asked, not a bar
        "which stores had the highest revenue in 2019",
        "how many orders over $50 in 2019",
        "revenue above 1000 by day",
    ],
)
def test_no_bar_without_an_average_compared(question: str) -> None:
    assert read_average_bar(question) is None
