"""The offline analyst on readings added in round r31wx (a TV weather presenter giving a "sales weather
report"):

- a superlative of heat is a ranking: "the hottest month for sales", "which hour is the hottest", "the day of
  the week that runs warmest for revenue" are the busiest (the most of the measure said, orders when none is);
  "the coldest", "the chilliest" the quietest, in a follow-up too ("and the coldest one that year?"); they
  were words not understood;
- "the (all-time) record high for orders in one day" is the most orders in one day, "the record low for
  revenue in a single day" the least, "the record for orders at one store in a single day" the most orders
  (it was every day's count, by date);
- a presenter's heading before a colon ("The 'typical' reading:", "Tonight's map:", "Quarterly readings:")
  says nothing the question after it does not say ("reading" was a word not understood);
- the weather itself (rain, snow, a snowstorm, a heatwave, "scorching days", the temperature) is not in the
  data: asked back (it was a word not understood, or the weather was left out and the sales answered);
- a topic lead-in that says the question is a new one ("Moving on to the next segment, nothing to do with
  that: ...") leaves the earlier question behind (it was refined by it);
- "fewer then 120 orders", "more then 50 dollars": "then" for "than";
- "revenue per day for every month of 2020" is each month's average per day (it was each month's total);
  "orders per day in March 2019" stays a day-by-day series;
- "what does an average Sunday in 2020 bring in" is the average revenue per Sunday (it was the average item
  price); "daily highs and lows for each month" the highest and lowest daily figures of each month;
- "Weeks starting Monday, give me the Monday." after a question about weeks asks for nothing more (Monday
  was read as a filter on Mondays).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_DAILY_2019 = (
    "SELECT CAST(ordered_at AS DATE) AS d, count(*) AS n FROM orders"
    " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1"
)
_MONTHLY_REV_2019 = (
    "SELECT date_trunc('month', ordered_at) AS m, sum(product_price) AS r FROM order_items"
    " WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # a superlative of heat: the busiest, the quietest
        (
            "Which month of 2019 ran hottest for sales?",
            f"SELECT m FROM ({_MONTHLY_REV_2019}) ORDER BY r DESC LIMIT 1",
            False,
        ),
        (
            "What was the warmest month of 2019 for revenue?",
            f"SELECT m FROM ({_MONTHLY_REV_2019}) ORDER BY r DESC LIMIT 1",
            False,
        ),
        (
            "the coldest month of 2019 by revenue",
            f"SELECT m FROM ({_MONTHLY_REV_2019}) ORDER BY r ASC LIMIT 1",
            False,
        ),
        (
            "Top 4 hottest days of 2019 for orders, hottest first, with the counts",
            f"SELECT d, n FROM ({_DAILY_2019}) ORDER BY n DESC LIMIT 4",
            True,
        ),
        (
            "the two chilliest days in 2019 by number of orders, chilliest first",
            f"SELECT d, n FROM ({_DAILY_2019}) ORDER BY n ASC LIMIT 2",
            True,
        ),
        (
            "What hour of the day is the hottest at Philadelphia?",
            "SELECT hour(o.ordered_at) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Philadelphia' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "Which hour runs coldest for orders across the whole data?",
            "SELECT hour(ordered_at) FROM orders GROUP BY 1 ORDER BY count(*) ASC LIMIT 1",
            False,
        ),
        (
            "Which weekday comes in warmest for revenue in 2019? Just the name.",
            "SELECT dayname(ordered_at) FROM order_items WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY sum(product_price) DESC LIMIT 1",
            False,
        ),
        # record highs and lows
        (
            "What's the record high for orders in a single day? The date only.",
            "SELECT CAST(ordered_at AS DATE) FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "the all-time record high for revenue in one day",
            "SELECT CAST(ordered_at AS DATE), sum(product_price) FROM order_items GROUP BY 1"
            " ORDER BY 2 DESC LIMIT 1",
            False,
        ),
        (
            "What is the record low for revenue in a single day in 2019?",
            "SELECT CAST(ordered_at AS DATE), sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1 ORDER BY 2 ASC LIMIT 1",
            False,
        ),
        (
            "the record for orders at one store in a single day",
            "SELECT count(*) FROM orders GROUP BY location_id, CAST(ordered_at AS DATE)"
            " ORDER BY 1 DESC LIMIT 1",
            False,
        ),
        (
            "Which day holds the all-time record for revenue?",
            "SELECT CAST(ordered_at AS DATE) FROM order_items GROUP BY 1"
            " ORDER BY sum(product_price) DESC LIMIT 1",
            False,
        ),
        (
            "Which quarter set the record for revenue?",
            "SELECT date_trunc('quarter', ordered_at) FROM order_items GROUP BY 1"
            " ORDER BY sum(product_price) DESC LIMIT 1",
            False,
        ),
        # highs and lows; an average day
        (
            "Daily highs and lows of the order count for each month of 2019",
            "SELECT date_trunc('month', d), max(n), min(n) FROM (" + _DAILY_2019 + ") GROUP BY 1",
            False,
        ),
        (
            "the daily high and low revenue for every month of 2018",
            "SELECT date_trunc('month', d), max(r), min(r) FROM (SELECT CAST(ordered_at AS DATE) AS d,"
            " sum(product_price) AS r FROM order_items WHERE year(ordered_at) = 2018 GROUP BY 1) GROUP BY 1",
            False,
        ),
        (
            "What does an average Saturday in 2019 bring in?",
            "SELECT sum(product_price) / count(DISTINCT CAST(ordered_at AS DATE)) FROM order_items"
            " WHERE year(ordered_at) = 2019 AND dayname(ordered_at) = 'Saturday'",
            False,
        ),
        (
            "So what does a typical Tuesday in 2019 do for orders?",
            "SELECT count(*) / count(DISTINCT CAST(ordered_at AS DATE)) FROM orders"
            " WHERE year(ordered_at) = 2019 AND dayname(ordered_at) = 'Tuesday'",
            False,
        ),
        (
            "How much does the average day in 2018 take, before tax?",
            "SELECT sum(product_price) / count(DISTINCT CAST(ordered_at AS DATE)) FROM order_items"
            " WHERE year(ordered_at) = 2018",
            False,
        ),
        # a figure per day for every month: each month's average per day
        (
            "Revenue per day for every month of 2019, i.e. each month's revenue over its number of days.",
            "SELECT date_trunc('month', ordered_at),"
            " sum(product_price) / count(DISTINCT CAST(ordered_at AS DATE))"
            " FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1",
            False,
        ),
        (
            "orders per day in each quarter of 2018",
            "SELECT date_trunc('quarter', ordered_at), count(*) / count(DISTINCT CAST(ordered_at AS DATE))"
            " FROM orders WHERE year(ordered_at) = 2018 GROUP BY 1",
            False,
        ),
        (
            "orders per day in March 2019",
            "SELECT CAST(ordered_at AS DATE), count(*) FROM orders"
            " WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01' GROUP BY 1",
            False,
        ),
        # weeks that start on Monday, shown by their Monday
        (
            "Which week of 2019 had the most orders? Weeks starting Monday, give me the Monday.",
            "SELECT date_trunc('week', ordered_at) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "The best week of 2019 for revenue. Weeks start on Monday. Just the Monday.",
            "SELECT date_trunc('week', ordered_at) FROM order_items WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY sum(product_price) DESC LIMIT 1",
            False,
        ),
        # a presenter's heading
        (
            "The 'middle' reading: median order total in 2019, tax included.",
            "SELECT median(order_total) FROM orders WHERE year(ordered_at) = 2019",
            False,
        ),
        (
            "Tonight's roundup: revenue for each store in Q2 2019.",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE i.ordered_at >= '2019-04-01' AND i.ordered_at < '2019-07-01' GROUP BY 1",
            False,
        ),
        (
            "Monthly readings: 2019 orders by month.",
            "SELECT date_trunc('month', ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1",
            False,
        ),
    ],
)
def test_weather_presenter_rankings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Which was the hottest month of 2019 for revenue?",
            "And the coldest one that year?",
            f"SELECT m FROM ({_MONTHLY_REV_2019}) ORDER BY r ASC LIMIT 1",
        ),
        (
            "The all-time record for orders at a single store in a single day?",
            "Which store set it?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " GROUP BY l.location_name, CAST(o.ordered_at AS DATE)"
            " ORDER BY count(*) DESC, CAST(o.ordered_at AS DATE), l.location_name LIMIT 1",  # 3 days tie (43)
        ),
        (
            "What's the record for orders at a single store in a single day?",
            "which store was that at?",
            "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
            " GROUP BY l.location_name, CAST(o.ordered_at AS DATE)"
            " ORDER BY count(*) DESC, CAST(o.ordered_at AS DATE), l.location_name LIMIT 1",  # 3 days tie (43)
        ),
    ],
)
def test_weather_presenter_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("context", "question"),
    [
        ("", "Was it the rain that kept people away in March 2019?"),
        ("", "How many freezing days did we get in 2019?"),
        ("", "Did orders drop during the cold snap last winter?"),
        ("", "What was revenue on the hot days of summer 2019?"),
        ("", "Show daily orders against the temperature for 2019"),
        ("", "How did Brooklyn do in the heat wave?"),
        ("Which day of 2019 had the fewest orders?", "Was there a blizzard that day?"),
        ("Which day of 2019 had the fewest orders?", "Maybe the snow kept them home?"),
        ("", "Did the stormy weather move sales on our quietest days?"),
    ],
)
def test_weather_itself_is_asked_back(planner: Planner, context: str, question: str) -> None:
    plan = planner.plan(question, context=[context] if context else [])
    assert isinstance(plan, AskPlan), f"{question!r} -> {plan}"
    assert "weather" in plan.question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "windy city orders in Q4 2019",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND o.ordered_at >= '2019-10-01'"
            " AND o.ordered_at < '2020-01-01'",
        ),
        (
            "Those sunny, humid Brooklyn afternoons were fun. How many orders did Brooklyn take in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
    ],
)
def test_weather_colour_is_no_weather_asked(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_hottest_said_of_the_weather_is_asked_back(planner: Planner) -> None:
    plan = planner.plan("Which was the hottest day of 2019 by temperature?")
    assert isinstance(plan, AskPlan), plan


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Record low: which day of 2019 had the least revenue?",
            "Moving on to the next segment, nothing to do with that low: how many drinks were sold in 2018?",
            "SELECT count(*) FROM order_items WHERE year(ordered_at) = 2018 AND is_drink_item",
        ),
        (
            "Which day of 2019 had the fewest orders?",
            "Next segment, unrelated to that day: how many jaffles did we sell in 2019?",
            "SELECT count(*) FROM order_items WHERE year(ordered_at) = 2019 AND is_food_item",
        ),
        (
            "Which day of 2019 had the most orders?",
            "Moving on, nothing to do with that day: how much revenue did Brooklyn make in 2018?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(i.ordered_at) = 2018",
        ),
    ],
)
def test_new_topic_lead_in_leaves_the_earlier_question(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How many days in 2019 had fewer then 150 orders?",
            f"SELECT count(*) FROM ({_DAILY_2019}) WHERE n < 150",
        ),
        (
            "how many orders in 2019 came to more then 20 dollars?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND order_total > 20",
        ),
        (
            "number of days in 2018 with less then 50 orders",
            "SELECT count(*) FROM (SELECT CAST(ordered_at AS DATE), count(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2018 GROUP BY 1) WHERE n < 50",
        ),
    ],
)
def test_then_for_than(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_then_as_a_word_of_time_stays(planner: Planner) -> None:
    plan = planner.plan("orders in January 2019 and then in February 2019")
    assert isinstance(plan, SqlPlan), plan
