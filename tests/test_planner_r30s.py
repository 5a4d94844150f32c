"""The offline analyst on round r30s: two silent wrong answers (SQL that ran but answered something else).

- A lead-in naming the stores, before the figure ("For the stores open all of 2018: revenue, 2019 against
  2018", "Among stores that were open for all of 2018, orders 2019 vs 2018"): the figure at those stores, a
  row per year, as when the same rule is said after the figure. The lead-in was not read as the store rule
  (the rule was only looked for after a comma or a space), so "stores open" was read as a count of stores
  opened, beside the revenue, by the opening date's period (openedstores.py).
- A share "of" the rows of a period ("Food's share of 2019 orders, in percent", "food share of all 2019
  orders", "the food share of our orders in 2019"): one figure, food's share of the 2019 revenue (the demo's
  semantic model's food share), as "food's share of 2019 revenue" gives. The orders were read as a
  breakdown, a share per order (parse.py: the entity said right after "share of" is the share's whole).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_OPEN_2018 = (
    "SELECT YEAR(o.ordered_at) AS y, {what} FROM {rows} JOIN locations l ON o.location_id = l.location_id"
    " WHERE l.opened_at <= DATE '2018-01-01' AND YEAR(o.ordered_at) IN (2018, 2019) GROUP BY 1"
)
_REVENUE = _OPEN_2018.format(
    what="SUM(i.product_price)",
    rows="order_items i JOIN orders o ON i.order_id = o.order_id",
)
_ORDERS = _OPEN_2018.format(what="COUNT(*)", rows="orders o")


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("For the stores open all of 2018: revenue, 2019 against 2018", _REVENUE),
        ("Among stores that were open for all of 2018, revenue 2019 vs 2018", _REVENUE),
        ("Only stores open the whole of 2018 - revenue in 2019 against 2018", _REVENUE),
        ("For stores open all of 2018, orders 2019 versus 2018", _ORDERS),
    ],
)
def test_stores_said_first(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_stores_said_after_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(planner, con, "revenue, 2019 against 2018, only stores open all of 2018", _REVENUE)


_FOOD_SHARE = (
    "SELECT SUM(CASE WHEN is_food_item THEN product_price ELSE 0 END) / SUM(product_price) FROM order_items"
    " WHERE YEAR(ordered_at) = 2019"
)


@pytest.mark.parametrize(
    "question",
    [
        "Food's share of 2019 orders",
        "food's share of orders in 2019",
        "food share of all 2019 orders",
        "what is the food share of our orders in 2019?",
    ],
)
def test_share_of_period_orders(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    check(planner, con, question, _FOOD_SHARE)


def test_share_of_orders_in_percent(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Food's share of 2019 orders, in percent",
        f"SELECT s, 100 * s FROM ({_FOOD_SHARE}) t(s)",
    )


def test_share_by_order_still_split(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT order_id, SUM(CASE WHEN is_food_item THEN product_price ELSE 0 END) / SUM(product_price)"
        " FROM order_items WHERE YEAR(ordered_at) = 2019 GROUP BY 1"
    )
    check(planner, con, "food share of revenue by order in 2019", gold)
