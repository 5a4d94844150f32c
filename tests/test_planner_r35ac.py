"""The offline analyst on readings added in round r35ac (an actuary's questions: claims, severity, expected
values, percentiles, cohorts and survival of customers):

- "expected X" is the average X ("the expected number of items on an order", "expected revenue per order",
  "the expected lifetime spend of a customer"); a tester's "expected answer is zero" is left as said;
- "severity" is the mean order total ("mean severity by store"; "severity - the mean order total" keeps its
  gloss's figure); "claim frequency", and "the average count of orders each customer placed", are the
  orders per customer; "the loss ratio" is the supply cost as a share of revenue, its gloss ("if I treat
  supply cost as the losses ...", ": supply cost ... divided by their selling price") going;
- "policyholders" are the customers; "the 2018 entry cohort", "the 2018 entrants" are the customers whose
  first order was in 2018; "observed lifetime" is the days from a customer's first order to their last;
- "the probability that a randomly drawn order from 2019 contains a drink" is the share of orders with one;
  "given the order is over $30" is "for orders over $30"; a heading only naming the idea ("Tail
  probability:", "Conditional expectation:", "Year-on-year retention:") goes (all were unknown words);
- percentiles: a decimal one ("the 99.5th percentile": it was read as the 5th), the "pct" shorthand after an
  ordinal ("99th pct"), and the ordinal alone after a percentile ("now the 99.5th") (pshort, statfigures,
  statfollow);
- lapsed customers said as the speaker's label ("customers I would class as lapsed, meaning their last
  order fell before ...") (lapsed);
- a slip trailed off and corrected ("the largest loss... sorry, order total") or corrected before "I mean"
  ("policyholders - customers, I mean -") (selfrepair);
- the gaps between one customer's successive orders ("the mean inter-order gap for the same customer, in
  days", "average days between a customer's consecutive orders"), in days by date, pooled over the
  customers (ordergaps: the gaps were only those between the orders of one day);
- "an order total above twenty dollars" (the amount in words) is a bound on the order total, and "including
  tax" after it goes (auditwords: the orders were split by each order total, or the total's sum shared);
  orders that "came to more than $40" had an order total of more than $40 (actuarywords);
- "separate matter", "start fresh" start a new topic: the chat before is left (planner's fresh-start words);
- "same figure for the 2018 entrants" after a cohort's retention asks it of that cohort (cohorts);
- an insurer's question the records cannot settle ("the probable maximum loss for a fire", "catastrophe
  exposure") is asked back (actuarywords).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_ORDERS_PER_CUSTOMER = "SELECT (SELECT count(*) FROM orders) * 1.0 / (SELECT count(*) FROM customers)"
_LOSS_RATIO = "SELECT sum(supply_cost) / sum(product_price) FROM order_items"
_RETAINED = (
    "SELECT avg(CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id"
    " AND year(o.ordered_at) = 2019) THEN 1.0 ELSE 0.0 END) FROM customers c"
    " WHERE year(c.first_ordered_at) = {y}"
)
_GAPS = (
    "SELECT {stat}(gap) FROM (SELECT date_diff('day', CAST(lag(ordered_at) OVER (PARTITION BY customer_id"
    " ORDER BY ordered_at, order_id) AS DATE), CAST(ordered_at AS DATE)) AS gap FROM orders) g"
    " WHERE gap IS NOT NULL"
)
_DAYS = "date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE))"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # expected X: the average X
        (
            "what's the expected number of items on an order?",
            "SELECT (SELECT count(*) FROM order_items) * 1.0 / (SELECT count(*) FROM orders)",
        ),
        (
            "expected revenue per order at Brooklyn in 2019",
            "SELECT sum(i.product_price) / count(DISTINCT o.order_id) FROM orders o JOIN order_items i"
            " ON i.order_id = o.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
        (
            "the expected lifetime spend of a customer, before tax",
            "SELECT avg(lifetime_spend_pretax) FROM customers",
        ),
        (
            "Expected daily order count in Q3 2019?",
            "SELECT count(*) / 92.0 FROM orders"
            " WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
        ),
        # severity: the mean order total
        (
            "mean severity by store in 2019",
            "SELECT l.location_name, avg(o.order_total) FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        ("claim severity for 2018?", f"SELECT avg(order_total) FROM orders WHERE {_Y18}"),
        (
            "Average severity per month of 2019, severity being the order total with tax",
            f"SELECT date_trunc('month', ordered_at), avg(order_total) FROM orders WHERE {_Y19} GROUP BY 1",
        ),
        ("severity in 2019 - the average order total", f"SELECT avg(order_total) FROM orders WHERE {_Y19}"),
        # claim frequency: orders per customer
        ("what's our claim frequency over all the data?", _ORDERS_PER_CUSTOMER),
        ("Call it frequency: the average number of orders each customer placed.", _ORDERS_PER_CUSTOMER),
        # the loss ratio
        (
            "loss ratio for 2018 if we take supply cost as the losses and revenue as earned premium",
            f"{_LOSS_RATIO} WHERE {_Y18}",
        ),
        (
            "Loss ratio per product type: supply cost of the items sold divided by their selling price.",
            "SELECT p.product_type, sum(i.supply_cost) / sum(i.product_price) FROM order_items i"
            " JOIN products p ON p.product_id = i.product_id GROUP BY 1",
        ),
        ("what was the loss ratio in 2019?", f"{_LOSS_RATIO} WHERE {_Y19}"),
        # policyholders, entrants, observed lifetime
        (
            "the 3 policyholders with the most lifetime orders, with the counts",
            "SELECT customer_name, count_lifetime_orders FROM customers ORDER BY 2 DESC LIMIT 3",
        ),
        (
            "mean lifetime spend of the 2018 entry cohort (first order placed in 2018)",
            "SELECT avg(lifetime_spend) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        (
            "how many lifetime orders do the 2019 entrants average?",
            "SELECT avg(count_lifetime_orders) FROM customers WHERE year(first_ordered_at) = 2019",
        ),
        (
            "mean observed lifetime of returning customers",
            f"SELECT avg({_DAYS}) FROM customers WHERE customer_type = 'returning'",
        ),
        (
            "the mean observed lifetime, in days from first order to last order, of returning customers",
            f"SELECT avg({_DAYS}) FROM customers WHERE customer_type = 'returning'",
        ),
        ("average observed lifetime of a customer", f"SELECT avg({_DAYS}) FROM customers"),
        # probability, conditional expectation, headings
        (
            "probability that a randomly chosen order from 2019 contains at least one drink?",
            f"SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y19}",
        ),
        (
            "Tail probability: what share of 2018 orders had an order total above $30?",
            f"SELECT avg(CASE WHEN order_total > 30 THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y18}",
        ),
        (
            "Conditional expectation: the average order total given the order is over $25, in 2019",
            f"SELECT avg(order_total) FROM orders WHERE {_Y19} AND order_total > 25",
        ),
        (
            "Annual retention: of the customers whose first order was in 2018, what share ordered in 2019?",
            _RETAINED.format(y=2018),
        ),
        # percentiles
        (
            "the 99.5th percentile of order totals in 2019",
            f"SELECT quantile_cont(order_total, 0.995) FROM orders WHERE {_Y19}",
        ),
        (
            "95th pct of lifetime spend across customers",
            "SELECT quantile_cont(lifetime_spend, 0.95) FROM customers",
        ),
        (
            "the 2.5th and 97.5th percentiles of order totals",
            "SELECT quantile_cont(order_total, 0.025), quantile_cont(order_total, 0.975) FROM orders",
        ),
        # lapsed, said as the speaker's label
        (
            "How many customers would we count as lapsed, meaning their last order fell before 1 June 2019?",
            "SELECT count(*) FROM customers WHERE last_ordered_at < '2019-06-01'",
        ),
        # an amount in words after an order total
        (
            "how many orders had an order total above twenty dollars?",
            "SELECT count(*) FROM orders WHERE order_total > 20",
        ),
        (
            "how many 2019 orders had an order total of more than twenty-five dollars?",
            f"SELECT count(*) FROM orders WHERE order_total > 25 AND {_Y19}",
        ),
        (
            "what proportion of 2018 orders came to more than thirty dollars including tax?",
            f"SELECT avg(CASE WHEN order_total > 30 THEN 1.0 ELSE 0.0 END) FROM orders WHERE {_Y18}",
        ),
        # the gaps between one customer's orders
        ("the mean inter-order gap for the same customer, in days", _GAPS.format(stat="avg")),
        ("average days between a customer's consecutive orders", _GAPS.format(stat="avg")),
        ("median gap between successive orders per customer", _GAPS.format(stat="median")),
        ("the longest gap in days between consecutive orders of one customer", _GAPS.format(stat="max")),
        # a slip corrected
        (
            "the smallest loss... sorry, order total, in 2018. The amount only.",
            f"SELECT min(order_total) FROM orders WHERE {_Y18}",
        ),
        (
            "Top 3 policyholders - customers, I mean - by lifetime spend, with the amounts",
            "SELECT customer_name, lifetime_spend FROM customers ORDER BY 2 DESC LIMIT 3",
        ),
    ],
)
def test_r35ac_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "the 90th percentile of order totals in 2019",
            "now the 99.5th",
            f"SELECT quantile_cont(order_total, 0.995) FROM orders WHERE {_Y19}",
        ),
        (
            "the 95th percentile of lifetime spend",
            "and the 99th?",
            "SELECT quantile_cont(lifetime_spend, 0.99) FROM customers",
        ),
        (
            "Survival: of the customers whose first order was in 2018, what fraction ordered at all in 2019?",
            "same figure for the 2019 entrants",
            _RETAINED.format(y=2019),
        ),
        (
            "of the customers acquired in 2018, what share ordered again in 2019?",
            "and for the 2019 cohort?",
            _RETAINED.format(y=2019),
        ),
        (
            "revenue by store in 2018",
            "Separate matter, start fresh: what's the expected order total in 2019?",
            f"SELECT avg(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "orders by month in 2019",
            "start afresh - how many customers are there?",
            "SELECT count(*) FROM customers",
        ),
        (
            "what was the loss ratio in 2019?",
            "break that down by product type",
            "SELECT p.product_type, sum(i.supply_cost) / sum(i.product_price) FROM order_items i"
            f" JOIN products p ON p.product_id = i.product_id WHERE i.{_Y19} GROUP BY 1",
        ),
    ],
)
def test_r35ac_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "Estimate the probable maximum loss for a flood at the Brooklyn store.",
        "what's our catastrophe exposure across the stores?",
        "What PML should we assume for a fire in Philadelphia?",
        "So what premium should we charge?",
    ],
)
def test_r35ac_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # near misses that keep their answer
        (
            "Sanity test: how many orders came in at 11pm or later? Expected answer is zero.",
            "SELECT count(*) FROM orders WHERE hour(ordered_at) >= 23",
        ),
        ("largest order total in 2019", f"SELECT max(order_total) FROM orders WHERE {_Y19}"),
        (
            "average time between consecutive orders at Brooklyn on 2019-03-02, in minutes",
            "SELECT avg(g) FROM (SELECT epoch(o.ordered_at - lag(o.ordered_at) OVER (ORDER BY o.ordered_at,"
            " o.order_id)) / 60.0 AS g FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND CAST(o.ordered_at AS DATE) = '2019-03-02')"
            " WHERE g IS NOT NULL",
        ),
        (
            "the 90th percentile of order totals in 2019",
            f"SELECT quantile_cont(order_total, 0.9) FROM orders WHERE {_Y19}",
        ),
        (
            "how many customers, sorry, I mean orders, did we have in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19}",
        ),
    ],
)
def test_r35ac_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r35ac_slip_without_sorry_left(planner: Planner) -> None:
    """A trailing "... no wait" with nothing corrected is no slip: the question is not cut to "by wait"."""
    plan = planner.plan("revenue by store... no wait")
    assert isinstance(plan, SqlPlan) and "by store" in plan.understood, plan
