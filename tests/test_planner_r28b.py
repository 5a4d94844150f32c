"""The offline analyst on readings added in round r28b (a hotel concierge's words):

- a sentence or lead-in about the guest or the note being written goes ("A visitor is allergic to nutella.",
  "For a couple of tourists:", "For the leaflet at reception:", "So that I can help early risers:"), and a
  store it names is kept when the question points back to it ("... near the Brooklyn café. At which hour is
  that café quietest ...", "For a guest off to Chicago: ... the café there");
- "a guest asks how many ...", "a patron would like to know which ..." is the question asked; "for a guest",
  "cost a guest at", "that I might recommend to a guest" say nothing; "a different guest now" starts anew;
- guests are customers ("different guests" distinct ones, a café "welcomed" them when they ordered there);
- "the Brooklyn café" is the Brooklyn store (it was read as a breakdown by store);
- a café "open the longest" opened first, "the most recent to open its doors" opened most recently;
  "starting with the oldest" is oldest first (the whole list, not the oldest one);
- "may I call X the favourite" asks which X is the favourite; the guests' favourite is the favourite;
- a holiday said with its own full date ("Halloween, 31 October 2019") is that date (it asked the year);
- "did the Chicago café sell over 2019" is in 2019 (it was read as more than 2019);
- "what the chai and mighty costs on the menu" is its price; "how many of our drinks are priced at ..." counts
  the menu's drinks;
- "The name of the day, please." only says how to show the answer;
- requests the records cannot meet (book a table, step-free access, the Wi-Fi password) and matters of a
  guest's taste ("which café would my guest like best", "too busy for my guest") are asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check

_STORE = "JOIN locations l ON l.location_id = o.location_id"


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # a sentence about the guest goes; the store it names is kept
        (
            "A visitor is allergic to nutella. Which products list nutella among their supplies?",
            "SELECT DISTINCT p.product_name FROM supplies s JOIN products p ON p.product_id = s.product_id"
            " WHERE s.supply_name = 'nutella'",
            False,
        ),
        (
            "A guest staying near the Brooklyn café hates queues. Over all Mondays on record, at which"
            " hour does that café take the fewest orders?",
            f"SELECT hour(o.ordered_at) FROM orders o {_STORE} WHERE l.location_name = 'Brooklyn' AND"
            " dayname(o.ordered_at) = 'Monday' GROUP BY 1 ORDER BY count(*) ASC LIMIT 1",
            False,
        ),
        (
            "For a guest off to Chicago: which two jaffles sold the most units at the café there in 2019,"
            " with the units?",
            "SELECT p.product_name, count(*) FROM order_items i JOIN products p"
            " ON p.product_id = i.product_id"
            f" JOIN orders o ON o.order_id = i.order_id {_STORE} WHERE l.location_name = 'Chicago' AND"
            " p.product_type = 'jaffle' AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
            True,
        ),
        (
            "For the leaflet at reception: how many orders did the Philadelphia café take in March 2019?",
            f"SELECT count(*) FROM orders o {_STORE} WHERE l.location_name = 'Philadelphia' AND"
            " o.ordered_at >= DATE '2019-03-01' AND o.ordered_at < DATE '2019-04-01'",
            False,
        ),
        # "a guest asks how many ...": the question asked
        (
            "A patron on a budget asks how many of our drinks are priced at six dollars or under.",
            "SELECT count(*) FROM products WHERE product_type = 'beverage' AND product_price <= 6",
            False,
        ),
        # guests are customers; a café welcomed them
        (
            "Which café welcomed the largest number of different guests in 2019?",
            f"SELECT l.location_name FROM orders o {_STORE} WHERE year(o.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(DISTINCT o.customer_id) DESC LIMIT 1",
            False,
        ),
        # holidays said with their date
        (
            "How many orders did the Brooklyn café take on Halloween, 31 October 2019?",
            f"SELECT count(*) FROM orders o {_STORE} WHERE l.location_name = 'Brooklyn' AND"
            " CAST(o.ordered_at AS DATE) = DATE '2019-10-31'",
            False,
        ),
        (
            "How many different guests came to the Philadelphia café on 25 December 2019, Christmas Day?",
            f"SELECT count(DISTINCT o.customer_id) FROM orders o {_STORE} WHERE"
            " l.location_name = 'Philadelphia'"
            " AND CAST(o.ordered_at AS DATE) = DATE '2019-12-25'",
            False,
        ),
        # opening: the longest open, the most recent, the whole list oldest first
        (
            "Which of our cafés has been open for the longest?",
            "SELECT location_name FROM locations ORDER BY opened_at LIMIT 1",
            False,
        ),
        (
            "Which of the cafés was the latest to open its doors?",
            "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1",
            False,
        ),
        (
            "For the welcome pack: each café and its opening date, starting with the newest.",
            "SELECT location_name, opened_at FROM locations ORDER BY opened_at DESC",
            True,
        ),
        # the favourite, said as a name one may call it
        (
            "Which drink can I fairly call the guests' favourite, by units sold in 2019?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE"
            " p.product_type = 'beverage' AND year(i.ordered_at) = 2019 GROUP BY 1"
            " ORDER BY count(*) DESC LIMIT 1",
            False,
        ),
        # over a year: in it
        (
            "How many drinks did the Brooklyn café sell over 2019?",
            "SELECT count(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            f" {_STORE} WHERE l.location_name = 'Brooklyn' AND i.is_drink_item AND year(i.ordered_at) = 2019",
            False,
        ),
        # the menu price
        (
            "Could you tell me what the chai and mighty costs on the menu?",
            "SELECT product_price FROM products WHERE product_name = 'chai and mighty'",
            False,
        ),
        (
            "Please list the beverages and what each costs on the menu",
            "SELECT product_name, product_price FROM products WHERE product_type = 'beverage'",
            False,
        ),
        # the day name as the closing sentence
        (
            "Which day of the week was quietest at the Brooklyn café in 2019? The name of the day, please.",
            f"SELECT dayname(o.ordered_at) FROM orders o {_STORE} WHERE l.location_name = 'Brooklyn' AND"
            " year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) ASC LIMIT 1",
            False,
        ),
    ],
)
def test_concierge_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


def test_different_guest_starts_anew(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Another guest now, nothing to do with Chicago: how many orders did the Brooklyn café take"
        " in May 2019?",
        f"SELECT count(*) FROM orders o {_STORE} WHERE l.location_name = 'Brooklyn' AND"
        " o.ordered_at >= DATE '2019-05-01' AND o.ordered_at < DATE '2019-06-01'",
        context=["How many orders did the Chicago café take in 2019?"],
    )


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("Could you book a table for two at the Chicago café on Friday evening?", ()),
        ("Does the Brooklyn café have step-free access?", ()),
        ("Is the Philadelphia café wheelchair accessible?", ()),
        ("What is the wifi password at the Chicago café?", ()),
        ("Which café would my guests like best?", ()),
        (
            "Would that be too busy for my guest?",
            ("How many orders did Brooklyn take on an average Friday in 2019?",),
        ),
    ],
)
def test_concierge_asks_back(planner: Planner, question: str, context: tuple[str, ...]) -> None:
    assert isinstance(planner.plan(question, context=list(context)), AskPlan)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "What would three adele-ades cost a guest at the Chicago café, sales tax included?",
            "SELECT round(3 * (SELECT product_price FROM products WHERE product_name = 'adele-ade')"
            " * (1 + tax_rate), 2) FROM locations WHERE location_name = 'Chicago'",
        ),
        (
            "How much would one mel-bun and two tangaroos come to at the Brooklyn café, with tax added?",
            "SELECT round(((SELECT product_price FROM products WHERE product_name = 'mel-bun') + 2 * (SELECT"
            " product_price FROM products WHERE product_name = 'tangaroo')) * (1 + tax_rate), 2)"
            " FROM locations"
            " WHERE location_name = 'Brooklyn'",
        ),
        (
            "How much would two chai and mightys cost?",
            "SELECT 2 * product_price FROM products WHERE product_name = 'chai and mighty'",
        ),
    ],
)
def test_menu_bill(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
