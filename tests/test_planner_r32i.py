"""The offline analyst on readings added in round r32i (general kinds a dietitian's questions left wrong):

- a ranked share of a kind within a member's own orders ("which store had the lowest share of drinks in
  its 2019 orders", "the highest proportion of jaffles among their orders") is the member's rate of orders
  holding that kind, of that year's orders (the "its" lost the share: the stores were ranked by drink orders);
- a contrast said after the condition with "just" ("any food at all, as opposed to just a drink", "rather
  than only drinks") is the rest of the rows and narrows nothing ("opposed" was not understood, "rather
  than just a drink" was a second condition);
- a per-customer average "among the customers who ordered that year" is what is counted over all the
  year's distinct customers (it was a count of customers);
- one figure asked for two kinds in turn ("how many of the menu items are jaffles, and how many are
  drinks?", "what share of the items were food and what share were drinks? A number for each"): each kind's
  figure, a row each (the two kinds were one condition, jaffles that are drinks);
- a ranking of a share said with the superlative last ("at which hour of the day is the share of drink-only
  orders highest?") is that share ranked per member ("which ... is" was read as a product, and failed);
- a follow-up naming only another count ("and exactly two?", "what about three?") after a question about
  the rows with an exact count ("orders that had just one item") swaps the count (it was asked back, or the
  earlier count kept).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check, same_answer

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_RATE_BY_STORE = (
    "SELECT l.location_name, avg(CASE WHEN o.{flag} THEN 1.0 ELSE 0.0 END) AS r FROM orders o"
    " JOIN locations l ON l.location_id = o.location_id WHERE {y} GROUP BY 1 ORDER BY r {dir} LIMIT 1"
)
_ITEMS_SHARE = (
    "SELECT avg(CASE WHEN n = {n} THEN 1.0 ELSE 0.0 END) FROM"
    " (SELECT order_id, count(*) AS n FROM order_items WHERE {y} GROUP BY order_id)"
)
_ITEMS_COUNT = (
    "SELECT count(*) FROM (SELECT order_id, count(*) AS n FROM order_items WHERE {y} GROUP BY order_id)"
    " WHERE n = {n}"
)
_PER_CUSTOMER = (
    "SELECT (SELECT count(*) FROM order_items WHERE {flag} AND {y}) * 1.0"
    " / (SELECT count(DISTINCT customer_id) FROM orders WHERE {y})"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # a ranked share of a kind within the member's own orders
        (
            "Which shop had the smallest share of drinks in its 2019 orders?",
            _RATE_BY_STORE.format(flag="is_drink_order", y="o." + _Y19, dir="ASC"),
            False,
        ),
        (
            "Which location has the highest proportion of jaffles among its orders?",
            _RATE_BY_STORE.format(flag="is_food_order", y="TRUE", dir="DESC"),
            False,
        ),
        (
            "which store had the greatest percentage of drinks across its 2018 orders",
            _RATE_BY_STORE.format(flag="is_drink_order", y="o." + _Y18, dir="DESC"),
            False,
        ),
        # a contrast with "just" the rest: left out
        (
            "What fraction of 2019 orders had some food in them, as opposed to just drinks?",
            f"SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y19}",
            False,
        ),
        (
            "How many orders in 2018 included a jaffle rather than only a drink?",
            f"SELECT count(*) FROM orders WHERE is_food_order AND {_Y18}",
            False,
        ),
        (
            "what percentage of orders had a drink, as opposed to only food?",
            "SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders",
            False,
        ),
        # a ranked share said with the superlative last
        (
            "At which hour of the day was the share of drink-only orders the lowest in 2019?",
            "SELECT hour(ordered_at) AS h FROM orders WHERE " + _Y19 + " GROUP BY 1"
            " ORDER BY avg(CASE WHEN NOT is_food_order THEN 1.0 ELSE 0.0 END) LIMIT 1",
            False,
        ),
        (
            "In which month is the proportion of orders with food highest?",
            "SELECT date_trunc('month', ordered_at) AS m FROM orders GROUP BY 1"
            " ORDER BY avg(CASE WHEN is_food_order THEN 1.0 ELSE 0.0 END) DESC LIMIT 1",
            False,
        ),
        # a per-customer average among the year's customers
        (
            "In 2019, how many drinks did each customer order on average, among the customers who ordered"
            " that year?",
            _PER_CUSTOMER.format(flag="is_drink_item", y=_Y19),
            False,
        ),
        (
            "For 2018 how many jaffles did the average customer buy, counting every customer who bought"
            " anything that year?",
            _PER_CUSTOMER.format(flag="is_food_item", y=_Y18),
            False,
        ),
        (
            "how many items did each customer get in 2019 on average, across all customers who ordered"
            " that year",
            _PER_CUSTOMER.format(flag="TRUE", y=_Y19),
            False,
        ),
    ],
)
def test_r32i_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "What share of 2019 orders had exactly one item?",
            "and exactly three?",
            _ITEMS_SHARE.format(n=3, y=_Y19),
        ),
        (
            "What fraction of the orders in 2018 had only one item in them?",
            "what about two?",
            _ITEMS_SHARE.format(n=2, y=_Y18),
        ),
        (
            "how many 2019 orders contained just two items?",
            "And 4 items?",
            _ITEMS_COUNT.format(n=4, y=_Y19),
        ),
    ],
)
def test_r32i_count_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many of our products are drinks, and how many are jaffles? One line each.",
            "SELECT count(*) FROM products GROUP BY is_drink_item",
        ),
        (
            "In 2019, what fraction of the items sold were jaffles and what fraction were drinks?",
            "SELECT count(*) * 1.0 / sum(count(*)) OVER () FROM order_items"
            f" WHERE {_Y19} GROUP BY is_food_item",
        ),
        (
            "what share of 2018 orders had a drink and what share had food? a figure for each",
            f"SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y18}"
            f" UNION ALL SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y18}",
        ),
    ],
)
def test_r32i_two_kinds(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r32i_contrast_is_the_plain_question(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    same_answer(
        planner,
        con,
        "What share of orders contain any food at all, as opposed to just a drink?",
        "What share of orders contain any food at all?",
    )
