"""The offline analyst on readings added in round r26a (a pandas or dplyr programmer's way of asking): the
expression they would run in a notebook, read as the question it stands for (pandascode.py). A boolean mask
is a filter, ``groupby``/``group_by``/``resample`` are "per", the closing aggregate is the measure
(``size``/``len``/``nrow``/``count``, ``sum``, ``mean``, ``median``, ``std``, ``nunique``, ``quantile``,
``value_counts``, R's ``table``), ``idxmax``/``nlargest`` pick the winners, and a variable set earlier in
the same text stands for its chain.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.pandascode import read_pandas
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_BY_STORE = " JOIN locations l ON l.location_id = o.location_id"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a mask, a groupby and a closing aggregate
        (
            "orders[orders.ordered_at.dt.year == 2018].groupby('location_name').order_total.sum()",
            f"SELECT l.location_name, sum(o.order_total) FROM orders o{_BY_STORE}"
            " WHERE year(o.ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "order_items[order_items.ordered_at.dt.year == 2019].groupby('location_name')"
            ".product_price.sum()",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id ="
            f" i.order_id{_BY_STORE} WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "orders[orders.ordered_at.dt.year == 2018].order_total.median()",
            "SELECT median(order_total) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "orders[orders.ordered_at.dt.year == 2019]['order_total'].std()",
            "SELECT stddev_samp(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "orders.loc[orders.ordered_at.dt.year == 2018, 'customer_id'].nunique()",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "orders[orders.ordered_at.dt.year == 2019].is_food_order.mean()",
            "SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        # counting rows
        (
            "len(orders[(orders.location_name == 'Brooklyn') & (orders.ordered_at.dt.year == 2019)])",
            f"SELECT count(*) FROM orders o{_BY_STORE} WHERE l.location_name = 'Brooklyn'"
            " AND year(o.ordered_at) = 2019",
        ),
        (
            "orders %>% filter(order_total > 30) %>% nrow()",
            "SELECT count(*) FROM orders WHERE order_total > 30",
        ),
        (
            "orders.groupby(['location_name', orders.ordered_at.dt.year]).size()",
            f"SELECT l.location_name, year(o.ordered_at), count(*) FROM orders o{_BY_STORE} GROUP BY 1, 2",
        ),
        (
            "o18 = orders[orders.ordered_at.dt.year == 2018]; o18.groupby(pd.Grouper(key='ordered_at',"
            " freq='MS')).customer_id.nunique()",
            "SELECT date_trunc('month', ordered_at), count(DISTINCT customer_id) FROM orders"
            " WHERE year(ordered_at) = 2018 GROUP BY 1",
        ),
        # value counts and R's table()
        (
            "customers['customer_type'].value_counts()",
            "SELECT customer_type, count(*) FROM customers GROUP BY 1",
        ),
        (
            "table(customers$customer_type)",
            "SELECT customer_type, count(*) FROM customers GROUP BY 1",
        ),
        # statistics of one column
        (
            "customers.lifetime_spend.quantile(0.75)",
            "SELECT quantile_cont(lifetime_spend, 0.75) FROM customers",
        ),
        (
            "orders.groupby('customer_id').size().max()",
            "SELECT max(n) FROM (SELECT customer_id, count(*) AS n FROM orders GROUP BY 1) AS t",
        ),
        # the group with the largest figure
        (
            "order_items[order_items.ordered_at.dt.year == 2019].groupby('product_name').product_price.sum()"
            ".idxmax()",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY sum(i.product_price) DESC LIMIT 1",
        ),
        # dplyr verbs
        (
            "orders %>% filter(year(ordered_at) == 2019) %>% group_by(location_name) %>%"
            " summarise(avg_total = mean(order_total))",
            f"SELECT l.location_name, avg(o.order_total) FROM orders o{_BY_STORE}"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "orders %>% group_by(location_name) %>% summarise(n = n())",
            f"SELECT l.location_name, count(*) FROM orders o{_BY_STORE} GROUP BY 1",
        ),
        (
            "orders %>% filter(year(ordered_at) == 2018) %>% count(is_food_order, is_drink_order)",
            "SELECT is_food_order, is_drink_order, count(*) FROM orders WHERE year(ordered_at) = 2018"
            " GROUP BY 1, 2",
        ),
        # a frame named with its year, a pivot table counted
        (
            "orders_2019.groupby('location_name').size()",
            f"SELECT l.location_name, count(*) FROM orders o{_BY_STORE} WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        # the products' own prices, the supplies' own costs
        (
            "products[products.product_type == 'jaffle'].product_price.mean()",
            "SELECT avg(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "products['product_price'].median()",
            "SELECT median(product_price) FROM products",
        ),
        (
            "supplies.merge(products).groupby('product_name').supply_cost.sum().nlargest(2)",
            "SELECT p.product_name, sum(s.supply_cost) FROM supplies s JOIN products p"
            " ON p.product_id = s.product_id GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "supplies.loc[supplies.is_perishable_supply, 'supply_name'].unique()",
            "SELECT DISTINCT supply_name FROM supplies WHERE is_perishable_supply",
        ),
        (
            "customers.nlargest(4, 'lifetime_spend')[['customer_name', 'lifetime_spend']]",
            "SELECT customer_name, lifetime_spend FROM customers ORDER BY lifetime_spend DESC LIMIT 4",
        ),
        # a date index sliced by month
        (
            "orders.set_index('ordered_at').loc['2019-04':'2019-06'].customer_id.nunique()",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-04-01'"
            " AND ordered_at < '2019-07-01'",
        ),
        # rows per count of rows: orders by their number of items
        (
            "order_items.groupby('order_id').size().value_counts()",
            "SELECT n, count(*) FROM (SELECT order_id, count(*) AS n FROM order_items GROUP BY 1) AS t"
            " GROUP BY 1",
        ),
        (
            "customers.customer_type.value_counts(normalize=True)",
            "SELECT customer_type, count(*) / sum(count(*)) OVER () FROM customers GROUP BY 1",
        ),
        # a figure in words, then a step on it
        (
            "revenue ex tax for 2018 .resample('QS').sum()",
            "SELECT date_trunc('quarter', ordered_at), sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "orders in 2018 .groupby(orders.ordered_at.dt.hour).size()",
            "SELECT hour(ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "daily revenue for 2019 .idxmax()",
            "SELECT CAST(ordered_at AS DATE) FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY sum(product_price) DESC LIMIT 1",
        ),
        (
            "monthly order count for 2018, then .cumsum()",
            "SELECT m, sum(n) OVER (ORDER BY m) FROM (SELECT date_trunc('month', ordered_at) AS m,"
            " count(*) AS n FROM orders WHERE year(ordered_at) = 2018 GROUP BY 1) AS t",
        ),
        # a rolling mean, and a question about the result after the code
        (
            "d = orders.set_index('ordered_at').resample('D').size(); d.rolling(7).mean()"
            " -- what is it on 2019-06-30?",
            "SELECT avg(n) FROM (SELECT CAST(ordered_at AS DATE) AS d, count(*) AS n FROM orders"
            " WHERE ordered_at >= '2019-06-24' AND ordered_at < '2019-07-01' GROUP BY 1) AS t",
        ),
        # words before the code
        (
            "for the 2019 orders only: orders.groupby('location_name').order_total.median()",
            f"SELECT l.location_name, median(o.order_total) FROM orders o{_BY_STORE}"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_r26a_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        # a step typed alone after a chain: that chain with the step
        (
            "orders[orders.ordered_at.dt.year == 2019].resample('MS', on='ordered_at').size()",
            "same thing but resample('QS')",
            "SELECT date_trunc('quarter', ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "orders_2018.groupby('location_name').size().sort_values(ascending=False)",
            ".head(2)",
            f"SELECT l.location_name, count(*) FROM orders o{_BY_STORE} WHERE year(o.ordered_at) = 2018"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "orders[orders.ordered_at.dt.year == 2018].groupby('location_name').order_total.sum()",
            ".loc['Brooklyn']",
            f"SELECT sum(o.order_total) FROM orders o{_BY_STORE} WHERE year(o.ordered_at) = 2018"
            " AND l.location_name = 'Brooklyn'",
        ),
        (
            "for the 2019 orders only: order_items.groupby('order_id').size().value_counts()",
            "now with normalize=True",
            "SELECT n, count(*) / sum(count(*)) OVER () FROM (SELECT i.order_id, count(*) AS n"
            " FROM order_items i WHERE year(i.ordered_at) = 2019 GROUP BY 1) AS t GROUP BY 1",
        ),
        # a variable set in an earlier question
        (
            "s19 = order_items[order_items.ordered_at.dt.year == 2019].groupby('location_name')"
            ".product_price.sum(); s19.idxmin()",
            "and s19.max()",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY o.location_id ORDER BY 1 DESC LIMIT 1",
        ),
        # a new cell leans on nothing before it
        (
            "orders[orders.location_name == 'Chicago'].order_total.sum()",
            "new cell: products.product_price.max()",
            "SELECT max(product_price) FROM products",
        ),
    ],
)
def test_r26a_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


def test_text_without_code_is_unchanged() -> None:
    for text in ("revenue per store in 2019", "what is the max order total?", "orders[ per store"):
        assert read_pandas(text) == text


def test_a_part_not_read_leaves_the_code_as_typed() -> None:
    for text in (
        "orders.groupby('location_name').order_total.agg(['sum', 'mean'])",
        "orders[orders.location_name.isin(['Chicago', 'Brooklyn'])].order_total.sum()",
        "orders[(orders.order_total > 20) | (orders.tax_paid > 1)].shape[0]",
    ):
        assert read_pandas(text) == text


def test_the_other_column_is_asked_back(planner: Planner) -> None:
    """ "now add the other column too" after a chain: which column is not said, so it is asked."""
    earlier = ["orders[orders.ordered_at.dt.year == 2019].groupby('location_name').tax_paid.sum()"]
    for question in ("now add the other column too", "and the other field as well"):
        plan = planner.plan(question, context=earlier)
        assert isinstance(plan, AskPlan), (question, plan)
