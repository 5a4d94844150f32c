"""The offline analyst on kinds of phrasing it must generalise to: requests without a measure ask back (even
mid-chat), nicknames and typos in any word, singular superlatives, shares, time relative to the data's end.

Every question here is new (none is in the eval sets); answers are checked against hand-written SQL on the
real demo DuckDB file.
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from askdata_app.eval.compare import same_result
from tests.planner_checks import check, sql_plan

BY_STORE = "FROM orders o JOIN locations l USING (location_id)"
ITEMS = "FROM order_items i JOIN products p USING (product_id)"


def asks_back(plan: object) -> bool:
    """A question back with choices (an unknown word asked about is one too: the agent asks it)."""
    return isinstance(plan, AskPlan | UnknownPlan) and bool(plan.choices)


# ---- a request without a measure asks back, also mid-chat ----------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "give me the figures",
        "can you get me some data?",
        "was last week any good?",
        "did we do ok in March 2019?",
        "should we open another shop?",
        "what is going on lately",
    ],
)
def test_a_request_without_a_measure_asks_which_measure(planner: Planner, question: str) -> None:
    assert asks_back(planner.plan(question))
    assert asks_back(planner.plan(question, context=["revenue by store in 2019"]))  # not a re-run


def test_gibberish_is_still_said_not_asked(planner: Planner) -> None:
    plan = planner.plan("florp the wibble")
    assert isinstance(plan, UnknownPlan) and not plan.choices


# ---- nicknames learned from the data's values ------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "store"),
    [("Chi-town", "Chicago"), ("Philly", "Philadelphia"), ("BK", "Brooklyn"), ("Brookie", "Brooklyn")],
)
def test_nicknames_of_one_word_values(planner: Planner, typed: str, store: str) -> None:
    plan = sql_plan(planner, f"{typed} revenue by quarter")
    assert f"'{store}'" in plan.sql


def test_a_nickname_that_fits_no_value_is_not_guessed(planner: Planner) -> None:
    assert not isinstance(planner.plan("Zedtown revenue by quarter"), SqlPlan)


# ---- superlatives: one for a singular noun, every row for "highest first" -----------------------------


def test_a_singular_superlative_is_one_row(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    one = (
        f"SELECT p.product_name {ITEMS} WHERE p.product_type = 'beverage' "
        "GROUP BY 1 ORDER BY COUNT(*) ASC LIMIT 1"
    )
    check(planner, con, "what is our least popular beverage?", one)
    one_drink = (
        f"SELECT p.product_name {ITEMS} WHERE i.is_drink_item GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1"
    )
    check(planner, con, "the top selling drink?", one_drink)
    several = sql_plan(planner, "our most popular drinks")
    assert "LIMIT 1\n" not in several.sql + "\n"


def test_highest_first_is_an_order_not_a_cut(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "orders by store, lowest first")
    got = con.execute(plan.sql).fetchall()
    want = con.execute(
        f"SELECT l.location_name, COUNT(*) AS n {BY_STORE} GROUP BY 1 ORDER BY n ASC"
    ).fetchall()
    assert same_result(want, got, ordered=True), plan.sql


# ---- 'incl. tax' / 'w/o tax' choose the version of a money measure -----------------------------------------


def test_a_tax_qualifier_picks_the_version_of_the_money_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "average order incl. tax by store",
        f"SELECT l.location_name, AVG(o.order_total) {BY_STORE} GROUP BY 1",
    )
    check(planner, con, "lifetime spend w/o tax", "SELECT SUM(lifetime_spend_pretax) FROM customers")
    check(planner, con, "lifetime spend including taxes", "SELECT SUM(lifetime_spend) FROM customers")
    check(
        planner,
        con,
        "sales with tax in 2019",
        "SELECT SUM(order_total) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'",
    )


# ---- time: dates written any way, holidays by their initials, the data's own first and last periods -------


def data_range(con: duckdb.DuckDBPyConnection) -> tuple[str, str]:
    """The data's first and last order days, read from the data (the tests do not assume the demo's range)."""
    lo, hi = con.execute(
        "SELECT CAST(MIN(ordered_at) AS DATE), CAST(MAX(ordered_at) AS DATE) FROM orders"
    ).fetchone()  # type: ignore[misc]
    return str(lo), str(hi)


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("orders on the 14th of February 2019", "2019-02-14"),
        ("orders on 3 March 2018", "2018-03-03"),
        ("orders on Nov 1st 2019", "2019-11-01"),
        ("orders on the second of may 2019", "2019-05-02"),
        ("orders on MLK Day 2019", "2019-01-21"),
    ],
)
def test_days_written_any_way(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, day: str
) -> None:
    gold = f"SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) = DATE '{day}'"
    check(planner, con, question, gold)


def test_a_range_of_days_and_a_two_digit_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT COUNT(*) FROM orders "
        "WHERE CAST(ordered_at AS DATE) BETWEEN DATE '2019-06-10' AND DATE '2019-06-16'"
    )
    check(planner, con, "orders June 10-16 2019", gold)
    q3 = "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2018-07-01' AND ordered_at < '2018-10-01'"
    check(planner, con, "orders in Q3 '18", q3)
    q4 = "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2018-10-01' AND ordered_at < '2019-01-01'"
    check(planner, con, "orders in the final quarter of 2018", q4)


def test_the_datas_own_first_and_last_periods(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    lo, hi = data_range(con)
    same = "SELECT COUNT(*) FROM orders WHERE DATE_TRUNC('{0}', ordered_at) = DATE_TRUNC('{0}', DATE '{1}')"
    first_month = same.format("month", lo)
    check(planner, con, "orders in the earliest month on record", first_month)
    last_quarter = same.format("quarter", hi)
    check(planner, con, "how many orders in the final quarter of the data", last_quarter)
    last_week = f"SELECT COUNT(*) FROM orders WHERE CAST(ordered_at AS DATE) > DATE '{hi}' - INTERVAL 7 DAY"
    check(planner, con, "orders in the last week of data", last_week)


# ---- typos in any word; distinct members counted on the fact that refers to them ---------------------------


def test_a_swapped_short_word_and_a_plural_typo(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "custoemrs by teh year",
        "SELECT year(first_ordered_at), COUNT(*) FROM customers GROUP BY 1",
    )
    gold = f"SELECT l.location_name, COUNT(*) {BY_STORE} GROUP BY 1"
    check(planner, con, "numbr of ordrs by store", gold)
    assert not isinstance(planner.plan("revenue by xqz"), SqlPlan)  # three letters, no swap of a word


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "how many unique products did customers buy per quarter",
            "SELECT DATE_TRUNC('quarter', ordered_at), COUNT(DISTINCT product_id) "
            "FROM order_items GROUP BY 1",
        ),
        (
            "number of different stores that took orders each month of 2019",
            "SELECT DATE_TRUNC('month', ordered_at), COUNT(DISTINCT location_id) FROM orders "
            "WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01' GROUP BY 1",
        ),
        (
            "distinct customers in Chicago by quarter",
            f"SELECT DATE_TRUNC('quarter', o.ordered_at), COUNT(DISTINCT o.customer_id) {BY_STORE} "
            "WHERE l.location_name = 'Chicago' GROUP BY 1",
        ),
    ],
)
def test_distinct_members_per_period(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- rankings with a default measure per entity: spend for the people who pay ------------------------------


def test_who_spent_the_most_ranks_the_payers(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT c.customer_name FROM orders o JOIN customers c USING (customer_id) "
        "JOIN locations l USING (location_id) WHERE l.location_name = 'Brooklyn' "
        "AND o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' "
        "GROUP BY o.customer_id, c.customer_name ORDER BY SUM(o.order_total) DESC LIMIT 1"
    )
    check(planner, con, "who spent the most in Brooklyn in 2019?", gold)
    top = (
        "SELECT customer_id, customer_name, lifetime_spend_pretax FROM customers "
        "ORDER BY lifetime_spend_pretax DESC LIMIT 4"
    )
    check(planner, con, "top 4 lifetime spend before tax", top)


# ---- averages per group: a column averaged over its own rows, grouped by the "per"s ------------------------


def test_an_average_of_a_row_amount_per_group(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        f"SELECT l.location_name, DATE_TRUNC('quarter', o.ordered_at), AVG(o.order_total) {BY_STORE} "
        "WHERE o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01' GROUP BY 1, 2"
    )
    check(planner, con, "mean order total per location per quarter in 2019", gold)
    per_customer = "SELECT AVG(n) FROM (SELECT customer_id, COUNT(*) AS n FROM orders GROUP BY 1)"
    check(planner, con, "average number of orders per customer", per_customer)  # a count stays per member


# ---- a value by one of its words; counts over all the members ----------------------------------------------


def test_a_value_by_one_of_its_words(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = f"SELECT COUNT(*) {ITEMS} WHERE p.product_name = 'for richer or pourover'"
    check(planner, con, "how many pourover did we sell", gold)
    full = f"SELECT COUNT(*) {ITEMS} WHERE p.product_name = 'doctor stew'"
    check(planner, con, "how many doctor stew did we sell", full)  # typed in full: read as typed


def test_a_count_over_all_the_members_is_one_figure(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    in_2019 = "WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
    check(
        planner, con, "how many orders in 2019 for all the stores", f"SELECT COUNT(*) FROM orders {in_2019}"
    )
    check(planner, con, "largest single order in 2019", f"SELECT MAX(order_total) FROM orders {in_2019}")


# ---- members listed with their own date, ranked by it when asked ------------------------------------------


def test_members_with_their_own_date(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(planner, con, "opening date of every location", "SELECT location_name, opened_at FROM locations")
    oldest = "SELECT location_name FROM locations ORDER BY opened_at ASC LIMIT 1"
    check(planner, con, "which location has the oldest opening date", oldest)
    newest = "SELECT location_name FROM locations ORDER BY opened_at DESC LIMIT 1"
    check(planner, con, "which shop opened most recently", newest)


def test_a_vs_b_before_a_measure_phrase_keeps_both_values(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    gold = (
        f"SELECT p.product_type, COUNT(*) {ITEMS} WHERE p.product_type IN ('jaffle', 'beverage') "
        "AND i.ordered_at >= '2018-01-01' AND i.ordered_at < '2019-01-01' GROUP BY 1"
    )
    check(planner, con, "jaffles vs beverages sold in 2018, a count for each", gold)
    by_store = "FROM order_items i JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
    check(
        planner,
        con,
        "revenue in dollars by store",
        f"SELECT l.location_name, SUM(i.product_price) {by_store} GROUP BY 1",
    )
