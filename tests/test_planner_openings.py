"""The offline analyst on a store's own life: spans counted from its opening day ("Chicago's first 30 days",
"its first full month", "the first 90 days after New Orleans opened") and a store's state in a period
("stores open for all of 2019", "open in 2019", "open at the end of 2018"), which is not its opening in that
period; and open ends at a period's edge ("opened before the end of 2019").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019), with opening days read from the data.
"""

from __future__ import annotations

from datetime import date

import duckdb
import pytest

from askdata_app.agent.offline.openings import Openings, opening_span
from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_REV = (
    "SELECT SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id) JOIN locations l"
    " ON l.location_id = o.location_id WHERE l.location_name = '{store}' AND oi.ordered_at >= {lo}"
    " AND oi.ordered_at < {hi}"
)
_OPENED = "(SELECT opened_at FROM locations WHERE location_name = '{store}')"


def _rev(store: str, lo: str, hi: str) -> str:
    return _REV.format(
        store=store, lo=lo.format(o=_OPENED.format(store=store)), hi=hi.format(o=_OPENED.format(store=store))
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Chicago's first 30 days revenue", _rev("Chicago", "{o}", "{o} + INTERVAL 30 DAY")),
        (
            "revenue in the first 30 days of the Chicago store",
            _rev("Chicago", "{o}", "{o} + INTERVAL 30 DAY"),
        ),
        (
            "revenue in the first 90 days after New Orleans opened",
            _rev("New Orleans", "{o}", "{o} + INTERVAL 90 DAY"),
        ),
        (
            "what did New Orleans take in its first full month",  # opened mid-March 2019: April
            _rev("New Orleans", "DATE '2019-04-01'", "DATE '2019-05-01'"),
        ),
        (
            "new orleans first full quarter revenue",
            _rev("New Orleans", "DATE '2019-04-01'", "DATE '2019-07-01'"),
        ),
        (
            "How many stores were open for all of 2019?",
            "SELECT COUNT(*) FROM locations WHERE opened_at <= DATE '2019-01-01'",
        ),
        (
            "which stores were open throughout 2019",
            "SELECT location_name FROM locations WHERE opened_at <= DATE '2019-01-01'",
        ),
        (
            "which stores were open in 2019",
            "SELECT location_name FROM locations WHERE opened_at < DATE '2020-01-01'",
        ),
        (
            "how many stores were open at the end of 2018",
            "SELECT COUNT(*) FROM locations WHERE opened_at < DATE '2019-01-01'",
        ),
        (
            "stores opened before the end of 2019",
            "SELECT COUNT(*) FROM locations WHERE opened_at < DATE '2020-01-01'",
        ),
        (
            "which stores were already trading on 2019-03-14",  # that day included
            "SELECT location_name FROM locations WHERE opened_at <= DATE '2019-03-14'",
        ),
        # the store's opening, as before
        (
            "which stores opened in 2019",
            "SELECT location_name FROM locations"
            " WHERE opened_at >= DATE '2019-01-01' AND opened_at < DATE '2020-01-01'",
        ),
    ],
)
def test_a_stores_own_life(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_spans_from_an_opening_day() -> None:
    opened = date(2019, 3, 14)  # a Thursday
    assert opening_span(opened, "day", 30, False) == (opened, date(2019, 4, 12))
    assert opening_span(opened, "month", 1, True) == (date(2019, 4, 1), date(2019, 4, 30))
    assert opening_span(opened, "week", 1, True) == (date(2019, 3, 18), date(2019, 3, 24))
    assert opening_span(opened, "year", 1, True) == (date(2020, 1, 1), date(2020, 12, 31))
    assert opening_span(opened, "month", 3, False) == (opened, date(2019, 6, 13))
    assert opening_span(date(2019, 4, 1), "month", 1, True) == (date(2019, 4, 1), date(2019, 4, 30))


@pytest.mark.parametrize(
    "question",
    [
        "revenue in the first 30 days of 2019",  # the data's period, not a store's
        "orders in the first week of march 2019",
        "what were Chicago's orders in 2019",
    ],
)
def test_no_opening_span_without_one_said(question: str) -> None:
    assert Openings({"Chicago": date(2018, 4, 29)}).read(question) == question


def test_a_full_month_carries_to_a_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = _rev("Chicago", "DATE '2018-05-01'", "DATE '2018-06-01'")  # opened 2018-04-29
    check(planner, con, "and Chicago?", gold, context=["New Orleans revenue in its first full month"])
