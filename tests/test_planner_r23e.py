"""The offline analyst on readings added in round r23e (general robustness from self-written probes): a
figure of the future or a cost the data does not hold is asked back rather than answered as another
figure, "orders with food only" is orders with nothing but food, and a product named after "sold the most"
ranks by the units of it sold.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_STORE_UNITS = (
    "SELECT l.location_name, COUNT(*) AS n FROM order_items i JOIN orders o USING (order_id)"
    " JOIN locations l ON o.location_id = l.location_id JOIN products p ON i.product_id = p.product_id"
    " WHERE p.product_name = '{}' AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY n DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "with food only": nothing but food in the order (no drink), not every order holding food
        (
            "number of orders with food only in 2019",
            "SELECT COUNT(*) FROM orders WHERE NOT is_drink_order AND year(ordered_at) = 2019",
        ),
        (
            "how many orders containing drinks only did we take in 2018?",
            "SELECT COUNT(*) FROM orders WHERE NOT is_food_order AND year(ordered_at) = 2018",
        ),
        # a product named after "sold the most": ranked by its units, not its revenue
        ("which store sold the most vanilla ice in 2019", _STORE_UNITS.format("vanilla ice")),
        ("which shop sells the most adele-ade in 2019?", _STORE_UNITS.format("adele-ade")),
    ],
)
def test_round23e_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "what will revenue be next year",
        "predict next month's orders for Brooklyn",
        "can you forecast drink sales for the coming months",
        "how many orders are we going to take in the next quarter?",
        "what's the staff cost per store",
        "what did we spend on rent in 2019",
        "labour costs by month for 2019",
    ],
)
def test_round23e_asked_back(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # not the future: "next to" lays periods side by side; Labor Day is a holiday, not a cost
        (
            "Labor Day 2019 revenue",
            "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-09-02'",
        ),
        (
            "total supply cost in 2019",
            "SELECT SUM(order_cost) FROM orders WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_round23e_still_answered(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_round23e_would_is_not_the_future(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    # "what would it be with tax": a figure of the data said another way, not a forecast
    check(
        planner,
        con,
        "what would that be with the tax added in?",
        "SELECT SUM(order_total) FROM orders WHERE year(ordered_at) = 2019",
        context=["net sales for 2019"],
    )
