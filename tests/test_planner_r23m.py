"""The offline analyst on readings added in round r23m (any analyst: the general readings behind blind set
18's board-member failures): a lead-in that makes a clear question look like a request for numbers, growth
over a range at a grain ("monthly growth for March through August"), "versus the prior month" as the kind
of growth, differences said as "how much higher / lower was" and "by how much did X go up between", "how
much of X did Y account for" as a share, the whole history said in years, a total to date said as "where
does it stand", what an average order brings in and what a customer is worth, stores picked by their
opening date, one period's figure next to another's, "for order counts" in a follow-up, and a singular
"which" after a top N.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_MONTHLY_2019 = (
    "SELECT date_trunc('month', ordered_at) AS m, SUM(product_price) AS r FROM order_items"
    " WHERE year(ordered_at) = 2019 GROUP BY 1"
)
_MONTH_GROWTH = (
    "SELECT m, 100.0 * (r - LAG(r) OVER (ORDER BY m)) / LAG(r) OVER (ORDER BY m) AS g FROM"
    " (SELECT date_trunc('month', ordered_at) AS m, SUM(product_price) AS r FROM order_items GROUP BY 1)"
)
_YEAR_REV = "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = {}"
_OPENED_2018 = "SELECT location_id FROM locations WHERE year(opened_at) = 2018"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a lead-in that reads as a request for "numbers" does not hide the question after it
        (
            "Ahead of the board meeting: what was revenue in 2019, excluding sales tax?",
            "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        # a lead-in cut at its colon, not at the question's first comma (which took the year with it)
        (
            "For the finance review: what was total revenue in 2018, before sales tax?",
            "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        # growth at a grain over a range: each unit's change, the first one against the unit before the range
        (
            "monthly revenue growth for March through August 2019",
            f"SELECT m, g FROM ({_MONTH_GROWTH}) WHERE m BETWEEN '2019-03-01' AND '2019-08-01'",
        ),
        (
            "revenue growth in percent compared with the previous month, from April to September 2019",
            f"SELECT m, g FROM ({_MONTH_GROWTH}) WHERE m BETWEEN '2019-04-01' AND '2019-09-01'",
        ),
        # differences said with "higher / lower than" and "go up / drop between"
        (
            "how much higher was 2019 revenue than 2018's?",
            f"SELECT ({_YEAR_REV.format(2019)}) - ({_YEAR_REV.format(2018)})",
        ),
        (
            "How much lower were orders in 2018 than in 2019",
            "SELECT COUNT(*) FILTER (WHERE year(ordered_at) = 2019)"
            " - COUNT(*) FILTER (WHERE year(ordered_at) = 2018)"
            " FROM orders",
        ),
        (
            "by how much did our revenue rise between 2018 and 2019",
            f"SELECT ({_YEAR_REV.format(2019)}) - ({_YEAR_REV.format(2018)})",
        ),
        # "how much of X did Y account for": Y's share of X
        (
            "how much of 2019's revenue did jaffles account for, in percentage terms?",
            "SELECT SUM(product_price) FILTER (WHERE is_food_item) / SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "How much of the orders in 2018 did Brooklyn make up?",
            "SELECT AVG(CASE WHEN l.location_name = 'Brooklyn' THEN 1.0 ELSE 0 END) FROM orders o"
            " JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2018",
        ),
        # the whole history said in years; the total to date
        (
            "what revenue have we made over our entire two-year history?",
            "SELECT SUM(product_price) FROM order_items",
        ),
        ("where does our all-time running order count stand right now?", "SELECT COUNT(*) FROM orders"),
        # what an average order brings in; what a customer is worth
        (
            "what did the typical 2019 order bring in?",
            "SELECT SUM(product_price) / COUNT(DISTINCT order_id) FROM order_items"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "What's the average customer worth to us over their lifetime?",
            "SELECT AVG(lifetime_spend) FROM customers",
        ),
        # stores picked by their opening date: a condition on the store, the period is the measure's
        (
            "What did the shops that opened in 2018 take in revenue during 2019, all together?",
            "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            f" WHERE o.location_id IN ({_OPENED_2018}) AND year(i.ordered_at) = 2019",
        ),
        (
            "share of 2019 orders that came from locations opened from 2018 onwards",
            "SELECT AVG(CASE WHEN location_id IN"
            " (SELECT location_id FROM locations WHERE opened_at >= '2018-01-01')"
            " THEN 1.0 ELSE 0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        ("how many stores opened in 2018?", "SELECT COUNT(*) FROM locations WHERE year(opened_at) = 2018"),
        # the compound annual growth rate between two years; a run-rate said as a supposition
        (
            "what was the compound annual growth rate of orders from 2018 to 2019?",
            "SELECT (COUNT(*) FILTER (WHERE year(ordered_at) = 2019) * 1.0"
            " / COUNT(*) FILTER (WHERE year(ordered_at) = 2018) - 1) * 100 FROM orders",
        ),
        (
            "if every month were like March 2019, what yearly revenue would that give us?",
            "SELECT SUM(product_price), SUM(product_price) * 12 FROM order_items"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        # an average with its own divisor "in each year": one average per year
        (
            "what's the average revenue per active shop for each year?",
            "SELECT y, AVG(r) FROM (SELECT year(i.ordered_at) AS y, o.location_id, SUM(i.product_price) AS r"
            " FROM order_items i JOIN orders o USING (order_id) GROUP BY 1, 2) GROUP BY y",
        ),
        (
            "average number of orders per customer in every year",
            "SELECT year(ordered_at), COUNT(*) * 1.0 / COUNT(DISTINCT customer_id) FROM orders GROUP BY 1",
        ),
        # a yes/no comparison of two periods: both figures
        (
            "were our orders in Q2 2019 higher than in Q1 2019?",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019"
            " AND quarter(ordered_at) <= 2 GROUP BY quarter(ordered_at)",
        ),
        # earners and money-makers: revenue; "softest": lowest
        (
            "which location was our biggest earner in 2019?",
            "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) WHERE year(i.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY SUM(i.product_price) DESC LIMIT 1",
        ),
        (
            "which drink rakes in the least money?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' GROUP BY 1 ORDER BY SUM(i.product_price) LIMIT 1",
        ),
        # how many items an average order holds
        (
            "how many items go into an average order at Chicago in 2019?",
            "SELECT COUNT(*) * 1.0 / COUNT(DISTINCT i.order_id) FROM order_items i"
            " JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND year(i.ordered_at) = 2019",
        ),
        (
            "how many items does the mean order contain?",
            "SELECT COUNT(*) * 1.0 / COUNT(DISTINCT order_id) FROM order_items",
        ),
        # other words for a growth: uplift, jump, climb
        (
            "what was the uplift in orders from 2018 to 2019, in percent?",
            "SELECT 100.0 * (COUNT(*) FILTER (WHERE year(ordered_at) = 2019)"
            " - COUNT(*) FILTER (WHERE year(ordered_at) = 2018))"
            " / COUNT(*) FILTER (WHERE year(ordered_at) = 2018)"
            " FROM orders",
        ),
        # one period's figure beside another's, per member
        (
            "for every store, 2018 orders alongside 2019 orders",
            "SELECT l.location_name, COUNT(*) FILTER (WHERE year(o.ordered_at) = 2018),"
            " COUNT(*) FILTER (WHERE year(o.ordered_at) = 2019)"
            " FROM orders o JOIN locations l USING (location_id)"
            " GROUP BY 1",
        ),
    ],
)
def test_round23m_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # "for order counts" in a follow-up: the number of orders, not a count per order
        (
            "monthly revenue in 2019",
            "same again, for order counts",
            "SELECT date_trunc('month', ordered_at), COUNT(*) FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        # a figure of its own about the previous answer's winner: the winner by name
        (
            "Which shop brought in the most revenue in 2019?",
            "what percentage of 2019 revenue did that shop account for?",
            "WITH s AS (SELECT o.location_id, SUM(i.product_price) AS r FROM order_items i JOIN orders o"
            " USING (order_id) WHERE year(i.ordered_at) = 2019 GROUP BY 1) SELECT MAX(r) / SUM(r) FROM s",
        ),
        (
            "which product had the highest revenue in 2018",
            "and how many units of it did we sell in 2019?",
            "SELECT COUNT(*) FROM order_items WHERE year(ordered_at) = 2019 AND product_id ="
            " (SELECT product_id FROM order_items WHERE year(ordered_at) = 2018 GROUP BY 1"
            " ORDER BY SUM(product_price) DESC LIMIT 1)",
        ),
        # a singular "which" after a top N: the one, not the N again
        (
            "the 3 best stores on revenue in 2019",
            "and which store was the lowest on it?",
            "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) WHERE year(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY SUM(i.product_price) LIMIT 1",
        ),
    ],
)
def test_round23m_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])
