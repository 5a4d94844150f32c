"""The offline analyst on readings added in round r29d (a podcast host's wordings of blind set 24 said the
plain way, and plain wordings that were answered wrong or asked back):

- a lead-in naming a part of the show ("Quiz round:", "Drinks segment:", "For the intro of next week's
  episode:") goes, and so does what the answer is for ("so I can read it out on air"), a sentence about the
  show that asks nothing, and a closing sentence of shape only ("A figure per night.");
- "a brand new segment, and forget the Brooklyn angle" is a new question, nothing to do with Brooklyn (the
  "angle" was read as Los Angeles);
- "the steepest" is the highest; a store that "charges the highest sales tax" has the highest tax rate;
  "racked up" orders is had them;
- "each night" after days named is each day; "..., Christmas Eve both times" after the days is their name
  only (it was every day of the data);
- "(the toasted sandwiches)" after jaffles goes; "a juicy story" is asked back like "something interesting";
- a closing "Give me its name and opening date." is said in the question ("with its opening date"), "Name and
  count." goes; "newest, going by opening date" is the newest; "with the figure next to each name" is each
  row's figure (it was split by customer name);
- "Saturdays versus Sundays in 2019, by number of orders" is the number of orders on each side (it asked
  which figure);
- "of all the items sold, what fraction were drinks" is one share (it was one per product); "Looking at
  every order we have, ..." is all the orders (it was split by order);
- "how many different people ordered at least once in May 2019" is the distinct customers (it asked back);
- "how many pourover coffees" is the product with "pourover" in its name;
- "24 December 2019: which product sold the most units that day?" is that day's ranking (it added a split by
  day); "Boxing Day, the one in 2019 (26 December)" is that day;
- "is that a lot for a café chain, would you say?" is a judgement, asked back (it counted the stores);
- "which barista ..." asks back: the data holds no staff;
- a question naming a period and then a sentence defining its figure ("What was left in 2019 once supplies
  were paid for? Revenue minus supply cost.") is the figure over that period (the period was dropped).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from tests.planner_checks import check

_Y19 = "year(ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # a lead-in naming a part of the show; what the answer is for; shape-only closings
        (
            "Quiz round: which menu item carries the steepest price?",
            "SELECT arg_max(product_name, product_price) FROM products",
            False,
        ),
        (
            "For the intro of next week's episode: how many drinks did the chain sell in 2019?",
            f"SELECT count(*) FROM order_items WHERE is_drink_item AND {_Y19}",
            False,
        ),
        (
            "Drinks segment: what fraction of the items sold in 2018 were drinks? A 0-to-1 number is fine.",
            "SELECT avg(CASE WHEN is_drink_item THEN 1.0 ELSE 0 END) FROM order_items"
            " WHERE year(ordered_at) = 2018",
            False,
        ),
        (
            "We're profiling our regulars for the show. Which customer racked up the most lifetime orders,"
            " and how many is it? Name and count.",
            "SELECT customer_name, count_lifetime_orders FROM customers ORDER BY count_lifetime_orders DESC"
            " LIMIT 1",
            False,
        ),
        (
            "Which café is the oldest, going by opening date? Give me its name and opening date so I can read"
            " it out on air.",
            "SELECT location_name, opened_at FROM locations WHERE opened_at = (SELECT min(opened_at) FROM"
            " locations)",
            False,
        ),
        # the steepest; charges the highest tax
        (
            "Which shop charges its customers the steepest sales tax?",
            "SELECT arg_max(location_name, tax_rate) FROM locations",
            False,
        ),
        # days named, then each night / the holiday's name
        (
            "24 December 2018 versus 24 December 2019, Christmas Eve both times: how many orders each night?"
            " A figure per night.",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) IN (DATE '2018-12-24',"
            " DATE '2019-12-24') GROUP BY CAST(ordered_at AS DATE)",
            False,
        ),
        (
            "24 December 2019: which product sold the most units that day?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE CAST(i.ordered_at AS DATE) = DATE '2019-12-24' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "Boxing Day, the one in 2019 (26 December): which store took the most orders on the day?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE CAST(o.ordered_at AS DATE) = DATE '2019-12-26' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        # toasted sandwiches
        (
            "Trivia bit: how many jaffles (the toasted sandwiches) did we sell in 2018?",
            "SELECT count(*) FROM order_items WHERE is_food_item AND year(ordered_at) = 2018",
            False,
        ),
        # the figure next to each name
        (
            "Rank the shops on 2019 orders, most first, with the count next to each name.",
            "SELECT l.location_name, count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
            True,
        ),
        # A versus B, by a count
        (
            "Saturdays versus Sundays in 2019, by number of orders. One number for each side.",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND dayofweek(ordered_at) IN (0, 6)"
            " GROUP BY dayofweek(ordered_at)",
            False,
        ),
        # the whole of the data
        (
            "Of all the items sold in 2019, what share were jaffles?",
            f"SELECT avg(CASE WHEN is_food_item THEN 1.0 ELSE 0 END) FROM order_items WHERE {_Y19}",
            False,
        ),
        (
            "Looking at every order we have, which weekday has the most orders?",
            "SELECT dayname(ordered_at) FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        # at least once
        (
            "How many different people ordered at least once in May 2019?",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE ordered_at >= DATE '2019-05-01'"
            " AND ordered_at < DATE '2019-06-01'",
            False,
        ),
        # a word only one product has, before a kind
        (
            "How many pourover coffees did we sell in 2019?",
            "SELECT count(*) FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_name = 'for richer or pourover' AND year(i.ordered_at) = 2019",
            False,
        ),
        # a period said in the question, then the figure's definition
        (
            "What was left over in March 2019 once supplies were paid for? Revenue minus supply cost.",
            "SELECT sum(product_price) - sum(supply_cost) FROM order_items"
            " WHERE ordered_at >= DATE '2019-03-01' AND ordered_at < DATE '2019-04-01'",
            False,
        ),
    ],
)
def test_host_and_plain_wordings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


def test_a_new_segment_drops_the_store_set_aside(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Brand new segment, and forget the Brooklyn angle: how many orders did the whole chain take in 2019?",
        f"SELECT count(*) FROM orders WHERE {_Y19}",
        context=["How many orders did the Brooklyn store take each month of 2019?"],
    )


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("Is that a lot for a coffee chain, would you say?", ["How many customers first ordered in 2019?"]),
        ("Which barista do our regulars like best?", []),
        ("Give me a juicy story for the podcast.", []),
    ],
)
def test_asked_back(planner: Planner, question: str, context: list[str]) -> None:
    plan = planner.plan(question, context=context)
    asked = isinstance(plan, AskPlan) or (isinstance(plan, UnknownPlan) and bool(plan.choices))
    assert asked, plan


def test_a_plain_segment_word_keeps_its_meaning(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """A lead-in with a number in it is kept: it may scope the question."""
    plan = planner.plan("Segment for 2019: how many orders did Chicago take?")
    assert isinstance(plan, SqlPlan | AskPlan), plan
    if isinstance(plan, SqlPlan):
        gold = con.execute(
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE l.location_name ="
            " 'Chicago' AND year(o.ordered_at) = 2019"
        ).fetchall()
        assert con.execute(plan.sql).fetchall() == gold, plan.sql
