"""The offline analyst on question kinds found failing on blind set 15 (round 17b: the staffing planner's
and the accountant's questions).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # how precisely a figure is asked for: the figure, rounded (not a breakdown by customer)
        (
            "What was the mean order total over 2019, to the cent?",
            "SELECT ROUND(AVG(order_total), 2) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "tax we collected in 2019 rounded to the nearest cent",
            "SELECT ROUND(SUM(tax_paid), 2) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "average number of items per order in 2019, rounded to 3 decimal places",
            "SELECT ROUND(COUNT(*) * 1.0 / COUNT(DISTINCT order_id), 3) FROM order_items"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "mean revenue per order in Q3 2019 to two decimals",
            "SELECT ROUND(SUM(order_total - tax_paid) / COUNT(*), 2) FROM orders"
            " WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
        ),
        (
            "each store's average ticket in 2019 to the nearest dollar",
            "SELECT l.location_name, ROUND(AVG(o.order_total), 0) FROM orders o"
            " JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "How much did revenue grow from Q2 2019 to Q3 2019 in percent, rounded to one decimal?",
            "SELECT ROUND(100.0 * (SUM(product_price) FILTER (WHERE month(ordered_at) BETWEEN 7 AND 9)"
            " - SUM(product_price) FILTER (WHERE month(ordered_at) BETWEEN 4 AND 6))"
            " / SUM(product_price) FILTER (WHERE month(ordered_at) BETWEEN 4 AND 6), 1)"
            " FROM order_items WHERE year(ordered_at) = 2019",
        ),
        # the ends of a range of days, as a finance analyst says them
        (
            "Sales tax for 3 February to 17 March 2019, both ends inclusive",
            "SELECT SUM(tax_paid) FROM orders WHERE ordered_at >= '2019-02-03' AND ordered_at < '2019-03-18'",
        ),
        (
            "item revenue from 2019-04-01 to 2019-04-15, with the end date excluded",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-04-01' AND ordered_at < '2019-04-15'",
        ),
        (
            "order count from 10 May 2019 up to but not including 20 May 2019",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-05-10' AND ordered_at < '2019-05-20'",
        ),
        (
            "orders in the 14 days ending 30 November 2019",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-11-17' AND ordered_at < '2019-12-01'",
        ),
        (
            "revenue for Tuesday 5 March through Thursday 14 March 2019",
            "SELECT SUM(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-03-05' AND ordered_at < '2019-03-15'",
        ),
        (
            "how many orders from Aug 6 through the 12th 2019",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-08-06' AND ordered_at < '2019-08-13'",
        ),
        (
            "total tax up to and including 31 March 2019",
            "SELECT SUM(tax_paid) FROM orders WHERE ordered_at < '2019-04-01'",
        ),
        # a clock range named as a part of the day: the name goes with it; "to close" ends the day
        (
            "which location was busiest in the midday slot (11am to 2pm) during 2019",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 AND hour(o.ordered_at) BETWEEN 11 AND 13"
            " GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "orders per store in the final hour before closing (8 to 9pm) in June 2019",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE o.ordered_at >= '2019-06-01' AND o.ordered_at < '2019-07-01'"
            " AND hour(o.ordered_at) = 20 GROUP BY 1",
        ),
        (
            "How many 2019 orders came in from 5pm until close?",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019 AND hour(ordered_at) >= 17",
        ),
        # a grain said as an adjective of a money figure: the periods' totals, averaged
        (
            "what were our average weekly order totals in the first half of 2019",
            "SELECT AVG(t) FROM (SELECT date_trunc('week', ordered_at) AS w, SUM(order_total) AS t"
            " FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01' GROUP BY 1)",
        ),
        (
            "average daily takings with tax in March 2019",
            "SELECT SUM(order_total) / 31 FROM orders"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
        ),
        # a number compared with the figure named: that figure's column; a rate said in percent
        (
            "list the locations whose sales tax rate is over 6.5%",
            "SELECT location_name FROM locations WHERE tax_rate > 0.065",
        ),
        (
            "which shops have a tax rate below 0.05",
            "SELECT location_name FROM locations WHERE tax_rate < 0.05",
        ),
        # "weeks starting Monday" says which weeks are meant (ours start on Monday), not a filter to Mondays
        (
            "which week of 2019 had the most revenue? weeks start on Monday",
            "SELECT date_trunc('week', ordered_at) FROM order_items WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY SUM(product_price) DESC LIMIT 1",
        ),
        # the rows a share is over, said before a time-of-day condition ("came in", "placed")
        (
            "what proportion of weekday orders in 2019 came in after 6pm",
            "SELECT COUNT(*) FILTER (WHERE hour(ordered_at) >= 18) / COUNT(*) FROM orders"
            " WHERE year(ordered_at) = 2019 AND isodow(ordered_at) <= 5",
        ),
        (
            "percentage of sunday orders during 2019 that were placed before 11am",
            "SELECT COUNT(*) FILTER (WHERE hour(ordered_at) < 11) / COUNT(*) FROM orders"
            " WHERE year(ordered_at) = 2019 AND isodow(ordered_at) = 7",
        ),
        # the effective tax rate: the tax collected over the pre-tax sales
        (
            "what was the effective sales tax rate per location over 2019",
            "SELECT l.location_name, SUM(o.tax_paid) / SUM(o.order_total - o.tax_paid) FROM orders o"
            " JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "chain-wide effective tax rate on net sales in H1 2019, to 3 decimal places",
            "SELECT ROUND(SUM(tax_paid) / SUM(order_total - tax_paid), 3) FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01'",
        ),
    ],
)
def test_round17b_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_round17b_percent_of_a_figure_is_asked(planner: Planner) -> None:
    """ "more than 10% of revenue" is a share, not a column compared with 10: asked back."""
    plan = planner.plan("which items made more than 10% of 2019 revenue")
    assert isinstance(plan, AskPlan), plan


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        # a quarter or half said in words as a follow-up: the earlier question for that part of its year
        (
            "monthly tax collected in the first half of 2019",
            "now do the second half",
            "SELECT date_trunc('month', ordered_at), SUM(tax_paid) FROM orders"
            " WHERE ordered_at >= '2019-07-01' AND ordered_at < '2020-01-01' GROUP BY 1",
        ),
        (
            "orders in the 2nd quarter of 2019",
            "what about the third quarter?",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
        ),
        # "how many X was that" after a ranking by X: the winner's own figure
        (
            "which day of 2019 had the highest revenue",
            "how much revenue was that?",
            "SELECT MAX(r) FROM (SELECT date_trunc('day', ordered_at), SUM(product_price) AS r"
            " FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "What store sold the most orders in 2019?",
            "and how many orders did it do?",
            "SELECT MAX(n) FROM (SELECT location_id, COUNT(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
    ],
)
def test_round17b_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])
