"""The offline analyst on readings added in round 23b (a loyalty analyst): a count said before "per" and a
count of customers ("orders per active customer"); a closing clause dating customers by their first order
("going by their first order date", "(by their acquisition date)"); lapsed customers ("have lapsed, i.e.
their last order was before ...", "haven't ordered since ...", "lapsed since ..."); "one-order customers";
"most valuable" as a ranking.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_PER_ACTIVE = (
    "SELECT COUNT(*) * 1.0 / COUNT(DISTINCT customer_id) FROM orders"
    " WHERE ordered_at >= '{start}' AND ordered_at < '{end}'"
)
_ACQUIRED = (
    "SELECT date_trunc('{unit}', first_ordered_at), COUNT(*) FROM customers"
    " WHERE year(first_ordered_at) = {year} GROUP BY 1"
)
_LAPSED = "SELECT COUNT(*) FROM customers WHERE last_ordered_at < TIMESTAMP '{day}'"
_RETURNING_RATE = (
    "SELECT AVG(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0 END) FROM customers {where}"
)
_RETAINED = (
    "SELECT COUNT(DISTINCT c.customer_id) FROM customers c JOIN orders o USING (customer_id)"
    " WHERE {cohort} AND year(o.ordered_at) = 2019"
)
_ACTIVE = (
    "SELECT date_trunc('{unit}', ordered_at), COUNT(DISTINCT customer_id) FROM orders"
    " WHERE {where} GROUP BY 1"
)
_SPAN = (
    "SELECT {agg}(date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE)))"
    " FROM customers WHERE {where}"
)
_BY_ORDERS = "SELECT count_lifetime_orders, COUNT(*) FROM customers GROUP BY 1"
_TOP_BY = "SELECT customer_name, {col} FROM customers ORDER BY {col} DESC LIMIT {n}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a count per active customer: the one count over the other
        ("Orders per active customer in 2019.", _PER_ACTIVE.format(start="2019-01-01", end="2020-01-01")),
        (
            "How many orders per ordering customer did we have in 2018?",
            _PER_ACTIVE.format(start="2018-01-01", end="2019-01-01"),
        ),
        (
            "orders per active customer by month in 2019",
            "SELECT date_trunc('month', ordered_at), COUNT(*) * 1.0 / COUNT(DISTINCT customer_id) FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "items sold per active customer in H1 2019",
            "SELECT (SELECT COUNT(*) FROM order_items WHERE ordered_at >= '2019-01-01'"
            " AND ordered_at < '2019-07-01')"
            " * 1.0 / (SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-01-01'"
            " AND ordered_at < '2019-07-01')",
        ),
        # customers dated by their first order, said in a closing clause
        (
            "Customers acquired in each month of 2019, going by their first order date.",
            _ACQUIRED.format(unit="month", year=2019),
        ),
        (
            "New customers acquired per month in 2018, by first order date",
            _ACQUIRED.format(unit="month", year=2018),
        ),
        (
            "How many customers did we gain each quarter of 2019 (by their acquisition date)?",
            _ACQUIRED.format(unit="quarter", year=2019),
        ),
        (
            "Clients won per quarter in 2018, based on the first purchase date",
            _ACQUIRED.format(unit="quarter", year=2018),
        ),
        (
            "customers acquired in 2019 going by their first order",
            "SELECT COUNT(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        # lapsed customers: their last order before a date
        (
            "How many customers have lapsed, i.e. their most recent order was before 1 July 2019?",
            _LAPSED.format(day="2019-07-01"),
        ),
        (
            "How many customers have churned, meaning their last order was before March 2019?",
            _LAPSED.format(day="2019-03-01"),
        ),
        (
            "how many clients are lapsed (their latest purchase was before 2019-08-01)?",
            _LAPSED.format(day="2019-08-01"),
        ),
        ("How many customers haven't ordered since 1 June 2019?", _LAPSED.format(day="2019-06-01")),
        ("how many customers lapsed since September 2019?", _LAPSED.format(day="2019-09-01")),
        ("Number of buyers who have not come back since 2019-04-01", _LAPSED.format(day="2019-04-01")),
        ("how many customers haven't ordered since 2018?", _LAPSED.format(day="2019-01-01")),  # after 2018
        # one-order customers
        (
            "Total pre-tax lifetime spend of one-order customers.",
            "SELECT SUM(lifetime_spend_pretax) FROM customers WHERE customer_type = 'new'",
        ),
        (
            "What is the lifetime spend of our single-visit clients?",
            "SELECT SUM(lifetime_spend) FROM customers WHERE customer_type = 'new'",
        ),
        (
            "how many one-purchase customers are there",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'new'",
        ),
        # "most valuable": the top by the figure said
        (
            "Who is our most valuable customer by lifetime spend before tax?",
            _TOP_BY.format(col="lifetime_spend_pretax", n=1),
        ),
        ("our 3 most valuable customers on lifetime spend", _TOP_BY.format(col="lifetime_spend", n=3)),
        (
            "Which customer is the least valuable by lifetime spend?",
            # several customers share the lowest spend: the figure is checked, not which of them is shown
            "SELECT MIN(lifetime_spend) FROM customers",
        ),
        # the share of customers that are returning, said of "repeat buyers" or of "everyone acquired"
        ("What proportion of all our clients are repeat buyers?", _RETURNING_RATE.format(where="")),
        ("what fraction of customers became repeat customers", _RETURNING_RATE.format(where="")),
        (
            "Among customers acquired in 2019, what percentage are repeat shoppers?",
            _RETURNING_RATE.format(where="WHERE year(first_ordered_at) = 2019"),
        ),
        (
            "Of everyone acquired in 2018, what share has already come back for another order?",
            _RETURNING_RATE.format(where="WHERE year(first_ordered_at) = 2018"),
        ),
        (
            "what share of everybody we gained in Q1 2019 came back",
            _RETURNING_RATE.format(
                where="WHERE first_ordered_at >= '2019-01-01' AND first_ordered_at < '2019-04-01'"
            ),
        ),
        # an average over the customers acquired, not one row per customer
        (
            "Average lifetime spend for customers acquired in each quarter of 2019.",
            "SELECT date_trunc('quarter', first_ordered_at), AVG(lifetime_spend) FROM customers"
            " WHERE year(first_ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "mean lifetime spend over customers acquired each month in 2018",
            "SELECT date_trunc('month', first_ordered_at), AVG(lifetime_spend) FROM customers"
            " WHERE year(first_ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "average lifetime value for the clients we won in 2018",
            "SELECT AVG(lifetime_spend) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        # a cohort named as such, or as "everyone we acquired"
        (
            "Of the 2018 cohort (acquired in 2018), how many placed an order in 2019 as well?",
            _RETAINED.format(cohort="year(c.first_ordered_at) = 2018"),
        ),
        (
            "how many of everyone we acquired in 2018 came back in 2019",
            _RETAINED.format(cohort="year(c.first_ordered_at) = 2018"),
        ),
        (
            "Of our Q1 2018 cohort, how many ordered in 2019?",
            _RETAINED.format(cohort="c.first_ordered_at < '2018-04-01'"),
        ),
        (
            "from the cohort of 2018, how many did not order in 2019",
            "SELECT COUNT(*) FROM customers c WHERE year(first_ordered_at) = 2018 AND NOT EXISTS (SELECT 1"
            " FROM orders o WHERE o.customer_id = c.customer_id AND year(o.ordered_at) = 2019)",
        ),
        # a gloss that says again the request's own breakdown
        (
            "Monthly active customers for 2019, meaning distinct customers ordering in each month.",
            _ACTIVE.format(unit="month", where="year(ordered_at) = 2019"),
        ),
        (
            "Weekly active customers in Q1 2019, i.e. unique customers placing an order each week",
            _ACTIVE.format(unit="week", where="ordered_at >= '2019-01-01' AND ordered_at < '2019-04-01'"),
        ),
        (
            "Active customers per quarter in 2018, meaning the number of distinct customers who ordered in"
            " each quarter",
            _ACTIVE.format(unit="quarter", where="year(ordered_at) = 2018"),
        ),
        # the days from first to last order, said as a gap, interval or lag
        (
            "For returning customers, what's the average gap in days from first order to most recent order?",
            _SPAN.format(agg="AVG", where="customer_type = 'returning'"),
        ),
        (
            "longest interval between a customer's first and last purchase",
            _SPAN.format(agg="MAX", where="true"),
        ),
        (
            "median gap (in days) between first and latest order for customers acquired in 2018",
            _SPAN.format(agg="MEDIAN", where="year(first_ordered_at) = 2018"),
        ),
        (
            "what is the typical lag from first order to last order for returning customers",
            _SPAN.format(agg="MEDIAN", where="customer_type = 'returning'"),
        ),
        # customers counted at each number of (lifetime) orders
        ("How many customers are there at each number of lifetime orders?", _BY_ORDERS),
        ("customers for every count of lifetime orders", _BY_ORDERS),
        ("number of clients by number of lifetime orders", _BY_ORDERS),
        ("how many customers are there at each number of orders", _BY_ORDERS),
    ],
)
def test_loyalty_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "customers by first order date",  # a breakdown, not a closing clause
        "How many customers ordered since June 2019?",  # not a lapse
    ],
)
def test_not_read_as_loyalty(planner: Planner, question: str) -> None:
    from askdata_app.agent.offline.lapsed import read_lapsed
    from askdata_app.agent.offline.procedural import drop_how_counted

    assert read_lapsed(question) == question
    assert drop_how_counted(question.lower()) == question.lower()
