"""The offline analyst on readings added in round r37gd (an allotment gardener's questions: beds, sowing,
harvests, yields and croppers, seedlings, seasons, frost and midsummer dates):

- "bed(s)", "plot(s)" are stores ("the Chicago bed", "each bed", "the beds - the shops, I mean -"); a bed
  "sown" or "planted" opened, "between sowing the X bed and the Y one" is between their openings; "the same
  bed" at the end of a follow-up keeps the store (gardenwords);
- "harvest" (and "harvist") is the revenue, "the whole harvest" the total; "yield" ("yeild") is the units
  sold; "the heaviest croppers" are the best-selling products; a bed that "gave" jaffles sold them;
  "seedlings" are new customers; "heaviest" is the highest, "poorest" the quietest (gardenwords);
- a season named beside its months ("spring harvest - March to May 2019") means the months; two periods
  "next to" each other are set against each other; "the first frost, call it <date> through the end of the
  year" is from the date to 31 December; "Midsummer's day, <date>" is the date (gardenwords);
- asides ("Morning!", "bless it", "would you say", "the one that nearly wilted") go (gardenwords);
- "the winter of Dec 2018 to Feb 2019" is those months (seasongloss: it was asked which year);
- "regulars who came back more than once" are the returning customers (folkwords);
- supplies that "are the sort that spoil" are perishable (spoilwords);
- "in order from the first quarter" at the end is the periods in time order, not an "order" breakdown;
  "twelve months earlier, 21 June 2018" is the date said (everydaywords).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.gardenwords import garden_asked, garden_words
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_I18 = "i.ordered_at >= '2018-01-01' AND i.ordered_at < '2019-01-01'"
_I19 = "i.ordered_at >= '2019-01-01' AND i.ordered_at < '2020-01-01'"
_BY_STORE = (
    "FROM order_items i JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Good morning! How many beds had been planted before 2019 began?",
            "SELECT count(*) FROM locations WHERE opened_at < DATE '2019-01-01'",
        ),
        (
            "how many of the plots - the stores, I mean - were sown before 2019?",
            "SELECT count(*) FROM locations WHERE opened_at < DATE '2019-01-01'",
        ),
        (
            "What did the whole harvest come to in 2019, pre-tax?",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y19}",
        ),
        (
            "the harvist for 2018 before tax, love",
            f"SELECT sum(product_price) FROM order_items WHERE {_Y18}",
        ),
        (
            "When was the Brooklyn bed sown?",
            "SELECT opened_at FROM locations WHERE location_name = 'Brooklyn'",
        ),
        (
            "How many days passed between sowing the Philadelphia bed and the Brooklyn one?",
            "SELECT date_diff('day', (SELECT opened_at FROM locations WHERE location_name = 'Philadelphia'),"
            " (SELECT opened_at FROM locations WHERE location_name = 'Brooklyn'))",
        ),
        (
            "Harvest for each bed in 2019, before tax",
            f"SELECT l.location_name, sum(i.product_price) {_BY_STORE} WHERE {_I19} GROUP BY 1",
        ),
        (
            "the summer yield for every bed, June to August 2019, in units",
            f"SELECT l.location_name, count(*) {_BY_STORE} WHERE i.ordered_at >= '2019-06-01'"
            " AND i.ordered_at < '2019-09-01' GROUP BY 1",
        ),
        (
            "What was the yeild of drinks in 2018?",
            f"SELECT count(*) FROM order_items WHERE is_drink_item AND {_Y18}",
        ),
        (
            "Which bed gave the most drinks in 2019, would you say?",
            f"SELECT l.location_name {_BY_STORE} WHERE i.is_drink_item AND {_I19}"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "The two heaviest croppers at the Philadelphia bed in 2018, heaviest first",
            f"SELECT p.product_name, count(*) AS n {_BY_STORE} JOIN products p ON p.product_id = i.product_id"
            f" WHERE l.location_name = 'Philadelphia' AND {_I18} GROUP BY 1 ORDER BY n DESC LIMIT 2",
        ),
        (
            "How many seedlings came up in 2019?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2019-01-01'"
            " AND first_ordered_at < '2020-01-01'",
        ),
        (
            "Which bed has the heaviest tax rate?",
            "SELECT location_name FROM locations ORDER BY tax_rate DESC LIMIT 1",
        ),
        (
            "Which month of 2019 was the poorest for orders, bless it?",
            f"SELECT date_trunc('month', ordered_at) FROM orders WHERE {_Y19}"
            " GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        (
            "Autumn harvest before tax - September to November 2019 next to September to November 2018",
            "SELECT sum(product_price) FROM order_items WHERE month(ordered_at) BETWEEN 9 AND 11"
            " GROUP BY year(ordered_at)",
        ),
        (
            "After the first frost, call it 15 November 2019 through the end of the year, how many orders?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2019-11-15' AND ordered_at < '2020-01-01'",
        ),
        (
            "Midsummer's day, 21 June 2019 - what was the pre-tax harvest?",
            "SELECT sum(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-06-21'",
        ),
        (
            "What share of 2019's harvest came in at weekends, before tax?",
            "SELECT sum(CASE WHEN isodow(ordered_at) >= 6 THEN product_price ELSE 0 END) / sum(product_price)"
            f" FROM order_items WHERE {_Y19}",
        ),
        (
            "How many customers placed their first order in the winter of Dec 2018 to Feb 2019?",
            "SELECT count(*) FROM customers WHERE first_ordered_at >= '2018-12-01'"
            " AND first_ordered_at < '2019-03-01'",
        ),
        (
            "How many of the Philadelphia bed's customers are regulars who came back more than once?",
            "SELECT count(DISTINCT c.customer_id) FROM customers c"
            " JOIN orders o ON o.customer_id = c.customer_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = 'Philadelphia'"
            " AND c.customer_type = 'returning'",
        ),
        (
            "How many of the tangaroo's supplies are the sort that spoil?",
            "SELECT count(*) FROM supplies s JOIN products p ON p.product_id = s.product_id"
            " WHERE p.product_name = 'tangaroo' AND s.is_perishable_supply",
        ),
        (
            "The 2019 harvest quarter by quarter before tax, in order from the first quarter",
            f"SELECT date_trunc('quarter', ordered_at) AS q, sum(product_price) FROM order_items WHERE {_Y19}"
            " GROUP BY 1 ORDER BY 1",
        ),
    ],
)
def test_r37gd_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "The three heaviest croppers at the Brooklyn bed in 2018 by units",
            "and the year after, same bed?",
            f"SELECT p.product_name, count(*) AS n {_BY_STORE} JOIN products p ON p.product_id = i.product_id"
            f" WHERE l.location_name = 'Brooklyn' AND {_I19} GROUP BY 1 ORDER BY n DESC LIMIT 3",
        ),
        (
            "How many orders did we take on 21 June 2019?",
            "and twelve months earlier, 21 June 2018?",
            "SELECT count(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '2018-06-21'",
        ),
    ],
)
def test_r37gd_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        (
            "What was the harvest at the Brooklyn bed in 2019?",
            "What was the revenue at the Brooklyn store in 2019?",
        ),
        ("Yield per bed in 2018", "Units sold per store in 2018"),
        ("Which bed was sown last?", "Which store opened last?"),
    ],
)
def test_r37gd_same_answer(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "How did the broad beans do this year at the Brooklyn bed?",
        "Which bed needs more manure?",
    ],
)
def test_r37gd_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


@pytest.mark.parametrize(
    "question",
    [
        # no gardener's word: left as said
        "Which store grew the most between 2018 and 2019?",
        "How many customers came back in 2019?",
        "orders per store in the summer of 2019",
        "What is the best-selling product?",
        "How many drinks did we sell in the harvest months of 2019, September and October?",
        "Through harvest time 2019, Sept and Oct, how many orders?",
        # "grew the least ... between" is growth, not sold
        "Which product grew the least in units between 2018 and 2019? The one that nearly wilted.",
    ],
)
def test_r37gd_unchanged_words(question: str) -> None:
    said = garden_words(question)
    assert "sold" not in said.lower() or "sold" in question.lower(), said
    if "wilted" not in question:
        assert said == question


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many stores opened before 2019?",
            "SELECT count(*) FROM locations WHERE opened_at < '2019-01-01'",
        ),
        ("revenue in 2019", f"SELECT sum(product_price) FROM order_items WHERE {_Y19}"),
        (
            "How many orders between Dec 2018 and Feb 2019?",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-12-01' AND ordered_at < '2019-03-01'",
        ),
    ],
)
def test_r37gd_unchanged(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    "question",
    [
        "what do the coffee beans cost us per portion?",
        "which products use the cabbage sauerkraut?",
        "how many compostable cups do we use?",
        "the single estate beans in the pourover",
    ],
)
def test_r37gd_supplies_are_no_garden(question: str) -> None:
    assert garden_asked(question) is None, question
