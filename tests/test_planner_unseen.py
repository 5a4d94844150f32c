"""The offline analyst on question kinds found failing on questions it had not seen (blind set 3's round):
days of the week, amounts said with a currency word, filler words, ...

Every question here is written for these tests (none is in the eval sets); answers are checked against
hand-written SQL on the demo DuckDB file, and the clock reader on its own.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.clock import read_clock
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.text import words
from tests.planner_checks import check

# ---- days of the week -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("tickets on tuesdays", ["tuesday"]),
        ("sales every Sunday in 2019", ["sunday"]),
        ("orders tue-thu", ["tuesday to thursday"]),
        ("revenue from Monday through Friday", ["weekday"]),
        ("items sold sat-sun", ["weekend"]),
        ("revenue for the week (mon-sun)", []),
        ("wednesdays vs saturdays orders", ["wednesday", "saturday"]),
        ("cyber monday sales", []),
        ("sales on black friday", []),
        ("the sun is out", []),
    ],
)
def test_days_of_the_week(text: str, kinds: list[str]) -> None:
    rest, clock = read_clock(words(text))
    assert clock.day_kinds == kinds
    if "mon-sun" in text:
        assert "mon" not in rest and "sun" not in rest


def test_a_day_of_the_week_filters_the_measured_time(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "how many orders did we take on Tuesdays in 2019?",
        "SELECT COUNT(*) FROM orders WHERE isodow(ordered_at) = 2 AND year(ordered_at) = 2019",
    )
    check(
        planner,
        con,
        "items sold wed-fri",
        "SELECT COUNT(*) FROM order_items WHERE isodow(ordered_at) IN (3, 4, 5)",
    )
    check(
        planner,
        con,
        "busiest hour by orders on weekdays (mon-fri)",
        "SELECT hour(ordered_at) FROM orders WHERE isodow(ordered_at) < 6 "
        "GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
    )


def test_two_days_of_the_week_are_one_figure_each(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "revenue on thursdays vs sundays",
        "SELECT SUM(CASE WHEN isodow(ordered_at) = 4 THEN product_price END), "
        "SUM(CASE WHEN isodow(ordered_at) = 7 THEN product_price END) FROM order_items",
    )


# ---- amounts said with a currency word --------------------------------------------------------------


def test_a_number_with_a_currency_word_is_money(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "count of orders of 25 bucks or more in 2018",
        "SELECT COUNT(*) FROM orders WHERE order_total >= 25 AND year(ordered_at) = 2018",
    )
    check(
        planner,
        con,
        "orders above 40 dollars",
        "SELECT COUNT(*) FROM orders WHERE order_total > 40",
    )


# ---- words that change nothing ----------------------------------------------------------------------


def test_filler_words_are_left_out(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "um which single month had the most orders?",
        "SELECT CAST(date_trunc('month', ordered_at) AS DATE) FROM orders "
        "GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
    )
    check(
        planner,
        con,
        "ok, different question: total tax paid in 2019",
        "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        context=["revenue by store"],
    )
