"""Numbers said in words and names split or run together, as dictation writes them.

Every question here is written for these tests (none is in the eval sets).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.glued import GluedNames
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.spoken import spoken_numbers
from tests.planner_checks import same_answer


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("revenue in twenty nineteen", "revenue in 2019"),
        ("revenue in two thousand and nineteen", "revenue in 2019"),
        ("orders in q three twenty twenty", "orders in q3 2020"),
        ("and q two", "and q2"),
        ("revenue in quarter one", "revenue in q1"),
        ("orders in quarter four nineteen ninety nine", "orders in q4 1999"),
        ("sales in twenty oh nine", "sales in 2009"),
        ("top five stores", "top 5 stores"),
        ("orders over twenty five dollars", "orders over 25 dollars"),
        ("revenue on march third", "revenue on march 3rd"),
        ("the last thirty days", "the last 30 days"),
        ("customers with more than twelve orders", "customers with more than 12 orders"),
    ],
)
def test_numbers_in_words_are_written_as_digits(said: str, written: str) -> None:
    assert spoken_numbers(said) == written


@pytest.mark.parametrize(
    "said",
    [
        "which one sold best",
        "revenue in the first quarter",
        "the two stores that opened last",
        "list the ten products by revenue",
        "what share is a third of revenue",
        "no one ordered on christmas",
        "orders by store",
        "the 20 19 split",  # digits a person typed are never joined into a year
    ],
)
def test_words_that_are_no_figure_stay(said: str) -> None:
    assert spoken_numbers(said) == said


def test_a_hundred_is_one_hundred() -> None:
    assert spoken_numbers("orders over a hundred dollars") == "orders over 100 dollars"


_VALUES = {
    "store": ["New Orleans", "San Francisco", "Brooklyn", "Chicago", "Los Angeles"],
    "product": ["mel-bun", "the krautback", "tangaroo", "nutellaquent"],
    "kind": ["jaffle", "beverage"],
    "customer": [f"Name{i} Surname{i}" for i in range(200)],  # too many values: never read glued
}
_VALUES["product"] += ["chai and mighty", "doctor stew", "vanilla ice"]
_KNOWN = {
    "revenue",
    "units",
    "price",
    "of",
    "the",
    "and",
    "orders",
    "at",
    "in",
    "vanilla",
    "doctor",
    "for",
    "ice",
}


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("revenue at new or leans", "revenue at new orleans"),
        ("orders at brook lyn in 2019", "orders at brooklyn in 2019"),
        ("revenue at sanfrancisco", "revenue at san francisco"),
        ("units of mel bun", "units of mel-bun"),
        ("revenue of the kraut back", "revenue of the krautback"),
        ("revenue at san fran sisco", "revenue at san francisco"),  # a long name, one letter off
        ("bever age orders", "beverage orders"),
        ("price of the shy and mighty", "price of the chai and mighty"),  # said as it sounds
        ("revenue of the doctor stu", "revenue of the doctor stew"),
        ("units of vanilla eyes", "units of vanilla ice"),
    ],
)
def test_split_and_glued_names_are_read_as_the_data_writes_them(said: str, read: str) -> None:
    assert GluedNames(_VALUES, _KNOWN).rejoin(said) == read


@pytest.mark.parametrize(
    "said",
    [
        "revenue at New Orleans and Chicago",
        "revenue at new orleans, chicago",
        "name1surname1 orders",  # a customer: their dimension is too large to be read this way
        "los, angeles",  # words apart by more than a space are not one name
        "tanga roos",
        "perishable cost of a nutellaquent",  # one letter more, but a whole word of its own
        "revenue for the doctor and vanilla ice",  # words the planner reads are never taken by sound
    ],
)
def test_names_written_right_or_not_names_stay(said: str) -> None:
    assert GluedNames(_VALUES, _KNOWN).rejoin(said) == said


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("revenue in twenty nineteen", "revenue in 2019"),
        ("how many orders in q three twenty nineteen", "how many orders in q3 2019"),
        ("top three stores by revenue twenty nineteen", "top 3 stores by revenue in 2019"),
        ("orders over twenty five dollars in twenty nineteen", "orders over $25 in 2019"),
        ("revenue at new or leans in twenty nineteen", "revenue at New Orleans in 2019"),
        ("how many orders at brook lyn in twenty nineteen", "how many orders at Brooklyn in 2019"),
        ("revenue at sanfrancisco by month", "revenue at San Francisco by month"),
        ("units of mel bun sold", "units of mel-bun sold"),
    ],
)
def test_dictated_questions_get_the_answer_of_the_typed_ones(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)
