"""The offline analyst on general readings added in round 37 (written for no persona; each was a silent wrong
answer before):

- "revenue from orders between $20 and $40": the orders' totals are bounded, as "orders over $40" are (the
  item prices were bounded); "items priced between $5 and $8" still bounds the item prices (keywords);
- "sales for orders over $15", "revenue for orders placed in 2019": one figure over those orders (it was a
  row per order); "tax for orders above $30" bounds each order's total (it bounded the tax) (parse, adjust);
- "how many distinct product prices", "different price points", "distinct product types": the column's values
  are counted (it was the products); "different products sold in 2019" still counts the products (planner's
  ``_attribute_named``, parse's ``distinct_words``);
- "units of each drink", "revenue of each drink": a row per drink (it was drinks against the rest: the flag
  column); "orders with a drink by store" still filters (parse);
- "the store and time of the very first order": that order's row (it was the number of stores); "the date of
  the latest order" is still the date alone; "which store was it recorded at?" after "when was the last order
  placed?" is that order's row (it was every store); "which products were in the very first order?" are its
  products (it was the order's row) (edgerecord);
- "how many days had each store been open by the end of June 2019": counted to that day (it was the data's
  last day), "in weeks," said mid-sentence too (daysopen);
- "the weekend of July 6th 2019" (a Saturday) is that Saturday and Sunday (it was the one day said); the
  weekend of a weekday ("July 4th 2019", a Thursday) is asked back; "weekdays (Mon-Fri)" is the word alone
  (its day names were a breakdown by weekday) (weekendof);
- clock times said ("7am till 2:59pm against 3pm to close") and read nowhere in the plan are said so, never
  answered without them (clocksaid: it was the year's orders, silent).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.clocksaid import clocks_left_out
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, UnknownPlan
from tests.planner_checks import check

_ITEMS_OF_ORDERS = (
    "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " WHERE o.order_total >= {lo} AND o.order_total <= {hi}{more}"
)
_PER_DRINK = (
    "SELECT p.product_name, {fig} FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE p.is_drink_item{more} GROUP BY 1"
)
_ITS_PRODUCTS = (
    "SELECT p.product_name, count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE i.order_id = (SELECT order_id FROM orders {pick} LIMIT 1) GROUP BY 1"
)
_EDGE = (
    "SELECT o.ordered_at, {col} FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " JOIN customers c ON c.customer_id = o.customer_id{where} ORDER BY o.ordered_at {way}, o.order_id {way}"
    " LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # money bounds on orders, said with "between"
        (
            "revenue from orders between $20 and $40 in 2019",
            _ITEMS_OF_ORDERS.format(lo=20, hi=40, more=" AND year(o.ordered_at) = 2019"),
        ),
        ("Sales from orders between $15 and $25", _ITEMS_OF_ORDERS.format(lo=15, hi=25, more="")),
        (
            "how many orders came to between $10 and $15?",
            "SELECT count(*) FROM orders WHERE order_total >= 10 AND order_total <= 15",
        ),
        (
            "revenue of items priced between $5 and $8",
            "SELECT sum(product_price) FROM order_items WHERE product_price >= 5 AND product_price <= 8",
        ),
        # "for orders ...": the orders are what is measured on, one figure (it was a row per order)
        ("sales for orders over $15", _ITEMS_OF_ORDERS.format(lo=15.01, hi=10**6, more="")),
        (
            "total revenue for orders placed in 2019",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " WHERE year(o.ordered_at) = 2019",
        ),
        (
            "revenue for stores in 2019",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o"
            " ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        # a money bound on the orders whose tax is measured: each order's total (it was the tax bounded)
        (
            "tax for orders above $30 in 2019",
            "SELECT sum(tax_paid) FROM orders WHERE order_total > 30 AND year(ordered_at) = 2019",
        ),
        ("total tax on orders with tax over $3", "SELECT sum(tax_paid) FROM orders WHERE tax_paid > 3"),
        # distinct values of a column, not its rows' entity
        ("how many distinct product prices are there?", "SELECT count(DISTINCT product_price) FROM products"),
        ("How many different price points do we have?", "SELECT count(DISTINCT product_price) FROM products"),
        ("how many distinct prices on the menu", "SELECT count(DISTINCT product_price) FROM products"),
        ("how many distinct product types do we sell?", "SELECT count(DISTINCT product_type) FROM products"),
        (
            "how many different products were sold in 2019?",
            "SELECT count(DISTINCT product_id) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " WHERE year(o.ordered_at) = 2019",
        ),
        ("how many unique customers are there?", "SELECT count(*) FROM customers"),
        # each drink: the drinks one by one
        (
            "units of each drink in 2019",
            _PER_DRINK.format(
                fig="count(*)",
                more=" AND i.order_id IN (SELECT order_id FROM orders WHERE year(ordered_at) = 2019)",
            ),
        ),
        ("revenue of each drink", _PER_DRINK.format(fig="sum(i.product_price)", more="")),
        (
            "orders with a drink by store",
            "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE o.is_drink_order GROUP BY 1",
        ),
        # a time asked beside another of the very first (last) order's columns
        (
            "the store and time of the very first order",
            _EDGE.format(col="l.location_name", where="", way="ASC"),
        ),
        (
            "what were the date and customer of the last order in 2018?",
            _EDGE.format(col="c.customer_name", where=" WHERE year(o.ordered_at) = 2018", way="DESC"),
        ),
        (
            "time and store of the most recent order?",
            _EDGE.format(col="l.location_name", where="", way="DESC"),
        ),
        ("the date of the latest order", "SELECT max(CAST(ordered_at AS DATE)) FROM orders"),
        # the products of the one order: its lines by product (it was the order's row)
        (
            "which products were in the very first order?",
            _ITS_PRODUCTS.format(pick="ORDER BY ordered_at, order_id"),
        ),
        (
            "what items were in the last order of 2018?",
            _ITS_PRODUCTS.format(
                pick="WHERE year(ordered_at) = 2018 ORDER BY ordered_at DESC, order_id DESC"
            ),
        ),
        (
            "what items were in the largest order ever placed?",
            _ITS_PRODUCTS.format(pick="ORDER BY order_total DESC, ordered_at, order_id DESC"),
        ),
        # how long each store had been open by a day said as the end or start of a year or month (the day was
        # left out: counted to the data's last day)
        (
            "how many days had each store been open by the end of June 2019?",
            "SELECT location_name, date_diff('day', CAST(opened_at AS DATE), DATE '2019-06-30')"
            " FROM locations",
        ),
        (
            "how long had each store been open, in weeks, as of the start of 2019?",
            "SELECT location_name, date_diff('week', CAST(opened_at AS DATE), DATE '2019-01-01')"
            " FROM locations",
        ),
        # a day range glossing weekdays or the weekend: the word alone (it was a breakdown by weekday)
        (
            "2019 orders, weekdays (Mon-Fri) vs the weekend (Sat & Sun), a figure for each",
            "SELECT CASE WHEN isodow(ordered_at) >= 6 THEN 'weekend' ELSE 'weekday' END, count(*) FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        # the weekend of a date
        (
            "orders on the weekend of July 6th 2019",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-07-06' AND ordered_at < '2019-07-08'",
        ),
        (
            "revenue over the weekend of 10 March 2019 by store",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o"
            " ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE o.ordered_at >= '2019-03-09' AND o.ordered_at < '2019-03-11' GROUP BY 1",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "Breakfast (7am till 10:59am) against the rest (11am to close): hands in 2019, one count per part",
    ],
)
def test_clock_times_left_out_are_said(planner: Planner, question: str) -> None:
    """("hands" are orders, casinowords.)"""
    """Hours the plan does not read are never dropped silently (clocksaid)."""
    plan = planner.plan(question)
    assert isinstance(plan, UnknownPlan) and "could not place" in plan.message, plan


@pytest.mark.parametrize(
    "question",
    ["orders on the weekend of July 4th 2019", "revenue over the weekend of 6 March 2019"],
)
def test_weekend_of_a_weekday_is_asked(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan) and "weekday" in plan.question, plan


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # a follow-up about the one order the question before named: that order's row
        (
            "when was the last order placed?",
            "which store was it recorded at?",
            _EDGE.format(col="l.location_name", where="", way="DESC"),
        ),
        (
            "when was the most recent order?",
            "which products were in it?",
            _ITS_PRODUCTS.format(pick="ORDER BY ordered_at DESC, order_id DESC"),
        ),
        (
            "When did the first order of 2019 come in?",
            "Who placed it?",
            _EDGE.format(col="c.customer_name", where=" WHERE year(o.ordered_at) = 2019", way="ASC"),
        ),
        # near-misses: a figure of their own
        (
            "when was the last order placed?",
            "how many orders were there in 2019?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "revenue in 2019",
            "and how much was it in 2018?",
            "SELECT sum(product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " WHERE year(o.ordered_at) = 2018",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


def test_clocks_left_out() -> None:
    """Clock times are found when the SQL reads no hour, and not when it does (or reads a time of day)."""
    assert clocks_left_out("orders between 7am and 3pm", "SELECT count(*) FROM orders") == ["7am", "3pm"]
    assert clocks_left_out("orders at 14:30", "SELECT count(*) FROM orders") == ["14:30"]
    hourly = "SELECT count(*) FROM orders WHERE hour(ordered_at) < 9"
    assert clocks_left_out("orders before 9am", hourly) == []
    late = "SELECT count(*) FROM orders WHERE ordered_at <= '2019-12-31 23:59:59'"
    assert clocks_left_out("orders up to 23:59 on 2019-12-31", late) == []
    assert clocks_left_out("orders in 2019", "SELECT count(*) FROM orders") == []
