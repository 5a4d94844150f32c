"""The offline analyst on readings added in round r28d (a management consultant's words):

- the network total is the total, a store's slice of it its share, "as a 0-to-1 share" a share, and
  "..., plus each store's share" adds the share column;
- a teaser question before the question proper ("Who's the volume leader? The store ...") goes; the laggard
  is the worst one; each active customer is each customer who ordered in the period;
- "annualised by multiplying the quarter by four" is the run-rate; "X multiplied by twelve" is X times 12;
- revenue that clears $N exceeds it; the whole portfolio is the whole business, the entire two-year history
  all the data; "do the same on order volume" repeats the last question for the orders; COGS is the supply
  cost; an average menu price per product type is each type's average;
- "the average revenue on each order" is per order; "how many distinct products did the average order
  contain" is the average per order; a new workstream starts fresh; an attach rate is a share, and an order
  that also carried a drink also had one; spend that sits with the top customers comes from them;
- market share, peers, benchmarks, labour productivity, value-creation levers and a slide are asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from tests.planner_checks import check

_STORE_REV = (
    "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019 GROUP BY 1"
)
_STORE_SHARE = (
    "SELECT l.location_name, sum(i.product_price) / sum(sum(i.product_price)) OVER () FROM order_items i"
    " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
    " WHERE year(i.ordered_at) = 2019 GROUP BY 1"
)
_STORE_ORDERS = (
    "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) {order} LIMIT 1"
)
_MARGIN = "SELECT (sum(product_price) - sum(supply_cost)) / sum(product_price) FROM order_items"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Cutting by store: 2019 revenue per store, plus each store's share of the network total.",
            _STORE_SHARE,
        ),
        (
            "2019 revenue for each store and each store's slice of the total, as a 0-to-1 fraction",
            _STORE_SHARE,
        ),
        (
            "Who's the volume leader? The store with the most orders in 2019.",
            _STORE_ORDERS.format(order="DESC"),
        ),
        ("Which store was the laggard on 2019 orders?", _STORE_ORDERS.format(order="ASC")),
        (
            "Q2 2019 revenue annualised by multiplying the quarter by four",
            (
                "SELECT sum(product_price) * 4 FROM order_items WHERE ordered_at >= DATE '2019-04-01'"
                " AND ordered_at < DATE '2019-07-01'"
            ),
        ),
        (
            "November 2019 orders multiplied by twelve",
            (
                "SELECT count(*) * 12 FROM orders WHERE ordered_at >= DATE '2019-11-01'"
                " AND ordered_at < DATE '2019-12-01'"
            ),
        ),
        (
            "How many months in 2019 did revenue clear $60,000?",
            (
                "SELECT count(*) FROM (SELECT date_trunc('month', ordered_at) m FROM order_items"
                " WHERE year(ordered_at) = 2019 GROUP BY m HAVING sum(product_price) > 60000) t"
            ),
        ),
        ("Gross margin for the whole portfolio across our entire two-year history", _MARGIN),
        (
            "In 2019, how much did each active customer spend on average, tax included?",
            (
                "SELECT sum(order_total) / count(DISTINCT customer_id) FROM orders"
                " WHERE year(ordered_at) = 2019"
            ),
        ),
        (
            "COGS as a share of revenue for each product type in 2019, based on the items sold",
            (
                "SELECT p.product_type, sum(i.supply_cost) / sum(i.product_price) FROM order_items i"
                " JOIN products p"
                " ON p.product_id = i.product_id WHERE year(i.ordered_at) = 2019 GROUP BY 1"
            ),
        ),
        (
            "Price architecture: mean list price per product type, one row per type",
            ("SELECT product_type, avg(product_price) FROM products GROUP BY 1"),
        ),
        (
            "Which store had the best average revenue on each order in 2019?",
            (
                "SELECT l.location_name FROM order_items i JOIN orders o ON o.order_id = i.order_id"
                " JOIN locations l"
                " ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019 GROUP BY 1"
                " ORDER BY sum(i.product_price) / count(DISTINCT i.order_id) DESC LIMIT 1"
            ),
        ),
        (
            "How many distinct products does the average 2019 order contain?",
            (
                "SELECT avg(n) FROM (SELECT order_id, count(DISTINCT product_id) n FROM order_items"
                " WHERE year(ordered_at) = 2019 GROUP BY order_id) t"
            ),
        ),
        (
            "2019 attach rate: of orders with a jaffle in them, what share also came with a drink?",
            (
                "SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders"
                " WHERE year(ordered_at) = 2019 AND is_food_order"
            ),
        ),
        (
            "What share of 2019 revenue sits with our top 3 products?",
            (
                "SELECT sum(r) / (SELECT sum(product_price) FROM order_items"
                " WHERE year(ordered_at) = 2019) FROM"
                " (SELECT product_id, sum(product_price) r FROM order_items WHERE year(ordered_at) = 2019"
                " GROUP BY 1 ORDER BY r DESC LIMIT 3) t"
            ),
        ),
    ],
)
def test_consultant_words(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_do_the_same_on_another_measure(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Repeat that on order volume.",
        "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
        " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        context=["2019 revenue by store"],
    )


def test_a_new_workstream_parks_the_split(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "New workstream, park the store split: total 2019 revenue",
        "SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        context=["2018 orders by month", "Break it down by store as well."],
    )


@pytest.mark.parametrize(
    "question",
    [
        "How does our market share in Brooklyn look?",
        "Benchmark our 2019 revenue against competitors.",
        "How do we stack up against the peer group?",
        "What is labour productivity at each store?",
        "Which value-creation levers should we pull?",
        "Draft the executive summary slide for me.",
    ],
)
def test_beyond_the_data_is_asked_back(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan) or (isinstance(plan, UnknownPlan) and plan.choices), plan


@pytest.mark.parametrize(
    "question",
    [
        "2019 revenue by store for my slide",
        "total lifetime spend of all customers",
        "What share of 2019 orders had a drink?",
    ],
)
def test_figures_for_a_slide_are_answered(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), SqlPlan)
