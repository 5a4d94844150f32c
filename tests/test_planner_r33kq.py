"""The offline analyst on readings added in round r33kq (a ten-year-old's and a pub quiz master's questions):

- the parts of a customer's name: "how many customers are called Ana (first name)", "how many people have
  the surname Smith", "which first name do the most customers share", "the commonest last name among
  customers": the name's first or last word (the name was not understood, or customers were ranked by some
  measure asked back);
- what the records cannot know about a dish's taste said as a child says it ("is it yummy", "the yummiest
  drink"), about the people who run or work at the shops ("who works at the Brooklyn shop", "who is the
  CEO", "the store manager"), or about social media ("posted on Instagram", "the most likes on TikTok"): asked
  back (they were words not understood, or some other figure);
- a list asked for "in order" ("put the shops in order from oldest to newest", "get the stores in order of
  opening date", "order the drinks from cheapest to priciest"): sorted so (the order words were read as
  orders counted);
- the year a store opened ("in what year did the Chicago shop open?", "which year was Brooklyn opened",
  "when did the Philadelphia store open - just the year", "what year did each shop open"): the year (the name
  was listed alone).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_TOP_FIRST = (
    "SELECT split_part(customer_name, ' ', 1) FROM customers GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1"
)
_TOP_LAST = (
    "SELECT split_part(customer_name, ' ', 2) FROM customers GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many customers are called Ana (first name)",
            "SELECT count(*) FROM customers WHERE customer_name LIKE 'Ana %'",
        ),
        (
            "how many ppl have the first name Kofi",
            "SELECT count(*) FROM customers WHERE customer_name LIKE 'Kofi %'",
        ),
        (
            "How many customers have the surname Smith?",
            "SELECT count(*) FROM customers WHERE customer_name LIKE '% Smith'",
        ),
        (
            "how many customers go by the last name park",
            "SELECT count(*) FROM customers WHERE customer_name LIKE '% Park'",
        ),
        ("Which first name is the most common among our customers?", _TOP_FIRST),
        ("what's the most popular frist name customers have", _TOP_FIRST),
        ("Which first name do the largest number of customers share?", _TOP_FIRST),
        ("What is the commonest surname among the customers?", _TOP_LAST),
        ("Which last name shows up most often among customers?", _TOP_LAST),
        ("the most frequent family name of our customers?", _TOP_LAST),
    ],
)
def test_name_parts(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("is it yummy", ["which drink costs the most"]),
        ("which drink is the yummiest", []),
        ("whats the yummyest jaffle ever", []),
        ("which one is more scrumptious, the mel-bun or the doctor stew?", []),
        ("who works at the Brooklyn shop", []),
        ("who is working at the philadelphia store today", []),
        ("Who is the CEO of the company?", []),
        ("Who's the chief executive of the chain?", []),
        ("who is the manager of the Chicago store", []),
        ("Which drink gets posted on Instagram the most?", []),
        ("which jaffle has the most likes on tiktok", []),
        ("how many followers does the shop have on social media", []),
    ],
)
def test_unknowable_asked_back(planner: Planner, question: str, context: list[str]) -> None:
    plan = planner.plan(question, context=context)
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"


_BY_OPENING = "SELECT location_name FROM locations ORDER BY opened_at"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("put all the stores in order from oldest to newest please", _BY_OPENING),
        ("can u put the shops in order oldest to newest", _BY_OPENING),
        ("line the stores up in order of opening date", _BY_OPENING),
        ("order the shops from oldest to newest", _BY_OPENING),
        ("get the stores in order from newest to oldest", _BY_OPENING + " DESC"),
    ],
)
def test_in_order(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


_OPEN_YEAR = "SELECT year(opened_at) FROM locations WHERE location_name = '{name}'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("In what year did the Chicago shop open?", _OPEN_YEAR.format(name="Chicago")),
        ("which year was Brooklyn opened", _OPEN_YEAR.format(name="Brooklyn")),
        ("when did the Philadelphia store open - just the year pls", _OPEN_YEAR.format(name="Philadelphia")),
        ("wat year did the new orleans shop open", _OPEN_YEAR.format(name="New Orleans")),
        ("What year did each of our stores open?", "SELECT location_name, year(opened_at) FROM locations"),
    ],
)
def test_open_year(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
