"""The offline analyst on question kinds found failing on blind set 14 (round 16a: the purchasing / menu
manager's and the careful analyst's questions).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check, sql_plan


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a cost to make, compared: the sum of each member's parts, not its menu price
        (
            "Which jaffles cost more than $3 apiece to make?",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 HAVING SUM(s.supply_cost) > 3",
        ),
        (
            "what products cost us under 1.5 dollars to make",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " GROUP BY 1 HAVING SUM(s.supply_cost) < 1.5",
        ),
        # ... and said as a superlative with who bears it
        (
            "which drink is the costliest for us to produce",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' GROUP BY 1 ORDER BY SUM(s.supply_cost) DESC LIMIT 1",
        ),
        (
            "What's the least expensive jaffle for the business to make?",
            "SELECT p.product_name FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' GROUP BY 1 ORDER BY SUM(s.supply_cost) ASC LIMIT 1",
        ),
        # the menu price still reads as a price without "to make"
        (
            "list the drinks that cost more than $4",
            "SELECT product_name FROM products WHERE product_type = 'beverage' AND product_price > 4",
        ),
        # "the period X to Y": a range
        (
            "order count for the period 2019-02-10 to 2019-04-20",
            "SELECT COUNT(*) FROM orders"
            " WHERE ordered_at >= DATE '2019-02-10' AND ordered_at < DATE '2019-04-21'",
        ),
        # the spread of a column: its largest value minus its smallest
        (
            "What is the price difference between the priciest and the cheapest drink?",
            "SELECT MAX(product_price) - MIN(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "range of jaffle prices",
            "SELECT MAX(product_price) - MIN(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        # the stores together: the business as a whole, not a breakdown by store
        (
            "How many days in 2019 did all our shops combined take more than 150 orders?",
            "SELECT COUNT(*) FROM (SELECT CAST(ordered_at AS DATE) FROM orders WHERE YEAR(ordered_at) = 2019"
            " GROUP BY 1 HAVING COUNT(*) > 150)",
        ),
        (
            "on how many days in 2018 did all the locations together take under 60 orders?",
            "SELECT COUNT(*) FROM (SELECT CAST(ordered_at AS DATE) FROM orders WHERE YEAR(ordered_at) = 2018"
            " GROUP BY 1 HAVING COUNT(*) < 60)",
        ),
        # units of products priced so: the units filtered by their price, not a breakdown by product
        (
            "per store, how many units of products priced under $4 did we sell in 2019?",
            "SELECT l.location_name, COUNT(*) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE i.product_price < 4 AND YEAR(i.ordered_at) = 2019"
            " GROUP BY 1",
        ),
    ],
)
def test_round16a_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "first"),
    [
        # time words before "first" order by time, not by the measure
        ("revenue by quarter for 2019, newest quarter first", "2019-10-01"),
        ("weekly orders at Chicago in April 2019, oldest first", "2019-04-01"),
        ("monthly gross profit in 2018 with the most recent first", "2018-12-01"),
    ],
)
def test_round16a_time_order(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, first: str
) -> None:
    rows = con.execute(sql_plan(planner, question).sql).fetchall()
    assert str(rows[0][0])[:10] == first, f"{question!r} -> {rows[:3]}"


@pytest.mark.parametrize(
    ("question", "ascending"),
    [
        ("unit cost of every jaffle, cheapest first", True),
        ("what does each product cost to make, priciest first", False),
    ],
)
def test_round16a_unit_cost_sorted(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, ascending: bool
) -> None:
    rows = con.execute(sql_plan(planner, question).sql).fetchall()
    costs = [r[-1] for r in rows]
    assert len(costs) > 1
    assert costs == sorted(costs, reverse=not ascending), f"{question!r} -> {rows}"


def test_round16a_spread_of_a_measure_is_not_guessed(planner: Planner) -> None:
    assert not isinstance(planner.plan("revenue range of stores in 2019"), SqlPlan)
