"""The offline analyst on readings added in round r33hi (a historian's questions about the chain's past, said
the way a chronicle says them):

- a store called a "house" ("the Brooklyn house", "each house's orders", "which of the houses") or an
  "establishment" is a store (a lone "house" was read as the supply "house-pickled cabbage sauerkraut", which
  cannot be joined to orders; "house-made", "house-pickled" keep their meaning);
- a store's "founding", its being "founded", "coming into being", "opening its doors" or "starting to trade"
  is its opening ("the founding of the Brooklyn house", "in its founding year, 2019");
- the data called "the archive" or "the record(s)" ("the first order in the archive", "the last order
  recorded", "how many order lines are kept in the records") is all the data: the words go (they were words
  not understood);
- "at what moment" and "the timestamp" of an order are its time; "the order id and the timestamp of the last
  order" are that order's row;
- a customer "first recorded", "first seen" or making "their first appearance" in some period placed their
  first order then; "last seen" / "last recorded order" is their last order, and "never seen again" after it
  says nothing more;
- "order lines" are the order items (they were counted as orders);
- "how did X develop (evolve) over the years" is X by year;
- "from the beginning of the record to the close of 2019" is everything up to the end of 2019 (it was 2019
  alone).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_STORE_ORDERS_19 = (
    "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = '{name}'"
    " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
)
_STORE_REVENUE_18 = (
    "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
    " USING (location_id) WHERE l.location_name = '{name}' AND o.ordered_at >= '2018-01-01'"
    " AND o.ordered_at < '2019-01-01'"
)
_BY_STORE_19 = (
    "SELECT l.location_name, count(*) FROM orders o JOIN locations l USING (location_id)"
    " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("How many orders did the Brooklyn house take in 2019?", _STORE_ORDERS_19.format(name="Brooklyn")),
        ("Orders recorded by the Chicago house during 2019", _STORE_ORDERS_19.format(name="Chicago")),
        ("the philadelphia house's order count for 2019", _STORE_ORDERS_19.format(name="Philadelphia")),
        (
            "What revenue, before tax, did the San Francisco house earn in 2018?",
            _STORE_REVENUE_18.format(name="San Francisco"),
        ),
        ("How many orders did each house record in 2019?", _BY_STORE_19),
        ("For 2019, list every establishment with its number of orders.", _BY_STORE_19),
        (
            "Which of the houses took the fewest orders in 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1"
            " ORDER BY count(*) LIMIT 1",
        ),
        (
            "Number of orders the New Orleans establishment recorded in 2019?",
            _STORE_ORDERS_19.format(name="New Orleans"),
        ),
    ],
)
def test_house_and_establishment_are_stores(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("How many establishments does the chain have?", "SELECT count(*) FROM locations"),
        (
            "When was the Chicago house founded?",
            "SELECT opened_at FROM locations WHERE location_name = 'Chicago'",
        ),
        (
            "On what date did the Brooklyn establishment open its doors?",
            "SELECT opened_at FROM locations WHERE location_name = 'Brooklyn'",
        ),
        (
            "How many establishments were founded before 2018?",
            "SELECT count(*) FROM locations WHERE opened_at < '2018-01-01'",
        ),
        (
            "In its founding year, 2018, how many orders did the Chicago house take?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE l.location_name ="
            " 'Chicago' AND o.ordered_at >= '2018-01-01' AND o.ordered_at < '2019-01-01'",
        ),
        (
            "how many days lie between the founding of the Philadelphia house and the founding of the"
            " Chicago house?",
            "SELECT (SELECT opened_at FROM locations WHERE location_name = 'Chicago')"
            " - (SELECT opened_at FROM locations WHERE location_name = 'Philadelphia')",
        ),
    ],
)
def test_founding_is_opening(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("When was the first order in the archive placed?", "SELECT min(ordered_at) FROM orders"),
        ("At what moment was the earliest order of the record placed?", "SELECT min(ordered_at) FROM orders"),
        ("The timestamp of the last order recorded in the archive?", "SELECT max(ordered_at) FROM orders"),
        (
            "the order id and timestamp of the very last order in the records",
            "SELECT order_id, ordered_at FROM orders ORDER BY ordered_at DESC LIMIT 1",
        ),
        ("How many order lines does the archive hold?", "SELECT count(*) FROM order_items"),
        (
            "How many order lines were there in 2019?",
            "SELECT count(*) FROM order_items WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        ("Total number of orders in the records?", "SELECT count(*) FROM orders"),
    ],
)
def test_archive_is_the_data(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many customers were first recorded in 2019?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-01-01'"
            " AND first_ordered_at < '2020-01-01'",
        ),
        (
            "How many patrons made their first appearance in March 2019?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-03-01'"
            " AND first_ordered_at < '2019-04-01'",
        ),
        (
            "Which year saw the most customers first appear in the records?",
            "SELECT year(first_ordered_at) FROM customers GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "How many patrons were last seen in 2018 and never seen again?",
            "SELECT count(*) FROM customers WHERE last_ordered_at < '2019-01-01'",
        ),
        (
            "How many customers placed their last recorded order in 2018?",
            "SELECT count(*) FROM customers WHERE last_ordered_at < '2019-01-01'",
        ),
    ],
)
def test_first_and_last_recorded_customers(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How did the average order total develop over the years?",
            "SELECT year(ordered_at), avg(order_total) FROM orders GROUP BY 1",
        ),
        (
            "How has the number of orders evolved over the years?",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1",
        ),
        (
            "What was the revenue before tax from the beginning of the record to the close of 2018?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at < '2019-01-01'",
        ),
        (
            "How many orders from the start of the archive to the end of June 2018?",
            "SELECT count(*) FROM orders WHERE ordered_at < '2018-07-01'",
        ),
    ],
)
def test_over_the_years_and_since_the_start(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_PLACE = (
    "SELECT location_name FROM (SELECT location_name, row_number() OVER (ORDER BY opened_at {order}) AS rn"
    " FROM locations) WHERE rn = {n}"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Which store was the fourth to open?", _PLACE.format(order="ASC", n=4)),
        ("which shop was the second one to open its doors", _PLACE.format(order="ASC", n=2)),
        ("Name the 3rd store opened.", _PLACE.format(order="ASC", n=3)),
        ("What is the second oldest location?", _PLACE.format(order="ASC", n=2)),
        ("the 2nd newest store?", _PLACE.format(order="DESC", n=2)),
        ("Which store has the third earliest opening date?", _PLACE.format(order="ASC", n=3)),
        ("Which house was the fifth to be founded, in order of opening?", _PLACE.format(order="ASC", n=5)),
    ],
)
def test_store_by_place_in_openings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders were taken before the New Orleans store opened on 14 March 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at < '2019-03-14'",
        ),
        (
            "Revenue before tax up until the Chicago house came into being on April 29, 2018?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at < '2018-04-29'",
        ),
        (
            "At what rate was sales tax levied at the Brooklyn house?",
            "SELECT tax_rate FROM locations WHERE location_name = 'Brooklyn'",
        ),
        (
            "at what rate is tax charged in San Francisco?",
            "SELECT tax_rate FROM locations WHERE location_name = 'San Francisco'",
        ),
    ],
)
def test_dates_and_rates_said_plainly(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "Who founded the Brooklyn house?",
        "Who set up the chain, and when?",
        "How many staff did the chain employ in 2018?",
        "How many people did the business employ at its start?",
        "Could you write a brief history of the company?",
        "who were the founders?",
    ],
)
def test_founders_are_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "the order id and the date of the very first order",
            "SELECT order_id, ordered_at FROM orders ORDER BY ordered_at, order_id LIMIT 1",
        ),
        (
            "The most recent order: its order number and timestamp?",
            "SELECT order_id, ordered_at FROM orders ORDER BY ordered_at DESC LIMIT 1",
        ),
        (
            "Which order was placed last, and when?",
            "SELECT order_id, ordered_at FROM orders ORDER BY ordered_at DESC LIMIT 1",
        ),
        (
            "which order got placed first",
            "SELECT order_id, ordered_at FROM orders ORDER BY ordered_at, order_id LIMIT 1",
        ),
    ],
)
def test_first_and_last_order_rows(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_house_made_keeps_its_meaning(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "How many units of house-made beef stew jaffle were sold in 2019?",
        "SELECT count(*) FROM order_items i JOIN products p USING (product_id) WHERE p.product_name ="
        " 'doctor stew' AND i.ordered_at >= '2019-01-01' AND i.ordered_at < '2020-01-01'",
    )
