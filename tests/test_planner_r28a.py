"""The offline analyst on readings added in round r28a (a sustainability officer's questions on what the units
sold used up, read from each product's recipe):

- each unit sold takes one of each part in its product's recipe: "how many napkins went out in 2019, one per
  unit of each product whose recipe has one" counts the units sold of the products that use a napkin; "what
  did the perishable inputs of the items sold cost, going by each item's recipe" adds up those parts' costs;
  "of the supply cost of the items sold, what fraction was perishable" is the perishable parts' share of it;
- the units sold are read as any other question on them: by store, by month, the top one, in a season, with
  a follow-up's store or period ("and for 2019?"); "which supply cost the most" ranks the parts themselves;
  "whose name contains 'cutlery'" picks the parts by name;
- "in the summer months of 2019" is that season as one span; "winter 2019, December 2018 to February 2019"
  is the one span it was restated as.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_JOIN = "FROM order_items i JOIN supplies s ON s.product_id = i.product_id"
_STORE = (
    "FROM order_items i JOIN supplies s ON s.product_id = i.product_id"
    " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
)
_SHARE = "SUM(CASE WHEN s.is_perishable_supply THEN s.supply_cost ELSE 0 END) / SUM(s.supply_cost)"


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        (
            "How many napkins went out in 2019? Count one napkin for every unit sold of a product whose"
            " recipe has one.",
            f"SELECT count(*) {_JOIN} WHERE s.supply_name = 'napkin' AND year(i.ordered_at) = 2019",
            False,
        ),
        (
            "Serving boats by store for 2018, most first: one per unit of each jaffle that comes with"
            " a boat.",
            f"SELECT l.location_name, count(*) AS n {_STORE} WHERE s.supply_name = 'serving boat'"
            " AND year(i.ordered_at) = 2018 GROUP BY 1 ORDER BY n DESC",
            True,
        ),
        (
            "Which store went through the most biodegradable straws in 2019? Each drink sold with a straw"
            " takes one straw.",
            f"SELECT l.location_name {_STORE} WHERE s.supply_name = 'biodegradable straw'"
            " AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "What did the perishable ingredients of the items sold in 2018 cost us, going by each"
            " item's recipe?",
            f"SELECT SUM(s.supply_cost) {_JOIN} WHERE s.is_perishable_supply AND year(i.ordered_at) = 2018",
            False,
        ),
        (
            "Of the supply cost of the items sold in 2019, what fraction was perishable? Use each"
            " item's recipe.",
            f"SELECT {_SHARE} {_JOIN} WHERE year(i.ordered_at) = 2019",
            False,
        ),
        (
            "Month by month through 2019, how many bread portions went out, one per unit of each jaffle that"
            " uses bread?",
            f"SELECT date_trunc('month', i.ordered_at) AS m, count(*) {_JOIN} WHERE s.supply_name = 'bread'"
            " AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY 1",
            True,
        ),
        (
            "For every item sold in 2018, count each supply in its recipe whose name contains 'cutlery'."
            " What is the total?",
            f"SELECT count(*) {_JOIN} WHERE s.supply_name LIKE '%cutlery%' AND year(i.ordered_at) = 2018",
            False,
        ),
        (
            "Which non-perishable supply cost us the most in 2019, with one per unit sold of each product"
            " that uses it?",
            f"SELECT s.supply_name {_JOIN} WHERE NOT s.is_perishable_supply AND year(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY SUM(s.supply_cost) DESC LIMIT 1",
            False,
        ),
        (
            "How many portions of ice were used in the summer months of 2019, one per unit of each drink that"
            " contains ice?",
            f"SELECT count(*) {_JOIN} WHERE s.supply_name = 'ice' AND i.ordered_at >= DATE '2019-06-01'"
            " AND i.ordered_at < DATE '2019-09-01'",
            False,
        ),
    ],
)
def test_parts_used_by_units_sold_from_recipes(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "How many portions of ice went out in 2018, one per unit of each drink containing ice?",
            "And for 2019?",
            f"SELECT count(*) {_JOIN} WHERE s.supply_name = 'ice' AND year(i.ordered_at) = 2019",
        ),
        (
            "What did the perishable inputs of the items sold in 2019 cost, taking each item's recipe?",
            "Just for Philadelphia.",
            f"SELECT SUM(s.supply_cost) {_STORE} WHERE s.is_perishable_supply AND year(i.ordered_at) = 2019"
            " AND l.location_name = 'Philadelphia'",
        ),
        (
            "How many straws went out in 2018, one per unit of each drink with a straw in its recipe?",
            "And over winter 2019, December 2018 to February 2019?",
            f"SELECT count(*) {_JOIN} WHERE s.supply_name = 'biodegradable straw'"
            " AND i.ordered_at >= DATE '2018-12-01' AND i.ordered_at < DATE '2019-03-01'",
        ),
    ],
)
def test_parts_used_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])
