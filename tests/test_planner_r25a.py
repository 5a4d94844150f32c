"""The offline analyst on readings added in round r25a (a statistician's way of asking): the standard
deviation, variance, percentiles, quartiles, interquartile range, skewness, median absolute deviation and
coefficient of variation of a series (an order's total, a customer's lifetime spend or lifetime order count,
a menu price, the days from a customer's first order to the latest, the items of each order, each customer's
orders, or the daily / weekly order count or revenue), with the sample conventions DuckDB names
(stddev_samp, var_samp, quantile_cont), narrowed by period, store or customer type and split per store,
product type or month (they came back unknown, or as a sum of the column); several figures of a daily series
asked together ("the minimum, the median and the maximum") are one row.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_DAYS_2019 = (
    "(SELECT CAST(ordered_at AS DATE) AS d, count(*) AS n FROM orders"
    " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1)"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # spread of a column each row has once
        (
            "what's the std dev of order totals in 2019?",
            "SELECT stddev_samp(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "sample variance of the order_total column for Q1 2019",
            "SELECT var_samp(order_total) FROM orders WHERE ordered_at >= '2019-01-01'"
            " AND ordered_at < '2019-04-01'",
        ),
        (
            "population standard deviation of customer lifetime spend",
            "SELECT stddev_pop(lifetime_spend) FROM customers",
        ),
        (
            "How skewed are order totals? skewness over every order please",
            "SELECT skewness(order_total) FROM orders",
        ),
        (
            "what is the variance of our menu prices",
            "SELECT var_samp(product_price) FROM products",
        ),
        # percentiles and quartiles
        (
            "80th percentile of order totals in 2018",
            "SELECT quantile_cont(order_total, 0.8) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "Give me the 5th and 95th percentiles of lifetime spend",
            "SELECT quantile_cont(lifetime_spend, 0.05), quantile_cont(lifetime_spend, 0.95) FROM customers",
        ),
        (
            "what are the quartiles of the customers' lifetime order counts?",
            "SELECT quantile_cont(count_lifetime_orders, 0.25), quantile_cont(count_lifetime_orders, 0.5),"
            " quantile_cont(count_lifetime_orders, 0.75) FROM customers",
        ),
        (
            "IQR of order totals at Philadelphia in 2019",
            "SELECT quantile_cont(order_total, 0.75) - quantile_cont(order_total, 0.25) FROM orders o"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Philadelphia'"
            " AND year(o.ordered_at) = 2019",
        ),
        (
            "For repeat customers, the median and 90th percentile of days between their first order and"
            " their last one",
            "SELECT median(date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE))),"
            " quantile_cont(date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE)),"
            " 0.9) FROM customers WHERE customer_type = 'returning'",
        ),
        # robust spread and relative spread
        (
            "median absolute deviation of order totals, 2019 only",
            "SELECT mad(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "coefficient of variation of the daily order count in 2019",
            f"SELECT stddev_samp(n) / avg(n) FROM {_DAYS_2019}",
        ),
        # a series of days or weeks
        (
            "What's the interquartile range of orders per day in 2019?",
            f"SELECT quantile_cont(n, 0.75) - quantile_cont(n, 0.25) FROM {_DAYS_2019}",
        ),
        (
            "standard deviation of daily revenue for March 2019",
            "SELECT stddev_samp(r) FROM (SELECT CAST(ordered_at AS DATE), sum(product_price) AS r"
            " FROM order_items WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01' GROUP BY 1)",
        ),
        (
            "stdev of weekly order counts in 2019 (Monday weeks)",
            "SELECT stddev_samp(n) FROM (SELECT date_trunc('week', ordered_at), count(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "Chicago's daily order count in 2019: smallest, median and largest day on a single row",
            "SELECT min(n), median(n), max(n) FROM (SELECT CAST(o.ordered_at AS DATE), count(*) AS n"
            " FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Chicago'"
            " AND year(o.ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "the lowest and highest daily revenue of June 2019",
            "SELECT min(r), max(r) FROM (SELECT CAST(ordered_at AS DATE), sum(product_price) AS r"
            " FROM order_items WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-07-01' GROUP BY 1)",
        ),
        # counts each order or customer has
        (
            "mean and standard deviation of the number of items per order in 2019",
            "SELECT avg(n), stddev_samp(n) FROM (SELECT o.order_id, count(*) AS n FROM orders o"
            " JOIN order_items i USING (order_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "variance of orders per customer in 2018",
            "SELECT var_samp(n) FROM (SELECT customer_id, count(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2018 GROUP BY 1)",
        ),
        # split and ranked
        (
            "Standard deviation of order totals per store in 2019",
            "SELECT l.location_name, stddev_samp(o.order_total) FROM orders o JOIN locations l"
            " USING (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "which store had the steadiest daily order count in 2019 by coefficient of variation?",
            "SELECT location_name FROM (SELECT l.location_name, CAST(o.ordered_at AS DATE), count(*) AS n"
            " FROM orders o JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1, 2) GROUP BY 1 ORDER BY stddev_samp(n) / avg(n) ASC LIMIT 1",
        ),
        (
            "which location had the largest variance of order totals in 2018?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY var_samp(o.order_total) DESC LIMIT 1",
        ),
        (
            "the 75th percentile of item selling prices by product type",
            "SELECT p.product_type, quantile_cont(i.product_price, 0.75) FROM order_items i"
            " JOIN products p USING (product_id) GROUP BY 1",
        ),
        (
            "for every month of 2019 the average daily order count and its standard deviation",
            "SELECT date_trunc('month', d), avg(n), stddev_samp(n) FROM " + _DAYS_2019 + " GROUP BY 1",
        ),
    ],
)
def test_statistics_of_a_series(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "median order total in 2019",
            "SELECT median(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "average order total by store",
            "SELECT l.location_name, avg(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " GROUP BY 1",
        ),
        (
            "what was the highest daily revenue in 2019?",
            "SELECT max(r) FROM (SELECT CAST(ordered_at AS DATE), sum(product_price) AS r FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "average orders per day in 2019",
            f"SELECT avg(n) FROM {_DAYS_2019}",
        ),
    ],
)
def test_plain_figures_keep_their_reading(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
