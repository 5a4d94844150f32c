"""The offline analyst on readings added in round r27b (a lender's and a plain analyst's ways of asking about
figures over periods): "receipts" ("gross receipts", "cash receipts, tax included") are the order totals,
tax included; "name only" / "just name it" after a ranking asks for the name of the thing ranked (it was
read as the customers' names); "which month ..." over "the whole two-year history" is by month (the span
is no grain); a figure taken over the months (weeks, days) of a period: the ratio of the best month to the
worst, the spread between them (the highest less the lowest), the number of months below (above) the
average month, over (under) an amount ("in how many months did revenue top $50k"), and the number of
months whose figure fell (rose) from the month before; stores "that had opened before 1 January 2018" (a
day said day first) are those stores; a what-if that takes one store away ("had Brooklyn contributed
nothing in 2019, what would the remaining revenue have been", "if we had closed Chicago") is the figure
without it; an analyst's heading ("Dependence on one outlet:", "Stress scenario:") and what the figures are
for ("For the credit file,") say nothing of the question; "for each month of 2019, with January measured
against December 2018" is every month's change over the one before, said once more; "only the complete
weeks" of a year are the weeks from its first Monday to its last whole week's Sunday; "A next to B, one row
for each figure" is a row for each figure; "for the store with the highest 2019 revenue, what was its lowest
monthly revenue" asks the rest of the store the ranking finds ("how low did its weakest month go, in
revenue": its lowest monthly revenue).

Every question here is written for these tests (none is in the eval sets); answers are checked against
gold SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_MONTHLY_REV = (
    "SELECT date_trunc('month', ordered_at) AS m, sum(product_price) AS r FROM order_items{where} GROUP BY 1"
)
_MONTHLY_ORDERS = "SELECT date_trunc('month', ordered_at) AS m, count(*) AS r FROM orders{where} GROUP BY 1"
_Y19 = " WHERE year(ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # receipts: the order totals, tax included
        (
            "What were our gross receipts, tax included, in 2019?",
            "SELECT sum(order_total) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "Show me cash receipts for Brooklyn by month in 2018.",
            "SELECT date_trunc('month', o.ordered_at), sum(o.order_total) FROM orders o JOIN locations l"
            " ON l.location_id = o.location_id WHERE l.location_name = 'Brooklyn'"
            " AND year(o.ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "total receipts inclusive of sales tax per year",
            "SELECT year(ordered_at), sum(order_total) FROM orders GROUP BY 1",
        ),
        # "name only": the ranked thing's name, not the customers'
        (
            "Which store took the most orders in 2019? Just name it.",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Which product brought in the least revenue in 2018? Name only, please.",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE year(i.ordered_at) = 2018 GROUP BY 1 ORDER BY sum(i.product_price) ASC LIMIT 1",
        ),
        # "which month" over a whole N-year span: by month
        (
            "Over the whole two-year history, which month had the fewest orders?",
            "SELECT date_trunc('month', ordered_at) FROM orders GROUP BY 1 ORDER BY count(*) ASC LIMIT 1",
        ),
        (
            "Across the full two-year trading history, which month produced the least revenue?",
            "SELECT date_trunc('month', ordered_at) FROM order_items GROUP BY 1 ORDER BY sum(product_price)"
            " ASC LIMIT 1",
        ),
        (
            "Looking across the entire two-year record, what was the busiest month for revenue?",
            "SELECT date_trunc('month', ordered_at) FROM order_items GROUP BY 1 ORDER BY sum(product_price)"
            " DESC LIMIT 1",
        ),
        # best month over worst month
        (
            "What's the ratio between the highest and the lowest monthly revenue in 2019?",
            f"SELECT max(r) / min(r) FROM ({_MONTHLY_REV.format(where=_Y19)}) t",
        ),
        (
            "In 2019, how many times bigger was the best month's order count than the worst month's?",
            f"SELECT max(r) / min(r) FROM ({_MONTHLY_ORDERS.format(where=_Y19)}) t",
        ),
        # the spread: the best month less the worst
        (
            "Gap in dollars between our best and worst month of revenue in 2019?",
            f"SELECT max(r) - min(r) FROM ({_MONTHLY_REV.format(where=_Y19)}) t",
        ),
        (
            "What was the range of monthly order counts in 2018, the top month minus the bottom month?",
            "SELECT max(r) - min(r) FROM ("
            + _MONTHLY_ORDERS.format(where=" WHERE year(ordered_at) = 2018")
            + ") t",
        ),
        # months below (above) the average month
        (
            "How many months of 2019 had revenue under the monthly average for that year?",
            f"WITH t AS ({_MONTHLY_REV.format(where=_Y19)}) SELECT count(*) FROM t"
            " WHERE r < (SELECT avg(r) FROM t)",
        ),
        (
            "Number of months in 2018 where orders came in above the average month",
            "WITH t AS ("
            + _MONTHLY_ORDERS.format(where=" WHERE year(ordered_at) = 2018")
            + ") SELECT count(*) FROM t WHERE r > (SELECT avg(r) FROM t)",
        ),
        # months past an amount
        (
            "In how many months did revenue top $50k?",
            f"SELECT count(*) FROM ({_MONTHLY_REV.format(where='')}) t WHERE r > 50000",
        ),
        (
            "How many of the 24 months on record brought in more than $60,000 in revenue?",
            f"SELECT count(*) FROM ({_MONTHLY_REV.format(where='')}) t WHERE r > 60000",
        ),
        # months that fell (rose) from the month before
        (
            "How many times did monthly revenue drop from one month to the next?",
            "SELECT count(*) FROM (SELECT r, lag(r) OVER (ORDER BY m) AS p FROM ("
            + _MONTHLY_REV.format(where="")
            + ") s) t WHERE r < p",
        ),
        (
            "In how many months did order volume fall versus the previous month?",
            "SELECT count(*) FROM (SELECT r, lag(r) OVER (ORDER BY m) AS p FROM ("
            + _MONTHLY_ORDERS.format(where="")
            + ") s) t WHERE r < p",
        ),
        (
            "Count the months in which revenue grew compared with the month before.",
            "SELECT count(*) FROM (SELECT r, lag(r) OVER (ORDER BY m) AS p FROM ("
            + _MONTHLY_REV.format(where="")
            + ") s) t WHERE r > p",
        ),
    ],
)
def test_r27b(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_NOT_STORE = (
    "SELECT {agg} FROM {src} JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.location_name <> '{store}' AND year(o.ordered_at) = {year}"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How much of 2019 revenue, as a fraction, came from the stores that had opened before 1 January"
            " 2018?",
            "SELECT sum(CASE WHEN l.opened_at < DATE '2018-01-01' THEN i.product_price ELSE 0 END)"
            " / sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019",
        ),
        (
            "Total 2019 orders at the shops opened before September 1, 2018, combined",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.opened_at < DATE '2018-09-01' AND year(o.ordered_at) = 2019",
        ),
        # a what-if that takes one store away
        (
            "Had Brooklyn contributed nothing in 2019, what would the remaining revenue have been?",
            _NOT_STORE.format(
                agg="sum(i.product_price)",
                src="order_items i JOIN orders o ON o.order_id = i.order_id",
                store="Brooklyn",
                year=2019,
            ),
        ),
        (
            "If we had closed Chicago, how many orders would we have taken in 2019?",
            _NOT_STORE.format(agg="count(*)", src="orders o", store="Chicago", year=2019),
        ),
        (
            "Suppose the Philadelphia store had shut down: what would our 2018 order count have been?",
            _NOT_STORE.format(agg="count(*)", src="orders o", store="Philadelphia", year=2018),
        ),
        # headings and what the figures are for
        (
            "Exposure to a single site: what share of all 2019 orders were placed at Chicago?",
            "SELECT avg(CASE WHEN l.location_name = 'Chicago' THEN 1.0 ELSE 0.0 END) FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019",
        ),
        (
            "For the loan application, order totals for each year on record, one row per year.",
            "SELECT year(ordered_at), sum(order_total) FROM orders GROUP BY 1",
        ),
    ],
)
def test_r27b_scopes(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # guards: near wordings that keep their old answers
        (
            "How many receipts did Brooklyn issue in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
        (
            "What was the lowest monthly revenue in 2019?",
            f"SELECT min(r) FROM ({_MONTHLY_REV.format(where=_Y19)}) t",
        ),
        (
            "What was the average monthly revenue in 2019?",
            f"SELECT avg(r) FROM ({_MONTHLY_REV.format(where=_Y19)}) t",
        ),
        (
            "How many days of 2019 had more than 300 orders?",
            "SELECT count(*) FROM (SELECT CAST(ordered_at AS DATE), count(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1) t WHERE n > 300",
        ),
        (
            "In how many months of 2019 was revenue more than one standard deviation above the monthly mean?",
            "WITH t AS ("
            + _MONTHLY_REV.format(where=_Y19)
            + ") SELECT count(*) FROM t WHERE r > (SELECT avg(r) + stddev_samp(r) FROM t)",
        ),
        (
            "Which month of 2019 had the lowest revenue?",
            "SELECT date_trunc('month', ordered_at) FROM order_items WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY sum(product_price) LIMIT 1",
        ),
    ],
)
def test_r27b_guards(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_MOM = (
    "SELECT m, r - p FROM (SELECT date_trunc('month', ordered_at) AS m, {agg} AS r,"
    " lag({agg}) OVER (ORDER BY date_trunc('month', ordered_at)) AS p FROM {src} GROUP BY 1) t"
    " WHERE year(m) = 2019"
)
_WHOLE_WEEKS = (
    "SELECT {agg}(r) FROM (SELECT date_trunc('week', ordered_at) AS w, {fig} AS r FROM {src}"
    " WHERE ordered_at >= DATE '2019-01-07' AND ordered_at < DATE '2019-12-30' GROUP BY 1) t"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Change in revenue in dollars, month over month, for each month of 2019, with January compared"
            " against December 2018",
            _MOM.format(agg="sum(product_price)", src="order_items"),
        ),
        (
            "For every month of 2019, the month-on-month change in orders, the first month measured against"
            " the previous December.",
            _MOM.format(agg="count(*)", src="orders").replace("r - p", "100.0 * (r - p) / p"),
        ),
        (
            "What was the lowest weekly revenue in 2019, counting only complete weeks?",
            _WHOLE_WEEKS.format(agg="min", fig="sum(product_price)", src="order_items"),
        ),
        (
            "Highest weekly order count of 2019, Monday-start weeks, full weeks lying entirely within 2019",
            _WHOLE_WEEKS.format(agg="max", fig="count(*)", src="orders"),
        ),
        (
            "Put 2019 supply costs alongside 2019 revenue, one row for each figure.",
            "SELECT sum(order_cost) FROM orders WHERE year(ordered_at) = 2019 UNION ALL"
            " SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "2018 orders next to 2019 orders, one row for each figure",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018 UNION ALL"
            " SELECT count(*) FROM orders WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_r27b_notes_and_rows(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_TOP_STORE = (
    "SELECT l.location_name FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN locations l"
    " ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019 GROUP BY 1"
    " ORDER BY sum(i.product_price) DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "For the store with the highest 2019 revenue, what was its lowest monthly revenue in 2019?",
            "SELECT min(r) FROM (SELECT date_trunc('month', i.ordered_at), sum(i.product_price) AS r"
            " FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN locations l"
            " ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019"
            f" AND l.location_name = ({_TOP_STORE})"
            " GROUP BY 1) t",
        ),
        (
            "Take the shop with the highest 2019 revenue: how many orders did it take in 2018?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE year(o.ordered_at) = 2018 AND l.location_name = ({_TOP_STORE})",
        ),
        (
            "For the product with the fewest units sold in 2019, how much revenue did it bring in during"
            " 2019?",
            "SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2019 AND product_id = ("
            "SELECT product_id FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1 ORDER BY count(*)"
            " LIMIT 1)",
        ),
    ],
)
def test_r27b_top_member(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
