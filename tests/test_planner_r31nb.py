"""The offline analyst on readings added in round r31nb (a new barista in their first week, asking about the
menu and their store the way counter staff talk):

- an item pointed at by words of its description ("the kiwi drink thing", "the pulled pork one", "the mango
  one") is that item by name, its name (and price) when that is asked; when several descriptions hold the
  words ("the beef one": two jaffles), which one is asked back (a single description word was not
  understood);
- an item's price asked after a greeting ("hi sorry, how much is the flame impala?") or a dash, with "it"
  after a sentence naming the item ("is the tangaroo a smoothie? how much does it cost"), "on the menu" said
  after "cost", and again for another item ("and the vanilla ice?" after a price): its menu price (they were
  revenue or supply-cost sums);
- "how much is a chai and mighty with tax at Brooklyn": the menu bill at that store's tax; "if someone wanted
  one of every drink how much is that": the bill for one of each (they were order sums).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check


def _price(name: str) -> str:
    return f"SELECT product_price FROM products WHERE product_name = '{name}'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # an item by words of its description
        ("the mango drink thing, what is it called?", "SELECT 'tangaroo'"),
        ("that kiwi one - what's the name of it", "SELECT 'adele-ade'"),
        (
            "the pork and pineapple one, what's its name and price",
            "SELECT product_name, product_price FROM products WHERE product_name = 'flame impala'",
        ),
        ("how much is the mango one?", _price("tangaroo")),
        ("what does the nutella thing cost", _price("nutellaquent")),
        (
            "how many of the kiwi ones did we sell in 2019",
            "SELECT count(*) FROM order_items JOIN products USING (product_id)"
            " WHERE product_name = 'adele-ade' AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        # a price asked after a greeting, a sentence naming the item, "on the menu"
        ("hey, sorry to bug you, how much is the mel-bun?", _price("mel-bun")),
        ("hello - what does a tangaroo cost?", _price("tangaroo")),
        ("is the tangaroo a smoothie? how much does it cost", _price("tangaroo")),
        ("the krautback has pork in it right? how much is it", _price("the krautback")),
        ("how much does a vanilla ice cost on the menu", _price("vanilla ice")),
        # menu bills said "how much is"
        (
            "how much is a tangaroo with tax at chicago?",
            "SELECT round(6.00 * 1.0625, 2)",
        ),
        (
            "how much are two mel-buns at philadelphia with sales tax",
            "SELECT round(24.00 * 1.06, 2)",
        ),
        (
            "if a customer wanted one of every jaffle how much is that",
            "SELECT sum(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "say someone orders one of each drink, how much would that be before tax?",
            "SELECT sum(product_price) FROM products WHERE product_type = 'beverage'",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        ("how much is the mel-bun?", "and the tangaroo?", _price("tangaroo")),
        ("what's the price of the nutellaquent", "what about the adele-ade?", _price("adele-ade")),
        ("how much does the krautback cost", "and the mango one?", _price("tangaroo")),
        (
            "how much revenue did the tangaroo make in 2019?",
            "and the mel-bun?",
            "SELECT sum(order_items.product_price) FROM order_items JOIN products USING (product_id)"
            " WHERE product_name = 'mel-bun' AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    "question",
    [
        "how much is the beef one?",  # the doctor stew and the mel-bun
        "what's the beef thing called",
        "how many of the beef ones sold in 2019",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
