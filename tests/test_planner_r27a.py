"""The offline analyst on readings added in round r27a (a retired schoolteacher's sums between two figures):
- "how many times larger / bigger / more was A than B", "how many times more expensive is A than B": the
  first figure over the second, each with its own scope, a short second side ("than the number in 2018",
  "than Chicago's", "than in March 2019") being the first with its scopes swapped;
- "the difference / gap between A and B" (A less B, as said) and "by how much did A exceed / beat B";
- "A is what fraction of B", "the ratio of A to B": A over B (a period said once is both sides');
- "how many A for every 10 B": ten times A over B; "out of every hundred orders, how many had a drink":
  a hundred times the share;
- "A shared equally among the N shops": A over N;
- follow-ups on the last answer: "what is that divided by 365?", "how many times larger was its 2019 count
  than that?";
- "the difference between the dearest and the cheapest item": the top of the ranking less its bottom;
- "rounded to the nearest hundred / thousand dollars": ROUND(x, -2) / ROUND(x, -3);
- "what part / portion of the orders ...": a share of them.

Every question here is written for these tests (none is in the eval sets); answers are checked against
gold SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_STORE = (
    "(SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.location_name = '{store}' AND year(o.ordered_at) = {year})"
)
_YEAR = "(SELECT count(*) FROM orders WHERE year(ordered_at) = {year})"
_REVENUE = "(SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = {year})"
_PRICE = "(SELECT product_price FROM products WHERE product_name = '{name}')"
_UNITS = "(SELECT count(*) FROM order_items WHERE {flag} AND year(ordered_at) = {year})"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # how many times larger
        (
            "How many times bigger was our order count in 2019 than the count in 2018?",
            f"SELECT {_YEAR.format(year=2019)}::DOUBLE / {_YEAR.format(year=2018)}",
        ),
        (
            "how many times more orders did Chicago take in 2019 than in 2018",
            "SELECT "
            + _STORE.format(store="Chicago", year=2019)
            + "::DOUBLE / "
            + _STORE.format(store="Chicago", year=2018),
        ),
        (
            "How many times larger was San Francisco's 2019 order count than Philadelphia's?",
            "SELECT "
            + _STORE.format(store="San Francisco", year=2019)
            + "::DOUBLE / "
            + _STORE.format(store="Philadelphia", year=2019),
        ),
        (
            "How many times pricier is the krautback than the chai and mighty?",
            f"SELECT {_PRICE.format(name='the krautback')}::DOUBLE / {_PRICE.format(name='chai and mighty')}",
        ),
        # the difference between two figures, as said
        (
            "What's the difference between the revenue before tax in 2019 and the revenue before tax in"
            " 2018?",
            f"SELECT {_REVENUE.format(year=2019)} - {_REVENUE.format(year=2018)}",
        ),
        (
            "Tell me the gap between Brooklyn's 2018 order count and Chicago's",
            "SELECT "
            + _STORE.format(store="Brooklyn", year=2018)
            + " - "
            + _STORE.format(store="Chicago", year=2018),
        ),
        (
            "By how much did Philadelphia's 2019 order count exceed San Francisco's?",
            "SELECT "
            + _STORE.format(store="Philadelphia", year=2019)
            + " - "
            + _STORE.format(store="San Francisco", year=2019),
        ),
        (
            "by how many orders did Brooklyn beat Chicago in 2019",
            "SELECT "
            + _STORE.format(store="Brooklyn", year=2019)
            + " - "
            + _STORE.format(store="Chicago", year=2019),
        ),
        # what fraction of, the ratio of
        (
            "New Orleans's 2019 orders were what fraction of Brooklyn's 2019 orders?",
            "SELECT "
            + _STORE.format(store="New Orleans", year=2019)
            + "::DOUBLE / "
            + _STORE.format(store="Brooklyn", year=2019),
        ),
        (
            "what's the ratio of food units sold to drink units sold in 2019",
            f"SELECT {_UNITS.format(flag='is_food_item', year=2019)}::DOUBLE"
            f" / {_UNITS.format(flag='is_drink_item', year=2019)}",
        ),
        (
            "ratio of drink to food units in 2019",
            f"SELECT {_UNITS.format(flag='is_drink_item', year=2019)}::DOUBLE"
            f" / {_UNITS.format(flag='is_food_item', year=2019)}",
        ),
        # for every N, out of every hundred
        (
            "how many drinks per every 4 jaffles in 2019",
            f"SELECT 4.0 * {_UNITS.format(flag='is_drink_item', year=2019)}"
            f" / {_UNITS.format(flag='is_food_item', year=2019)}",
        ),
        (
            "How many drinks did we sell for every 100 jaffles in 2018?",
            f"SELECT 100.0 * {_UNITS.format(flag='is_drink_item', year=2018)}"
            f" / {_UNITS.format(flag='is_food_item', year=2018)}",
        ),
        (
            "Out of every hundred orders in 2019, how many had a drink in them?",
            "SELECT 100.0 * avg(CASE WHEN is_drink_order THEN 1 ELSE 0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        # shared equally
        (
            "If the 2019 revenue before tax were split evenly across the 6 stores, what would each get?",
            f"SELECT {_REVENUE.format(year=2019)} / 6",
        ),
        # the top of a ranking less its bottom
        (
            "what is the gap between the most expensive and the cheapest product on the menu?",
            "SELECT max(product_price) - min(product_price) FROM products",
        ),
        # rounding to a power of ten
        (
            "How much revenue did we make in 2019, to the nearest thousand dollars?",
            "SELECT round(sum(product_price), -3) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "How much sales tax did we collect in 2018, rounded to the nearest hundred?",
            "SELECT round(sum(tax_paid), -2) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # what part of
        (
            "What portion of the 2019 orders were placed at the Brooklyn shop?",
            "SELECT avg(CASE WHEN l.location_name = 'Brooklyn' THEN 1.0 ELSE 0.0 END) FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019",
        ),
        # guards: the readings already held keep their answers
        (
            "What was the revenue difference between 2018 and 2019?",
            f"SELECT {_REVENUE.format(year=2019)} - {_REVENUE.format(year=2018)}",
        ),
        (
            "how many more orders in 2019 than in 2018?",
            f"SELECT {_YEAR.format(year=2019)} - {_YEAR.format(year=2018)}",
        ),
        (
            "What fraction of the orders in 2019 included a drink?",
            "SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_two_figures(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "How many jaffles did we sell in 2019?",
            "And what's that divided by the 365 days of the year?",
            f"SELECT {_UNITS.format(flag='is_food_item', year=2019)} / 365.0",
        ),
        (
            "How many orders did the Brooklyn shop take in 2018?",
            "How many times bigger was its 2019 count than that?",
            "SELECT "
            + _STORE.format(store="Brooklyn", year=2019)
            + "::DOUBLE / "
            + _STORE.format(store="Brooklyn", year=2018),
        ),
    ],
)
def test_on_last_answer(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=(earlier,))
