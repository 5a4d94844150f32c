"""The offline analyst on question kinds found failing on blind set 4 (round 5): words that made it ask back
although the rest of the question was understood.

Every question here is written for these tests (none is in the eval sets); answers are checked against the
same question said plainly, on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.clock import read_clock
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.timeunits import repeats_time_unit
from tests.planner_checks import same_answer, sql_plan

# ---- a time unit said again ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "unit"),
    [("years", True), ("Month", True), ("halves", True), ("days", True), ("yearly", False), ("store", False)],
)
def test_time_units(word: str, unit: bool) -> None:
    assert repeats_time_unit(word) is unit


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("orders per quarter, every one of the quarters", "orders per quarter"),
        ("customers gained by month over all the months", "customers gained by month"),
        ("food revenue in 2019 for each of its weeks", "food revenue in 2019 by week"),
    ],
)
def test_a_time_unit_said_again_is_not_asked_about(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


# ---- glue words -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("top store in terms of orders in 2019", "top store by orders in 2019"),
        ("which drink moved the most items in 2018", "which drink sold the most items in 2018"),
        ("revenue with regard to each store", "revenue by store"),
    ],
)
def test_glue_words_are_not_asked_about(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


# ---- a day of the week named alone -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("tuesday revenue by month in 2019", "revenue on tuesdays by month in 2019"),
        ("monday vs thursday orders, 2020", "orders on mondays vs thursdays in 2020"),
    ],
)
def test_a_day_named_alone_is_a_day_of_the_week(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


def test_a_day_named_alone_after_last_is_not_a_day_of_the_week() -> None:
    assert read_clock(["sales", "last", "friday"])[1].day_kinds == []
    assert read_clock(["friday", "sales"])[1].day_kinds == ["friday"]


# ---- "how much did we sell": money --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("how much have we sold in the first half of 2019?", "revenue in the first half of 2019"),
        ("How much did they sell by store during 2018", "revenue by store in 2018"),
    ],
)
def test_how_much_sold_is_the_revenue(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


def test_how_many_sold_stays_units(planner: Planner) -> None:
    assert "COUNT(" in sql_plan(planner, "how many did we sell in 2019?").sql
