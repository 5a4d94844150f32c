"""The offline analyst on round r35me: unknown words left out as a last resort (see lastleave.py).

When every reading of a question still asks about one or two words it does not know, and they are not what the
question turns on, they are left out and the answer says so ("Mean harshness per store for 2019, harshness
being the order total with tax": the average order total per store; they were asked about, "Should I leave
'harshness' out?"). They are still asked about when the question could turn on them: a figure or attribute
the data does not hold, more than two words, a yes/no or advice question, a word that opens the request, what
something is compared with, or a word qualifying what is counted.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan, UnknownPlan
from tests.planner_checks import check

_MEAN_BY_STORE = (
    "SELECT l.location_name, AVG(o.order_total) FROM orders o JOIN locations l USING (location_id)"
    " WHERE year(o.ordered_at) = 2019 GROUP BY 1"
)
_TOP_DAY = (
    "SELECT max(r) FROM (SELECT CAST(ordered_at AS DATE) AS d, SUM(product_price) AS r FROM order_items"
    " WHERE year(ordered_at) = 2019 GROUP BY 1)"
)
_LEAST_DRINK = (
    "SELECT p.product_name FROM order_items i JOIN products p USING (product_id) WHERE p.is_drink_item"
    " GROUP BY 1 ORDER BY count(*) LIMIT 1"
)
_COHORT_2018 = "SELECT AVG(count_lifetime_orders) FROM customers WHERE year(first_ordered_at) = 2018"
_TOP_SPENDER = (
    "SELECT SUM(order_total) FROM orders WHERE customer_id = "
    "(SELECT customer_id FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Mean harshness per store for 2019, harshness being the order total with tax", _MEAN_BY_STORE),
        ("Mean burden per store for 2019, burden being the order total with tax", _MEAN_BY_STORE),
        ("Top daily sales measurement (excluding tax) in 2019, just the number", _TOP_DAY),
        ("Top daily sales gauge (excluding tax) in 2019, just the number", _TOP_DAY),
        ("what's the dustiest drink on the menu, the one nobody buys? fewest units, all time", _LEAST_DRINK),
        ("what's the unloved drink on the menu, the one nobody buys? fewest units, all time", _LEAST_DRINK),
        (
            "For the 2018 intake cohort (first order placed in 2018), what's the mean lifetime order count?",
            _COHORT_2018,
        ),
        (
            "For the 2018 debut cohort (first order placed in 2018), what's the mean lifetime order count?",
            _COHORT_2018,
        ),
    ],
)
def test_r35me_left_out(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r35me_the_answer_says_what_was_left_out(planner: Planner) -> None:
    plan = planner.plan("Mean heft per store for 2019, heft being the order total with tax")
    assert isinstance(plan, SqlPlan)
    assert "left out 'heft'" in plan.understood


@pytest.mark.parametrize("word", ["lunatic", "superfan"])
def test_r35me_left_out_in_a_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection, word: str) -> None:
    check(
        planner,
        con,
        f"ok and how much has that {word} spent, tax and all",
        _TOP_SPENDER,
        context=["which customer placed the most orders ever?"],
    )


@pytest.mark.parametrize(
    "question",
    [
        "How many dormant buyers do we have?",  # qualifies what is counted
        "Are any of the stores in a noise zone?",  # a yes/no question turns on it
        "What would a glitter party cost?",  # advice / hypothetical
        "flag the dodgy orders for me",  # opens the request
        "How did 2019 revenue do against the mayor's guess?",  # what it is compared with
        "orders by payment type in 2019",  # not held by the data
        "What is the age split of our customers in 2019?",  # not held by the data
        "Show 2019 revenue per wibble, wobble and flobble",  # more than two words
    ],
)
def test_r35me_still_asked(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert not isinstance(plan, SqlPlan), f"{question!r} -> {getattr(plan, 'sql', plan)}"
    assert isinstance(plan, UnknownPlan) and plan.choices, plan
