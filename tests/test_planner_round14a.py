"""The offline analyst on question kinds found failing on blind set 12 (round 14a).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

# ---- a negated flagged measure: "non-food orders" -------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "number of non-food orders last year",
            "SELECT COUNT(*) FROM orders WHERE NOT is_food_order"
            " AND YEAR(ordered_at) = (SELECT MAX(YEAR(ordered_at)) FROM orders) - 1",
        ),
        (
            "non drink orders by store",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE NOT o.is_drink_order GROUP BY 1",
        ),
        ("how many food orders did we get", "SELECT COUNT(*) FROM orders WHERE is_food_order"),
    ],
)
def test_negated_flagged_measure(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- typos read before phrases; a swap of two letters of a known word ---------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("whcih location opend first?", "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1"),
        ("which shop opend last", "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1"),
        (
            "how many poeple bought something in 2017",
            "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE YEAR(ordered_at) = 2017",
        ),
    ],
)
def test_typos(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


# ---- "how many people": the layer's count of the model's members -----------------------------------------


def test_people_counted_as_customers(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many people ordered in March 2017?",
        "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_at >= DATE '2017-03-01'"
        " AND ordered_at < DATE '2017-04-01'",
    )
