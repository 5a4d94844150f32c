"""The offline analyst on readings added in round 22a (a finance controller and a product analyst typing
terse search-box queries): a fraction said "as a fraction of" its own denominator (or "as a percentage"
alone) is itself, a profit "as a percentage" is its margin; members named with a bound on their own number
and nothing else are listed; a rate bound said "6% or more" and on another model's column ("stores whose
tax rate ..."); "worst seller", and "units" after a seller ranked, not a breakdown by each unit.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_MARGIN_2019 = (
    "SELECT (SUM(o.order_total - o.tax_paid) - SUM(o.order_cost)) / SUM(o.order_total - o.tax_paid)"
    " FROM orders o WHERE year(o.ordered_at) = 2019"
)
_UNITS_2019 = (
    "SELECT p.product_name, COUNT(*) AS n FROM order_items oi JOIN products p USING (product_id)"
    " WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a fraction "as a fraction of" what it divides by: the fraction itself
        ("gross margin 2019 as a proportion of revenue", _MARGIN_2019),
        ("what was the 2019 gross margin, shown as a percentage of sales?", _MARGIN_2019),
        # "as a fraction" alone, of a fraction: how it is shown, not a share of it
        (
            "gross margin at the Philadelphia store in 2018, as a proportion",
            "SELECT (SUM(o.order_total - o.tax_paid) - SUM(o.order_cost)) / SUM(o.order_total - o.tax_paid)"
            " FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2018 AND l.location_name = 'Philadelphia'",
        ),
        # a profit "as a percentage": its margin
        (
            "Brooklyn gross profit for 2019 as a percentage",
            _MARGIN_2019.replace(
                "FROM orders o WHERE",
                "FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn' AND",
            ),
        ),
        # members and a bound on their own number, no other words: the list
        ("prods under $5", "SELECT product_name FROM products WHERE product_price < 5"),
        ("menu items priced above 9 dollars", "SELECT product_name FROM products WHERE product_price > 9"),
        # a rate bound "N% or more", on the stores' own column, the figure of their orders
        (
            "tax paid in 2019 by stores whose tax rate is 7% or more",
            "SELECT l.location_name, SUM(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.tax_rate >= 0.07 AND year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "total 2019 orders across the shops whose tax rate is under 6%, combined",
            "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.tax_rate < 0.06 AND year(o.ordered_at) = 2019",
        ),
        # "worst seller": the one; "units" after it says what ranks it
        ("weakest seller 2019 units", f"SELECT product_name FROM ({_UNITS_2019}) ORDER BY n LIMIT 1"),
        ("top seller in 2018, units", _UNITS_2019.replace("2019", "2018") + " ORDER BY n DESC LIMIT 1"),
    ],
)
def test_round22a(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
