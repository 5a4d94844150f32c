"""The offline analyst on readings added in round r29a (a QA tester's edge-case checks over the tables'
own columns, said the plain way):

- a test label before the question ("Sanity probe: ...", "Overlap check: ...") and an expectation after it
  ("Expected answer is zero.", "I expect none.", "Should come out as 0.") say what the figure is for, not
  which figure: the question is read without them (they were words not understood);
- "... . Count?", "... . How many?", "... . Number of violations?" after a description of rows count them;
- "how many <table> rows have/whose <column> <compared to> <a number, a quoted value, another column or two
  columns added or taken apart>", joined by "and"/"but", and "flagged both / neither <flag> and/nor
  <flag>": the rows of that table where all of it holds ("nor" was read as New Orleans, "above $50"
  listed each order total); conditions on dates and timestamps ("between 2018-03-01 and 2018-03-31", the
  last day whole); a follow-up moving the bar ("same check, but for orders above $55");
- "the week that begins 30 December 2019" is its seven days; "the busiest lunch hour, the 12:00 hour" is
  that hour; "9pm or later (hour 21 and up)" says 9pm once;
- "ties settled by the smaller order_id first" is a second sort key; "Show order_id and order_total." after
  a ranking that says them is form only;
- "the largest tax paid on any one order, by store" is the maximum over the orders;
- a tester's requests outside the data ("kick off the integration tests", "compare with the production
  database", "is that what you'd expect?") are asked back;
- "how many calendar days of 2019 have no orders" (also "in the time spine") are the days without orders;
- stores "sorted by opened_at, ..., name and date" are in opening order;
- "the shortest gap in days between a customer's first_ordered_at and their last_ordered_at" spans two date
  columns; "the locations table, locations" is that table;
- "Range check on the order_items table: the latest ordered_at value?" and then "and the earliest one?";
  "the timestamp of the very first order at Chicago";
- "Products table: the total row count and the number of distinct product_type values";
- "the smallest and the largest number of order_items rows that any one order has", and then "how many
  orders are at that minimum, i.e. have exactly one item row?" (the plain condition after "i.e.").

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # column predicates counted
        (
            "How many orders have an order_total above $45?",
            "SELECT count(*) FROM orders WHERE order_total > 45",
        ),
        (
            "Number of orders with a tax_paid of exactly 1.00",
            "SELECT count(*) FROM orders WHERE tax_paid = 1",
        ),
        (
            "how many customers have count_lifetime_orders = 2 and a customer_type other than 'returning'?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 2 AND customer_type <> 'returning'",
        ),
        (
            "Count the customers whose lifetime_spend_pretax is greater than their lifetime_spend.",
            "SELECT count(*) FROM customers WHERE lifetime_spend_pretax > lifetime_spend",
        ),
        (
            "How many customers have a last_ordered_at equal to their first_ordered_at exactly?",
            "SELECT count(*) FROM customers WHERE last_ordered_at = first_ordered_at",
        ),
        (
            "How many orders have an order_cost above their net figure (order_total minus tax_paid)?",
            "SELECT count(*) FROM orders WHERE order_cost > order_total - tax_paid",
        ),
        (
            "how many orders whose order_cost is higher than order_total minus tax_paid",
            "SELECT count(*) FROM orders WHERE order_cost > order_total - tax_paid",
        ),
        (
            "How many orders are flagged neither is_drink_order nor is_food_order?",
            "SELECT count(*) FROM orders WHERE NOT is_drink_order AND NOT is_food_order",
        ),
        (
            "How many order_items rows are marked both is_drink_item and is_food_item?",
            "SELECT count(*) FROM order_items WHERE is_drink_item AND is_food_item",
        ),
        # a test label and an expectation around the question
        (
            "Overlap probe: how many supplies rows have a supply_cost below 0.05? I expect none.",
            "SELECT count(*) FROM supplies WHERE supply_cost < 0.05",
        ),
        (
            "Sanity test: how many orders came in at 11pm or later? Expected answer is zero.",
            "SELECT count(*) FROM orders WHERE hour(ordered_at) >= 23",
        ),
        (
            "Invariant check: customers whose lifetime_spend is below their lifetime_spend_pretax. Number of"
            " violations?",
            "SELECT count(*) FROM customers WHERE lifetime_spend < lifetime_spend_pretax",
        ),
        (
            "Orders flagged neither is_food_order nor is_drink_order. Count? Should be 0.",
            "SELECT count(*) FROM orders WHERE NOT is_food_order AND NOT is_drink_order",
        ),
    ],
)
def test_row_checks(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a week said by the day it begins or ends on, as a clause
        (
            "How many orders fall in the Monday-start week that begins 30 December 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= DATE '2019-12-30'"
            " AND ordered_at < DATE '2020-01-06'",
        ),
        (
            "Orders in the week that ends on 7 April 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= DATE '2019-04-01'"
            " AND ordered_at < DATE '2019-04-08'",
        ),
        # an hour named by its clock, or said twice
        (
            "How many 2019 orders came in during the busiest lunch hour, the 12:00 hour?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND hour(ordered_at) = 12",
        ),
        (
            "Count the 2018 orders at 9pm or later (hour 21 and up).",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018 AND hour(ordered_at) >= 21",
        ),
    ],
)
def test_weeks_and_hours(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a tie-break is a second sort key; a closing list of what the ranking already shows is form only
        (
            "The 4 biggest orders of 2019 by order_total, ties settled by the smaller order_id first.",
            "SELECT order_id, order_total FROM orders WHERE year(ordered_at) = 2019"
            " ORDER BY order_total DESC, order_id ASC LIMIT 4",
        ),
        (
            "Top 5 orders of 2018 by order_total. Show order_id and order_total.",
            "SELECT order_id, order_total FROM orders WHERE year(ordered_at) = 2018"
            " ORDER BY order_total DESC LIMIT 5",
        ),
    ],
)
def test_tie_breaks(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the largest figure on any single order: the maximum over the orders
        (
            "The largest tax paid on any one order, by store.",
            "SELECT l.location_name, max(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            " GROUP BY 1",
        ),
        (
            "For each store, the smallest order_total for any individual order in 2019",
            "SELECT l.location_name, min(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
    ],
)
def test_any_single_order(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        # a timestamp range on a column, its last day whole when said without a time
        (
            "Count the orders with ordered_at from 2019-06-01 00:00:00 up to and including"
            " 2019-06-30 23:59:59.",
            "SELECT count(*) FROM orders WHERE ordered_at >= TIMESTAMP '2019-06-01'"
            " AND ordered_at <= TIMESTAMP '2019-06-30 23:59:59'",
            [],
        ),
        (
            "How many customers have a first_ordered_at between 2018-03-01 and 2018-03-31?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= DATE '2018-03-01'"
            " AND first_ordered_at < DATE '2018-04-01'",
            [],
        ),
        (
            "How many customers have a first_ordered_at before 2018-02-01 and count_lifetime_orders"
            " above 10?",
            "SELECT count(*) FROM customers WHERE first_ordered_at < DATE '2018-02-01'"
            " AND count_lifetime_orders > 10",
            [],
        ),
        # the bar moved in a follow-up
        (
            "Same check, but for orders above $55.",
            "SELECT count(*) FROM orders WHERE order_total > 55",
            ["Threshold probe: how many orders have an order_total above $50?"],
        ),
        (
            "what about at least 3?",
            "SELECT count(*) FROM orders WHERE tax_paid >= 3",
            ["How many orders carry a tax_paid of at least 2.5?"],
        ),
    ],
)
def test_ranges_and_bars_moved(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("Kick off the integration tests against this data and list what breaks.", []),
        ("Compare these row counts with the production database.", []),
        ("Is that what you'd expect?", ["How many rows are in the locations table?"]),
    ],
)
def test_outside_the_data_asked_back(planner: Planner, question: str, context: list[str]) -> None:
    assert isinstance(planner.plan(question, context=context), AskPlan)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # days with no orders, said "have no orders", and of the time spine
        (
            "How many calendar days of 2019 have no orders?",
            "SELECT count(*) FROM metricflow_time_spine t WHERE year(t.date_day) = 2019"
            " AND NOT EXISTS (SELECT 1 FROM orders o WHERE CAST(o.ordered_at AS DATE) = t.date_day)",
        ),
        (
            "How many days of 2018 in the time spine have zero orders?",
            "SELECT count(*) FROM metricflow_time_spine t WHERE year(t.date_day) = 2018"
            " AND NOT EXISTS (SELECT 1 FROM orders o WHERE CAST(o.ordered_at AS DATE) = t.date_day)",
        ),
    ],
)
def test_empty_days(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_stores_sorted_by_opened_at(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Give me all six stores sorted by opened_at, newest first, name and date.",
        "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC",
        ordered=True,
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # days between two date columns of the same rows
        (
            "What is the shortest gap in days between a customer's first_ordered_at and their"
            " last_ordered_at?",
            "SELECT min(CAST(last_ordered_at AS DATE) - CAST(first_ordered_at AS DATE)) FROM customers",
        ),
        (
            "the average span between first_ordered_at and last_ordered_at per customer, in days",
            "SELECT avg(CAST(last_ordered_at AS DATE) - CAST(first_ordered_at AS DATE)) FROM customers",
        ),
        # a table named again by its full name
        (
            "Number of rows in the locations table, locations?",
            "SELECT count(*) FROM locations",
        ),
    ],
)
def test_column_spans(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        # a table named by the check's label; the other end asked after one
        (
            "Range check on the order_items table: what is the latest ordered_at value?",
            "SELECT max(ordered_at) FROM order_items",
            [],
        ),
        (
            "and the earliest one?",
            "SELECT min(ordered_at) FROM order_items",
            ["Range check on the order_items table: what is the latest ordered_at value?"],
        ),
        (
            "Timestamp of the very first order taken at the Chicago store?",
            "SELECT min(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago'",
            [],
        ),
    ],
)
def test_table_bounds(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)


def test_row_count_beside_a_distinct_count(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Products table: the total row count and the number of distinct product_type values,"
        " both on one row.",
        "SELECT count(*), count(DISTINCT product_type) FROM products",
    )


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        # rows per order, both ends; a pointing condition said plainly after "i.e."
        (
            "The smallest and the largest number of order_items rows that any one order has, on one row.",
            "SELECT min(n), max(n) FROM (SELECT order_id, count(*) AS n FROM order_items GROUP BY 1)",
            [],
        ),
        (
            "How many orders are at that minimum, i.e. have exactly one item row?",
            "SELECT count(*) FROM (SELECT order_id FROM order_items GROUP BY 1 HAVING count(*) = 1)",
            ["The smallest and the largest number of order_items rows that any one order has, on one row."],
        ),
    ],
)
def test_rows_per_order(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: list[str]
) -> None:
    check(planner, con, question, gold, context=context)
