"""The offline analyst on round r30ep: an economist's wording of statistics, ratios and index numbers, and the
economic constructs the data cannot give.

- Two statistics said together where one is the median or the mode ("the mean and the median of the order
  totals") are one row with both; only one of them was given (silently). "Arithmetic mean" is the mean.
- The coefficient of variation said by what it is ("relative dispersion", "the sd divided by the mean").
- "Population standard deviation of the jaffle menu prices": only that type's prices (the type was dropped,
  silently); a misspelt "deviaton" is still a standard deviation.
- "the per-order item count" is the items of each order (the mode of it was the mean, silently).
- "Redo the calculation for 2019", "recompute it for 2018" after a statistic or a Herfindahl index: the
  earlier question with its year swapped (the Herfindahl follow-up gave each store's share).
- "the mean unit cost across all products": one average over the products, not a row per product
  (silently a listing); "A new problem: ..." starts fresh.
- "per capita", "per distinct customer", customers who "transacted": the figure per customer who ordered
  ("how many orders per distinct customer" was the total order count, silently).
- "total A over total B" is the one divided by the other; a "revenue-weighted" tax rate is the rate of
  totals.
- "$10-wide bins" are bins of width 10.
- An index number with a base period = 100 ("orders indexed to Q1 2018 = 100: the Q4 2019 value"): 100
  times the ratio of the two periods' figures (was the later period's own figure, silently).
- "the CAGR (compound growth per annum) of revenue from 2018 to 2020": the name spelt out in brackets after
  it (the words were not understood).
- Asked back: a price elasticity of demand, consumer surplus, willingness to pay (no varying prices or
  buyers' valuations are held).

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
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Give me the arithmetic mean and the median of the 2019 order totals on one row.",
            f"SELECT AVG(order_total), MEDIAN(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "Compute the mean and the median of the order totals for 2018, reported on a single row.",
            f"SELECT AVG(order_total), MEDIAN(order_total) FROM orders WHERE {_Y18}",
        ),
        (
            "What were the median and the mean of order_total across 2019?",
            f"SELECT MEDIAN(order_total), AVG(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "Relative dispersion of the monthly revenue figures in 2019?",
            "SELECT stddev_samp(r) / AVG(r) FROM (SELECT date_trunc('month', ordered_at),"
            f" SUM(product_price) AS r FROM order_items WHERE {_Y19} GROUP BY 1)",
        ),
        (
            "For 2018, take the standard deviation of daily order counts divided by their mean.",
            "SELECT stddev_samp(n) / AVG(n) FROM (SELECT CAST(ordered_at AS DATE), COUNT(*) AS n FROM orders"
            f" WHERE {_Y18} GROUP BY 1)",
        ),
        (
            "What is the population standard deviaton of the drink menu prices?",
            "SELECT stddev_pop(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (
            "Population sd of the menu prices, jaffles only",
            "SELECT stddev_pop(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "Which per-order item count is the mode?",
            "SELECT n FROM (SELECT order_id, COUNT(*) AS n FROM order_items GROUP BY order_id) GROUP BY n"
            " ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "the modal per-order item count in 2019",
            f"SELECT n FROM (SELECT order_id, COUNT(*) AS n FROM order_items WHERE {_Y19} GROUP BY order_id)"
            " GROUP BY n ORDER BY COUNT(*) DESC LIMIT 1",
        ),
    ],
)
def test_statistics_said_by_an_economist(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_HHI = (
    "SELECT SUM(s * s) FROM (SELECT SUM(i.product_price) / SUM(SUM(i.product_price)) OVER () AS s"
    " FROM order_items i JOIN orders o USING (order_id) WHERE i.{when} GROUP BY o.location_id)"
)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Report the mean and the median of the order totals for 2019 in a single row.",
            "Redo the calculation for 2018.",
            f"SELECT AVG(order_total), MEDIAN(order_total) FROM orders WHERE {_Y18}",
        ),
        (
            "What is the Herfindahl index of the stores' shares of 2018 revenue, shares as fractions?",
            "Recompute it for 2019.",
            _HHI.format(when=_Y19.replace("ordered_at <", "i.ordered_at <")),
        ),
        (
            "Compute the HHI of store revenue shares for 2019.",
            "Now repeat that exercise for 2018.",
            _HHI.format(when=_Y18.replace("ordered_at <", "i.ordered_at <")),
        ),
    ],
)
def test_redone_for_another_year(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


_UNIT_COSTS = "SELECT product_id, SUM(supply_cost) AS c FROM supplies GROUP BY product_id"


@pytest.mark.parametrize(
    ("question", "context", "gold"),
    [
        (
            "What's the average per-unit supply cost across the 10 products?",
            (),
            f"SELECT AVG(c) FROM ({_UNIT_COSTS})",
        ),
        (
            "A new problem, nothing to do with that: the mean per-unit supply cost across the menu items?",
            ("What was revenue in Brooklyn in 2019?",),
            f"SELECT AVG(c) FROM ({_UNIT_COSTS})",
        ),
    ],
)
def test_average_over_the_products(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, context: tuple[str, ...], gold: str
) -> None:
    check(planner, con, question, gold, context=list(context))


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many orders were placed per distinct customer in 2019?",
            f"SELECT COUNT(*) * 1.0 / COUNT(DISTINCT customer_id) FROM orders WHERE {_Y19}",
        ),
        (
            "In 2018, how many orders were there per unique transacting customer?",
            f"SELECT COUNT(*) * 1.0 / COUNT(DISTINCT customer_id) FROM orders WHERE {_Y18}",
        ),
        (
            "A per-capita measure: 2019 revenue divided by the number of customers who transacted in 2019.",
            f"SELECT (SELECT SUM(product_price) FROM order_items WHERE {_Y19})"
            f" / (SELECT COUNT(DISTINCT customer_id) FROM orders WHERE {_Y19})",
        ),
        (
            "Total tax paid over total pre-tax revenue for 2019",
            f"SELECT SUM(tax_paid) / SUM(order_total - tax_paid) FROM orders WHERE {_Y19}",
        ),
        (
            "The revenue-weighted effective tax rate for 2018",
            f"SELECT SUM(tax_paid) / SUM(order_total - tax_paid) FROM orders WHERE {_Y18}",
        ),
        (
            "Bin the 2019 order totals into $5-wide intervals starting at zero, with each bin's order count.",
            f"SELECT floor(order_total / 5) * 5, COUNT(*) FROM orders WHERE {_Y19} GROUP BY 1",
        ),
    ],
)
def test_per_head_and_ratios(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def _rev(start: str, end: str) -> str:
    return (
        f"(SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '{start}' AND ordered_at < '{end}')"
    )


def _orders(start: str, end: str) -> str:
    return f"(SELECT COUNT(*) FROM orders WHERE ordered_at >= '{start}' AND ordered_at < '{end}')"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Build an index of quarterly revenue with Q1 2018 = 100. What value does Q4 2019 reach?",
            f"SELECT 100.0 * {_rev('2019-10-01', '2020-01-01')} / {_rev('2018-01-01', '2018-04-01')}",
        ),
        (
            "Orders indexed to 2018 = 100: what is the 2019 level?",
            f"SELECT 100.0 * {_orders('2019-01-01', '2020-01-01')} / {_orders('2018-01-01', '2019-01-01')}",
        ),
        (
            "Taking March 2018 as 100, what is the index of revenue for March 2019?",
            f"SELECT 100.0 * {_rev('2019-03-01', '2019-04-01')} / {_rev('2018-03-01', '2018-04-01')}",
        ),
    ],
)
def test_index_with_a_base_period(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "What is the own-price elasticity of demand for the doctor stew?",
        "How much consumer surplus do our buyers get?",
        "Estimate customers' willingness to pay for a jaffle.",
        "Plot the demand curve for drinks.",
    ],
)
def test_economic_constructs_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "What was the CAGR (compound annual growth rate) of orders from 2018 to 2019?",
            f"SELECT 100.0 * ({_orders('2019-01-01', '2020-01-01')}"
            f" / {_orders('2018-01-01', '2019-01-01')} - 1)",
        ),
        (
            "Revenue CAGR (compound growth per year) between 2018 and 2019, in percent",
            f"SELECT 100.0 * (CAST({_rev('2019-01-01', '2020-01-01')} AS DOUBLE)"
            f" / {_rev('2018-01-01', '2019-01-01')} - 1)",
        ),
    ],
)
def test_cagr_spelt_out_in_brackets(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
