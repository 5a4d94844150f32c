"""The offline analyst on readings added in round r33te (a traffic engineer's questions, who counts orders the
way a count station counts vehicles):

- the network is the whole chain: "network-wide", "across the network", "at network level", "total network
  orders", "all six sites combined", "all count stations summed" add nothing to the total over every store
  (the words were not understood, or "all six sites combined" split the figure by store);
- a (count) station is a store ("the Chicago station"), and a store's name heading the question with its noun
  ("LA site: ...", "Chicago station, 2019: ...") is that store (the noun was read as a count of stores);
- volume, throughput and traffic are orders ("daily volume", "2019 volume", "the lowest volume", "network
  order volume"); "daily count", "hourly counts" are orders counted (a count of stores); "heaviest" is the
  busiest ("heaviest first": highest first);
- a clock hour is an hour of the day ("which clock hour of the day", "orders per clock hour"), but one hour of
  one date when a date is asked ("the single heaviest clock hour of 2019: the date, the clock hour and the
  volume": the second "clock hour" named the hour's column, and the ranking was lost);
- ADT / AADT is the average daily orders; "over all 365 days" after a daily average says the days of the year
  again and goes;
- a store that "carried" / "logged" orders, orders that "carried" food, "saw the network exceed 150 orders":
  had them; "the number of days on which X logged at least one order": the days X had an order;
- "which hour of the day peaked": had the most orders; "the midday block 11:00 to 13:59": those hours;
  "running from opening hour to closing hour" after an hourly profile: every hour (it was the stores'
  opening);
- "opening hour only (07:00-07:59)": those clock times (it was the stores' opening date);
- a "(volume-weighted) mean ticket" is the average order total;
- words of goods said with volume keep their meaning ("unit volume", "lid volume"), "o'clock hour" is no
  clock hour, a station needs a store's name or a count before it ("the hydration station" stays), a narrative
  queue outside the question is no question of queues;
- a framing aside before the question ("treating each order as one vehicle:", "design-hour check:") goes;
- the time between one order and the next ("the mean headway between successive orders at Brooklyn on 3 May
  2019, in minutes", "the longest gap between back-to-back orders", "the shortest time between consecutive
  orders, in seconds"): each order's gap since the one before it that day, averaged (or the largest,
  smallest), and "and at Philadelphia, same day?" after it the same at that store (the words were not
  understood; new in ordergaps.py);
- "rerun on 2018" after a question: the same for 2018 (not understood);
- what a traffic study would measure but the records do not hold (queue lengths, level of service,
  pedestrians passing, running over capacity, signal warrants) is asked back (the words were not understood).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_O19 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_AT = "FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = '{name}'"
_DAILY19 = f"SELECT CAST(ordered_at AS DATE) AS d, count(*) AS c FROM orders WHERE {_Y19} GROUP BY 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the network: every store together
        (
            "network-wide, what was the mean daily order count in 2019?",
            f"SELECT avg(c) FROM ({_DAILY19})",
        ),
        (
            "2019 ADT across the network",
            f"SELECT avg(c) FROM ({_DAILY19})",
        ),
        (
            "treating each order as one car: the AADT for 2019, all six sites combined",
            f"SELECT avg(c) FROM ({_DAILY19})",
        ),
        (
            "what was the average daily order count for 2019 over all 365 days, all count stations summed?",
            f"SELECT avg(c) FROM ({_DAILY19})",
        ),
        (
            "which hour of the day carried the most orders in 2019, all stations combined? just the hour",
            f"SELECT hour(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "how many days in 2019 saw the network exceed 150 orders?",
            f"SELECT count(*) FROM ({_DAILY19}) WHERE c > 150",
        ),
        (
            "top 3 days of 2019 by total network orders, heaviest first",
            f"{_DAILY19} ORDER BY c DESC LIMIT 3",
        ),
        # volume, throughput, clock hours
        (
            "std dev of daily netwrok volume in 2019",
            f"SELECT stddev_samp(c) FROM ({_DAILY19})",
        ),
        (
            "Thursdays only, over all the data: which clock hour has the lowest volume?",
            "SELECT hour(ordered_at) FROM orders WHERE dayname(ordered_at) = 'Thursday' GROUP BY 1"
            " ORDER BY count(*) LIMIT 1",
        ),
        (
            "what share of 2019 volume falls in the morning block 07:00 to 09:59?",
            "SELECT avg(CASE WHEN hour(ordered_at) BETWEEN 7 AND 9 THEN 1.0 ELSE 0 END)"
            f" FROM orders WHERE {_Y19}",
        ),
        (
            "total throughput of the Brooklyn station in 2019",
            f"SELECT count(*) {_AT.format(name='Brooklyn')} AND {_O19}",
        ),
        # a store's name heading the question
        (
            "Brooklyn site: highest daily count of 2019 - the date and the orders",
            f"SELECT CAST(o.ordered_at AS DATE), count(*) AS c {_AT.format(name='Brooklyn')} AND {_O19}"
            " GROUP BY 1 ORDER BY c DESC LIMIT 1",
        ),
        (
            "Philadelphia station, 2019: how many orders on Mondays?",
            f"SELECT count(*) {_AT.format(name='Philadelphia')} AND {_O19} AND isodow(o.ordered_at) = 1",
        ),
        (
            "The single heaviest clock hour of 2019, all sites together: give me the date, the clock hour and"
            " the volume",
            f"SELECT CAST(ordered_at AS DATE), hour(ordered_at), count(*) AS c FROM orders WHERE {_Y19}"
            " GROUP BY 1, 2 ORDER BY c DESC, 1, 2 LIMIT 1",
        ),
        (
            "Single heaviest clock hour of 2019 across the network - the date, the clock hour, the volume",
            f"SELECT CAST(ordered_at AS DATE), hour(ordered_at), count(*) AS c FROM orders WHERE {_Y19}"
            " GROUP BY 1, 2 ORDER BY c DESC, 1, 2 LIMIT 1",
        ),
        (
            "Christmas Eve 2019, opening hour only (07:00-07:59): how many orders across every site?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-24'"
            " AND hour(ordered_at) = 7",
        ),
        (
            "1 March 2019, closing hour (21:00-21:59) - orders at the Brooklyn station?",
            f"SELECT count(*) {_AT.format(name='Brooklyn')}"
            " AND CAST(o.ordered_at AS DATE) = DATE '2019-03-01'"
            " AND hour(o.ordered_at) = 21",
        ),
        # carried / logged / peaked
        (
            "what fraction of the 2019 orders carried food and a drink together?",
            "SELECT avg(CASE WHEN is_food_order AND is_drink_order THEN 1.0 ELSE 0 END)"
            f" FROM orders WHERE {_Y19}",
        ),
        (
            "number of distinct days in 2018 on which Philadelphia logged at least one order",
            "SELECT count(DISTINCT CAST(o.ordered_at AS DATE)) "
            + _AT.format(name="Philadelphia")
            + " AND o.ordered_at < '2019-01-01'",
        ),
        (
            "1 Mar 2019 - which hour of the day peaked across the network?",
            "SELECT hour(ordered_at) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-03-01'"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Sunday hourly volume profile for 2019, orders per clock hour, running from opening hour"
            " to closing hour",
            f"SELECT hour(ordered_at), count(*) FROM orders WHERE {_Y19} AND dayname(ordered_at) = 'Sunday'"
            " GROUP BY 1 ORDER BY 1",
        ),
        (
            "rank the sites by 2019 order volume, heaviest to lightest",
            "SELECT l.location_name, count(*) AS c FROM orders o JOIN locations l USING (location_id)"
            f" WHERE {_O19} GROUP BY 1 ORDER BY c DESC",
        ),
    ],
)
def test_sorted(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


def _gaps(stat: str, where: str, per: str = "60.0") -> str:
    return (
        f"SELECT {stat}(g) FROM (SELECT epoch(o.ordered_at - lag(o.ordered_at) OVER (PARTITION BY"
        f" CAST(o.ordered_at AS DATE) ORDER BY o.ordered_at, o.order_id)) / {per} AS g"
        f" FROM orders o JOIN locations l USING (location_id) WHERE {where}) WHERE g IS NOT NULL"
    )


_BK_DAY = "l.location_name = 'Brooklyn' AND CAST(o.ordered_at AS DATE) = DATE '2019-05-03'"
_PH_DAY = "l.location_name = 'Philadelphia' AND CAST(o.ordered_at AS DATE) = DATE '2019-05-03'"


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        (
            "average headway between successive orders at the Brooklyn store on 3 May 2019, in minutes",
            _gaps("avg", _BK_DAY),
            (),
        ),
        (
            "Brooklyn site, 3 May 2019: longest gap between back-to-back orders?",
            _gaps("max", _BK_DAY),
            (),
        ),
        (
            "what was the shortest time between consecutive orders at Brooklyn on 3 May 2019, in seconds",
            _gaps("min", _BK_DAY, "1.0"),
            (),
        ),
        (
            "mean inter-arrival time at Philadelphia in 2019 (gap from each order to the previous one"
            " that day)",
            _gaps("avg", "l.location_name = 'Philadelphia' AND o.ordered_at >= '2019-01-01'"),
            (),
        ),
        (
            "and at Philadelphia, same day?",
            _gaps("avg", _PH_DAY),
            ("mean headway between successive orders at Brooklyn on 3 May 2019, in minutes",),
        ),
    ],
)
def test_gaps(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: tuple[str, ...]
) -> None:
    check(planner, con, question, gold, context=list(context))


@pytest.mark.parametrize(
    ("question", "plain", "context"),
    [
        (
            "rerun on 2018",
            "90th percentile of daily orders in 2018",
            ("90th percentile daily volume for 2019",),
        ),
        ("rerun for Brooklyn", "orders at Brooklyn in 2019", ("Philadelphia station: throughput in 2019",)),
    ],
)
def test_again(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str, context: tuple[str, ...]
) -> None:
    got = con.execute(planner.plan(question, context=list(context)).sql).fetchall()  # type: ignore[union-attr]
    want = con.execute(planner.plan(plain).sql).fetchall()  # type: ignore[union-attr]
    assert got == want, question


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("2019 network volume", "how many orders in 2019"),
        (
            "volume-weighted mean ticket for 2019 at the Brooklyn station",
            "average order total in 2019 at Brooklyn",
        ),
        ("avg ticket size across the network, 2019, tax in", "average order total in 2019"),
        (
            "2019 ADT, weekdays vs weekends, network: mean daily orders Mon-Fri and Sat-Sun, a row each",
            "mean daily orders in 2019, weekdays vs weekends",
        ),
        ("daily traffic at the Chicago station in 2019", "daily orders at Chicago in 2019"),
    ],
)
def test_same_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "drinks as a share of 2019 unit volume?",
            "SELECT avg(CASE WHEN p.is_drink_item THEN 1.0 ELSE 0 END) FROM order_items i JOIN products p"
            " USING (product_id) JOIN orders o USING (order_id) WHERE " + _O19,
        ),
        (
            "how many orders did we take in the 9 o'clock hour in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) = 9",
        ),
        (
            "What was the average daily order count over the 30 days ending on 31 December 2019?",
            "SELECT count(*) / 30.0 FROM orders"
            " WHERE ordered_at >= '2019-12-02' AND ordered_at < '2020-01-01'",
        ),
        (
            "The queue was out the door last Christmas Eve, they say. How many orders did Brooklyn take on 24"
            " December 2019?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND CAST(o.ordered_at AS DATE) = DATE '2019-12-24'",
        ),
    ],
)
def test_kept(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "what is the mean queue length at the Brooklyn site at lunchtime?",
        "which level of service does the Philadelphia counter run at during the morning peak?",
        "how many pedestrians walk past the San Francisco shopfront each hour?",
        "is any store running over capacity?",
        "do the signal warrants pass at the Chicago station?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
