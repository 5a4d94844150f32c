"""The offline analyst on readings added in round r25b (an expansion scout's way of asking): a figure "per
day" that stores are ranked, topped or compared by ("rank the shops by revenue per day in 2019", "top 2 stores
by orders per day", "which location had the best revenue per day", "one figure each") is each store's average
per day over the period (it came as a day-by-day series); how many days old each store was on a given date is
counted from its opening day to that date (the word "old" was unknown, and a stated date was dropped for the
data's last day); and how many days after one store opened another one did, or the average gap between one
opening and the next, come from the stores' opening dates (it was asked back or counted stores).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_JOIN = "FROM orders o JOIN locations l ON l.location_id = o.location_id"
_ITEMS = (
    "FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id"
)
_Y2019 = "o.ordered_at >= DATE '2019-01-01' AND o.ordered_at < DATE '2020-01-01'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a per-day figure the stores are ranked or compared by: each store's average per day
        (
            "Top 2 stores by revenue per day in 2019, with the figure.",
            f"SELECT l.location_name, sum(i.product_price) / 365 {_ITEMS} WHERE {_Y2019} GROUP BY 1"
            " ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "rank our shops by orders per day in December 2019, highest first",
            f"SELECT l.location_name, count(*) / 31 {_JOIN} WHERE o.ordered_at >= DATE '2019-12-01'"
            " GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "Brooklyn and Chicago: orders per day in 2019, one figure each.",
            f"SELECT l.location_name, count(*) / 365 {_JOIN} WHERE {_Y2019}"
            " AND l.location_name IN ('Brooklyn', 'Chicago') GROUP BY 1",
        ),
        (
            "Which location had the best revenue per day in 2019?",
            f"SELECT l.location_name {_ITEMS} WHERE {_Y2019} GROUP BY 1 ORDER BY sum(i.product_price) DESC"
            " LIMIT 1",
        ),
        # guards: a per-day series stays a series
        (
            "orders per day for Chicago in March 2019",
            f"SELECT CAST(o.ordered_at AS DATE) AS d, count(*) {_JOIN} WHERE l.location_name = 'Chicago'"
            " AND o.ordered_at >= DATE '2019-03-01' AND o.ordered_at < DATE '2019-04-01' GROUP BY 1",
        ),
        (
            "Daily orders at Chicago over the final 5 days of 2019, one row per day, oldest first.",
            f"SELECT CAST(o.ordered_at AS DATE), count(*) {_JOIN} WHERE l.location_name = 'Chicago'"
            " AND o.ordered_at >= DATE '2019-12-27' GROUP BY 1",
        ),
        (
            "Row count of orders per day for 2 December 2019 through 6 December 2019, one number per day.",
            "SELECT CAST(ordered_at AS DATE), count(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-12-02' AND ordered_at < DATE '2019-12-07' GROUP BY 1",
        ),
        (
            "revenue per day in the first week of December 2019",
            "SELECT CAST(ordered_at AS DATE), sum(product_price) FROM order_items"
            " WHERE ordered_at >= DATE '2019-12-01' AND ordered_at < DATE '2019-12-08' GROUP BY 1",
        ),
    ],
)
def test_per_day_figure_stores_are_compared_by(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many days old was each store on 31 December 2019, counting from its opening date?",
            "SELECT location_name, DATE '2019-12-31' - opened_at FROM locations",
        ),
        (
            "how old was every shop in days as of 30 June 2019?",
            "SELECT location_name, DATE '2019-06-30' - opened_at FROM locations",
        ),
        (
            "How many days old is Chicago?",
            "SELECT DATE '2019-12-31' - opened_at FROM locations WHERE location_name = 'Chicago'",
        ),
        # guard: the old reading, to the data's last day
        (
            "how many days has each store been open?",
            "SELECT location_name, DATE '2019-12-31' - opened_at FROM locations",
        ),
    ],
)
def test_how_old_each_store_was_on_a_date(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_OPENED = "(SELECT opened_at FROM locations WHERE location_name = '{}')"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many days after Brooklyn opened did New Orleans open?",
            f"SELECT {_OPENED.format('New Orleans')} - {_OPENED.format('Brooklyn')}",
        ),
        (
            "how many days were there between the Chicago opening and the Los Angeles opening?",
            f"SELECT {_OPENED.format('Los Angeles')} - {_OPENED.format('Chicago')}",
        ),
        (
            "How many days passed between Philadelphia opening and San Francisco opening its doors?",
            f"SELECT {_OPENED.format('San Francisco')} - {_OPENED.format('Philadelphia')}",
        ),
        (
            "what's the average gap in days between one store opening and the next?",
            "SELECT (max(opened_at) - min(opened_at)) / (count(*) - 1) FROM locations",
        ),
        (
            "On average, how many days went by between consecutive store openings?",
            "SELECT (max(opened_at) - min(opened_at)) / (count(*) - 1) FROM locations",
        ),
    ],
)
def test_days_between_openings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_OWN_DAYS = (
    "CAST(o.ordered_at AS DATE) BETWEEN l.opened_at AND l.opened_at + {}"  # the first n days, opening day one
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders did each store take on its opening day?",
            "SELECT l.location_name, count(o.order_id) FROM locations l LEFT JOIN orders o"
            " ON o.location_id = l.location_id AND CAST(o.ordered_at AS DATE) = l.opened_at GROUP BY 1",
        ),
        (
            "Chicago, New Orleans and Los Angeles: orders on each one's opening day",
            f"SELECT l.location_name, count(*) {_JOIN} WHERE CAST(o.ordered_at AS DATE) = l.opened_at"
            " AND l.location_name IN ('Chicago', 'New Orleans', 'Los Angeles') GROUP BY 1",
        ),
        (
            "For each of Chicago and San Francisco, what was its revenue in the first complete calendar month"
            " it was open?",
            f"SELECT l.location_name, sum(i.product_price) {_ITEMS} WHERE (l.location_name = 'Chicago'"
            " AND o.ordered_at >= DATE '2018-05-01' AND o.ordered_at < DATE '2018-06-01')"
            " OR (l.location_name = 'San Francisco' AND o.ordered_at >= DATE '2018-09-01'"
            " AND o.ordered_at < DATE '2018-10-01') GROUP BY 1",
        ),
        (
            "which of Chicago, San Francisco and Los Angeles had the most revenue in its first 30 days after"
            " opening?",
            f"SELECT l.location_name {_ITEMS} WHERE {_OWN_DAYS.format(29)}"
            " AND l.location_name IN ('Chicago', 'San Francisco', 'Los Angeles') GROUP BY 1"
            " ORDER BY sum(i.product_price) DESC LIMIT 1",
        ),
        (
            "Which store had the biggest opening day by revenue?",
            f"SELECT l.location_name {_ITEMS} WHERE CAST(o.ordered_at AS DATE) = l.opened_at GROUP BY 1"
            " ORDER BY sum(i.product_price) DESC LIMIT 1",
        ),
        (
            "For each of the stores opened in 2019, how many customers ordered in its first 30 days?",
            f"SELECT l.location_name, count(DISTINCT o.customer_id) {_JOIN} WHERE {_OWN_DAYS.format(29)}"
            " AND year(l.opened_at) = 2019 GROUP BY 1",
        ),
        # guards: one store over its own days, and each store's opening date
        (
            "How many orders did San Francisco take on its opening day?",
            f"SELECT count(*) {_JOIN} WHERE CAST(o.ordered_at AS DATE) = l.opened_at"
            " AND l.location_name = 'San Francisco'",
        ),
        (
            "list each store with its opening date",
            "SELECT location_name, opened_at FROM locations",
        ),
    ],
)
def test_each_store_over_its_own_opening_span(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # stores picked by a span of opening years, or with the opening said in brackets
        (
            "For each of our 2018-2019 launches, how many orders came in on its opening day?",
            f"SELECT l.location_name, count(*) {_JOIN} WHERE CAST(o.ordered_at AS DATE) = l.opened_at"
            " AND year(l.opened_at) BETWEEN 2018 AND 2019 GROUP BY 1",
        ),
        (
            "orders in 2019 at the shops that opened between 2018 and 2019",
            f"SELECT l.location_name, count(*) {_JOIN} WHERE {_Y2019}"
            " AND year(l.opened_at) BETWEEN 2018 AND 2019 GROUP BY 1",
        ),
        (
            "For each of the two newer stores (opened 2019 or later), what was its revenue in its first full"
            " month?",
            f"SELECT l.location_name, sum(i.product_price) {_ITEMS} WHERE (l.location_name = 'New Orleans'"
            " AND o.ordered_at >= DATE '2019-04-01' AND o.ordered_at < DATE '2019-05-01')"
            " OR (l.location_name = 'Los Angeles' AND o.ordered_at >= DATE '2019-08-01'"
            " AND o.ordered_at < DATE '2019-09-01') GROUP BY 1",
        ),
        # guards: the openings themselves are still counted and listed
        (
            "how many stores were opened between 2018 and 2019",
            "SELECT count(*) FROM locations WHERE year(opened_at) BETWEEN 2018 AND 2019",
        ),
        (
            "list the stores opened in 2018 or 2019",
            "SELECT location_name FROM locations WHERE year(opened_at) IN (2018, 2019)",
        ),
    ],
)
def test_stores_picked_by_opening_years(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "List our cafés by opening date, oldest first, with the date each one opened.",
            "SELECT location_name, opened_at FROM locations",
        ),
        (
            "stores sorted by launch date, newest first",
            "SELECT location_name, opened_at FROM locations",
        ),
        (
            "list the branches by opening date, most recent first",
            "SELECT location_name, opened_at FROM locations",
        ),
        (
            "show all the shops by the date they opened",
            "SELECT location_name, opened_at FROM locations",
        ),
        # guard: a figure by store is still the figure by store
        (
            "orders in 2019 by store",
            f"SELECT l.location_name, count(*) {_JOIN} WHERE {_Y2019} GROUP BY 1",
        ),
    ],
)
def test_stores_listed_by_opening_date(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
