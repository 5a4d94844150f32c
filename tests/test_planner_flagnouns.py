"""The offline analyst on a yes/no flag said as a noun for the members that have it ("each drink and its
price", "how many perishable supplies"): the members with the flag, not a breakdown into yes and no, and a
count of them rather than a refusal.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "show every drink with its menu price",
            "SELECT product_name, product_price FROM products WHERE is_drink_item",
        ),
        (
            "what's the price of each of our jaffles",
            "SELECT product_name, product_price FROM products WHERE is_food_item",
        ),
        (
            "how many perishable supplies do we have",
            "SELECT COUNT(DISTINCT supply_id) FROM supplies WHERE is_perishable_supply",
        ),
        (
            "number of non-perishable supplies",
            "SELECT COUNT(DISTINCT supply_id) FROM supplies WHERE NOT is_perishable_supply",
        ),
        ("how many drinks are there", "SELECT COUNT(*) FROM products WHERE is_drink_item"),
        # with a period, the items sold then (a fact), as before
        (
            "how many drinks did we sell in 2019",
            "SELECT COUNT(*) FROM order_items WHERE is_drink_item AND year(ordered_at) = 2019",
        ),
    ],
)
def test_flag_as_members(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_DRINK_REV = (
    "SELECT is_drink_item, SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1"
)
_FOOD_ORDERS = "SELECT is_food_order, COUNT(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a flag against its own negation: a breakdown by it (was: only the negated side, or "which period?")
        ("revenue in 2019 split by drinks vs not drinks", _DRINK_REV),
        ("2019 revenue, drink items versus non-drink items", _DRINK_REV),
        ("revenue in 2019 by whether it is a drink or not", _DRINK_REV),
        ("orders in 2019 with food vs without food", _FOOD_ORDERS),
        ("2019 orders: food orders vs non-food orders", _FOOD_ORDERS),
        ("2019 orders by whether the order had food", _FOOD_ORDERS),
    ],
)
def test_a_flag_against_its_negation(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_flag_counted_in_a_period_is_the_facts_rows(planner: Planner) -> None:
    """ "how many perishable supplies in 2019": supplies have no date; not counted as if they had one."""
    plan = planner.plan("how many perishable supplies in 2019")
    assert not isinstance(plan, SqlPlan), plan
