"""The offline analyst on general readings added in round r32h (kinds a persona round left unread):

- an answer's shape said after the question as ", one number for each side" (or "per side") goes, also when a
  heading names the two sides before a colon ("Weekend against weekday at X in 2019: average orders per day
  on each, ..."): it was an unknown word, and the heading was dropped with the sides in it;
- "one row per store with both quarters" (years, months, periods) after two periods is the periods side by
  side, one row per member;
- "the first 30 days after each one opened" is each member's own first 30 days (as "its first 30 days");
- a member's figure "per day open" (its figure since it opened over the days it has been trading) is its
  average daily figure since it opened; a gloss after a colon that spells out that division only restates
  it and goes;
- "Name / identify / tell me the oldest (newest) store [and its opening date]" asks which store that is, as
  "which is the oldest store" does (the store's name was put in and the question asked back, or "name" read
  as a customer's name);
- a daily series "with 0 on days without any", "zero-filled", "fill nulls with 0" has a row for every day of
  its period, 0 where nothing happened (days without rows were left out);
- "<table> rows per <key>_id", "orders per item count", "how many orders have each number of items" are the
  distribution of the number of items per order;
- "which month maxes it" after a monthly series is the month with the highest figure; "the #1 at the other
  end" after a bottom (top) N ranking is the top (bottom) one;
- a metric name with a to-date suffix ("revenue_mtd", "cumulative_orders_mtd") "as of" a day is the
  month-to-date (quarter-, year-to-date) figure up to that day.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_CHI19 = (
    "SELECT count(*) * 1.0 / count(DISTINCT CAST(o.ordered_at AS DATE)) FROM orders o"
    " JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = '{s}'"
    " AND year(o.ordered_at) = {y} GROUP BY isodow(o.ordered_at) >= 6"
)
_SIDES = (
    "SELECT l.location_name, SUM(CASE WHEN {a} THEN i.product_price END),"
    " SUM(CASE WHEN {b} THEN i.product_price END) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id WHERE ({a}) OR ({b}) GROUP BY 1"
)
_FIRST_DAYS = (
    "SELECT l.location_name, SUM(i.product_price) / {n}.0 FROM order_items i"
    " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.opened_at >= DATE '2018-01-01' AND o.ordered_at >= l.opened_at"
    " AND o.ordered_at < l.opened_at + INTERVAL {n} DAY {w} GROUP BY 1"
)
_PER_DAY_OPEN = (
    "SELECT SUM(i.product_price) / (DATE '2019-12-31' - MIN(l.opened_at) + 1) FROM order_items i"
    " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.location_name = '{s}'"
)
_OLDEST = "SELECT location_name, opened_at FROM locations ORDER BY opened_at {d} LIMIT 1"
_FILLED = (
    "SELECT s.d, COALESCE(t.n, 0) FROM (SELECT CAST(range AS DATE) AS d FROM range(DATE '{a}',"
    " DATE '{b}' + 1, INTERVAL 1 DAY)) s LEFT JOIN (SELECT CAST(o.ordered_at AS DATE) AS d, {m} AS n"
    " FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = '{s}'"
    " GROUP BY 1) t ON t.d = s.d ORDER BY 1"
)
_ITEMS_HIST = (
    "WITH c AS (SELECT order_id, count(*) AS n FROM order_items {w} GROUP BY order_id)"
    " SELECT n, count(*) FROM c GROUP BY n"
)
_GROWTH_TOP = (
    "WITH m AS (SELECT date_trunc('month', ordered_at) AS m, SUM(product_price) AS r FROM order_items"
    " GROUP BY 1), g AS (SELECT m, (r - lag(r) OVER (ORDER BY m)) / lag(r) OVER (ORDER BY m) AS g FROM m)"
    " SELECT m FROM g WHERE year(m) = 2019 ORDER BY g {d} LIMIT 1"
)
_PRODUCT_RANK = (
    "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY SUM(i.product_price) {d} LIMIT 1"
)
_STORE_ORDERS_RANK = (
    "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY count(*) {d} LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # 1. weekend versus weekday, one row per side
        (
            "Weekend against weekday at Chicago in 2019: average orders per day on each, one number for each"
            " side.",
            _CHI19.format(s="Chicago", y=2019),
            False,
        ),
        (
            "Brooklyn in 2019, weekdays versus weekends: the average daily order count, a figure per side",
            _CHI19.format(s="Brooklyn", y=2019),
            False,
        ),
        (
            "Weekday vs weekend at Philadelphia in 2018: average daily orders, one value for each side.",
            _CHI19.format(s="Philadelphia", y=2018),
            False,
        ),
        # 2. two periods, one row per member with both
        (
            "Q3 2019 and Q4 2019 revenue for each store - one row per store with both quarters.",
            _SIDES.format(
                a="o.ordered_at >= '2019-07-01' AND o.ordered_at < '2019-10-01'",
                b="o.ordered_at >= '2019-10-01' AND o.ordered_at < '2020-01-01'",
            ),
            False,
        ),
        (
            "Revenue by location for 2018 and 2019, a line per location with both years",
            _SIDES.format(a="year(o.ordered_at) = 2018", b="year(o.ordered_at) = 2019"),
            False,
        ),
        (
            "November 2018 and November 2019 sales per shop, one row for each shop with both months in it",
            _SIDES.format(
                a="o.ordered_at >= '2018-11-01' AND o.ordered_at < '2018-12-01'",
                b="o.ordered_at >= '2019-11-01' AND o.ordered_at < '2019-12-01'",
            ),
            False,
        ),
        # 3. each member's own first days; a figure per day open
        (
            "For the stores that opened in 2018 or 2019, what was the average daily revenue over the first 30"
            " days after each one opened?",
            _FIRST_DAYS.format(n=30, w=""),
            False,
        ),
        (
            "Chicago, San Francisco and New Orleans: average daily revenue across the first 14 days after"
            " each one opened",
            _FIRST_DAYS.format(n=14, w="AND l.location_name <> 'Los Angeles'"),
            False,
        ),
        ("Revenue per day open for the Chicago store", _PER_DAY_OPEN.format(s="Chicago"), False),
        (
            "average orders per day over the first 30 days after each store opened",
            "SELECT l.location_name, count(o.order_id)"
            " / NULLIF(count(DISTINCT CAST(o.ordered_at AS DATE)), 0) FROM locations l LEFT JOIN orders o"
            " ON l.location_id = o.location_id AND o.ordered_at >= l.opened_at"
            " AND o.ordered_at < l.opened_at + INTERVAL 30 DAY GROUP BY 1",
            False,
        ),
        (
            "Sales per day open at New Orleans: all its revenue since opening day, divided by the number of"
            " days it has been trading, opening day included.",
            _PER_DAY_OPEN.format(s="New Orleans"),
            False,
        ),
        (
            "What are Los Angeles's sales per trading day since it opened?",
            _PER_DAY_OPEN.format(s="Los Angeles"),
            False,
        ),
        # 4. the oldest / newest store, asked with an imperative
        ("Name our newest shop and its opening date", _OLDEST.format(d="DESC"), False),
        ("Identify the oldest café and when it opened", _OLDEST.format(d="ASC"), False),
        ("tell me the most recently opened location, with its opening date", _OLDEST.format(d="DESC"), False),
        ("name the oldest store", "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1", False),
        # 5. a daily series with its empty days as 0
        (
            "orders per day at Los Angeles, 2019-07-28 through 2019-08-03, filling days with no orders with"
            " 0",
            _FILLED.format(a="2019-07-28", b="2019-08-03", m="count(*)", s="Los Angeles"),
            True,
        ),
        (
            "daily orders for New Orleans between 9 March and 16 March 2019, zero-filled",
            _FILLED.format(a="2019-03-09", b="2019-03-16", m="count(*)", s="New Orleans"),
            True,
        ),
        (
            "orders_fill_nulls_with_0 for los angeles at day grain, 2019-07-30 to 2019-08-05",
            _FILLED.format(a="2019-07-30", b="2019-08-05", m="count(*)", s="Los Angeles"),
            True,
        ),
        # 6. orders per item count
        ("histogram of order_items rows per order_id", _ITEMS_HIST.format(w=""), False),
        ("how many orders are there for each item count?", _ITEMS_HIST.format(w=""), False),
        ("orders per item count in 2019", _ITEMS_HIST.format(w="WHERE year(ordered_at) = 2019"), False),
        # 8. a to-date metric name as of a day
        (
            "cumulative_revenue_mtd as of 2019-11-20",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '2019-11-01'"
            " AND ordered_at < '2019-11-21'",
            False,
        ),
        (
            "orders_mtd as of 2019-06-10 (inclusive)",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-06-11'",
            False,
        ),
        (
            "order_total_qtd as of 2019-05-15",
            "SELECT SUM(order_total) FROM orders WHERE ordered_at >= '2019-04-01'"
            " AND ordered_at < '2019-05-16'",
            False,
        ),
    ],
)
def test_r32h_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        # 7. follow-ups on a found superlative
        (
            "month over month revenue growth for each month of 2019",
            "which month maxes it",
            _GROWTH_TOP.format(d="DESC"),
        ),
        (
            "monthly revenue growth % for every month of 2019",
            "ok which month mins it?",
            _GROWTH_TOP.format(d="ASC"),
        ),
        (
            "bottom 3 products by 2019 revenue",
            "k and the #1 at the other end?",
            _PRODUCT_RANK.format(d="DESC"),
        ),
        (
            "top 2 stores by orders in 2018, desc",
            "and the number one from the other end?",
            _STORE_ORDERS_RANK.format(d="ASC"),
        ),
    ],
)
def test_r32h_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])
