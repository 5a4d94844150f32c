"""The offline analyst on readings added in round r34as (an astrologer's questions: days named by the sky and
by the calendar's odd corners):

- a sun-sign season with a year ("Virgo season 2019", "the season of Libra in 2019"): that sign's days on the
  usual tropical dates (the sign was not understood); the dates the question gives itself win;
- days said without their year, the year said apart ("2019 (March 3 - April 9)", "in 2019, from May 2 to May
  30", "January 1-19 of 2019"): those days of that year (a span was read as its two end days, a dash between
  two days was not understood); two years set against each other repeat the span in each;
- a solstice or an equinox dated in the question ("the 2019 summer solstice (June 21)"): that day (its
  season was also read, next to the day); "one figure per solstice" is one per day;
- a weekday on a day of the month ("Friday the 13th", "Mondays the 1st"): the weekdays that fall on it; "the
  15th of a month" (or "of any month") is those days taken together (not a row a day);
- one minute of the clock ("orders at 11:11", "revenue at 9:45pm"): that minute of every day (its numbers
  were not understood); "and at 12:12?" asks the same of another minute;
- a weekday named by its planet ("Saturn's day", "the Moon's day"): that weekday;
- several single days "taken together" or "all told": one figure over them (it was a row a day).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"


def _days(first: str, last: str) -> str:
    return f"CAST(ordered_at AS DATE) BETWEEN DATE '{first}' AND DATE '{last}'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a sun-sign season with a year
        (
            "how many orders did we get in Virgo season 2019?",
            f"SELECT count(*) FROM orders WHERE {_days('2019-08-23', '2019-09-22')}",
        ),
        (
            "revenue per store during the season of Libra in 2019",
            "SELECT l.location_name, sum(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE CAST(oi.ordered_at AS DATE)"
            " BETWEEN DATE '2019-09-23' AND DATE '2019-10-22' GROUP BY 1",
        ),
        (
            "Taurus season 2019: which store had the most orders?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            f" WHERE {_days('2019-04-20', '2019-05-20')} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "orders in Aries season 2019 (March 21 to April 19)",
            f"SELECT count(*) FROM orders WHERE {_days('2019-03-21', '2019-04-19')}",
        ),
        # days said without their year, the year said apart
        (
            "orders in 2019 (March 3 - April 9)",
            f"SELECT count(*) FROM orders WHERE {_days('2019-03-03', '2019-04-09')}",
        ),
        (
            "in 2019, from May 2 to May 30, what was revenue?",
            f"SELECT sum(product_price) FROM order_items WHERE {_days('2019-05-02', '2019-05-30')}",
        ),
        (
            "busiest hour of the day for orders, 2019 (June 10 through July 4)",
            f"SELECT hour(ordered_at) FROM orders WHERE {_days('2019-06-10', '2019-07-04')}"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "orders (October 1 - October 14), 2018 versus 2019, one number per year",
            f"SELECT year(ordered_at), count(*) FROM orders WHERE {_days('2018-10-01', '2018-10-14')}"
            f" OR {_days('2019-10-01', '2019-10-14')} GROUP BY 1",
        ),
        # a solstice or an equinox dated in the question
        (
            "orders on the 2019 summer solstice (June 21)",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-06-21'",
        ),
        (
            "Autumn equinox 2019 (September 23): revenue at Philadelphia",
            "SELECT sum(oi.product_price) FROM order_items oi JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) WHERE l.location_name = 'Philadelphia'"
            " AND CAST(oi.ordered_at AS DATE) = DATE '2019-09-23'",
        ),
        (
            "revenue on the spring equinox (March 20) and the winter solstice (December 22) of 2019,"
            " one figure"
            " per solstice or equinox",
            "SELECT CAST(ordered_at AS DATE), sum(product_price) FROM order_items"
            " WHERE CAST(ordered_at AS DATE) IN (DATE '2019-03-20', DATE '2019-12-22') GROUP BY 1",
        ),
        # a weekday on a day of the month, a day of any month
        (
            "how many orders on Friday the 13th in 2019, all told",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND day(ordered_at) = 13"
            " AND dayofweek(ordered_at) = 5",
        ),
        (
            "list every Monday the 1st with its revenue",
            "SELECT CAST(ordered_at AS DATE), sum(product_price) FROM order_items"
            " WHERE day(ordered_at) = 1 AND dayofweek(ordered_at) = 1 GROUP BY 1",
        ),
        (
            "orders on Tuesdays the 15th",
            "SELECT count(*) FROM orders WHERE day(ordered_at) = 15 AND dayofweek(ordered_at) = 2",
        ),
        (
            "how many orders came on the 20th of a month in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND day(ordered_at) = 20",
        ),
        (
            "revenue on the 5th of any month",
            "SELECT sum(product_price) FROM order_items WHERE day(ordered_at) = 5",
        ),
        # one minute of the clock
        (
            "how many orders were placed at 12:34?",
            "SELECT count(*) FROM orders WHERE hour(ordered_at) = 12 AND minute(ordered_at) = 34",
        ),
        (
            "revenue at 7:45pm in 2019, by store",
            "SELECT l.location_name, sum(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE year(oi.ordered_at) = 2019"
            " AND hour(oi.ordered_at) = 19 AND minute(oi.ordered_at) = 45 GROUP BY 1",
        ),
        (
            "orders at exactly 10:10 (any second of it) per month in 2019",
            f"SELECT date_trunc('month', ordered_at), count(*) FROM orders WHERE {_Y19}"
            " AND hour(ordered_at) = 10 AND minute(ordered_at) = 10 GROUP BY 1",
        ),
        # a weekday named by its planet
        (
            "orders on Saturn's day in 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND dayofweek(ordered_at) = 6",
        ),
        (
            "revenue on the Moon's day versus Mars' day, 2019",
            f"SELECT dayname(ordered_at), sum(product_price) FROM order_items WHERE {_Y19}"
            " AND dayofweek(ordered_at) IN (1, 2) GROUP BY 1",
        ),
        (
            "Mercury's day: how many orders at Brooklyn in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y19} AND dayofweek(o.ordered_at) = 3",
        ),
        # several single days taken together
        (
            "orders on May 1 2019 and July 4 2019, taken together",
            "SELECT count(*) FROM orders"
            " WHERE CAST(ordered_at AS DATE) IN (DATE '2019-05-01', DATE '2019-07-04')",
        ),
        (
            "revenue on March 3 2019 and November 11 2019, all told",
            "SELECT sum(product_price) FROM order_items"
            " WHERE CAST(ordered_at AS DATE) IN (DATE '2019-03-03', DATE '2019-11-11')",
        ),
        (
            "orders on Feb 2 2019 and Aug 8 2019 put together",
            "SELECT count(*) FROM orders"
            " WHERE CAST(ordered_at AS DATE) IN (DATE '2019-02-02', DATE '2019-08-08')",
        ),
    ],
)
def test_days_named_by_the_sky_and_the_calendar(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("first", "then", "gold"),
    [
        (
            "how many orders were taken at 9:30 in 2019?",
            "and at 15:15?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) = 15 AND minute(ordered_at) = 15",
        ),
        (
            "how many orders were taken at 9:30 in 2019?",
            "and at Chicago?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago'"
            f" AND o.{_Y19} AND hour(o.ordered_at) = 9 AND minute(o.ordered_at) = 30",
        ),
        (
            "orders in Leo season 2019",
            "and Leo season 2018?",
            f"SELECT count(*) FROM orders WHERE {_days('2018-07-23', '2018-08-22')}",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, first: str, then: str, gold: str
) -> None:
    check(planner, con, then, gold, context=[first])


@pytest.mark.parametrize(
    "question",
    [
        "orders on the summer solstice 2019",  # its date varies: asked back
        "orders in Capricorn season 2019",  # over the new year: asked back
    ],
)
def test_undated_sky_days_are_asked(planner: Planner, question: str) -> None:
    from askdata_app.agent.offline.plans import SqlPlan

    assert not isinstance(planner.plan(question), SqlPlan)
