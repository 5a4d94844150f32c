"""The offline analyst on readings added in round 22m: a kind left out of a ranking of members ("apart from
jaffles, which product sold the most"), and a year with a part of it left out ("2019 not counting December").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_TOP_NON_JAFFLE_2019 = (
    "SELECT p.product_name FROM order_items oi JOIN products p USING (product_id)"
    " WHERE year(oi.ordered_at) = 2019 AND p.product_type <> 'jaffle'"
    " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1"
)
_REVENUE_2019_TO = (
    "SELECT SUM(product_price) FROM order_items"
    " WHERE ordered_at >= '2019-{start}-01' AND ordered_at < '{end}-01'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a kind taken out of a ranking is a condition, not the members ranked ("top 2 jaffles" is)
        ("Leaving aside jaffles, what was the best selling product of 2019 by units?", _TOP_NON_JAFFLE_2019),
        ("which product moved the most units in 2019 excluding jaffles", _TOP_NON_JAFFLE_2019),
        ("which product moved the most units in 2019 excluding the jaffles", _TOP_NON_JAFFLE_2019),
        (
            "top product by revenue in 2019, other than jaffles",
            "SELECT p.product_name FROM order_items oi JOIN products p USING (product_id)"
            " WHERE year(oi.ordered_at) = 2019 AND p.product_type <> 'jaffle'"
            " GROUP BY 1 ORDER BY SUM(oi.product_price) DESC LIMIT 1",
        ),
        (
            "units sold per product in 2018 excluding the drinks",
            "SELECT p.product_name, COUNT(*) FROM order_items oi JOIN products p USING (product_id)"
            " WHERE year(oi.ordered_at) = 2018 AND NOT oi.is_drink_item GROUP BY 1",
        ),
        # a part at either end of a year left out: the months left, not the part
        ("revenue in 2019 not counting December", _REVENUE_2019_TO.format(start="01", end="2019-12")),
        ("what did we make for 2019, excluding January?", _REVENUE_2019_TO.format(start="02", end="2020-01")),
        ("2019 revenue without Q4", _REVENUE_2019_TO.format(start="01", end="2019-10")),
        ("sales over 2019 except for the first quarter", _REVENUE_2019_TO.format(start="04", end="2020-01")),
        (
            "orders per month in 2018 leaving out december",
            "SELECT date_trunc('month', ordered_at)::DATE, COUNT(*) FROM orders"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2018-12-01' GROUP BY 1",
        ),
    ],
)
def test_round22m_left_out(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize("question", ["revenue in 2019 except July", "orders for 2018 excluding Q2"])
def test_round22m_middle_of_year_left_out_asks(planner: Planner, question: str) -> None:
    """A part in the middle leaves two spans: asked which is meant, never answered as the part itself."""
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan), plan
    assert "splits" in plan.question
