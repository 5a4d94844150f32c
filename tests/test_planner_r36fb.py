"""The offline analyst on readings added in round r36fb (a fashion buyer's questions: seasons, doors, styles,
lines, price points, AUR, ATV, UPT):

- a season code is its months: "SS19" (also "S/S 2019", "spring/summer 2019") is March to August 2019, "AW18"
  (also "A/W18", "FW18", "autumn/winter 18", "fall/winter 2018") is September 2018 to February 2019; a month
  range said right after it ("AW18 (Oct - Jan)", "SS19, April to July 2019") is the one taken; "from AW18 to
  SS19" spans both; "one figure per season" next to such seasons is one per season named (buyerseason);
- a "door" is a store, a "style" a product, a "line" a product type ("by line", "the jaffle line"), the
  "assortment" the menu, the "entry price point" the cheapest product; "AUR" / "average selling price" is the
  average item price, "ATV" the average order value (a gloss "- order total per order" after it goes), "UPT"
  the items per order; "N units or more in the basket" counts an order's items (fashionwords);
- "new brief", "park the store numbers" start a new topic (planner's fresh-start words);
- what the records cannot tell a buyer (the sell-through, sizes, open-to-buy) is asked back (fashionwords).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_SS19 = "i.ordered_at >= '2019-03-01' AND i.ordered_at < '2019-09-01'"
_SS18 = "i.ordered_at >= '2018-03-01' AND i.ordered_at < '2018-09-01'"
_AW18 = "i.ordered_at >= '2018-09-01' AND i.ordered_at < '2019-03-01'"
_ITEMS = (
    "FROM order_items i JOIN products p ON i.product_id = p.product_id"
    " JOIN orders o ON i.order_id = o.order_id JOIN locations l ON o.location_id = l.location_id"
)
_Y19 = "year(i.ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Units sold in SS19, by store?",
         f"SELECT l.location_name, count(*) {_ITEMS} WHERE {_SS19} GROUP BY 1"),
        ("What did the spring/summer 2019 season bring in, pre-tax?",
         f"SELECT sum(i.product_price) {_ITEMS} WHERE {_SS19}"),
        ("S/S 2019 revenue before tax", f"SELECT sum(i.product_price) {_ITEMS} WHERE {_SS19}"),
        ("How many orders came in during AW18?",
         "SELECT count(*) FROM orders WHERE ordered_at >= '2018-09-01' AND ordered_at < '2019-03-01'"),
        ("Distinct customers who ordered in the autumn/winter 18 season",
         "SELECT count(DISTINCT customer_id) FROM orders"
         " WHERE ordered_at >= '2018-09-01' AND ordered_at < '2019-03-01'"),
        ("fall/winter 2018 units of mel-bun",
         f"SELECT count(*) {_ITEMS} WHERE p.product_name = 'mel-bun' AND {_AW18}"),
        ("Revenue in AW18 (Oct - Jan), pre-tax",
         f"SELECT sum(i.product_price) {_ITEMS}"
         " WHERE i.ordered_at >= '2018-10-01' AND i.ordered_at < '2019-02-01'"),
        ("For SS19, April to July 2019, how many items sold?",
         f"SELECT count(*) {_ITEMS} WHERE i.ordered_at >= '2019-04-01' AND i.ordered_at < '2019-08-01'"),
        ("Order count for the FW18 range (Sep 18 - Jan 19)",
         "SELECT count(*) FROM orders WHERE ordered_at >= '2018-09-01' AND ordered_at < '2019-02-01'"),
        ("Pre-tax revenue from AW18 to SS19", f"SELECT sum(i.product_price) {_ITEMS}"
         " WHERE i.ordered_at >= '2018-09-01' AND i.ordered_at < '2019-09-01'"),
    ],
)  # fmt: skip
def test_seasons(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_month_by_month_through_a_season(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = f"SELECT date_trunc('month', i.ordered_at), count(*) {_ITEMS} WHERE {_SS19} GROUP BY 1"
    check(planner, con, "Units month by month through SS19", gold)


def test_one_figure_per_season_named(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = f"SELECT sum(i.product_price) {_ITEMS} WHERE {_SS19} OR {_SS18} GROUP BY year(i.ordered_at)"
    check(planner, con, "SS19 versus SS18 pre-tax revenue, one number for each season", gold)


def test_season_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = f"SELECT p.product_type, count(*) {_ITEMS} WHERE {_SS18} GROUP BY 1"
    check(planner, con, "And the same for SS18?", gold, context=["SS19 units split by product type"])


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Pre-tax revenue per door for 2019, biggest door first",
         f"SELECT l.location_name, sum(i.product_price) {_ITEMS} WHERE {_Y19} GROUP BY 1 ORDER BY 2 DESC"),
        ("Units at the Philadelphia door in 2019",
         f"SELECT count(*) {_ITEMS} WHERE l.location_name = 'Philadelphia' AND {_Y19}"),
        ("2019 orders, door by door",
         "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON o.location_id = l.location_id"
         " WHERE year(o.ordered_at) = 2019 GROUP BY 1"),
        ("The three best-selling styles of 2019 by units",
         f"SELECT p.product_name, count(*) {_ITEMS} WHERE {_Y19} GROUP BY 1 ORDER BY 2 DESC LIMIT 3"),
        ("How many different styles sold at Philadelphia in 2019?",
         f"SELECT count(DISTINCT i.product_id) {_ITEMS} WHERE l.location_name = 'Philadelphia' AND {_Y19}"),
        ("2019 units by line", f"SELECT p.product_type, count(*) {_ITEMS} WHERE {_Y19} GROUP BY 1"),
        ("Revenue across lines for 2019, pre-tax",
         f"SELECT p.product_type, sum(i.product_price) {_ITEMS} WHERE {_Y19} GROUP BY 1"),
        ("Units of the beverage line in 2019", f"SELECT count(*) {_ITEMS} WHERE i.is_drink_item AND {_Y19}"),
        ("What's the entry price point on the menu?",
         "SELECT product_name FROM products ORDER BY product_price LIMIT 1"),
        ("AUR for 2019", f"SELECT avg(i.product_price) {_ITEMS} WHERE {_Y19}"),
        ("Average selling price per jaffle unit in 2019",
         f"SELECT avg(i.product_price) {_ITEMS} WHERE i.is_food_item AND {_Y19}"),
        ("ATV in 2019, tax included", "SELECT avg(order_total) FROM orders WHERE year(ordered_at) = 2019"),
        ("ATV for 2019 incl. tax - the order total per transaction",
         "SELECT avg(order_total) FROM orders WHERE year(ordered_at) = 2019"),
        ("UPT by door for 2019",
         f"SELECT l.location_name, count(*) * 1.0 / count(DISTINCT i.order_id) {_ITEMS} WHERE {_Y19}"
         " GROUP BY 1"),
        ("How many 2019 orders had four units or more in the basket?",
         "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE year(ordered_at) = 2019"
         " GROUP BY 1 HAVING count(*) >= 4) t"),
    ],
)  # fmt: skip
def test_buyer_words(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_new_brief_starts_fresh(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2019"
    check(
        planner, con, "New brief, park those figures: how many customers first ordered in 2019?", gold,
        context=["Pre-tax revenue by store for 2018"],
    )  # fmt: skip


@pytest.mark.parametrize(
    "question",
    [
        "What's our sell-through on the mel-bun?",
        "Which sizes sold best across the jaffles?",
        "What open-to-buy do we have for AW19?",
    ],
)
def test_untold_is_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)


def test_opened_its_doors_is_no_store(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT opened_at FROM locations WHERE location_name = 'Philadelphia'"
    check(planner, con, "When did Philadelphia first open its doors?", gold)
