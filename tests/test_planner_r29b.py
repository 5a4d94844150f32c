"""The offline analyst on readings added in round r29b (an investor-relations officer's wordings of blind
set 24 said the plain way):

- "net revenue" is revenue (the items' prices, tax excluded), like "net sales";
- "..., as a decimal share" / "as a decimal fraction" after a figure that is a ratio already only says how to
  show it (it was asked back, or each row's share of a one-row total: 1.0);
- "which month set the record for orders", "which year posted the record revenue" are the month (year) with
  the most;
- "how many stores did we have at the close of 2018", "store count at year-end 2018", "as of the close of
  2018" count every store opened by that year's end (they counted the stores opened during 2018);
- "..., as a decimal" after a ratio only says how to show it;
- "customers who transacted with us" are customers who ordered;
- "one row per store-year pair" is by store and year;
- "how much revenue did it deliver / generate?" after a winner is the winner's figure (it was everyone's);
- "And for 2018?" after "gross margin for 2019: revenue less the orders' supply cost, over revenue" is 2018's
  gross margin (the definition was read as the figure: order cost minus orders);
- "Same metric, one year earlier?" moves the earlier question back a year (it listed the same year by year);
- "growth for March to June 2019 against March to June 2018" measures the later span against the earlier one
  (it measured 2018's against 2019's: the ends of one span were taken for the two compared);
- a "Back-half growth:" heading before "orders for ... versus ..., in percent" is growth (it was asked back);
- "growth for every 2019 quarter against the same quarter of 2018" is year-over-year by quarter (it was each
  quarter against the one before);
- "annualised run-rate off May 2019: that month's orders times twelve" is May's orders times 12 (asked back);
- "revenue growth for 2019 over 2018 at Brooklyn and Chicago combined" is one growth of the two stores
  together (the two years were added up into one figure);
- "comparable-store growth ..., counting only the stores open for all of 2018" / "stores opened no later than
  1 March 2018" is the growth at those stores, named (the opening date was read as the sales' period);
- "did we beat consensus on that?", "is 2019 revenue in line with the analysts' estimates?" are asked back
  (analysts' estimates, guidance or peers are not in the data; they were unknown words, offered no choice).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y18 = "year(ordered_at) = 2018"
_Y19 = "year(ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # "net revenue" is revenue
        ("What was our net revenue in 2018?", f"SELECT sum(product_price) FROM order_items WHERE {_Y18}"),
        (
            "Net revenue at Brooklyn for 2019, please",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND year(i.ordered_at) = 2019",
        ),
        # a ratio "as a decimal share"
        (
            "Drinks' share of 2019 net revenue, as a decimal share.",
            f"SELECT sum(CASE WHEN is_drink_item THEN product_price ELSE 0 END) / sum(product_price)"
            f" FROM order_items WHERE {_Y19}",
        ),
        (
            "Gross margin in 2018, as a decimal fraction: revenue minus the supply cost of the orders,"
            " over revenue.",
            f"SELECT ((SELECT sum(product_price) FROM order_items WHERE {_Y18}) - (SELECT sum(order_cost)"
            f" FROM orders WHERE {_Y18})) / (SELECT sum(product_price) FROM order_items WHERE {_Y18})",
        ),
        # "set the record for"
        (
            "Which month of 2019 set the record for orders?",
            f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        # "at the close of YEAR"
        (
            "How many stores did we have at the close of 2018?",
            "SELECT count(*) FROM locations WHERE opened_at <= DATE '2018-12-31'",
        ),
        (
            "Store count at the close of fiscal 2019",
            "SELECT count(*) FROM locations WHERE opened_at <= DATE '2019-12-31'",
        ),
        (
            "Which year posted the record revenue?",
            "SELECT year(ordered_at) FROM order_items GROUP BY 1 ORDER BY sum(product_price) DESC LIMIT 1",
        ),
        (
            "Store count at year-end 2018",
            "SELECT count(*) FROM locations WHERE opened_at <= DATE '2018-12-31'",
        ),
        (
            "Number of cafés as of the close of 2018?",
            "SELECT count(*) FROM locations WHERE opened_at <= DATE '2018-12-31'",
        ),
        (
            "Gross profit for 2019 as a share of revenue, as a decimal",
            f"SELECT (SELECT sum(product_price) - sum(supply_cost) FROM order_items WHERE {_Y19})"
            f" / (SELECT sum(product_price) FROM order_items WHERE {_Y19})",
        ),
        # "transacted with us"
        (
            "How many distinct customers transacted with us during 2018?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y18}",
        ),
        # "store-year pair"
        (
            "Order count by store by year, with one row per store-year pair.",
            "SELECT l.location_name, year(o.ordered_at), count(*) FROM orders o JOIN locations l"
            " USING (location_id) GROUP BY 1, 2",
        ),
    ],
)
def test_investor_relations_wordings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Which month of 2019 had the most revenue?",
            "How much revenue did it deliver?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}"
            " GROUP BY date_trunc('month', ordered_at) ORDER BY 1 DESC LIMIT 1",
        ),
        (
            "Which store took the most orders in 2018?",
            "How many orders did it generate?",
            f"SELECT count(*) FROM orders WHERE {_Y18} GROUP BY location_id ORDER BY 1 DESC LIMIT 1",
        ),
        (
            "Gross margin for 2019",
            "Same metric, one year earlier?",
            f"SELECT ((SELECT sum(product_price) FROM order_items WHERE {_Y18}) - (SELECT sum(order_cost)"
            f" FROM orders WHERE {_Y18})) / (SELECT sum(product_price) FROM order_items WHERE {_Y18})",
        ),
        (
            "Gross margin for 2019: revenue less the supply cost of the orders, over revenue.",
            "And for 2018?",
            f"SELECT ((SELECT sum(product_price) FROM order_items WHERE {_Y18}) - (SELECT sum(order_cost)"
            f" FROM orders WHERE {_Y18})) / (SELECT sum(product_price) FROM order_items WHERE {_Y18})",
        ),
        (
            "Food revenue in 2019",
            "Same figure, the year before?",
            f"SELECT sum(product_price) FROM order_items WHERE is_food_item AND {_Y18}",
        ),
    ],
)
def test_investor_relations_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


def _growth(measure: str, table: str, months: str) -> str:
    def side(year: int) -> str:
        return (
            f"(SELECT {measure} FROM {table} WHERE year(ordered_at) = {year} AND month(ordered_at) {months})"
        )

    return f"SELECT ({side(2019)} - {side(2018)}) * 100.0 / {side(2018)}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Revenue growth for March to June 2019 against March to June 2018, in percent.",
            _growth("sum(product_price)", "order_items", "BETWEEN 3 AND 6"),
        ),
        (
            "Growth in orders, September through December 2019 versus September through December 2018, in %",
            _growth("count(*)", "orders", ">= 9"),
        ),
        (
            "Back-half growth: orders for September to December 2019 versus September to December 2018,"
            " in percent.",
            _growth("count(*)", "orders", ">= 9"),
        ),
    ],
)
def test_growth_between_two_spans(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_YOY = (
    "WITH q AS (SELECT date_trunc('{unit}', ordered_at) AS b, {fig} AS n FROM {table} GROUP BY 1)"
    " SELECT a.b, (a.n - p.n) * 100.0 / p.n FROM q a JOIN q p ON p.b = a.b - INTERVAL 1 YEAR"
    " WHERE year(a.b) = 2019"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Revenue growth for every 2019 quarter against the same quarter of 2018, in percent.",
            _YOY.format(unit="quarter", fig="sum(product_price)", table="order_items"),
        ),
        (
            "Order growth for each month of 2019 compared with the same month of 2018."
            " One row per 2019 month.",
            _YOY.format(unit="month", fig="count(*)", table="orders"),
        ),
        (
            "Annualised run-rate off May 2019: that month's orders times twelve.",
            "SELECT count(*) * 12 FROM orders WHERE year(ordered_at) = 2019 AND month(ordered_at) = 5",
        ),
        (
            "Annualized run rate off Q2 2019 - that quarter's revenue times four",
            "SELECT sum(product_price) * 4 FROM order_items WHERE year(ordered_at) = 2019"
            " AND quarter(ordered_at) = 2",
        ),
    ],
)
def test_year_back_growth_and_run_rate_said_again(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question"),
    [
        ("Revenue growth for 2019 over 2018, in percent", "Did we beat consensus on that?"),
        ((), "Was our 2019 revenue in line with the analysts' estimates?"),
        ((), "Are 2019 orders ahead of guidance?"),
    ],
)
def test_no_outside_yardstick(planner: Planner, context: str | tuple[()], question: str) -> None:
    plan = planner.plan(question, context=[context] if context else [])
    assert isinstance(plan, AskPlan), plan


def _stores_growth(measure: str, table: str, stores: str) -> str:
    join = "order_items i JOIN orders o USING (order_id)" if table == "order_items" else "orders i"

    def side(year: int) -> str:
        return (
            f"(SELECT {measure} FROM {join} JOIN locations l ON l.location_id = "
            f"{'o' if table == 'order_items' else 'i'}.location_id WHERE {stores}"
            f" AND year(i.ordered_at) = {year})"
        )

    return f"SELECT ({side(2019)} - {side(2018)}) * 100.0 / {side(2018)}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Revenue growth for 2019 over 2018 in percent, at Brooklyn and Chicago combined",
            _stores_growth(
                "sum(i.product_price)", "order_items", "l.location_name IN ('Brooklyn', 'Chicago')"
            ),
        ),
        (
            "Comparable-store revenue growth for 2019 over 2018, in percent, counting only the stores that"
            " were open for all of 2018.",
            _stores_growth("sum(i.product_price)", "order_items", "l.opened_at <= DATE '2018-01-01'"),
        ),
        (
            "Like-for-like order growth, 2019 vs 2018, in %, for stores opened no later than 1 March 2018",
            _stores_growth("count(*)", "orders", "l.opened_at <= DATE '2018-03-01'"),
        ),
        (
            "How many orders did we take in 2019 at the shops opened before May 1, 2018?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE year(o.ordered_at) = 2019 AND l.opened_at < DATE '2018-05-01'",
        ),
    ],
)
def test_stores_chosen_by_opening(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
