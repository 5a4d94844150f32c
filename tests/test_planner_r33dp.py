"""The offline analyst on readings added in round r33dp (a data-privacy officer's questions: cells of a
disclosure table, the records held, names several people share):

- a grid of cells, a store by a period ("across all store-and-month combinations, the smallest number of
  distinct customers in any one cell", "in any cell defined by store and hour of day", "how many store-days
  had fewer than 20 distinct customers", "store-month cells that contain fewer than 100"): the figure of
  each store in each period, its extreme, or how many cells pass the bar (it was one row per month, a
  breakdown, or the bar was asked back);
- the records held said as records ("customer records", "order records", "order line records (order
  items)", "held", "over the entire retention period"): the customers, the orders, the order items, over
  all the data (order line records were counted as orders, "retention" was asked about);
- names several customer records share ("how many names are shared by more than one customer record", "the
  largest number of records that share one name", "the fewest customers with any one name"): a count per
  name, then how many such names, or its extreme (it was a share of customers or asked back);
- a cohort first seen before a date ("customers who first ordered before 1 July 2018 and also ordered at
  least once in the final quarter of 2019"): the cohort's members active then (it was two rows, one per
  period); "first recorded (i.e. their first order)": the gloss goes; "for each year, the customers who
  ordered in that year": "in that year" goes (it was asked back);
- "how many distinct customers have placed orders at more than one store": who ordered there (it was one
  row per order);
- the first and the last order ("the timestamp of the first order and that of the last", "the gap in days
  between the oldest order and the newest one", "the longest gap between a customer's first and last order",
  "customers whose first and last orders fall on the same day"): both ends in one row, the days between,
  or each customer's days aggregated or counted (not understood, asked back, or the last date of each day);
- consent, marketing preferences, personal-data requests, and whether handling is compliant or a figure
  meets a policy's threshold: asked back (a customer count was given, or the words were not understood);
- "and the number with exactly two?" after a count of customers with exactly one order: the count swapped
  (it was asked back, or both counts were required at once);
- "Please state that number.", "That figure, please." after a question that names a member: that member's
  figure, as "what was that number?" is read (it was asked back).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y19 = "year(ordered_at) = 2019"
_CELL = (
    "SELECT {agg}(n) FROM (SELECT location_id, {period} AS p, {figure} AS n FROM orders {where}"
    " GROUP BY 1, 2)"
)
_BAR = (
    "SELECT count(*) FROM (SELECT location_id, {period} AS p FROM orders {where} GROUP BY 1, 2"
    " HAVING {figure} < {bar})"
)
_MONTH = "date_trunc('month', ordered_at)"
_DAY = "CAST(ordered_at AS DATE)"
_WEEK = "date_trunc('week', ordered_at)"
_HOUR = "hour(ordered_at)"
_DCUST = "count(DISTINCT customer_id)"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Small cells: across every store-and-month combination in 2019, what's the fewest distinct"
            " customers in a single cell?",
            _CELL.format(agg="min", period=_MONTH, figure=_DCUST, where=f"WHERE {_Y19}"),
        ),
        (
            "Looking at all store and month combinations for 2019, what is the lowest number of distinct"
            " customers in any one combination?",
            _CELL.format(agg="min", period=_MONTH, figure=_DCUST, where=f"WHERE {_Y19}"),
        ),
        (
            "What is the largest number of orders in any store-month cell?",
            _CELL.format(agg="max", period=_MONTH, figure="count(*)", where=""),
        ),
        (
            "In 2019, what is the smallest count of distinct customers in any cell defined by store and hour"
            " of day?",
            _CELL.format(agg="min", period=_HOUR, figure=_DCUST, where=f"WHERE {_Y19}"),
        ),
        (
            "For 2019, the minimum number of unique customers in any cell defined by location and hour?",
            _CELL.format(agg="min", period=_HOUR, figure=_DCUST, where=f"WHERE {_Y19}"),
        ),
        (
            "across all store-week cells, what is the highest number of distinct customers in one cell?",
            _CELL.format(agg="max", period=_WEEK, figure=_DCUST, where=""),
        ),
        (
            "How many store-days in 2019 had fewer than 10 distinct customers?",
            _BAR.format(period=_DAY, figure=_DCUST, where=f"WHERE {_Y19}", bar=10),
        ),
        (
            "in 2019 how many store-days saw fewer than 10 distinct custmers?",
            _BAR.format(period=_DAY, figure=_DCUST, where=f"WHERE {_Y19}", bar=10),
        ),
        (
            "How many store-and-month cells contain fewer than 300 distinct customers?",
            _BAR.format(period=_MONTH, figure=_DCUST, where="", bar=300),
        ),
        (
            "Across the whole period, how many store/week combinations (only weeks where the store had"
            " orders) have fewer than 300 orders?",
            _BAR.format(period=_WEEK, figure="count(*)", where="", bar=300),
        ),
        (
            "How many store-month pairs had under 300 distinct customers?",
            _BAR.format(period=_MONTH, figure=_DCUST, where="", bar=300),
        ),
    ],
)
def test_cells_of_a_store_by_period(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_cells_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    first = (
        "Across all store-and-month combinations in 2018, what is the smallest number of distinct customers"
        " in any cell?"
    )
    check(
        planner,
        con,
        "And for 2019?",
        _CELL.format(agg="min", period=_MONTH, figure=_DCUST, where=f"WHERE {_Y19}"),
        context=[first],
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many order line records are held for 2019?",
            f"SELECT count(*) FROM order_items WHERE {_Y19}",
        ),
        (
            "State the number of order line records (order items) held per year.",
            "SELECT year(ordered_at), count(*) FROM order_items GROUP BY 1",
        ),
        (
            "Number of order-line records per calendar year, please.",
            "SELECT year(ordered_at), count(*) FROM order_items GROUP BY 1",
        ),
        (
            "How many customer records have exactly two orders over the entire retention period?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 2",
        ),
        (
            "How many customers placed exactly one order over the whole retention period?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 1",
        ),
        (
            "How many order records are held for each calendar year?",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1",
        ),
        (
            "For each calendar year held, the number of distinct customers who ordered in that year.",
            "SELECT year(ordered_at), count(DISTINCT customer_id) FROM orders GROUP BY 1",
        ),
        (
            "How many customer records hold a last order dated before 1 July 2018?",
            "SELECT count(*) FROM customers WHERE last_ordered_at < TIMESTAMP '2018-07-01'",
        ),
    ],
)
def test_records_held(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_PER_NAME = "SELECT customer_name, count(*) AS n FROM customers GROUP BY 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many customer names are shared by more than one customer record?",
            f"SELECT count(*) FROM ({_PER_NAME}) WHERE n > 1",
        ),
        (
            "How many distinct names are used by two or more customers?",
            f"SELECT count(*) FROM ({_PER_NAME}) WHERE n >= 2",
        ),
        (
            "how many names are shared by more than one custmer?",
            f"SELECT count(*) FROM ({_PER_NAME}) WHERE n > 1",
        ),
        (
            "What's the largest number of customer records sharing one name?",
            f"SELECT max(n) FROM ({_PER_NAME})",
        ),
        (
            "What is the greatest number of customers that share a single identical name?",
            f"SELECT max(n) FROM ({_PER_NAME})",
        ),
        (
            "What is the smallest number of customers sharing any one name in the records?",
            f"SELECT min(n) FROM ({_PER_NAME})",
        ),
        (
            "How many customers share their name with at least one other customer?",
            f"SELECT sum(n) FROM ({_PER_NAME}) WHERE n > 1",
        ),
    ],
)
def test_shared_names(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_GAINED_BEFORE = (
    "SELECT count(DISTINCT o.customer_id) FROM orders o JOIN customers c USING (customer_id)"
    " WHERE c.first_ordered_at < TIMESTAMP '{first}' AND o.ordered_at >= DATE '{start}'"
    " AND o.ordered_at < DATE '{end}'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a cohort first seen before a date, then active in a later period
        (
            "How many customers first ordered before 1 July 2018 and also ordered at least once in the final"
            " quarter of 2019?",
            _GAINED_BEFORE.format(first="2018-07-01", start="2019-10-01", end="2020-01-01"),
        ),
        (
            "Of the customers acquired before July 2018, how many ordered in Q4 2019?",
            _GAINED_BEFORE.format(first="2018-07-01", start="2019-10-01", end="2020-01-01"),
        ),
        (
            "how many customers who placed their first order before March 2018 also ordered in the second"
            " half of 2019?",
            _GAINED_BEFORE.format(first="2018-03-01", start="2019-07-01", end="2020-01-01"),
        ),
        # a gloss of "first recorded"; "in that year" after "for each year"
        (
            "How many customers were first recorded (i.e. their first order) in each calendar year?",
            "SELECT year(first_ordered_at), count(*) FROM customers GROUP BY 1",
        ),
        (
            "Per month of 2019, how many distinct customers ordered during that month?",
            f"SELECT date_trunc('month', ordered_at), count(DISTINCT customer_id) FROM orders WHERE {_Y19}"
            " GROUP BY 1",
        ),
    ],
)
def test_cohorts_and_glosses(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # customers who "have placed orders" somewhere, said without "who"
        (
            "How many distinct customers have placed orders at more than one store?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1"
            " HAVING count(DISTINCT location_id) > 1)",
        ),
        (
            "how many unique customers placed orders at Philadelphia in 2019?",
            "SELECT count(DISTINCT o.customer_id) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019",
        ),
        # the first and the last order, of all orders
        (
            "Could you give me the timestamp of the first order and that of the last order, in one row?",
            "SELECT min(ordered_at), max(ordered_at) FROM orders",
        ),
        (
            "For the audit: the time of the earliest order and of the most recent one.",
            "SELECT min(ordered_at), max(ordered_at) FROM orders",
        ),
        (
            "What's the gap in days between the date of the oldest order and that of the newest one?",
            "SELECT CAST(max(ordered_at) AS DATE) - CAST(min(ordered_at) AS DATE) FROM orders",
        ),
        (
            "How many days are there between the first order's date and the latest order's date?",
            "SELECT CAST(max(ordered_at) AS DATE) - CAST(min(ordered_at) AS DATE) FROM orders",
        ),
        # each customer's first and last order
        (
            "What is the longest gap, in days, between a customer's first and last order?",
            "SELECT max(CAST(last_ordered_at AS DATE) - CAST(first_ordered_at AS DATE)) FROM customers",
        ),
        (
            "On average, how many days lie between each customer's first order and their last one?",
            "SELECT avg(CAST(last_ordered_at AS DATE) - CAST(first_ordered_at AS DATE)) FROM customers",
        ),
        (
            "How many customers have their first and last orders on the same day?",
            "SELECT count(*) FROM customers"
            " WHERE CAST(first_ordered_at AS DATE) = CAST(last_ordered_at AS DATE)",
        ),
        (
            "Of the customers with two or more orders, how many had the first and last order fall on the same"
            " date?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders > 1"
            " AND CAST(first_ordered_at AS DATE) = CAST(last_ordered_at AS DATE)",
        ),
    ],
)
def test_first_and_last_orders(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "Which customers have opted in to marketing emails?",
        "How many customers withdrew their consent last year?",
        "list everyone who gave consent to be contacted",
        "How many erasure requests did we receive in 2019?",
        "Can you confirm our customer data handling is GDPR compliant?",
        "Is the way we store customer names compliant with the policy?",
        "Does that meet the minimum cell size set out in our publication policy?",
        "would 25 pass the threshold given in our disclosure rules?",
    ],
)
def test_governance_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)


def test_policy_threshold_follow_up(planner: Planner) -> None:
    first = "What is the smallest number of distinct customers in any store-month cell?"
    plan = planner.plan("Is that above the minimum threshold in our disclosure policy?", context=[first])
    assert isinstance(plan, AskPlan)


@pytest.mark.parametrize(
    ("earlier", "question", "n"),
    [
        ("How many customers have placed exactly one order?", "And the number with exactly two?", 2),
        (
            "How many customers have exactly one order in all the data?",
            "and the number with exactly 3 orders?",
            3,
        ),
        ("how many customer records hold exactly two orders?", "how many with exactly four?", 4),
    ],
)
def test_count_swapped_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, n: int
) -> None:
    gold = f"SELECT count(*) FROM customers WHERE count_lifetime_orders = {n}"
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question", ["Please state that number.", "Give me that figure, please", "That count, please."]
)
def test_that_figure_requested(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    earlier = "Which store had the fewest distinct customers in 2019?"
    gold = (
        "SELECT count(DISTINCT customer_id) AS n FROM orders WHERE year(ordered_at) = 2019"
        " GROUP BY location_id ORDER BY n LIMIT 1"
    )
    check(planner, con, question, gold, context=[earlier])
