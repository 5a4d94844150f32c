"""The offline analyst on readings added in round r27c (a city economic-development officer's report
language, where the stores are cities or outlets and the orders are visits or foot traffic):

- "visits" are orders ("visits recorded in each city", "daily visits", "the fewest visits", "visit counts");
  "visited" and first visits keep their readings;
- "spend per visit" (no "average" said) is the average spend per order (it listed every order);
- "consumer spending" is spending, "local customers" are customers;
- "which outlet gained (added) the most visits from 2018 to 2019": the largest absolute growth in them;
- a US state names the data's stores in it ("the state of California", "the Pennsylvania outlets", "the New
  York outlet"); a state without any of the stores is not silently dropped;
- "visits by state", "revenue for each state": the stores' figures added up per state (a count or a sum;
  distinct customers or an average are asked back), the state of a store as the question tells it
  ("New Jersey = Brooklyn") or else its city's;
- "cities" is a word for the stores of a region ("the two west coast cities");
- jobs created, employment and an economic impact are not held: asked back;
- "what fraction of Brooklyn's 2019 visits took place between 8am and 11am": the store is the share's base;
- "the gap between the busiest city and the least busy one": the highest minus the lowest, per store;
- "how many days after the Brooklyn outlet opened did the Chicago outlet open": the days between openings;
- "each city with its outlet's opening date"; "returning (repeat) customers" is one kind, glossed; a gloss
  that says the same again ("first visit (first order)") is read once;
- "what share of Chicago's 2019 visits came in each quarter": each quarter's part of Chicago's visits (it
  was Chicago's part of each quarter's visits);
- "the other city" / "the other borough" after one store is the other store: asked back which.

Every question here is written for these tests (none is in the eval sets); answers are checked against
gold SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_JOIN = "FROM orders o JOIN locations l ON l.location_id = o.location_id"
_AT = _JOIN + " WHERE l.location_name = '{store}' AND year(o.ordered_at) = {year}"
_GROWTH = (
    "SELECT l.location_name " + _JOIN + " WHERE year(o.ordered_at) IN (2018, 2019) GROUP BY 1"
    " HAVING count(*) FILTER (WHERE year(o.ordered_at) = 2018) > 0"
    " ORDER BY {figure} FILTER (WHERE year(o.ordered_at) = 2019)"
    " - {figure} FILTER (WHERE year(o.ordered_at) = 2018) DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # visits are orders
        (
            "How many visits did the Brooklyn outlet record in 2019?",
            "SELECT count(*) " + _AT.format(store="Brooklyn", year=2019),
            False,
        ),
        (
            "Visits by city for 2018, one line for each city.",
            "SELECT l.location_name, count(*) " + _JOIN + " WHERE year(o.ordered_at) = 2018 GROUP BY 1",
            False,
        ),
        (
            "Which city logged the fewest visits in 2019?",
            "SELECT l.location_name " + _JOIN + " WHERE year(o.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) LIMIT 1",
            False,
        ),
        (
            "Average daily visits at the Chicago outlet over 2019.",
            "SELECT count(*) / 365.0 " + _AT.format(store="Chicago", year=2019),
            False,
        ),
        (
            "What were the visit counts per outlet in 2019?",
            "SELECT l.location_name, count(*) " + _JOIN + " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
            False,
        ),
        # spend per visit, said without "average"
        (
            "Spend per visit at the Brooklyn outlet in 2019, tax included.",
            "SELECT avg(o.order_total) " + _AT.format(store="Brooklyn", year=2019),
            False,
        ),
        (
            "What was the spend per customer visit in 2018?",
            "SELECT avg(order_total) FROM orders WHERE year(ordered_at) = 2018",
            False,
        ),
        # consumer spending, local customers
        (
            "Consumer spending before tax at the Philadelphia outlet in 2019.",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Philadelphia' AND year(i.ordered_at) = 2019",
            False,
        ),
        (
            "How many local customers did the San Francisco outlet serve in 2019?",
            "SELECT count(DISTINCT o.customer_id) " + _AT.format(store="San Francisco", year=2019),
            False,
        ),
        # gained the most
        (
            "Which outlet gained the most visits from 2018 to 2019?",
            _GROWTH.format(figure="count(*)"),
            False,
        ),
        (
            "Which city added the most customers between 2018 and 2019?",
            _GROWTH.format(figure="count(DISTINCT o.customer_id)"),
            False,
        ),
        # states
        (
            "How many of our outlets are in California?",
            "SELECT count(*) FROM locations WHERE location_name IN ('San Francisco', 'Los Angeles')",
            False,
        ),
        (
            "Total visits in the state of Pennsylvania during 2019.",
            "SELECT count(*) " + _AT.format(store="Philadelphia", year=2019),
            False,
        ),
        (
            "Pre-tax revenue at the New York outlet in 2018.",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(i.ordered_at) = 2018",
            False,
        ),
        (
            "Orders at the California outlets combined in 2019.",
            "SELECT count(*) " + _JOIN + " WHERE l.location_name IN ('San Francisco', 'Los Angeles')"
            " AND year(o.ordered_at) = 2019",
            False,
        ),
        # by state: the stores' figures added up per state (told, or the city's well-known state)
        (
            "How many visits did each state get in 2019?",
            "SELECT CASE WHEN l.location_name IN ('San Francisco', 'Los Angeles') THEN 'California'"
            " WHEN l.location_name = 'Philadelphia' THEN 'Pennsylvania' WHEN l.location_name = 'Brooklyn'"
            " THEN 'New York' WHEN l.location_name = 'Chicago' THEN 'Illinois' ELSE 'Louisiana' END,"
            " count(*) " + _JOIN + " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
            False,
        ),
        (
            "Pre-tax revenue per state for 2018, where New Jersey = Brooklyn.",
            "SELECT CASE WHEN l.location_name IN ('San Francisco', 'Los Angeles') THEN 'California'"
            " WHEN l.location_name = 'Philadelphia' THEN 'Pennsylvania' WHEN l.location_name = 'Brooklyn'"
            " THEN 'New Jersey' WHEN l.location_name = 'Chicago' THEN 'Illinois' ELSE 'Louisiana' END,"
            " sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2018 GROUP BY 1",
            False,
        ),
        # cities of a region
        (
            "Visits to the two west coast cities combined in 2019.",
            "SELECT count(*) " + _JOIN + " WHERE l.location_name IN ('San Francisco', 'Los Angeles')"
            " AND year(o.ordered_at) = 2019",
            False,
        ),
        # a share whose base is a store's visits, "took place"
        (
            "What fraction of Brooklyn's 2019 visits took place between 8am and 11am?",
            "SELECT avg(CASE WHEN hour(o.ordered_at) BETWEEN 8 AND 10 THEN 1.0 ELSE 0.0 END) "
            + _AT.format(store="Brooklyn", year=2019),
            False,
        ),
        (
            "What share of Chicago's orders in 2019 happened on a Saturday or Sunday?",
            "SELECT avg(CASE WHEN dayofweek(o.ordered_at) IN (0, 6) THEN 1.0 ELSE 0.0 END) "
            + _AT.format(store="Chicago", year=2019),
            False,
        ),
        # the gap between the busiest and the least busy one
        (
            "What was the gap in 2019 visits between the busiest outlet and the least busy one?",
            "SELECT max(n) - min(n) FROM (SELECT count(*) AS n " + _JOIN + " WHERE year(o.ordered_at) = 2019"
            " GROUP BY l.location_name)",
            False,
        ),
        (
            "The difference in 2018 revenue between the top city and the weakest one?",
            "SELECT max(r) - min(r) FROM (SELECT sum(i.product_price) AS r FROM order_items i JOIN orders o"
            " ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(i.ordered_at) = 2018 GROUP BY l.location_name)",
            False,
        ),
        # days between openings, said of outlets
        (
            "How many days after the Brooklyn outlet opened did the Chicago outlet open?",
            "SELECT date_diff('day', DATE '2017-03-12', DATE '2018-04-29')",
            False,
        ),
        # each city with its outlet's opening date
        (
            "Show each city with its outlet's opening date, oldest first.",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at",
            True,
        ),
        # a kind of customer glossed by its other name
        (
            "What share of the San Francisco outlet's 2019 visits came from returning (repeat) customers?",
            "SELECT avg(CASE WHEN c.customer_type = 'returning' THEN 1.0 ELSE 0.0 END) "
            + _JOIN
            + " JOIN customers c ON c.customer_id = o.customer_id"
            " WHERE l.location_name = 'San Francisco' AND year(o.ordered_at) = 2019",
            False,
        ),
        # a store's share split by period: each period's part of that store's total
        (
            "What share of Chicago's 2019 visits came in each quarter?",
            "SELECT date_trunc('quarter', o.ordered_at), count(*) / sum(count(*)) OVER () "
            + _AT.format(store="Chicago", year=2019)
            + " GROUP BY 1",
            False,
        ),
        (
            "What fraction of Brooklyn's 2018 revenue was earned in each month?",
            "SELECT date_trunc('month', i.ordered_at), sum(i.product_price)"
            " / sum(sum(i.product_price)) OVER () FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(i.ordered_at) = 2018"
            " GROUP BY 1",
            False,
        ),
        # a gloss that says the same words again
        (
            "How many customers made their first visit (first order) at the Chicago outlet in 2019?",
            "SELECT count(*) FROM customers c JOIN orders o ON o.customer_id = c.customer_id"
            " AND o.ordered_at = c.first_ordered_at JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(c.first_ordered_at) = 2019",
            False,
        ),
    ],
)
def test_civic_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    "question",
    [
        "How many jobs did the chain create in 2019?",
        "What is the economic impact of the Brooklyn outlet on its neighbourhood?",
        "How many orders came from Texas in 2019?",
        # distinct customers do not add up over a state's stores
        "Distinct customers by state in 2019.",
    ],
)
def test_not_held_is_not_answered(planner: Planner, question: str) -> None:
    """Jobs, an economic impact and a state without stores are not in the data: never a silent answer."""
    assert not isinstance(planner.plan(question), SqlPlan), question


@pytest.mark.parametrize("other", ["How does that compare with the other city?", "And the other borough?"])
def test_the_other_place_is_asked(planner: Planner, other: str) -> None:
    """ "The other city" after one store, with more than two stores: which one is asked back."""
    plan = planner.plan(other, context=["Orders at the Philadelphia outlet in 2019."])
    assert isinstance(plan, AskPlan), plan


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "visited" stays a verb of customers; first visits stay first orders
        (
            "How many customers visited the Chicago store in 2019?",
            "SELECT count(DISTINCT o.customer_id) " + _AT.format(store="Chicago", year=2019),
        ),
        (
            "How many first-time visits were there in 2019?",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        # a store's share of each month's orders stays that (no "each month" after the share's base)
        (
            "Chicago's share of orders by month in 2019.",
            "SELECT date_trunc('month', o.ordered_at), avg(CASE WHEN l.location_name = 'Chicago' THEN 1.0"
            " ELSE 0.0 END) " + _JOIN + " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        # what a customer spends per visit: still the average order (not a count of customers)
        (
            "What did a customer spend per visit at each outlet in 2019, tax included?",
            "SELECT l.location_name, avg(o.order_total) "
            + _JOIN
            + " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        # "city" elsewhere: still the stores
        (
            "Which city had the highest revenue in 2019?",
            "SELECT l.location_name FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY sum(i.product_price) DESC LIMIT 1",
        ),
        # a store named by its own city is not taken for a state
        (
            "Orders at Philadelphia in 2018.",
            "SELECT count(*) " + _AT.format(store="Philadelphia", year=2018),
        ),
    ],
)
def test_guards(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
