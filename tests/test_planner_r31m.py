"""The offline analyst on round r31m: "in the last month", "over the past year" are the data's latest ones.

"Orders in the last month" was the month before the data's last one (November 2019 on the 2-year demo, which
ends on 31 December 2019), while "orders last month" was December: a silent wrong answer, listed in the
README's known limitations. "Revenue in the last year" was 2018. Now "the last / the past" month, quarter,
year or week is the data's latest whole one, as the bare "last month" and "last year" are; "past" was a word
not understood. "The previous month" stays the month before the latest one.

Every question here is written for these tests (none is in the eval sets), on the demo DuckDB file
(2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_DEC = "ordered_at >= DATE '2019-12-01' AND ordered_at < DATE '2020-01-01'"
_NOV = "ordered_at >= DATE '2019-11-01' AND ordered_at < DATE '2019-12-01'"
_Q4 = "ordered_at >= DATE '2019-10-01' AND ordered_at < DATE '2020-01-01'"
_Y2019 = "ordered_at >= DATE '2019-01-01' AND ordered_at < DATE '2020-01-01'"
_REVENUE = "SELECT SUM(product_price) FROM order_items WHERE "


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("orders in the last month", f"SELECT COUNT(*) FROM orders WHERE {_DEC}"),
        ("How many orders did we get over the past month?", f"SELECT COUNT(*) FROM orders WHERE {_DEC}"),
        ("revenue during the last month", _REVENUE + _DEC),
        ("what was revenue in the past quarter", _REVENUE + _Q4),
        ("revenue for the last quarter", _REVENUE + _Q4),
        ("total revenue in the last year", _REVENUE + _Y2019),
        ("How much revenue did we make over the past year?", _REVENUE + _Y2019),
        (
            "revenue by store in the past year",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE i.ordered_at >= DATE '2019-01-01' AND i.ordered_at < DATE '2020-01-01' GROUP BY 1",
        ),
        (  # the last whole week: the data ends on a Tuesday
            "orders in the past week",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-12-23' AND ordered_at < DATE '2019-12-30'",
        ),
        # the bare forms, as before
        ("orders last month", f"SELECT COUNT(*) FROM orders WHERE {_DEC}"),
        ("revenue last year", _REVENUE + _Y2019),
        # "the previous month" stays the month before the latest one
        ("orders in the previous month", f"SELECT COUNT(*) FROM orders WHERE {_NOV}"),
    ],
)
def test_the_last_and_the_past_are_the_latest(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "which customers spent more than $500",
            "SELECT customer_name, lifetime_spend FROM customers WHERE lifetime_spend > 500",
        ),
        (
            "list the customers who have spent over $500",
            "SELECT customer_name, lifetime_spend FROM customers WHERE lifetime_spend > 500",
        ),
        (
            "how many customers spent more than $500",
            "SELECT count(*) FROM customers WHERE lifetime_spend > 500",
        ),
    ],
)
def test_a_spend_bound_is_on_the_spend_shown(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    """The bound is on the lifetime spend the answer shows (tax included), for a list as for a count: "which
    customers spent more than $500" filtered on the spend before tax while showing the spend with it."""
    check(planner, con, question, gold)
