"""The offline analyst on readings added in round r24a (an auditor's way of asking): "cents included" and
"exact down to the cents" ask for a figure to the cent (it came per customer); a count of the orders with
"an order total of $50 or more", "tax paid of exactly zero", "no tax" or "tax of more than $2" is one count
of the orders passing it (it came per order total, or the condition was lost or put on the order total), and
a count that nothing passes is 0, not NULL; "on how many distinct days were orders placed" counts the days
with orders, and the days "with no orders" are the period's other days (it gave the orders of each day);
customers "typed 'new'" are those of that customer type (it read a product type); "counting the start and
the end day" only says the range is inclusive (it split the answer by day); "from its opening through
<date>" bounds the orders, not the store's opening date; the share of orders that "carried" less than some
tax is how many did over how many there were (it was the tax's share on orders whose total passed); "the
timestamp of the earliest order" is when it was placed; "the sum of A against the sum of B, one row each"
is a row for each figure, and "the summed item prices" are revenue; and "flag anything that looks
suspicious" is asked back, not answered with a count.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # to the cent
        (
            "total tax collected in 2019, cents included",
            "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "What did the order totals for Q2 2018 add up to, exact down to the cents?",
            "SELECT SUM(order_total) FROM orders WHERE ordered_at >= '2018-04-01'"
            " AND ordered_at < '2018-07-01'",
        ),
        (
            "revenue for May 2019, including the cents",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '2019-05-01'"
            " AND ordered_at < '2019-06-01'",
        ),
        # a count of orders passing a number
        (
            "How many orders in 2019 had an order total of $40 or more?",
            "SELECT COUNT(*) FROM orders WHERE order_total >= 40 AND year(ordered_at) = 2019",
        ),
        (
            "how many orders have an order total of zero or less?",
            "SELECT COUNT(*) FROM orders WHERE order_total <= 0",
        ),
        (
            "How many orders had tax paid of exactly zero?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid = 0",
        ),
        (
            "how many orders in 2018 had a tax_paid of zero?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid = 0 AND year(ordered_at) = 2018",
        ),
        (
            "how many orders had a total of $0 or less?",
            "SELECT COUNT(*) FROM orders WHERE order_total <= 0",
        ),
        (
            "how many orders in 2019 were rung up with no tax at all?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid = 0 AND year(ordered_at) = 2019",
        ),
        (
            "How many orders had no sales tax?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid = 0",
        ),
        (
            "how many orders with tax of more than $2 were there in 2018?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid > 2 AND year(ordered_at) = 2018",
        ),
        # days with orders
        (
            "On how many distinct days in 2018 were orders placed?",
            "SELECT COUNT(DISTINCT CAST(ordered_at AS DATE)) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "on how many different days of 2019 did we receive orders?",
            "SELECT COUNT(DISTINCT CAST(ordered_at AS DATE)) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "how many days in March 2019 had no orders?",
            "SELECT COUNT(*) FROM generate_series(DATE '2019-03-01', DATE '2019-03-31', INTERVAL 1 DAY) t(d)"
            " WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE CAST(o.ordered_at AS DATE) = CAST(t.d AS DATE))",
        ),
        (
            "on how many calendar days of 2019 did Los Angeles take no orders at all?",
            "SELECT COUNT(*) FROM generate_series(DATE '2019-01-01', DATE '2019-12-31', INTERVAL 1 DAY) t(d)"
            " WHERE NOT EXISTS (SELECT 1 FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Los Angeles' AND CAST(o.ordered_at AS DATE) = CAST(t.d AS DATE))",
        ),
        # typed
        (
            "How many customers are typed 'returning'?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'returning'",
        ),
        (
            "how many customers are typed new while having more than one lifetime order?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'new' AND count_lifetime_orders > 1",
        ),
        # an inclusive range said out loud
        (
            "revenue from 1 March 2019 through 10 March 2019, counting the start and the end day",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '2019-03-01'"
            " AND ordered_at < '2019-03-11'",
        ),
        (
            "How many orders from 5 June 2018 to 20 June 2018, counting both the first and the last day?",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2018-06-05' AND ordered_at < '2018-06-21'",
        ),
        # from a store's opening
        (
            "How much revenue did Chicago take from its opening through 30 June 2019?",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND i.ordered_at < '2019-07-01'",
        ),
        (
            "what tax did New Orleans collect from the day it opened until 30 September 2019?",
            "SELECT SUM(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'New Orleans' AND o.ordered_at < '2019-10-01'",
        ),
        # share of orders under some tax or cost
        (
            "What fraction of 2019 orders carried less than $0.50 in tax?",
            "SELECT AVG(CASE WHEN tax_paid < 0.5 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "what share of 2018 orders had under $1 of tax?",
            "SELECT AVG(CASE WHEN tax_paid < 1 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2018",
        ),
        (
            "what proportion of orders in 2019 had an order cost above $5?",
            "SELECT AVG(CASE WHEN order_cost > 5 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "how many 2019 orders carried more than $2 in tax?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid > 2 AND year(ordered_at) = 2019",
        ),
        # tie-outs and item prices summed
        (
            "Reconciliation: the sum of order_total on the orders table against the sum of lifetime_spend on"
            " the customers table. Both figures, one row each.",
            "SELECT SUM(order_total) FROM orders UNION ALL SELECT SUM(lifetime_spend) FROM customers",
        ),
        (
            "does the total of order_total in 2018 match revenue plus tax for 2018?"
            " show both sides on one row each",
            "SELECT SUM(order_total) FROM orders WHERE year(ordered_at) = 2018 UNION ALL"
            " SELECT (SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018)"
            " + (SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2018)",
        ),
        (
            "over all time, by how much does the sum of order totals exceed the sum of the item prices?",
            "SELECT (SELECT SUM(order_total) FROM orders) - (SELECT SUM(product_price) FROM order_items)",
        ),
        (
            "what was the sum of the item prices in Q3 2019?",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
        ),
        # timestamps
        (
            "What is the timestamp of the most recent order?",
            "SELECT MAX(ordered_at) FROM orders",
        ),
        (
            "timestamp of the first order we have on record",
            "SELECT MIN(ordered_at) FROM orders",
        ),
    ],
)
def test_r24a_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_same_test_for_another_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Same test for 2018?",
        "SELECT COUNT(*) FROM orders WHERE order_total >= 40 AND year(ordered_at) = 2018",
        context=["How many orders in 2019 had an order total of $40 or more?"],
    )


@pytest.mark.parametrize(
    "question",
    [
        "Flag anything that looks suspicious in the orders.",
        "Is there anything odd in the customers table?",
        "point out anything unusual about our orders",
    ],
)
def test_vague_audit_requests_are_asked(planner: Planner, question: str) -> None:
    assert not isinstance(planner.plan(question), SqlPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders in 2019 had a total of $50 or more?",
            "SELECT COUNT(*) FROM orders WHERE order_total >= 50 AND year(ordered_at) = 2019",
        ),
        (
            "total sales tax in 2019 to the cent",
            "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "how many customers are of type returning?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'returning'",
        ),
        ("When was the first order placed?", "SELECT MIN(ordered_at) FROM orders"),
        (
            "revenue from 1 March 2019 through 10 March 2019",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '2019-03-01'"
            " AND ordered_at < '2019-03-11'",
        ),
        (
            "How much sales tax did New Orleans collect up to 31 August 2019?",
            "SELECT SUM(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'New Orleans' AND o.ordered_at < '2019-09-01'",
        ),
        (
            "what share of orders in 2019 had a total below $20?",
            "SELECT AVG(CASE WHEN order_total < 20 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "weekend vs weekday revenue in 2019, one row each",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019 AND isodow(ordered_at) >= 6 UNION ALL"
            " SELECT SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019 AND isodow(ordered_at) < 6",
        ),
        ("what is the average item price?", "SELECT AVG(product_price) FROM order_items"),
        (
            "how many orders had tax of more than 1?",
            "SELECT COUNT(*) FROM orders WHERE tax_paid > 1",
        ),
        (
            "orders per day in January 2019",
            "SELECT CAST(ordered_at AS DATE), COUNT(*) FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-02-01' GROUP BY 1 ORDER BY 1",
        ),
        (
            "on how many days in 2019 did we top 150 orders?",
            "SELECT COUNT(*) FROM (SELECT CAST(ordered_at AS DATE), COUNT(*) n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1) WHERE n > 150",
        ),
    ],
)
def test_r24a_guards(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
