"""The offline analyst on question kinds found failing on blind set 8 (round 9).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

# ---- words that only dress a plain question up ("do we run", "btw", "did we serve") ----------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("how many locations does the company operate", "SELECT COUNT(*) FROM locations"),
        ("number of shops we run", "SELECT COUNT(*) FROM locations"),
        (
            "fyi what was revenue in 2018",
            "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        (
            "distinct customers each store served in 2018",
            "SELECT l.location_name, COUNT(DISTINCT o.customer_id) FROM orders o JOIN locations l"
            " ON o.location_id = l.location_id WHERE year(o.ordered_at) = 2018 GROUP BY 1",
        ),
    ],
)
def test_dressing_words_are_left_out(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- counts said in words or with a plus ("three orders", "5+ times", "a single item") -------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "customers having exactly three orders",
            "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders = 3",
        ),
        (
            "how many customers with four orders",
            "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders = 4",
        ),
        (
            "number of customers who bought 5+ times",
            "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders >= 5",
        ),
        (
            "customers that visited 3 or more times",
            "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders >= 3",
        ),
        (
            "orders in 2018 that contained only a single item",
            "SELECT COUNT(*) FROM (SELECT o.order_id FROM orders o JOIN order_items i"
            " ON i.order_id = o.order_id WHERE year(o.ordered_at) = 2018 GROUP BY 1 HAVING COUNT(*) = 1)",
        ),
        (
            "count orders with just 2 items",
            "SELECT COUNT(*) FROM (SELECT order_id FROM order_items GROUP BY 1 HAVING COUNT(*) = 2)",
        ),
    ],
)
def test_counts_in_words_plus_and_single(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- money with a thousands separator; spend "over their lifetime" ---------------------------------------


def test_thousands_separator_is_one_number(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many customers have a lifetime spend above $1,000",
        "SELECT COUNT(*) FROM customers WHERE lifetime_spend > 1000",
    )


def test_spent_over_their_lifetime_is_lifetime_spend(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "how many of our customers spent under $50 across their entire lifetime",
        "SELECT COUNT(*) FROM customers WHERE lifetime_spend < 50",
    )


# ---- customers won ("picked up", "signed up") and lost ("never came back") -------------------------------


def test_customers_picked_up_are_first_orders(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "customers we signed up in 2018",
        "SELECT COUNT(*) FROM customers WHERE year(first_ordered_at) = 2018",
    )


def test_never_came_back_are_one_time_customers(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "count the shoppers who never returned after their initial purchase",
        "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders = 1",
    )


# ---- "when" asks for the moment; "across all years" is one total --------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("when was our earliest order", "SELECT MIN(ordered_at) FROM orders"),
        (
            "when did the latest order of 2018 happen",
            "SELECT MAX(ordered_at) FROM orders WHERE year(ordered_at) = 2018",
        ),
    ],
)
def test_when_gives_the_moment(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_the_date_of_stays_a_date(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(planner, con, "date of the latest order", "SELECT CAST(MAX(ordered_at) AS DATE) FROM orders")


def test_across_all_years_is_one_total(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(planner, con, "orders over all the years", "SELECT COUNT(*) FROM orders")


# ---- "more than once"; "haven't ordered since <year>"; "another q:" starts afresh -------------------------


def test_more_than_twice_is_lifetime_orders(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "number of customers that bought more than twice",
        "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders > 2",
    )


def test_not_ordered_since_a_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many customers have not bought anything since 2019",
        "SELECT COUNT(*) FROM customers WHERE last_ordered_at < '2020-01-01'",
    )


def test_a_new_q_leans_on_nothing(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "new q: how many products do we sell",
        "SELECT COUNT(*) FROM products",
        context=["revenue by store in 2019"],
    )


# ---- "how many more X in <month> than <month>", "how much more X did <year> make than <year>" -------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many more orders in march 2019 than feb 2019",
            "SELECT COUNT(*) FILTER (WHERE month(ordered_at) = 3)"
            " - COUNT(*) FILTER (WHERE month(ordered_at) = 2) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "how much more food revenue did 2019 generate than 2018",
            "SELECT SUM(product_price) FILTER (WHERE year(ordered_at) = 2019)"
            " - SUM(product_price) FILTER (WHERE year(ordered_at) = 2018)"
            " FROM order_items WHERE is_food_item",
        ),
    ],
)
def test_how_many_more_between_two_periods(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- a weekday typed one edit off ---------------------------------------------------------------------


def test_weekday_typo_is_read_as_the_day(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "avg revenue on a tuseday in 2019",
        "SELECT SUM(product_price) / COUNT(DISTINCT CAST(ordered_at AS DATE)) FROM order_items"
        " WHERE year(ordered_at) = 2019 AND dayofweek(ordered_at) = 2",
    )


# ---- "the difference in X between A and B": the later minus the earlier; a year said once for two -------


@pytest.mark.parametrize(
    "question",
    [
        "the difference in orders between feb and march 2019",
        "order difference between march 2019 and feb 2019",
        "march 2019 vs feb 2019 orders, the difference",
    ],
)
def test_difference_between_two_periods(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str
) -> None:
    check(
        planner,
        con,
        question,
        "SELECT COUNT(*) FILTER (WHERE month(ordered_at) = 3)"
        " - COUNT(*) FILTER (WHERE month(ordered_at) = 2) FROM orders WHERE year(ordered_at) = 2019",
    )


# ---- "went out" is sold; "wek" is a week ------------------------------------------------------------------


def test_went_out_is_sold(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many items went out in march 2019",
        "SELECT COUNT(*) FROM order_items WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'",
    )


def test_wek_is_a_week(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders by day of the wek in 2018",
        "SELECT dayname(ordered_at), COUNT(*) FROM orders WHERE year(ordered_at) = 2018 GROUP BY 1",
    )


# ---- "tax excl" after the figure: the figure without tax---------------------------------------------------


def test_tax_excl_after_the_figure(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "average customer lifetime spend, tax excl",
        "SELECT AVG(lifetime_spend_pretax) FROM customers",
    )


# ---- "repeat vs one-time customers" names both kinds; "per weekend day" is per day on weekends -------------


def test_two_kinds_of_customer_share_the_noun(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "mean lifetime orders for one-time versus repeat customers",
        "SELECT customer_type, AVG(count_lifetime_orders) FROM customers GROUP BY 1",
    )


def test_per_weekend_day(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "average orders per weekend day in 2019",
        "SELECT COUNT(*) / 104.0 FROM orders"
        " WHERE year(ordered_at) = 2019 AND dayofweek(ordered_at) IN (0, 6)",
    )


def test_a_measure_defined_in_brackets_is_kept(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "gross margin for 2018 (revenue minus supply cost)",
        "SELECT SUM(product_price - supply_cost) FROM order_items WHERE year(ordered_at) = 2018",
    )
