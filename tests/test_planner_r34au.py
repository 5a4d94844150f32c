"""The offline analyst on readings added in round r34au (an Australian café consultant's questions, said the
way one says them at home):

- Australian words: a "toastie" is a jaffle, a "cuppa" a drink, a "punter" a customer, "brekkie" breakfast
  and the "arvo" the afternoon (parts of the day, read beside a clock range), "Chrissy" Christmas,
  "dearest" the most expensive, "the whole mob" the whole chain; what something "set us back" is its cost,
  units that "went out the door" were sold; greetings and thanks ("G'day", "mate", "ta") go; a word glossed
  by another ("toasties (jaffles, as you lot call them)") is the other (all were words not understood);
- a clock range whose end is a bare hour after noon ("noon till 5", "from 1pm to 4"): the end is in the
  afternoon (it was a word not understood); "midday" is noon (it was spelt as "Monday");
- two windows of the clock named by a part of the day with their hours in brackets ("afternoon trade (noon
  till 5pm) versus breakfast trade (7 till 10am)"): one figure each (the windows were dropped);
- a financial year defined by its dates ("FY19 runs 1 July 2018 to 30 June 2019. Revenue for FY19?",
  "FY18 (1 Jul 2017 to 30 Jun 2018) against FY19 (...)"): the label is those dates (it was the calendar
  year, beside or instead of them);
- the n-th weekday of a month ("the first Tuesday in November 2019", "the last Friday of May 2018", a named
  day glossed by one): that one day (it was every such weekday of the month, or asked back);
- a share asked after the orders it is out of ("Out of all the 2019 orders, what proportion were jaffles with
  no drink?"): the share of those orders (it was a breakdown by order, asked back);
- a new topic that also drops the old one ("Different kettle of fish, forget the drinks: how many ..."): the
  old topic is not a filter (the drinks were kept as one).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_FY19 = "ordered_at >= '2018-07-01' AND ordered_at < '2019-07-01'"


def _at(cond: str, alias: str) -> str:
    """``cond`` on ``alias``'s ordered_at."""
    return cond.replace("ordered_at", f"{alias}.ordered_at")


_BY_STORE = (
    "SELECT l.location_name, {fig} FROM orders o JOIN locations l USING (location_id) WHERE {cond} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # Australian words
        (
            "G'day! How many toasties did we flog in 2019?",
            f"SELECT count(*) FROM order_items WHERE is_food_item AND {_Y19}",
        ),
        (
            "how many toasties (jaffles, as you call them) did the whole mob sell in 2018, mate?",
            f"SELECT count(*) FROM order_items WHERE is_food_item AND {_Y18}",
        ),
        (
            "Which toastie sold the most units in 2019?",
            "SELECT p.product_name FROM order_items oi JOIN products p USING (product_id)"
            f" WHERE p.is_food_item AND {_at(_Y19, 'oi')} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "how many cuppas did we sell in 2018?",
            f"SELECT count(*) FROM order_items WHERE is_drink_item AND {_Y18}",
        ),
        (
            "How many different punters ordered at Brooklyn in March 2019?",
            "SELECT count(DISTINCT customer_id) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND ordered_at >= '2019-03-01'"
            " AND ordered_at < '2019-04-01'",
        ),
        (
            "number of punters who ordered in 2018, ta",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y18}",
        ),
        (
            "Chrissy Eve 2018 - how many orders?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-12-24'",
        ),
        (
            "brekkie orders (7 till 10am) by store in 2019",
            _BY_STORE.format(fig="count(*)", cond=f"{_at(_Y19, 'o')} AND hour(o.ordered_at) BETWEEN 7 AND 9"),
        ),
        (
            "how many orders in the arvo (noon to 5pm) during 2018?",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) BETWEEN 12 AND 16",
        ),
        (
            "smoko trade - orders in the 10 o'clock hour in 2019, by store",
            _BY_STORE.format(fig="count(*)", cond=f"{_at(_Y19, 'o')} AND hour(o.ordered_at) = 10"),
        ),
        (
            "how many jaffles went out the door at Chicago in 2019?",
            "SELECT count(*) FROM order_items oi JOIN orders o USING (order_id) JOIN locations l"
            f" USING (location_id) WHERE oi.is_food_item AND l.location_name = 'Chicago'"
            f" AND {_at(_Y19, 'o')}",
        ),
        # a bare end of a clock range after noon
        (
            "orders from noon till 5 in 2019",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 12 AND 16",
        ),
        (
            "2018 revenue between 1pm and 4",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y18} AND hour(ordered_at) BETWEEN 13 AND 15",
        ),
        (
            "Saturday orders (midday until 3) across 2019, average per Saturday",
            f"SELECT count(*) / 52.0 FROM orders WHERE {_Y19} AND dayofweek(ordered_at) = 6"
            " AND hour(ordered_at) BETWEEN 12 AND 14",
        ),
        # two windows named by a part of the day, hours in brackets
        (
            "afternoon trade (noon till 5pm) versus breakfast trade (7 till 10am): orders in 2019, one each",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 12 AND 16 UNION ALL"
            f" SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) BETWEEN 7 AND 9",
        ),
        (
            "breakfast orders (7 to 9am) against lunch orders (12 to 2pm) in 2018, a figure for each",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) BETWEEN 7 AND 8 UNION ALL"
            f" SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) BETWEEN 12 AND 13",
        ),
        (
            "revenue in 2019: arvo (1 to 4pm) vs brekkie (8 to 10am)",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19} AND hour(ordered_at) BETWEEN 13 AND 15"
            f" UNION ALL SELECT sum(product_price) FROM order_items WHERE {_Y19}"
            " AND hour(ordered_at) BETWEEN 8 AND 9",
        ),
        # a financial year defined by its dates
        (
            "Our books run the Australian way, FY19 runs 1 July 2018 to 30 June 2019. Revenue for FY19?",
            f"SELECT sum(product_price) FROM order_items WHERE {_FY19}",
        ),
        (
            "how many orders in fiscal year 2019, which runs from 1 July 2018 to 30 June 2019?",
            f"SELECT count(*) FROM orders WHERE {_FY19}",
        ),
        (
            "FY18 (1 Jan 2018 to 30 Jun 2018) versus FY19 (1 Jul 2018 to 30 Jun 2019), orders, a line each",
            "SELECT count(*) FROM orders WHERE ordered_at < '2019-07-01' GROUP BY ordered_at >= '2018-07-01'",
        ),
        # the n-th weekday of a month
        (
            "orders on the first Tuesday in November 2019",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-11-05'",
        ),
        (
            "revenue on the last Friday of May 2018",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2018-05-25'",
        ),
        (
            "How many orders did we take on Labour Day 2019 (the first Monday in October)?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-10-07'",
        ),
        # a share asked after the orders it is out of
        (
            "Out of all the 2019 orders, what proportion were jaffles with no drink whatsoever?",
            f"SELECT avg(CASE WHEN is_food_order AND NOT is_drink_order THEN 1.0 ELSE 0 END) FROM orders"
            f" WHERE {_Y19}",
        ),
        (
            "of the 2018 orders, what share had a drink but no food?",
            f"SELECT avg(CASE WHEN is_drink_order AND NOT is_food_order THEN 1.0 ELSE 0 END) FROM orders"
            f" WHERE {_Y18}",
        ),
        (
            "Out of our 2019 orders, what fraction were drink orders without any food?",
            f"SELECT avg(CASE WHEN is_drink_order AND NOT is_food_order THEN 1.0 ELSE 0 END) FROM orders"
            f" WHERE {_Y19}",
        ),
    ],
)
def test_reading(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "how many drinks did we sell in 2019?",
            "Different kettle of fish, forget the drinks: how many customers first ordered in 2019?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-01-01'"
            " AND first_ordered_at < '2020-01-01'",
        ),
        (
            "revenue from jaffles in 2018",
            "new topic, never mind the jaffles: how many orders in 2019?",
            f"SELECT count(*) FROM orders WHERE {_Y19}",
        ),
        (
            "Doing it our way, FY19 runs 1 July 2018 to 30 June 2019. Orders for FY19?",
            "Break that down by shop, ta",
            _BY_STORE.format(fig="count(*)", cond=f"{_at(_FY19, 'o')}"),
        ),
        (
            "Which toastie sold the most in 2018?",
            "Good-o. How many of them went out the door in 2019?",
            "SELECT count(*) FROM order_items oi JOIN products p USING (product_id) WHERE p.product_name ="
            " (SELECT p.product_name FROM order_items oi JOIN products p USING (product_id)"
            " WHERE p.is_food_item"
            f" AND {_at(_Y18, 'oi')} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AND {_at(_Y19, 'oi')}",
        ),
    ],
)
def test_follow_up(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])
