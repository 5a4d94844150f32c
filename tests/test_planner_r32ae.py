"""The offline analyst on readings added in round r32ae (an analytics engineer's questions, said the way a dbt
modeller writes them):

- the week's start said as a sentence of its own ("the week grain starts on Monday", "weeks start monday",
  "week starts on mondays") is how the planner's weeks start anyway: it was a filter on Mondays;
- a period's own days said as "only March's days go in the buckets" ("only the month's days count") are all
  a period ever counts;
- "which store had max revenue", "the month with the min order count": the member with the most (fewest),
  not each member's largest (smallest) single value (a count's "max" was MAX(1));
- "desc on revenue", "sorted ascending on order count": every row sorted by that figure (it was the top
  one);
- "ending on the max date in the data", "up to the latest date in the dataset" after a trailing window: the
  window ends there anyway (the "max" was an aggregate);
- a dbt model's name ("dim_customers", "fct_orders", "stg_products") is the table it models: the word before
  the underscore was not understood;
- a running total said "not a ytd reset", "no yearly reset", "without resetting each year" runs from the
  first date (the "ytd" made it restart each year);
- "how many distinct (customer_id, location_id) pairs exist in orders", "count of unique order_id and
  product_id combinations in order_items": the distinct pairs of two columns of one table (a heading before
  " - " is left out, as one before a colon);
- "which ordered_at date", "what order date" is which day (it was asked back: across which breakdown?).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_O19 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_WEEKS = (
    "SELECT date_trunc('week', ordered_at) AS w, {m} FROM {t}"
    " WHERE ordered_at >= '{a}' AND ordered_at < '{b}' GROUP BY 1 ORDER BY 1"
)
_STORE_REV = (
    "SELECT l.location_name, sum(i.product_price) AS r FROM order_items i JOIN orders o USING (order_id)"
    " JOIN locations l ON l.location_id = o.location_id WHERE {y} GROUP BY 1"
)
_RUNNING_19 = (
    "SELECT month, run FROM (SELECT month, sum(v) OVER (ORDER BY month) AS run FROM (SELECT"
    " date_trunc('month', ordered_at) AS month, {m} AS v FROM {t} GROUP BY 1)) WHERE month >= '2019-01-01'"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # the week's start said as a sentence
        (
            "weekly orders in march 2019. the week grain starts on monday",
            _WEEKS.format(m="count(*)", t="orders", a="2019-03-01", b="2019-04-01"),
            False,
        ),
        (
            "revenue per week for june 2019; weeks start monday",
            _WEEKS.format(m="sum(product_price)", t="order_items", a="2019-06-01", b="2019-07-01"),
            False,
        ),
        (
            "order count by week in feb 2019, week starts on mondays",
            _WEEKS.format(m="count(*)", t="orders", a="2019-02-01", b="2019-03-01"),
            False,
        ),
        # a period's own days
        (
            "weekly order count for march 2019, only march's days go in the buckets",
            _WEEKS.format(m="count(*)", t="orders", a="2019-03-01", b="2019-04-01"),
            False,
        ),
        (
            "revenue by week in may 2019 - week grain starts monday and only may's days count",
            _WEEKS.format(m="sum(product_price)", t="order_items", a="2019-05-01", b="2019-06-01"),
            False,
        ),
        # "which ... had max"
        ("which store had max revenue in 2019", _STORE_REV.format(y=_O19) + " ORDER BY r DESC LIMIT 1", True),
        (
            "which location has the min revenue for 2019?",
            _STORE_REV.format(y=_O19) + " ORDER BY r LIMIT 1",
            True,
        ),
        (
            "which month of 2019 had the max order count",
            f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
            True,
        ),
        (
            "which ordered_at day saw max order_count in 2018? just the date",
            "SELECT CAST(ordered_at AS DATE) FROM orders WHERE ordered_at < '2019-01-01' GROUP BY 1"
            " ORDER BY count(*) DESC, 1 LIMIT 1",
            True,
        ),
        # "desc on ..."
        (
            "revenue per store for 2019, desc on revenue",
            _STORE_REV.format(y=_O19) + " ORDER BY r DESC",
            True,
        ),
        (
            "product_name + revenue, sorted descending on revenue",
            "SELECT p.product_name, sum(i.product_price) AS r FROM order_items i JOIN products p"
            " ON p.product_id = i.product_id GROUP BY 1 ORDER BY r DESC",
            True,
        ),
        (
            "order count by store in 2019, asc on order count",
            "SELECT l.location_name, count(*) AS n FROM orders o JOIN locations l"
            f" ON l.location_id = o.location_id WHERE {_O19} GROUP BY 1 ORDER BY n",
            True,
        ),
        # a trailing window ending on the data's last date
        (
            "orders in a trailing 14d window ending on the max date in the data",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-12-18' AND ordered_at < '2020-01-01'",
            False,
        ),
        (
            "revenue for the trailing 7 days up to the latest date in the dataset",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-12-25'"
            " AND ordered_at < '2020-01-01'",
            False,
        ),
        (
            "order_total over the trailing 30 days, ending at the max ordered_at",
            "SELECT sum(order_total) FROM orders WHERE ordered_at >= '2019-12-02'"
            " AND ordered_at < '2020-01-01'",
            False,
        ),
        # a dbt model's name
        (
            "fct_orders: order count by year",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1",
            False,
        ),
        (
            "from dim_products, how many products per product_type",
            "SELECT product_type, count(*) FROM products GROUP BY 1",
            False,
        ),
        (
            "count the rows of stg_customers by customer_type",
            "SELECT customer_type, count(*) FROM customers GROUP BY 1",
            False,
        ),
        # a running total that does not reset
        (
            "running order count by month in 2019 - all-time, not a ytd reset",
            _RUNNING_19.format(m="count(*)", t="orders"),
            False,
        ),
        (
            "cumulative revenue per month in 2019, no yearly reset",
            _RUNNING_19.format(m="sum(product_price)", t="order_items"),
            False,
        ),
        (
            "running total of order_total by month in 2019 (without resetting each year)",
            _RUNNING_19.format(m="sum(order_total)", t="orders"),
            False,
        ),
        # distinct pairs of two columns
        (
            "key check - how many distinct (customer_id, location_id) pairs are there in orders?",
            "SELECT count(*) FROM (SELECT DISTINCT customer_id, location_id FROM orders)",
            False,
        ),
        (
            "count of unique order_id and product_id combinations in order_items for 2019",
            f"SELECT count(*) FROM (SELECT DISTINCT order_id, product_id FROM order_items WHERE {_Y19})",
            False,
        ),
        (
            "number of distinct product_id, supply_id pairs in supplies",
            "SELECT count(*) FROM (SELECT DISTINCT product_id, supply_id FROM supplies)",
            False,
        ),
        # "which order date"
        (
            "which ordered_at date saw the most orders in 2019",
            f"SELECT CAST(ordered_at AS DATE) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY count(*) DESC, 1 LIMIT 1",
            True,
        ),
        (
            "what order date had the lowest revenue in 2018?",
            "SELECT CAST(ordered_at AS DATE) FROM order_items WHERE ordered_at < '2019-01-01' GROUP BY 1"
            " ORDER BY sum(product_price), 1 LIMIT 1",
            True,
        ),
    ],
)
def test_reads(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)
