"""The offline analyst on periods asked side by side ("revenue by store, 2018 and 2019 side by side"): one row
per member, one column per period, in the question's order. Before, "side" was an unknown word and "in
separate columns" was dropped (one row per period and member).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.sidebyside import side_by_side
from tests.planner_checks import check, sql_plan

_BY_STORE = (
    "SELECT l.location_name, {cols} FROM orders o JOIN locations l USING (location_id) GROUP BY 1 ORDER BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "order counts per store, 2018 and 2019 side by side",
            _BY_STORE.format(
                cols="COUNT(*) FILTER (WHERE year(o.ordered_at) = 2018),"
                " COUNT(*) FILTER (WHERE year(o.ordered_at) = 2019)"
            ),
        ),
        (
            "each store's orders in december 2019 vs december 2018, in separate columns",
            _BY_STORE.format(
                cols="COUNT(*) FILTER (WHERE o.ordered_at >= DATE '2019-12-01'"
                " AND o.ordered_at < DATE '2020-01-01'),"
                " COUNT(*) FILTER (WHERE o.ordered_at >= DATE '2018-12-01'"
                " AND o.ordered_at < DATE '2019-01-01')"
            ),
        ),
        (
            "total revenue 2018 vs 2019 next to each other",
            "SELECT SUM(product_price) FILTER (WHERE year(ordered_at) = 2018),"
            " SUM(product_price) FILTER (WHERE year(ordered_at) = 2019) FROM order_items",
        ),
    ],
)
def test_periods_side_by_side(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_columns_follow_the_question(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "revenue 2019 vs 2018 side by side")
    (row,) = con.execute(plan.sql).fetchall()
    assert row[0] > row[1]  # 2019 first, as asked (the later year took more)
    assert "side by side" in plan.understood


@pytest.mark.parametrize(
    ("question", "rest"),
    [
        ("revenue by store, 2019 and 2018 side-by-side", "revenue by store, 2019 and 2018"),
        ("orders per month with one column per year", "orders per month"),
        ("revenue by store in 2019", None),
    ],
)
def test_the_words_read(question: str, rest: str | None) -> None:
    assert side_by_side(question) == rest
