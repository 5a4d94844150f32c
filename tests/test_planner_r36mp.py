"""The offline analyst on readings added in round r36mp (a music producer's questions: tracks and releases for
products, the chart for a ranking by units, venues, fans, drops and one-hit wonders):

- "tracks", "releases", "songs" are the products, "genre" the product type ("units per genre", "drinks genre
  vs jaffle genre"); a "rhythm track" stays as said (musicwords);
- "fans" are the customers ("our biggest fan - the fan with the most ..." is who the gloss says); a venue that
  "drew the biggest crowd" had the most customers, its gloss ("- most distinct fans") going; "one-hit wonders"
  are the one-time customers, a gloss saying so going;
- the chart: a track that "topped the charts" sold the most; "the whole 2019 chart" is the 2019 ranking by
  units; "where did X land on the 2019 chart" asks its rank; "run that chart for Brooklyn" runs it again
  there; "the number one at the top down to the bottom", "hottest first" are highest first; "number-one" is
  "number one";
- "the biggest hit" is the best seller, "top 2 hits" the top 2 products; a track that "flopped the worst" sold
  the fewest units; "the B-side nobody spins" is the least sold product; a venue's "drop" is its opening
  ("when did the Chicago venue drop", "drop day at X", "on the day it opened"); units "moved" were sold;
  tracks that "went past 5,000 units" sold more than that; "2019's units" are the units sold in 2019; "what
  slice of" is "what share of"; "picked up" is bought;
- "the tempo" of a year is its average daily orders; "across the whole catalogue history" is all time; "did
  the whole label pay" is what we paid; "switching sessions" starts a new topic (musicwords);
- "<bought> a <thing> at least once" is bought one (atleastone: the "at least 1" was asked back);
- a season glossed by its months ("the winter before - December 2018 through February 2019") is those months
  (seasongloss: which year of winter was asked back);
- radio play, streams, playlists, a remix of a product: the records hold none of it, asked back.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.musicwords import music_asked, music_words
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from askdata_app.agent.offline.seasongloss import season_glossed
from tests.planner_checks import check, same_answer

_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_I18 = "year(i.ordered_at) = 2018"
_I19 = "year(i.ordered_at) = 2019"
_UNITS = "FROM order_items i JOIN products p ON p.product_id = i.product_id"
_CHART19 = f"SELECT p.product_name, count(*) {_UNITS} WHERE {_I19} GROUP BY 1 ORDER BY 2 DESC"
_TOP19 = f"SELECT p.product_name {_UNITS} WHERE {_I19} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
_AT_STORE = (
    "FROM order_items i JOIN products p ON p.product_id = i.product_id"
    " JOIN orders o ON o.order_id = i.order_id"
    " JOIN locations l ON l.location_id = o.location_id"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # tracks, releases, genres
        ("which track sold the most units in 2019?", _TOP19),
        ("Best-selling release of 2019 by units?", _TOP19),
        (
            "what's the priciest release on the menu?",
            "SELECT product_name FROM products ORDER BY product_price DESC LIMIT 1",
        ),
        (
            "which song has the highest price?",
            "SELECT product_name FROM products ORDER BY product_price DESC LIMIT 1",
        ),
        (
            "units per genre in 2018",
            f"SELECT p.product_type, count(*) {_UNITS} WHERE {_I18} GROUP BY 1",
        ),
        (
            "beverage genre vs jaffle genre in 2019, units each",
            f"SELECT p.product_type, count(*) {_UNITS} WHERE {_I19} GROUP BY 1",
        ),
        (
            "Top 2 tracks at the Brooklyn venue in 2019 by units, hottest first",
            f"SELECT p.product_name, count(*) {_AT_STORE} WHERE l.location_name = 'Brooklyn' AND {_I19}"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        # the chart
        ("which track topped the charts in 2019?", _TOP19),
        ("who was the chart-topper of 2019, by units?", _TOP19),
        ("the number-one track of 2019 by units", _TOP19),
        (
            "Show me the whole 2019 chart: each track with its units, number one at the top,"
            " down to the bottom",
            _CHART19,
        ),
        # hits and flops
        ("what's been our biggest hit in 2019?", _TOP19),
        ("our top 2 hits of 2019 by units", f"{_CHART19} LIMIT 2"),
        (
            "which track flopped the worst in 2018?",
            f"SELECT p.product_name {_UNITS} WHERE {_I18} GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        # fans, crowds, one-hit wonders
        (
            "how many fans did the Chicago venue have in 2019?",
            "SELECT count(DISTINCT o.customer_id) FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
        ),
        (
            "Which venue drew the biggest crowd in 2018 - most unique fans?",
            "SELECT l.location_name FROM orders o JOIN locations l ON l.location_id = o.location_id"
            f" WHERE o.{_Y18} GROUP BY 1 ORDER BY count(DISTINCT o.customer_id) DESC LIMIT 1",
        ),
        (
            "who is our biggest fan - the fan with the most lifetime orders?",
            "SELECT customer_name FROM customers ORDER BY count_lifetime_orders DESC LIMIT 1",
        ),
        (
            "how many one-hit wonders first showed up in 2019?",
            "SELECT count(*) FROM customers WHERE customer_type = 'new' AND year(first_ordered_at) = 2019",
        ),
        (
            "one hit wonders (fans who placed just one order and nothing since): how many are there?",
            "SELECT count(*) FROM customers WHERE count_lifetime_orders = 1",
        ),
        (
            "what share of the fan base are one-hit wonders?",
            "SELECT avg(CASE WHEN count_lifetime_orders = 1 THEN 1.0 ELSE 0 END) FROM customers",
        ),
        (
            "How many distinct fans picked up a vanilla ice in 2018?",
            "SELECT count(DISTINCT o.customer_id) FROM orders o JOIN order_items i ON i.order_id = o.order_id"
            " JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'vanilla ice' AND year(o.ordered_at) = 2018",
        ),
        # the B-side, drops, units moved, past a bar
        (
            "which is our B-side - the track with the fewest units in the whole catalogue history?",
            f"SELECT p.product_name {_UNITS} GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        (
            "the B-side no one plays, over all time?",
            f"SELECT p.product_name {_UNITS} GROUP BY 1 ORDER BY count(*) LIMIT 1",
        ),
        (
            "When did the New Orleans venue drop?",
            "SELECT opened_at FROM locations WHERE location_name = 'New Orleans'",
        ),
        (
            "orders at Los Angeles on the day it opened",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Los Angeles' AND CAST(o.ordered_at AS DATE) = DATE '2019-08-01'",
        ),
        (
            "revenue at the New Orleans venue on drop day?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'New Orleans' AND CAST(o.ordered_at AS DATE) = DATE '2019-03-14'",
        ),
        (
            "how many units did mel-bun move in 2018?",
            f"SELECT count(*) {_UNITS} WHERE p.product_name = 'mel-bun' AND {_I18}",
        ),
        (
            "How many tracks went past 8,000 units in 2019?",
            f"SELECT count(*) FROM (SELECT p.product_name {_UNITS} WHERE {_I19} GROUP BY 1"
            " HAVING count(*) > 8000) t",
        ),
        (
            "What slice of 2019's units did the number-one track grab?",
            f"WITH u AS (SELECT p.product_name, count(*) AS n {_UNITS} WHERE {_I19} GROUP BY 1)"
            " SELECT max(n) * 1.0 / sum(n) FROM u",
        ),
        # tempo, catalogue history, label
        ("what was the tempo in 2018?", f"SELECT count(*) / 365.0 FROM orders WHERE {_Y18}"),
        (
            "The tempo of 2019 - average daily orders over the whole year?",
            f"SELECT count(*) / 365.0 FROM orders WHERE {_Y19}",
        ),
        ("how much tax did the whole label pay in 2019?", f"SELECT sum(tax_paid) FROM orders WHERE {_Y19}"),
    ],
)
def test_music_words(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_chart_in_order(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner, con, "the full 2019 chart, every track with its units, hottest first", _CHART19, ordered=True
    )


def test_chart_position(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        f"SELECT pos FROM (SELECT p.product_name, rank() OVER (ORDER BY count(*) DESC) AS pos {_UNITS}"
        f" WHERE {_I19} GROUP BY 1) t WHERE product_name = 'tangaroo'"
    )
    check(planner, con, "where did tangaroo land on the 2019 chart by units - what spot?", gold)
    check(planner, con, "Where did tangaroo place in the 2019 charts, by units?", gold)
    check(planner, con, "where did tangaroo finish on the 2019 chart?", gold)  # the chart is by units


def test_chart_said_alone(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(planner, con, "so what was the 2019 chart?", _CHART19)
    check(planner, con, "give me the whole 2019 chart.", _CHART19)


def test_follow_ups(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    top3 = "Top 3 tracks at the Chicago venue in 2019 by units, with the figures"
    gold = (
        f"SELECT p.product_name, count(*) {_AT_STORE} WHERE l.location_name = 'Brooklyn' AND {_I19}"
        " GROUP BY 1 ORDER BY 2 DESC LIMIT 3"
    )
    check(planner, con, "now run that chart for Brooklyn", gold, context=[top3])
    check(
        planner,
        con,
        "how many units did it move that year?",
        f"SELECT count(*) {_UNITS} WHERE p.product_name = 'nutellaquent' AND {_I19}",
        context=["which track was number one in 2019 by units?"],
    )
    check(
        planner,
        con,
        "Switching sessions: how many orders did we take in 2018?",
        f"SELECT count(*) FROM orders WHERE {_Y18}",
        context=["which hour of 2019 was busiest?"],
    )
    check(
        planner,
        con,
        "Same track, the winter before - December 2018 through February 2019.",
        f"SELECT count(*) {_UNITS} WHERE p.product_name = 'tangaroo'"
        " AND i.ordered_at >= '2018-12-01' AND i.ordered_at < '2019-03-01'",
        context=["How many tangaroos did we sell in summer 2019?"],
    )


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        (
            "customers who picked up a tangaroo at least once in 2019",
            "customers who bought a tangaroo in 2019",
        ),
        ("how many orders had a mel-bun at least once in 2018?", "how many orders had a mel-bun in 2018?"),
        (
            "orders of tangaroo, the summer of 2019 (June to August 2019)",
            "orders of tangaroo from June to August 2019",
        ),
    ],
)
def test_same_as_plain(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "which of our tracks got the most airplay?",
        "How many streams did the tangaroo get last year?",
        "units sold of the acoustic remix of the mel-bun?",
        "which track was added to the most playlists in 2019?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question


def test_words_kept() -> None:
    # a track kept as a verb, a rhythm track, a revenue stream, a customer who orders at least once a week
    assert music_words("how do we keep track of revenue?") == "how do we keep track of revenue?"
    assert "rhythm track" in music_words("Lay down the rhythm track for 2019: orders by hour")
    assert music_asked("our revenue streams by store") is None
    assert music_words("did revenue drop in 2019?") == "did revenue drop in 2019?"
    assert season_glossed("revenue in winter 2019") == "revenue in winter 2019"
    from askdata_app.agent.offline.atleastone import some_said_a

    said = "customers who ordered a tangaroo at least once a month"
    assert some_said_a(said) == said
