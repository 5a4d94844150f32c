"""The offline analyst on round r29t: a menu item's cost, a named day said with its date, a group led in.

- what a menu item costs: "which item on the menu costs the most?" asks for the highest menu price (what the
  item costs a customer), not the supplies spent on it over all its sales; "costs the most to make" or "costs
  us the most" keep their readings;
- a holiday said with its date ("Black Friday on 29 November 2019: ...", "Christmas Eve, 24 December 2019")
  is that date; the lead-in was dropped, and every day counted;
- a group of members said first ("The stores with a 4% tax rate: their total orders in 2019?") is the group
  the rest of the question is about, as when said after it ("orders in 2019 of the stores with a 4% tax
  rate"); it was read as a count of stores for each order;
- "which customer has the most lifetime orders, and how many is it?" and "which store opened most recently?
  Give me the name and its opening date" keep their readings (the name and the count; the newest store).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_TOP_PRICE = "SELECT product_name, product_price FROM products ORDER BY product_price DESC LIMIT 1"
_LOW_PRICE = "SELECT product_name, product_price FROM products ORDER BY product_price ASC LIMIT 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Which item on the menu costs the most?", _TOP_PRICE),
        ("Which item on our menu costs the least?", _LOW_PRICE),
        ("Which menu item costs the most?", _TOP_PRICE),
        ("which product on the menu costs the most", _TOP_PRICE),
        (
            "Which drink on the menu costs the most?",
            "SELECT product_name, product_price FROM products WHERE is_drink_item ORDER BY product_price DESC"
            " LIMIT 1",
        ),
    ],
)
def test_what_a_menu_item_costs_is_its_price(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_costs_the_most_to_make_is_still_the_unit_cost(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "Which item on the menu costs the most to make?",
        "SELECT p.product_name FROM products p JOIN supplies s USING (product_id) GROUP BY 1"
        " ORDER BY sum(s.supply_cost) DESC LIMIT 1",
    )


def _store_on(day: str, desc: bool = True) -> str:
    return (
        "SELECT l.location_name, count(*) FROM orders o JOIN locations l USING (location_id)"
        f" WHERE o.ordered_at::date = DATE '{day}' GROUP BY 1 ORDER BY 2 {'DESC' if desc else 'ASC'} LIMIT 1"
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Black Friday on 29 November 2019: which store took the most orders?", _store_on("2019-11-29")),
        ("Black Friday, 29 November 2019: which store took the most orders?", _store_on("2019-11-29")),
        ("Christmas Eve on 24 December 2019: which store had the most orders?", _store_on("2019-12-24")),
        ("Which store took the most orders on Black Friday, 29 November 2019?", _store_on("2019-11-29")),
        (
            "Black Friday (29 November 2019): which store took the fewest orders?",
            _store_on("2019-11-29", False),
        ),
        (
            "Thanksgiving on 22 November 2018: how many orders?",
            "SELECT count(*) FROM orders WHERE ordered_at::date = DATE '2018-11-22'",
        ),
    ],
)
def test_a_holiday_said_with_its_date_is_that_day(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def _orders_of(cond: str, year: int) -> str:
    return (
        "SELECT l.location_name, count(*) FROM orders o JOIN locations l USING (location_id)"
        f" WHERE {cond} AND year(o.ordered_at) = {year} GROUP BY 1"
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("The stores with a 6% tax rate: their total orders in 2019?", _orders_of("l.tax_rate = 0.06", 2019)),
        ("The stores with a 4% tax rate: their total orders in 2019?", _orders_of("l.tax_rate = 0.04", 2019)),
        ("Stores with a 4% tax rate: total orders in 2018?", _orders_of("l.tax_rate = 0.04", 2018)),
        (
            "For the stores with a 4% tax rate, their orders in 2019?",
            _orders_of("l.tax_rate = 0.04", 2019),
        ),
    ],
)
def test_a_group_said_first_is_what_the_rest_is_about(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Which customer has the most lifetime orders, and how many is it?",
            "SELECT c.customer_name, count(*) FROM orders o JOIN customers c USING (customer_id)"
            " GROUP BY c.customer_id, 1 ORDER BY 2 DESC LIMIT 1",
        ),
        (
            "Which store opened most recently? Give me the name and its opening date",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "Which store opened first? Give me its name and opening date",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at ASC LIMIT 1",
        ),
    ],
)
def test_name_and_figure_of_the_top_one(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
