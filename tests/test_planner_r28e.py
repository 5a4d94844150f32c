"""The offline analyst on plain analyst questions answered wrong without a word (round r28e):

- "customers ordering", "customers placing orders", "customers making purchases" are the customers who
  ordered (they were read as the customers first seen then, or as a row per order);
- "the average order total on Fridays" is over the Fridays' orders (each Friday was listed);
- a follow-up about the one member or period the previous question found ("it", "its", "that product's",
  "they" for one customer) is about that one: "Which month of 2019 had the highest revenue? / how many orders
  did it have?" (all orders ever were counted), "Which store had the most revenue in 2019? / what was its
  average order total?" (the stores were ranked again by the new figure), the busiest weekday or hour (the
  weekdays or hours were listed or ranked again); the previous question's period holds when none is named.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "year(ordered_at) = 2019"
_MONTHLY_BUYERS = (
    f"SELECT date_trunc('month', ordered_at), count(DISTINCT customer_id) FROM orders WHERE {_Y19} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        (
            "How many customers were ordering in December 2019?",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-12-01'"
            " AND ordered_at < '2020-01-01'",
            False,
        ),
        ("customers making purchases by month in 2019", _MONTHLY_BUYERS, False),
        ("number of customers placing orders per month in 2019", _MONTHLY_BUYERS, False),
        (
            "How many customers were buying from Brooklyn in 2019?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE location_id = 2 AND {_Y19}",
            False,
        ),
    ],
)
def test_customers_ordering(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


_STORE_TOP = "Which store had the most revenue in 2019?"
_PRODUCT_TOP = "Which product sold the most units in 2019?"
_BRK19 = "WHERE location_id = 2 AND year(ordered_at) = 2019"


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which month of 2019 had the highest revenue?",
            "how many orders did it have?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-10-01' AND ordered_at < '2019-11-01'",
        ),
        (
            "What was the busiest day in 2019?",
            "how much revenue did it have?",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = '2019-11-01'",
        ),
        (_STORE_TOP, "what was its average order total?", f"SELECT avg(order_total) FROM orders {_BRK19}"),
        (
            _STORE_TOP,
            "and its number of customers?",
            f"SELECT count(DISTINCT customer_id) FROM orders {_BRK19}",
        ),
        (
            _PRODUCT_TOP,
            "what was that product's revenue?",
            "SELECT sum(product_price) FROM order_items WHERE product_id = 1 AND year(ordered_at) = 2019",
        ),
        (
            "Which jaffle sold the fewest units in 2019?",
            "how many customers bought it?",
            "SELECT count(DISTINCT o.customer_id) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " WHERE i.product_id = 4 AND year(i.ordered_at) = 2019",
        ),
        (
            "Which weekday had the most orders in 2019?",
            "how much revenue did it have?",
            f"SELECT sum(product_price) FROM order_items WHERE isodow(ordered_at) = 5 AND {_Y19}",
        ),
        (
            "Which hour had the most orders in 2019?",
            "what was its average order total?",
            "SELECT avg(order_total) FROM orders WHERE hour(ordered_at) = 12 AND year(ordered_at) = 2019",
        ),
        (
            _STORE_TOP,
            "show its revenue by month",
            "SELECT date_trunc('month', i.ordered_at), sum(i.product_price) FROM order_items i"
            " JOIN orders o ON o.order_id = i.order_id WHERE o.location_id = 2 AND year(i.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "Which customer placed the most orders in 2018?",
            "how much did they spend that year?",
            "SELECT sum(order_total) FROM orders WHERE customer_id = 2113 AND year(ordered_at) = 2018",
        ),
    ],
)
def test_about_the_one_found(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    ["What was the average order total on Fridays in 2019?", "mean order total on Fridays in 2019"],
)
def test_average_per_order_on_a_weekday(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str
) -> None:
    """An average that is per order already is over that weekday's orders (the Fridays were listed)."""
    gold = f"SELECT avg(order_total) FROM orders WHERE isodow(ordered_at) = 5 AND {_Y19}"
    check(planner, con, question, gold)
