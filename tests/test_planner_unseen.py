"""The offline analyst on question kinds found failing on questions it had not seen (blind set 3's round):
days of the week, amounts said with a currency word, filler words, ...

Every question here is written for these tests (none is in the eval sets); answers are checked against
hand-written SQL on the demo DuckDB file, and the clock reader on its own.
"""

from __future__ import annotations

from datetime import date

import duckdb
import pytest

from askdata_app.agent.offline.clock import read_clock
from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from askdata_app.agent.offline.text import words
from askdata_app.eval.compare import same_result
from tests.planner_checks import check, sql_plan

# ---- days of the week -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("tickets on tuesdays", ["tuesday"]),
        ("sales every Sunday in 2019", ["sunday"]),
        ("orders tue-thu", ["tuesday to thursday"]),
        ("revenue from Monday through Friday", ["weekday"]),
        ("items sold sat-sun", ["weekend"]),
        ("revenue for the week (mon-sun)", []),
        ("wednesdays vs saturdays orders", ["wednesday", "saturday"]),
        ("orders on sat", ["saturday"]),
        ("revenue on wed vs sat", ["wednesday", "saturday"]),
        ("cyber monday sales", []),
        ("sales on black friday", []),
        ("the sun is out", []),
    ],
)
def test_days_of_the_week(text: str, kinds: list[str]) -> None:
    rest, clock = read_clock(words(text))
    assert clock.day_kinds == kinds
    if "mon-sun" in text:
        assert "mon" not in rest and "sun" not in rest


def test_a_day_of_the_week_filters_the_measured_time(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "how many orders did we take on Tuesdays in 2019?",
        "SELECT COUNT(*) FROM orders WHERE isodow(ordered_at) = 2 AND year(ordered_at) = 2019",
    )
    check(
        planner,
        con,
        "items sold wed-fri",
        "SELECT COUNT(*) FROM order_items WHERE isodow(ordered_at) IN (3, 4, 5)",
    )
    check(
        planner,
        con,
        "busiest hour by orders on weekdays (mon-fri)",
        "SELECT hour(ordered_at) FROM orders WHERE isodow(ordered_at) < 6 "
        "GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
    )


def test_two_days_of_the_week_are_a_row_each(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "revenue on thursdays vs sundays",
        "SELECT DAYNAME(ordered_at), SUM(product_price) FROM order_items"
        " WHERE isodow(ordered_at) IN (4, 7) GROUP BY 1",
    )


# ---- amounts said with a currency word --------------------------------------------------------------


def test_a_number_with_a_currency_word_is_money(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "count of orders of 25 bucks or more in 2018",
        "SELECT COUNT(*) FROM orders WHERE order_total >= 25 AND year(ordered_at) = 2018",
    )
    check(
        planner,
        con,
        "orders above 40 dollars",
        "SELECT COUNT(*) FROM orders WHERE order_total > 40",
    )


# ---- words that change nothing ----------------------------------------------------------------------


def test_filler_words_are_left_out(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "um which single month had the most orders?",
        "SELECT CAST(date_trunc('month', ordered_at) AS DATE) FROM orders "
        "GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
    )
    check(
        planner,
        con,
        "ok, different question: total tax paid in 2019",
        "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
        context=["revenue by store"],
    )


# ---- rankings ---------------------------------------------------------------------------------------


def test_rank_without_a_number_keeps_every_row(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "rank the quarters of 2019 by revenue, lowest first")
    rows = con.execute(plan.sql).fetchall()
    gold = con.execute(
        "SELECT CAST(date_trunc('quarter', ordered_at) AS DATE) q, SUM(product_price) r FROM order_items "
        "WHERE year(ordered_at) = 2019 GROUP BY 1 ORDER BY r"
    ).fetchall()
    assert same_result(gold, rows, ordered=True), (plan.sql, rows)
    plan = sql_plan(planner, "sort them, highest first", context=["items sold by product in 2018"])
    assert "LIMIT" not in plan.sql.upper() and "DESC" in plan.sql.upper()


def test_members_in_the_order_of_their_date(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "show our locations in the order they opened")
    rows = con.execute(plan.sql).fetchall()
    gold = con.execute("SELECT location_name FROM locations ORDER BY opened_at").fetchall()
    assert [r[0] for r in rows] == [g[0] for g in gold]


def test_when_did_a_member_start(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "when did the Brooklyn location open?",
        "SELECT location_name, opened_at FROM locations WHERE location_name = 'Brooklyn'",
    )
    assert not isinstance(planner.plan("when are we busiest?"), SqlPlan)  # no member named: asked back


def test_the_most_units_is_what_is_ranked(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "which drink sold the fewest units in 2018?",
        "SELECT p.product_name FROM order_items i JOIN products p USING (product_id) "
        "WHERE p.product_type = 'beverage' AND year(i.ordered_at) = 2018 "
        "GROUP BY 1 ORDER BY COUNT(*) LIMIT 1",
    )
    check(
        planner,
        con,
        "our worst selling drink in 2019",
        "SELECT p.product_name FROM order_items i JOIN products p USING (product_id) "
        "WHERE i.is_drink_item AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY COUNT(*) LIMIT 1",
    )


def test_a_ranking_within_each_member(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "top 2 products by revenue for each store in 2019",
        "SELECT location_name, product_name FROM (SELECT l.location_name, p.product_name, "
        "SUM(i.product_price) AS r FROM order_items i JOIN products p USING (product_id) "
        "JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id "
        "WHERE year(i.ordered_at) = 2019 GROUP BY 1, 2) "
        "QUALIFY ROW_NUMBER() OVER (PARTITION BY location_name ORDER BY r DESC) <= 2",
    )
    check(
        planner,
        con,
        "the top store by tax paid each quarter",
        "SELECT q, location_name FROM (SELECT CAST(date_trunc('quarter', o.ordered_at) AS DATE) q, "
        "l.location_name, SUM(tax_paid) n FROM orders o JOIN locations l USING (location_id) GROUP BY 1, 2) "
        "QUALIFY ROW_NUMBER() OVER (PARTITION BY q ORDER BY n DESC) = 1",
    )


# ---- shares of a subset -----------------------------------------------------------------------------


def test_a_share_of_the_rows_meeting_a_condition(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "what percentage of items were sold after 6pm?",
        "SELECT AVG(CASE WHEN hour(ordered_at) >= 18 THEN 1.0 ELSE 0.0 END) FROM order_items",
    )
    check(
        planner,
        con,
        "fraction of 2019 orders placed on saturdays",
        "SELECT AVG(CASE WHEN isodow(ordered_at) = 6 THEN 1.0 ELSE 0.0 END) FROM orders "
        "WHERE year(ordered_at) = 2019",
    )


def test_a_share_within_each_group(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "by location, what share of orders included a drink?",
        "SELECT l.location_name, AVG(CASE WHEN o.is_drink_order THEN 1.0 ELSE 0.0 END) "
        "FROM orders o JOIN locations l USING (location_id) GROUP BY 1",
    )
    check(  # a condition on the grouped dimension: each group's part of the total, as before
        planner,
        con,
        "share of revenue by store",
        "SELECT l.location_name, SUM(i.product_price) / SUM(SUM(i.product_price)) OVER () "
        "FROM order_items i JOIN orders o USING (order_id) JOIN locations l USING (location_id) GROUP BY 1",
    )


def test_the_rate_of_a_segment(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "returning customer ratio",
        "SELECT AVG(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0.0 END) FROM customers",
    )


# ---- words for places, days and taxes ---------------------------------------------------------------


def test_well_known_city_nicknames(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders from the city of brotherly love in 2019",
        "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id) "
        "WHERE l.location_name = 'Philadelphia' AND year(o.ordered_at) = 2019",
    )
    check(
        planner,
        con,
        "second city items sold",
        "SELECT COUNT(*) FROM order_items i JOIN orders o USING (order_id) JOIN locations l "
        "USING (location_id) WHERE l.location_name = 'Chicago'",
    )


def test_a_nickname_of_a_city_not_in_the_data_is_not_read() -> None:
    from askdata_app.agent.offline.spelling import Speller

    sp = Speller.build(["orders"], ["the"], [], {"city": ["Chicago", "Brooklyn"]})
    assert sp.fix(["big", "apple", "orders"])[0] == ["big", "apple", "orders"]
    assert sp.fix(["windy", "city", "orders"])[0] == ["chicago", "orders"]


def test_a_store_named_with_its_noun_is_the_member(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how much did the Philadelphia shop bring in during 2018?",
        "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id) JOIN locations l "
        "USING (location_id) WHERE l.location_name = 'Philadelphia' AND year(i.ordered_at) = 2018",
    )
    check(
        planner,
        con,
        "what did the Chicago store take in 2019, tax in",
        "SELECT SUM(o.order_total) FROM orders o JOIN locations l USING (location_id) "
        "WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
    )


def test_shorthand_days_and_peaks(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "x-mas 2019 revenue",
        "SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2019-12-25'",
    )
    check(
        planner,
        con,
        "peak day of the week for revenue",
        "SELECT dayname(ordered_at) FROM order_items GROUP BY 1 ORDER BY SUM(product_price) DESC LIMIT 1",
    )
    check(
        planner,
        con,
        "Brooklyn tot revenue since it opened",
        "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id) JOIN locations l "
        "USING (location_id) WHERE l.location_name = 'Brooklyn'",
    )


# ---- asking back about what is pointed at but not named ---------------------------------------------


@pytest.mark.parametrize(
    ("context", "question"),
    [
        (["orders by product in 2019"], "ok, and what about that one?"),
        (["items sold by store"], "now just for that one location"),
        (["revenue by month"], "show me the measure you mentioned"),
        ([], "how is the main shop doing"),
        ([], "orders for our flagship location in 2020"),
    ],
)
def test_an_unnamed_reference_is_asked_back(planner: Planner, context: list[str], question: str) -> None:
    assert isinstance(planner.plan(question, context=context), AskPlan)


def test_a_reference_with_its_name_is_answered(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "and for that one, Chicago?",
        "SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id) JOIN locations l "
        "USING (location_id) WHERE l.location_name = 'Chicago'",
        context=["revenue by store"],
    )


# ---- what an elliptical follow-up does to the measure it inherits -----------------------------------


def test_a_follow_up_as_a_share(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "now as a percentage of the total",
        "SELECT p.product_type, COUNT(*) / SUM(COUNT(*)) OVER () FROM order_items i "
        "JOIN products p USING (product_id) GROUP BY 1",
        context=["items sold by product type"],
    )
    check(
        planner,
        con,
        "as a fraction of revenue",
        "SELECT CAST(date_trunc('quarter', ordered_at) AS DATE), "
        "SUM(CASE WHEN is_food_item THEN product_price ELSE 0 END) / SUM(product_price) "
        "FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1",
        context=["food revenue per quarter in 2019"],
    )


def test_a_follow_up_changes_the_aggregation(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "and the median?",
        "SELECT l.location_name, MEDIAN(o.order_total) FROM orders o JOIN locations l USING (location_id) "
        "GROUP BY 1",
        context=["average order value by store"],
    )


def test_a_follow_up_swaps_the_flag_of_the_measure(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "what about food?",
        "SELECT l.location_name, SUM(CASE WHEN i.is_food_item THEN i.product_price ELSE 0 END) "
        "FROM order_items i JOIN orders o USING (order_id) JOIN locations l USING (location_id) GROUP BY 1",
        context=["drink revenue by store"],
    )


# ---- a measure summed from the rows that make it up -------------------------------------------------


def test_profit_by_a_dimension_only_the_items_reach(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "gross profit per product type in 2019",
        "SELECT p.product_type, SUM(i.product_price - i.supply_cost) FROM order_items i "
        "JOIN products p USING (product_id) WHERE year(i.ordered_at) = 2019 GROUP BY 1",
    )
    check(
        planner,
        con,
        "which drink has the lowest gross margin?",
        "SELECT p.product_name FROM order_items i JOIN products p USING (product_id) "
        "WHERE p.product_type = 'beverage' GROUP BY 1 "
        "ORDER BY SUM(i.product_price - i.supply_cost) / SUM(i.product_price) LIMIT 1",
    )


def test_a_fraction_with_a_percent_sign_stays_itself(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "returning customer rate % by customer type",
        "SELECT customer_type, AVG(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0.0 END) "
        "FROM customers GROUP BY 1",
    )


# ---- running totals that restart, growth of the first bucket ----------------------------------------


def test_a_to_date_total_restarts_each_period(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "ytd revenue by month for 2018 and 2019",
        "SELECT m, SUM(r) OVER (PARTITION BY year(m) ORDER BY m) FROM (SELECT "
        "CAST(date_trunc('month', ordered_at) AS DATE) m, SUM(product_price) r FROM order_items GROUP BY 1)",
    )
    check(
        planner,
        con,
        "items sold year to date, by quarter",  # this year (the data's last) so far
        "SELECT q, SUM(n) OVER (ORDER BY q) FROM (SELECT CAST(date_trunc('quarter', ordered_at) AS DATE) q, "
        "COUNT(*) n FROM order_items WHERE year(ordered_at) = 2019 GROUP BY 1)",
    )
    check(
        planner,
        con,
        "mtd orders for each day of march 2019",
        "SELECT d, SUM(n) OVER (ORDER BY d) FROM (SELECT CAST(ordered_at AS DATE) d, COUNT(*) n "
        "FROM orders WHERE ordered_at >= DATE '2019-03-01' AND ordered_at < DATE '2019-04-01' GROUP BY 1)",
    )


def test_growth_of_the_first_bucket_uses_the_one_before(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "quarterly order growth in 2019",
        "SELECT q, g FROM (SELECT q, (n - LAG(n) OVER (ORDER BY q)) * 100.0 / LAG(n) OVER (ORDER BY q) g "
        "FROM (SELECT CAST(date_trunc('quarter', ordered_at) AS DATE) q, COUNT(*) n FROM orders GROUP BY 1)) "
        "WHERE year(q) = 2019",
    )


# ---- periods: whole units back from the data's end, slices of a period, halves said once -------------


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("revenue over the past 3 complete months", "2019-10-01", "2020-01-01"),
        ("orders in the last two whole years", "2018-01-01", "2020-01-01"),
        ("items sold in the first 10 days of 2019", "2019-01-01", "2019-01-11"),
        ("orders in the final 2 weeks of june 2019", "2019-06-17", "2019-07-01"),
        ("revenue in the first 2 months of 2018", "2018-01-01", "2018-03-01"),
    ],
)
def test_periods_counted_in_units(planner: Planner, text: str, start: str, end: str) -> None:
    intent = planner.parse(text)
    assert [(str(p.start), str(p.end)) for p in intent.periods] == [(start, end)]


def test_halves_said_with_one_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders, first half versus second half of 2018",
        "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2018 GROUP BY month(ordered_at) <= 6",
    )
    check(
        planner,
        con,
        "orders 2018 vs 2019",
        "SELECT year(ordered_at), COUNT(*) FROM orders GROUP BY 1",
    )


# ---- "rank the X by ...", "the 3pm hour", "by how many percent", differences ------------------------


def test_the_noun_after_rank_is_what_is_ranked(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "sort the stores by number of unique customers in 2019",
        "SELECT l.location_name, COUNT(DISTINCT o.customer_id) FROM orders o JOIN locations l "
        "USING (location_id) WHERE year(o.ordered_at) = 2019 GROUP BY 1",
    )


def test_an_hour_named_as_the_hour(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders during the 9am hour in 2018",
        "SELECT COUNT(*) FROM orders WHERE hour(ordered_at) = 9 AND year(ordered_at) = 2018",
    )


def test_by_how_many_percent_is_a_growth_not_a_count(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    plan = sql_plan(planner, "by how many percent did orders grow from 2018 to 2019?")
    rows = con.execute(plan.sql).fetchall()
    n18, n19 = (
        con.execute(f"SELECT COUNT(*) FROM orders WHERE year(ordered_at) = {y}").fetchall()[0][0]
        for y in (2018, 2019)
    )
    assert any(abs(float(v) - (n19 - n18) * 100 / n18) < 1e-6 for v in rows[0] if isinstance(v, float)), rows


def test_a_difference_is_a_change_in_count(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "items sold per month in 2019 with the month over month difference",
        "SELECT m, d FROM (SELECT m, n - LAG(n) OVER (ORDER BY m) d FROM (SELECT "
        "CAST(date_trunc('month', ordered_at) AS DATE) m, COUNT(*) n FROM order_items GROUP BY 1)) "
        "WHERE year(m) = 2019",
    )


# ---- totals over members, one of a kind -------------------------------------------------------------


def test_how_much_did_people_pay_is_one_total(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how much did our customers pay in 2019, including tax?",
        "SELECT SUM(order_total) FROM orders WHERE year(ordered_at) = 2019",
    )


def test_an_average_across_the_members_is_one_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(planner, con, "the mean tax rate over all our locations", "SELECT AVG(tax_rate) FROM locations")


def test_the_cheapest_thing_is_one(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "what's the priciest item we sell?",
        "SELECT product_name FROM products ORDER BY product_price DESC, product_name LIMIT 1",
    )


# ---- who, seasons, a holiday with its year said apart -----------------------------------------------


def test_who_ordered_the_most_times(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "who has ordered from us most often?")
    rows = con.execute(plan.sql).fetchall()
    gold = con.execute(
        "SELECT c.customer_name FROM orders o JOIN customers c USING (customer_id) "
        "GROUP BY o.customer_id, c.customer_name ORDER BY COUNT(*) DESC LIMIT 1"
    ).fetchall()
    assert len(rows) == 1 and gold[0][0] in rows[0], (plan.sql, rows)


def test_a_breakdown_by_season(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "items sold for each season of 2019",
        "SELECT CASE WHEN month(ordered_at) IN (12, 1, 2) THEN 'winter' WHEN month(ordered_at) IN (3, 4, 5) "
        "THEN 'spring' WHEN month(ordered_at) IN (6, 7, 8) THEN 'summer' ELSE 'autumn' END, COUNT(*) "
        "FROM order_items WHERE ordered_at >= DATE '2018-12-01' AND ordered_at < DATE '2019-12-01' "
        "GROUP BY 1",
    )


def test_a_holiday_with_its_year_said_apart(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "thanksgiving items sold in 2018",
        "SELECT COUNT(*) FROM order_items WHERE CAST(ordered_at AS DATE) = DATE '2018-11-22'",
    )


# ---- "per unique X", "number of <segment>" ----------------------------------------------------------


def test_a_measure_per_unique_member(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "order total per distinct customer in 2018",
        "SELECT SUM(order_total) / COUNT(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2018",
    )


def test_the_number_of_a_segment_is_counted(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "count of returning customers",
        "SELECT COUNT(*) FROM customers WHERE customer_type = 'returning'",
    )
    check(
        planner,
        con,
        "the number of new customers in 2018",
        "SELECT COUNT(DISTINCT o.customer_id) FROM orders o JOIN customers c USING (customer_id) "
        "WHERE c.customer_type = 'new' AND year(o.ordered_at) = 2018",
    )


# ---- breakdowns by a count, an average per value, a menu column read with time ----------------------


def test_counts_listed_as_examples_are_a_breakdown(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many orders contained 2 items, 3 items and so on",
        "SELECT n, COUNT(*) FROM (SELECT order_id, COUNT(*) n FROM order_items GROUP BY 1) GROUP BY n",
    )
    check(
        planner,
        con,
        "median order total by the number of items in each order",
        "SELECT n, MEDIAN(order_total) FROM (SELECT o.order_id, o.order_total, COUNT(*) n FROM orders o "
        "JOIN order_items i USING (order_id) GROUP BY 1, 2) GROUP BY n",
    )


def test_an_average_per_value_is_one_figure(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "average price charged per beverage",
        "SELECT AVG(i.product_price) FROM order_items i JOIN products p USING (product_id) "
        "WHERE p.product_type = 'beverage'",
    )


def test_a_menu_column_read_with_time() -> None:
    from datetime import date

    from askdata_app.agent.offline.catalog import Catalog
    from askdata_app.agent.offline.compose import Composer
    from askdata_app.agent.offline.intent import Intent
    from askdata_app.agent.offline.nodes import Leaf
    from askdata_app.agent.offline.periods import Period
    from askdata_app.data.semantic import load_semantic_layer
    from askdata_app.settings import DEMO_SEMANTIC_DIR

    composer = Composer(Catalog.from_layer(load_semantic_layer(DEMO_SEMANTIC_DIR)))
    menu = Leaf("products", "average", "product_price")
    timed = Intent(periods=[Period(date(2019, 1, 1), date(2020, 1, 1), "2019")])
    got = composer._rebase(menu, timed)
    assert isinstance(got, Leaf) and got.model == "order_item" and got.agg == "average" and got.time_dim
    assert composer._rebase(menu, Intent()) == menu  # without time: the menu itself


# ---- counts of members: not broken down by themselves; distinct items of a flag ---------------------


def test_a_count_of_members_is_not_split_by_them(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "customers broken down by new vs returning",
        "SELECT customer_type, COUNT(*) FROM customers GROUP BY 1",
    )


def test_distinct_items_of_a_flag(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "how many different jaffles do we have on the menu?",
        "SELECT COUNT(*) FROM products WHERE product_type = 'jaffle'",
    )
    check(
        planner,
        con,
        "number of distinct drinks sold in 2018",
        "SELECT COUNT(DISTINCT product_id) FROM order_items WHERE is_drink_item AND year(ordered_at) = 2018",
    )


# ---- a day or month of each year, every public holiday of a year ------------------------------------


def test_a_day_of_each_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "july 4th orders every year",
        "SELECT year(ordered_at), COUNT(*) FROM orders WHERE month(ordered_at) = 7 AND day(ordered_at) = 4 "
        "GROUP BY 1",
    )
    check(
        planner,
        con,
        "items sold in february, per year",
        "SELECT year(ordered_at), COUNT(*) FROM order_items WHERE month(ordered_at) = 2 GROUP BY 1",
    )


def test_every_public_holiday_of_a_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    from askdata_app.agent.offline.occasions import public_holidays

    days = public_holidays(2018)
    assert date(2018, 12, 25) in days and date(2018, 11, 22) in days and len(days) >= 10
    listed = ", ".join(f"DATE '{d.isoformat()}'" for d in days)
    check(
        planner,
        con,
        "revenue on public holidays in 2018",
        f"SELECT SUM(product_price) FROM order_items WHERE CAST(ordered_at AS DATE) IN ({listed})",
    )
    assert isinstance(planner.plan("orders on bank holidays"), AskPlan)  # which year?


def test_holidays_as_observed() -> None:
    from askdata_app.agent.offline.occasions import public_holidays

    days = public_holidays(2020)  # July 4th 2020 was a Saturday: the day off was Friday the 3rd
    assert date(2020, 7, 3) in days and date(2020, 7, 4) not in days


# ---- members no measure reaches, ranked by their own price or cost ----------------------------------


def test_members_ranked_by_their_own_cost(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "which is our priciest ingredient?")
    rows = con.execute(plan.sql).fetchall()
    top = con.execute("SELECT MAX(supply_cost) FROM supplies").fetchall()[0][0]
    assert len(rows) == 1 and top in rows[0], (plan.sql, rows)
    plan = sql_plan(planner, "the 5 cheapest supplies")
    rows = con.execute(plan.sql).fetchall()
    assert len(rows) == 5 and "ASC" in plan.sql.upper(), plan.sql


def test_what_goes_into_a_member(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    for question in ("what goes into the mel-bun?", "what is in the nutellaquent"):
        plan = sql_plan(planner, question)
        rows = con.execute(plan.sql).fetchall()
        name = "mel-bun" if "mel-bun" in question else "nutellaquent"
        gold = con.execute(
            "SELECT DISTINCT s.supply_name FROM supplies s JOIN products p USING (product_id) "
            f"WHERE p.product_name = '{name}'"
        ).fetchall()
        assert {r[-1] for r in rows} == {g[0] for g in gold}, (plan.sql, rows)


def test_a_follow_up_that_only_sorts(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "sorted lowest first", context=["items sold by store in 2019"])
    rows = con.execute(plan.sql).fetchall()
    gold = con.execute(
        "SELECT l.location_name, COUNT(*) n FROM order_items i JOIN orders o USING (order_id) "
        "JOIN locations l USING (location_id) WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY n"
    ).fetchall()
    assert same_result(gold, rows, ordered=True), (plan.sql, rows)


# ---- the earliest and latest dates of a fact --------------------------------------------------------


def test_first_and_last_dates(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "when did we sell our earliest item?",  # "when": the moment (round 9), "date": the day
        "SELECT MIN(ordered_at) FROM order_items",
    )
    check(
        planner,
        con,
        "the most recent order date for each location",
        "SELECT l.location_name, CAST(MAX(o.ordered_at) AS DATE) FROM orders o JOIN locations l "
        "USING (location_id) GROUP BY 1",
    )
    check(
        planner,
        con,
        "earliest and latest dates in the orders data",
        "SELECT CAST(MIN(ordered_at) AS DATE), CAST(MAX(ordered_at) AS DATE) FROM orders",
    )
    check(  # a period, not a date: "the last month" stays a range, the data's latest month (r31m)
        planner,
        con,
        "orders in the last month",
        "SELECT COUNT(*) FROM orders "
        "WHERE ordered_at >= DATE '2019-12-01' AND ordered_at < DATE '2020-01-01'",
    )
