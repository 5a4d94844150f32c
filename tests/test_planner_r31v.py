"""The offline analyst on round r31v: a lag (or lead) column beside each bucket of a series.

- "orders per day in December 2019 with the previous day's count next to each" was read as the data's last
  day added to the range, and the previous day's count was never shown; "the next day's" asked what "next"
  meant; "a week earlier" turned the series weekly; "the previous month's revenue beside each month" was
  the one month before the data's end. Now the series keeps its grain and has, beside each row, the figure
  of the bucket that far back (forward) on the calendar, read from before the period so its first row has
  one too; per store when split by store; "the same day last year" is the same date a year back (as "the
  same month last year" is the month twelve back).
- "with the change from the previous day" is day-over-day growth, December 1st against November 30th.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_DAILY = "SELECT date_trunc('day', ordered_at) AS d, count(*) AS n FROM orders"


def _lagged(series: str, offset: int, since: str, until: str, *, by: str = "") -> str:
    part = f"PARTITION BY {by} " if by else ""
    fn = "LAG" if offset > 0 else "LEAD"
    keys = f"d, {by}" if by else "d"
    return (
        f"WITH s AS ({series} GROUP BY {keys}), l AS (SELECT {keys}, n, {fn}(n, {abs(offset)}) OVER "
        f"({part}ORDER BY d) AS p FROM s) SELECT * FROM l WHERE d >= '{since}' AND d < '{until}'"
    )


@pytest.mark.parametrize(
    "question",
    [
        "orders per day in December 2019 with the previous day's count next to each",
        "daily orders in December 2019 alongside the day before",
        "number of orders each day in Dec 2019, plus the prior day's number beside it",
        "how many orders per day in December 2019, and the previous day's orders?",
    ],
)
def test_previous_day(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    check(planner, con, question, _lagged(_DAILY, 1, "2019-12-01", "2020-01-01"))


def test_previous_day_in_a_range(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    question = "daily order counts for 1-7 Dec 2019, with the previous day's count next to each"
    check(planner, con, question, _lagged(_DAILY, 1, "2019-12-01", "2019-12-08"))


@pytest.mark.parametrize(
    "question",
    [
        "orders per day in December 2019 with the next day's count",
        "daily orders in December 2019 and the following day's count next to each",
        "orders per day in December 2019 with the day after beside each one",
    ],
)
def test_next_day(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    check(planner, con, question, _lagged(_DAILY, -1, "2019-12-01", "2020-01-01"))


@pytest.mark.parametrize(
    "question",
    [
        "orders per day in December 2019 and the count a week earlier",
        "daily orders in December 2019 with the number a week before next to each",
    ],
)
def test_week_earlier_on_days(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    check(planner, con, question, _lagged(_DAILY, 7, "2019-12-01", "2020-01-01"))


@pytest.mark.parametrize(
    "question",
    [
        "orders per day in December 2019 with the same day last year next to each",
        "daily orders in December 2019 alongside the same day a year earlier",
    ],
)
def test_same_day_last_year(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    gold = (
        f"WITH s AS ({_DAILY} GROUP BY d) SELECT s.d, s.n, p.n FROM s LEFT JOIN s AS p "
        "ON p.d = s.d - INTERVAL 1 YEAR WHERE s.d >= '2019-12-01' AND s.d < '2020-01-01'"
    )
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "unit", "since"),
    [
        ("revenue by month with the previous month's revenue beside each month", "month", "2018-01-01"),
        ("monthly revenue in 2019 with last month's revenue alongside", "month", "2019-01-01"),
        ("revenue by quarter with the previous quarter's revenue", "quarter", "2018-01-01"),
        ("yearly revenue and the prior year's revenue next to it", "year", "2018-01-01"),
        ("weekly revenue in 2019 with the preceding week's figure", "week", "2018-12-31"),
    ],
)
def test_previous_bucket(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, unit: str, since: str
) -> None:
    series = f"SELECT date_trunc('{unit}', ordered_at) AS d, sum(product_price) AS n FROM order_items"
    check(planner, con, question, _lagged(series, 1, since, "2020-01-01"))


def test_store_filter(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    series = (
        "SELECT date_trunc('day', ordered_at) AS d, count(*) AS n FROM orders JOIN locations "
        "USING (location_id) WHERE location_name = 'Philadelphia'"
    )
    question = "orders per day in December 2019 at Philadelphia with the previous day's count"
    check(planner, con, question, _lagged(series, 1, "2019-12-01", "2020-01-01"))


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("orders per day per store in December 2019 with the previous day's count", []),
        ("and by store?", ["orders per day in December 2019 with the previous day's count next to each"]),
    ],
)
def test_per_store(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, context: list[str]
) -> None:
    series = (
        "SELECT date_trunc('day', ordered_at) AS d, location_name, count(*) AS n FROM orders "
        "JOIN locations USING (location_id)"
    )
    gold = _lagged(series, 1, "2019-12-01", "2020-01-01", by="location_name")
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    "follow_up",
    ["add the previous day's count next to each", "and with the day before beside each?"],
)
def test_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection, follow_up: str) -> None:
    gold = _lagged(_DAILY, 1, "2019-12-01", "2020-01-01")
    check(planner, con, follow_up, gold, context=["orders per day in December 2019"])


@pytest.mark.parametrize(
    "question",
    [
        "orders per day in December 2019 with the change from the previous day",
        "day-over-day change in orders in December 2019",
    ],
)
def test_day_over_day_change(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    gold = (
        f"WITH s AS ({_DAILY} GROUP BY d), l AS (SELECT d, n, 100.0 * (n - LAG(n) OVER (ORDER BY d)) / "
        "LAG(n) OVER (ORDER BY d) AS g FROM s) SELECT * FROM l WHERE d >= '2019-12-01' AND d < '2020-01-01'"
    )
    check(planner, con, question, gold)


def test_plain_series_kept(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT date_trunc('month', ordered_at) AS d, sum(product_price) FROM order_items "
        "WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY d"
    )
    check(planner, con, "revenue by month in 2019", gold)
