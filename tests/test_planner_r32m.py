"""The offline analyst on readings added in round r32m:

- a figure "per day" whose growth is said over a longer unit ("year-over-year growth in orders per day",
  "yoy change in revenue per day", "month-over-month growth of orders per day") is each year's (month's)
  average per day against the one before: it was each day against the day before, labelled as a yearly
  change (a known silent wrong answer), or each month against the month before when "average" was said;
- "growth in orders per day" with no longer unit stays each day against the day before.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_PER_DAY = """
    SELECT y, avg_per_day, 100.0 * (avg_per_day - LAG(avg_per_day) OVER (ORDER BY y))
        / LAG(avg_per_day) OVER (ORDER BY y)
    FROM (
        SELECT y, AVG(n) AS avg_per_day FROM (
            SELECT DATE_TRUNC('{unit}', ordered_at) AS y, DATE_TRUNC('day', ordered_at) AS d, {measure} AS n
            FROM {table} GROUP BY 1, 2
        ) GROUP BY y
    )
"""
_ORDERS_YEARLY = _PER_DAY.format(unit="year", measure="COUNT(*)", table="orders")
_REVENUE_YEARLY = _PER_DAY.format(unit="year", measure="SUM(product_price)", table="order_items")
_ORDERS_MONTHLY = _PER_DAY.format(unit="month", measure="COUNT(*)", table="orders")


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("year over year growth in orders per day", _ORDERS_YEARLY),
        ("Orders per day, year-over-year", _ORDERS_YEARLY),
        ("what's the YoY growth of average orders per day?", _ORDERS_YEARLY),
        ("average orders per day, year on year growth", _ORDERS_YEARLY),
        ("yoy change in revenue per day", _REVENUE_YEARLY),
        ("month over month growth of orders per day", _ORDERS_MONTHLY),
        ("MoM growth in average orders per day", _ORDERS_MONTHLY),
    ],
)
def test_growth_of_a_daily_figure_over_a_longer_unit(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_growth_per_day_alone_stays_day_by_day(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = """
        SELECT d, n, 100.0 * (n - LAG(n) OVER (ORDER BY d)) / LAG(n) OVER (ORDER BY d)
        FROM (SELECT DATE_TRUNC('day', ordered_at) AS d, COUNT(*) AS n FROM orders GROUP BY 1)
    """
    check(planner, con, "growth in orders per day", gold)
