"""The offline analyst on readings added in round 22b (a regional operations lead and a new hire asking long,
polite questions): request wrappers said as "would you mind telling me", "I was hoping you could tell me",
"I'd be grateful if you could tell me", "may I ask"; a reason said before the request ("I'm putting
together notes for my manager, and ..."); an apology closed by a colon; "kindly"; closing asides ("Could you
help me with that?", "Just the number is fine."); "on a completely different note"; "over all the data",
"across the whole menu", "at the moment", "tends to be"; "counting each X only once" after "how many
different X"; a list's order said as "going from the highest down to the lowest" or "most first"; a kind of
day before the figure ranked by ("top 2 stores by weekend orders"); a clock range's "early"/"late"; "and how
many?" after a ranking.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_STORE_ORDERS = (
    "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
    " WHERE year(o.ordered_at) = 2019{extra} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # request wrappers, a reason before them, an apology closed by a colon, closing asides
        (
            "Would you mind telling me how many orders Philadelphia took in 2019?",
            "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019",
        ),
        (
            "I'm preparing a summary for my team lead, and I was hoping you could tell me how much revenue"
            " we made in 2018?",
            "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        (
            "I'd be very grateful if you could tell me at what hour of the day Brooklyn tends to be busiest,"
            " looking across all the data.",
            "SELECT hour(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "May I ask how many customers placed an order in March 2019? Just the number is fine.",
            "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-03-01'"
            " AND ordered_at < '2019-04-01'",
        ),
        (
            "I've been asked to work out, roughly, how many orders we had in the first quarter of 2019."
            " Could you help me with that?",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-04-01'",
        ),
        (
            "I'm new to the team, so apologies if this is obvious: would it be possible to see each store's"
            " 2019 revenue, going from the highest down to the lowest?",
            "SELECT l.location_name, SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id) WHERE year(oi.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "I hope it's alright to ask: how many orders were placed on New Year's Eve 2018?",
            "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2018-12-31'",
        ),
        (
            "Could you kindly list the jaffles on our menu along with their prices?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "Thanks! On a totally different note, how many stores do we have at the moment?",
            "SELECT COUNT(*) FROM locations",
        ),
        (
            "How many different products do we sell, counting each product name only once?",
            "SELECT COUNT(DISTINCT product_name) FROM products",
        ),
        # the order of a list, every row kept
        (
            "Order count by store in 2019, going from the lowest up to the highest.",
            _STORE_ORDERS.format(extra="") + " ORDER BY 2",
        ),
        # a kind of day before the figure a ranking is by; "and how many?" after a ranking
        (
            "Top 2 stores by weekend orders in 2019, most first.",
            _STORE_ORDERS.format(extra=" AND dayname(o.ordered_at) IN ('Saturday', 'Sunday')")
            + " ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "Which three stores took the most Saturday orders in 2019, and how many?",
            _STORE_ORDERS.format(extra=" AND dayname(o.ordered_at) = 'Saturday'")
            + " ORDER BY 2 DESC LIMIT 3",
        ),
        # "early"/"late" beside a clock range: the range says the hours
        (
            "Late-evening orders, 8 to 10pm, by store in 2019.",
            _STORE_ORDERS.format(extra=" AND hour(o.ordered_at) IN (20, 21)"),
        ),
        (
            "Items per order at each store over all the data.",
            "SELECT l.location_name, COUNT(*) * 1.0 / COUNT(DISTINCT oi.order_id) FROM order_items oi"
            " JOIN orders o USING (order_id) JOIN locations l USING (location_id) GROUP BY 1",
        ),
    ],
)
def test_round22b_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_round22b_follow_up_after_a_polite_wrapper(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """The earlier turn's wrapper ("would you mind telling me") is left out too, so the follow-up reads it."""
    check(
        planner,
        con,
        "Thanks so much! And Philadelphia, for the same year?",
        "SELECT SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
        " JOIN locations l USING (location_id) WHERE l.location_name = 'Philadelphia'"
        " AND year(oi.ordered_at) = 2018",
        context=["Would you mind telling me the revenue for our Brooklyn store in 2018?"],
    )
