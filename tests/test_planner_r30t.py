"""The offline analyst on round r30t: a figure of one customer named by a name that several customers share.

- "What's Grace Okafor's lifetime spend?", "How much has Amy Moreau spent in total?", "how many orders has
  Raj Kim placed?", "average order value for Rosa Ali", and a follow-up "and Raj Kim's?": the planner read
  the name as a filter and added up every customer of that name (6 to 20 of them in the demo data), an
  answer about no one. Now, as for a look-up of one such customer's order (``RecordLookup.named``), the
  question back asks for their customer number; a name one customer has is still answered, and a question
  about the people of that name ("how many customers are called Uma Brown?") still counts them.
- "how many orders had an order total of at least $30 in 2018" then "what about Philadelphia?": the same
  count at Philadelphia (kept here as a guard; the planner already read it so at the start of the round).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("What's Grace Okafor's lifetime spend?", []),
        ("How much has Amy Moreau spent in total?", []),
        ("how many orders has Raj Kim placed?", []),
        ("average order value for Rosa Ali", []),
        ("Wendy Lopez total spend", []),
        ("How much did the customer named Raj Kim spend?", []),
        ("and Raj Kim's?", ["what is Chris Reyes's lifetime spend"]),
    ],
)
def test_shared_name_asks_for_the_number(planner: Planner, question: str, context: list[str]) -> None:
    plan = planner.plan(question, context=context)
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"
    assert "customer number" in plan.question


def test_unique_name_is_answered(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT lifetime_spend FROM customers WHERE customer_name = 'Chris Reyes'"
    check(planner, con, "What's Chris Reyes's lifetime spend?", gold)


def test_people_of_a_name_are_counted(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT count(*) FROM customers WHERE customer_name = 'Uma Brown'"
    check(planner, con, "how many customers are called Uma Brown?", gold)


@pytest.mark.parametrize(
    "follow_up", ["what about Philadelphia?", "How about in Philadelphia?", "and for Philadelphia"]
)
def test_threshold_kept_at_a_store(planner: Planner, con: duckdb.DuckDBPyConnection, follow_up: str) -> None:
    gold = (
        "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = "
        "'Philadelphia' AND o.order_total >= 30 AND o.ordered_at >= '2018-01-01' "
        "AND o.ordered_at < '2019-01-01'"
    )
    earlier = "how many orders had an order total of at least $30 in 2018"
    check(planner, con, follow_up, gold, context=[earlier])
