"""The offline analyst on round r29s: orders split by their kind, column names in a bound, figures a row each.

- "an order_total above $45" (the column written with its underscore, or the bound without "$"): a bound on
  each order's total, as "an order total above $45" is; it was read as a breakdown by each order total (and
  "and for Brooklyn?" after it kept that breakdown; "an order_total over 45" asked which number).
- "revenue from orders with a drink vs without a drink", "drink orders versus non-drink orders", "by whether
  the order has food": the orders split by the order's own flag (``is_drink_order``), not by the item's
  (the revenue came per order and per item kind, or as drink items against the other items).
- "how much tax came from food orders and how much from drink-only orders": an order with no food is
  drink-only, so the two figures are the orders with food and those without (the two sides were both read
  as filters, and the answer was one figure).
- "2020 order total and revenue, one row each": two figures, a row each ("order total" was read as a
  breakdown, the revenue by each order's total); with a condition said after the second figure only ("...
  and revenue at Brooklyn, one row each") it is said not understood rather than guessed.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from tests.planner_checks import check

_ORDERS_AT = (
    "SELECT count(*) FROM orders o JOIN locations l ON o.location_id = l.location_id"
    " WHERE year(o.ordered_at) = {year} AND l.location_name = '{store}' AND o.order_total {op} {n}"
)


@pytest.mark.parametrize(
    ("question", "context", "gold"),
    [
        (
            "How many orders have an order_total above $45 in 2019?",
            (),
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND order_total > 45",
        ),
        (
            "and for Brooklyn?",
            ("How many orders have an order_total above $45 in 2019?",),
            _ORDERS_AT.format(year=2019, store="Brooklyn", op=">", n=45),
        ),
        (
            "How many orders have an order_total over 45 at Brooklyn in 2019?",
            (),
            _ORDERS_AT.format(year=2019, store="Brooklyn", op=">", n=45),
        ),
        (
            "what about Philadelphia?",
            ("How many orders have an order_total of at least 30 in 2018?",),
            _ORDERS_AT.format(year=2018, store="Philadelphia", op=">=", n=30),
        ),
        (
            "How many orders had an order total under 10 in 2018 at Chicago?",
            (),
            _ORDERS_AT.format(year=2018, store="Chicago", op="<", n=10),
        ),
    ],
)
def test_a_bound_on_the_order_total_is_a_filter_not_a_breakdown(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, context: tuple[str, ...], gold: str
) -> None:
    check(planner, con, question, gold, context=list(context))


def _by_order_flag(measure: str, flag: str, year: int) -> str:
    return (
        f"SELECT o.{flag}, {measure} FROM order_items i JOIN orders o ON i.order_id = o.order_id"
        f" WHERE year(o.ordered_at) = {year} GROUP BY 1"
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "2019 revenue from orders with a drink vs without a drink",
            _by_order_flag("sum(i.product_price)", "is_drink_order", 2019),
        ),
        (
            "revenue in 2018 from orders containing food and orders without any food",
            _by_order_flag("sum(i.product_price)", "is_food_order", 2018),
        ),
        (
            "2019 revenue: drink orders versus non-drink orders",
            _by_order_flag("sum(i.product_price)", "is_drink_order", 2019),
        ),
        (
            "2018 revenue by whether the order has a drink",
            _by_order_flag("sum(i.product_price)", "is_drink_order", 2018),
        ),
        (
            "How many 2019 orders with a drink vs without one?",
            "SELECT is_drink_order, count(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_orders_with_a_kind_against_orders_without_it_split_by_the_order_flag(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How much 2019 sales tax came from food orders and how much from drink-only orders?",
            "SELECT is_food_order, sum(tax_paid) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "how much 2018 revenue came from drink orders and how much from food-only orders",
            _by_order_flag("sum(i.product_price)", "is_drink_order", 2018),
        ),
    ],
)
def test_kind_orders_against_the_other_kind_only_are_the_orders_with_and_without_it(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "2019 order total and revenue, one row each",
            "SELECT 'order_total', (SELECT sum(order_total) FROM orders WHERE year(ordered_at) = 2019)"
            " UNION ALL SELECT 'revenue', (SELECT sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019)",
        ),
        (
            "For 2018, order total and tax paid, a row each",
            "SELECT 'order_total', (SELECT sum(order_total) FROM orders WHERE year(ordered_at) = 2018)"
            " UNION ALL SELECT 'tax_paid', (SELECT sum(tax_paid) FROM orders WHERE year(ordered_at) = 2018)",
        ),
    ],
)
def test_two_figures_one_row_each_are_two_rows(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_breakdown_asked_one_row_each_keeps_its_rows(planner: Planner) -> None:
    plan = planner.plan("2019 revenue by store, one row each")
    assert isinstance(plan, SqlPlan) and "GROUP BY" in plan.sql


def test_figures_a_row_each_with_a_condition_on_one_side_only_are_not_guessed(planner: Planner) -> None:
    plan = planner.plan("2019 order total and revenue at Brooklyn, one row each")
    assert isinstance(plan, (AskPlan, UnknownPlan)) or "GROUP BY" not in plan.sql
