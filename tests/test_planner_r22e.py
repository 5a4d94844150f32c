"""The offline analyst on readings added in round 22e (a regional operations lead comparing stores, a new
hire asking carefully): the gap between the busiest and the quietest store said with the noun twice, the
store that added the most of a figure between two years, the days on which one store beat another, a figure
asked twice for two parts ("how much came from food and how much from drinks"), "across all of the stores"
as every store, and judgements the data cannot make alone, asked back ("are the margins where they should
be", "which store needs more staff").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_STORE_ORDERS_2019 = (
    "SELECT l.location_name AS n, COUNT(*) AS c FROM orders o JOIN locations l USING (location_id)"
    " WHERE year(o.ordered_at) = 2019 GROUP BY 1"
)


def _beat_days(unit: str, first: str, second: str, figure: str, year: int) -> str:
    return (
        f"SELECT COUNT(*) FROM (SELECT date_trunc('{unit}', o.ordered_at) AS d,"
        f" COALESCE(SUM({figure}) FILTER (WHERE l.location_name = '{first}'), 0) AS a,"
        f" COALESCE(SUM({figure}) FILTER (WHERE l.location_name = '{second}'), 0) AS b"
        " FROM orders o JOIN locations l USING (location_id)"
        f" WHERE year(o.ordered_at) = {year} GROUP BY 1) WHERE a > b"
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the best and the worst member, each said with its noun
        (
            "how big was the difference in 2019 orders between our busiest shop and our quietest shop?",
            f"SELECT MAX(c) - MIN(c) FROM ({_STORE_ORDERS_2019})",
        ),
        (
            "the spread in 2019 orders between the top store and the bottom store",
            f"SELECT MAX(c) - MIN(c) FROM ({_STORE_ORDERS_2019})",
        ),
        # "added the most X between two years": ranked by the change in the count, not in percent
        (
            "which shop added the most orders between 2018 and 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id) GROUP BY 1"
            " ORDER BY COUNT(*) FILTER (WHERE year(o.ordered_at) = 2019)"
            " - COUNT(*) FILTER (WHERE year(o.ordered_at) = 2018) DESC LIMIT 1",
        ),
        # the days (weeks) one named store beat another
        (
            "on how many days in 2019 did Philadelphia take more orders than Brooklyn?",
            _beat_days("day", "Philadelphia", "Brooklyn", "1", 2019),
        ),
        (
            "how many weeks of 2019 did Brooklyn have more revenue than Philadelphia",
            "SELECT COUNT(*) FROM (SELECT date_trunc('week', oi.ordered_at) AS d,"
            " COALESCE(SUM(oi.product_price) FILTER (WHERE l.location_name = 'Brooklyn'), 0) AS a,"
            " COALESCE(SUM(oi.product_price) FILTER (WHERE l.location_name = 'Philadelphia'), 0) AS b"
            " FROM order_items oi JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
            " WHERE year(oi.ordered_at) = 2019 GROUP BY 1) WHERE a > b",
        ),
        (
            "how many days did Brooklyn beat Philadelphia on orders in 2018?",
            _beat_days("day", "Brooklyn", "Philadelphia", "1", 2018),
        ),
        # one figure asked twice, for two parts
        (
            "how much revenue came from jaffles and how much came from drinks in 2018, as two separate"
            " figures?",
            "SELECT p.product_type, SUM(oi.product_price) FROM order_items oi JOIN products p USING"
            " (product_id) WHERE year(oi.ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "how many orders did Brooklyn take and how many did Philadelphia take in 2019",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 AND l.location_name IN ('Brooklyn', 'Philadelphia') GROUP BY 1",
        ),
        # two stores, each over its own span from its opening
        (
            "San Francisco's first 45 days versus New Orleans' first 45 days: how many orders for each?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name IN ('San Francisco', 'New Orleans')"
            " AND CAST(o.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + INTERVAL 44 DAY"
            " GROUP BY 1",
        ),
        (
            "Chicago and Los Angeles: revenue in each one's first full calendar month",
            "SELECT l.location_name, SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE (l.location_name = 'Chicago'"
            " AND CAST(oi.ordered_at AS DATE) BETWEEN '2018-05-01' AND '2018-05-31')"
            " OR (l.location_name = 'Los Angeles' AND CAST(oi.ordered_at AS DATE) BETWEEN '2019-08-01'"
            " AND '2019-08-31') GROUP BY 1",
        ),
        (
            "orders at San Francisco in its first full calendar month of trading",
            "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id) WHERE l.location_name ="
            " 'San Francisco' AND CAST(o.ordered_at AS DATE) BETWEEN '2018-09-01' AND '2018-09-30'",
        ),
        # ranked by the share of each store's own orders that had a drink (or food)
        (
            "which shop had the biggest proportion of orders that included a drink in 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY AVG(CASE WHEN o.is_drink_order THEN 1.0 ELSE 0 END) DESC LIMIT 1",
        ),
        (
            "which location had the highest share of orders containing a jaffle in 2019?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY AVG(CASE WHEN o.is_food_order THEN 1.0 ELSE 0 END) DESC LIMIT 1",
        ),
        # "across all of the stores": every one, no store asked for
        (
            "how many orders did we take on New Year's Eve 2018, across all of the stores?",
            "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2018-12-31'",
        ),
    ],
)
def test_round22e_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "is our drink share where it ought to be?",
        "are the stores on track this year?",
        "which shop needs more baristas at weekends?",
        "so how are the shops stacking up these days?",
        "is Brooklyn's revenue up to scratch?",
        "are the branches meeting their goals this year?",
    ],
)
def test_round22e_judgements_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    "question",
    [
        "how did Brooklyn's revenue in 2019 stack up against Philadelphia?",
        "which stores are holding up against 2018 on orders in 2019?",
    ],
)
def test_round22e_clear_comparisons_answered(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), SqlPlan), question
