"""The offline analyst on the days between members' first and last dates ("average number of days between
a customer's first and last order"): an aggregate of each member's span, not the customers per day.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.dayspan import read_day_span
from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_DAYS = "date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE))"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "On average, how many days pass between a customer's first and last order?",
            f"SELECT AVG({_DAYS}) FROM customers",
        ),
        ("typical customer lifetime in days", f"SELECT MEDIAN({_DAYS}) FROM customers"),
        (
            "median days from first order to last order for returning customers",
            f"SELECT MEDIAN({_DAYS}) FROM customers WHERE customer_type = 'returning'",
        ),
        (
            "longest span in days between a customer's first and last purchase",
            f"SELECT MAX({_DAYS}) FROM customers",
        ),
        (
            "average days between first and last order for customers acquired in 2019",
            f"SELECT AVG({_DAYS}) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
    ],
)
def test_days_between_first_and_last(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "orders between 2019-01-01 and 2019-02-01",
        "first order date of each customer",
        "days since the last order",
    ],
)
def test_no_span_without_first_and_last(question: str) -> None:
    assert read_day_span(question) is None
