"""The offline analyst on readings added in round r34ct (a crypto day-trader's questions, the shop's figures
said as if they were a price chart):

- the "ATH" / "all-time high" (and "ATL" / "all-time low") of a figure is its highest (lowest)
  value, "the ATH for a single ticket" the biggest order total; a label before a restatement goes ("the ATH
  print itself - highest daily revenue ever") (the words were not known, and asked back);
- "14d MA", "3-day SMA" is an N-day moving average; "as of" a day in a moving average is on that day, and the
  window restated without brackets (", i.e. that day plus the 6 before it") or with the day in brackets
  ("at the last bar in the data (2019-12-31 + the 29 days before)") goes (the "d MA" was not known);
- "volume" / "vol" is the number of orders ("the lowest volume", "ranked by 2019 vol"; "(vol = number of
  orders)" goes), where no other thing's volume is named (it was not known);
- green (red) days are the days whose figure rose (fell) vs the day before, the figure taken from the
  definition ("green = daily revenue closed higher than the day before") or named after the days ("green
  days on orders"); "did 2019 print" is in 2019 (the words were not known);
- a "trading session", or a session defined as a day, is a day ("how many sessions closed above 2.5k");
- a "pump" / "dump" is a rise / drop ("the biggest one-day dump in % terms"); "the top gainer on X
  2018 -> 2019" is what grew X the most from 2018 to 2019; "% basis" / "in % terms" is in percent;
- a self-correction keeps the corrected word ("top 3 stores, err products, by revenue");
- "coeff of var" is the coefficient of variation, its formula in brackets ("(std dev / mean)") goes;
- the "rev" abbreviation said in full, for the readers that read the question's own words ("how many days did
  daily rev rise");
- the market cap, the order book, crowd sentiment ("bullish or bearish") and coins are asked back: the data
  holds only the shop's own figures;
- a closing note of the answer's shape after a comparison (", 2 numbers", ", 1 number per period") goes;
- a note that weeks start on Monday ("mon-start weeks", "(weeks starting Monday)", "ISO weeks") goes, and
  "gimme the monday" is the week as shown (the Monday was read as a weekday filter); "BF 2019" is Black
  Friday 2019, "q1 -> q4" is q1 to q4.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_DAY_REV = "SELECT CAST(ordered_at AS DATE) AS d, SUM(product_price) AS r FROM order_items {where} GROUP BY 1"
_DAY_N = "SELECT CAST(ordered_at AS DATE) AS d, COUNT(*) AS r FROM orders {where} GROUP BY 1"
_LAGGED = "SELECT d, r, LAG(r) OVER (ORDER BY d) AS p FROM ({daily})"


def _moved(daily: str, year: int, op: str) -> str:
    """How many days of ``year`` had the daily figure move (``op``: > rises, < falls) vs the day before."""
    return f"SELECT COUNT(*) FROM ({_LAGGED.format(daily=daily)}) WHERE year(d) = {year} AND r {op} p"


def _pct_day(daily: str, year: int, order: str) -> str:
    """The day of ``year`` with the biggest percent move vs the day before."""
    lagged = _LAGGED.format(daily=daily)
    return f"SELECT d FROM ({lagged}) WHERE year(d) = {year} ORDER BY (r - p) / p {order} LIMIT 1"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # ATH / ATL
        (
            "what was the all-time high for daily revenue? the date only",
            f"SELECT d FROM ({_DAY_REV.format(where='')}) ORDER BY r DESC LIMIT 1",
        ),
        (
            "ATL of daily orders in 2019 - which date",
            f"SELECT d FROM ({_DAY_N.format(where=f'WHERE {_Y19}')}) ORDER BY r LIMIT 1",
        ),
        ("the ATH for one single order total, amount only", "SELECT MAX(order_total) FROM orders"),
        (
            "the ATH print itself - highest daily revenue ever, just the number",
            f"SELECT MAX(r) FROM ({_DAY_REV.format(where='')})",
        ),
        (
            "all time low for daily revenue in 2018? give me the day",
            f"SELECT d FROM ({_DAY_REV.format(where=f'WHERE {_Y18}')}) ORDER BY r LIMIT 1",
        ),
        # Nd MA
        (
            "14d MA of daily revenue as of 2019-12-31",
            "SELECT SUM(product_price) / 14 FROM order_items"
            " WHERE ordered_at >= '2019-12-18' AND ordered_at < '2020-01-01'",
        ),
        (
            "3-day SMA of daily orders on 2019-06-30",
            "SELECT COUNT(*) / 3 FROM orders WHERE ordered_at >= '2019-06-28' AND ordered_at < '2019-07-01'",
        ),
        (
            "7 day MA of daily order count as of 2019-03-31, i.e. that day plus the 6 before it",
            "SELECT COUNT(*) / 7 FROM orders WHERE ordered_at >= '2019-03-25' AND ordered_at < '2019-04-01'",
        ),
        (
            "30d MA of daily revenue at the last bar in the data (2019-12-31 + the 29 days before)",
            "SELECT SUM(product_price) / 30 FROM order_items"
            " WHERE ordered_at >= '2019-12-02' AND ordered_at < '2020-01-01'",
        ),
        # volume
        (
            "what day of 2019 had the lowest volume",
            f"SELECT d FROM ({_DAY_N.format(where=f'WHERE {_Y19}')}) ORDER BY r LIMIT 1",
        ),
        (
            "monthly vol for 2018",
            f"SELECT date_trunc('month', ordered_at), COUNT(*) FROM orders WHERE {_Y18} GROUP BY 1",
        ),
        (
            "stores ranked by 2019 vol",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE o.{_Y19} GROUP BY 1",
        ),
        (
            "ATL for volume in 2018 (vol = number of orders), which day",
            f"SELECT d FROM ({_DAY_N.format(where=f'WHERE {_Y18}')}) ORDER BY r LIMIT 1",
        ),
        # green / red days
        (
            "how many red days did 2019 have? red = daily revenue closed lower than the day before",
            _moved(_DAY_REV.format(where=""), 2019, "<"),
        ),
        ("count the green days in 2019 on daily orders", _moved(_DAY_N.format(where=""), 2019, ">")),
        (
            "how many green days did 2019 print? green = daily rev up vs the prior day",
            _moved(_DAY_REV.format(where=""), 2019, ">"),
        ),
        (
            "how many days did daily rev rise vs the day before in 2019",
            _moved(_DAY_REV.format(where=""), 2019, ">"),
        ),
        # sessions
        (
            "how many trading sessions in 2019 closed above 2.5k revenue?",
            f"SELECT COUNT(*) FROM ({_DAY_REV.format(where=f'WHERE {_Y19}')}) WHERE r > 2500",
        ),
        (
            "how many sessions in 2018 had revenue below 1000? (session = one calendar day)",
            f"SELECT COUNT(*) FROM ({_DAY_REV.format(where=f'WHERE {_Y18}')}) WHERE r < 1000",
        ),
        # pump / dump / gainer
        (
            "biggest one-day dump of 2019 in % terms on daily revenue vs the prior day, which date",
            _pct_day(_DAY_REV.format(where=""), 2019, "ASC"),
        ),
        (
            "largest pump of 2019 in percent, daily orders vs the day before. which day",
            _pct_day(_DAY_N.format(where=""), 2019, "DESC"),
        ),
        (
            "which store was the top gainer on revenue 2018 -> 2019, % basis",
            "SELECT l.location_name FROM order_items oi JOIN orders o USING (order_id) JOIN locations l"
            " USING (location_id) GROUP BY 1 ORDER BY SUM(oi.product_price) FILTER (WHERE year(oi.ordered_at)"
            " = 2019) / SUM(oi.product_price) FILTER (WHERE year(oi.ordered_at) = 2018) DESC LIMIT 1",
        ),
        # self-correction
        (
            "top 3 stores, err products, by 2019 revenue",
            "SELECT p.product_name, SUM(oi.product_price) r FROM order_items oi JOIN products p"
            f" USING (product_id) WHERE oi.{_Y19} GROUP BY 1 ORDER BY r DESC LIMIT 3",
        ),
        (
            "the 5 biggest wallets err customers by lifetime spend",
            "SELECT customer_name, lifetime_spend FROM customers ORDER BY lifetime_spend DESC LIMIT 5",
        ),
        # coefficient of variation
        (
            "coeff of var for daily orders in 2019",
            f"SELECT STDDEV_SAMP(r) / AVG(r) FROM ({_DAY_N.format(where=f'WHERE {_Y19}')})",
        ),
        (
            "coeff. of variation on daily revenue, 2018 (std dev / mean)",
            f"SELECT STDDEV_SAMP(r) / AVG(r) FROM ({_DAY_REV.format(where=f'WHERE {_Y18}')})",
        ),
        # answer-shape notes after a comparison
        (
            "2018 vs 2019 revenue, 2 numbers",
            "SELECT year(ordered_at), SUM(product_price) FROM order_items GROUP BY 1",
        ),
        (
            "food vs drinks revenue in 2019, two numbers",
            f"SELECT SUM(product_price) FROM order_items WHERE {_Y19} GROUP BY is_drink_item",
        ),
        (
            "h1 2019 vs h1 2018 orders, 1 number per period",
            "SELECT year(ordered_at), COUNT(*) FROM orders WHERE month(ordered_at) <= 6 GROUP BY 1",
        ),
        # Monday-start weeks, BF, q1 -> q3
        (
            "best week of 2019 for orders, monday-start weeks",
            f"SELECT date_trunc('week', ordered_at) w FROM orders WHERE {_Y19} GROUP BY 1"
            " ORDER BY COUNT(*) DESC LIMIT 1",
        ),
        (
            "weekly revenue in march 2019 (weeks starting monday)",
            "SELECT date_trunc('week', ordered_at), SUM(product_price) FROM order_items"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01' GROUP BY 1",
        ),
        (
            "worst week of 2018 for revenue, iso weeks, gimme the monday",
            f"SELECT date_trunc('week', ordered_at) w FROM order_items WHERE {_Y18} GROUP BY 1"
            " ORDER BY SUM(product_price) LIMIT 1",
        ),
        (
            "BF 2019 revenue, whole chain",
            "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-11-29'",
        ),
        (
            "2019 orders per quarter with a running total, q1 -> q4 in sequence",
            "SELECT date_trunc('quarter', ordered_at) q, COUNT(*), SUM(COUNT(*)) OVER (ORDER BY"
            f" date_trunc('quarter', ordered_at)) FROM orders WHERE {_Y19} GROUP BY 1",
        ),
    ],
)
def test_r34ct_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "what's our market cap right now",
        "how is the sentiment on the jaffles, bullish or bearish?",
        "show me the order book for the drinks, bids and asks",
        "did the bitcoin crash hurt our sales?",
    ],
)
def test_r34ct_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
