"""The offline analyst on readings added in round r24c: questions asked the way a data engineer asks them,
naming the tables and columns of the database. A grain said as a "partition" ("row count per day
partition") is that grain; an aggregate of a named column in a named table ("distinct count of product_id
in order_items", "max ordered_at in order_items", "min(opened_at) and max(opened_at) from locations") is
that aggregate over the whole table; nulls in a column are the rows where it is null; a column compared
with another column of the same row ("first_ordered_at equal to last_ordered_at"), or with the table-wide
average of a column, keeps the rows that pass; the values of a key column counted by their number of rows
("order_id values with more than 3 rows in order_items", "the most order_items rows any single order_id
has") count the keys; a table named by its last words ("the time spine table") is that table. Words for
work on the pipeline ("lineage", "dedupe", "staging table") are asked about, never left out.

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
        # a grain said as a partition
        (
            "orders row count per month partition in 2019",
            "SELECT date_trunc('month', ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "number of orders for each day partition from 3 March 2019 to 9 March 2019",
            "SELECT CAST(ordered_at AS DATE), count(*) FROM orders"
            " WHERE ordered_at >= '2019-03-03' AND ordered_at < '2019-03-10' GROUP BY 1",
        ),
        (
            "distinct customer_id per week partition for January 2019",
            "SELECT date_trunc('week', ordered_at), count(DISTINCT customer_id) FROM orders"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-02-01' GROUP BY 1",
        ),
        # an aggregate of a named column over a whole named table
        (
            "number of distinct product_id values in supplies",
            "SELECT count(DISTINCT product_id) FROM supplies",
        ),
        ("count distinct location_id from orders", "SELECT count(DISTINCT location_id) FROM orders"),
        ("latest ordered_at in orders?", "SELECT max(ordered_at) FROM orders"),
        ("what is the minimum product_price in products", "SELECT min(product_price) FROM products"),
        ("earliest opened_at in the locations table", "SELECT min(opened_at) FROM locations"),
        (
            "min(first_ordered_at) and max(last_ordered_at) from customers, as a single row",
            "SELECT min(first_ordered_at), max(last_ordered_at) FROM customers",
        ),
        ("count(distinct customer_id) from orders", "SELECT count(DISTINCT customer_id) FROM orders"),
        (
            "what are the min and max of ordered_at in order_items",
            "SELECT min(ordered_at), max(ordered_at) FROM order_items",
        ),
        # nulls in a column
        (
            "how many null values does the customer_id column in orders have?",
            "SELECT count(*) FROM orders WHERE customer_id IS NULL",
        ),
        (
            "count of nulls in order_items.product_id",
            "SELECT count(*) FROM order_items WHERE product_id IS NULL",
        ),
        (
            "how many non-null customer_id values are in orders",
            "SELECT count(customer_id) FROM orders",
        ),
        # a column compared with another column of the row, or with the table-wide average
        (
            "how many customers rows have last_ordered_at the same as first_ordered_at?",
            "SELECT count(*) FROM customers WHERE first_ordered_at = last_ordered_at",
        ),
        (
            "number of rows in customers where last_ordered_at is after first_ordered_at",
            "SELECT count(*) FROM customers WHERE last_ordered_at > first_ordered_at",
        ),
        (
            "how many orders rows have an order_total greater than the overall average order_total",
            "SELECT count(*) FROM orders WHERE order_total > (SELECT avg(order_total) FROM orders)",
        ),
        (
            "count of order_items rows with product_price below the table-wide mean product_price",
            "SELECT count(*) FROM order_items"
            " WHERE product_price < (SELECT avg(product_price) FROM order_items)",
        ),
        # the values of a key column, counted by their rows
        (
            "how many order_id values have at least 4 rows in order_items?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items GROUP BY 1 HAVING count(*) >= 4)",
        ),
        (
            "how many customer_id values occur in exactly two rows of orders",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1 HAVING count(*) = 2)",
        ),
        (
            "how many product_id values appear fewer than 5000 times in order_items",
            "SELECT count(*) FROM (SELECT product_id FROM order_items GROUP BY 1 HAVING count(*) < 5000)",
        ),
        (
            "what is the largest number of orders rows a single customer_id has",
            "SELECT max(n) FROM (SELECT customer_id, count(*) AS n FROM orders GROUP BY 1)",
        ),
        (
            "the most order_items rows for any one order_id",
            "SELECT max(n) FROM (SELECT order_id, count(*) AS n FROM order_items GROUP BY 1)",
        ),
        # a named table's rows grouped by a column of it (or of the table its key points to)
        (
            "row count of orders per location_id in 2019",
            "SELECT location_id, count(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "group the 2018 order_items by product_id and return the row count for each product_id",
            "SELECT product_id, count(*) FROM order_items WHERE year(ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "max supply_cost in supplies grouped by product_name",
            "SELECT p.product_name, max(s.supply_cost) FROM supplies s JOIN products p USING (product_id)"
            " GROUP BY 1",
        ),
        (
            "sum of order_total from orders by location_name for 2019, top 2 rows descending",
            "SELECT l.location_name, sum(o.order_total) AS t FROM orders o"
            " JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY t DESC LIMIT 2",
        ),
        # the distinct dates of a time column: the days with a row of its table
        (
            "For location_name = 'Chicago', how many distinct dates appear in ordered_at?",
            "SELECT count(DISTINCT CAST(o.ordered_at AS DATE)) FROM orders o"
            " JOIN locations l USING (location_id) WHERE l.location_name = 'Chicago'",
        ),
        (
            "number of different days in the ordered_at column during 2019",
            "SELECT count(DISTINCT CAST(ordered_at AS DATE)) FROM orders WHERE year(ordered_at) = 2019",
        ),
        # a table named by its last words
        ("how many rows are in the time spine table", "SELECT count(*) FROM metricflow_time_spine"),
        ("row count of the metricflow_time_spine table", "SELECT count(*) FROM metricflow_time_spine"),
        (
            "how many date_day rows does the time spine table hold",
            "SELECT count(*) FROM metricflow_time_spine",
        ),
    ],
)
def test_table_and_column_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("show the lineage of the revenue column", []),
        ("where does the order_total column come from, what is its lineage?", []),
        ("now deduplicate it against the staging table", ["revenue by store for 2019"]),
        ("dedupe that against staging please", ["number of orders per month in 2019"]),
        ("how many rows does the web_events table have?", []),
        ("max session_length in the web_events table", []),
    ],
)
def test_pipeline_work_is_asked_about(planner: Planner, question: str, context: list[str]) -> None:
    plan = planner.plan(question, context=context)
    assert not isinstance(plan, SqlPlan), f"{question!r} -> {plan}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # guards: answers that must stay as they are
        ("how many orders in 2019", "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019"),
        (
            "distinct customer_id count per month for 2019",
            "SELECT date_trunc('month', ordered_at), count(DISTINCT customer_id) FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "average order_total by location_name in 2019",
            "SELECT l.location_name, avg(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        ("how many customers are there", "SELECT count(*) FROM customers"),
        ("how many customer_id values are in orders", "SELECT count(DISTINCT customer_id) FROM orders"),
        (
            "largest order_total in 2019",
            "SELECT max(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_guards(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
