"""The offline analyst on question kinds found failing on blind set 12 (round 13).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

from datetime import date

import duckdb
import pytest

from askdata_app.agent.offline.jargon import last_day_named, said_plainly
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.sqlish import read_sqlish
from tests.planner_checks import check

# ---- report jargon in the layer's words ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Top line by store for 2019, please",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE YEAR(i.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "Where did the bottom line land for 2018?",
            "SELECT SUM(product_price) - SUM(supply_cost) FROM order_items WHERE YEAR(ordered_at) = 2018",
        ),
        (
            "Give me the headline revenue figure for March 2020, I need it for the board meeting",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= DATE '2020-03-01' AND ordered_at < DATE '2020-04-01'",
        ),
        (
            "gross takings incl tax for 2019 asap",
            "SELECT SUM(order_total) FROM orders WHERE YEAR(ordered_at) = 2019",
        ),
        (
            "Number of locations across our portfolio?",
            "SELECT COUNT(*) FROM locations",
        ),
        (
            "which hour is busiest on weeekdays in 2019",
            "SELECT HOUR(ordered_at) FROM orders WHERE ISODOW(ordered_at) <= 5 AND YEAR(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
    ],
)
def test_report_jargon(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_yesterday_is_the_datas_last_day(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    last = planner.anchor
    check(
        planner,
        con,
        "how many orders came in yesterday?",
        f"SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '{last.isoformat()}'",
    )


def test_jargon_rewrites() -> None:
    assert said_plainly("our topline in 2020") == "our revenue in 2020"
    assert said_plainly("the bottom-line for Q1") == "the gross profit for Q1"
    assert said_plainly("how big is the customer base?") == "how big is customers?"
    assert said_plainly("revenue by store") == "revenue by store"
    assert last_day_named("sales yesterday", date(2020, 12, 31)) == "sales on 2020-12-31"
    assert last_day_named("stores open today", date(2020, 12, 31)) == "stores open today"


# ---- SQL predicates typed into a question ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "count(*) of orders where order_total < 8, year = 2019",
            "SELECT COUNT(*) FROM orders WHERE order_total < 8 AND YEAR(ordered_at) = 2019",
        ),
        (
            "sum(product_price) where location_name = 'Chicago', year(ordered_at) = 2020",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND YEAR(i.ordered_at) = 2020",
        ),
        (
            "sum(product_price) where date between '2019-02-01' and '2019-02-28'",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= DATE '2019-02-01' AND ordered_at < DATE '2019-03-01'",
        ),
    ],
)
def test_sql_predicates(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_sql_predicates_in_words() -> None:
    assert read_sqlish("orders where order_total >= 25") == "orders where order total of at least 25"
    assert read_sqlish("items where hour(ordered_at) < 9") == "items where before 9am"
    assert read_sqlish("orders, year = 2018") == "orders, in 2018"
    assert read_sqlish("sum(unknown_col) by store") == "sum(unknown_col) by store"


# ---- "sorted by ... desc" keeps every row; averages per day said in other words --------------------------


def test_sorted_by_desc_keeps_every_row(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders by location_name for 2019, sorted by orders desc",
        "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
    )


_DAILY_2019_SUNDAYS = (
    "SELECT AVG(n) FROM (SELECT CAST(ordered_at AS DATE), COUNT(*) AS n FROM orders"
    " WHERE YEAR(ordered_at) = 2019 AND DAYNAME(ordered_at) = 'Sunday' GROUP BY 1)"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("on a Sunday in 2019, how many orders come in, on average?", _DAILY_2019_SUNDAYS),
        ("what's the mean order count on a Sunday in 2019", _DAILY_2019_SUNDAYS),
        (
            "on average, how many orders did we take per weekend day in March 2019?",
            "SELECT AVG(n) FROM (SELECT CAST(ordered_at AS DATE), COUNT(*) AS n FROM orders"
            " WHERE ordered_at >= DATE '2019-03-01' AND ordered_at < DATE '2019-04-01'"
            " AND ISODOW(ordered_at) >= 6 GROUP BY 1)",
        ),
        (
            "orders per day running at for Q3 2020?",
            "SELECT AVG(n) FROM (SELECT CAST(ordered_at AS DATE), COUNT(*) AS n FROM orders"
            " WHERE ordered_at >= DATE '2020-07-01' AND ordered_at < DATE '2020-10-01' GROUP BY 1)",
        ),
        (
            "how many orders a day, let's say for the Q3 2020 quarter, on average?",
            "SELECT AVG(n) FROM (SELECT CAST(ordered_at AS DATE), COUNT(*) AS n FROM orders"
            " WHERE ordered_at >= DATE '2020-07-01' AND ordered_at < DATE '2020-10-01' GROUP BY 1)",
        ),
    ],
)
def test_averages_per_day(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
