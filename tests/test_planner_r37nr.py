"""The offline analyst on readings added in round r37nr (an emergency-room nurse's charting shorthand):

- "pt"/"pts" are customers ("pt id 3", "pt #3" is customer 3; "the 2 pts with ..."), points said as such
  ("2 pts higher") left; "pts seen at Brooklyn" ordered there; "first seen" is a customer's first order
  (nursewords: all were unknown words);
- "hx" is the lifetime ("orders on their hx"); "w/" and "w/o" are with and without; "approx" goes;
  "charted" goes; "site(s)" are stores; "hr(s)" hours; "q1h" counts are hourly counts (nursewords);
- a 24-hour time range ("0900-1059") is on the 12-hour clock, to the end of its last minute; a four-digit
  time that could be a year only with an am/pm gloss after it ("1900 onward (7pm to close)") (nursewords:
  the years 1900 / 2000 were read, or the hours left out);
- "how's the floor looking" is how things look (asked back: no figure named); a clinical figure
  ("readmission", "sepsis", "discharges") and a customer's "full hx" with no figure named are asked back
  (nursewords);
- "since opening day" is all the data holds, as "since it opened" (storywords: it was read "by day");
- packaging named beside the ingredients ("ingredients + packaging") is the supplies, not a cost the data
  lacks (beyond), and a supply cost glossed by its parts in brackets is read before the gloss (glossed);
- a holiday and year glossed by its date ("Labor Day 2019 (2 Sep)") is that date (holidaygloss: the bracketed
  date lost its year, and the day was lost);
- "supplies that cost more than $1 each" bound each supply's own cost (partunitcost: it was the order cost);
- "first order in 2019 - exact time and which site" is that order's row (edgerecord: "time" beside "which
  store" made it no one order, and the "the" was needed);
- "orders - total count" is how many orders (reword: it was the order total);
- "diff topic", "scrap the X:" start a new topic (planner's fresh-start words).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.nursewords import nurse_asked, nurse_words
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_AT = "SELECT {what} FROM orders o JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = "


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # pts are customers, hx the lifetime
        (
            "# of pts w/ 3+ orders on their hx?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders >= 3",
        ),
        (
            "how many pts have more than 5 orders in their hx",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders > 5",
        ),
        (
            "pts first seen in March 2019 - how many, approx?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-03-01'"
            " AND first_ordered_at < '2019-04-01'",
        ),
        (
            "distinct pts seen at Brooklyn in June 2019",
            _AT.format(what="count(DISTINCT o.customer_id)") + "'Brooklyn'"
            " AND o.ordered_at >= '2019-06-01' AND o.ordered_at < '2019-07-01'",
        ),
        # packaging beside the ingredients is the supplies
        (
            "total supply cost for 2019 (ingredients + packaging)",
            f"SELECT sum(order_cost) FROM orders WHERE {_Y19}",
        ),
        ("pt id 3: lifetime spend w/ tax", "SELECT lifetime_spend FROM customers WHERE customer_id = 3"),
        (
            "pt #3 - days between first and last order",
            "SELECT date_diff('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE))"
            " FROM customers WHERE customer_id = 3",
        ),
        (
            "how many different supply items cost more than $2 each?",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE supply_cost > 2",
        ),
        (
            "first order in 2019 - exact time and which site",
            "SELECT o.ordered_at, l.location_name FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y19} ORDER BY o.ordered_at LIMIT 1",
        ),
        ("Chicago site, orders since opening day - total count", _AT.format(what="count(*)") + "'Chicago'"),
        (
            "Labor Day 2019 (2 Sep): which hr had the most orders?",
            "SELECT hour(ordered_at) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-09-02'"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # sites, charted, hours
        (
            "orders charted at the Brooklyn site in 2019",
            _AT.format(what="count(*)") + f"'Brooklyn' AND o.{_Y19}",
        ),
        (
            "orders charted 0900-1059 in 2019, total",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) IN (9, 10)",
        ),
        (
            "orders 1300-1459 hrs in 2019, all sites",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND hour(ordered_at) IN (13, 14)",
        ),
        (
            "orders from 1900 onward (7pm to close) in 2018 - count",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND hour(ordered_at) >= 19",
        ),
    ],
)
def test_r37nr_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "q1h counts for 15 Mar 2019, all sites, in hr order",
            "SELECT hour(ordered_at), count(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-03-15'"
            " GROUP BY 1 ORDER BY 1",
        ),
        (
            "busiest 2 hrs of the day in 2018, top first",
            f"SELECT hour(ordered_at), count(*) FROM orders WHERE {_Y18} GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
    ],
)
def test_r37nr_ordered(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "distinct pts seen at Brooklyn in 2019",
            "and Chicago?",
            _AT.format(what="count(DISTINCT o.customer_id)") + f"'Chicago' AND o.{_Y19}",
        ),
        (
            "Labor Day 2019 (2 Sep): which hr had the most orders?",
            "how many orders in that hr?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-09-02' AND hour(ordered_at) ="
            " (SELECT hour(ordered_at) FROM orders WHERE CAST(ordered_at AS DATE) = '2019-09-02'"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "avg order total w/ tax in 2019, all sites",
            "diff topic, scrap the totals: how many different supplies cost under $1 each?",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE supply_cost < 1",
        ),
    ],
)
def test_r37nr_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "readmission rate for pts seen in 2019?",
        "how many septic pts did we see at Chicago?",
        "discharges per hr last shift",
        "pt 4 - full hx pls",
        "how's the floor looking, approx?",
    ],
)
def test_r37nr_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # near misses that keep their answer
        ("orders from 2019 onward", f"SELECT count(*) FROM orders WHERE {_Y19}"),
        (
            "orders in 2018 and 2019",
            "SELECT year(ordered_at), count(*) FROM orders GROUP BY 1",
        ),
        ("orders placed by customer 3", "SELECT count(*) FROM orders WHERE customer_id = 3"),
        (
            "how many products cost more than $5 each?",
            "SELECT count(*) FROM products WHERE product_price > 5",
        ),
        (
            "order total by store in 2019",
            "SELECT l.location_name, sum(o.order_total) FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id WHERE o." + _Y19 + " GROUP BY 1",
        ),
        (
            "Labor Day 2019 orders (by store)",
            "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE CAST(o.ordered_at AS DATE) = '2019-09-02' GROUP BY 1",
        ),
    ],
)
def test_r37nr_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r37nr_points_left() -> None:
    """Points said as such are no patients, a number that is no 24-hour time stays, and a question without a
    nurse's word is left as said."""
    assert nurse_words("margin 2 pts higher in 2019?") == "margin 2 pts higher in 2019?"
    assert nurse_words("percentage pts of growth by store") == "percentage pts of growth by store"
    assert nurse_words("orders from 2019 onward") == "orders from 2019 onward"
    assert nurse_words("pts who spent 1500 on drinks") == "customers who spent 1500 on drinks"
    assert nurse_words("orders w/ ids 1000-1050") == "orders with ids 1000-1050"
    assert nurse_words("new customers compared across sites") == "new customers compared across sites"
    assert nurse_asked("the busiest hour over the whole history of the chain?") is None


def test_r37nr_packaging_still_asked(planner: Planner) -> None:
    """Packaging costs on their own are a cost the data does not hold: still asked back."""
    assert isinstance(planner.plan("what did packaging costs come to in 2019?"), AskPlan)
