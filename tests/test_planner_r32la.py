"""The offline analyst on readings added in round r32la (a commercial leasing agent's questions about the
sites, said the way a landlord speaks of shops: leasewords.py, beyond.py, the follow-up about the one found):

- "footfall" / "foot traffic" at a store is its orders ("the footfall at Brooklyn in 2019", "monthly
  footfall", "lunchtime footfall at each site", "the first 60 days after it opened"); the asker's own gloss
  ("I count each order as one visit.") says nothing more; footfall walking past a store, or other tenants',
  is still asked back;
- "the most visits it has had on a single day" is orders (the noun, read before as the verb "visits it");
- "trading the longest" / "in business the longest" / "the longest-trading site" is the oldest store;
  "the most recent addition" / "the newest addition to the estate" is the newest;
- "the <store> unit" is that store;
- the lease frames a request and selects nothing: "for the lease file", "For our lease review:", "oldest
  lease first" (oldest first: a site's lease is as old as the site);
- "how many days lie between each store's opening date and <day>" is each store's days open then;
- a store "turns over" what it takes; "what will X turn over in <a year after the data>" is a forecast and
  asked back;
- rent (per square foot, a percentage rent, an escalation, a base rent) and other tenants are not held and
  are asked back (they were words not understood);
- "count the days in 2019 on which X took more than $N" counts the days whose own figure passes (the "count
  the days" and the "on which" were not read: the days were listed, or the items priced over $N);
- "added the most sales dollars (before tax) between 2018 and 2019" is the largest absolute growth in sales,
  its tax basis kept (it was the total over both years);
- "top 2 sites on daily sales over 2019" ranks each site's average per day (it ranked single days), a note
  "(pre-tax sales divided by its 365 days)" saying the average once more;
- "what share of Chicago's 2019 sales came in December" is December's part of Chicago's 2019 sales (it was
  Chicago's share of all December's sales);
- a follow-up about the one store the previous question found ("how much did it take that year?") keeps
  that question's tax basis ("tax included" there: the order totals, not the pre-tax sales).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.leasewords import lease_words
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, UnknownPlan
from tests.planner_checks import check

_ORDERS_AT = (
    "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.location_name = '{store}' AND o.ordered_at >= '{start}' AND o.ordered_at < '{end}'"
)
_BY_STORE = (
    "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE o.ordered_at >= '{start}' AND o.ordered_at < '{end}'{extra} GROUP BY 1"
)
_OPENED = "SELECT location_name, opened_at FROM locations ORDER BY opened_at"


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # footfall at a store: its orders
        (
            "What was the footfall at the Brooklyn site in 2019?",
            _ORDERS_AT.format(store="Brooklyn", start="2019-01-01", end="2020-01-01"),
            False,
        ),
        (
            "footfall at Philadelphia in 2018, I count each order as one visit.",
            _ORDERS_AT.format(store="Philadelphia", start="2018-01-01", end="2019-01-01"),
            False,
        ),
        (
            "How much foot traffic did Chicago see in the second half of 2019? We treat every order as a"
            " visit.",
            _ORDERS_AT.format(store="Chicago", start="2019-07-01", end="2020-01-01"),
            False,
        ),
        (
            "Footfall per site in 2019, please.",
            _BY_STORE.format(start="2019-01-01", end="2020-01-01", extra=""),
            False,
        ),
        (
            "Breakfast footfall, 8 to 10am, at every store in 2018?",
            _BY_STORE.format(
                start="2018-01-01",
                end="2019-01-01",
                extra=" AND hour(o.ordered_at) >= 8 AND hour(o.ordered_at) < 10",
            ),
            False,
        ),
        (
            "Monthly footfall at San Francisco across 2019.",
            "SELECT date_trunc('month', o.ordered_at), count(*) FROM orders o JOIN locations l"
            " ON l.location_id = o.location_id WHERE l.location_name = 'San Francisco'"
            " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1 ORDER BY 1",
            True,
        ),
        (
            "What was New Orleans' footfall in the first 60 days after it opened its doors?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'New Orleans' AND o.ordered_at >= l.opened_at"
            " AND o.ordered_at < l.opened_at + INTERVAL 60 DAY",
            False,
        ),
        # "the most visits it has had": the noun
        (
            "For each site, what is the most visits it has had in a single day?",
            "SELECT location_name, max(n) FROM (SELECT l.location_name, CAST(o.ordered_at AS DATE) AS d,"
            " count(*) AS n FROM orders o JOIN locations l ON l.location_id = o.location_id GROUP BY 1, 2)"
            " GROUP BY 1",
            False,
        ),
        # trading the longest / the newest addition
        (
            "Which of our shops has been trading the longest?",
            _OPENED + " LIMIT 1",
            False,
        ),
        (
            "Which store has been in business the longest, and when did it open?",
            _OPENED + " LIMIT 1",
            False,
        ),
        ("Which is the longest-trading location, and when did it open?", _OPENED + " LIMIT 1", False),
        (
            "Which location was the most recent addition, and what date did it open?",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC LIMIT 1",
            False,
        ),
        (
            "Which site is our newest addition to the estate, and when did it open?",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC LIMIT 1",
            False,
        ),
        # the lease frames the request
        ("Show each location and when it opened, oldest lease first.", _OPENED, True),
        (
            "Which site has been trading the longest? I need its opening date for the lease file.",
            _OPENED + " LIMIT 1",
            False,
        ),
        (
            "For our lease review: what share of 2019 pre-tax sales did each store bring in?",
            "SELECT l.location_name, sum(i.product_price) / sum(sum(i.product_price)) OVER ()"
            " FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1",
            False,
        ),
        # days between each store's opening date and a day
        (
            "How many days lie between each store's opening date and 30 June 2019?",
            "SELECT location_name, DATE '2019-06-30' - opened_at FROM locations",
            False,
        ),
        (
            "How many days passed from each site's opening date to 31 December 2019?",
            "SELECT location_name, DATE '2019-12-31' - opened_at FROM locations",
            False,
        ),
        # the unit, turning over
        (
            "What did the Chicago unit turn over in 2019?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = 'Chicago'"
            " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'",
            False,
        ),
        (
            "How many orders did the Brooklyn unit take in 2018?",
            _ORDERS_AT.format(store="Brooklyn", start="2018-01-01", end="2019-01-01"),
            False,
        ),
    ],
)
def test_leasing_words(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


def test_unit_swapped_in_a_follow_up(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Do the same for the San Francisco unit.",
        "SELECT date_trunc('month', o.ordered_at), sum(i.product_price) FROM order_items i JOIN orders o"
        " ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
        " WHERE l.location_name = 'San Francisco' AND o.ordered_at >= '2019-01-01'"
        " AND o.ordered_at < '2020-01-01' GROUP BY 1",
        context=["Chicago's pre-tax sales by month in 2019, please."],
    )


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which store took the least in 2019, tax included?",
            "And how much did it take that year?",
            "SELECT sum(o.order_total) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Los Angeles' AND o.ordered_at >= '2019-01-01'"
            " AND o.ordered_at < '2020-01-01'",
        ),
        (
            "Which site brought in the most in 2018, including tax?",
            "How much did it make in 2019?",
            "SELECT sum(o.order_total) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND o.ordered_at >= '2019-01-01'"
            " AND o.ordered_at < '2020-01-01'",
        ),
        (
            "Which store had the highest sales in 2019, before tax?",
            "And what did it take in 2018?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = 'Brooklyn'"
            " AND o.ordered_at >= '2018-01-01' AND o.ordered_at < '2019-01-01'",
        ),
    ],
)
def test_follow_up_keeps_the_tax_basis(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    "question",
    [
        "What's the rent per square foot at the Chicago site right now?",
        "How much base rent does Philadelphia pay?",
        "Will the rent escalation hurt the Brooklyn unit?",
        "What will the San Francisco store turn over in 2021, for the percentage rent?",
        "Is the footfall at Brooklyn higher than the other tenants on the street?",
        "What's the foot traffic walking past the Chicago store?",
    ],
)
def test_rent_and_others_asked_back(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan) or (isinstance(plan, UnknownPlan) and plan.choices), (question, plan)


def test_lease_words_leave_other_text() -> None:
    assert lease_words("How many orders in 2019?", ["Chicago"]) == "How many orders in 2019?"
    assert lease_words("units sold at Chicago", ["Chicago"]) == "units sold at Chicago"
    assert lease_words("Chicago units sold in 2019", ["Chicago"]) == "Chicago units sold in 2019"
    said = "the store with the latest opening date"
    assert lease_words(said, ["Chicago"]) == said


_SF_DAYS = (
    "SELECT count(*) FROM (SELECT CAST(o.ordered_at AS DATE), sum(i.product_price) AS s FROM order_items i"
    " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.location_name = '{store}' AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
    " GROUP BY 1) WHERE s > {bar}"
)
_GROWTH = (
    "SELECT l.location_name FROM {rows} JOIN locations l ON l.location_id = o.location_id GROUP BY 1"
    " ORDER BY sum(CASE WHEN year(o.ordered_at) = 2019 THEN {fig} ELSE 0 END)"
    " - sum(CASE WHEN year(o.ordered_at) = 2018 THEN {fig} ELSE 0 END) DESC LIMIT 1"
)
_DAILY_TOP = (
    "SELECT l.location_name, sum(i.product_price) / 365.0 AS d FROM order_items i JOIN orders o"
    " ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
    " WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1 ORDER BY d DESC LIMIT {n}"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        (
            "Count the days in 2019 on which Brooklyn took more than $700 in sales before tax.",
            _SF_DAYS.format(store="Brooklyn", bar=700),
            False,
        ),
        (
            "count of days during 2019 on which Chicago had revenue above $500?",
            _SF_DAYS.format(store="Chicago", bar=500),
            False,
        ),
        (
            "Which store added the most sales dollars (before tax) between 2018 and 2019?",
            _GROWTH.format(
                rows="order_items i JOIN orders o ON o.order_id = i.order_id", fig="i.product_price"
            ),
            False,
        ),
        (
            "Which location added the most revenue, including tax, from 2018 to 2019?",
            _GROWTH.format(rows="orders o", fig="o.order_total"),
            False,
        ),
        ("Top 2 sites on daily sales over 2019, highest first.", _DAILY_TOP.format(n=2), True),
        (
            "Top 3 stores on daily sales across 2019 (pre-tax sales divided by its 365 days), best first.",
            _DAILY_TOP.format(n=3),
            True,
        ),
    ],
)
def test_days_growth_and_daily_rank(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


_MONTH_SHARE = (
    "SELECT sum(CASE WHEN month(o.ordered_at) IN ({months}) THEN {fig} ELSE 0 END) / sum({fig}) FROM {rows}"
    " JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = '{store}'"
    " AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
)
_ITEMS = "order_items i JOIN orders o ON o.order_id = i.order_id"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "What share of Chicago's 2019 sales before tax came in December?",
            _MONTH_SHARE.format(months="12", fig="i.product_price", rows=_ITEMS, store="Chicago"),
        ),
        (
            "What fraction of Brooklyn's 2019 orders were placed in November?",
            _MONTH_SHARE.format(months="11", fig="1", rows="orders o", store="Brooklyn"),
        ),
        (
            "what percentage of 2019 revenue at San Francisco came in Q4",
            _MONTH_SHARE.format(
                months="10, 11, 12", fig="i.product_price", rows=_ITEMS, store="San Francisco"
            ),
        ),
    ],
)
def test_part_of_a_stores_year(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
