"""The offline analyst on readings added in round r36sh (a ship's captain keeping the log):

- a common English word much commoner than the vocabulary word one letter from it is typed as meant ("port"
  was read as "pork", a word of a product's description) (spelling);
- a captain's words (seawords): ports are stores ("the port of Brooklyn", "the Chicago port", "every port
  on the chart"), a port "making landfall" or "opening her doors" opened and "she"/"her" is it/its; voyages
  are years; crew and souls are customers (the crew on shift are staff: asked back, beyond); provisions are
  supplies and "what the provisions cost" for what was sold is the order cost; items in the cargo are
  products and cargo is units; the fleet is all stores; the log and the book are the data; hails go;
- a ship's watches are hours of the day ("the forenoon watch" 8am to noon, "the first dog watch" 4pm to
  6pm, "the first watch" 8pm to midnight); a clock range or bound glossing a watch is its hours; four-digit
  times joined to noon or midnight ("noon to 1600", "2100 till midnight") are clock times (watches);
- "between 9pm and midnight": midnight ends the range (clock: it was the hour 0 and the range was dropped);
- a breakdown by month or year headed by its first or last period ("January at the top", "2018 leading")
  is ordered so, not filtered to that period (periodlead: a list of 12 months was one month);
- everyday words (everydaywords): "the final day", orders that "cleared the $30 mark", the "dearest" order,
  "what number of items went into one order", a share "from drinks rather than food", "seven customers
  with the largest X" (a count without "top" was ten), an average glossed "- order total over orders".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, UnknownPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_AT = "FROM orders o JOIN locations l ON l.location_id = o.location_id"
_ITEMS_AT = (
    "FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # ports are stores, voyages are years
        (
            "How many orders did the port of Philadelphia log across the 2019 voyage?",
            f"SELECT count(*) {_AT} WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019",
        ),
        (
            "Which port took in the most revenue during the 2018 voyage?",
            f"SELECT l.location_name {_ITEMS_AT} WHERE year(i.ordered_at) = 2018 GROUP BY 1"
            " ORDER BY sum(i.product_price) DESC LIMIT 1",
        ),
        (
            "Aye - tax paid at each port on the 2019 voyage",
            f"SELECT l.location_name, sum(o.tax_paid) {_AT} WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "what's the order count for the Brooklyn port in 2018",
            f"SELECT count(*) {_AT} WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2018",
        ),
        (
            "Number of distinct souls who bought at the Brooklyn port in 2019",
            f"SELECT count(DISTINCT o.customer_id) {_AT} WHERE l.location_name = 'Brooklyn'"
            " AND year(o.ordered_at) = 2019",
        ),
        (
            "Which port made landfall most recently?",
            "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "Which port was the first to open her doors?",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
        ),
        (
            "Captain here. Total orders on the books for the 2018 voyage?",
            f"SELECT count(*) FROM orders WHERE {_Y18}",
        ),
        (
            "What did San Francisco haul in during 2019?",
            f"SELECT sum(i.product_price) {_ITEMS_AT} WHERE l.location_name = 'San Francisco'"
            " AND year(i.ordered_at) = 2019",
        ),
        # crew, provisions, cargo, the fleet
        (
            "Ten souls with the biggest lifetime spend, and the amounts",
            "SELECT customer_name, lifetime_spend FROM customers ORDER BY 2 DESC LIMIT 10",
        ),
        (
            "Three crew with the most orders in the whole log",
            "SELECT customer_name, count_lifetime_orders FROM customers ORDER BY 2 DESC LIMIT 3",
        ),
        (
            "Which provision has the highest cost per unit?",
            "SELECT supply_name FROM supplies GROUP BY 1 ORDER BY max(supply_cost) DESC LIMIT 1",
        ),
        (
            "Top 4 items in the cargo by units for 2019",
            "SELECT p.product_name, count(*) FROM order_items i"
            " JOIN products p ON p.product_id = i.product_id"
            " WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC LIMIT 4",
        ),
        (
            "How many jaffles did the fleet sell in March 2019?",
            "SELECT count(*) FROM order_items WHERE is_food_item"
            " AND ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        ("what did the provisions cost us across 2018?", f"SELECT sum(order_cost) FROM orders WHERE {_Y18}"),
        # watches
        (
            "Orders taken in the afternoon watch during 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 12 AND 15",
        ),
        (
            "Orders per port in the first dog watch, 2018",
            f"SELECT l.location_name, count(*) {_AT} WHERE year(o.ordered_at) = 2018"
            " AND hour(o.ordered_at) IN (16, 17) GROUP BY 1",
        ),
        (
            "how many orders came in during the forenoon watch of June 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-07-01'"
            " AND hour(ordered_at) BETWEEN 8 AND 11",
        ),
        (
            "Orders in the morning watch (0600 to 0800) in 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) IN (6, 7)",
        ),
        (
            "Orders placed during the dog watches, 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 16 AND 19",
        ),
        (
            "Revenue per store from 2100 to midnight in 2019",
            f"SELECT l.location_name, sum(i.product_price) {_ITEMS_AT} WHERE year(i.ordered_at) = 2019"
            " AND hour(i.ordered_at) >= 21 GROUP BY 1",
        ),
        (
            "orders from noon to 1400 in 2018",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) IN (12, 13)",
        ),
        (
            "Orders between 9pm and midnight in 2018",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) >= 21",
        ),
        # everyday words
        (
            "How many orders cleared the $30 mark in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND order_total >= 30",
        ),
        (
            "orders that topped the fifteen dollar mark, 2018",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND order_total >= 15",
        ),
        (
            "How many orders came in on the final day?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-31'",
        ),
        ("What's the dearest order ever, tax included?", "SELECT max(order_total) FROM orders"),
        (
            "On average, what number of items went into a single order in 2019?",
            f"SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE {_Y19}",
        ),
        (
            "What fraction of 2019 revenue came from drinks rather than food?",
            f"SELECT sum(CASE WHEN is_drink_item THEN product_price ELSE 0 END) / sum(product_price)"
            f" FROM order_items WHERE {_Y19}",
        ),
        (
            "Seven customers with the highest lifetime spend",
            "SELECT customer_name, lifetime_spend FROM customers ORDER BY 2 DESC LIMIT 7",
        ),
        (
            "Average ticket at Brooklyn in 2019, tax in - order total over orders",
            f"SELECT avg(o.order_total) {_AT}"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
    ],
)
def test_r36sh_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "List each port with the day she opened, first landfall first.",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at",
        ),
        (
            "Revenue for each month of 2019, January at the top and on down the calendar",
            f"SELECT date_trunc('month', ordered_at), sum(product_price) FROM order_items WHERE {_Y19}"
            " GROUP BY 1 ORDER BY 1",
        ),
        (
            "Orders per month of 2018 with December on top",
            f"SELECT date_trunc('month', ordered_at), count(*) FROM orders WHERE {_Y18}"
            " GROUP BY 1 ORDER BY 1 DESC",
        ),
        (
            "Orders per year, 2019 first",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1 ORDER BY 1 DESC",
        ),
        (
            "Orders logged each year of the voyage, 2018 leading",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1 ORDER BY 1",
        ),
    ],
)
def test_r36sh_ordered(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which port took the most revenue in 2019?",
            "And how much did she haul in?",
            f"SELECT l.location_name, sum(i.product_price) {_ITEMS_AT} WHERE year(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
        ),
        (
            "Orders per port in the 2018 voyage",
            "Same again for the 2019 voyage.",
            f"SELECT l.location_name, count(*) {_AT} WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "How many orders did Chicago take on 4 July 2019?",
            "Aye, and the same day at the Brooklyn port?",
            f"SELECT count(*) {_AT} WHERE l.location_name = 'Brooklyn'"
            " AND CAST(o.ordered_at AS DATE) = DATE '2019-07-04'",
        ),
    ],
)
def test_r36sh_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "Were the crew on duty short-handed at lunch?",
        "Was the galley short-staffed in December 2019?",
    ],
)
def test_r36sh_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)


def test_r36sh_unknown_port_not_answered(planner: Planner) -> None:
    """A port the data lacks is a store it lacks: asked about, not answered for every store."""
    plan = planner.plan("How many orders did the Boston port log in 2019?")
    assert isinstance(plan, UnknownPlan) and "boston" in plan.unknown
