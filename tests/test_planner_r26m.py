"""The offline analyst on readings added in round r26m (a story-teller's and a plain analyst's ways of
asking): a story told in whole sentences before the question is left out when the question does not point
back into it ("We had one toaster and a lot of hope. How many orders did Brooklyn take in 2018?"), and
kept when it does ("Chicago was my first store. How many orders did it take in 2019?" asks); "which date
had the most orders" is by day; "which store sold the largest number of tangaroos" ranks the stores by
units (it was a count of stores, and a plural name was ranked by revenue); "which jaffle has the highest
menu price" and "the cheapest drink today" rank the products by price (they asked by which measure);
"since our records begin" is all the data; "according to the supplies list", "on our books", "to their
name" and "per portion" after a supply's cost say nothing more.

Every question here is written for these tests (none is in the eval sets); answers are checked against
gold SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from askdata_app.eval.compare import same_result
from tests.planner_checks import check, sql_plan

_STORE = (
    "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE l.location_name = '{store}' AND year(o.ordered_at) = {year}"
)
_UNITS_BY_STORE = (
    "SELECT l.location_name FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN locations l"
    " ON l.location_id = o.location_id JOIN products p ON p.product_id = i.product_id"
    " WHERE p.product_name = '{product}'{year} GROUP BY 1 ORDER BY count(*) {order} LIMIT 1"
)

_PRICED = (
    "SELECT product_name FROM products WHERE product_type = '{kind}' ORDER BY product_price {order} LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a story before the question
        (
            "When I started here we had one coffee machine and a lot of patience. Anyway: how many orders"
            " did Brooklyn take in 2018?",
            _STORE.format(store="Brooklyn", year=2018),
        ),
        (
            "My manager keeps telling me the drinks are a sideshow and I want to prove him wrong. What share"
            " of 2019 revenue came from drinks?",
            "SELECT sum(product_price) FILTER (WHERE is_drink_item) / sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "Our Philadelphia regulars used to queue round the corner on Saturdays, rain or shine. How much"
            " sales tax did we collect in 2019?",
            "SELECT sum(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "The doctor stew was my late uncle's favourite recipe and he made it every winter. How many"
            " doctor stews did we sell in 2018?",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'doctor stew' AND year(i.ordered_at) = 2018",
        ),
        # which date
        (
            "which date had the most orders in 2019?",
            "SELECT CAST(ordered_at AS DATE) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "Which single date brought in the most revenue?",
            "SELECT CAST(ordered_at AS DATE) FROM order_items GROUP BY 1"
            " ORDER BY sum(product_price) DESC LIMIT 1",
        ),
        # the largest number of a named product, a plural name
        (
            "Which store sold the largest number of mel-buns in 2019?",
            _UNITS_BY_STORE.format(product="mel-bun", year=" AND year(i.ordered_at) = 2019", order="DESC"),
        ),
        (
            "which café sold the most tangaroos?",
            _UNITS_BY_STORE.format(product="tangaroo", year="", order="DESC"),
        ),
        (
            "which shop moved the smallest number of flame impalas in 2018",
            _UNITS_BY_STORE.format(
                product="flame impala", year=" AND year(i.ordered_at) = 2018", order="ASC"
            ),
        ),
        # a product's own price
        (
            "which jaffle has the highest menu price?",
            _PRICED.format(kind="jaffle", order="DESC"),
        ),
        (
            "Which of our drinks has the lowest price?",
            _PRICED.format(kind="beverage", order="ASC"),
        ),
        (
            "what's the cheapest drink on the menu right now?",
            _PRICED.format(kind="beverage", order="ASC"),
        ),
        (
            "which jaffle is currently the most expensive",
            _PRICED.format(kind="jaffle", order="DESC"),
        ),
        # all the data; where a figure is kept
        (
            "How many tangaroos have we sold since records began?",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'tangaroo'",
        ),
        (
            "how many returning customers are on our books?",
            "SELECT count(*) FROM customers WHERE customer_type = 'returning'",
        ),
        (
            "what do coffee beans cost us per portion, according to the supplies list?",
            "SELECT DISTINCT supply_cost FROM supplies WHERE supply_name = 'coffee beans'",
        ),
        (
            "nowadays what do the coffee beans cost us per serving",
            "SELECT DISTINCT supply_cost FROM supplies WHERE supply_name = 'coffee beans'",
        ),
        (  # guard: "since" a date stays a start
            "how many orders has Brooklyn taken since the start of 2019",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND o.ordered_at >= DATE '2019-01-01'",
        ),
        (  # guard: the most units of a product stays units
            "which store sold the most units of tangaroo in 2018?",
            _UNITS_BY_STORE.format(product="tangaroo", year=" AND year(i.ordered_at) = 2018", order="DESC"),
        ),
    ],
)
def test_r26m(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        # the question points back into the story: the story's store is needed, so it is not left out
        "Chicago was the first store I ever opened, on a cold spring morning. How many orders did it take"
        " in 2019?",
        "Brooklyn was where I met my wife, back when the espresso machine still leaked. What did that shop"
        " make in 2019?",
        # a story that may scope the question is kept
        "My sister runs the other shops and I only look after Brooklyn these days. How many orders came in"
        " during 2019?",
    ],
)
def test_a_story_that_the_question_needs_is_kept(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    if isinstance(plan, SqlPlan):  # answered only with the story's store in it
        assert "Brooklyn" in plan.sql or "Chicago" in plan.sql, (question, plan.sql)


_OPENED = "SELECT location_name, opened_at FROM locations ORDER BY opened_at"


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # chat slang and texting shorthand
        (
            "ngl which drink is the ppl's fav, by units sold 🥤",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_type = 'beverage' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "lowkey need the 2019 aov w tax fr",
            "SELECT sum(order_total) / count(*) FROM orders WHERE year(ordered_at) = 2019",
            False,
        ),
        (
            "how many orders had no drinks at all in 2018 lol 💀",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018 AND NOT is_drink_order",
            False,
        ),
        (
            "avg # of items per order in 2019?? like how much do ppl buy at once",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE year(ordered_at) = 2019",
            False,
        ),
        ("bestie how many stores do we even have rn", "SELECT count(*) FROM locations", False),
        (
            "orders on nye 2018 vs nye 2019 (dec 31), a row for each",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) IN ('2018-12-31', '2019-12-31')"
            " GROUP BY CAST(ordered_at AS DATE)",
            False,
        ),
        (
            "how many tangaroos did we sell in summer 2019 (jun-aug)",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'tangaroo' AND i.ordered_at >= '2019-06-01'"
            " AND i.ordered_at < '2019-09-01'",
            False,
        ),
        # "names" beside a ranking of stores or products are theirs
        (
            "rank the stores by 2019 orders, top to bottom, names + counts",
            "SELECT l.location_name, count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
            True,
        ),
        (
            "top 3 drinks by units in 2018, with their names",
            "SELECT p.product_name, count(*) FROM order_items i JOIN products p"
            " ON p.product_id = i.product_id WHERE i.is_drink_item AND year(i.ordered_at) = 2018"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
            False,
        ),
        # a ratio said after a difference in a defining aside
        (
            "gross margin for 2019 (revenue minus supply cost, divided by revenue)",
            "SELECT (sum(product_price) - sum(supply_cost)) / sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019",
            False,
        ),
        (
            "what was the gross margin in 2018 (rev minus supply cost, over rev)?",
            "SELECT (sum(product_price) - sum(supply_cost)) / sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2018",
            False,
        ),
        # a list in time order; every store said with how many there are
        ("list the opening date of each store from the oldest to the newest", _OPENED, True),
        ("the opening dates of our stores, in date order", _OPENED, True),
        ("the opening date of each of our six shops, oldest first", _OPENED, True),
        (
            "the 5 most recent orders, newest first",
            "SELECT * FROM orders ORDER BY ordered_at DESC, order_id DESC LIMIT 5",
            True,
        ),
        (  # guard: a number that is not how many stores there are stays a limit
            "our 3 busiest stores in 2019 by orders",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 3",
            False,
        ),
    ],
)
def test_r26m_plain_and_slang(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (  # "group it by quarter": the figure asked before, by another breakdown
            "revenue for each month of 2019",
            "now group it by quarter instead",
            "SELECT date_trunc('quarter', ordered_at), sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "Show me our orders for each month of 2018.",
            "Could you break that down by quarter, the way the accountant likes it?",
            "SELECT date_trunc('quarter', ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2018"
            " GROUP BY 1",
        ),
        (  # a year said again by what happened in it is no filter on the opening date
            "How much sales tax did Chicago collect in 2019?",
            "And in 2018, the year it opened?",
            "SELECT sum(o.tax_paid) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2018",
        ),
        (  # starts fresh: "quite apart from that", "nothing to do with X:", "forget that"
            "How many orders did Brooklyn take in 2019?",
            "Quite apart from that, and nothing to do with Brooklyn: how many distinct supplies are"
            " perishable?",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE is_perishable_supply",
        ),
        (
            "orders at Chicago on black friday 2019",
            "ok forget that: whats the avg menu price of the drinks",
            "SELECT avg(product_price) FROM products WHERE product_type = 'beverage'",
        ),
        (  # the average of an amount a member holds is a figure of its own, not the last one's
            "how many orders did we take in December 2019?",
            "what's the average menu price of the jaffles?",
            "SELECT avg(product_price) FROM products WHERE product_type = 'jaffle'",
        ),
    ],
)
def test_r26m_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


_HOURS = "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND hour(ordered_at) {cond}"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a 24-hour clock, a list of hours
        ("how many orders in 2019 between 12:00 and 14:00?", _HOURS.format(cond="BETWEEN 12 AND 13")),
        ("orders placed after 15:00 in 2019", _HOURS.format(cond=">= 15")),
        ("how many 2019 orders came in the 7, 8 and 9 o'clock hours", _HOURS.format(cond="IN (7, 8, 9)")),
        (
            "In 2019, how many orders were placed between 7 and 10 in the morning, that is in the 7, 8 and 9"
            " o'clock hours?",
            _HOURS.format(cond="IN (7, 8, 9)"),
        ),
        # what the supplies of one product come to
        (
            "What do the supplies for a single krautback come to, all of them added up?",
            "SELECT sum(s.supply_cost) FROM supplies s JOIN products p ON p.product_id = s.product_id"
            " WHERE p.product_name = 'the krautback'",
        ),
        (
            "how much do the supplies for one tangaroo cost in total",
            "SELECT sum(s.supply_cost) FROM supplies s JOIN products p ON p.product_id = s.product_id"
            " WHERE p.product_name = 'tangaroo'",
        ),
    ],
)
def test_r26m_clock_and_parts(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_SUPPLIES_OF = (
    "SELECT s.supply_name, s.supply_cost FROM supplies s JOIN products p ON p.product_id = s.product_id"
    " WHERE p.product_name = '{product}'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("list the tangaroo's supplies with their costs", _SUPPLIES_OF.format(product="tangaroo")),
        (
            "what's in the krautback? list the supplies + what each costs us",
            _SUPPLIES_OF.format(product="the krautback"),
        ),
        ("show the mel-bun's ingredients and their costs", _SUPPLIES_OF.format(product="mel-bun")),
    ],
)
def test_r26m_supplies_listed(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_r26m_wait_how_many_was_that(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY location_id"
        " ORDER BY 1 DESC LIMIT 1"
    )
    check(planner, con, "wait how many was that", gold, context=["which store had the most orders in 2019"])


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (  # a story told as a memory, even one naming a product or a store, leaves a whole question alone
            "The San Francisco crew used to dress up every Halloween and one year the manager came as a"
            " jaffle. How many orders did San Francisco take on Halloween 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'San Francisco' AND CAST(o.ordered_at AS DATE) = DATE '2019-10-31'",
        ),
        (
            "Back when Philly and Brooklyn were the whole chain, my two managers would argue every Christmas"
            " about whose shop was bigger. For 2018, what was the revenue of each store?",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id"
            " = i.order_id JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2018"
            " GROUP BY 1",
        ),
        (  # "sales tax included" after the takings: one figure, not the same one twice
            "what were the total takings, sales tax included, in December 2019?",
            "SELECT sum(order_total) FROM orders WHERE ordered_at >= '2019-12-01'"
            " AND ordered_at < '2020-01-01'",
        ),
        (
            "How many orders did Chicago take on that opening day?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND CAST(o.ordered_at AS DATE) = DATE '2018-04-29'",
        ),
    ],
)
def test_r26m_stories(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    plan = sql_plan(planner, question)
    got = con.execute(plan.sql).fetchall()
    assert same_result(con.execute(gold).fetchall(), got), (question, plan.sql)
    assert len(con.execute(plan.sql).description or ()) <= 2, plan.sql


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many one and done customers do we have",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 1",
        ),
        (  # it was "order_total = 1" ("one" read as an amount)
            "how many customers only ever ordered once 🥲 one and done",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 1",
        ),
    ],
)
def test_r26m_one_and_done(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize("question", ["whats the vibe at the stores rn ✨", "what's the vibe in Brooklyn"])
def test_r26m_a_vibe_is_asked_back(planner: Planner, question: str) -> None:
    assert not isinstance(planner.plan(question), SqlPlan), question


def test_r26m_new_vs_returning_is_a_count_each(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    # it listed every customer
    gold = "SELECT year(first_ordered_at), customer_type, count(*) FROM customers GROUP BY 1, 2"
    check(planner, con, "show me new vs returning customers by year", gold)


@pytest.mark.parametrize(
    ("question", "choice", "gold"),
    [
        (
            "when do we sell the most drinks",
            "hour of the day",
            "SELECT hour(ordered_at) FROM order_items WHERE is_drink_item GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "when do we sell the most jaffles?",
            "day of the week",
            "SELECT dayname(ordered_at) FROM order_items WHERE is_food_item GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "when did we sell the most jaffles",
            "day",
            "SELECT CAST(ordered_at AS DATE) FROM order_items WHERE is_food_item GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
        ),
    ],
)
def test_r26m_when_is_asked_back_then_answered(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, choice: str, gold: str
) -> None:
    asked = planner.plan(question)  # it ranked the drinks
    assert isinstance(asked, AskPlan) and choice in asked.choices, asked
    check(planner, con, question, gold, refinements=[choice])


@pytest.mark.parametrize(
    "question", ["share of revenue in December 2019", "what's the share of orders in 2018?"]
)
def test_r26m_a_share_of_a_whole_period_is_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question  # it was 1.0, the period's share of itself


_WITH = (
    "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE p.product_name <> '{product}' AND i.order_id IN (SELECT i2.order_id FROM order_items i2"
    " JOIN products p2 ON p2.product_id = i2.product_id WHERE p2.product_name = '{product}')"
    " GROUP BY 1 ORDER BY count(DISTINCT i.order_id) DESC LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "product"),
    [
        ("what do people order with a tangaroo most often", "tangaroo"),  # it ranked the customers
        ("what do customers usually get with the nutellaquent?", "nutellaquent"),
        ("what is most often ordered with a mel-bun", "mel-bun"),
    ],
)
def test_r26m_ordered_with(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, product: str
) -> None:
    check(planner, con, question, _WITH.format(product=product))


_WEEK_OF_DEC_9 = (
    "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) BETWEEN '2019-12-09' AND '2019-12-15'"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (  # it was "with out drinks": the orders with a drink
            "orders w/out drinks in 2019",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019 AND NOT is_drink_order",
        ),
        (  # week commencing stays a week; a week ending is the seven days to that day
            "orders w/c 2019-12-09",
            _WEEK_OF_DEC_9,
        ),
        (
            "orders in the week ending 15 December 2019",
            _WEEK_OF_DEC_9,
        ),
    ],
)
def test_r26m_shorthand(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_r26m_shld_is_should(planner: Planner) -> None:
    assert not isinstance(planner.plan("which items shld we cut"), SqlPlan)  # a judgement: asked back


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (  # a scene told in the past tense before the earlier question: its "months" are no breakdown
            "Those first Chicago months were magic, with a queue out the door every single morning. How"
            " much sales tax did the Chicago store collect in 2019?",
            "And in 2018, the year it opened?",
            "SELECT sum(o.tax_paid) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2018",
        ),
        (
            "How many orders did Brooklyn take in 2019?",
            "Nothing to do with Brooklyn: how many different perishable supplies are there, counting each"
            " supply name only once?",
            "SELECT count(DISTINCT supply_name) FROM supplies WHERE is_perishable_supply",
        ),
    ],
)
def test_r26m_stories_in_a_chat(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


def test_r26m_all_of_them_points_back_to_nothing(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    question = (
        "The mel-bun was my own grandmother's idea, melon and beef in a jaffle. What do the supplies for a"
        " single mel-bun come to, all of them added up?"
    )
    gold = (
        "SELECT sum(s.supply_cost) FROM supplies s JOIN products p ON p.product_id = s.product_id"
        " WHERE p.product_name = 'mel-bun'"
    )
    check(planner, con, question, gold)


_MONTHLY_GROWTH = (
    "SELECT m FROM (SELECT m, (v - lag(v) OVER (ORDER BY m)) / lag(v) OVER (ORDER BY m) AS g FROM (SELECT"
    " date_trunc('month', ordered_at) AS m, {agg} AS v FROM {table} GROUP BY 1) AS x) AS y"
    " WHERE year(m) = {year} ORDER BY g LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (  # it was the month with the most revenue
            "which month had the biggest drop in revenue in 2019?",
            _MONTHLY_GROWTH.format(agg="sum(product_price)", table="order_items", year=2019),
        ),
        (  # it was the biggest increase
            "which month of 2019 saw the sharpest month-over-month decline in orders",
            _MONTHLY_GROWTH.format(agg="count(*)", table="orders", year=2019),
        ),
    ],
)
def test_r26m_biggest_drop(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)
