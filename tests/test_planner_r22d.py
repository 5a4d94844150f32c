"""The offline analyst on readings added in round r22d (a finance controller and a product analyst, second
pass): two periods compared as one figure (growth of one quarter over another in percent, the amount by which
one period exceeded another, whichever of the two is later) and a year-to-date or cumulative figure read at a
period's close said as "the August month-end", "the 2019 year-end"; a share of "that store's" own figure,
the largest figure "charged on a single order", tax "remitted", what the items of a kind sold "cost us in
supplies", "the 5 jaffles" (a count that only says how many there are) and a "distinct count" said after what
is counted.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check


def _revenue(start: str, end: str) -> str:
    return (
        f"(SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '{start}' AND ordered_at < '{end}')"
    )


def _orders(start: str, end: str) -> str:
    return f"(SELECT COUNT(*) FROM orders WHERE ordered_at >= '{start}' AND ordered_at < '{end}')"


_Q1, _Q2, _Q3 = (
    _revenue("2019-01-01", "2019-04-01"),
    _revenue("2019-04-01", "2019-07-01"),
    _revenue("2019-07-01", "2019-10-01"),
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "quarter-on-quarter growth for Q3 over Q2": the one change between the two quarters named
        (
            "QoQ growth in revenue, Q3 2019 over Q2 2019, as a percentage",
            f"SELECT ({_Q3} - {_Q2}) * 100 / {_Q2}",
        ),
        (
            "quarter on quarter revenue growth for Q3 2019 over Q2 2019 in %",
            f"SELECT ({_Q3} - {_Q2}) * 100 / {_Q2}",
        ),
        (
            "month-on-month order growth in June 2019 over May 2019, percent",
            f"SELECT ({_orders('2019-06-01', '2019-07-01')} - {_orders('2019-05-01', '2019-06-01')}) * 100.0"
            f" / {_orders('2019-05-01', '2019-06-01')}",
        ),
        # the first period named against the second, even when it is the earlier one
        ("by how much did Q1 2019 revenue exceed Q2 2019 revenue?", f"SELECT {_Q1} - {_Q2}"),
        ("Q1 2019 revenue minus Q3 2019 revenue", f"SELECT {_Q1} - {_Q3}"),
        (
            "2018 orders minus 2019 orders",
            f"SELECT {_orders('2018-01-01', '2019-01-01')} - {_orders('2019-01-01', '2020-01-01')}",
        ),
        (
            "by how many orders did March 2019 exceed February 2019",
            f"SELECT {_orders('2019-03-01', '2019-04-01')} - {_orders('2019-02-01', '2019-03-01')}",
        ),
        (
            "the change in revenue for Q1 2019 relative to Q2 2019, in percent",
            f"SELECT ({_Q1} - {_Q2}) * 100 / {_Q2}",
        ),
        # a to-date figure at "the September 2019 month-end", "the 2018 year-end": one total to that close
        ("ytd revenue at the September 2019 month-end", f"SELECT {_revenue('2019-01-01', '2019-10-01')}"),
        (
            "cumulative orders up to the 30 April 2019 month-end close",
            f"SELECT {_orders('2000-01-01', '2019-05-01')}",
        ),
        (
            "running total of tax collected as of the 2018 year-end",
            "SELECT SUM(tax_paid) FROM orders WHERE ordered_at < '2019-01-01'",
        ),
        (
            "year-to-date gross profit at the quarter-end of June 2019",
            "SELECT SUM(product_price - supply_cost) FROM order_items"
            " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01'",
        ),
    ],
)
def test_r22d_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "as a share of that store's takings": of each row's own figure
        (
            "tax at every shop as a share of that shop's order total in 2019",
            "SELECT l.location_name, SUM(o.tax_paid) / SUM(o.order_total) FROM orders o JOIN locations l"
            " USING (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        # the largest figure on one order: the orders ranked by it
        (
            "what was the highest tax charged on any one order in 2019",
            "SELECT MAX(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "biggest tax on a single order in 2018",
            "SELECT MAX(tax_paid) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # tax "remitted": the tax collected
        (
            "which shop remitted the least sales tax in 2019",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY SUM(o.tax_paid) LIMIT 1",
        ),
        (
            "how much tax did we remit in 2018",
            "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # what the items of a kind sold cost in supplies
        (
            "what did the drinks we sold in 2019 cost us in supplies",
            "SELECT SUM(supply_cost) FROM order_items WHERE is_drink_item AND year(ordered_at) = 2019",
        ),
        (
            "supply cost of the jaffles sold in Q2 2019",
            "SELECT SUM(oi.supply_cost) FROM order_items oi JOIN products p USING (product_id)"
            " WHERE p.product_type = 'jaffle'"
            " AND oi.ordered_at >= '2019-04-01' AND oi.ordered_at < '2019-07-01'",
        ),
        # "the 5 jaffles", "our 6 stores": the count only says how many there are
        (
            "what's the mean unit cost of the 5 jaffles",
            "SELECT AVG(c) FROM (SELECT p.product_id, SUM(s.supply_cost) AS c FROM products p"
            " JOIN supplies s USING (product_id) WHERE p.product_type = 'jaffle' GROUP BY 1)",
        ),
        ("the average tax rate over our 6 stores", "SELECT AVG(tax_rate) FROM locations"),
        # "..., distinct count": how many distinct ones
        (
            "perishable supplies - distinct count",
            "SELECT COUNT(DISTINCT supply_name) FROM supplies WHERE is_perishable_supply",
        ),
    ],
)
def test_r22d_finance_wordings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
