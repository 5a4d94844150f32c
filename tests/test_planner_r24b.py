"""The offline analyst on readings added in round r24b (how the people who run a café's floor ask): one
customer or order named by its number ("customer 1000", "client #777", "customer number 42"), as a name
would be; the counter (till, register) as where orders are taken when asked how busy it is ("which hour
keeps the counter busiest", "the Brooklyn counter"), while waiting at it is still asked about; "first ever
order" as a first order; "ordered three or more times" in a period as at least that many orders in it;
"how many orders did returning customers place" as those customers' orders (it was how many customers);
"how many items did an order hold on average" as the average items per order; "side question, nothing to
do with that customer: ..." as a question that leans on nothing said before.

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
        # one member by its number
        ("how many orders has customer 1000 made?", "SELECT count(*) FROM orders WHERE customer_id = 1000"),
        (
            "How many orders were placed by client #4321?",
            "SELECT count(*) FROM orders WHERE customer_id = 4321",
        ),
        (
            "when was customer number 2500's most recent order?",
            "SELECT max(ordered_at) FROM orders WHERE customer_id = 2500",
        ),
        (
            "what's the total that customer no. 42 has spent with us",
            "SELECT sum(order_total) FROM orders WHERE customer_id = 42",
        ),
        (
            "when did customer 777 order for the first time?",
            "SELECT min(ordered_at) FROM orders WHERE customer_id = 777",
        ),
        (
            "revenue from customer 4321 in 2019",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " WHERE o.customer_id = 4321 AND year(i.ordered_at) = 2019",
        ),
        (
            "How many orders did customer 2019 place?",
            "SELECT count(*) FROM orders WHERE customer_id = 2019",
        ),
        # the counter, when asked how busy it is
        (
            "which hour of the day was the counter busiest in 2019?",
            "SELECT hour(ordered_at) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "On Sundays in Philadelphia, what hour keeps the register busiest?",
            "SELECT hour(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' AND dayname(o.ordered_at) = 'Sunday'"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "what hour is quietest at the Brooklyn counter during 2018",
            "SELECT hour(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2018"
            " GROUP BY 1 ORDER BY count(*) ASC LIMIT 1",
        ),
        # "first ever"
        (
            "how many customers made their first-ever order in March 2019?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-03-01'"
            " AND first_ordered_at < '2019-04-01'",
        ),
        (
            "count the customers whose first ever order was in 2018",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        # "N or more times" in a period
        (
            "how many customers ordered four or more times in November 2019?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders WHERE ordered_at >= '2019-11-01'"
            " AND ordered_at < '2019-12-01' GROUP BY customer_id HAVING count(*) >= 4)",
        ),
        (
            "number of customers who came in 5 or more times during Q3 2019",
            "SELECT count(*) FROM (SELECT customer_id FROM orders WHERE ordered_at >= '2019-07-01'"
            " AND ordered_at < '2019-10-01' GROUP BY customer_id HAVING count(*) >= 5)",
        ),
        # orders a segment of customers placed
        (
            "How many orders did returning customers place in 2018?",
            "SELECT count(*) FROM orders o JOIN customers c USING (customer_id)"
            " WHERE c.customer_type = 'returning' AND year(o.ordered_at) = 2018",
        ),
        (
            "how many orders have our returning customers put in during June 2019",
            "SELECT count(*) FROM orders o JOIN customers c USING (customer_id)"
            " WHERE c.customer_type = 'returning' AND o.ordered_at >= '2019-06-01'"
            " AND o.ordered_at < '2019-07-01'",
        ),
        # items held by an order, on average
        (
            "in 2018, how many items did an order contain on average?",
            "SELECT (SELECT count(*) FROM order_items WHERE year(ordered_at) = 2018)"
            " / (SELECT count(*) FROM orders WHERE year(ordered_at) = 2018)",
        ),
        (
            "How many items do orders at Chicago hold on average?",
            "SELECT count(*) / count(DISTINCT i.order_id) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Chicago'",
        ),
        # the days between the first and second order of customers with just two
        (
            "for customers with exactly 2 orders, what is the average gap in days"
            " between the first and the second",
            "SELECT avg(date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE)))"
            " FROM customers WHERE count_lifetime_orders = 2",
        ),
        (
            "among customers who placed more than 20 orders,"
            " average number of days between first and last order",
            "SELECT avg(date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE)))"
            " FROM customers WHERE count_lifetime_orders > 20",
        ),
        # the one row a superlative names, by a figure
        (
            "what's the order number of the largest single order of 2019, by order total?",
            "SELECT order_id, order_total FROM orders WHERE year(ordered_at) = 2019"
            " ORDER BY order_total DESC LIMIT 1",
        ),
        (
            "give me the order id of the biggest order at Brooklyn in March 2019 by order total",
            "SELECT o.order_id FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND o.ordered_at >= '2019-03-01'"
            " AND o.ordered_at < '2019-04-01' ORDER BY o.order_total DESC LIMIT 1",
        ),
        # first-time visits are first orders
        (
            "what did first-time visits in 2019 come to on average, tax in?",
            "SELECT avg(o.order_total) FROM orders o JOIN customers c USING (customer_id)"
            " WHERE o.ordered_at = c.first_ordered_at AND year(o.ordered_at) = 2019",
        ),
        (
            "average order total of first orders at Chicago"
            " (the ones that were each customer's first) in 2018",
            "SELECT avg(o.order_total) FROM orders o JOIN customers c USING (customer_id)"
            " JOIN locations l USING (location_id) WHERE o.ordered_at = c.first_ordered_at"
            " AND l.location_name = 'Chicago' AND year(o.ordered_at) = 2018",
        ),
        # the most common number of items in an order (the mode)
        (
            "what's the most common basket size, counted in items, at Chicago in 2019?",
            "SELECT n FROM (SELECT o.order_id, count(*) AS n FROM order_items i"
            " JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Chicago'"
            " AND year(o.ordered_at) = 2019 GROUP BY o.order_id) GROUP BY n ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "most frequent number of items per order in 2018",
            "SELECT n FROM (SELECT order_id, count(*) AS n FROM order_items WHERE year(ordered_at) = 2018"
            " GROUP BY order_id) GROUP BY n ORDER BY count(*) DESC LIMIT 1",
        ),
        # the id of the latest (or first) order
        (
            "what's the order id of the latest order on record?",
            "SELECT order_id FROM orders ORDER BY ordered_at DESC LIMIT 1",
        ),
        (
            "give me the order number of the first order Philadelphia took in 2019",
            "SELECT o.order_id FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019"
            " ORDER BY o.ordered_at LIMIT 1",
        ),
        # days since a member's last (or first) order
        (
            "on 15 December 2019, how many days had it been since customer 1000's most recent order?",
            "SELECT date_diff('day', CAST(last_ordered_at AS DATE), DATE '2019-12-15') FROM customers"
            " WHERE customer_id = 1000",
        ),
        (
            "how many days has it been since client 4321 last ordered?",
            "SELECT date_diff('day', CAST(max(ordered_at) AS DATE), DATE '2019-12-31') FROM orders"
            " WHERE customer_id = 4321",
        ),
    ],
)
def test_r24b_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            ["How many orders has customer 1000 placed?"],
            "Side question, nothing to do with that customer: how many orders did we take in 2019?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            ["what did Brooklyn take in revenue in 2019?"],
            "quick side question, this has nothing to do with that: how many customers do we have?",
            "SELECT count(*) FROM customers",
        ),
        (
            ["What was the biggest single order at Philadelphia in 2019, by order total?"],
            "Which customer placed it?",
            "SELECT c.customer_name FROM orders o JOIN locations l USING (location_id) JOIN customers c"
            " USING (customer_id) WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019"
            " ORDER BY o.order_total DESC LIMIT 1",
        ),
        (
            ["the largest order in 2018 by order total"],
            "and which store took it?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2018 ORDER BY o.order_total DESC LIMIT 1",
        ),
        (
            ["how many orders has customer 4321 placed?"],
            "when was the latest one?",
            "SELECT max(ordered_at) FROM orders WHERE customer_id = 4321",
        ),
        (
            ["How many orders did Chicago take in 2019?"],
            "And when was the very first one?",
            "SELECT min(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
        ),
    ],
)
def test_r24b_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # guards: a number after a model's word that is not a member's key
        (
            "revenue per customer 2019",
            "SELECT sum(i.product_price) / count(DISTINCT o.customer_id) FROM order_items i"
            " JOIN orders o USING (order_id) WHERE year(i.ordered_at) = 2019",
        ),
        (
            "how many orders had 3 items in 2019?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items WHERE year(ordered_at) = 2019"
            " GROUP BY order_id HAVING count(*) = 3)",
        ),
        (
            "how many customers placed more than 30 orders?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders > 30",
        ),
        (
            "what hour is busiest at Chicago in 2019?",
            "SELECT hour(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "how many customers placed their first order in 2019?",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        (
            "biggest single order we ever had, incl tax",
            "SELECT max(order_total) FROM orders",
        ),
        (
            "when was the most recent order?",
            "SELECT max(ordered_at) FROM orders",
        ),
    ],
)
def test_r24b_guards(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "how long do people wait at the counter on average?",
        "what's the email address of customer 777?",
        "Which complaints came in at the counter last week?",
        "what is the most common order size?",
    ],
)
def test_r24b_still_asked(planner: Planner, question: str) -> None:
    assert not isinstance(planner.plan(question), SqlPlan)
