"""The offline analyst on readings added in round r38bk (a beekeeper's questions: hives, the apiary, the
honey crop, foragers, the queen bee, the nectar flow and the winter cluster):

- "hive(s)" are the stores ("the Brooklyn hive", "every hive", "the hive's"); "the (whole) apiary" is the
  chain, all the stores ("the apiary's 2019 sales"); "foragers" are the customers;
- "the honey crop", "the crop", "the honey harvest" are the revenue; a hive that "gave the heaviest crop" had
  the highest revenue; an aside naming the figure ("Call it the honey crop.") goes;
- a hive "set up" or "established" opened;
- "the queen bee" among products is the best seller;
- a named season of the hives glossed by its months ("the June 2019 nectar flow", "the winter cluster
  months, December 2018 through February 2019") is those months; without months it is asked back;
- "tax counted" is tax included ("orders that came to more than $25, tax counted": the order total)
  (taxes);
- a holiday said with its date in a sentence of its own ("Thanksgiving 2018 fell on 22 November. ... that
  day") is that date (holidaygloss);
- a monthly breakdown "starting with January" is in order from January (periodlead);
- a month range led by "over" or "during" ("over December 2018 through February 2019") is from its first
  month to its last (timespec: two months with their years, "to" or "through" between them);
- "the leader", "the winner" of an earlier ranking is its top one (leader);
- the hives' own world (varroa mites, pollen, jars of honey, swarms caught, brood, an unnamed "hive down the
  road") is asked back (beewords).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.beewords import bee_asked, bee_words
from askdata_app.agent.offline.leader import leader_said
from askdata_app.agent.offline.periodlead import period_lead
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_I18 = "i.ordered_at >= '2018-01-01' AND i.ordered_at < '2019-01-01'"
_I19 = "i.ordered_at >= '2019-01-01' AND i.ordered_at < '2020-01-01'"
_O19 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_BY_STORE = (
    "FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id"
)
_ORDERS_BY_STORE = "FROM orders o JOIN locations l ON l.location_id = o.location_id"
_WINTER = "ordered_at >= '2018-12-01' AND ordered_at < '2019-03-01'"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the apiary is the chain; the honey crop is the revenue
        (
            "What did the whole apiary bring in during 2019 before tax? Call it the honey crop.",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}",
        ),
        (
            "the apiary's honey crop for 2018",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y18}",
        ),
        (
            "What was the honey crop at the Brooklyn hive in 2019?",
            f"SELECT sum(i.product_price) {_BY_STORE} WHERE l.location_name = 'Brooklyn' AND {_I19}",
        ),
        (
            "Which hive gave the biggest crop in 2018, pre-tax sales?",
            f"SELECT l.location_name {_BY_STORE} WHERE {_I18} GROUP BY 1 ORDER BY sum(i.product_price) DESC"
            " LIMIT 1",
        ),
        (
            "which hive had the lightest honey crop in 2019?",
            f"SELECT l.location_name {_BY_STORE} WHERE {_I19} GROUP BY 1 ORDER BY sum(i.product_price)"
            " LIMIT 1",
        ),
        # hives are stores, foragers customers
        (
            "How many separate foragers came to the Chicago hive in 2019?",
            f"SELECT count(DISTINCT o.customer_id) {_ORDERS_BY_STORE} WHERE l.location_name = 'Chicago'"
            f" AND {_O19}",
        ),
        (
            "how many foragers have more than 20 lifetime orders?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders > 20",
        ),
        (
            "Line the hives up by number of orders in 2019, busiest hive first, with the counts.",
            f"SELECT l.location_name, count(*) AS n {_ORDERS_BY_STORE} WHERE {_O19} GROUP BY 1"
            " ORDER BY n DESC",
        ),
        (
            "The two quietest hives of 2019 by visits, with their numbers",
            f"SELECT l.location_name, count(*) AS n {_ORDERS_BY_STORE} WHERE {_O19} GROUP BY 1"
            " ORDER BY n LIMIT 2",
        ),
        (
            "What share of the apiary's 2019 sales, before tax, came from the Philadelphia hive?",
            f"SELECT sum(CASE WHEN l.location_name = 'Philadelphia' THEN i.product_price ELSE 0 END)"
            f" / sum(i.product_price) {_BY_STORE} WHERE {_I19}",
        ),
        (
            "How many of our foragers are returning ones?",
            "SELECT count(*) FROM customers WHERE customer_type = 'returning'",
        ),
        # a hive set up or established opened
        (
            "Which hive was set up most recently, and when was it established?",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC LIMIT 1",
        ),
        (
            "When was the Chicago hive set up?",
            "SELECT opened_at FROM locations WHERE location_name = 'Chicago'",
        ),
        # the queen bee is the best seller
        (
            "Which jaffle was the queen bee in 2019, by units?",
            f"SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            f" WHERE p.product_type = 'jaffle' AND {_I19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # named seasons glossed by their months
        (
            "During the August 2019 nectar flow, how many orders came in?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-08-01' AND ordered_at < '2019-09-01'",
        ),
        (
            "How much did the hives take in during the nectar flow of May 2018, before tax?",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= '2018-05-01'"
            " AND ordered_at < '2018-06-01'",
        ),
        (
            "Over the winter cluster months, December 2018 through February 2019, how many orders came in?",
            f"SELECT count(*) FROM orders WHERE {_WINTER}",
        ),
        (
            "pre-tax sales during the winter cluster (Dec 2018 to Feb 2019)",
            f"SELECT sum(product_price) FROM order_items WHERE {_WINTER}",
        ),
        (
            "Over December 2018 through February 2019, how many orders?",
            f"SELECT count(*) FROM orders WHERE {_WINTER}",
        ),
        # tax counted is tax included
        (
            "How many 2019 orders came to more than $25, tax counted?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND order_total > 25",
        ),
        (
            "how many orders in 2018 were over $40 with the tax counted in?",
            f"SELECT count(*) FROM orders WHERE {_Y18} AND order_total > 40",
        ),
        # a holiday with its date said in a sentence of its own
        (
            "Thanksgiving 2018 fell on 22 November. How many orders did we take that day?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-11-22'",
        ),
        (
            "Christmas Eve 2019 was on 24 December. What were the pre-tax sales that day?",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-12-24'",
        ),
    ],
)
def test_r38bk_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "The Brooklyn hive's order count month by month for 2019, starting with January.",
            f"SELECT date_trunc('month', o.ordered_at) AS m, count(*) {_ORDERS_BY_STORE}"
            f" WHERE l.location_name = 'Brooklyn' AND {_O19} GROUP BY 1 ORDER BY 1",
        ),
        (
            "monthly pre-tax sales for 2018, beginning with January",
            f"SELECT date_trunc('month', ordered_at) AS m, sum(product_price) FROM order_items WHERE {_Y18}"
            " GROUP BY 1 ORDER BY 1",
        ),
    ],
)
def test_r38bk_ordered(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered=True)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which hive had the most visits in 2019?",
            "How many drinks did that hive sell that year?",
            f"SELECT count(*) {_BY_STORE} WHERE l.location_name = 'Brooklyn' AND i.is_drink_item AND {_I19}",
        ),
        (
            "Top three hives by 2019 orders, busiest first.",
            "Only the leader, with its count.",
            f"SELECT l.location_name, count(*) AS n {_ORDERS_BY_STORE} WHERE {_O19} GROUP BY 1"
            " ORDER BY n DESC LIMIT 1",
        ),
        (
            "Top three stores by 2019 orders, busiest first.",
            "just the winner, with its count",
            f"SELECT l.location_name, count(*) AS n {_ORDERS_BY_STORE} WHERE {_O19} GROUP BY 1"
            " ORDER BY n DESC LIMIT 1",
        ),
        (
            "Honey crop of the Chicago hive for 2019?",
            "And the Brooklyn hive?",
            f"SELECT sum(i.product_price) {_BY_STORE} WHERE l.location_name = 'Brooklyn' AND {_I19}",
        ),
    ],
)
def test_r38bk_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("Orders per hive in 2018", "Orders per store in 2018"),
        ("Which colony took the most orders in 2019?", "Which store took the most orders in 2019?"),
        (
            "How many foragers placed their first order in 2019?",
            "How many customers had a first order in 2019?",
        ),
        ("the honey crop of each hive in 2019", "revenue of each store in 2019"),
    ],
)
def test_r38bk_same_answer(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "What were the varroa mite counts at each hive last autumn?",
        "How many mites did the Chicago hive have in 2019?",
        "How much clover pollen went into the tangaroo in 2019?",
        "How many jars of honey did the Brooklyn hive give in 2019?",
        "How many swarms did we catch in 2019?",
        "how much brood is in the Philadelphia hive?",
        "How many orders during the nectar flow?",
        "Which hive is the healthiest?",
        "How's the apiary doing lately?",
        "How many flights did the foragers make in 2019?",
        "Is the queen laying well at the Brooklyn hive?",
        "which colonies had colony collapse in 2019?",
        "How did the hives do in swarm season 2019?",
    ],
)
def test_r38bk_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


def test_r38bk_unnamed_hive_asked_back(planner: Planner) -> None:
    plan = planner.plan(
        "How does that compare with the hive down the road?",
        context=["What were the Chicago hive's pre-tax sales in 2019?"],
    )
    assert isinstance(plan, AskPlan), plan


@pytest.mark.parametrize(
    "question",
    [
        # no beekeeper's word: left as said
        "Which store had the highest revenue in 2019?",
        "How many customers placed more than one order?",
        "what did the whole chain take in during 2019?",
        "How many orders did the top crop of new customers place?",
    ],
)
def test_r38bk_unchanged_words(question: str) -> None:
    assert bee_words(question) == question
    assert bee_asked(question) is None


@pytest.mark.parametrize(
    "question",
    [
        # the data's own supplies and drinks are no hive's
        "How many supplies does the chai and mighty use?",
        "Which products use coffee beans?",
        "How many orders had a tangaroo in them?",
    ],
)
def test_r38bk_no_hive_world(question: str) -> None:
    assert bee_asked(question) is None, question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "When was the Brooklyn store established?",
            "SELECT opened_at FROM locations WHERE location_name = 'Brooklyn'",
        ),
        (
            "How many orders from December 2018 through February 2019?",
            f"SELECT count(*) FROM orders WHERE {_WINTER}",
        ),
        (
            "How many 2019 orders had tax paid over $2?",
            f"SELECT count(*) FROM orders WHERE {_Y19} AND tax_paid > 2",
        ),
    ],
)
def test_r38bk_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        # a month with its year or an end after it begins a span: no order
        "monthly orders starting with January 2019",
        "monthly orders starting with January through March",
        # no breakdown by month: left as said
        "orders starting with January",
    ],
)
def test_r38bk_start_month_kept(question: str) -> None:
    assert period_lead(question, 2018, 2019) == question


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Only the leader, with its count.", "Only the top one, with its count."),
        ("and just the winner?", "and just the top one?"),
        ("Which store was the leader in drinks?", "Which store was the leader in drinks?"),
    ],
)
def test_r38bk_leader_said(question: str, said: str) -> None:
    assert leader_said(question) == said


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "In May 2019, how many jaffles went out? Count every jaffle unit.",
            "SELECT count(*) FROM order_items WHERE is_food_item AND ordered_at >= '2019-05-01'"
            " AND ordered_at < '2019-06-01'",
        ),
        (
            "how many drinks did the Brooklyn hive sell in 2018? Count each unit.",
            f"SELECT count(*) {_BY_STORE} WHERE l.location_name = 'Brooklyn' AND i.is_drink_item AND {_I18}",
        ),
        (
            "How many foragers have come back more than 25 times? Count customers with over 25 orders.",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders > 25",
        ),
    ],
)
def test_r38bk_count_notes(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_GREW = (
    f"SELECT l.location_name {_BY_STORE} GROUP BY 1 ORDER BY sum(CASE WHEN year(i.ordered_at) = 2019"
    " THEN i.product_price ELSE 0 END) - sum(CASE WHEN year(i.ordered_at) = 2018 THEN i.product_price ELSE 0"
    " END) DESC LIMIT 1"
)


@pytest.mark.parametrize(
    "question",
    [
        "Which hive grew its pre-tax sales most between 2018 and 2019 in dollars?",
        "Which store grew its revenue the most from 2018 to 2019, in dollars?",
        "which store grew its revenue most between 2018 and 2019 in dollar terms",
    ],
)
def test_r38bk_grew_in_dollars(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    plan = planner.plan(question)
    sql = getattr(plan, "sql", None)
    assert sql is not None, plan
    got = con.execute(sql).fetchall()
    want = con.execute(_GREW).fetchall()
    assert want[0][0] in got[0], f"{question!r}\n{sql}\n-> {got}\nwant {want}"


def test_r38bk_harvest_months_kept() -> None:
    said = bee_words("How many orders did the hives take in the harvest months, September and October 2019?")
    assert "harvest months" in said, said
