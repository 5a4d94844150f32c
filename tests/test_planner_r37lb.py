"""The offline analyst on readings added in round r37lb (a librarian's questions: titles, holdings and the
collection for the products, branches, patrons and cardholders, checkouts for the orders, circulation for
the units sold, and exact counts):

- "checkout(s)" are orders ("the mean checkout value", "made exactly two checkouts", "made their first
  checkout"); items "checked out", "borrowed", "lent" were sold, and the title "checked out the most" sold
  the most units; "borrowers" and "cardholders" are the customers (librarywords);
- "title(s)", "holding(s)", "items in the collection" are the products ("the beverage holdings", "jaffle
  titles": the beverages, the jaffles; the titles "in the beverage section" are the beverages); "baskets
  holding 4 items" keeps its verb; "copies" that "went out" are units sold; "circulation" is the units
  sold ("highest circulation first": highest first); a title that "circulated the most" sold the most
  units (librarywords);
- "the collection" as the seller is we ("what did the collection bring in"); "in the collection", "over the
  whole record" say only that the data has them (librarywords);
- what a library keeps but the records do not (overdue items, holds, fines, titles weeded, cardholders who
  never borrowed) is asked back (librarywords);
- a list "from the newest to the oldest" (or oldest to newest) is every row in that order, not the first
  one only (fromto); "the oldest, the first to open its doors" says the oldest again (everydaywords);
- "last seen before June 2019 and never came back afterwards": the never coming back says the last order
  again (chronicle: it was read as new customers);
- an amount in words after "exceeded" ("exceeded twenty dollars") bounds the order total (legalese);
- a day glossed by its holiday between dashes ("31 December 2019 - New Year's Eve -") is that day (namedday:
  the holiday's year was asked);
- "no name counted twice" after distinct supplies is a note (archivist);
- an earlier question's "January first" orders its months in a follow-up too (periodlead: the follow-up was
  read as January only).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y18 = "year(ordered_at) = 2018"
_Y19 = "year(ordered_at) = 2019"
_AT = "FROM orders o JOIN locations l ON l.location_id = o.location_id"
_ITEMS = "FROM order_items i JOIN products p ON p.product_id = i.product_id"
_TOP = "GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # checkouts are orders
        (
            "Exact number of checkouts at the Chicago branch in 2019",
            f"SELECT count(*) {_AT} WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
        ),
        (
            "Mean checkout value, tax included, at Philadelphia in 2019",
            f"SELECT avg(o.order_total) {_AT} WHERE l.location_name = 'Philadelphia'"
            " AND year(o.ordered_at) = 2019",
        ),
        (
            "How many patrons made exactly two checkouts over the whole record?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 2",
        ),
        (
            "How many distinct patrons made at least one checkout in 2018?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y18}",
        ),
        (
            "Cardholders who made their first checkout in 2019 - how many?",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        (
            "Weekday with the most checkouts in 2019",
            f"SELECT dayname(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Borrowers served by each branch in 2019",
            f"SELECT l.location_name, count(DISTINCT o.customer_id) {_AT} WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        # titles, holdings, circulation
        ("What is the exact count of titles held in the collection?", "SELECT count(*) FROM products"),
        (
            "How many titles are in the beverage section of the collection?",
            "SELECT count(*) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "Which title circulated the most in 2018?",
            f"SELECT p.product_name {_ITEMS} WHERE year(i.ordered_at) = 2018 {_TOP}",
        ),
        (
            "Which jaffle title circulated least in 2019?",
            f"SELECT p.product_name {_ITEMS} WHERE p.product_type = 'jaffle' AND year(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        (
            "Which beverage holding was borrowed the most in 2018?",
            f"SELECT p.product_name {_ITEMS} WHERE p.product_type = 'beverage' AND year(i.ordered_at) = 2018"
            f" {_TOP}",
        ),
        (
            "Which title was checked out the most in 2019?",
            f"SELECT p.product_name {_ITEMS} WHERE year(i.ordered_at) = 2019 {_TOP}",
        ),
        (
            "How many copies of the doctor stew went out in 2019?",
            f"SELECT count(*) {_ITEMS} WHERE p.product_name = 'doctor stew' AND year(i.ordered_at) = 2019",
        ),
        (
            "How many items were checked out across all branches in 2018?",
            f"SELECT count(*) FROM order_items WHERE {_Y18}",
        ),
        (
            "Share of 2019 circulation that was jaffles",
            f"SELECT avg(CASE WHEN is_food_item THEN 1.0 ELSE 0.0 END) FROM order_items WHERE {_Y19}",
        ),
        (
            "Which holding has the highest list price?",
            "SELECT product_name FROM products ORDER BY product_price DESC LIMIT 1",
        ),
        (
            "What did the collection bring in during the second quarter of 2019, before tax?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-04-01'"
            " AND ordered_at < '2019-07-01'",
        ),
        # the rest, said in anyone's words
        (
            "How many customers were last seen before 1 June 2019 and never came back afterwards?",
            "SELECT count(*) FROM customers WHERE last_ordered_at < '2019-06-01'",
        ),
        (
            "How many orders in 2019 exceeded twenty dollars?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND order_total > 20",
        ),
        (
            "How many orders were there on 31 December 2019 - New Year's Eve - all stores together?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-31'",
        ),
        (
            "How many distinct non-perishable supplies are there? No name counted twice.",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE NOT is_perishable_supply",
        ),
        (
            "Which branch is the newest, i.e. the latest to open its doors?",
            "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "Which store is the oldest, the first to open its doors?",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
        ),
    ],
)
def test_r37lb_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Circulation per branch in 2019, highest circulation first",
            "SELECT l.location_name, count(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "List the branches with their opening dates, from the newest to the oldest.",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC",
        ),
        (
            "Each branch and the date it opened, please, going from the oldest branch to the newest one.",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at",
        ),
    ],
)
def test_r37lb_ordered(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Exact number of checkouts at the Brooklyn branch in 2018",
            "and in 2019?",
            f"SELECT count(*) {_AT} WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
        (
            "Which title circulated the most in 2019?",
            "And how many copies of that title went out in 2018?",
            f"SELECT count(*) {_ITEMS} WHERE year(i.ordered_at) = 2018 AND p.product_name = ("
            f"SELECT p.product_name {_ITEMS} WHERE year(i.ordered_at) = 2019 {_TOP})",
        ),
        (
            "Monthly revenue at Brooklyn for 2019, January first.",
            "Same series for Chicago.",
            "SELECT date_trunc('month', i.ordered_at), sum(i.product_price) FROM order_items i JOIN orders o"
            " ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(i.ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_r37lb_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("How many checkouts did the system record in 2019?", "How many orders in 2019?"),
        ("Total circulation per year", "Units sold per year"),
        ("Circulation of jaffle titles by month in 2019", "Jaffle units sold by month in 2019"),
        ("How many copies were lent in 2019?", "How many items were sold in 2019?"),
    ],
)
def test_r37lb_said_plainly(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "Which titles are overdue right now?",
        "How many cardholders have never borrowed a single item?",
        "How many holds were placed on the jaffle titles in 2019?",
        "List the titles we weeded from the collection in 2019.",
        "What did patrons pay in overdue fines during 2019?",
    ],
)
def test_r37lb_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # near-misses: no librarian's word, or one kept in its usual sense
        ("How much tax did we collect in 2019?", f"SELECT sum(tax_paid) FROM orders WHERE {_Y19}"),
        (
            "Which product sold the most units in 2018?",
            f"SELECT p.product_name {_ITEMS} WHERE year(i.ordered_at) = 2018 {_TOP}",
        ),
        (
            "How many orders in 2019 were over $20?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND order_total > 20",
        ),
        (
            "How many customers placed their last order before 2019?",
            "SELECT count(*) FROM customers WHERE last_ordered_at < '2019-01-01'",
        ),
        (
            "How many jaffles went out the door in 2019?",
            f"SELECT count(*) FROM order_items WHERE is_food_item AND {_Y19}",
        ),
        (
            "Among 2019 orders, what share were baskets holding at least 3 items?",
            "SELECT avg(CASE WHEN n >= 3 THEN 1.0 ELSE 0.0 END) FROM (SELECT count(*) AS n FROM order_items"
            f" WHERE {_Y19} GROUP BY order_id) t",
        ),
        (
            "For the catalogue: every product with its name and its price, alphabetically by name.",
            "SELECT product_name, product_price FROM products ORDER BY product_name",
        ),
        (
            "Which store opened most recently?",
            "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "Orders on Christmas Eve 2019",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-12-24'",
        ),
    ],
)
def test_r37lb_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
