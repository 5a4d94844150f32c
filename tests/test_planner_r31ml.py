"""The offline analyst on readings added in round r31ml (a machine-learning engineer checking features, who
names the database's own columns, with their underscores):

- column statistics (columnstats): "null rate of X in T" (the share of rows where X is null), "positive
  rate of is_flag" (the share where the flag holds), "what fraction of T have X above N" (the share past a
  bar), "how many T have X on or after D" (also after a restated ", i.e."), "cardinality of X" (its distinct
  count), "value counts of X" / "class balance for X" (rows per value, the most frequent first, top N),
  "pearson corr between X and Y" and "mean and sample std of X" (one row); they were words not understood,
  or read as another figure (a share of the money, a row per customer);
- "how many X values show up more than once / twice in T": keys with more than 1 or 2 rows (it asked
  "which number?");
- a binary label defined by rule (labeldef): "target = X before D. positive count and positive rate":
  its rows meeting the rule, counted and as a share; the positives of a label with no rule, and a model's
  "most predictive features", are asked back;
- the channel an order came through (app, web, walk-in) is not in the data: asked back;
- "top 10 customer_ids by lifetime_spend with the value": those rows of the table, by that column (it asked
  what "ids" meant);
- a histogram of a per-unit count (counthist): "distribution of per-customer order counts", "items-per-order
  histogram", without the axes spelled out after a colon (they were averages, or rows per product);
- a split at a cutoff date (cutoffsplit): "train = orders with ordered_at before D, test = on or after D.
  row counts of each split" (a row per side), "the same split applied to order_items" after it, and "how
  many customers have orders on both sides of the D cutoff";
- "the 5 latest orders by ordered_at, order_id + ordered_at": those rows by that column, the columns named
  shown ("5" and "latest" were not understood);
- "customer_id 1768" is customer 1768 (keyids: the filter was dropped); a heading "basket size feature:"
  is left out like "Seasonality check:" ("feature" was not understood);
- "1-7 Dec 2019": a range of days with a short month name ("1" was not understood); a moving average's
  window spelled out in brackets ("(the day itself plus the 6 days before it)") only restates it;
- "plus the month-over-month diff", "the week-over-week delta": the absolute change beside the series
  (diffwords: "plus" and "diff" were not understood);
- a column bucketed by hand: "bucketing count_lifetime_orders into 1 / 2-5 / 6-10 / 11+. how many customers
  land in each bucket" (rows per bucket; the numbers were not understood);
- a column statistic asked again: "same for 2018", "same thing but only customers with first_ordered_at in
  2019"; "the same three for 2018" after three figures (samefigures: "three" was not understood).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, Plan, UnknownPlan
from tests.planner_checks import check


def _asked_back(plan: Plan) -> bool:
    """A question back: asked, or words not understood with a choice offered (as the eval counts it)."""
    return isinstance(plan, AskPlan) or (isinstance(plan, UnknownPlan) and bool(plan.choices))


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # null and positive rates
        (
            "null rate of first_ordered_at in customers",
            "SELECT AVG(CASE WHEN first_ordered_at IS NULL THEN 1.0 ELSE 0 END) FROM customers",
        ),
        (
            "What's the missing-value rate of customer_id in orders?",
            "SELECT AVG(CASE WHEN customer_id IS NULL THEN 1.0 ELSE 0 END) FROM orders",
        ),
        (
            "null fraction for the tax_paid column of orders (0 to 1)",
            "SELECT AVG(CASE WHEN tax_paid IS NULL THEN 1.0 ELSE 0 END) FROM orders",
        ),
        (
            "positive rate of is_food_order in the 2019 orders",
            "SELECT AVG(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "true rate of is_perishable_supply across supplies",
            "SELECT AVG(CASE WHEN is_perishable_supply THEN 1.0 ELSE 0 END) FROM supplies",
        ),
        # a share or a count past a bar
        (
            "what share of customers have count_lifetime_orders above 5?",
            "SELECT AVG(CASE WHEN count_lifetime_orders > 5 THEN 1.0 ELSE 0 END) FROM customers",
        ),
        (
            "fraction of orders with order_total at least 20 (including tax)",
            "SELECT AVG(CASE WHEN order_total >= 20 THEN 1.0 ELSE 0 END) FROM orders",
        ),
        (
            "how many customers have last_ordered_at before 2019-03-01?",
            "SELECT COUNT(*) FROM customers WHERE last_ordered_at < '2019-03-01'",
        ),
        (
            "how many orders have ordered_at in the holdout period, i.e. on or after 2019-10-01",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-10-01'",
        ),
        # distinct counts
        (
            "cardinality of location_id in orders (distinct count)",
            "SELECT COUNT(DISTINCT location_id) FROM orders",
        ),
        (
            "number of unique values of product_id in order_items?",
            "SELECT COUNT(DISTINCT product_id) FROM order_items",
        ),
        # value counts
        (
            "value counts of product_type",
            "SELECT product_type, COUNT(*) FROM products GROUP BY 1",
        ),
        (
            "class balance of customer_type: row count per value",
            "SELECT customer_type, COUNT(*) FROM customers GROUP BY 1",
        ),
        (
            "frequency counts of supply_name in supplies",
            "SELECT supply_name, COUNT(*) FROM supplies GROUP BY 1",
        ),
        # correlation and moments
        (
            "pearson correlation between tax_paid and order_total across orders",
            "SELECT CORR(tax_paid, order_total) FROM orders",
        ),
        (
            "corr of lifetime_spend_pretax with count_lifetime_orders over customers",
            "SELECT CORR(lifetime_spend_pretax, count_lifetime_orders) FROM customers",
        ),
        (
            "mean and sample std of product_price in order_items, one row",
            "SELECT AVG(product_price), STDDEV_SAMP(product_price) FROM order_items",
        ),
        (
            "median, mean and standard deviation of tax_paid over the 2019 orders",
            "SELECT MEDIAN(tax_paid), AVG(tax_paid), STDDEV_SAMP(tax_paid) FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
        ),
        # keys that repeat
        (
            "how many product_id values appear more than once in supplies?",
            "SELECT COUNT(*) FROM (SELECT product_id FROM supplies GROUP BY 1 HAVING COUNT(*) > 1)",
        ),
        (
            "how many order_id values show up more than twice in order_items",
            "SELECT COUNT(*) FROM (SELECT order_id FROM order_items GROUP BY 1 HAVING COUNT(*) > 2)",
        ),
        # labels defined by rule
        (
            "target = is_drink_order. positives and base rate over the orders",
            "SELECT SUM(CASE WHEN is_drink_order THEN 1 ELSE 0 END),"
            " AVG(CASE WHEN is_drink_order THEN 1.0 ELSE 0 END) FROM orders",
        ),
        (
            "y = 1 if product_type = 'beverage' else 0; what's the positive rate over all products?",
            "SELECT AVG(CASE WHEN product_type = 'beverage' THEN 1.0 ELSE 0 END) FROM products",
        ),
        (
            "lapsed label := last_ordered_at before 2019-06-01. positive count over all customers",
            "SELECT SUM(CASE WHEN last_ordered_at < '2019-06-01' THEN 1 ELSE 0 END) FROM customers",
        ),
        (
            "big spender flag = lifetime_spend over 200. positive count and positive rate, one row",
            "SELECT SUM(CASE WHEN lifetime_spend > 200 THEN 1 ELSE 0 END),"
            " AVG(CASE WHEN lifetime_spend > 200 THEN 1.0 ELSE 0 END) FROM customers",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_PER_CUSTOMER_2019 = (
    "SELECT n, COUNT(*) FROM (SELECT customer_id, COUNT(*) AS n FROM orders"
    " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1) GROUP BY 1"
)
_PER_ORDER_2018 = (
    "SELECT n, COUNT(*) FROM (SELECT order_id, COUNT(*) AS n FROM order_items"
    " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01' GROUP BY 1) GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # rows ranked by a column
        (
            "top 5 order_ids by order_total with the value, descending",
            "SELECT order_id, order_total FROM orders ORDER BY order_total DESC, order_id LIMIT 5",
        ),
        (
            "bottom 3 product_ids by product_price, ascending",
            "SELECT product_id, product_price FROM products ORDER BY product_price, product_id LIMIT 3",
        ),
        (
            "the 4 most recent orders by ordered_at: order_id + customer_id + ordered_at, newest first",
            "SELECT order_id, customer_id, ordered_at FROM orders"
            " ORDER BY ordered_at DESC, order_id DESC LIMIT 4",
        ),
        (
            "3 earliest customers by first_ordered_at",
            "SELECT customer_id, first_ordered_at FROM customers"
            " ORDER BY first_ordered_at, customer_id LIMIT 3",
        ),
        (
            "top 4 customer_ids by count_lifetime_orders and count_lifetime_orders",
            "SELECT customer_id, count_lifetime_orders FROM customers"
            " ORDER BY count_lifetime_orders DESC, customer_id LIMIT 4",
        ),
    ],
)
def test_ranked_rows(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # histograms of a per-unit count
        ("distribution of per-customer order counts in 2019", _PER_CUSTOMER_2019),
        (
            "histogram of per-customer order counts for 2019: for each count, how many customers had it",
            _PER_CUSTOMER_2019,
        ),
        ("orders-per-customer distribution in 2019", _PER_CUSTOMER_2019),
        ("items-per-order histogram for 2018", _PER_ORDER_2018),
        ("per-order item count histogram in 2018: number of items -> number of orders", _PER_ORDER_2018),
        # a key said by its column; a feature heading
        (
            "for customer_id 2047: their order count per month in 2019",
            "SELECT date_trunc('month', ordered_at), COUNT(*) FROM orders WHERE customer_id = 2047"
            " AND ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1",
        ),
        (
            "how many orders did customer_id = 2047 place in 2018?",
            "SELECT COUNT(*) FROM orders WHERE customer_id = 2047"
            " AND ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "basket size feature: mean number of order_items rows per order, per store, all data",
            "SELECT l.location_name, COUNT(*) * 1.0 / COUNT(DISTINCT o.order_id) FROM orders o"
            " JOIN order_items i USING (order_id) JOIN locations l ON l.location_id = o.location_id"
            " GROUP BY 1",
        ),
        (
            "spend feature: average order_total per store in 2019",
            "SELECT l.location_name, AVG(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1",
        ),
        # buckets by hand
        (
            "binning count_lifetime_orders into 1 / 2-3 / 4+: how many customers fall in each bin",
            "SELECT COUNT(*) FROM customers GROUP BY CASE WHEN count_lifetime_orders = 1 THEN 1"
            " WHEN count_lifetime_orders <= 3 THEN 2 ELSE 3 END",
        ),
        (
            "number of products per product_price band: 1-5, 6-9, 10 or more",
            "SELECT COUNT(*) FROM products"
            " GROUP BY CASE WHEN product_price < 6 THEN 1 WHEN product_price < 10 THEN 2 ELSE 3 END",
        ),
        # short month names in a day range; a window restated; a diff
        (
            "daily order counts for 2-6 Sept 2019",
            "SELECT CAST(ordered_at AS DATE), COUNT(*) FROM orders"
            " WHERE ordered_at >= '2019-09-02' AND ordered_at < '2019-09-07' GROUP BY 1",
        ),
        (
            "revenue per day, 10-12 Mar 2019",
            "SELECT CAST(ordered_at AS DATE), SUM(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-03-10' AND ordered_at < '2019-03-13' GROUP BY 1",
        ),
        (
            "3-day trailing mean of daily orders (the day itself and the 2 days before it)"
            " for each day from 2019-06-10 through 2019-06-12",
            "WITH d AS (SELECT CAST(ordered_at AS DATE) AS day, COUNT(*) AS n FROM orders GROUP BY 1)"
            " SELECT day, m FROM (SELECT day, AVG(n) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING"
            " AND CURRENT ROW) AS m FROM d) WHERE day BETWEEN '2019-06-10' AND '2019-06-12'",
        ),
        (
            "monthly order counts for 2019 plus the month-over-month diff",
            "WITH m AS (SELECT date_trunc('month', ordered_at) AS month, COUNT(*) AS n FROM orders"
            " GROUP BY 1)"
            " SELECT month, n, d FROM (SELECT month, n, n - LAG(n) OVER (ORDER BY month) AS d FROM m)"
            " WHERE year(month) = 2019",
        ),
        (
            "quarterly revenue in 2019 with the quarter-over-quarter delta",
            "WITH q AS (SELECT date_trunc('quarter', ordered_at) AS q, SUM(product_price) AS r"
            " FROM order_items GROUP BY 1)"
            " SELECT q, r, d FROM (SELECT q, r, r - LAG(r) OVER (ORDER BY q) AS d FROM q)"
            " WHERE year(q) = 2019",
        ),
        (
            "Day-over-day delta: orders on 3 Jun 2019 minus orders on 2 Jun 2019",
            "SELECT COUNT(*) FILTER (WHERE CAST(ordered_at AS DATE) = DATE '2019-06-03')"
            " - COUNT(*) FILTER (WHERE CAST(ordered_at AS DATE) = DATE '2019-06-02') FROM orders",
        ),
        # a split at a cutoff date
        (
            "time split: fit = orders with ordered_at before 2019-04-01, holdout = on or after 2019-04-01."
            " rows in each split",
            "SELECT COUNT(*) FROM orders GROUP BY ordered_at < '2019-04-01'",
        ),
        (
            "train = order_items with ordered_at before 2018-10-01; test = the rest, i.e. on or after"
            " 2018-10-01. size of each split, one row per split",
            "SELECT COUNT(*) FROM order_items GROUP BY ordered_at < '2018-10-01'",
        ),
        (
            "how many customers have orders on both sides of the 2019-03-01 cutoff?",
            "SELECT COUNT(*) FROM (SELECT customer_id FROM orders GROUP BY 1"
            " HAVING MIN(ordered_at) < '2019-03-01' AND MAX(ordered_at) >= '2019-03-01')",
        ),
        (
            "leak check: number of customers with orders on both sides of 2018-12-01 (one before, one after)",
            "SELECT COUNT(*) FROM (SELECT customer_id FROM orders GROUP BY 1"
            " HAVING MIN(ordered_at) < '2018-12-01' AND MAX(ordered_at) >= '2018-12-01')",
        ),
    ],
)
def test_histograms_and_splits(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "time split: fit = orders with ordered_at before 2019-04-01, holdout = on or after 2019-04-01."
            " rows in each split",
            "and the same split on order_items?",
            "SELECT COUNT(*) FROM order_items GROUP BY ordered_at < '2019-04-01'",
        ),
        (
            "mean and sample std of tax_paid in orders",
            "same for 2018",
            "SELECT AVG(tax_paid), STDDEV_SAMP(tax_paid) FROM orders"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "value counts of product_type over order_items rows",
            "the same thing but only for 2019",
            "SELECT p.product_type, COUNT(*) FROM order_items i JOIN products p USING (product_id)"
            " WHERE i.ordered_at >= '2019-01-01' AND i.ordered_at < '2020-01-01' GROUP BY 1",
        ),
        (
            "class balance of customer_type",
            "same again but only customers with last_ordered_at in 2018",
            "SELECT customer_type, COUNT(*) FROM customers WHERE year(last_ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "p10 / p50 / p90 of order_total for 2019, continuous, one row",
            "the same three for 2018",
            "SELECT quantile_cont(order_total, 0.1), quantile_cont(order_total, 0.5),"
            " quantile_cont(order_total, 0.9) FROM orders"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "median and max of product_price in order_items for 2019",
            "same two figures for 2018",
            "SELECT MEDIAN(product_price), MAX(product_price) FROM order_items"
            " WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


def test_value_counts_top_n_in_order(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "value counts of product_name over order_items rows, top 3, most common first",
        "SELECT p.product_name, COUNT(*) AS n FROM order_items i JOIN products p USING (product_id)"
        " GROUP BY 1 ORDER BY n DESC LIMIT 3",
        ordered=True,
    )


@pytest.mark.parametrize(
    "question",
    [
        "null rate of the customer phone column?",
        "tag the loyal customers and count the positives",
        "positive rate of the premium customers",
        "which features best predict a customer's lifetime spend? feature importance please",
        "which columns are most predictive of a big order?",
        "orders split by sales channel",
        "bucket count_lifetime_orders into 1 / 3-5 / 9+ and count customers per bucket",
        "how many orders came in through the app versus walk-ins in 2019?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert _asked_back(planner.plan(question)), question


def test_label_follow_up_with_unsaid_cutoff_asked_back(planner: Planner) -> None:
    earlier = "lapsed label := last_ordered_at before 2019-06-01. positive count over all customers"
    got = planner.plan("redo that with the threshold from yesterday's meeting", context=[earlier])
    assert _asked_back(got)
