"""The offline analyst on readings added in round r23c (a shift supervisor and a British speaker): day-first
slashed dates (and impossible ones asked back, never a crash), British words ("fortnight", "VAT",
"nought", Boxing Day), ranges of days ending or starting on a day ("the half-year ending", "the week
X to Y"), "yesterdays" without its apostrophe, shop hours said as bare numbers ("between 12 and 1"),
dictation slips ("for items or more", "the to busiest", a product's "for" said "four"), "N things or more",
goods counted with no measure ("how many tangaroos at Brooklyn last week"), a running total "starting
again from zero in January" and "how many items in an average order".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019, last day 2019-12-31).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_ORDERS_ON = "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '{}'"
_ORDERS_BETWEEN = "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) BETWEEN DATE '{}' AND DATE '{}'"
_REVENUE_BETWEEN = (
    "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE)"
    " BETWEEN DATE '{}' AND DATE '{}'"
)
_TAKINGS_BETWEEN = (
    "SELECT SUM(order_total) FROM orders WHERE CAST(ordered_at AS DATE) BETWEEN DATE '{}' AND DATE '{}'"
)


def _store_orders(store: str, where: str) -> str:
    return (
        "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        f" WHERE l.location_name = '{store}' AND {where}"
    )


def _units(where: str) -> str:
    return (
        "SELECT COUNT(*) FROM order_items i JOIN orders o USING (order_id)"
        " JOIN locations l USING (location_id)"
        f" JOIN products p ON p.product_id = i.product_id WHERE {where}"
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a slashed date that can only be day-first is read day-first
        ("orders on 25/11/2019", _ORDERS_ON.format("2019-11-25")),
        ("How many orders came in on 13/02/2019?", _ORDERS_ON.format("2019-02-13")),
        ("orders from 20/05/2019 to 26/05/2019", _ORDERS_BETWEEN.format("2019-05-20", "2019-05-26")),
        # month-first still read month-first when it can only be that
        ("orders on 11/25/2019", _ORDERS_ON.format("2019-11-25")),
        # both readings possible: day-first in a British question or beside a day-first date
        ("What were the takings on 4/6/2019?", _TAKINGS_BETWEEN.format("2019-06-04", "2019-06-04")),
        ("turnover between 2/3/2019 and 15/3/2019", _REVENUE_BETWEEN.format("2019-03-02", "2019-03-15")),
        ("total takings on 5/7/2019", _TAKINGS_BETWEEN.format("2019-07-05", "2019-07-05")),
        # fortnight: two weeks, back from the data's end or to a day
        ("orders over the past fortnight", _ORDERS_BETWEEN.format("2019-12-18", "2019-12-31")),
        ("turnover in the last fortnight", _REVENUE_BETWEEN.format("2019-12-18", "2019-12-31")),
        ("takings for the fortnight to 14/07/2019", _TAKINGS_BETWEEN.format("2019-07-01", "2019-07-14")),
        ("orders in the fortnight ending 2019-03-31", _ORDERS_BETWEEN.format("2019-03-18", "2019-03-31")),
        # months, quarters, half-years and years ending on a day
        ("turnover for the half-year ending 30/06/2019", _REVENUE_BETWEEN.format("2019-01-01", "2019-06-30")),
        ("revenue in the quarter ended 2019-09-30", _REVENUE_BETWEEN.format("2019-07-01", "2019-09-30")),
        ("orders for the year to 2019-06-15", _ORDERS_BETWEEN.format("2018-06-16", "2019-06-15")),
        ("revenue in the 3 months to 31/10/2019", _REVENUE_BETWEEN.format("2019-08-01", "2019-10-31")),
        # a range named "the week" / "the period": the range itself, not one row per week
        ("takings for the week 09/09/2019 to 15/09/2019",
         _TAKINGS_BETWEEN.format("2019-09-09", "2019-09-15")),
        ("revenue for the period 2019-04-01 to 2019-04-10",
         _REVENUE_BETWEEN.format("2019-04-01", "2019-04-10")),
        ("turnover from 01/08/2019 to 07/08/2019, the two days inclusive", _REVENUE_BETWEEN.format(
            "2019-08-01", "2019-08-07")),
        # VAT is the tax
        ("How much VAT was paid in 2019?", "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019"),
        ("total VAT at Chicago in 2018", "SELECT SUM(tax_paid) FROM orders o JOIN locations l USING"
         " (location_id) WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2018"),
        # Boxing Day: the day after Christmas
        ("orders on Boxing Day 2018", _ORDERS_ON.format("2018-12-26")),
        ("What were the takings on Boxing Day 2019?", _TAKINGS_BETWEEN.format("2019-12-26", "2019-12-26")),
        # "yesterdays": the data's last day
        ("yesterdays orders", _ORDERS_ON.format("2019-12-31")),
        ("yesterday's orders at brooklyn",
         _store_orders("Brooklyn", "CAST(o.ordered_at AS DATE) = '2019-12-31'")),
        # bare numbers as shop hours: round noon, or with a part of the day said
        ("orders at brooklyn between 12 and 1 on 2019-11-05", _store_orders(
            "Brooklyn", "CAST(o.ordered_at AS DATE) = '2019-11-05' AND hour(o.ordered_at) = 12")),
        ("chicago orders over lunch from eleven till two on 2019-10-10", _store_orders(
            "Chicago", "CAST(o.ordered_at AS DATE) = '2019-10-10' AND hour(o.ordered_at) BETWEEN 11 AND 13")),
        ("orders from 11 to 1 yesterday", "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) ="
         " '2019-12-31' AND hour(ordered_at) IN (11, 12)"),
        ("morning orders seven to nine on 2019-06-03", "SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS"
         " DATE) = '2019-06-03' AND hour(ordered_at) IN (7, 8)"),
        ("evening orders from 5 to 8 in december 2019", "SELECT COUNT(*) FROM orders WHERE ordered_at >="
         " '2019-12-01' AND ordered_at < '2020-01-01' AND hour(ordered_at) BETWEEN 17 AND 19"),
        # "N things or more" / "or fewer": a bound, not an exact count; "for" / "to" said for four / two
        ("orders with 3 items or more in 2019", "SELECT COUNT(*) FROM (SELECT order_id FROM order_items"
         " WHERE year(ordered_at) = 2019 GROUP BY 1 HAVING COUNT(*) >= 3)"),
        ("how many orders had for items or more in june 2019", "SELECT COUNT(*) FROM (SELECT order_id FROM"
         " order_items WHERE ordered_at >= '2019-06-01' AND ordered_at < '2019-07-01' GROUP BY 1"
         " HAVING COUNT(*) >= 4)"),
        ("orders with two drinks or fewer in 2019", "SELECT COUNT(*) FROM orders o WHERE year(o.ordered_at) ="
         " 2019 AND (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.order_id AND i.is_drink_item)"
         " <= 2"),
        ("brooklyn orders on the to busiest days of march 2019", "SELECT CAST(o.ordered_at AS DATE), COUNT(*)"
         " AS n FROM orders o JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn' AND"
         " o.ordered_at >= '2019-03-01' AND o.ordered_at < '2019-04-01' GROUP BY 1 ORDER BY n DESC LIMIT 2"),
        # goods counted with no measure named: the units sold
        ("how many tangaroos at philly in may 2019", _units(
            "l.location_name = 'Philadelphia' AND p.product_name = 'tangaroo'"
            " AND i.ordered_at >= '2019-05-01' AND i.ordered_at < '2019-06-01'")),
        ("vanilla ices sold at chicago in 2019", _units(
            "l.location_name = 'Chicago' AND p.product_name = 'vanilla ice' AND year(i.ordered_at) = 2019")),
        ("how many jaffles on 2019-12-24", _units("p.product_type = 'jaffle' AND"
         " CAST(i.ordered_at AS DATE) = '2019-12-24'")),
        ("number of drinks at la in q3 2019", _units("l.location_name = 'Los Angeles' AND i.is_drink_item AND"
         " i.ordered_at >= '2019-07-01' AND i.ordered_at < '2019-10-01'")),
        ("how many four richer or pour overs did brooklyn sell in 2019", _units(
            "l.location_name = 'Brooklyn' AND p.product_name = 'for richer or pourover'"
            " AND year(i.ordered_at) = 2019")),
        # items in an average order
        ("How many items are there in an average order at Chicago in 2019?", "SELECT COUNT(*) * 1.0 /"
         " COUNT(DISTINCT o.order_id) FROM order_items i JOIN orders o USING (order_id) JOIN locations l"
         " USING (location_id) WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019"),
        # a running total starting again each year / month: to date
        ("cumulative turnover by month over 2018 and 2019, starting again from nought each January",
         "SELECT m, SUM(r) OVER (PARTITION BY year(m) ORDER BY m) FROM"
         " (SELECT date_trunc('month', ordered_at) AS m, SUM(product_price) AS r"
         " FROM order_items GROUP BY 1)"),
        ("running total of orders by week in 2019, resetting to zero every month",
         "SELECT w, SUM(n) OVER (PARTITION BY date_trunc('month', w) ORDER BY w) FROM (SELECT"
         " date_trunc('week', ordered_at) AS w, COUNT(*) AS n FROM orders WHERE year(ordered_at) = 2019"
         " GROUP BY 1)"),
    ],
)  # fmt: skip
def test_r23c_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "orders on 31/31/2019",
        "How many orders did we take on 30/02/2019?",
        "revenue on 2019-02-30",
        "turnover from 01/13/2019 to 40/01/2019",
    ],
)
def test_r23c_impossible_dates_asked_back(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"
    assert "date" in plan.question


@pytest.mark.parametrize(
    "question",
    [
        "orders with between 2 and 4 items in 2019",  # a count, not hours
        "how many drinks are there",  # the menu, not units sold
    ],
)
def test_r23c_not_misread(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    text = getattr(plan, "sql", "")
    assert "HOUR(" not in text and "items_sold" not in text, f"{question!r}: {text}"
