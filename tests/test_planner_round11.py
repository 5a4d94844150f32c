"""The offline analyst on question kinds found failing on blind set 10 (round 11).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

# ---- an item named by words of its description ("agua fresca" for adele-ade) ------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many agua fresca drinks were sold in 2019",
            "SELECT COUNT(*) FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_name = 'adele-ade' AND YEAR(i.ordered_at) = 2019",
        ),
        (
            "stew jaffle sales at Chicago in 2020",
            "SELECT SUM(i.product_price) FROM order_items i JOIN products p USING (product_id)"
            " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
            " WHERE p.product_name = 'doctor stew' AND l.location_name = 'Chicago'"
            " AND YEAR(i.ordered_at) = 2020",
        ),
        (
            "how many chai did Brooklyn sell in 2019",
            "SELECT COUNT(*) FROM order_items i JOIN products p USING (product_id)"
            " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
            " WHERE p.product_name = 'chai and mighty' AND l.location_name = 'Brooklyn'"
            " AND YEAR(i.ordered_at) = 2019",
        ),
        (
            "nutella jaffle units by year",
            "SELECT YEAR(i.ordered_at), COUNT(*) FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_name = 'nutellaquent' GROUP BY 1",
        ),
    ],
)
def test_items_named_by_their_description(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- "grossing" ranks by money ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "top grossing jaffle of 2020",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' AND YEAR(i.ordered_at) = 2020 GROUP BY 1"
            " ORDER BY SUM(i.product_price) DESC LIMIT 1",
        ),
        (
            "which store grossed the most in 2018",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " JOIN order_items i USING (order_id) WHERE YEAR(o.ordered_at) = 2018 GROUP BY 1"
            " ORDER BY SUM(i.product_price) DESC LIMIT 1",
        ),
    ],
)
def test_grossing_ranks_by_revenue(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- "as of end of <month>" (no "the"), "as of the end of the data" ----------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "ytd orders as of end of march 2019",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-01-01' AND ordered_at < DATE '2019-04-01'",
        ),
        (
            "orders so far this year, as of the end of our data",
            "SELECT COUNT(*) FROM orders WHERE YEAR(ordered_at) = (SELECT MAX(YEAR(ordered_at)) FROM orders)",
        ),
    ],
)
def test_to_date_as_of_an_end(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- "gimme ...", "first half of 2019 vs second half" (the year said once) --------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "gimme orders per quarter for 2019",
            "SELECT DATE_TRUNC('quarter', ordered_at), COUNT(*) FROM orders"
            " WHERE YEAR(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "second half of 2018 vs first half, number of orders",
            "SELECT CASE WHEN MONTH(ordered_at) <= 6 THEN 'H1 2018' ELSE 'H2 2018' END, COUNT(*) FROM orders"
            " WHERE YEAR(ordered_at) = 2018 GROUP BY 1",
        ),
    ],
)
def test_gimme_and_halves_of_one_year(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
