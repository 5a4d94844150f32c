"""The offline analyst on question kinds found failing on blind set 13 for its regional operations director
and finance controller (round 14b).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.regions import Regions
from askdata_app.agent.offline.standing import read_standing
from askdata_app.agent.offline.weekof import read_week_of
from tests.planner_checks import check

_ITEMS = "FROM order_items i JOIN orders o USING (order_id) JOIN locations l USING (location_id)"

# ---- parts of the country said for stores ----------------------------------------------------------------


def test_regions_are_the_data_stores_in_them() -> None:
    regions = Regions({"store": ["Boston", "Seattle", "Portland", "Denver"]})
    assert regions.read("orders at our west coast shops") == "orders at Seattle and Portland shops combined"
    assert regions.read("orders for each west coast store") == "orders for each Seattle and Portland store"
    assert regions.read("the east coast store's revenue") == "Boston's revenue"
    assert regions.read("revenue in the midwest") == "revenue in the midwest"  # none of the data's stores
    assert regions.read("which way is south") == "which way is south"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Total orders across our east coast locations in 2019",
            "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name IN ('Philadelphia', 'Brooklyn') AND YEAR(o.ordered_at) = 2019",
        ),
        (
            "west coast shops: revenue in October 2019, all together",
            f"SELECT SUM(i.product_price) {_ITEMS} WHERE l.location_name IN ('San Francisco', 'Los Angeles')"
            " AND i.ordered_at >= DATE '2019-10-01' AND i.ordered_at < DATE '2019-11-01'",
        ),
        (
            "revenue of each west coast store in 2019",
            f"SELECT l.location_name, SUM(i.product_price) {_ITEMS}"
            " WHERE l.location_name IN ('San Francisco', 'Los Angeles') AND YEAR(i.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "how many orders did the midwest shop take in Q3 2019",
            "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND o.ordered_at >= DATE '2019-07-01'"
            " AND o.ordered_at < DATE '2019-10-01'",
        ),
    ],
)
def test_regions(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


# ---- "by what percent did X grow": the growth, not X's share --------------------------------------------


def test_percent_growth_of_one_store(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many percent did Brooklyn's order count increase by from 2018 to 2019?",
        "SELECT 100.0 * (COUNT(*) FILTER (WHERE YEAR(o.ordered_at) = 2019) - COUNT(*) FILTER"
        " (WHERE YEAR(o.ordered_at) = 2018)) / COUNT(*) FILTER (WHERE YEAR(o.ordered_at) = 2018)"
        " FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'",
    )


# ---- running and to-date figures read at a moment --------------------------------------------------------


def test_standing_reads_the_moment_as_through() -> None:
    assert read_standing("cumulative orders at the end of June 2019") == "cumulative orders up to June 2019"
    assert read_standing("orders at the end of June 2019") == "orders at the end of June 2019"
    assert read_standing("running total at the end of each month") == "running total at the end of each month"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "What was the running total of orders at the close of business on 15 May 2019?",
            "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) <= DATE '2019-05-15'",
        ),
        (
            "ytd order totals by the end of June 2019",
            "SELECT SUM(order_total) FROM orders WHERE ordered_at >= DATE '2019-01-01'"
            " AND ordered_at < DATE '2019-07-01'",
        ),
        (
            "cumulative tax as of 2019-10-31",
            "SELECT SUM(tax_paid) FROM orders WHERE CAST(ordered_at AS DATE) <= DATE '2019-10-31'",
        ),
    ],
)
def test_standing(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_running_total_since_the_start(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "running revenue since the very beginning, month by month for 2019",
        "SELECT m, cum FROM (SELECT m, SUM(r) OVER (ORDER BY m) AS cum FROM (SELECT DATE_TRUNC('month',"
        " ordered_at) AS m, SUM(product_price) AS r FROM order_items GROUP BY 1)) WHERE YEAR(m) = 2019",
    )


# ---- follow-ups a unit later -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "orders in August 2018",
            "what about the month after?",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2018-09-01' AND ordered_at < DATE '2018-10-01'",
        ),
        (
            "cumulative revenue through the end of 2018",
            "and one year later?",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at < DATE '2020-01-01'",
        ),
        (
            "tax collected in 2018",
            "and the following year",
            "SELECT SUM(tax_paid) FROM orders WHERE YEAR(ordered_at) = 2019",
        ),
    ],
)
def test_unit_after(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


# ---- a week named by its first day; an inclusive last day ------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders in the week commencing Monday 4 March 2019?",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-03-04' AND ordered_at < DATE '2019-03-11'",
        ),
        (
            "revenue for the week of June 10th, 2019",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= DATE '2019-06-10' AND ordered_at < DATE '2019-06-17'",
        ),
        (
            "month to date tax, all stores, as of 20 Nov 2019 (the 20th included)",
            "SELECT SUM(tax_paid) FROM orders"
            " WHERE ordered_at >= DATE '2019-11-01' AND ordered_at < DATE '2019-11-21'",
        ),
    ],
)
def test_week_of_and_inclusive_day(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_week_of_reads_iso_days() -> None:
    assert read_week_of("orders, week starting 2019-12-30") == "orders, from 2019-12-30 to 2020-01-05"
