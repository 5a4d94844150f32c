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
from askdata_app.agent.offline.plans import SqlPlan
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


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # values past the mean by some standard deviations
        (
            "how many orders in 2019 were more than 2 standard deviations above the mean order total?",
            "WITH t AS (SELECT order_total AS x FROM orders WHERE year(ordered_at) = 2019)"
            " SELECT count(*) FROM t WHERE x > (SELECT avg(x) + 2 * stddev_samp(x) FROM t)",
        ),
        (
            "Number of days in 2019 whose order count fell more than one standard deviation below the daily"
            " mean",
            f"WITH t AS {_DAYS_2019} SELECT count(*) FROM t"
            " WHERE n < (SELECT avg(n) - stddev_samp(n) FROM t)",
        ),
        (
            "which days of 2019 had daily revenue three standard deviations from the mean?",
            "WITH t AS (SELECT CAST(ordered_at AS DATE) AS d, sum(product_price) AS r FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1) SELECT d, r FROM t"
            " WHERE abs(r - (SELECT avg(r) FROM t)) > 3 * (SELECT stddev_samp(r) FROM t)",
        ),
        # a z-score of one day
        (
            "z-score of the order count on Christmas Eve 2019 relative to 2019's daily order counts",
            f"WITH t AS {_DAYS_2019} SELECT ((SELECT n FROM t WHERE d = DATE '2019-12-24') - avg(n))"
            " / stddev_samp(n) FROM t",
        ),
        (
            "what was the z score of daily orders on 4 July 2019?",
            f"WITH t AS {_DAYS_2019} SELECT ((SELECT n FROM t WHERE d = DATE '2019-07-04') - avg(n))"
            " / stddev_samp(n) FROM t",
        ),
        # the mode
        (
            "what is the mode of the number of items per order in 2019?",
            "SELECT n FROM (SELECT o.order_id, count(*) AS n FROM orders o"
            " JOIN order_items i USING (order_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1)"
            " GROUP BY n ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "which hour of the day was the mode for orders in 2019?",
            "SELECT hour(ordered_at) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        # a correlation of two daily figures
        (
            "correlation between daily revenue and the daily order count in 2019",
            "SELECT corr(n, r) FROM (SELECT CAST(o.ordered_at AS DATE), count(DISTINCT o.order_id) AS n,"
            " sum(i.product_price) AS r FROM orders o JOIN order_items i USING (order_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "Pearson correlation of weekly items sold with weekly orders, 2018",
            "SELECT corr(n, k) FROM (SELECT date_trunc('week', o.ordered_at),"
            " count(DISTINCT o.order_id) AS n, count(*) AS k FROM orders o"
            " JOIN order_items i USING (order_id) WHERE year(o.ordered_at) = 2018 GROUP BY 1)",
        ),
        # a ratio of two statistics
        (
            "ratio of the average order total to the median order total in 2019",
            "SELECT avg(order_total) / median(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        # the median selling price, split
        (
            "median item selling price per product type",
            "SELECT p.product_type, median(i.product_price) FROM order_items i JOIN products p"
            " USING (product_id) GROUP BY 1",
        ),
        # histograms
        (
            "histogram of 2019 order totals in $5 bins",
            "SELECT CAST(floor(order_total / 5) * 5 AS INTEGER), count(*) FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "count customers by lifetime spend in bands of $50 (0, 50, 100 and so on)",
            "SELECT CAST(floor(lifetime_spend / 50) * 50 AS INTEGER), count(*) FROM customers GROUP BY 1",
        ),
        (
            "put the daily revenue of 2019 into $500 buckets and count the days in each",
            "SELECT CAST(floor(r / 500) * 500 AS INTEGER), count(*) FROM (SELECT CAST(ordered_at AS DATE),"
            " sum(product_price) AS r FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1) GROUP BY 1",
        ),
        # frequency tables
        (
            "frequency table of basket sizes in 2018",
            "SELECT n, count(*) FROM (SELECT o.order_id, count(*) AS n FROM orders o JOIN order_items i"
            " USING (order_id) WHERE year(o.ordered_at) = 2018 GROUP BY 1) GROUP BY 1",
        ),
        (
            "tabulate customers by their lifetime number of orders, with each row's share of customers",
            "SELECT count_lifetime_orders, count(*), count(*) / sum(count(*)) OVER () FROM customers"
            " GROUP BY 1",
        ),
    ],
)
def test_outliers_modes_correlations_and_histograms(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "What's the 80th percentile of order totals in 2019?",
            "and the 20th percentile?",
            "SELECT quantile_cont(order_total, 0.2) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "median order total for 2018",
            "What about the standard deviation?",
            "SELECT stddev_samp(order_total) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "variance of the daily order counts in 2018",
            "Same for 2019.",
            f"SELECT var_samp(n) FROM {_DAYS_2019}",
        ),
        (
            "histogram of order totals in 2019 with $10 bins",
            "only Brooklyn",
            "SELECT CAST(floor(o.order_total / 10) * 10 AS INTEGER), count(*) FROM orders o JOIN locations l"
            " USING (location_id) WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "which store had the smallest standard deviation of order totals in 2019?",
            "what was that standard deviation?",
            "SELECT stddev_samp(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY l.location_name ORDER BY 1 LIMIT 1",
        ),
    ],
)
def test_statistic_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "What's the correlation between rainfall and our revenue?",
        "Show me the distribution.",
        "Any outliers?",
    ],
)
def test_statistics_without_a_series_are_not_answered(planner: Planner, question: str) -> None:
    assert not isinstance(planner.plan(question), SqlPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "what share of days in 2019 had revenue over $4000?",
            "SELECT avg(CASE WHEN r > 4000 THEN 1.0 ELSE 0.0 END) FROM (SELECT CAST(ordered_at AS DATE),"
            " sum(product_price) AS r FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1)",
        ),
        (
            "What percentage of 2019's days saw fewer than 100 orders?",
            f"SELECT avg(CASE WHEN n < 100 THEN 1.0 ELSE 0.0 END) FROM {_DAYS_2019}",
        ),
        (
            "the proportion of 2019 orders above the median order total",
            "SELECT avg(CASE WHEN order_total > (SELECT median(order_total) FROM orders"
            " WHERE year(ordered_at) = 2019) THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "what fraction of customers spend below the mean lifetime spend?",
            "SELECT avg(CASE WHEN lifetime_spend < (SELECT avg(lifetime_spend) FROM customers)"
            " THEN 1.0 ELSE 0.0 END) FROM customers",
        ),
    ],
)
def test_shares_of_days_or_rows_past_a_bar(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("What is the average age of our customers?", []),
        ("customers' ages by store", []),
        ("Now add the breakdown we looked at last week.", ["revenue by store in 2019"]),
    ],
)
def test_ages_and_earlier_sessions_are_asked(planner: Planner, question: str, context: list[str]) -> None:
    assert not isinstance(planner.plan(question, context=context), SqlPlan), question
