"""The offline analyst on readings added in round r29c (a food writer's wordings of blind set 24 said the
plain way):

- how a dish tastes, a wine or beer to pair with it, its calories, how friendly the service is, or how a shop
  compares with a place down the road are asked back (the records cannot settle them), never answered;
- "the kitchen" is the house: "what does it cost the kitchen to make one X" is X's cost to make, "how many
  ingredients does the kitchen stock" counts the supplies, "the priciest ingredient in the kitchen" is over
  all of them; "the bottom of the price list" is the cheapest; "how does the menu describe X" is X's
  description;
- "what fraction of its price is left once its supplies are paid for" is the margin over the price (it was
  the margin in dollars); "keeps the biggest share of its price after its supply cost" ranks by that;
- "which drink costs the most to make" ranks by the recipe cost; "going by the sum of its supplies" says how
  that cost is made up (it was read as a total and every row listed);
- "which is the cheapest? if more than one shares the lowest price, name them all" (", ties included") is
  every row tied with the first (it was one row, or ten).
- a product's parts said as a noun: "the non-perishable supplies in a tangaroo, each with its cost" lists
  them, "the full build of X: every ingredient in it, by name" is what goes into X, "what does the
  perishable packaging of one X cost" adds up those parts' cost (all were read as figures of the orders);
- members picked by words in their text: "the drink the menu calls X", "which products mention 'beef' in
  their description", "stores whose name contains 'San'" (the words were unknown);
- "what fraction of 2019 orders that had a mel-bun also had a drink" (and "of those" after the orders with a
  mel-bun) is over the orders with a mel-bun (it was over all the orders: a silent wrong answer);
- "which jaffle shows up in the most orders that also contain a tangaroo" is the companion reading;
- "put the X aside, a new note for the review: ..." starts afresh;
- "the price gap between A versus B" is their difference; "lowest-priced" is the cheapest;
- a closing "Name and cost." / "Name and count." / "Each name once." only says how to show the answer (it
  was read as the customers' names and order costs: a silent wrong answer);
- "the costliest ingredient per portion, and what does a portion cost?" is the costliest supply.
- "how many drinks were sold per jaffle sold" is drinks sold divided by jaffles sold (it was the drinks that
  are jaffles: none);
- "which two different products are most often ordered together? Give the pair ..." is the top pair;
- "what did the cheese cost us in 2019, at one portion per krautback sold" counts the portions of a
  two-word product name too.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, UnknownPlan
from tests.planner_checks import check

_UNIT_COST = (
    "SELECT sum(s.supply_cost) FROM supplies s JOIN products p USING (product_id)"
    " WHERE p.product_name = '{name}'"
)
_MARGIN_SHARE = (
    "SELECT p.product_name, (p.product_price - sum(s.supply_cost)) / p.product_price AS m"
    " FROM supplies s JOIN products p USING (product_id) WHERE {where}"
    " GROUP BY p.product_name, p.product_price"
)


@pytest.mark.parametrize(
    "question",
    [
        "Which sandwich tastes better, the mel-bun or the krautback?",
        "What is the most delicious drink on the menu?",
        "Which beer goes best with the flame impala?",
        "Is there a wine you would serve with the doctor stew?",
        "How many calories does one tangaroo have?",
        "Is the mel-bun gluten-free?",
        "Are the staff more friendly at Philadelphia than at Los Angeles?",
        "Where is the service friendliest, New Orleans or San Francisco?",
        "Do our competitors charge less for a jaffle?",
    ],
)
def test_matters_the_records_cannot_settle_are_asked_back(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan) or (isinstance(plan, UnknownPlan) and plan.choices), (
        f"{question!r} -> {plan}"
    )


def test_a_share_of_those_is_over_the_rows_kept_before(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "And what share of those also came with a drink?",
        "SELECT avg(CASE WHEN o.is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders o WHERE o.order_id IN"
        " (SELECT oi.order_id FROM order_items oi JOIN products p USING (product_id)"
        " WHERE p.product_name = 'flame impala' AND year(oi.ordered_at) = 2019)",
        context=["How many 2019 orders had at least one flame impala in them?"],
    )


def test_a_new_note_starts_afresh(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Set the pairings aside, a new entry for the piece: how many drinks did Brooklyn sell in 2018?",
        "SELECT count(*) FROM order_items oi JOIN orders o USING (order_id)"
        " JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn' AND oi.is_drink_item"
        " AND year(oi.ordered_at) = 2018",
        context=["Which jaffle shows up in the most orders that also contain a vanilla ice?"],
    )


def test_a_place_down_the_road_is_asked_back_after_a_figure(planner: Planner) -> None:
    plan = planner.plan(
        "And how does that stack up against the burger joint down the road?",
        context=["What does one mel-bun cost us to make?"],
    )
    assert isinstance(plan, AskPlan), plan


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # the kitchen is the house
        (
            "How much does it cost the kitchen to make a single mel-bun?",
            _UNIT_COST.format(name="mel-bun"),
            False,
        ),
        (
            "How many distinct non-perishable supplies does the kitchen keep across the menu?",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE NOT is_perishable_supply",
            False,
        ),
        (
            "Which drink is the cheapest for the kitchen to make?",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' GROUP BY 1 ORDER BY sum(s.supply_cost) LIMIT 1",
            False,
        ),
        (
            "How does the menu describe the tangaroo?",
            "SELECT product_description FROM products WHERE product_name = 'tangaroo'",
            False,
        ),
        # a margin over the price
        (
            "For the krautback, what share of its price remains once the ingredients are paid for?",
            _MARGIN_SHARE.format(where="p.product_name = 'the krautback'"),
            False,
        ),
        (
            "Of the drinks, which keeps the smallest share of its menu price after its supply cost?",
            "SELECT product_name, m FROM (" + _MARGIN_SHARE.format(where="p.product_type = 'beverage'") + ")"
            " ORDER BY m LIMIT 1",
            False,
        ),
        # the recipe cost ranked
        (
            "Which jaffle costs the most to make?",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 ORDER BY sum(s.supply_cost) DESC LIMIT 1",
            False,
        ),
        (
            "Which drink is the priciest to make, judging by the total of its supplies?",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' GROUP BY 1 ORDER BY sum(s.supply_cost) DESC LIMIT 1",
            False,
        ),
        # ties
        (
            "Which drinks are at the top of the price list? If more than one has the highest price, list them"
            " all.",
            "SELECT product_name FROM products WHERE product_type = 'beverage'"
            " AND product_price = (SELECT max(product_price) FROM products WHERE product_type = 'beverage')",
            False,
        ),
        (
            "Which jaffle is the cheapest, ties included?",
            "SELECT product_name FROM products WHERE product_type = 'jaffle'"
            " AND product_price = (SELECT min(product_price) FROM products WHERE product_type = 'jaffle')",
            False,
        ),
        (
            "Which store took the most orders in 2019? If there is a tie, show every one.",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        # a product's parts said as a noun
        (
            "The non-perishable supplies in a tangaroo, each with its cost.",
            "SELECT s.supply_name, s.supply_cost FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'tangaroo' AND NOT s.is_perishable_supply",
            False,
        ),
        (
            "I need the full build of the doctor stew: every ingredient in it, by name.",
            "SELECT s.supply_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'doctor stew'",
            False,
        ),
        (
            "What does the perishable packaging of one vanilla ice cost?",
            "SELECT sum(s.supply_cost) FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'vanilla ice' AND s.is_perishable_supply",
            False,
        ),
        # members picked by their text
        (
            "I read about a drink the menu calls a kiwi and lime agua fresca. Which one?",
            "SELECT product_name FROM products WHERE product_description LIKE '%kiwi and lime agua fresca%'",
            False,
        ),
        (
            "Which products mention 'beef' in their description?",
            "SELECT product_name FROM products WHERE product_description LIKE '%beef%'",
            False,
        ),
        (
            "Stores whose name contains 'San'",
            "SELECT location_name FROM locations WHERE location_name LIKE '%San%'",
            False,
        ),
        # a share over the rows with a relative clause
        (
            "What fraction of 2019 orders that included a mel-bun had a drink?",
            "SELECT avg(CASE WHEN o.is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders o WHERE o.order_id IN"
            " (SELECT oi.order_id FROM order_items oi JOIN products p USING (product_id)"
            " WHERE p.product_name = 'mel-bun' AND year(oi.ordered_at) = 2019)",
            False,
        ),
        # things in the same orders
        (
            "Which jaffle shows up in the most orders that also contain a vanilla ice?",
            "SELECT p.product_name FROM order_items d JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' AND d.order_id IN (SELECT oi.order_id FROM order_items oi"
            " JOIN products f USING (product_id) WHERE f.product_name = 'vanilla ice')"
            " GROUP BY 1 ORDER BY count(DISTINCT d.order_id) DESC LIMIT 1",
            False,
        ),
        # a price gap said with versus
        (
            "What's the price gap between the dearest drink versus the lowest-priced jaffle?",
            "SELECT (SELECT max(product_price) FROM products WHERE product_type = 'beverage')"
            " - (SELECT min(product_price) FROM products WHERE product_type = 'jaffle')",
            False,
        ),
        # closing sentences that only say how to show the answer
        (  # a lid and the napkin both cost $0.04: a tie, settled by name (see r30m)
            "Which supply is the cheapest? Name and cost.",
            "SELECT supply_name, supply_cost FROM supplies ORDER BY supply_cost, supply_name LIMIT 1",
            False,
        ),
        (
            "Which store took the fewest orders in 2018? Name and count.",
            "SELECT l.location_name, count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY 2 LIMIT 1",
            False,
        ),
        (
            "Which supplies go into more than two products? Each name once.",
            "SELECT supply_name FROM supplies GROUP BY 1 HAVING count(DISTINCT product_id) > 2",
            False,
        ),
        (
            "Which is the cheapest ingredient per serving, and what does a serving cost? Name and cost.",
            "SELECT supply_name, supply_cost FROM supplies ORDER BY supply_cost, supply_name LIMIT 1",
            False,
        ),
        # units sold of one kind per unit of another
        (
            "How many drinks were sold per jaffle sold in 2019? Drink units divided by jaffle units.",
            "SELECT sum(CASE WHEN is_drink_item THEN 1 ELSE 0 END) * 1.0"
            " / sum(CASE WHEN is_food_item THEN 1 ELSE 0 END) FROM order_items WHERE year(ordered_at) = 2019",
            False,
        ),
        # the top pair
        (
            "Which two distinct products are most often bought together? Give the pair and the order count.",
            "SELECT a.product_name, b.product_name, count(DISTINCT x.order_id) FROM order_items x"
            " JOIN order_items y ON x.order_id = y.order_id JOIN products a ON a.product_id = x.product_id"
            " JOIN products b ON b.product_id = y.product_id WHERE a.product_name < b.product_name"
            " GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1",
            False,
        ),
        # portions of a part, one per unit of a two-word product sold
        (
            "What did we spend on sauerkraut in 2019, at one portion per the krautback sold?",
            "SELECT sum(s.supply_cost) FROM order_items oi JOIN supplies s USING (product_id)"
            " JOIN products p USING (product_id) WHERE s.supply_name = 'house-pickled cabbage sauerkraut'"
            " AND p.product_name = 'the krautback' AND year(oi.ordered_at) = 2019",
            False,
        ),
    ],
)
def test_food_writer_wordings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)
