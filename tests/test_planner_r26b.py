"""The offline analyst on readings added in round r26b (a lawyer's or compliance officer's way of asking):
a period "commencing 1 March 2019 and ending 30 April 2019, both dates included" is the days from the first
to the last; framing clauses that only frame ("For the avoidance of doubt,", "Notwithstanding the foregoing,",
"Without prejudice to ...,", "For the record,") say nothing; a defined term ('(hereinafter "the Period")',
'"the Period" shall mean ...') stands for what it defines; "save for X" leaves X out; "the aggregate
consideration" received is the money taken (its tax wording picks the measure); "the Company" is the
business itself; an amount in words with its figure after it ("five dollars ($5.00)") is the figure; a date
restated by its name ("25 December 2019, being Christmas Day") is the date; "identify", "enumerate",
"his or her", "the product known as ...", "in respect of" are read plainly.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.chat_model import export_request
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check

_ORDERS = "SELECT count(*) FROM orders WHERE ordered_at >= DATE '{0}' AND ordered_at < DATE '{1}'"
_STORE_ORDERS = (
    "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE l.location_name ="
    " '{2}' AND o.ordered_at >= DATE '{0}' AND o.ordered_at < DATE '{1}'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a period commencing ... and ending ..., its dates included
        (
            "In respect of the period commencing 1 March 2019 and ending 30 April 2019, both dates included,"
            " state the number of orders received by the Company.",
            _ORDERS.format("2019-03-01", "2019-05-01"),
        ),
        (
            "State the number of orders received at the Philadelphia location during the period beginning"
            " 3 June 2019 and ending 9 June 2019 inclusive.",
            _STORE_ORDERS.format("2019-06-03", "2019-06-10", "Philadelphia"),
        ),
        (
            "For the period commencing Monday 7 January 2019 and ending Sunday 13 January 2019, each such"
            " date forming part of the period, state the number of orders received by the Brooklyn location.",
            _STORE_ORDERS.format("2019-01-07", "2019-01-14", "Brooklyn"),
        ),
        # framing clauses that only frame
        (
            "For the avoidance of doubt, state the number of orders received by the Company in the calendar"
            " year 2018.",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "Without prejudice to the figures previously supplied, state the number of products on the menu.",
            "SELECT count(*) FROM products",
        ),
        (
            "Notwithstanding that the locations opened on different dates, identify the location which"
            " received the greatest number of orders in the third quarter of 2019.",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE"
            " o.ordered_at >= DATE '2019-07-01' AND o.ordered_at < DATE '2019-10-01' GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        # defined terms
        (
            'State the aggregate tax collected by the Brooklyn location (hereinafter "the Premises") in'
            " respect of the calendar year 2019.",
            "SELECT sum(o.tax_paid) FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE"
            " l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
        (
            'For the purposes hereof, "the Review Period" shall mean the period commencing 1 February 2019'
            " and ending 31 March 2019, both dates included. State the number of orders received by the"
            " Company in the Review Period.",
            _ORDERS.format("2019-02-01", "2019-04-01"),
        ),
        (
            "State the number of orders received by the Company on Saturdays and Sundays in the calendar"
            ' year 2019, such days being hereinafter referred to as "Rest Days".',
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND dayofweek(ordered_at) IN (0, 6)",
        ),
        # save for X
        (
            "Save for the Chicago location, which is the subject of a separate review, state the number of"
            " orders received across all other locations during the calendar year 2019.",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE"
            " l.location_name <> 'Chicago' AND year(o.ordered_at) = 2019",
        ),
        # aggregate consideration, with its tax wording
        (
            "State the aggregate consideration, inclusive of tax, received by the Company in the calendar"
            " year 2019.",
            "SELECT sum(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "State the aggregate consideration, exclusive of tax, received in respect of the product known"
            ' as "tangaroo" during the calendar year 2019.',
            "SELECT sum(i.product_price) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'tangaroo' AND year(i.ordered_at) = 2019",
        ),
        # an amount in words, its figure after it
        (
            "State the number of orders received during the calendar year 2019 in respect of which the"
            " order total, inclusive of tax, was less than seven dollars ($7.00).",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND order_total < 7",
        ),
        (
            "State the number of customers whose aggregate lifetime spend, inclusive of tax, exceeds five"
            " hundred dollars ($500.00).",
            "SELECT count(*) FROM customers WHERE lifetime_spend > 500",
        ),
        # a date restated by its name
        (
            "State the number of orders received by the Company, across all locations, on 25 December 2018,"
            " being Christmas Day.",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-12-25'",
        ),
        # identify / his or her
        (
            "Identify, by name, the customer who has placed the greatest number of orders over the entirety"
            " of his or her dealings with the Company.",
            "SELECT customer_name FROM customers ORDER BY count_lifetime_orders DESC LIMIT 1",
        ),
        # the rate of sales tax applicable thereto; the cost of supplies attributable to orders
        (
            "Save for the Brooklyn location, list each location together with the rate of sales tax"
            " applicable thereto, in descending order of that rate.",
            "SELECT location_name, tax_rate FROM locations WHERE location_name <> 'Brooklyn' ORDER BY 2 DESC",
        ),
        (
            "State the aggregate cost of supplies attributable to orders received by the Chicago location in"
            " the calendar year 2019.",
            "SELECT sum(o.order_cost) FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE"
            " l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
        ),
        # hours said formally; a half restated by its dates
        (
            "State the number of orders received by the Company in March 2019 between the hours of 12 noon"
            " and 3 p.m.",
            "SELECT count(*) FROM orders WHERE ordered_at >= DATE '2019-03-01' AND ordered_at < DATE"
            " '2019-04-01' AND hour(ordered_at) IN (12, 13, 14)",
        ),
        (
            "State the number of orders received in the first half of the calendar year 2019 (1 January to"
            " 30 June inclusive) which comprised beverage items only, there being no food item in the order.",
            "SELECT count(*) FROM orders WHERE ordered_at >= DATE '2019-01-01' AND ordered_at < DATE"
            " '2019-07-01' AND is_drink_order AND NOT is_food_order",
        ),
        # a share "in respect of which" a part was there
        (
            "Of the orders received during the calendar year 2018, state the proportion in respect of which"
            " at least one food item was included.",
            "SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2018",
        ),
        # a figure defined by ", being ..."
        (
            "State the gross profit, being the sale price less the cost of supplies, attributable to beverage"
            " items sold during the calendar year 2018.",
            "SELECT sum(product_price - supply_cost) FROM order_items WHERE is_drink_item"
            " AND year(ordered_at) = 2018",
        ),
        (
            "State the gross margin of the Company for the calendar year 2019, being gross profit (revenue"
            " exclusive of tax less the cost of supplies) divided by revenue exclusive of tax.",
            "SELECT (sum(order_total - tax_paid) - sum(order_cost)) / sum(order_total - tax_paid) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_r26b_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "State the number of customers who placed their first order at the Chicago location.",
            "SELECT count(DISTINCT o.customer_id) FROM orders o JOIN customers c"
            " ON c.customer_id = o.customer_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago'"
            " AND o.ordered_at = c.first_ordered_at",
        ),
        (
            "the number of customers that placed an order at Philadelphia",
            "SELECT count(DISTINCT o.customer_id) FROM orders o JOIN locations l"
            " ON l.location_id = o.location_id WHERE l.location_name = 'Philadelphia'",
        ),
        (
            "number of customers who placed orders in March 2019",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE ordered_at >= DATE '2019-03-01'"
            " AND ordered_at < DATE '2019-04-01'",
        ),
    ],
)
def test_customers_who_placed_an_order(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    """A customer "who placed an order" there or then is counted once (it was a row per order)."""
    check(planner, con, question, gold)


def test_the_amount_so_received(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "the amount so received by the said location": the money the earlier question ranked the stores by."""
    gold = (
        "SELECT sum(order_total) FROM orders WHERE year(ordered_at) = 2019 GROUP BY location_id"
        " ORDER BY 1 DESC LIMIT 1"
    )
    earlier = [
        "Identify the location which received the greatest aggregate consideration, inclusive of tax, during"
        " the calendar year 2019."
    ]
    check(
        planner, con, "State the amount so received by the said location in that year.", gold, context=earlier
    )


def test_a_restated_condition(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "..., such customers having placed no order on or after that date": the condition said again."""
    check(
        planner,
        con,
        "State the number of customers whose most recent order was placed before 1 July 2019, such customers"
        " having placed no order on or after that date.",
        "SELECT count(*) FROM customers WHERE last_ordered_at < DATE '2019-07-01'",
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "the gross profit of beverage items sold during 2018",
            "SELECT sum(product_price - supply_cost) FROM order_items WHERE is_drink_item"
            " AND year(ordered_at) = 2018",
        ),
        (
            "what was the gross profit on the jaffles sold in Q2 2019?",
            "SELECT sum(product_price - supply_cost) FROM order_items WHERE is_food_item"
            " AND ordered_at >= DATE '2019-04-01' AND ordered_at < DATE '2019-07-01'",
        ),
    ],
)
def test_money_of_the_items_sold(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    """A money figure "of the items sold" is of those items (it was also a count of them, unfiltered)."""
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "State the number of orders in the period commencing 1 March 2019 and ending 31 March 2019, the last"
        " date excluded.",
        "State the number of orders in the period commencing 1 March 2019 and ending 31 March 2019"
        " exclusive.",
    ],
)
def test_a_period_said_exclusive_is_not_read_inclusive(planner: Planner, question: str) -> None:
    """A period whose end is said to be left out is not read as running through it (it stays asked)."""
    plan = planner.plan(question)
    assert not isinstance(plan, SqlPlan) or "2019-04-01" not in plan.sql, plan


@pytest.mark.parametrize(
    ("question", "fmt", "rest"),
    [
        (
            "Save for the Chicago location, state the number of orders in 2019.",
            None,
            "Save for the Chicago location, state the number of orders in 2019.",
        ),
        ("save revenue by store as excel", "xlsx", "revenue by store"),
        ("export the orders by month", "csv", "the orders by month"),
    ],
)
def test_save_for_is_no_export(question: str, fmt: str | None, rest: str) -> None:
    """ "Save for X, ..." leaves X out (the analyst read it as a request to save a file, without "Save")."""
    assert export_request(question) == (fmt, rest)
