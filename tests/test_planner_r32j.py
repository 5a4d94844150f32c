"""The offline analyst on readings added in round r32j (general kinds left from blind set 27):

- a per-order (per-day) average split into weekend and weekday sides ("average items per order on weekends
  and on weekdays"): each side's average is over its own orders; a count of the weekend's items was 0 in
  every weekday order and those zeros were averaged in (a sum was NULL there, and left out, already);
- a yes-or-no question before the request that answers it ("Do weekend shoppers buy more? I'd like the
  average items per order on weekends and on weekdays", "Does the day of the week matter for spend? What an
  order comes to on average, for each weekday"): the request is planned alone, when the lead question names
  no member, period or time of day the request does not; before, the lead's words were not understood, or
  taken for a second figure.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_WEEKEND = "dayofweek(o.ordered_at) IN (0, 6)"
_ITEMS_PER_ORDER_SIDES = (
    f"SELECT CASE WHEN {_WEEKEND} THEN 'weekend' ELSE 'weekday' END AS side,"
    " count(i.order_item_id) * 1.0 / count(DISTINCT o.order_id)"
    " FROM orders o JOIN order_items i ON i.order_id = o.order_id GROUP BY 1"
)
_ORDER_TOTAL_BY_WEEKDAY = (
    "SELECT isodow(ordered_at), dayname(ordered_at), avg(order_total) FROM orders GROUP BY 1, 2"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a per-order average on each side
        ("average items per order on weekends and on weekdays", _ITEMS_PER_ORDER_SIDES),
        ("Average basket size, in items, at weekends vs on weekdays?", _ITEMS_PER_ORDER_SIDES),
        (
            "mean number of items per order, weekend against weekday",
            _ITEMS_PER_ORDER_SIDES,
        ),
        # a yes-or-no question before the request
        (
            "Do weekend shoppers buy more? I'd like the average items per order on weekends and on weekdays.",
            _ITEMS_PER_ORDER_SIDES,
        ),
        (
            "Are baskets fuller on Saturdays and Sundays? Show me the average number of items per order on"
            " weekends and on weekdays.",
            _ITEMS_PER_ORDER_SIDES,
        ),
        (
            "Does the day of the week matter for spend? What an order comes to on average, with tax, for each"
            " weekday.",
            _ORDER_TOTAL_BY_WEEKDAY,
        ),
        (
            "Would the weekday make a difference to spending? Give me the average order total by weekday.",
            _ORDER_TOTAL_BY_WEEKDAY,
        ),
        (
            "Do people order more in 2019? How many orders were there in 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
    ],
)
def test_r32j_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r32j_lead_naming_a_store_stays(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """A lead question naming a store the request does not name is not left out (Brooklyn's orders)."""
    check(
        planner,
        con,
        "Is Brooklyn busier? How many orders were there in 2019?",
        "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
        " WHERE l.location_name = 'Brooklyn'"
        " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'",
    )
