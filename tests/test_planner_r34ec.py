"""The offline analyst on readings added in round r34ec (an economics lecturer's questions, said the way an
economist says them):

- price-level words: "nominal" ("nominal revenue growth", "sales in nominal terms", "at current prices") and
  "realised" ("the average realised price per unit") say what the data holds anyway, prices as charged, and
  are dropped (they were not understood); "in real terms", "deflated by the CPI", "inflation-adjusted",
  "at constant 2018 prices" need a price index the data does not hold, and are asked back (a real figure
  was answered with the nominal one); so is a marginal cost ("the marginal cost of one more order"),
  which needs costs the data does not record;
- a figure per paying customer ("revenue per paying customer", "... - a per-capita figure"): the one ratio,
  the total over the customers who ordered (it was a row for each customer);
- a member's figure compared with the average of the same figure said again ("customers whose lifetime
  spend is above the average lifetime spend"): the average of the members' figures (it was compared with
  their sum, and no customer passed);
- concentration: the share of a total held by the top (or bottom) members ("the share of lifetime spend
  held by the top 10% of customers", "the combined share of 2019 revenue of the two biggest stores",
  "how much of the lifetime spend do the bottom half of customers hold"): the members' figures, then those
  at or above the cut (top N, or the quantile for a fraction: top 10% is at or above the 90th percentile,
  the bottom half strictly below the median), summed over the total (it was the share of customers, the
  sum of the top members' figures, or a single member's share);
- the Gini coefficient of a figure across members ("the Gini coefficient of customer lifetime spend",
  "Gini index of 2019 revenue across stores"): the sorted-rank formula over the members' figures (it was
  a list of the members' figures);
- a part of the year said bare and again with each year ("growth of Q4 revenue, Q4 2019 over Q4 2018"): the
  bare part goes (which year was asked back), and "year-on-year" before the growth says nothing more (it
  made the growth of the whole years);
- one statistic less another ("the mean minus the median of the order totals", "the gap between the mean
  and the median"): that one difference (it was both statistics side by side).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_PER_BUYER = (
    "SELECT (SELECT SUM(product_price) FROM order_items WHERE {cond}) * 1.0"
    " / (SELECT COUNT(DISTINCT customer_id) FROM orders WHERE {cond})"
)
_SHARE = "SELECT SUM(y) FILTER (WHERE {cut}) * 1.0 / SUM(y) FROM ({inner})"
_SPEND = "SELECT lifetime_spend AS y FROM customers"
_REV_STORE_19 = (
    "SELECT SUM(i.product_price) AS y FROM order_items i JOIN orders o USING (order_id)"
    " WHERE year(i.ordered_at) = 2019 GROUP BY o.location_id"
)
_REV_CUST_19 = (
    "SELECT SUM(i.product_price) AS y FROM order_items i JOIN orders o USING (order_id)"
    " WHERE year(i.ordered_at) = 2019 GROUP BY o.customer_id"
)
_ABOVE = (
    "SELECT COUNT(*) FROM customers WHERE lifetime_spend {op} (SELECT AVG(lifetime_spend) FROM customers)"
)
_GINI = (
    "SELECT 2 * SUM(i * y) / (MAX(n) * SUM(y)) - (MAX(n) + 1.0) / MAX(n) FROM (SELECT y,"
    " ROW_NUMBER() OVER (ORDER BY y) AS i, COUNT(*) OVER () AS n FROM ({inner}))"
)
_REV_PRODUCT_19 = f"SELECT SUM(product_price) AS y FROM order_items WHERE {_Y19} GROUP BY product_id"


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("nominal revenue growth, 2019 over 2018, in percent", "revenue growth, 2019 over 2018, in percent"),
        ("what were sales in nominal terms in 2019?", "what were sales in 2019?"),
        ("2019 revenue at current prices, by store", "2019 revenue by store"),
        ("average realised price per item sold, by year", "average price per item sold, by year"),
        ("the mean realized price per unit in 2019", "the mean price per unit in 2019"),
    ],
)
def test_r34ec_nominal_dropped(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str):
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("revenue by year in real terms", ()),
        ("And deflated by the CPI?", ("revenue growth 2019 over 2018 in percent",)),
        ("inflation-adjusted revenue for 2019", ()),
        ("what was 2019 revenue at constant 2018 prices?", ()),
        ("real growth in sales from 2018 to 2019, once you adjust for inflation", ()),
        ("what's the marginal cost of serving one more order?", ()),
    ],
)
def test_r34ec_price_index_asked_back(planner: Planner, question: str, context: tuple[str, ...]):
    plan = planner.plan(question, context=list(context))
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a figure per paying customer
        ("revenue per paying customer in 2019", _PER_BUYER.format(cond=_Y19)),
        (
            "2018 revenue per customer who ordered that year - a per-capita figure",
            _PER_BUYER.format(cond=_Y18),
        ),
        (
            "sales per distinct paying customer, 2018 and 2019, one value per year",
            _PER_BUYER.format(cond=_Y18) + " UNION ALL " + _PER_BUYER.format(cond=_Y19),
        ),
        ("revenue per customer in 2019, as a per capita figure", _PER_BUYER.format(cond=_Y19)),
        # the average of the same figure said again
        (
            "how many customers have a lifetime spend above the average lifetime spend",
            _ABOVE.format(op=">"),
        ),
        (
            "number of customers with lifetime spend over the mean lifetime spend",
            _ABOVE.format(op=">"),
        ),
        (
            "count the customers whose lifetime spend is below the average lifetime spend",
            _ABOVE.format(op="<"),
        ),
        # concentration: the share held by the top or bottom members
        (
            "what share of total lifetime spend belongs to the top 10% of customers?",
            _SHARE.format(
                cut="y >= (SELECT QUANTILE_CONT(lifetime_spend, 0.9) FROM customers)", inner=_SPEND
            ),
        ),
        (
            "what fraction of all lifetime spend do the bottom half of customers hold",
            _SHARE.format(cut="y < (SELECT MEDIAN(lifetime_spend) FROM customers)", inner=_SPEND),
        ),
        (
            "the combined share of 2019 revenue held by the two biggest stores",
            _SHARE.format(
                cut="y >= (SELECT y FROM (" + _REV_STORE_19 + ") ORDER BY y DESC LIMIT 1 OFFSET 1)",
                inner=_REV_STORE_19,
            ),
        ),
        (
            "how much of 2019 revenue came from the top quintile of customers, as a share",
            _SHARE.format(
                cut="y >= (SELECT QUANTILE_CONT(y, 0.8) FROM (" + _REV_CUST_19 + "))", inner=_REV_CUST_19
            ),
        ),
        (
            "portion of lifetime spend accounted for by the top decile of customers",
            _SHARE.format(
                cut="y >= (SELECT QUANTILE_CONT(lifetime_spend, 0.9) FROM customers)", inner=_SPEND
            ),
        ),
        # a part of the year said bare, then again with each year
        (
            "year-on-year growth of Q4 revenue, Q4 2019 over Q4 2018, in percent",
            "SELECT (SUM(product_price) FILTER (WHERE quarter(ordered_at) = 4 AND year(ordered_at) = 2019)"
            " - SUM(product_price) FILTER (WHERE quarter(ordered_at) = 4 AND year(ordered_at) = 2018))"
            " * 100.0 / SUM(product_price) FILTER (WHERE quarter(ordered_at) = 4 AND year(ordered_at) = 2018)"
            " FROM order_items",
        ),
        (
            "Q4 orders, Q4 2019 vs Q4 2018",
            "SELECT year(ordered_at), count(*) FROM orders WHERE month(ordered_at) >= 10 GROUP BY 1",
        ),
        (
            "December revenue change, December 2019 against December 2018",
            "SELECT SUM(product_price) FILTER (WHERE month(ordered_at) = 12 AND year(ordered_at) = 2019)"
            " - SUM(product_price) FILTER (WHERE month(ordered_at) = 12 AND year(ordered_at) = 2018)"
            " FROM order_items",
        ),
        # one statistic less another
        (
            "mean minus median of the 2019 order totals, as a rough skew measure",
            f"SELECT AVG(order_total) - MEDIAN(order_total) FROM orders WHERE {_Y19}",
        ),
        (
            "the gap between the mean and the median order total in 2018",
            f"SELECT AVG(order_total) - MEDIAN(order_total) FROM orders WHERE {_Y18}",
        ),
        (
            "median lifetime spend minus the mean lifetime spend",
            "SELECT MEDIAN(lifetime_spend) - AVG(lifetime_spend) FROM customers",
        ),
        # the Gini coefficient across members
        ("the Gini coefficient of customer lifetime spend", _GINI.format(inner=_SPEND)),
        ("Gini index of 2019 revenue across stores", _GINI.format(inner=_REV_STORE_19)),
        ("what's the gini of revenue by product in 2019?", _GINI.format(inner=_REV_PRODUCT_19)),
    ],
)
def test_r34ec_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
