"""The offline analyst on readings added in round r35mt (a meteorologist's questions, the shop's daily figures
said as if they were the weather record):

- a closing note naming the two things to show, "date and count please", "day and figure.", goes (only
  "name and cost" was known; the record day was asked back "Rank them by which measure?");
- "the (all-time) daily record" of a store or a figure is its busiest day, "the daily record low" its
  quietest (the words were asked back); "from its opening onward" is all its data, as "onwards" was;
- a short heading before a colon ("Cold snap:", "Heatwave watch:") is no weather asked about when the
  question after it asks of the data and does not point back at it ("Rainy days: ... on them?" still asks);
- barometric pressure, humidity, wind speed, precipitation are weather, asked back (they were words not
  known); "give me the outlook" is a forecast, asked back as one (a heading "Sales outlook:" is not);
- "at what hour does the daily cycle peak" is the busiest hour, "the low of the daily cycle" the quietest
  (the cycle was not known);
- a follow-up closed by ", for comparison" / "for reference" is the follow-up alone ("and 2018, for
  comparison?" asked which period to compare with);
- the weekday busiest "on average", or with the most orders "on average", or ranked by "(mean daily
  orders)", is the one with the highest average of the figure per day (asked back which breakdown or
  measure); so is a month "on a per-day basis" or with "the lowest average orders per day" (the busiest
  single day was answered, or the year's top daily figure beside its mean);
- a closing ", date and count" after a ranking of days goes (the "count" was read as the items sold);
- a running total "of 2019 orders" ("of 2019's revenue") runs over 2019 (it ran from the data's first day).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_DAY_N = "SELECT CAST(ordered_at AS DATE) AS d, COUNT(*) AS n FROM orders {where} GROUP BY 1"
_DAY_REV = "SELECT CAST(ordered_at AS DATE) AS d, SUM(product_price) AS n FROM order_items {where} GROUP BY 1"
_STORE_DAY = (
    "SELECT CAST(o.ordered_at AS DATE) AS d, COUNT(*) AS n FROM orders o JOIN locations l"
    " ON l.location_id = o.location_id WHERE l.location_name = '{store}' GROUP BY 1"
)
_DAYS_OVER = (
    "SELECT COUNT(*) FROM (SELECT CAST(ordered_at AS DATE) AS d, COUNT(*) AS n FROM orders GROUP BY 1)"
    " WHERE year(d) = {year} AND n {op} {limit}"
)
_WEEKDAY_MEAN = "SELECT dayname(d) FROM ({daily}) GROUP BY 1 ORDER BY AVG(n) {order} LIMIT 1"
_MONTH_MEAN = "SELECT date_trunc('month', d) FROM ({daily}) GROUP BY 1 ORDER BY AVG(n) {order} LIMIT 1"
_HOUR = "SELECT hour(ordered_at) FROM orders {where} GROUP BY 1 ORDER BY COUNT(*) {order} LIMIT 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "date and count please": a closing note of the answer's two columns
        (
            "what was the biggest day of 2019 by order count? date and count please",
            f"SELECT d, n FROM ({_DAY_N.format(where=f'WHERE {_Y19}')}) ORDER BY n DESC LIMIT 1",
        ),
        (
            "which day of 2018 had the fewest orders? day and figure.",
            f"SELECT d, n FROM ({_DAY_N.format(where=f'WHERE {_Y18}')}) ORDER BY n LIMIT 1",
        ),
        (
            "the top revenue day in 2019? Date and total, please",
            f"SELECT d, n FROM ({_DAY_REV.format(where=f'WHERE {_Y19}')}) ORDER BY n DESC LIMIT 1",
        ),
        # the daily record (low)
        (
            "Brooklyn's all-time daily record - which date?",
            f"SELECT d FROM ({_STORE_DAY.format(store='Brooklyn')}) ORDER BY n DESC LIMIT 1",
        ),
        (
            "Chicago's daily record from its opening onward: which day was it?",
            f"SELECT d FROM ({_STORE_DAY.format(store='Chicago')}) ORDER BY n DESC LIMIT 1",
        ),
        (
            "the daily record for revenue in 2019 - which day?",
            f"SELECT d FROM ({_DAY_REV.format(where=f'WHERE {_Y19}')}) ORDER BY n DESC LIMIT 1",
        ),
        (
            "what's the daily record low for orders in 2018?",
            f"SELECT d, n FROM ({_DAY_N.format(where=f'WHERE {_Y18}')}) ORDER BY n LIMIT 1",
        ),
        # a heading before the colon
        (
            "Cold snap: how many days in 2018 had fewer than 40 orders?",
            _DAYS_OVER.format(year=2018, op="<", limit=40),
        ),
        (
            "Heatwave watch: how many days in 2019 had more than 150 orders?",
            _DAYS_OVER.format(year=2019, op=">", limit=150),
        ),
        (
            "Frost check: which day of 2019 had the fewest orders?",
            f"SELECT d FROM ({_DAY_N.format(where=f'WHERE {_Y19}')}) ORDER BY n LIMIT 1",
        ),
        # the daily cycle
        (
            "At what hour does the daily cycle peak, over the whole record?",
            _HOUR.format(where="", order="DESC"),
        ),
        (
            "at what hour did the daily cycle bottom out in 2019?",
            _HOUR.format(where=f"WHERE {_Y19}", order="ASC"),
        ),
        ("what's the peak of the daily cycle in 2018?", _HOUR.format(where=f"WHERE {_Y18}", order="DESC")),
        # the weekday busiest on average
        (
            "Which weekday runs hottest on average over the full record (mean daily orders)?",
            _WEEKDAY_MEAN.format(daily=_DAY_N.format(where=""), order="DESC"),
        ),
        (
            "which day of the week has the most orders on average?",
            _WEEKDAY_MEAN.format(daily=_DAY_N.format(where=""), order="DESC"),
        ),
        (
            "Which weekday is the quietest on average in 2019, by mean daily revenue?",
            _WEEKDAY_MEAN.format(daily=_DAY_REV.format(where=f"WHERE {_Y19}"), order="ASC"),
        ),
        (
            "which weekday is busiest on average?",
            _WEEKDAY_MEAN.format(daily=_DAY_N.format(where=""), order="DESC"),
        ),
        # a ranking of days closed by ", date and count"
        (
            "the three quietest days of 2019, lowest first, date and count",
            f"SELECT d, n FROM ({_DAY_N.format(where=f'WHERE {_Y19}')}) ORDER BY n LIMIT 3",
        ),
        (
            "top 3 days of 2018 for orders - date and count",
            f"SELECT d, n FROM ({_DAY_N.format(where=f'WHERE {_Y18}')}) ORDER BY n DESC LIMIT 3",
        ),
        # a running total "of 2019 orders" runs over 2019
        (
            "running (cumulative) total of 2019 orders at each month end, in order",
            "SELECT m, SUM(n) OVER (ORDER BY m) FROM (SELECT date_trunc('month', ordered_at) m, COUNT(*) n"
            f" FROM orders WHERE {_Y19} GROUP BY 1)",
        ),
        (
            "cumulative sum of 2019's revenue by month",
            "SELECT m, SUM(n) OVER (ORDER BY m) FROM (SELECT date_trunc('month', ordered_at) m,"
            f" SUM(product_price) n FROM order_items WHERE {_Y19} GROUP BY 1)",
        ),
        # a month ranked by its mean per day
        (
            "Quietest month of 2019 on a per-day basis (orders divided by the days in the month)?",
            _MONTH_MEAN.format(daily=_DAY_N.format(where=f"WHERE {_Y19}"), order="ASC"),
        ),
        (
            "which month of 2018 had the highest average orders per day?",
            _MONTH_MEAN.format(daily=_DAY_N.format(where=f"WHERE {_Y18}"), order="DESC"),
        ),
        (
            "Which month has the lowest mean daily revenue in 2019?",
            _MONTH_MEAN.format(daily=_DAY_REV.format(where=f"WHERE {_Y19}"), order="ASC"),
        ),
        # ", for comparison" closing a question of its own
        ("revenue in 2019 for comparison", f"SELECT SUM(product_price) FROM order_items WHERE {_Y19}"),
    ],
)
def test_r35mt_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "what was the biggest day of 2019 by order count? date and count please",
            "and the record low for that year?",
            f"SELECT d, n FROM ({_DAY_N.format(where=f'WHERE {_Y19}')}) ORDER BY n LIMIT 1",
        ),
        (
            "how many days in 2019 had at least 150 orders?",
            "and 2018, for comparison?",
            _DAYS_OVER.format(year=2018, op=">=", limit=150),
        ),
        (
            "revenue at Brooklyn in 2019",
            "what about 2018, just for reference?",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2018",
        ),
    ],
)
def test_r35mt_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=(earlier,))


@pytest.mark.parametrize(
    "question",
    [
        "What's the barometric pressure at the Brooklyn store right now?",
        "what was the humidity in Philadelphia yesterday?",
        "did wind speeds hurt Chicago's orders in 2019?",
        "Give me the outlook.",
        "what's the outlook for orders?",
        # near misses that still ask: the heading is what is asked about, or the weather is in the question
        "Rainy days: how many orders did we get on them?",
        "how many orders on cold snap days?",
        "Cold snap: how many orders came in during the cold snap?",
    ],
)
def test_r35mt_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    "question",
    [
        # a heading that is not the weather, and "pressure" that is no weather: still answered
        "Pressure reading for 24 Dec 2019: the most orders logged in any single clock hour that day",
        "Sales outlook: revenue by month in 2019",
        "which weekday is busiest?",
    ],
)
def test_r35mt_still_answered(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), SqlPlan), question
