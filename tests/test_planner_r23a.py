"""The offline analyst on readings added in round 23a (a menu chef): the parts table is each product's
recipe. One unit costs the sum of its parts' costs ("production cost", "cost us in ingredients", "cheapest
to make"); what it leaves once its parts are paid for is its price minus that, its markup is its price over
that, its margin "relative to its price" is the share of its price left; the share (or the amount) of that
cost in perishable parts or in parts that don't spoil; a member's "recipe" is what goes into it, a row of
that list is "an item on that list"; parts in several recipes, and parts several named members share.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_J = "FROM supplies s JOIN products p USING (product_id)"


def _unit(expr: str, where: str = "", tail: str = "") -> str:
    cond = f" WHERE {where}" if where else ""
    return f"SELECT p.product_name, {expr} AS v {_J}{cond} GROUP BY p.product_name, p.product_price{tail}"


_COST = "SUM(s.supply_cost)"
_MARGIN = "p.product_price - SUM(s.supply_cost)"
_PERISH = "SUM(CASE WHEN s.is_perishable_supply THEN s.supply_cost ELSE 0 END)"
_STABLE = "SUM(CASE WHEN s.is_perishable_supply THEN 0 ELSE s.supply_cost END)"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # one unit's cost: the sum of its parts
        ("what does it cost us to produce one mel-bun?", _unit(_COST, "p.product_name = 'mel-bun'")),
        (
            "what's a single tangaroo cost us in supplies and packaging",
            _unit(_COST, "p.product_name = 'tangaroo'"),
        ),
        (
            "production cost of each drink, priciest first",
            _unit(_COST, "p.product_type = 'beverage'", " ORDER BY v DESC"),
        ),
        (
            "which jaffle is cheapest to make?",
            _unit(_COST, "p.product_type = 'jaffle'", " ORDER BY v ASC LIMIT 1"),
        ),
        (
            "list every product's making cost, from the cheapest to the priciest",
            _unit(_COST, "", " ORDER BY v"),
        ),
        # what one unit leaves once its parts are paid for
        (
            "which jaffle earns us the most per sandwich after the ingredients are paid for?",
            _unit(_MARGIN, "p.product_type = 'jaffle'", " ORDER BY v DESC LIMIT 1"),
        ),
        (
            "how much profit do we make per serving of the adele-ade once supplies are covered",
            _unit(_MARGIN, "p.product_name = 'adele-ade'"),
        ),
        (
            "order the drinks by profit per cup, selling price less cost to make, highest first",
            _unit(_MARGIN, "p.product_type = 'beverage'", " ORDER BY v DESC"),
        ),
        # the margin over the member's own price
        (
            "margin on each jaffle relative to its own price",
            _unit(f"({_MARGIN}) / p.product_price", "p.product_type = 'jaffle'"),
        ),
        (
            "profit of every drink as a share of its menu price",
            _unit(f"({_MARGIN}) / p.product_price", "p.product_type = 'beverage'"),
        ),
        # markup, its formula said
        (
            "mark-up of the nutellaquent, i.e. price over cost",
            _unit(f"p.product_price / {_COST}", "p.product_name = 'nutellaquent'"),
        ),
        (
            "for each beverage, the markup: menu price divided by unit cost",
            _unit(f"p.product_price / {_COST}", "p.product_type = 'beverage'"),
        ),
        # a kind of part's share, or amount, of one unit's cost
        (
            "what share of the nutellaquent's ingredient cost is perishable?",
            _unit(f"{_PERISH} / {_COST}", "p.product_name = 'nutellaquent'"),
        ),
        (
            "perishable share of the unit cost for each beverage",
            _unit(f"{_PERISH} / {_COST}", "p.product_type = 'beverage'"),
        ),
        (
            "how much of the krautback's cost to make is non-perishable?",
            _unit(_STABLE, "p.product_name = 'the krautback'"),
        ),
        (
            "how much of a chai and mighty's unit cost is stuff that won't spoil",
            _unit(_STABLE, "p.product_name = 'chai and mighty'"),
        ),
        # a member's recipe: what goes into it
        (
            "walk me through the flame impala's recipe, every supply with its cost",
            f"SELECT s.supply_name, s.supply_cost {_J} WHERE p.product_name = 'flame impala'",
        ),
        (
            "what's in the recipe for the doctor stew?",
            f"SELECT s.supply_name {_J} WHERE p.product_name = 'doctor stew'",
        ),
        # parts in several recipes
        (
            "which ingredients show up in more than 2 recipes?",
            "SELECT supply_name FROM supplies GROUP BY 1 HAVING COUNT(DISTINCT product_id) > 2",
        ),
        (
            "which supplies are shared by more than one product?",
            "SELECT supply_name FROM supplies GROUP BY 1 HAVING COUNT(DISTINCT product_id) > 1",
        ),
        # parts several named members have in common
        (
            "ingredients shared by the mel-bun and the nutellaquent",
            f"SELECT s.supply_name {_J} WHERE p.product_name = 'mel-bun'"
            f" INTERSECT SELECT s.supply_name {_J} WHERE p.product_name = 'nutellaquent'",
        ),
        (
            "what supplies go into both the tangaroo and adele-ade?",
            f"SELECT s.supply_name {_J} WHERE p.product_name = 'tangaroo'"
            f" INTERSECT SELECT s.supply_name {_J} WHERE p.product_name = 'adele-ade'",
        ),
        (
            "which ingredients do vanilla ice and chai and mighty have in common",
            f"SELECT s.supply_name {_J} WHERE p.product_name = 'vanilla ice'"
            f" INTERSECT SELECT s.supply_name {_J} WHERE p.product_name = 'chai and mighty'",
        ),
    ],
)
def test_recipe_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "list the krautback's recipe for me: every supply in it and its cost",
            "and the priciest item on that list?",
            f"SELECT s.supply_name, s.supply_cost {_J} WHERE p.product_name = 'the krautback'"
            " ORDER BY s.supply_cost DESC LIMIT 1",
        ),
        (
            "what goes into the mel-bun? list each supply with what it costs",
            "which entry in that table is cheapest?",
            f"SELECT s.supply_name, s.supply_cost {_J} WHERE p.product_name = 'mel-bun'"
            " ORDER BY s.supply_cost ASC LIMIT 1",
        ),
    ],
)
def test_item_on_that_list(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


def test_markup_without_a_formula_is_asked(planner: Planner) -> None:
    assert isinstance(planner.plan("what's our markup on the flame impala?"), AskPlan)


def test_recipe_figure_with_a_period_is_the_units_sold(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "supply cost of the jaffles sold in 2019",
        "SELECT SUM(i.supply_cost) FROM order_items i WHERE i.is_food_item AND year(i.ordered_at) = 2019",
    )


_USED = (
    "FROM order_items i JOIN supplies s ON s.product_id = i.product_id"
    " JOIN products p ON p.product_id = i.product_id"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a part used up by the units sold: one portion per unit, at the part's own cost
        (
            "how much did we spend on mustard for the krautbacks sold in 2019?",
            f"SELECT SUM(s.supply_cost) {_USED} WHERE s.supply_name = 'mustard'"
            " AND p.product_name = 'the krautback' AND year(i.ordered_at) = 2019",
        ),
        (
            "what did the pulled pork used in flame impalas sold in 2018 cost us?",
            f"SELECT SUM(s.supply_cost) {_USED} WHERE s.supply_name = 'pulled pork'"
            " AND p.product_name = 'flame impala' AND year(i.ordered_at) = 2018",
        ),
        (
            "how many bread portions went into the jaffles we sold in 2019, one per jaffle?",
            f"SELECT COUNT(*) {_USED} WHERE s.supply_name = 'bread' AND p.product_type = 'jaffle'"
            " AND year(i.ordered_at) = 2019",
        ),
    ],
)
def test_parts_used_by_units_sold(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_parts_used_without_an_amount_is_asked(planner: Planner) -> None:
    assert isinstance(planner.plan("how much mustard did the krautbacks sold in 2019 use?"), AskPlan)
