"""The offline analyst on general readings added in round r32g (kinds a persona round on blind set 27 left
unread):

- "that day" after a holiday said with its year ("Christmas Eve 2019 ... which product sold best that
  day?", also before "across the chain") is the holiday itself: the best seller was grouped by day;
- "taking all the Saturdays you have", "taking every day together": a scope over all of them, no figure
  ("taking" was read as the takings, so "the busiest hours" were ranked by revenue);
- "how many things (items) were in it?" after a question that found one order by its largest (smallest)
  total: the order lines of that one order;
- "how many times have they ordered (all told)?" is their number of orders, also of one customer an earlier
  question found;
- a per-day average said as "an average Sunday", "a typical Monday", "an ordinary day", and "get through"
  said of units: the figure per day (per Sunday, ...) ("an average of a count" was asked back);
- "the latest (earliest) time of day anyone placed an order": the clock time itself, the largest
  (smallest) of every order's time of day;
- "across the shops", "across our stores" said of a figure: the total over them all, not one row per shop
  (a breakdown word, "compare", "each", "which" keeps the split).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_BEST_ON = (
    "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE CAST(i.ordered_at AS DATE) = DATE '{day}'{cond} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1"
)
_BUSIEST_HOURS = (
    "SELECT hour(ordered_at) AS h, count(*) AS n FROM orders WHERE {cond} GROUP BY 1"
    " ORDER BY n DESC LIMIT {k}"
)
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # 1. a holiday said with its year, then "that day"
        (
            "There's a scene on Christmas Eve 2019. Which product sold best that day?",
            _BEST_ON.format(day="2019-12-24", cond=""),
            False,
        ),
        (
            "Valentine's Day 2019: which jaffle sold the most that day across the chain?",
            _BEST_ON.format(day="2019-02-14", cond=" AND p.product_type = 'jaffle'"),
            False,
        ),
        (
            "On Halloween 2018, which drink sold best that day?",
            _BEST_ON.format(day="2018-10-31", cond=" AND p.is_drink_item"),
            False,
        ),
        # 2. "taking all the X" scopes, it is no figure
        (
            "the busiest hour on Sundays, taking all the Sundays together",
            _BUSIEST_HOURS.format(cond="dayname(ordered_at) = 'Sunday'", k=1),
            True,
        ),
        (
            "Top two busiest hours on a Saturday and the number of orders in each - taking every Saturday you"
            " have.",
            _BUSIEST_HOURS.format(cond="dayname(ordered_at) = 'Saturday'", k=2),
            True,
        ),
        (
            "which hour of the day is the busiest, taking all the days together?",
            _BUSIEST_HOURS.format(cond="true", k=1),
            True,
        ),
        # 4. "how many times has X ordered" is X's orders
        (
            "how many times has customer 2113 ordered?",
            "SELECT count(*) FROM orders WHERE customer_id = 2113",
            False,
        ),
        (
            "How many times did customer 4 order in 2019, all told?",
            f"SELECT count(*) FROM orders WHERE customer_id = 4 AND {_Y19}",
            False,
        ),
        # 5. a per-day average said as an average (typical, ordinary) day
        (
            "How many drinks do the shops get through on an ordinary day in 2019, on average?",
            f"SELECT count(*) / 365.0 FROM order_items WHERE is_drink_item AND {_Y19}",
            False,
        ),
        (
            "how many orders would an average Sunday in 2019 see?",
            f"SELECT count(*) / 52.0 FROM orders WHERE dayname(ordered_at) = 'Sunday' AND {_Y19}",
            False,
        ),
        (
            "About how many orders does a typical Monday at Brooklyn bring in 2019?",
            "SELECT count(*) / 52.0 FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND dayname(o.ordered_at) = 'Monday'"
            " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'",
            False,
        ),
        (
            "How many jaffles do we get through on a normal day in 2019?",
            f"SELECT count(*) / 365.0 FROM order_items WHERE is_food_item AND {_Y19}",
            False,
        ),
        # 6. the latest (earliest) time of day
        (
            "What's the latest time of day anyone has placed an order?",
            "SELECT max(CAST(ordered_at AS TIME)) FROM orders",
            False,
        ),
        (
            "At what time of day was the earliest order ever placed, clock time?",
            "SELECT min(CAST(ordered_at AS TIME)) FROM orders",
            False,
        ),
        (
            "the latest clock time of any Brooklyn order in 2019",
            "SELECT max(CAST(o.ordered_at AS TIME)) FROM orders o JOIN locations l"
            " ON l.location_id = o.location_id WHERE l.location_name = 'Brooklyn'"
            " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'",
            False,
        ),
        # 7. "across the shops": the total
        ("how many orders in 2019 across the shops?", f"SELECT count(*) FROM orders WHERE {_Y19}", False),
        (
            "revenue on 2019-12-24 across our stores",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-12-24'",
            False,
        ),
    ],
)
def test_reads(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


_TOP_ORDER = "(SELECT order_id FROM orders{where} ORDER BY order_total {way}, order_id LIMIT 1)"


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # 3. the items of the one order found
        (
            "What was the biggest order ever, tax included?",
            "Wow. How many things were in it?",
            "SELECT count(*) FROM order_items WHERE order_id = " + _TOP_ORDER.format(where="", way="DESC"),
        ),
        (
            "the largest order total in 2019",
            "and how many items did that order have?",
            "SELECT count(*) FROM order_items WHERE order_id = "
            + _TOP_ORDER.format(where=f" WHERE {_Y19}", way="DESC"),
        ),
        (
            "the minimum order total in 2018",
            "how many items were in it?",
            "SELECT count(*) FROM order_items WHERE order_id = "
            + _TOP_ORDER.format(
                where=" WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'", way="ASC"
            ),
        ),
        # 4. the orders of the one customer found
        (
            "Which customer has placed the most orders? Their name, please.",
            "How many times have they ordered, all told?",
            "SELECT max(count_lifetime_orders) FROM customers",
        ),
        (
            "Which customer spent the most?",
            "how many times have they ordered?",
            "SELECT count_lifetime_orders FROM customers ORDER BY lifetime_spend DESC LIMIT 1",
        ),
        # 7. "across the shops" after a day found
        (
            "What was the busiest day of 2019?",
            "And how many orders came in that day, across the shops?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = (SELECT CAST(ordered_at AS DATE)"
            f" FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
    ],
)
def test_turns(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a split said with "across the stores" stays a split
        (
            "compare 2019 revenue across the stores",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1",
        ),
        ("avg sales tax rate across the stores", "SELECT avg(tax_rate) FROM locations"),
    ],
)
def test_kept(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
