"""The offline analyst on readings added in round r29e (a tax advisor's wordings said the plain way):

- "on file", "for the audit file": a file is a file (it was respelled "five" and the customers were listed);
- "which store remitted the greatest amount of sales tax": the tax collected, however many words sit
  between the verb and the tax (it asked what "paid" meant);
- "Chicago, Illinois", "Philadelphia, PA": a store's city with its state after it is the store (it asked
  what the state meant);
- "the back half of the year", "the front half": the second and first halves;
- "Friday 6 through Sunday 8 December 2019": the weekday names beside the day numbers say nothing more
  (it asked what "6" meant);
- "the two months of 2019 with the most orders": the top 2 (it was the top 10, or nothing with a digit);
- "customers with more than a single order": more than one;
- "revenue less the supply cost of the orders": the orders' cost (it was the cost less the order count);
- "the biggest tax amount ever charged on one order": the largest single order's tax (it asked by what);
- "the stores taxed at 6%", "stores with a tax rate of 4%": the rate equal to it (it asked what "6" meant);
- "orders containing food versus orders without any food (drinks only)": one row for each side (it asked
  which period to compare with);
- "order total with tax minus pre-tax order total": the tax inside the figure (it was the revenue);
- "fewer than a dime ($0.10) in tax", "over a dollar in tax": the coin's amount (it was by quarter);
- "2019 revenue and order total, on separate rows": one row per figure (it was one row of two columns);
- "A guest buys two tangaroos in Chicago. What will they pay, tax included?": the menu bill at that store
  (it was the tax every such order there had paid, customer by customer);
- asked back: "is that rate on the low side?" (a judgement), "which tax deductions can we take?" (no such
  records).

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
_STORE_TAX = (
    "SELECT date_trunc('month', o.ordered_at), sum(o.tax_paid) FROM orders o JOIN locations l"
    " USING (location_id) WHERE l.location_name = '{store}' AND {when} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a file is a file
        (
            "For the audit file: the total tax collected in 2019?",
            f"SELECT sum(tax_paid) FROM orders WHERE {_Y19}",
        ),
        (
            "How many customers on file placed more than one order?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1 HAVING count(*) > 1)",
        ),
        # remitted, a few words before the tax
        (
            "Which store remitted the greatest amount of sales tax in 2018?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY sum(o.tax_paid) DESC LIMIT 1",
        ),
        # a city with its state
        (
            "Chicago, Illinois: tax collected each month of 2019",
            _STORE_TAX.format(store="Chicago", when="year(o.ordered_at) = 2019"),
        ),
        (
            "Sales tax by month at Philadelphia, PA for March to May 2019",
            _STORE_TAX.format(
                store="Philadelphia", when="o.ordered_at >= '2019-03-01' AND o.ordered_at < '2019-06-01'"
            ),
        ),
        # weekday names beside day numbers
        (
            "Tax collected from Friday 6 through Sunday 8 December 2019, both days included?",
            "SELECT sum(tax_paid) FROM orders WHERE ordered_at >= '2019-12-06' AND ordered_at < '2019-12-09'",
        ),
        (
            "How many orders between Monday 4 and Wednesday 6 March 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-03-04' AND ordered_at < '2019-03-07'",
        ),
        # more than a single order
        (
            "How many customers have placed more than a single order?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders GROUP BY 1 HAVING count(*) > 1)",
        ),
        # the supply cost of the orders
        (
            "Profit for 2018, meaning revenue less the supply cost of the orders?",
            "SELECT (SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2018)"
            " - (SELECT sum(order_cost) FROM orders WHERE year(ordered_at) = 2018)",
        ),
        # the largest on one order
        (
            "What is the biggest tax amount ever charged on one order?",
            "SELECT max(tax_paid) FROM orders",
        ),
    ],
)
def test_tax_advisor_wordings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "The two months of 2019 with the most orders, highest first",
            f"SELECT date_trunc('month', ordered_at), count(*) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY 2 DESC LIMIT 2",
        ),
        (
            "The 4 days of 2019 with the highest tax collected, largest first, with the amounts",
            f"SELECT CAST(ordered_at AS DATE), sum(tax_paid) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY 2 DESC LIMIT 4",
        ),
    ],
)
def test_the_n_periods_with_the_most(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold, ordered=True)


def test_the_back_half_of_the_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "And the back half of the year?",
        _STORE_TAX.format(
            store="Brooklyn", when="o.ordered_at >= '2019-07-01' AND o.ordered_at < '2020-01-01'"
        ),
        context=["Brooklyn: tax collected month by month for January to June 2019"],
    )


def test_the_front_half_of_a_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Orders in the front half of 2019?",
        "SELECT count(*) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01'",
    )


@pytest.mark.parametrize(
    ("context", "question"),
    [
        (["What is the tax rate at the Chicago store?"], "Is that rate on the low side?"),
        (["Revenue in 2019"], "Would you say that's on the high side?"),
        ([], "Which tax deductions can the company take this year?"),
    ],
)
def test_asked_back(planner: Planner, context: list[str], question: str) -> None:
    plan = planner.plan(question, context=context)
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a tax rate said equal
        (
            "Total 2019 orders at the stores taxed at 6%?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE l.tax_rate = 0.06"
            " AND year(o.ordered_at) = 2019",
        ),
        (
            "Tax collected in 2018 by the stores with a 4% tax rate, all together",
            "SELECT sum(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.tax_rate = 0.04 AND year(o.ordered_at) = 2018",
        ),
        # the biggest ever on one order
        (
            "What's the single biggest sales tax amount ever charged on a single order?",
            "SELECT max(tax_paid) FROM orders",
        ),
        # both sides of a flag, the second glossed
        (
            "2019 tax on orders containing food versus orders without any food (drink-only): a figure each",
            f"SELECT sum(tax_paid) FROM orders WHERE {_Y19} GROUP BY is_food_order",
        ),
        # the tax inside a figure
        (
            "For 2019: order total with tax minus pre-tax order total?",
            f"SELECT (SELECT sum(order_total) FROM orders WHERE {_Y19})"
            f" - (SELECT sum(product_price) FROM order_items WHERE {_Y19})",
        ),
        (
            "Across all customers: lifetime spend including tax less lifetime spend before tax",
            "SELECT sum(lifetime_spend) - sum(lifetime_spend_pretax) FROM customers",
        ),
        # a coin as its amount
        (
            "How many 2019 orders had fewer than a dime ($0.10) in tax?",
            f"SELECT count(*) FROM orders WHERE tax_paid < 0.10 AND {_Y19}",
        ),
        (
            "How many orders in 2018 had more than a dollar in sales tax?",
            "SELECT count(*) FROM orders WHERE tax_paid > 1 AND year(ordered_at) = 2018",
        ),
    ],
)
def test_rates_sides_and_amounts(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_figures_on_rows_of_their_own(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "I need 2019 revenue and order total as two figures on separate rows, please.",
        f"SELECT sum(product_price) FROM order_items WHERE {_Y19}"
        f" UNION ALL SELECT sum(order_total) FROM orders WHERE {_Y19}",
    )


_BILL = (
    "SELECT round({n} * p.product_price * (1 + l.tax_rate), 2) FROM products p, locations l"
    " WHERE p.product_name = '{product}' AND l.location_name = '{store}'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "A guest buys two tangaroos at the Chicago store. What will they pay with Chicago's sales tax?",
            _BILL.format(n=2, product="tangaroo", store="Chicago"),
        ),
        (
            "How much would a customer pay for one vanilla ice in Brooklyn, tax included, to the cent?",
            _BILL.format(n=1, product="vanilla ice", store="Brooklyn"),
        ),
    ],
)
def test_a_purchase_told_then_priced(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
