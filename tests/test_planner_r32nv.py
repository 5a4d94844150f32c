"""The offline analyst on readings added in round r32nv (a novelist's questions: the cafés as the setting of a
story, asked about in a storyteller's words):

- the writing is no filter: a lead-in about it ("For a melancholy scene, I need ...", "For the opening
  chapter: ...") goes, and so does where a scene sits ("... in the book", "in my novel");
- a scene placed in time or space is the period or store asked about: "The novel opens on 2 March 2019 in
  Philadelphia.", "My novella spans the autumn of 2018", "There's a wedding on 1 June 2019 in the book.";
  "the café in my story is modelled on your oldest shop" is that shop; "that stretch" is that period;
- a mood of a time is its business: the "drowsiest" month is the quietest, the "liveliest" weekday the
  busiest; "is the rush at a different hour" asks for the busiest hour again;
- a product's character: the "wallflower" of the menu sells the least; the "fanciest" or "poshest" one is
  the most expensive ("price-wise"; "and what does it cost" then asks its menu price, not its supply cost);
- a café "around the longest" has been open the longest; "the average bill" is the average order total;
  "what did an average order come to" is the average order value (per order, not per item);
- an exclamation before the question ("Gosh!", "Goodness.", "Ooh, ...") only sets a tone;
- "in the course of 2018" is in 2018; "if you take every shop together" asks for no breakdown by shop;
- "when was the last order placed? Date and time, please" is the moment itself, not only its day;
- what a café looks, sounds or feels like (its music, décor, seating, tables by the window) is asked back:
  the data holds orders, not visits.

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
_MONTH_ORDERS_19 = (
    f"SELECT date_trunc('month', ordered_at) AS m FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*)"
)
_SOLD = (
    "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " WHERE p.product_type = '{kind}' GROUP BY 1 ORDER BY count(*) {way}, 1 LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # the writing framing goes
        (
            "For a melancholy scene, I need the quietest month of 2019 by orders. Which was it?",
            _MONTH_ORDERS_19 + " ASC LIMIT 1",
            False,
        ),
        (
            "For the opening chapter: how many orders did Philadelphia take in 2018?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE l.location_name = 'Philadelphia' AND o.{_Y18}",
            False,
        ),
        (
            "In my novel, the heroine counts heads. How many customers ordered in 2019?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y19}",
            False,
        ),
        # a scene placed in time or space
        (
            "The novel opens on 2 March 2019 in Philadelphia. How many orders were placed?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Philadelphia' AND CAST(o.ordered_at AS DATE) = DATE '2019-03-02'",
            False,
        ),
        (
            "My novella spans the autumn of 2018, September to November. How many orders were there in that"
            " stretch?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-09-01' AND ordered_at < '2018-12-01'",
            False,
        ),
        (
            "There's a wedding on 1 June 2019 in the book. How much revenue came in that day?",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-06-01'",
            False,
        ),
        (
            "The bakery in my story is loosely based on your oldest shop. Which one is that?",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
            False,
        ),
        # moods of a time
        ("Which was the drowsiest month of 2019 by orders?", _MONTH_ORDERS_19 + " ASC LIMIT 1", False),
        (
            "Which weekday is the liveliest, by number of orders?",
            "SELECT dayname(ordered_at) FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        # a product's character
        ("Which jaffle is the wallflower of the menu?", _SOLD.format(kind="jaffle", way="ASC"), False),
        (
            "Which drink is the wallflower, going by units sold?",
            _SOLD.format(kind="beverage", way="ASC"),
            False,
        ),
        (
            "What's the fanciest jaffle we sell, and what does it cost?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price DESC, product_name LIMIT 1",
            False,
        ),
        (
            "Which jaffle is the poshest, price-wise?",
            "SELECT product_name FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price DESC, product_name LIMIT 1",
            False,
        ),
        # around the longest, the bill, an average order
        (
            "Which café has been around the longest?",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
            False,
        ),
        (
            "What was the average bill in 2019, tax included?",
            f"SELECT avg(order_total) FROM orders WHERE {_Y19}",
            False,
        ),
        (
            "What's the median bill at Brooklyn?",
            "SELECT median(o.order_total) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn'",
            False,
        ),
        (
            "What did an average order come to in 2019, before tax?",
            f"SELECT sum(order_total - tax_paid) / count(*) FROM orders WHERE {_Y19}",
            False,
        ),
        (
            "What did an average order at Philadelphia come to in 2018, before tax?",
            "SELECT sum(o.order_total - o.tax_paid) / count(*) FROM orders o JOIN locations l"
            f" ON l.location_id = o.location_id WHERE l.location_name = 'Philadelphia' AND o.{_Y18}",
            False,
        ),
        # the course of a year; the shops taken together
        (
            "How many items were sold in the course of 2018?",
            f"SELECT count(*) FROM order_items WHERE {_Y18}",
            False,
        ),
        (
            "Which weekday had the most orders in 2019, if you take every shop together?",
            f"SELECT dayname(ordered_at) FROM orders WHERE {_Y19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        (
            "Which hour sold the most drinks, if you take all the shops and all the years together?",
            "SELECT hour(i.ordered_at) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.is_drink_item GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        # the moment, date and time
        (
            "When was the last order placed? Date and time, please.",
            "SELECT max(ordered_at) FROM orders",
            False,
        ),
        (
            "When was the very first order at Brooklyn placed - the date and the time?",
            "SELECT min(o.ordered_at) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn'",
            False,
        ),
    ],
)
def test_reads(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


_HOUR_2019 = f"SELECT hour(ordered_at) AS h FROM orders WHERE {_Y19}"


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "Which hour had the most orders in 2019?",
            "Ooh, and on Sundays - is the rush at a different hour?",
            _HOUR_2019 + " AND dayname(ordered_at) = 'Sunday' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "How many orders did Brooklyn take in 2019?",
            "Gosh! And in 2018?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y18}",
        ),
        (
            "What was the revenue in 2018?",
            "Goodness. And in 2019?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}",
        ),
    ],
)
def test_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    "question",
    [
        "What kind of music plays in the Chicago café?",
        "Is the décor at the Philadelphia shop modern or rustic?",
        "How comfortable is the seating in Brooklyn?",
        "How many tables by the window does the Brooklyn store have?",
        "What does the inside of the Philadelphia café look like?",
    ],
)
def test_cafe_feel_is_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
