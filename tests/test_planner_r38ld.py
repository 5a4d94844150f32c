"""The offline analyst on readings added in round r38ld (the lead's general readings, written for no persona):

- a person's own word for a store, learned from the store's name beside it: "the Chicago depot", "our
  Brooklyn booth", "the LA hangar" are the stores; the word is then a store wherever it is said in the same
  question or chat ("which depot ...", "rank the depots"); its plural, said beside a name ("the Brooklyn
  regulars"), is not learned, nor a typo of a word the analyst knows ("the Chicago revnue") (storenoun);
- a person's own word for the whole business: "the whole empire", "the entire fleet", "across the
  kingdom", "camp-wide", "anywhere in the outfit" are the chain (storenoun).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_JOIN = "FROM orders o JOIN locations l ON l.location_id = o.location_id"
_Y19 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_REVENUE_JOIN = (
    "FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders did the Chicago depot ring up in 2019?",
            f"SELECT count(*) {_JOIN} WHERE l.location_name = 'Chicago' AND {_Y19}",
        ),
        (
            "pre-tax sales at our Brooklyn booth in 2018",
            f"SELECT sum(i.product_price) {_REVENUE_JOIN} WHERE l.location_name = 'Brooklyn'"
            " AND year(o.ordered_at) = 2018",
        ),
        (
            "Orders through the LA hangar during 2019?",
            f"SELECT count(*) {_JOIN} WHERE l.location_name = 'Los Angeles' AND {_Y19}",
        ),
        (
            "Distinct customers at the San Francisco outpost in 2019",
            f"SELECT count(DISTINCT o.customer_id) {_JOIN}"
            f" WHERE l.location_name = 'San Francisco' AND {_Y19}",
        ),
        (
            "Orders at the Philadelphia kiosk vs the Chicago kiosk in 2019, one figure each",
            f"SELECT l.location_name, count(*) {_JOIN} WHERE {_Y19}"
            " AND l.location_name IN ('Philadelphia', 'Chicago') GROUP BY 1",
        ),
    ],
)
def test_a_word_beside_a_store_name_is_a_store(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_the_word_learned_earlier_in_the_chat_holds_in_a_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "Which depot had the most orders in 2019?",
        f"SELECT l.location_name {_JOIN} WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        context=["How many orders did the Chicago depot take in 2018?"],
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "What did the whole empire sell before tax in 2019?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-01-01'"
            " AND ordered_at < '2020-01-01'",
        ),
        (
            "Orders across the kingdom in March 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "average orders per day, fleet-wide, for June 2019",
            "SELECT count(*) / 30.0 FROM orders"
            " WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-07-01'",
        ),
        (
            "How many distinct customers ordered anywhere in the entire fleet during 2018?",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2018",
        ),
    ],
)
def test_a_word_for_the_whole_business_is_the_chain(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_near_misses_are_not_learned() -> None:
    from askdata_app.agent.offline.storenoun import as_chain, as_stores, chain_words, store_words

    unknown = {"regulars", "crowd", "depot", "stop"}.__contains__
    assert store_words(["How many orders did the Brooklyn regulars place?"], ["Brooklyn"], unknown) == set()
    assert store_words(["orders at Brooklyn depot"], ["Brooklyn"], unknown) == set()  # no article: a name?
    assert store_words(["the Brooklyn stop-over"], ["Brooklyn"], unknown) == set()
    assert store_words(["drop the Brooklyn angle"], ["Brooklyn"], lambda w: True) == set()
    assert store_words(["the LA stop"], ["Los Angeles"], unknown) == {"stop"}
    assert store_words(["the la stop"], ["Los Angeles"], unknown) == set()  # initials in capitals only
    assert as_stores("a stopwatch at each stop", {"stop"}) == "a stopwatch at each store"
    assert chain_words(["across the stores"], unknown) == set()
    assert chain_words(["orders across our east coast stores"], lambda w: True) == set()
    assert (
        as_chain("the whole camp", chain_words(["the whole camp"], {"camp"}.__contains__))
        == "the whole chain"
    )


def test_a_typo_beside_a_store_stays_a_typo(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "the Chicago revnue in 2019",
        f"SELECT sum(i.product_price) {_REVENUE_JOIN} WHERE l.location_name = 'Chicago' AND {_Y19}",
    )


def test_what_the_data_does_not_hold_is_still_asked(planner: Planner) -> None:
    plan = planner.plan("What is the rent per square foot at the Chicago depot?")
    assert not isinstance(plan, SqlPlan), plan.sql


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # two months with their years, "to"/"through" between them, no "from": one span
        (
            "Orders, November 2018 to January 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-11-01' AND ordered_at < '2019-02-01'",
        ),
        (
            "revenue March 2019 through May 2019?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-03-01'"
            " AND ordered_at < '2019-06-01'",
        ),
        # a named period without its year, glossed by the dates beside it (yeargloss)
        (
            "Orders over winter, December 2018 through February 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-12-01' AND ordered_at < '2019-03-01'",
        ),
        (
            "How much did we sell before tax over Christmas week, 22 to 28 December 2018?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2018-12-22'"
            " AND ordered_at < '2018-12-29'",
        ),
        (
            "orders taken on 1 January 2019, the New Year holiday",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-01-02'",
        ),
    ],
)
def test_dates_said_beside_a_name_or_between_months(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_two_months_compared_stay_two_rows(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "compare orders in May 2019 to June 2019",
        "SELECT count(*) FROM orders WHERE ordered_at >= '2019-05-01' AND ordered_at < '2019-07-01'"
        " GROUP BY date_trunc('month', ordered_at)",
    )


def test_a_named_period_apart_from_the_dates_is_still_asked(planner: Planner) -> None:
    plan = planner.plan("Christmas revenue against July 2019")
    assert isinstance(plan, AskPlan) and "year" in plan.question, plan


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a customer's name asked by their number (recordlookup)
        ("what's customer 17 called?", "SELECT customer_name FROM customers WHERE customer_id = 17"),
        (
            "what name do we have on file for customer id 300?",
            "SELECT customer_name FROM customers WHERE customer_id = 300",
        ),
        ("customer 55's name, please", "SELECT customer_name FROM customers WHERE customer_id = 55"),
        # everyday words: a listed price, the menu board, a pair of
        (
            "Which jaffle has the highest listed price?",
            "SELECT product_name FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price DESC LIMIT 1",
        ),
        (
            "the cheapest item on the menu board",
            "SELECT product_name FROM products ORDER BY product_price LIMIT 1",
        ),
        (
            "How many 2019 orders had at least a pair of drinks in them?",
            "SELECT count(*) FROM (SELECT o.order_id FROM orders o"
            " JOIN order_items i ON i.order_id = o.order_id WHERE year(o.ordered_at) = 2019"
            " AND i.is_drink_item GROUP BY 1 HAVING count(*) >= 2)",
        ),
    ],
)
def test_a_name_by_number_and_everyday_words(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_name_beside_other_fields_is_not_the_name_alone(planner: Planner) -> None:
    plan = planner.plan("customer 42: name and number of orders")
    assert isinstance(plan, SqlPlan) and "COUNT" in plan.sql.upper(), plan


def test_a_follow_up_on_a_customer_looked_up_by_number(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "How many times have they ordered, all told?",
        "SELECT count_lifetime_orders FROM customers WHERE customer_id = 17",
        context=["what name is on file for customer 17?"],
    )
