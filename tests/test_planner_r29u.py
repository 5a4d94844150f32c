"""The offline analyst on round r29u: silent wrong answers on shares of orders, shares in percent and
same-store growth.

- A share among the orders holding one product, then another kind ("what share of 2019 orders that had a
  tangaroo also had a jaffle?", or "of those, what share had a jaffle?" after "how many 2019 orders had a
  tangaroo?") is the orders holding both over the orders holding the first: the two conditions are on
  different items of the order, not on the same item (which gave 0).
- A share asked "in percent" / "as a percentage" of a measure that is a fraction already ("food's share of
  2020 revenue, in percent") is that one fraction, not a share of it (1.0); the figure is also shown in
  percent (x 100) beside the fraction.
- A same-store (comparable-store, like-for-like) growth with no rule for which stores count ("same-store
  revenue growth 2020 over 2019") counts the stores open for all of both years, and says so.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check, sql_plan


def _both(first: str, second: str, year: int) -> str:
    """The share of ``year``'s orders holding an item matching ``first`` that also hold one matching
    ``second`` (conditions on products ``p``)."""
    held = (
        "SELECT DISTINCT oi.order_id FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
        f" WHERE year(oi.ordered_at) = {year} AND "
    )
    return (
        "SELECT CAST(COUNT(*) FILTER (WHERE b.order_id IS NOT NULL) AS DOUBLE) / COUNT(*)"
        f" FROM ({held}{first}) a LEFT JOIN ({held}{second}) b ON a.order_id = b.order_id"
    )


@pytest.mark.parametrize(
    ("question", "context", "first", "second", "year"),
    [
        (
            "What share of 2019 orders that had a tangaroo also had a jaffle?",
            (),
            "p.product_name = 'tangaroo'",
            "p.product_type = 'jaffle'",
            2019,
        ),
        (
            "what fraction of the 2018 orders with a flame impala also had a drink?",
            (),
            "p.product_name = 'flame impala'",
            "p.is_drink_item",
            2018,
        ),
        (
            "Of the orders that had a vanilla ice in 2019, what percentage also had food?",
            (),
            "p.product_name = 'vanilla ice'",
            "p.is_food_item",
            2019,
        ),
        (
            "of those, what share had a jaffle?",
            ("How many 2019 orders had a tangaroo?",),
            "p.product_name = 'tangaroo'",
            "p.product_type = 'jaffle'",
            2019,
        ),
        (
            "and among them, what fraction contained a drink?",
            ("how many orders in 2018 contained a mel-bun?",),
            "p.product_name = 'mel-bun'",
            "p.is_drink_item",
            2018,
        ),
    ],
)
def test_a_share_of_the_orders_with_one_product_that_also_held_another_kind(
    planner: Planner,
    con: duckdb.DuckDBPyConnection,
    question: str,
    context: tuple[str, ...],
    first: str,
    second: str,
    year: int,
) -> None:
    check(planner, con, question, _both(first, second, year), context=list(context))


_FOOD_SHARE = (
    "SELECT SUM(CASE WHEN is_food_item THEN product_price ELSE 0 END) / SUM(product_price) FROM order_items"
    " WHERE year(ordered_at) = {year}"
)


@pytest.mark.parametrize(
    ("question", "year"),
    [
        ("Food's share of 2019 revenue, in percent", 2019),
        ("Food's share of 2018 revenue, as a percentage", 2018),
        ("what is food's share of revenue in 2019, as a percent?", 2019),
    ],
)
def test_a_fraction_asked_in_percent_is_one_figure_also_in_percent(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, year: int
) -> None:
    gold = _FOOD_SHARE.format(year=year)
    check(planner, con, question, gold)
    rows = con.execute(sql_plan(planner, question).sql).fetchall()
    share = con.execute(gold).fetchall()[0][0]
    assert len(rows) == 1
    assert all(abs(float(v) - 1.0) > 1e-9 for v in rows[0] if isinstance(v, float)), rows  # no share of it
    assert any(isinstance(v, float) and abs(v - 100 * float(share)) < 1e-6 for v in rows[0]), rows


def test_a_share_in_percent_by_store_is_no_share_of_the_shares(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    gold = (
        "SELECT l.location_name, SUM(CASE WHEN oi.is_food_item THEN oi.product_price ELSE 0 END)"
        " / SUM(oi.product_price) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
        " JOIN locations l ON l.location_id = o.location_id WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
    )
    check(planner, con, "Food's share of 2019 revenue by store, as a percentage", gold)
    plan = sql_plan(planner, "Food's share of 2019 revenue by store, as a percentage")
    assert "OVER ()" not in plan.sql.upper()


def test_a_growth_in_percent_is_not_scaled_again(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "Revenue growth 2019 over 2018, in percent")
    assert "_in_percent" not in plan.sql


def _same_store(measure: str, stores: str) -> str:
    new, old = (f"{measure} FILTER (WHERE year(oi.ordered_at) = {y})" for y in (2019, 2018))
    return (
        f"SELECT ({new} - {old}) * 100.0 / {old} FROM order_items oi JOIN orders o"
        " ON o.order_id = oi.order_id JOIN locations l ON l.location_id = o.location_id"
        f" WHERE l.location_name IN ({stores})"
    )


@pytest.mark.parametrize(
    ("question", "measure"),
    [
        ("Same-store revenue growth 2019 over 2018", "SUM(oi.product_price)"),
        ("comparable-store revenue growth, 2019 vs 2018?", "SUM(oi.product_price)"),
        ("Like-for-like orders growth in 2019 vs 2018", "COUNT(DISTINCT oi.order_id)"),
    ],
)
def test_same_store_growth_counts_the_stores_open_for_both_years(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, measure: str
) -> None:
    check(planner, con, question, _same_store(measure, "'Philadelphia', 'Brooklyn'"))
    assert "same-store" in sql_plan(planner, question).understood


def test_a_same_store_rule_said_is_kept(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    question = "Same-store revenue growth 2019 over 2018, only stores open all of 2018"
    check(planner, con, question, _same_store("SUM(oi.product_price)", "'Philadelphia', 'Brooklyn'"))
