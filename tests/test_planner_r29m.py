"""The offline analyst on round r29m: typos are respelled before the readings of whole phrases see them.

The readings that rewrite a question ("drink-only orders", "their combined revenue", "which hour on which
day") saw the words as typed; respelling ran only when nothing understood the question, so "revnue from
drink-only ordres" listed each order's drinks. Now clear typos are respelled first, with a note of each
(``Speller.respell(cautious=True)``); real English words close to the vocabulary ("exceed": except, "lease":
least, "trough": through, "bestie": best) stay as typed.

Every question here is written for these tests (none is in the eval sets); answers are checked against the
same question spelled right, or against gold SQL, on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from askdata_app.agent.offline.spelling import plain_typo
from tests.planner_checks import check, sql_plan


@pytest.mark.parametrize(
    ("typed", "spelled", "context"),
    [
        ("revnue from drink-only ordres in 2019", "revenue from drink-only orders in 2019", ()),
        (
            "whcih hour on which day had the most orders in September 2019?",
            "which hour on which day had the most orders in September 2019?",
            (),
        ),
        (
            "what was thier combined revenue?",
            "what was their combined revenue?",
            ("top 2 stores by revenue in 2019",),
        ),
        (
            "Of the orders that had a drnik in 2019, what share also had food?",
            "Of the orders that had a drink in 2019, what share also had food?",
            (),
        ),
    ],
)
def test_typos_inside_phrases_read_like_the_words_spelled_right(
    planner: Planner, con: duckdb.DuckDBPyConnection, typed: str, spelled: str, context: tuple[str, ...]
) -> None:
    got = sql_plan(planner, typed, context=list(context))
    want = sql_plan(planner, spelled, context=list(context))
    assert con.execute(got.sql).fetchall() == con.execute(want.sql).fetchall(), (typed, got.sql)


def test_a_respelled_word_is_said_in_what_was_understood(planner: Planner) -> None:
    plan = sql_plan(planner, "revnue from drink-only ordres in 2019")
    assert "'revnue' read as 'revenue'" in plan.understood
    assert "'ordres' read as 'orders'" in plan.understood


def test_drink_only_revenue_with_typos_is_one_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "revnue from drink-only ordres in 2019",
        "SELECT sum(i.product_price) FROM order_items i WHERE year(i.ordered_at) = 2019 AND i.order_id NOT IN"
        " (SELECT order_id FROM order_items WHERE is_food_item)",
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "By how many dollars did 2019 revenue exceed 2018 revenue?",
            "SELECT (SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2019)"
            " - (SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2018)",
        ),
    ],
)
def test_real_words_near_the_vocabulary_stay_as_typed(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_real_word_is_not_respelled_into_an_answer(planner: Planner) -> None:
    plan = planner.plan("What are the lease terms on each store?")  # not "least": the data has no leases
    assert isinstance(plan, AskPlan | UnknownPlan)
    assert not isinstance(plan, SqlPlan)


@pytest.mark.parametrize(
    ("word", "fixed", "typo"),
    [
        ("revnue", "revenue", True),
        ("ordres", "orders", True),
        ("thier", "their", True),
        ("exceed", "except", False),
        ("lease", "least", False),
        ("trough", "through", False),
        ("bestie", "best", False),
        ("thereto", "there", False),
        ("borough", "brought", False),
        ("summarise", "summaries", False),
    ],
)
def test_plain_typos_and_real_words(word: str, fixed: str, typo: bool) -> None:
    assert plain_typo(word, fixed) is typo


# days of the month (monthday.py): before, "day" was ignored and whole months were counted
_O19 = "year(ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders were placed on the last day of each month in 2019?",
            f"SELECT ordered_at::date, count(*) FROM orders WHERE {_O19}"
            " AND ordered_at::date = last_day(ordered_at) GROUP BY 1",
        ),
        (
            "revenue on the 1st of every month in 2018",
            "SELECT ordered_at::date, sum(product_price) FROM order_items WHERE year(ordered_at) = 2018"
            " AND day(ordered_at) = 1 GROUP BY 1",
        ),
        (
            "How many orders did we take on month-end days in 2019?",
            f"SELECT count(*) FROM orders WHERE {_O19} AND ordered_at::date = last_day(ordered_at)",
        ),
        (
            "orders on month-start days in 2019",
            f"SELECT count(*) FROM orders WHERE {_O19} AND day(ordered_at) = 1",
        ),
    ],
)
def test_a_day_of_each_month(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_share_of_the_month_days_is_not_guessed(planner: Planner) -> None:
    plan = planner.plan("What share of 2019 revenue came on the last day of each month?")
    assert not isinstance(plan, SqlPlan)


# a follow-up about the one hour or weekday found ("that hour", "that weekday"; onefound.py)
@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "which hour of the day had the most orders in 2019",
            "how much revenue did that hour bring in?",
            "SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2019 AND hour(ordered_at) ="
            " (SELECT hour(ordered_at) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "which weekday had the fewest orders in 2019",
            "how many customers ordered on that weekday?",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2019"
            " AND dayname(ordered_at) ="
            " (SELECT dayname(ordered_at) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) LIMIT 1)",
        ),
        (
            "what was our busiest hour in 2018?",
            "and how many orders came in during that hour in 2019?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND hour(ordered_at) ="
            " (SELECT hour(ordered_at) FROM orders WHERE year(ordered_at) = 2018 GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1)",
        ),
    ],
)
def test_that_hour_or_weekday_is_the_one_found(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


# a story sentence that names the stores or products the question then points back to (they were lost)
_REV19_AT = (
    "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
    " JOIN locations l USING (location_id) WHERE year(i.ordered_at) = 2019 AND l.location_name IN ({stores})"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Our first two shops were Philadelphia and Brooklyn. What was their combined revenue in 2019?",
            _REV19_AT.format(stores="'Philadelphia', 'Brooklyn'"),
        ),
        (
            "The one drink we serve without a straw is the pourover. How many of those did we sell in 2019?",
            "SELECT count(*) FROM order_items i JOIN products p USING (product_id)"
            " WHERE year(i.ordered_at) = 2019 AND p.product_name = 'for richer or pourover'",
        ),
        (
            "Philadelphia is my favourite. How much revenue did it make in 2019?",
            _REV19_AT.format(stores="'Philadelphia'"),
        ),
    ],
)
def test_a_story_names_what_the_question_points_back_to(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_costs_the_most_for_us_to_make_is_the_unit_cost(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:  # it summed the supply cost of the items sold
    check(
        planner,
        con,
        "Which product costs the most for us to make?",
        "SELECT p.product_name, sum(s.supply_cost) FROM products p JOIN supplies s USING (product_id)"
        " GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
    )
