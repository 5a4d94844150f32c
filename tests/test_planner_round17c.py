"""The offline analyst on basket questions found failing on blind set 15 (round 17c: the product analyst's
attach rates, shares taken over the orders that have one thing, and orders that contain a product).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_FOOD_WITH_DRINK = (
    "SELECT COUNT(*) FILTER (WHERE is_drink_order) / COUNT(*) FROM orders"
    " WHERE is_food_order AND year(ordered_at) = 2019"
)
_DRINK_WITH_FOOD = (
    "SELECT COUNT(*) FILTER (WHERE is_food_order) / COUNT(*) FROM orders"
    " WHERE is_drink_order AND year(ordered_at) = 2019"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # an attach rate: the share of the orders with one thing that also had the other
        ("what was the drink attach rate on food orders in 2019", _FOOD_WITH_DRINK),
        ("2019 attach rate of a drink on jaffle orders", _FOOD_WITH_DRINK),
        ("drinks attach rate across the food orders, 2019", _FOOD_WITH_DRINK),
        (
            "food attach rate on drink orders per store for 2019",
            "SELECT l.location_name, COUNT(*) FILTER (WHERE o.is_food_order) / COUNT(*) FROM orders o"
            " JOIN locations l USING (location_id) WHERE o.is_drink_order AND year(o.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        # a share over a segment said first: the segment is what the share is taken over
        ("proportion of 2019 food orders that also included a drink", _FOOD_WITH_DRINK),
        ("among the 2019 orders with a drink, what share also had food?", _DRINK_WITH_FOOD),
        ("Out of the 2019 orders with a drink, what percentage included a jaffle", _DRINK_WITH_FOOD),
    ],
)
def test_round17c_readings(
    planner: Planner,
    con: duckdb.DuckDBPyConnection,
    question: str,
    gold: str,
) -> None:
    check(planner, con, question, gold)
