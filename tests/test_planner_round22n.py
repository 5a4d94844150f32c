"""The offline analyst on readings added in round 22n: the top product within each store said with a kind of
product ("which drink sold the most at each store"), a possessive ("each store's top jaffle") or no measure
("the most popular product per store": units sold, a product's default measure).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check


def _winners(year: int, *, kind: str = "", measure: str = "COUNT(*)", n: int = 1, desc: bool = True) -> str:
    where = f" AND p.product_type = '{kind}'" if kind else ""
    order = "DESC" if desc else "ASC"
    return (
        "SELECT l.location_name, p.product_name FROM order_items oi JOIN products p USING (product_id)"
        " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
        f" WHERE year(oi.ordered_at) = {year}{where} GROUP BY 1, 2"
        f" QUALIFY ROW_NUMBER() OVER (PARTITION BY l.location_name ORDER BY {measure} {order}) <= {n}"
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("what drink sold best at each of our stores in 2019?", _winners(2019, kind="beverage")),
        ("Per store, which jaffle moved the most units in 2018", _winners(2018, kind="jaffle")),
        ("each shop's top beverage for 2019", _winners(2019, kind="beverage")),
        ("the favourite jaffle at every store in 2019", _winners(2019, kind="jaffle")),
        ("top 2 drinks per store in 2018", _winners(2018, kind="beverage", n=2)),
        ("most popular product at each location in 2019", _winners(2019)),
        ("what was every store's number one product in 2018?", _winners(2018)),
        ("least popular jaffle at each store in 2019", _winners(2019, kind="jaffle", desc=False)),
        (
            "each store's top 2 drinks by revenue in 2019",
            _winners(2019, kind="beverage", measure="SUM(oi.product_price)", n=2),
        ),
    ],
)
def test_round22n_store_winners(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a kind sold, counted per store, stays a measure: the stores are ranked, not the products
        (
            "which store sold the most drinks in 2019",
            "SELECT l.location_name FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE year(oi.ordered_at) = 2019 AND oi.is_drink_item"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "drink revenue at each store in 2019",
            "SELECT l.location_name, SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE year(oi.ordered_at) = 2019 AND oi.is_drink_item"
            " GROUP BY 1",
        ),
    ],
)
def test_round22n_kinds_as_measures_unchanged(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
