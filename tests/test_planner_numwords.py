"""One shared table of number words (askdata_app/agent/offline/numwords.py), round r33nw.

About two dozen readings each kept their own map of number words ("one": 1, "a single": 1, "a dozen": 12 ...).
They now take their words from the one table, each with its own choice of words (a reading that never took
"one", or that takes "a" as 1, says so). Nothing they read changes:

- the shared table's helpers on a few words;
- each former map, pinned as it was (words, values and order: regexes are built from that order);
- each reading on number-word questions, against the same question said with digits (or plainly).

Every question here is written for these tests (none is in the eval sets); the answers are compared on the
demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import importlib

import duckdb
import pytest

from askdata_app.agent.offline.allcounted import all_counted
from askdata_app.agent.offline.evensplit import evenly_split
from askdata_app.agent.offline.numwords import NUMBER_WORDS, alternation, counting, digits, numbers, value
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.precision import read_precision
from askdata_app.eval.compare import same_result
from tests.planner_checks import same_answer, sql_plan


def test_counting_runs_in_counting_order() -> None:
    assert counting(1, 5) == ("one", "two", "three", "four", "five")
    assert counting(9, 13) == ("nine", "ten", "eleven", "twelve", "thirteen")
    assert counting(18, 40) == ("eighteen", "nineteen", "twenty", "thirty", "forty")
    assert counting(0, 0) == ("zero",)


def test_numbers_keeps_the_order_given_and_the_values() -> None:
    table = numbers("a", counting(2, 4), "a couple of", "a dozen", "twenty-four", "fifty-two")
    assert list(table) == ["a", "two", "three", "four", "a couple of", "a dozen", "twenty-four", "fifty-two"]
    assert table == {"a": 1, "two": 2, "three": 3, "four": 4, "a couple of": 2, "a dozen": 12,
                     "twenty-four": 24, "fifty-two": 52}  # fmt: skip
    with pytest.raises(KeyError):
        numbers("umpteen")


def test_the_table_holds_the_words_and_phrases() -> None:
    assert NUMBER_WORDS["ninety"] == 90
    assert NUMBER_WORDS["ninety-nine"] == 99
    assert NUMBER_WORDS["a single"] == NUMBER_WORDS["just one"] == NUMBER_WORDS["only one"] == 1
    assert NUMBER_WORDS["a hundred"] == NUMBER_WORDS["one hundred"] == 100
    assert NUMBER_WORDS["no"] == NUMBER_WORDS["zero"] == 0


def test_digits_alternation_and_value() -> None:
    table = numbers("seven", "seventeen", "a single", "single")
    assert digits(table) == {"seven": "7", "seventeen": "17", "a single": "1", "single": "1"}
    assert alternation(table) == "seven|seventeen|a single|single"
    assert alternation(table, longest_first=True) == "seventeen|a single|single|seven"
    assert value("17", table) == 17
    assert value("seventeen", table) == 17
    with pytest.raises(KeyError):
        value("eight", table)


@pytest.mark.parametrize(
    ("module", "name", "former"),
    [
        (
            "vocab",
            "NUM_WORDS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, twenty=20,"
            " fifteen=15, twelve=12",
        ),
        ("spoken", "_QUARTERS", "one='1', two='2', three='3', four='4'"),
        (
            "spoken",
            "_SMALL",
            "one='1', two='2', three='3', four='4', five='5', six='6', seven='7', eight='8', nine='9'",
        ),
        (
            "clock",
            "_HOUR_WORDS",
            "one='1', two='2', three='3', four='4', five='5', six='6', seven='7', eight='8', nine='9', "
            "ten='10', eleven='11', twelve='12'",
        ),
        (
            "countswap",
            "_WORDS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, a "
            "single=1, single=1",
        ),
        ("recipebook", "_NUMBER", "one='1', two='2', three='3', four='4', five='5'"),
        ("nextday", "_COUNTS", "one=1, a=1, two=2, three=3, four=4, five=5, six=6, seven=7"),
        (
            "twofigures",
            "_NUMBER_WORDS",
            "two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, twelve=12, "
            "hundred=100, a hundred=100, one hundred=100, thousand=1000, a thousand=1000, one "
            "thousand=1000",
        ),
        (
            "timespec",
            "_NUMBER_WORDS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, twelve=12,"
            " eighteen=18, twenty=20, thirty=30",
        ),
        (
            "ownstart",
            "_NUMBERS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, twelve=12,"
            " eighteen=18, twenty=20, thirty=30, ninety=90",
        ),
        (
            "daybounds",
            "_NUMS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, "
            "fourteen=14, fifteen=15, twenty=20, thirty=30",
        ),
        ("cohortwords", "_COUNTS", "two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10"),
        (
            "tablerows",
            "_NUMBERS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, a "
            "single=1, a=1, only one=1, just one=1",
        ),
        (
            "consultwords",
            "_NUMBERS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, eleven=11,"
            " twelve=12, fifty-two=52",
        ),
        (
            "reword",
            "_COUNT_WORDS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, twelve=12,"
            " fifteen=15, twenty=20",
        ),
        ("statfigures", "_NUMBER", "one=1, two=2, three=3, four=4, five=5, 1=1, 2=2, 3=3, 4=4, 5=5"),
        ("menubill", "_COUNTS", "a=1, an=1, one=1, two=2, three=3, four=4, five=5, six=6, a couple of=2"),
        (
            "allcounted",
            "_NUMBERS",
            "two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, eleven=11, "
            "twelve=12, thirteen=13, fourteen=14, fifteen=15, sixteen=16, twenty=20",
        ),
        (
            "menuquote",
            "_WORDS",
            "a=1, an=1, one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10,"
            " a dozen=12, a couple of=2",
        ),
        ("precision", "_PLACES_WORDS", "zero=0, no=0, one=1, two=2, three=3, four=4, five=5, six=6"),
        (
            "openings",
            "_NUMBERS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10, twelve=12,"
            " thirty=30, sixty=60, ninety=90",
        ),
        ("evensplit", "_NUMBERS", "two=2, three=3, four=4, five=5, six=6, seven=7, eight=8, nine=9, ten=10"),
        ("moving", "_COUNTS", "two=2, three=3, four=4, five=5, six=6, seven=7, twelve=12, fourteen=14"),
        ("lagwords", "_COUNT", "a=1, one=1, an=1, two=2, three=3, four=4, seven=7"),
        (
            "planner",
            "_NUMBERS",
            "one=1, two=2, three=3, four=4, five=5, six=6, seven=7, ten=10, fourteen=14, thirty=30, "
            "ninety=90",
        ),
        ("formal", "_SPAN_WORDS", "twelve=12, six=6, three=3, nine=9, twenty-four=24"),
    ],
)
def test_each_reading_keeps_its_former_words(module: str, name: str, former: str) -> None:
    """``former``: the map as it was, word=value in its order (a value in quotes was a string)."""
    table = getattr(importlib.import_module(f"askdata_app.agent.offline.{module}"), name)
    assert ", ".join(f"{word}={n!r}" for word, n in table.items()) == former


def test_readings_alone() -> None:
    assert evenly_split("2019 orders split equally across four shops") == "2019 orders divided by 4"
    assert (
        evenly_split("2019 orders split equally across one shop")
        == "2019 orders split equally across one shop"
    )
    assert all_counted("revenue of each of our six shops", {"stores": 6}) == "revenue of each of our shops"
    assert (
        all_counted("revenue of our three busiest shops", {"stores": 6})
        == "revenue of our three busiest shops"
    )
    said = read_precision("average order total, rounded to no decimal places")
    assert said is not None and said.places == 0
    said = read_precision("average order total to three dp")
    assert said is not None and said.places == 3


@pytest.mark.parametrize(
    ("reading", "context", "question", "plain"),
    [
        ("vocab", None, "top five products by revenue in 2019", "top 5 products by revenue in 2019"),
        ("vocab", None, "the twelve busiest days of 2019 by orders", "the 12 busiest days of 2019 by orders"),
        ("spoken", None, "revenue in quarter three 2019", "revenue in Q3 2019"),
        (
            "spoken",
            None,
            "how many orders in 2019 had more than two items",
            "how many orders in 2019 had more than 2 items",
        ),
        (
            "clock",
            None,
            "how many orders were placed between nine and eleven am in 2019",
            "how many orders were placed between 9 and 11am in 2019",
        ),
        ("clock", None, "orders in 2019 from eleven till two", "orders in 2019 from 11am till 2pm"),
        (
            "countswap",
            "what share of 2019 orders had exactly one item",
            "and exactly two?",
            "what share of 2019 orders had exactly 2 items",
        ),
        (
            "countswap",
            "how many 2019 orders had just one item",
            "what about three?",
            "how many 2019 orders had just 3 items",
        ),
        (
            "recipebook",
            None,
            "which supplies are used in more than three products",
            "which supplies are used in more than 3 products",
        ),
        (
            "nextday",
            None,
            "how many orders were placed two days after Thanksgiving 2019",
            "how many orders were placed on 2019-11-30",
        ),
        ("nextday", None, "revenue on the day after Christmas 2018", "revenue on 2018-12-26"),
        (
            "twofigures",
            None,
            "out of every hundred orders in 2019, how many had a drink",
            "out of every 100 orders in 2019, how many had a drink",
        ),
        (
            "twofigures",
            None,
            "2019 revenue shared equally among six shops",
            "2019 revenue shared equally among 6 shops",
        ),
        (
            "timespec",
            None,
            "revenue in the first three months of 2019",
            "revenue in the first 3 months of 2019",
        ),
        ("timespec", None, "orders in the last twelve months", "orders in the last 12 months"),
        (
            "ownstart",
            None,
            "each store's revenue in its first thirty days",
            "each store's revenue in its first 30 days",
        ),
        (
            "ownstart",
            None,
            "each store's orders in its first three months",
            "each store's orders in its first 3 months",
        ),
        (
            "daybounds",
            None,
            "revenue for the fourteen days ending 2019-06-30",
            "revenue for the 14 days ending 2019-06-30",
        ),
        ("daybounds", None, "orders in the thirty days to 2019-03-31", "orders in the 30 days to 2019-03-31"),
        (
            "cohortwords",
            None,
            "revenue in 2019 of our four 2018-2019 launches",
            "revenue in 2019 of our 4 2018-2019 launches",
        ),
        (
            "tablerows",
            None,
            "how many order_id values have more than three rows in order_items",
            "how many order_id values have more than 3 rows in order_items",
        ),
        (
            "tablerows",
            None,
            "how many order_id values have exactly a single row in order_items",
            "how many order_id values have exactly 1 row in order_items",
        ),
        (
            "consultwords",
            None,
            "december 2019 revenue multiplied by twelve",
            "revenue in december 2019 multiplied by 12",
        ),
        (
            "consultwords",
            None,
            "orders on 2019-03-04 times fifty-two",
            "orders on 2019-03-04 times 52",
        ),
        (
            "reword",
            None,
            "how many customers had exactly two orders",
            "how many customers had exactly 2 orders",
        ),
        (
            "reword",
            None,
            "how many 2019 orders contained three items",
            "how many 2019 orders contained 3 items",
        ),
        (
            "statfigures",
            None,
            "how many orders in 2019 were more than two standard deviations above the mean order total?",
            "how many orders in 2019 were more than 2 standard deviations above the mean order total?",
        ),
        (
            "menubill",
            None,
            "what would two vanilla ices cost at the Philadelphia café, sales tax included",
            "what would 2 vanilla ices cost at the Philadelphia café, sales tax included",
        ),
        (
            "menubill",
            None,
            "what would a couple of tangaroos cost in Chicago, with tax",
            "what would 2 tangaroos cost in Chicago, with tax",
        ),
        ("allcounted", None, "the opening date of each of our six shops", "the opening date of each shop"),
        ("allcounted", None, "2019 revenue of all ten products", "2019 revenue of each product"),
        (
            "menuquote",
            None,
            "if I order a dozen vanilla ices from the Los Angeles store, what's the bill with sales tax?",
            "if I order 12 vanilla ices from the Los Angeles store, what's the bill with sales tax?",
        ),
        (
            "menuquote",
            None,
            "Party of 25, two flame impalas per head: what's the total at menu price?",
            "Party of 25, 2 flame impalas per head: what's the total at menu price?",
        ),
        (
            "precision",
            None,
            "average order total in 2019, rounded to two decimals",
            "average order total in 2019, rounded to 2 decimals",
        ),
        (
            "openings",
            None,
            "Chicago's revenue in its first thirty days",
            "Chicago's revenue in its first 30 days",
        ),
        (
            "openings",
            None,
            "orders in the first ninety days after New Orleans opened",
            "orders in the first 90 days after New Orleans opened",
        ),
        (
            "evensplit",
            None,
            "2019 revenue per store if we spread it evenly over our six stores",
            "2019 revenue divided by 6",
        ),
        ("evensplit", None, "2019 orders split equally across four shops", "2019 orders divided by 4"),
        (
            "moving",
            None,
            "three-month moving average of revenue for 2019",
            "3-month moving average of revenue for 2019",
        ),
        (
            "moving",
            None,
            "seven-day rolling average of daily orders in December 2019",
            "7-day rolling average of daily orders in December 2019",
        ),
        (
            "lagwords",
            None,
            "orders per day in December 2019 with the count two days earlier",
            "orders per day in December 2019 with the count 2 days earlier",
        ),
        (
            "lagwords",
            None,
            "revenue per month in 2019 alongside the figure three months before",
            "revenue per month in 2019 alongside the figure 3 months before",
        ),
        (
            "planner",
            "how many orders in the 30 days to 2019-06-30",
            "and the thirty days before that?",
            "how many orders from 2019-05-02 to 2019-05-31",
        ),
        (
            "formal",
            None,
            "revenue for the twelve months ended December 2019",
            "revenue for the 12 months ended December 2019",
        ),
        (
            "formal",
            None,
            "orders for the six months ended June 2019",
            "orders for the 6 months ended June 2019",
        ),
    ],
)
def test_number_words_read_as_the_digits(
    planner: Planner,
    con: duckdb.DuckDBPyConnection,
    reading: str,
    context: str | None,
    question: str,
    plain: str,
) -> None:
    del reading  # which former map the question goes through, for the test's id
    if context is None:
        same_answer(planner, con, question, plain)
        return
    got = con.execute(sql_plan(planner, question, context=[context]).sql).fetchall()
    want = con.execute(sql_plan(planner, plain).sql).fetchall()
    assert same_result(want, got), f"{question!r} after {context!r} -> {got[:5]}, {plain!r} -> {want[:5]}"
