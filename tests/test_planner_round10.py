"""The offline analyst on question kinds found failing on blind set 9 (round 10).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

# ---- what cannot be answered without asking back: pointers with nothing to point at ----------------------


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("how many orders did we get that week", []),
        ("what were sales like back then", []),
        ("which one sold the most", []),
        ("how about stores", []),
        ("ok split it up", ["revenue in 2018"]),
        ("and break that down please", ["orders in 2020"]),
        ("and the other store?", ["orders at chicago in 2019"]),
    ],
)
def test_pointers_with_nothing_named_are_asked_back(
    planner: Planner, question: str, context: list[str]
) -> None:
    assert isinstance(planner.plan(question, context=context), AskPlan)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        (
            "2019 revenue per store, counting only the stores that had orders that year",
            "SELECT SUM(i.product_price) / COUNT(DISTINCT o.location_id) FROM order_items i"
            " JOIN orders o USING (order_id) WHERE YEAR(i.ordered_at) = 2019",
            [],
        ),
        (
            "break it down by store",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1",
            ["orders in 2019"],
        ),
        (
            "which one of the stores had the most orders in 2019",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
            [],
        ),
    ],
)
def test_pointers_that_are_named_are_answered(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)
