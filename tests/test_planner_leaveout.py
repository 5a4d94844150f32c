"""Unknown words in an otherwise understood question: left out (and said so) unless they could change it.

Every question here is written for these tests (none is in the eval sets).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.leaveout import answer_changing
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan, UnknownPlan
from tests.planner_checks import check

_REVENUE_2019 = (
    "SELECT SUM(product_price) FROM order_items"
    " WHERE ordered_at >= DATE '2019-01-01' AND ordered_at < DATE '2020-01-01'"
)
_LAYER = frozenset({"revenue", "order", "orders", "customer", "store"})


@pytest.mark.parametrize(
    "question",
    [
        "please frobnicate the revenue for 2019",
        "could you snargle up the revenue for 2019",
        "Wibbop: what was the revenue for 2019?",
    ],
)
def test_words_that_cannot_change_the_answer_are_left_out_and_said(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str
) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, SqlPlan), plan
    assert "left out '" in plan.understood and "I do not know" in plan.understood
    check(planner, con, question, _REVENUE_2019)


@pytest.mark.parametrize(
    "question",
    [
        "revenue by frobnicate for 2019",  # a breakdown the planner does not know
        "revenue per snargle in 2019",  # a divisor
        "frobnicated orders in 2019",  # qualifies a noun of the semantic layer
        "revenue of the Glorbo store in 2019",  # a name, written with a capital
        "revenue for kiosk7 in 2019",  # a code
        "revenue in glorp 2019",  # qualifies the period
        "revenue in late 2019",  # a word the speller changed (late -> latte) is not placed: asked
    ],
)
def test_words_that_could_change_the_answer_are_still_asked_about(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, UnknownPlan), plan
    assert plan.choices and plan.choices[0].startswith("Leave out")


def test_nothing_understood_is_still_said_not_guessed(planner: Planner) -> None:
    plan = planner.plan("frobnicate the snargle")
    assert isinstance(plan, UnknownPlan) and not plan.choices


@pytest.mark.parametrize(
    ("question", "words", "changing"),
    [
        ("Kindly list the revenue", ["kindly"], []),  # a capital at the start of a sentence is no name
        ("Revenue, please. Kindly by store", ["kindly"], []),  # ... nor after a full stop
        ("revenue at the Glorbo", ["glorbo"], ["glorbo"]),
        ("revenue from glorbo", ["glorbo"], ["glorbo"]),  # after an introducer, the article skipped
        ("glorbo customers", ["glorbo"], ["glorbo"]),  # before a layer word (plural or not)
        ("zap the revenue", ["zap"], []),
        ("revenue q9x", ["q9x"], ["q9x"]),
        ("revenue", ["absent"], ["absent"]),  # not in the text as typed (a correction): asked
    ],
)
def test_answer_changing_words(question: str, words: list[str], changing: list[str]) -> None:
    assert answer_changing(question, words, _LAYER) == changing
