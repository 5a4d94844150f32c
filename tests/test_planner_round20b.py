"""The offline analyst on readings added in round 20b (from probe questions of my own, in a finance
controller's and an analyst's words): moving averages of a series ("3-month moving average of revenue"), and a
ranking of periods within each member ("for each store, its best month").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_MONTHLY = (
    "WITH m AS (SELECT date_trunc('month', ordered_at) AS m, SUM(product_price) AS r FROM order_items"
    " GROUP BY 1)"
)
_DAILY = "WITH d AS (SELECT CAST(ordered_at AS DATE) AS d, COUNT(*) AS n FROM orders GROUP BY 1)"
_STORE_MONTHS = (
    "FROM order_items oi JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a moving average: each bucket with the ones before it (the period's first take in earlier ones)
        (
            "3-month moving average of revenue for 2019",
            f"{_MONTHLY} SELECT m, AVG(r) OVER (ORDER BY m ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM m"
            " QUALIFY year(m) = 2019",
        ),
        (
            "monthly revenue in 2019 with a rolling 3 month average",
            f"{_MONTHLY} SELECT m, AVG(r) OVER (ORDER BY m ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM m"
            " QUALIFY year(m) = 2019",
        ),
        (
            "7 day moving avg of orders, January 2019",
            f"{_DAILY} SELECT d, AVG(n) OVER (ORDER BY d ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) FROM d"
            " QUALIFY d >= '2019-01-01' AND d < '2019-02-01'",
        ),
        # the periods ranked within each member: the best (or worst) period of each store / product
        (
            "For each store, its best month of 2019 by revenue",
            f"SELECT l.location_name, date_trunc('month', oi.ordered_at) {_STORE_MONTHS}"
            " WHERE year(oi.ordered_at) = 2019 GROUP BY 1, 2"
            " QUALIFY RANK() OVER (PARTITION BY l.location_name ORDER BY SUM(oi.product_price) DESC) = 1",
        ),
        (
            "each product's weakest month in 2019 by units sold",
            "SELECT p.product_name, date_trunc('month', oi.ordered_at) FROM order_items oi JOIN products p"
            " USING (product_id) WHERE year(oi.ordered_at) = 2019 GROUP BY 1, 2"
            " QUALIFY RANK() OVER (PARTITION BY p.product_name ORDER BY COUNT(*)) = 1",
        ),
    ],
)
def test_round20b_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
