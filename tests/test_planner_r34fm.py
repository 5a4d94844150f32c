"""The offline analyst on readings added in round r34fm (a market stallholder's spoken questions and a
speedrunner's record talk):

- spoken contractions ("what'd they take in", "how many orders'd they get", "how many supplies'll go off",
  "sellin'", "goin' by"): written out ("what'd" and "ordersd" were words not known);
- "weekend day(s)" after any word ("the best weekend day for revenue", "top 3 weekend days by orders"): the
  days of the weekend (the weekend was left out, every day ranked);
- a record chaser's words: "WR"/"PB"/"high score" before a superlative say nothing more ("WR biggest ticket
  ever"; "WR" was read as "worst", "PB" as "public"), a record "for orders in a day" is the most in a single
  day, a single ticket or receipt is a single order;
- a store's nickname before a store noun ("the Philly store", "the NOLA shop"): the store (the store noun was
  read as the stores-opened count, per customer);
- the earliest (latest) time of day said without "the" or alone ("earliest time of day anyone ordered", "and
  the latest clock time ever?"): the smallest (largest) clock time of any order.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_WEEKEND = "isodow(ordered_at) >= 6"
_STORE = (
    "SELECT {fig} FROM orders o JOIN locations l USING (location_id)"
    " WHERE l.location_name = '{name}' AND {cond}"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # spoken contractions
        (
            "what'd they take in during 2019, before tax?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}",
        ),
        (
            "how many orders'd they get in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19}",
        ),
        (
            "What'd the tangaroos bring in during 2019 before tax?",
            "SELECT sum(i.product_price) FROM order_items i JOIN products p USING (product_id)"
            f" WHERE p.product_name = 'tangaroo' AND i.{_Y19}",
        ),
        (
            "how many items'd they sell in 2019?",
            f"SELECT count(*) FROM order_items WHERE {_Y19}",
        ),
        (
            "What's a jaffle sellin' for on average, goin' by the menu price?",
            "SELECT avg(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        # weekend day(s)
        (
            "best weekend day for revenue in 2019 - which date?",
            "SELECT CAST(ordered_at AS DATE) d FROM order_items"
            f" WHERE {_WEEKEND} AND {_Y19} GROUP BY 1 ORDER BY sum(product_price) DESC LIMIT 1",
        ),
        (
            "the biggest weekend day ever for order totals, tax in",
            f"SELECT CAST(ordered_at AS DATE) d, sum(order_total) FROM orders WHERE {_WEEKEND} GROUP BY 1"
            " ORDER BY 2 DESC LIMIT 1",
        ),
        (
            "top 3 weekend days in 2019 by order count",
            "SELECT CAST(ordered_at AS DATE) d, count(*) c FROM orders"
            f" WHERE {_WEEKEND} AND {_Y19} GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
        ),
        # a record chaser's words
        (
            "WR biggest ticket ever - how much?",
            "SELECT max(order_total) FROM orders",
        ),
        (
            "the PB for the most tax paid on one receipt",
            "SELECT max(tax_paid) FROM orders",
        ),
        (
            "Brooklyn's high score for orders in one day?",
            _STORE.format(fig="count(*)", name="Brooklyn", cond="true")
            + " GROUP BY CAST(o.ordered_at AS DATE) ORDER BY 1 DESC LIMIT 1",
        ),
        (
            "Philadelphia's personal best for revenue in a day",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
            " ON o.location_id = l.location_id WHERE l.location_name = 'Philadelphia'"
            " GROUP BY CAST(o.ordered_at AS DATE) ORDER BY 1 DESC LIMIT 1",
        ),
        (
            "each store's PB for orders in a single day",
            "SELECT location_name, max(c) FROM (SELECT l.location_name, CAST(o.ordered_at AS DATE),"
            " count(*) c FROM orders o JOIN locations l USING (location_id) GROUP BY 1, 2) GROUP BY 1",
        ),
        # a store's nickname before a store noun
        (
            "How many people bought from the Philly store in 2019?",
            _STORE.format(fig="count(DISTINCT o.customer_id)", name="Philadelphia", cond=f"o.{_Y19}"),
        ),
        (
            "how many folks ordered at the Philly shop in 2019?",
            _STORE.format(fig="count(DISTINCT o.customer_id)", name="Philadelphia", cond=f"o.{_Y19}"),
        ),
        (
            "How many people shopped at the Philly location during 2019?",
            _STORE.format(fig="count(DISTINCT o.customer_id)", name="Philadelphia", cond=f"o.{_Y19}"),
        ),
        # "last summer": the latest summer over by the data's last day (2019 in the demo data)
        (
            "revenue last summer",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2019-06-01'"
            " AND ordered_at < '2019-09-01'",
        ),
        (
            "how many orders did they take this past fall?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-09-01' AND ordered_at < '2019-12-01'",
        ),
        (
            "items sold last spring",
            "SELECT count(*) FROM order_items WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-06-01'",
        ),
        # which row comes first, and "by how many sold"
        (
            "top 3 products by items sold in 2019, best one first",
            "SELECT p.product_name, count(*) FROM order_items i JOIN products p USING (product_id)"
            f" WHERE i.{_Y19} GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
        ),
        (
            "the 4 biggest days of 2019 for revenue, rank 1 first",
            f"SELECT CAST(ordered_at AS DATE), sum(product_price) FROM order_items WHERE {_Y19}"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 4",
        ),
        (
            "top 2 drinks by how many were sold in 2019",
            "SELECT p.product_name, count(*) FROM order_items i JOIN products p USING (product_id)"
            f" WHERE i.is_drink_item AND i.{_Y19} GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "the top 3 on the lifetime-orders leaderboard, names and counts",
            "SELECT customer_name, count_lifetime_orders FROM customers"
            " ORDER BY count_lifetime_orders DESC, customer_id LIMIT 3",
        ),
        # the earliest (latest) time of day
        (
            "earliest time of day anyone has ordered",
            "SELECT min(CAST(ordered_at AS TIME)) FROM orders",
        ),
        (
            "latest clock time a customer ever ordered",
            "SELECT max(CAST(ordered_at AS TIME)) FROM orders",
        ),
        (
            "the latest time of day ever?",
            "SELECT max(CAST(ordered_at AS TIME)) FROM orders",
        ),
    ],
)
def test_reading(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_follow_up_clock_extreme(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "and the latest clock time ever?",
        "SELECT max(CAST(ordered_at AS TIME)) FROM orders",
        context=["the earliest time of day anyone placed an order"],
    )


def test_pronoun_contraction_kept() -> None:
    from askdata_app.agent.offline.contracted import contractions_written

    assert contractions_written("I'd like revenue; we'll see") == "I'd like revenue; we'll see"
    assert contractions_written("what'd they sell") == "what did they sell"
