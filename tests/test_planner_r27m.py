"""The offline analyst on readings added in round r27m (a promoter's words, a chat-AI prompt's dressing and a
few plain analyst wordings that were answered wrong):

- a record (record-breaking, best-ever) day or month is the best one; a crowd or fan favourite is the
  favourite; "number one" is the top; "led the pack" was the top; "in our history" and "since the data
  starts (in 2018)" are all the data (the latter was read as 2018 alone); the most lifetime orders are the
  most orders; "Our busiest Saturday, by orders: which date?" is asked the plain way round;
- a cup, glass or serving of a product is a unit of it; toasting, pouring, blending or handing it over the
  counter is selling it; "happy customers" are the customers;
- "which weekday do the most people order" ranks the weekdays by orders (it ranked weekday and customer
  pairs);
- a closing sentence that only says how to show the answer ("Name only.", "The day name.", "Hour number.")
  goes (it added the customers' names), and so do sentences that only set the style ("Be concise.",
  "Respond in one line.", "Use English day names.", "Same columns, same order."); "Top 3 names." after
  "which customers ..." asks for three of them (all were listed);
- a spec of labelled parts ("- Metric: revenue / - Period: 2019 / - Breakdown: quarter") is one question;
- "new task, disregard the previous table" starts fresh; "how many products on the menu are drinks" counts
  the menu's drinks; "orders of $20 or more, tax included" counts them (it summed their totals); "the mean
  count of items in each 2019 order" is per order.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_DAY_ORDERS = "SELECT CAST(ordered_at AS DATE) FROM orders {where} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
_MONTH_REVENUE = (
    "SELECT date_trunc('month', ordered_at) FROM order_items {where} GROUP BY 1"
    " ORDER BY sum(product_price) DESC LIMIT 1"
)
_UNITS = (
    "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE"
    " p.product_name = '{product}'{more}"
)
_TOP_PRODUCT = (
    "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE"
    " p.product_type = '{kind}'{more} GROUP BY 1 ORDER BY count(*) {order} LIMIT 1"
)
_STORE_ORDERS = (
    "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id{where}"
    " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
)
_TOP_CUSTOMER = (
    "SELECT c.customer_name, count(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id"
    " GROUP BY c.customer_id, 1 ORDER BY count(*) DESC LIMIT 1"
)
_WEEKDAY = "SELECT dayname(ordered_at) FROM orders{where} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
_HOUR = "SELECT hour(ordered_at) FROM orders{where} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
_Y19 = " AND year(i.ordered_at) = 2019"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # a record day or month is the best one
        ("What was our record-breaking day for orders?", _DAY_ORDERS.format(where="")),
        (
            "Our all-time record day for orders in 2019: which date?",
            _DAY_ORDERS.format(where="WHERE year(ordered_at) = 2019"),
        ),
        ("Which was the record month for revenue in our history?", _MONTH_REVENUE.format(where="")),
        ("The best-ever month for pre-tax revenue, please", _MONTH_REVENUE.format(where="")),
        # a crowd or fan favourite; number one; led the pack
        (
            "Which drink is the crowd favourite by units sold?",
            _TOP_PRODUCT.format(kind="beverage", more="", order="DESC"),
        ),
        (
            "Which jaffle was the fan-favourite in 2019?",
            _TOP_PRODUCT.format(kind="jaffle", more=_Y19, order="DESC"),
        ),
        ("Which store is the fan favourite by order count?", _STORE_ORDERS.format(where="")),
        ("Who is our number one customer by number of orders?", _TOP_CUSTOMER),
        ("Our no. 1 customer by orders, please", _TOP_CUSTOMER),
        (
            "Which drink led the pack in 2019, by units?",
            _TOP_PRODUCT.format(kind="beverage", more=_Y19, order="DESC"),
        ),
        (
            "How many orders has the customer with the most lifetime orders placed?",
            "SELECT max(count_lifetime_orders) FROM customers",
        ),
        # cups, glasses and servings; toasting, pouring, blending, handing over the counter
        (
            "How many cups of for richer or pourover did we pour in 2019?",
            _UNITS.format(product="for richer or pourover", more=_Y19),
        ),
        (
            "How many glasses of adele-ade went out the door in 2019?",
            _UNITS.format(product="adele-ade", more=_Y19),
        ),
        ("How many doctor stews did we toast in 2019?", _UNITS.format(product="doctor stew", more=_Y19)),
        ("How many tangaroos have we blended?", _UNITS.format(product="tangaroo", more="")),
        (
            "How many servings of vanilla ice did we hand over the counter in 2019?",
            _UNITS.format(product="vanilla ice", more=_Y19),
        ),
        (
            "Which drink had the fewest cups sold in 2019?",
            _TOP_PRODUCT.format(kind="beverage", more=_Y19, order="ASC"),
        ),
        ("How many happy customers have ordered from us?", "SELECT count(DISTINCT customer_id) FROM orders"),
        (
            "Which store has the most loyal following?",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " JOIN customers c ON c.customer_id = o.customer_id WHERE c.customer_type = 'returning'"
            " GROUP BY 1 ORDER BY count(DISTINCT o.customer_id) DESC LIMIT 1",
        ),
        (
            "How many customers have bought from us, every store, all time?",
            "SELECT count(DISTINCT customer_id) FROM orders",
        ),
        (
            "How many customers joined in 2018, going by the first order date on their customer profile?",
            "SELECT count(*) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        (
            "A table with columns year and customers_won, where customers are counted in the year of their"
            " first order",
            "SELECT year(first_ordered_at), count(*) FROM customers GROUP BY 1",
        ),
        # a figure of the period that wins on another figure
        (
            "How many orders did the month with the highest revenue have?",
            "SELECT count(*) FROM orders WHERE date_trunc('month', ordered_at) = (SELECT date_trunc('month',"
            " ordered_at) FROM order_items GROUP BY 1 ORDER BY sum(product_price) DESC LIMIT 1)",
        ),
        (
            "In the year with the most orders, what was our pre-tax revenue?",
            "SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = (SELECT year(ordered_at)"
            " FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "In our best month, meaning the month with the most orders, how many customers ordered?",
            "SELECT count(DISTINCT customer_id) FROM orders WHERE date_trunc('month', ordered_at) = (SELECT"
            " date_trunc('month', ordered_at) FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "How much pre-tax revenue did the store with the most orders make in 2019?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2019 AND"
            " l.location_name = (SELECT l2.location_name FROM orders o2 JOIN locations l2 ON l2.location_id ="
            " o2.location_id WHERE year(o2.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)",
        ),
        (
            "What is the average order value of the shop with the fewest orders?",
            "SELECT avg(o.order_total) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = (SELECT l2.location_name FROM orders o2 JOIN locations l2"
            " ON l2.location_id = o2.location_id GROUP BY 1 ORDER BY count(*) ASC LIMIT 1)",
        ),
        (
            "How much did the customer with the most orders spend?",
            "SELECT sum(order_total) FROM orders WHERE customer_id = (SELECT customer_id FROM orders"
            " GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)",
        ),
        # customers who placed N orders
        (
            "How many customers placed just one order?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 1",
        ),
        (
            "how many customers made two orders",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 2",
        ),
        (
            "How many customers placed only a single order in 2019?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
            " HAVING count(*) = 1)",
        ),
        (
            "How did pre-tax revenue change from 2018 to 2019, in percent?",
            "SELECT 100.0 * (sum(product_price) FILTER (WHERE year(ordered_at) = 2019) - sum(product_price)"
            " FILTER (WHERE year(ordered_at) = 2018)) / sum(product_price)"
            " FILTER (WHERE year(ordered_at) = 2018) FROM order_items",
        ),
        # a short label before the question
        (
            "Big win story: which drink grew its units the most from 2018 to 2019, in absolute numbers?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.is_drink_item GROUP BY 1 ORDER BY count(*) FILTER (WHERE year(i.ordered_at) = 2019)"
            " - count(*) FILTER (WHERE year(i.ordered_at) = 2018) DESC LIMIT 1",
        ),
        (
            "Halloween promo recap: how many orders came in on 3 November 2019?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-11-03'",
        ),
        # a store named by when it opened
        (
            "Which shop has the earliest opening date?",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
        ),
        (
            "How many orders has our newest store taken in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(o.ordered_at) = 2019 AND l.opened_at = (SELECT max(opened_at) FROM locations)",
        ),
        (
            "First find the store with the earliest opening date; then report its pre-tax revenue in 2018.",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2018"
            " AND l.opened_at = (SELECT min(opened_at) FROM locations)",
        ),
        # "A minus B" of two members
        (
            "Philadelphia minus Chicago revenue in 2019",
            "SELECT sum(i.product_price) FILTER (WHERE l.location_name = 'Philadelphia')"
            " - sum(i.product_price) FILTER (WHERE l.location_name = 'Chicago') FROM order_items i"
            " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
            " WHERE year(i.ordered_at) = 2019",
        ),
        # all the data
        (
            "Total revenue before tax since the data starts in 2018?",
            "SELECT sum(product_price) FROM order_items",
        ),
        ("How many orders have we taken in our entire history?", "SELECT count(*) FROM orders"),
        # people ordering: the time unit ranked by orders
        ("Which day of the week do the most people order on?", _WEEKDAY.format(where="")),
        ("On which weekday do most customers come in?", _WEEKDAY.format(where="")),
        ("At what hour do people most often order drinks?", _HOUR.format(where=" WHERE is_drink_order")),
        (
            "Which hour of the day do folks order food the most in 2019?",
            _HOUR.format(where=" WHERE is_food_order AND year(ordered_at) = 2019"),
        ),
        # closing form sentences and style sentences
        (
            "Which customers placed the most orders in 2019? Top 3 names.",
            "SELECT c.customer_name, count(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id"
            " WHERE year(o.ordered_at) = 2019 GROUP BY c.customer_id, 1 ORDER BY count(*) DESC LIMIT 3",
        ),
        (
            "Which store took the most orders in 2019? Name only.",
            _STORE_ORDERS.format(where=" WHERE year(o.ordered_at) = 2019"),
        ),
        (
            "Which weekday had the most orders in 2018? The day name.",
            _WEEKDAY.format(where=" WHERE year(ordered_at) = 2018"),
        ),
        ("What hour sees the most orders? Hour number.", _HOUR.format(where="")),
        ("Be concise. Total orders in 2019.", "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019"),
        (
            "Total pre-tax revenue in 2018. Respond in one line. No explanation.",
            "SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        (
            "Orders per weekday in 2019. Use English day names.",
            "SELECT dayname(ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        # counts of the menu's kinds; tax words on a bar; per order
        ("How many of our products are drinks?", "SELECT count(*) FROM products WHERE is_drink_item"),
        (
            "how many items on the menu are jaffles",
            "SELECT count(*) FROM products WHERE product_type = 'jaffle'",
        ),
        (
            "How many orders in 2019 came to $15 or more, including tax?",
            "SELECT count(*) FROM orders WHERE order_total >= 15 AND year(ordered_at) = 2019",
        ),
        (
            "the number of orders with a total of $25 or more, tax included, in March 2019",
            "SELECT count(*) FROM orders WHERE order_total >= 25 AND ordered_at >= DATE '2019-03-01'"
            " AND ordered_at < DATE '2019-04-01'",
        ),
        (
            "What is the mean count of items in each 2019 order?",
            "SELECT count(*)::DOUBLE / count(DISTINCT order_id) FROM order_items"
            " WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_promoter_and_prompt_words(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "## Request\n- Metric: pre-tax revenue\n- Breakdown: quarter\n- Year: 2019\n\nReturn a table.",
            "SELECT date_trunc('quarter', ordered_at), sum(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "- metric: number of orders\n- period: 2018\n- scope: the Brooklyn store",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2018",
        ),
        (
            "Spec: 1) weekly granularity 2) metric = orders 3) restrict to Philadelphia 4) December 2019."
            " Output two columns: week, orders.",
            "SELECT date_trunc('week', o.ordered_at), count(*) FROM orders o JOIN locations l"
            " ON l.location_id = o.location_id WHERE l.location_name = 'Philadelphia'"
            " AND o.ordered_at >= DATE '2019-12-01' AND o.ordered_at < DATE '2020-01-01' GROUP BY 1",
        ),
    ],
)
def test_a_spec_of_labelled_parts_is_one_question(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Step 1: take every order placed at Chicago in 2019. Step 2: count them.",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
        ),
        (
            "First, take all orders from the Brooklyn store in 2018. Then sum their order totals.",
            "SELECT sum(o.order_total) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2018",
        ),
    ],
)
def test_two_steps_are_one_question(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_new_task_starts_fresh(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Another question: how many tangaroos have we sold in total?",
        "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
        " WHERE p.product_name = 'tangaroo'",
        context=["What share of 2019 orders had a drink?"],
    )
    check(
        planner,
        con,
        "New task, ignore the previous table: how many products on the menu are jaffles?",
        "SELECT count(*) FROM products WHERE product_type = 'jaffle'",
        context=["Return a table of store and revenue for 2019."],
    )
    check(
        planner,
        con,
        "Repeat it for 2018. Same columns, same order.",
        "SELECT l.location_name, sum(i.product_price) FROM order_items i"
        " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
        " WHERE year(i.ordered_at) = 2018 GROUP BY 1",
        context=["Revenue by store for 2019, please."],
    )


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # guards: near wordings that keep their reading
        (
            "revenue minus supply cost in 2018",
            "SELECT sum(product_price) - sum(supply_cost) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        (
            "What is the largest number of items someone put in one order in 2019?",
            "SELECT max(n) FROM (SELECT count(*) AS n FROM order_items WHERE year(ordered_at) = 2019"
            " GROUP BY order_id)",
        ),
        (
            "Christmas: how many orders did we get in 2019?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2019-12-25'",
        ),
        (
            "Brooklyn: how many orders in 2018?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2018",
        ),
        (
            "Revenue for every store, all time",
            "SELECT l.location_name, sum(i.product_price) FROM order_items i"
            " JOIN orders o ON o.order_id = i.order_id JOIN locations l ON l.location_id = o.location_id"
            " GROUP BY 1",
        ),
        (
            "How many orders did we serve in 2019?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019",
        ),
        (
            "Revenue since 2019",
            "SELECT sum(product_price) FROM order_items WHERE ordered_at >= DATE '2019-01-01'",
        ),
        (
            "Just the number of orders in 2018.",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "the sum of order totals including tax for orders of $20 or more",
            "SELECT sum(order_total) FROM orders WHERE order_total >= 20",
        ),
    ],
)
def test_near_wordings_keep_their_reading(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_follow_up_converting_the_answer_keeps_its_scope(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "Turn that into gross margin by month (as a fraction).",
        "SELECT date_trunc('month', ordered_at), (sum(product_price) - sum(supply_cost)) / sum(product_price)"
        " FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1",
        context=["Revenue before tax per month in 2019"],
    )


def test_a_benchmark_never_given_is_asked_for(planner: Planner) -> None:
    plan = planner.plan("Does that beat our benchmark?", context=["Total orders in 2019"])
    assert isinstance(plan, AskPlan)
    assert isinstance(planner.plan("Is 2019 revenue above the threshold?"), AskPlan)


def test_a_record_with_no_figure_named_still_asks(planner: Planner) -> None:
    assert isinstance(planner.plan("What was our record-breaking day?"), AskPlan)


def test_a_style_note_alone_asks_nothing_answerable(planner: Planner) -> None:
    assert not isinstance(planner.plan("Be concise."), SqlPlan)
