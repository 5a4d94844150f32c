"""The offline analyst on question kinds found failing on blind set 9 (round 10).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

# ---- what cannot be answered without asking back: pointers with nothing to point at ----------------------


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("how many orders did we get that week", []),
        ("what were sales like back then", []),
        ("which one sold the most", []),
        ("how about stores", []),
        ("ok split it up", ["revenue in 2018"]),
        ("and break that down please", ["orders in 2020"]),
        ("and the other store?", ["orders at chicago in 2019"]),
    ],
)
def test_pointers_with_nothing_named_are_asked_back(
    planner: Planner, question: str, context: list[str]
) -> None:
    assert isinstance(planner.plan(question, context=context), AskPlan)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        (
            "2019 revenue per store, counting only the stores that had orders that year",
            "SELECT SUM(i.product_price) / COUNT(DISTINCT o.location_id) FROM order_items i"
            " JOIN orders o USING (order_id) WHERE YEAR(i.ordered_at) = 2019",
            [],
        ),
        (
            "break it down by store",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1",
            ["orders in 2019"],
        ),
        (
            "which one of the stores had the most orders in 2019",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
            [],
        ),
    ],
)
def test_pointers_that_are_named_are_answered(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


# ---- shorthand and jargon: "$15-plus", "80k", "sat or sun", "fy2019", "spring 19", "rang up" ---------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "largest order we rang up in 2019, incl tax",
            "SELECT MAX(order_total) FROM orders WHERE YEAR(ordered_at) = 2019",
        ),
        (
            "ballpark: how many distinct ppl ordered in 2019",
            "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE YEAR(ordered_at) = 2019",
        ),
        ("total tax remitted in fy2019", "SELECT SUM(tax_paid) FROM orders WHERE YEAR(ordered_at) = 2019"),
        ("tax paid in fy 18", "SELECT SUM(tax_paid) FROM orders WHERE YEAR(ordered_at) = 2018"),
        (
            "average order total across the whole chain in 2019",
            "SELECT AVG(order_total) FROM orders WHERE YEAR(ordered_at) = 2019",
        ),
        (
            "number of $15-plus orders in 2019",
            "SELECT COUNT(*) FROM orders WHERE order_total >= 15 AND YEAR(ordered_at) = 2019",
        ),
        (
            "count orders over $0.05k in 2018",
            "SELECT COUNT(*) FROM orders WHERE order_total > 50 AND YEAR(ordered_at) = 2018",
        ),
        (
            "revenue on a sat or sun in 2019",
            "SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2019"
            " AND dayofweek(ordered_at) IN (0, 6)",
        ),
        (
            "orders spring 19 vs spring 20",
            "SELECT COUNT(*) FROM orders WHERE month(ordered_at) IN (3, 4, 5)"
            " AND YEAR(ordered_at) IN (2019, 2020) GROUP BY YEAR(ordered_at)",
        ),
    ],
)
def test_shorthand_and_jargon(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        (
            "what about the weekdays",
            "SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2020"
            " AND month(ordered_at) = 3 AND dayofweek(ordered_at) BETWEEN 1 AND 5",
            ["revenue in march 2020", "only weekends"],
        ),
        (
            "and the one-timers?",
            "SELECT COUNT(*) FROM customers WHERE customer_type = 'new'",
            ["how many returning customers are there"],
        ),
    ],
)
def test_shorthand_in_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


# ---- superlatives whose members are implied: "best seller", "which jaffle ... gross profit", "newest" ------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "top seller by units in 2019?",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE YEAR(i.ordered_at) = 2019 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "which drink brought us the least gross profit in 2018",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'beverage' AND YEAR(i.ordered_at) = 2018 GROUP BY 1"
            " ORDER BY SUM(i.product_price - i.supply_cost) ASC LIMIT 1",
        ),
        (
            "which jaffle had the highest gross profit in 2020",
            "SELECT p.product_name FROM order_items i JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle' AND YEAR(i.ordered_at) = 2020 GROUP BY 1"
            " ORDER BY SUM(i.product_price - i.supply_cost) DESC LIMIT 1",
        ),
        ("which shop is the oldest one", "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1"),
        (
            "when did brooklyn open its doors",
            "SELECT opened_at FROM locations WHERE location_name = 'Brooklyn'",
        ),
        (
            "who is the most loyal cust we have?",
            "SELECT customer_name FROM customers ORDER BY count_lifetime_orders DESC LIMIT 1",
        ),
        (
            "the fewest items in one order in 2019",
            "SELECT MIN(n) FROM (SELECT COUNT(*) n FROM order_items WHERE YEAR(ordered_at) = 2019"
            " GROUP BY order_id)",
        ),
        (
            "sort the weekdays by 2020 revenue, highest first",
            "SELECT dayname(ordered_at), SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2020"
            " GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "how many jaffles went out the door in march 2019",
            "SELECT COUNT(*) FROM order_items WHERE is_food_item AND YEAR(ordered_at) = 2019"
            " AND month(ordered_at) = 3",
        ),
        (
            "q1 -> q2 2019 revenue growth in percent",
            "SELECT (SUM(product_price) FILTER (WHERE quarter(ordered_at) = 2)"
            " - SUM(product_price) FILTER (WHERE quarter(ordered_at) = 1)) * 100"
            " / SUM(product_price) FILTER (WHERE quarter(ordered_at) = 1)"
            " FROM order_items WHERE YEAR(ordered_at) = 2019",
        ),
    ],
)
def test_superlatives_with_implied_members(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- periods (or members) picked by a figure of their own: counted, first / last, listed -------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many days in 2019 had fewer than 40 orders",
            "SELECT COUNT(*) FROM (SELECT CAST(ordered_at AS DATE) FROM orders WHERE YEAR(ordered_at) = 2019"
            " GROUP BY 1 HAVING COUNT(*) < 40)",
        ),
        (
            "number of weeks where revenue topped $5k",
            "SELECT COUNT(*) FROM (SELECT date_trunc('week', ordered_at) FROM order_items GROUP BY 1"
            " HAVING SUM(product_price) > 5000)",
        ),
        (
            "the first month with more than 4000 orders",
            "SELECT MIN(m) FROM (SELECT date_trunc('month', ordered_at)::DATE m FROM orders GROUP BY 1"
            " HAVING COUNT(*) > 4000)",
        ),
        (
            "when did we last have a day with under 10 orders",
            "SELECT MAX(d) FROM (SELECT ordered_at::DATE d FROM orders GROUP BY 1 HAVING COUNT(*) < 10)",
        ),
        (
            "which months in 2018 had revenue above 20000",
            "SELECT date_trunc('month', ordered_at), SUM(product_price) FROM order_items"
            " WHERE YEAR(ordered_at) = 2018 GROUP BY 1 HAVING SUM(product_price) > 20000",
        ),
        (
            "how many customers ordered more than twice in 2019",
            "SELECT COUNT(*) FROM (SELECT customer_id FROM orders WHERE YEAR(ordered_at) = 2019 GROUP BY 1"
            " HAVING COUNT(*) > 2)",
        ),
        (
            "how many stores had more than 2000 orders in 2018",
            "SELECT COUNT(*) FROM (SELECT location_id FROM orders WHERE YEAR(ordered_at) = 2018 GROUP BY 1"
            " HAVING COUNT(*) > 2000)",
        ),
    ],
)
def test_periods_picked_by_their_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_members_without_a_period_keep_their_lifetime_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "how many customers have more than 4 orders",
        "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders > 4",
    )


# ---- a share of the total said after the figure ("X as a share of the total", "what % of total is that") ---


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        (
            "drink revenue in 2019 as a share of the total",
            "SELECT SUM(product_price) FILTER (WHERE is_drink_item) / SUM(product_price) FROM order_items"
            " WHERE YEAR(ordered_at) = 2019",
            [],
        ),
        (
            "drinks as a percentage of revenue in 2018",
            "SELECT SUM(product_price) FILTER (WHERE is_drink_item) / SUM(product_price) FROM order_items"
            " WHERE YEAR(ordered_at) = 2018",
            [],
        ),
        (
            "and what share of the total is that?",
            "SELECT SUM(product_price) FILTER (WHERE is_drink_item) / SUM(product_price) FROM order_items"
            " WHERE YEAR(ordered_at) = 2020",
            ["drink revenue in 2020"],
        ),
        (
            "as percentages of the total",
            "SELECT l.location_name, COUNT(*) / SUM(COUNT(*)) OVER () FROM orders o JOIN locations l"
            " USING (location_id) WHERE YEAR(o.ordered_at) = 2019 GROUP BY 1",
            ["orders by store in 2019"],
        ),
        (
            "cost of goods as a share of revenue in 2019",
            "SELECT SUM(supply_cost) / SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2019",
            [],
        ),
    ],
)
def test_shares_of_the_total_said_after(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


# ---- differences said with "minus"; a growth "in percent"; "and <period> - growth?" ------------------------


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        (
            "chicago orders minus brooklyn orders in 2019",
            "SELECT COUNT(*) FILTER (WHERE l.location_name = 'Chicago')"
            " - COUNT(*) FILTER (WHERE l.location_name = 'Brooklyn')"
            " FROM orders o JOIN locations l USING (location_id) WHERE YEAR(o.ordered_at) = 2019",
            [],
        ),
        (
            "march 2019 revenue minus february 2019 revenue, in $",
            "SELECT SUM(product_price) FILTER (WHERE month(ordered_at) = 3)"
            " - SUM(product_price) FILTER (WHERE month(ordered_at) = 2)"
            " FROM order_items WHERE YEAR(ordered_at) = 2019",
            [],
        ),
        (
            "brooklyn order growth from 2018 to 2019 in percent",
            "SELECT (COUNT(*) FILTER (WHERE YEAR(o.ordered_at) = 2019) - COUNT(*) FILTER"
            " (WHERE YEAR(o.ordered_at) = 2018)) * 100.0 / COUNT(*) FILTER (WHERE YEAR(o.ordered_at) = 2018)"
            " FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn'",
            [],
        ),
        (
            "and 2019, growth in percent?",
            "SELECT (COUNT(*) FILTER (WHERE YEAR(ordered_at) = 2019) - COUNT(*) FILTER"
            " (WHERE YEAR(ordered_at) = 2018)) * 100.0 / COUNT(*) FILTER (WHERE YEAR(ordered_at) = 2018)"
            " FROM orders",
            ["orders in 2018"],
        ),
    ],
)
def test_differences_and_growth_in_percent(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


# ---- counts and averages said loosely: "N or more", "on average how many", "per cup", "in supplies" --------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "customers with 6 or more orders",
            "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders >= 6",
        ),
        (
            "customers with 2 or fewer orders",
            "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders <= 2",
        ),
        (
            "2019 revenue, first half vs second half",
            "SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2019"
            " GROUP BY month(ordered_at) <= 6",
        ),
        (
            "on average, how many drinks per order in 2018",
            "SELECT (SELECT COUNT(*) FROM order_items WHERE is_drink_item AND YEAR(ordered_at) = 2018)"
            " / (SELECT COUNT(*) FROM orders WHERE YEAR(ordered_at) = 2018)",
        ),
        (
            "avg revenue per jaffle sold in 2019",
            "SELECT AVG(product_price) FROM order_items WHERE is_food_item AND YEAR(ordered_at) = 2019",
        ),
        (
            "how many orders in 2019 cost us over $6 in supplies",
            "SELECT COUNT(*) FROM orders WHERE order_cost > 6 AND YEAR(ordered_at) = 2019",
        ),
        (
            "margin per glass on a for richer or pourover",
            "SELECT MAX(p.product_price) - SUM(s.supply_cost) FROM products p"
            " JOIN supplies s USING (product_id) WHERE p.product_name = 'for richer or pourover'",
        ),
    ],
)
def test_counts_and_averages_said_loosely(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- "which store sold the most drinks": one store, ranked by a count; an average "across every customer" --


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "which store sold the most jaffles in 2019",
            "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) WHERE i.is_food_item AND YEAR(i.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "which shop sold the fewest drinks in 2018",
            "SELECT l.location_name FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) WHERE i.is_drink_item AND YEAR(i.ordered_at) = 2018 GROUP BY 1"
            " ORDER BY COUNT(*) ASC LIMIT 1",
        ),
        ("mean lifetime spend across all our customers", "SELECT AVG(lifetime_spend) FROM customers"),
        ("median order total across all the orders", "SELECT MEDIAN(order_total) FROM orders"),
    ],
)
def test_one_member_ranked_by_a_count_and_averages_across_all(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how much is a doctor stew?",
            "SELECT product_price FROM products WHERE product_name = 'doctor stew'",
        ),
        ("so how much is the mel-bun", "SELECT product_price FROM products WHERE product_name = 'mel-bun'"),
        (
            "how much is revenue in 2019",
            "SELECT SUM(product_price) FROM order_items WHERE YEAR(ordered_at) = 2019",
        ),
    ],
)
def test_how_much_is_an_item_is_its_price(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "first day brooklyn had any orders",
            "SELECT MIN(o.ordered_at)::DATE FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn'",
        ),
        (
            "the last date philly got an order",
            "SELECT MAX(o.ordered_at)::DATE FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia'",
        ),
    ],
)
def test_first_day_a_member_had_orders(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
