"""The offline analyst on round r31s: a follow-up naming only a store, a year or a kind after a count bounded
by an amount ("... with an order total of at least $30 ...").

- "the number of orders with an order total of at least $30 in 2018" then "what about Philadelphia?": the
  earlier question was read as a "bought together" one ("orders with <X> at least ...": "at least" read as a
  ranking, "total of" as the companion), and the follow-up swapped Philadelphia in for "total of": products
  sold with Philadelphia, 0. A companion is swapped only when the earlier one names a companion.
- "number of orders with order total >= $30 in 2018": "order total" after "with" was not taken as the column
  the amount bounds (only "whose"/"where" were), so the answer came by each order total, alone and in its
  follow-ups. A money column named after "with" or "having" now bounds the amount (a plain noun such as
  "orders" in "customers with orders over $50" is still no column).
- "how much revenue did orders with an order total above $40 bring in 2019": the bound went to each item's
  price (none is above $40); a column named only in part ("total") is now found in the one joined table
  that has it (the orders' order total).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_ORDERS = "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE {where}"
_Y2018 = "o.ordered_at >= '2018-01-01' AND o.ordered_at < '2019-01-01'"
_Y2019 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"


@pytest.mark.parametrize(
    "follow_up",
    ["what about Philadelphia?", "and for Philadelphia?", "same for Philadelphia", "only Philadelphia"],
)
@pytest.mark.parametrize(
    "earlier",
    [
        "the number of orders with an order total of at least $30 in 2018",
        "number of orders with order total >= $30 in 2018",
        "count of orders having an order total of $30 or more in 2018",
    ],
)
def test_amount_bound_kept_at_a_store(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, follow_up: str
) -> None:
    where = f"l.location_name = 'Philadelphia' AND o.order_total >= 30 AND {_Y2018}"
    check(planner, con, follow_up, _ORDERS.format(where=where), context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "number of orders with order total >= $30 in 2018",
        "how many orders with order total of at least $30 in 2018",
        "count of orders having an order total of $30 or more in 2018",
    ],
)
def test_amount_bound_on_its_own(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    check(planner, con, question, _ORDERS.format(where=f"o.order_total >= 30 AND {_Y2018}"))


def test_at_most_kept_at_a_store(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    where = f"l.location_name = 'Chicago' AND o.order_total <= 10 AND {_Y2019}"
    earlier = "how many orders with a total of at most $10 in 2019"
    check(planner, con, "what about Chicago?", _ORDERS.format(where=where), context=[earlier])


def test_amount_bound_kept_in_another_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = _ORDERS.format(where=f"o.order_total > 40 AND {_Y2018}")
    check(planner, con, "and in 2018?", gold, context=["orders with order total above $40 in 2019"])
    gold = _ORDERS.format(where=f"o.order_total >= 30 AND {_Y2019}")
    earlier = "the number of orders with an order total of at least $30 in 2018"
    check(planner, con, "and for 2019?", gold, context=[earlier])


def test_products_with_a_price_bound_by_kind(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT count(*) FROM products WHERE product_type = 'jaffle' AND product_price >= 5"
    check(
        planner, con, "what about jaffles?", gold, context=["how many products have a price of at least $5"]
    )
    check(planner, con, "only jaffles", gold, context=["how many products with product price at least $5"])


def test_customers_with_a_spend_bound(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = "SELECT count(*) FROM customers WHERE lifetime_spend >= 500"
    check(planner, con, "how many customers with a lifetime spend of at least $500", gold)


def test_bought_together_follow_up_still_swaps(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    earlier = "which drink is most often bought with a flame impala"
    plain = planner.plan("which drink is most often bought with a krautback")
    got = planner.plan("and for the krautback?", context=[earlier])
    assert getattr(got, "sql", None) == getattr(plain, "sql", 1)


def test_revenue_of_orders_over_an_amount(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """The amount bounds the orders' total (a column of the orders), not each item's price."""
    gold = (
        "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id) "
        f"WHERE o.order_total > 40 AND {_Y2019}"
    )
    check(planner, con, "how much revenue did orders with an order total above $40 bring in 2019", gold)
    gold = gold.replace(
        "WHERE", "JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = 'Chicago' AND"
    )
    earlier = "how much revenue did orders with a total above $40 bring in 2019"
    check(planner, con, "and for Chicago?", gold, context=[earlier])


def test_a_kind_after_a_price_bound_is_no_item_price(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    """ "what about drinks?" after a count of products by price names a kind of item, not one item: the
    count for that kind, not the kind's prices (r31nb's item-price follow-up read it as "price of drinks")."""
    gold = "SELECT count(*) FROM products WHERE is_drink_item AND product_price >= 4"
    check(planner, con, "what about drinks?", gold, context=["how many products have a price of at least $4"])
