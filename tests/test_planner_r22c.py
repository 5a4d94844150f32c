"""The offline analyst on readings added in round r22c (a data analyst writing harder shapes): a rank's
direction written as an equation ("1 = busiest") and the rank asked as a column (RANK, DENSE_RANK), shares
"that add up to one", a running total "resetting to zero in January" or said as "running 2019 orders" /
"running order count", "Monday-start weeks" (the week grain, not Mondays) "counting only February's days",
a follow-up naming another measure after a running-total metric, "its own type's" share, orders "falling"
in each hour.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y2019 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_MONTHLY_ORDERS_2019 = (
    f"SELECT date_trunc('month', o.ordered_at) AS m, COUNT(*) AS n FROM orders o WHERE {_Y2019} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "(1 = busiest)": the order of the ranking; "store and rank": the rank as a column
        (
            "Rank the stores by 2019 orders, with 1 being the busiest: store and rank.",
            "SELECT l.location_name, RANK() OVER (ORDER BY COUNT(*) DESC) FROM orders o"
            f" JOIN locations l USING (location_id) WHERE {_Y2019} GROUP BY 1",
        ),
        (
            "rank the products by units sold in 2019, lowest = 1, and show the rank",
            "SELECT p.product_name, RANK() OVER (ORDER BY COUNT(*) ASC) FROM order_items oi"
            " JOIN products p USING (product_id) WHERE year(oi.ordered_at) = 2019 GROUP BY 1",
        ),
        # "dense-rank": DENSE_RANK, beside every row
        (
            "Dense-rank the months of 2019 by order count.",
            f"SELECT m, DENSE_RANK() OVER (ORDER BY n DESC) FROM ({_MONTHLY_ORDERS_2019})",
        ),
        # "as fractions that add up to one": each row's share, nothing more
        (
            "Each store's share of 2019 orders, as fractions that add up to one.",
            "SELECT l.location_name, COUNT(*) * 1.0 / SUM(COUNT(*)) OVER () FROM orders o"
            f" JOIN locations l USING (location_id) WHERE {_Y2019} GROUP BY 1",
        ),
        # a running total "resetting to zero in January": over the year said, not over January
        (
            "Cumulative orders by month in 2019, resetting to zero in January.",
            f"SELECT m, SUM(n) OVER (ORDER BY m) FROM ({_MONTHLY_ORDERS_2019})",
        ),
        (
            "running order count by month for 2019, starting at 0 on 1 January 2019",
            f"SELECT m, SUM(n) OVER (ORDER BY m) FROM ({_MONTHLY_ORDERS_2019})",
        ),
        # "running 2019 orders": the running total of that year's orders
        (
            "running 2019 orders by month",
            f"SELECT m, SUM(n) OVER (ORDER BY m) FROM ({_MONTHLY_ORDERS_2019})",
        ),
        # "Monday-start weeks": the weeks (not Mondays only); "counting only February's days": the month's
        (
            "Weekly orders in February 2019 using Monday-start weeks, counting only February's days.",
            "SELECT date_trunc('week', ordered_at), COUNT(*) FROM orders"
            " WHERE ordered_at >= '2019-02-01' AND ordered_at < '2019-03-01' GROUP BY 1",
        ),
        # "its own type's revenue": the share within its type
        (
            "What share of its own type's revenue did each product bring in 2019?",
            "SELECT p.product_name, SUM(oi.product_price) * 1.0"
            " / SUM(SUM(oi.product_price)) OVER (PARTITION BY p.product_type) FROM order_items oi"
            " JOIN products p USING (product_id) WHERE year(oi.ordered_at) = 2019 GROUP BY p.product_name,"
            " p.product_type",
        ),
        # "falling in each hour": the orders of each hour
        (
            "What fraction of 2019 orders were falling in each hour of the day?",
            "SELECT hour(o.ordered_at), COUNT(*) * 1.0 / SUM(COUNT(*)) OVER () FROM orders o"
            f" WHERE {_Y2019} GROUP BY 1",
        ),
    ],
)
def test_r22c_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r22c_running_metric_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "what about orders?" after a running-total metric (running revenue): the running total of orders."""
    check(
        planner,
        con,
        "what about orders?",
        f"SELECT m, SUM(n) OVER (ORDER BY m) FROM ({_MONTHLY_ORDERS_2019})",
        context=["running total of revenue by month in 2019"],
    )
