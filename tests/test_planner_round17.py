"""The offline analyst on readings added in round 17 (mine, without reading blind set 16): members ranked by
their growth over a year, a share over one member's figure ("what share of Brooklyn's revenue comes from
drinks"), "price point".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.growthrank import read_growth_rank
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from tests.planner_checks import check

_STORE_GROWTH = (
    "WITH y AS (SELECT l.location_name AS s, SUM(oi.product_price) FILTER (WHERE year(oi.ordered_at) = 2019)"
    " AS a, SUM(oi.product_price) FILTER (WHERE year(oi.ordered_at) = 2018) AS b FROM order_items oi"
    " JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id GROUP BY 1)"
    " SELECT s FROM y WHERE b IS NOT NULL ORDER BY (a - b) / b {order} LIMIT {n}"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Which store grew the most in 2019?", _STORE_GROWTH.format(order="DESC", n=1)),
        ("which location had the biggest revenue growth in 2019", _STORE_GROWTH.format(order="DESC", n=1)),
        ("the slowest-growing store in 2019", _STORE_GROWTH.format(order="ASC", n=1)),
        (
            "which shop grew its revenue the most from 2018 to 2019, in percentage terms",
            _STORE_GROWTH.format(order="DESC", n=1),
        ),
        ("top 2 stores by revenue growth in 2019", _STORE_GROWTH.format(order="DESC", n=2)),
        (  # the data's last whole year when none is said
            "what's our fastest growing shop",
            _STORE_GROWTH.format(order="DESC", n=1),
        ),
        (
            "which jaffle grew the most in 2019",
            "WITH y AS (SELECT p.product_name AS s, COUNT(*) FILTER (WHERE year(oi.ordered_at) = 2019) AS a,"
            " COUNT(*) FILTER (WHERE year(oi.ordered_at) = 2018) AS b FROM order_items oi JOIN products p"
            " USING (product_id) WHERE p.product_type = 'jaffle' GROUP BY 1)"
            " SELECT s FROM y ORDER BY (a - b) / b DESC LIMIT 1",
        ),
        # a share over one member's own figure: the member limits both parts
        (
            "what share of Chicago's revenue comes from drinks?",
            "SELECT SUM(oi.product_price) FILTER (WHERE oi.is_drink_item) / SUM(oi.product_price)"
            " FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago'",
        ),
        (
            "what fraction of revenue at Philadelphia in 2019 came from jaffles",
            "SELECT SUM(oi.product_price) FILTER (WHERE oi.is_food_item) / SUM(oi.product_price)"
            " FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Philadelphia' AND year(oi.ordered_at) = 2019",
        ),
        # ... and who has what is still a share of the whole
        (
            "what share of 2019 revenue came from Chicago",
            "SELECT SUM(oi.product_price) FILTER (WHERE l.location_name = 'Chicago') / SUM(oi.product_price)"
            " FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(oi.ordered_at) = 2019",
        ),
        (  # a store's loyal customers: its returning ones, counted
            "which store has the most loyal customers",
            "SELECT l.location_name FROM customers c JOIN orders o USING (customer_id) JOIN locations l"
            " ON l.location_id = o.location_id WHERE c.customer_type = 'returning'"
            " GROUP BY 1 ORDER BY COUNT(DISTINCT c.customer_id) DESC LIMIT 1",
        ),
        (
            "revenue split by food and drink for 2019",
            "SELECT p.product_type, SUM(oi.product_price) FROM order_items oi"
            " JOIN products p USING (product_id)"
            " WHERE year(oi.ordered_at) = 2019 GROUP BY 1",
        ),
        (  # a question passed on: who asks it is not part of it
            "Priya is asking: which weekday is busiest at Philadelphia?",
            "SELECT dayname(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        ("from Sam: orders in 2019", "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019"),
        (  # "new stores": the stores opened then, not their new customers
            "how many new stores did we open in 2019?",
            "SELECT COUNT(*) FROM locations WHERE year(opened_at) = 2019",
        ),
        (  # not in a period: all the members but those with rows then (was: those with rows then)
            "how many customers have not ordered in 2019?",
            "SELECT COUNT(*) FROM customers WHERE customer_id NOT IN"
            " (SELECT customer_id FROM orders WHERE year(ordered_at) = 2019)",
        ),
        (
            "number of customers that didn't place an order in Q4 2019",
            "SELECT COUNT(*) FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM orders"
            " WHERE ordered_at >= DATE '2019-10-01' AND ordered_at < DATE '2020-01-01')",
        ),
        # a price equal to a number
        ("how many menu items cost $6?", "SELECT COUNT(*) FROM products WHERE product_price = 6"),
        (
            "which jaffles are priced at $11",
            "SELECT product_name FROM products WHERE is_food_item AND product_price = 11",
        ),
        (
            "how many products have a price of 5 dollars",
            "SELECT COUNT(*) FROM products WHERE product_price = 5",
        ),
        (  # a member's own figure over a number, asked as "which": the members (was: one sum); what they
            # spent is what they paid, tax included, as for "how many customers spent over $600" (r31m)
            "which customers spent over $600 in total?",
            "SELECT customer_id, customer_name FROM customers WHERE lifetime_spend > 600",
        ),
        (
            "units sold at each price point in 2019",
            "SELECT product_price, COUNT(*) FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_round17_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "which store had the highest revenue in 2019",
        "revenue growth by store",
        "how fast did we grow in 2019",
    ],
)
def test_no_growth_ranking_without_one(question: str) -> None:
    assert read_growth_rank(question, 2019) is None


@pytest.mark.parametrize(
    "question",
    ["what's our customer retention", "customer churn for 2019", "revenue against target in 2019"],
)
def test_a_figure_the_data_lacks_is_not_left_out(planner: Planner, question: str) -> None:
    """ "customer retention" was answered with the count of customers ('retention' left out)."""
    plan = planner.plan(question)
    assert not isinstance(plan, SqlPlan), f"{question!r} -> {plan}"


def test_how_does_that_compare_keeps_both_periods(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "how does that compare with 2018?" after 2019's figure: both years (was 2018's alone)."""
    check(
        planner,
        con,
        "how does that stack up against 2018?",
        "SELECT year(ordered_at), COUNT(*) FROM orders WHERE year(ordered_at) IN (2018, 2019) GROUP BY 1",
        context=["how many orders did we take in 2019"],
    )
