"""The offline analyst on readings added in round 20c (written on probes of my own, three personas: a new
hire's wordy, polite questions, an analyst's terse search-box queries and a regional lead comparing stores):
politeness around a question left out (hedges.py), and a time of day or month ranked inside each store.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_FOLLOW_UPS = [
    # a thanks and an apology before an elliptical follow-up, and a wordy first question
    (
        ["Hello! I was wondering if you could tell me how much revenue we made in 2018?"],
        "Lovely, thanks so much! Sorry, one more thing: and in 2019?",
        "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019",
    ),
    (
        ["Sorry to trouble you, but could you show me the number of orders per store in 2019?"],
        "That's really helpful, thank you. Same for 2018?",
        "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE year(o.ordered_at) = 2018 GROUP BY 1",
    ),
]


@pytest.mark.parametrize(("context", "question", "gold"), _FOLLOW_UPS)
def test_round20c_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # greetings, apologies, request wrappers, hedges and reason sentences say nothing about the figure
        (
            "Hi there! Sorry if this is a silly question, but I was wondering if you could tell me roughly"
            " how many orders we took in 2018? It's for a slide I'm putting together for my boss.",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "Good morning, I've been asked by the finance folks to find out how much tax we collected in"
            " 2019. Would you mind helping me with that?",
            "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "Apologies in advance if I'm using the wrong words, but what was the average number of items in"
            " an order in 2018? I'm trying to get a sense of basket sizes for a training session.",
            "SELECT COUNT(*) / COUNT(DISTINCT order_id) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        # a time ranked inside each store: each store's own busiest hour, weekday or month
        (
            "what's the busiest hour at each store in 2019?",
            "SELECT location_name, hr FROM (SELECT l.location_name, hour(o.ordered_at) AS hr, COUNT(*) AS n"
            " FROM orders o JOIN locations l USING (location_id) WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1, 2) QUALIFY row_number() OVER (PARTITION BY location_name ORDER BY n DESC) = 1",
        ),
        (
            "quietest month for every store in 2019",
            "SELECT location_name, m FROM (SELECT l.location_name, date_trunc('month', o.ordered_at) AS m,"
            " COUNT(*) AS n FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1, 2)"
            " QUALIFY row_number() OVER (PARTITION BY location_name ORDER BY n) = 1",
        ),
        (
            "which month had the most revenue at each store in 2019",
            "SELECT location_name, m FROM (SELECT l.location_name, date_trunc('month', oi.ordered_at) AS m,"
            " SUM(oi.product_price) AS r FROM order_items oi JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) WHERE year(oi.ordered_at) = 2019 GROUP BY 1, 2)"
            " QUALIFY row_number() OVER (PARTITION BY location_name ORDER BY r DESC) = 1",
        ),
    ],
)
def test_round20c_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
