"""The offline analyst on readings added in round r33ep (an epidemiologist's questions, said in the words of
a surveillance report):

- "incident customers" ("incident cases", "the 2019 incident cohort", "incidence of customers") are the
  customers whose first order falls in the period said (they were words not understood);
- "crude" before a rate, mean, count or total says nothing the data can select and goes; "stratified by X"
  ("now stratified by quarter", "stratify by store") is "by X";
- "the prevalence of X" among orders ("prevalance", "what is the prevalence of") is the share of them that
  are X (it was a count, or not understood);
- "which clock hour" is the hour of the day (it was each day's hours);
- a customer kind glossed by its own definition ("returning customers (more than one order)", "new
  customers (a single order)", "repeat customers (2+ orders)"): the gloss goes (it was a second condition,
  which made every share 1);
- "customers with one or more Brooklyn orders" ("at least one Chicago order"): the customers who ordered
  there (the "one or more" was asked back as a threshold);
- "follow-up time" ("follow-up", "person-time of observation") of a customer: the days from the first
  order to the last;
- questions of statistical inference ("is that statistically significant", "against the control group",
  "is the signal real", "a confidence interval") or of health ("the prevalence of nut allergies") are asked
  back: the records hold neither a sample design nor anyone's health.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_F19 = "first_ordered_at >= '2019-01-01' AND first_ordered_at < '2020-01-01'"
_F18 = "first_ordered_at >= '2018-01-01' AND first_ordered_at < '2019-01-01'"
_TENURE = "date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE))"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # incident customers: a first order in the period
        (
            "How many incident customers did we record in 2019?",
            f"SELECT count(*) FROM customers WHERE {_F19}",
        ),
        (
            "Incident cases by month for 2019 - customers whose first order was in that month.",
            f"SELECT date_trunc('month', first_ordered_at), count(*) FROM customers WHERE {_F19} GROUP BY 1",
        ),
        (
            "Number of incident customers per quarter in 2019",
            "SELECT date_trunc('quarter', first_ordered_at), count(*) FROM customers"
            f" WHERE {_F19} GROUP BY 1",
        ),
        (
            "Of the 2019 incident cohort, how many are returning customers?",
            f"SELECT count(*) FROM customers WHERE {_F19} AND customer_type = 'returning'",
        ),
        (
            "Monthly surveillance of incident cases during 2019",
            f"SELECT date_trunc('month', first_ordered_at), count(*) FROM customers WHERE {_F19} GROUP BY 1",
        ),
        (
            "Weekly surveillance of incident customers for December 2019",
            "SELECT date_trunc('week', first_ordered_at), count(*) FROM customers"
            " WHERE first_ordered_at >= '2019-12-01' AND first_ordered_at < '2020-01-01' GROUP BY 1",
        ),
        # crude, stratified
        ("Crude mean order total in 2019?", f"SELECT avg(order_total) FROM orders WHERE {_Y19}"),
        (
            "Crude count of orders at Brooklyn in 2019",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y19}",
        ),
        (
            "Average order total in 2019, stratified by store.",
            "SELECT l.location_name, avg(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE o.{_Y19} GROUP BY 1",
        ),
        (
            "Crude average lifetime spend per customer, stratifed by customer type",
            "SELECT customer_type, avg(lifetime_spend) FROM customers GROUP BY 1",
        ),
        # prevalence: a share
        (
            "Prevalence of orders with a drink in 2019?",
            f"SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0 END) FROM orders WHERE {_Y19}",
        ),
        (
            "Among 2019 orders, the prevalence of baskets with 3 or more items",
            "SELECT avg(CASE WHEN n >= 3 THEN 1.0 ELSE 0 END) FROM (SELECT o.order_id, count(*) AS n"
            " FROM orders o JOIN order_items i USING (order_id) WHERE o.ordered_at >= '2019-01-01'"
            " AND o.ordered_at < '2020-01-01' GROUP BY 1)",
        ),
        (
            "Prevalance of food orders in 2019?",
            f"SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) FROM orders WHERE {_Y19}",
        ),
        # clock hour
        (
            "Which clock hour had the most orders in 2019?",
            f"SELECT hour(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Which clock-hour shows the highest share of orders with food?",
            "SELECT hour(ordered_at) FROM orders GROUP BY 1"
            " ORDER BY avg(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) DESC LIMIT 1",
        ),
        # a customer kind glossed by its definition
        (
            "Of the customers whose first order was in Q1 2018, what share became returning customers (more"
            " than one order)?",
            "SELECT avg(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0 END) FROM customers"
            " WHERE first_ordered_at >= '2018-01-01' AND first_ordered_at < '2018-04-01'",
        ),
        (
            "What proportion of customers with a first order in 2019 are returning customers (two or more"
            " orders)?",
            "SELECT avg(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0 END) FROM customers"
            f" WHERE {_F19}",
        ),
        (
            "Share of all customers that are repeat customers (2+ orders)",
            "SELECT avg(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0 END) FROM customers",
        ),
        # one or more orders at a store
        (
            "Distinct customers with one or more Brooklyn orders in 2019.",
            "SELECT count(DISTINCT customer_id) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y19}",
        ),
        (
            "How many customers had at least one Philadelphia order in 2018?",
            "SELECT count(DISTINCT customer_id) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' AND o.ordered_at < '2019-01-01'",
        ),
        # follow-up time
        (
            "Mean follow-up time of customers with a first order in 2018, in days from first to last order.",
            f"SELECT avg({_TENURE}) FROM customers WHERE {_F18}",
        ),
        (
            "Average follow-up (days between first order and last order) for the 2019 incident cohort",
            f"SELECT avg({_TENURE}) FROM customers WHERE {_F19}",
        ),
    ],
)
def test_reads(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Distinct customers with orders at Chicago in 2019.",
            "Now stratified by quarter.",
            "SELECT date_trunc('quarter', ordered_at), count(DISTINCT customer_id) FROM orders o"
            " JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Chicago' AND o.{_Y19} GROUP BY 1",
        ),
        (
            "Crude mean order total in 2019?",
            "Stratify it by store.",
            "SELECT l.location_name, avg(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE o.{_Y19} GROUP BY 1",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("context", "question"),
    [
        ("How many orders had a drink in 2019?", "Is that statistically significant?"),
        ("Average order total by store in 2019.", "Is the gap between them significant at the 5% level?"),
        ("Revenue by month in 2019.", "How does that compare with the control group?"),
        ("", "Is the signal real?"),
        ("Orders per week in 2019.", "Is this signal real or just noise?"),
        ("Share of orders with food in 2019.", "Give me a 95% confidence interval for it."),
        ("", "What's the prevalence of peanut allergies among our customers?"),
        ("", "How many of our customers are allergic to gluten?"),
    ],
)
def test_asked_back(planner: Planner, context: str, question: str) -> None:
    plan = planner.plan(question, context=[context] if context else [])
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"
