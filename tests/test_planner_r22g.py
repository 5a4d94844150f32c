"""The offline analyst on readings added in round 22g (a new hire and a regional operations lead, third
pass): a premise sentence the request points back to ("someone mentioned X. what was ours ..."), the date a
store opened asked as "the date it opened", a closing restatement of what is counted (", meaning ...", "we
call them ..."), "how many stores charge a tax rate above ..." counted, "stack up against" as a comparison,
and "could you list ... along with their ..." as a listing.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a premise naming a measure, the request pointing back with "ours" / "it"
        (
            "My team lead keeps talking about something called gross margin. What was ours in 2019?",
            "SELECT SUM(product_price - supply_cost) / SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "Someone in finance mentioned average order value. Could you tell me what it was in 2018?",
            "SELECT SUM(order_total) / COUNT(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "Someone told me our average order value went up in 2019. What was it in 2018?",
            "SELECT SUM(order_total) / COUNT(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # a premise about a store: the year in it is a claim, not a filter
        (
            "I heard Philadelphia opened sometime in 2016. Could you give me the exact date it opened?",
            "SELECT location_name, opened_at FROM locations WHERE location_name = 'Philadelphia'",
        ),
        (
            "What date did Brooklyn open?",
            "SELECT location_name, opened_at FROM locations WHERE location_name = 'Brooklyn'",
        ),
        # a closing restatement of what is counted
        (
            "how many customers have we got in total, i.e. anybody who has ever bought from us?",
            "SELECT COUNT(*) FROM customers",
        ),
        (
            "How many orders in 2018 came to $25 or more with tax? I believe we call those the big tickets.",
            "SELECT COUNT(*) FROM orders WHERE order_total >= 25 AND year(ordered_at) = 2018",
        ),
        # members counted by their own value
        (
            "how many of our locations charge a sales tax rate under 6%?",
            "SELECT COUNT(*) FROM locations WHERE tax_rate < 0.06",
        ),
        (
            "How many products have a price of more than $6?",
            "SELECT COUNT(*) FROM products WHERE product_price > 6",
        ),
        # "stack up against": a comparison of the two stores
        (
            "how did Philadelphia stack up against Brooklyn on orders in 2019?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 AND l.location_name IN ('Philadelphia', 'Brooklyn') GROUP BY 1",
        ),
        # a polite request verb, the listed members' own value beside them
        (
            "Could you please list our food items together with their prices?",
            "SELECT product_name, product_price FROM products WHERE is_food_item",
        ),
    ],
)
def test_round22g_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
