"""The offline analyst's planner on the demo shop: real semantic layer, real DuckDB file."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import duckdb
import pytest
import sqlglot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from askdata_app.data.semantic import load_semantic_layer
from askdata_app.eval.compare import same_result
from askdata_app.settings import DEMO_SEMANTIC_DIR

ORDERS_BY_STORE = "FROM orders o JOIN locations l USING (location_id)"
# The demo follows dbt's Jaffle Shop: revenue is the items' product prices, before tax (order_total has tax).
ITEMS_BY_STORE = "FROM order_items i JOIN orders o USING (order_id) JOIN locations l USING (location_id)"
REVENUE_BY_STORE = f"SELECT l.location_name, SUM(i.product_price) {ITEMS_BY_STORE} GROUP BY 1"


@pytest.fixture(scope="module")
def con(demo_db_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    conn = duckdb.connect(str(demo_db_path), read_only=True)
    yield conn
    conn.close()


@pytest.fixture(scope="module")
def layer() -> Any:
    return load_semantic_layer(DEMO_SEMANTIC_DIR)


@pytest.fixture(scope="module")
def planner(layer: Any, con: duckdb.DuckDBPyConnection) -> Planner:
    return Planner(layer, run_query=lambda sql: con.execute(sql).fetchall())


def sql_plan(planner: Planner, question: str, **kw: Any) -> SqlPlan:
    plan = planner.plan(question, **kw)
    assert isinstance(plan, SqlPlan), f"{question!r} -> {plan}"
    return plan


def rows(con: duckdb.DuckDBPyConnection, sql: str) -> list[tuple[Any, ...]]:
    return con.execute(sql).fetchall()


def answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, **kw: Any) -> bool:
    plan = sql_plan(planner, question, **kw)
    return same_result(rows(con, gold), rows(con, plan.sql))


def test_revenue_by_store(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "revenue by store")
    assert plan.chart == "bar"
    assert plan.x == "location_name"
    assert plan.y == "revenue"
    assert "revenue" in plan.understood and "sum of product_price" in plan.understood
    assert same_result(rows(con, REVENUE_BY_STORE), rows(con, plan.sql))


@pytest.mark.parametrize("question", ["sales per shop", "Revenue for each location", "turnover by branch"])
def test_synonyms(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> None:
    assert answers(planner, con, question, REVENUE_BY_STORE)


def test_typos_in_measure_and_dimension(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    assert answers(planner, con, "revnue by stor", REVENUE_BY_STORE)


@pytest.mark.parametrize("typed", ["Philadelpia", "philadelphia", "PHILADELPHIA", "philly delphia"])
def test_value_filters_are_case_and_typo_tolerant(planner: Planner, typed: str) -> None:
    plan = planner.plan(f"orders in {typed}")
    assert isinstance(plan, SqlPlan)
    assert "'Philadelphia'" in plan.sql
    if typed == "philly delphia":  # two words that sound as a store: read so, and the answer says it
        assert "'philly delphia' read as 'philadelphia'" in plan.understood


def test_initials_name_a_value(planner: Planner) -> None:
    assert "'Los Angeles'" in sql_plan(planner, "LA revenue by quarter").sql


@pytest.mark.parametrize(
    ("question", "where"),
    [
        ("revenue in Q3 2019", "ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'"),
        ("revenue in March 2019", "ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'"),
        (
            "revenue between 2019-01-01 and 2019-03-31",
            "ordered_at >= '2019-01-01' AND ordered_at < '2019-04-01'",
        ),
        ("revenue since June 2019", "ordered_at >= '2019-06-01'"),
        ("revenue last year", "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"),
        ("revenue this year", "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"),
        ("revenue in the last 3 months", "ordered_at >= '2019-10-01' AND ordered_at < '2020-01-01'"),
        ("revenue for the first half of 2019", "ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01'"),
        ("revenue from jan 2019 to march 2019", "ordered_at >= '2019-01-01' AND ordered_at < '2019-04-01'"),
    ],
)
def test_time_ranges(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, where: str) -> None:
    assert answers(planner, con, question, f"SELECT SUM(product_price) FROM order_items WHERE {where}")


GRAINS = [("revenue by month", "month"), ("monthly revenue", "month"), ("orders per quarter", "quarter"),
          ("weekly orders", "week")]  # fmt: skip


@pytest.mark.parametrize(("question", "grain"), GRAINS)
def test_time_grains(planner: Planner, question: str, grain: str) -> None:
    plan = sql_plan(planner, question)
    assert f"DATE_TRUNC('{grain.upper()}'" in plan.sql
    assert plan.chart == "line"
    assert plan.x == grain


def test_top_and_bottom_n_are_ordered(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    top = rows(con, sql_plan(planner, "top 3 products by revenue").sql)
    assert len(top) == 3
    assert [r[-1] for r in top] == sorted((r[-1] for r in top), reverse=True)
    bottom = rows(con, sql_plan(planner, "bottom 2 stores by orders in 2019").sql)
    assert len(bottom) == 2 and bottom[0][-1] <= bottom[1][-1]
    best = rows(con, sql_plan(planner, "which store had the most revenue?").sql)
    assert len(best) == 1 and best[0][0] == "Brooklyn"


def test_share_of_total_is_a_fraction(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "share of revenue by store")
    assert plan.y == "revenue_share"
    assert plan.chart == "pie"
    result = rows(con, plan.sql)
    assert sum(float(r[-1]) for r in result) == pytest.approx(1.0)
    subset = sql_plan(planner, "what percent of orders include a drink?")
    gold = "SELECT 1.0 * COUNT(*) FILTER (WHERE is_drink_order) / COUNT(*) FROM orders"
    assert same_result(rows(con, gold), rows(con, subset.sql))


def test_joins_follow_entities(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "product revenue by store")
    assert "JOIN orders" in plan.sql and "JOIN locations" in plan.sql
    gold = """SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)
              JOIN locations l ON o.location_id = l.location_id GROUP BY 1"""
    assert same_result(rows(con, gold), rows(con, plan.sql))
    by_type = (
        "SELECT p.product_type, COUNT(*) FROM order_items i JOIN products p USING (product_id) GROUP BY 1"
    )
    assert answers(planner, con, "items sold by product type", by_type)


def test_revenue_reaches_products_and_order_total_does_not(planner: Planner) -> None:
    # dbt's Jaffle Shop puts revenue on the order items, so it splits by product directly; order_total is
    # per order and cannot be split by product.
    plan = sql_plan(planner, "revenue by product")
    assert "product_price" in plan.sql and "product_name" in plan.sql
    out_of_reach = planner.plan("order total by product")
    assert isinstance(out_of_reach, UnknownPlan) and "cannot be related" in out_of_reach.message


def test_metric_filters_and_derived_metrics(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    food = f"SELECT l.location_name, COUNT(*) {ORDERS_BY_STORE} WHERE o.is_food_order GROUP BY 1"
    assert answers(planner, con, "food orders by store", food)
    margin = (
        "SELECT ((SELECT SUM(product_price) FROM order_items) - (SELECT SUM(order_cost) FROM orders)) "
        "/ (SELECT SUM(product_price) FROM order_items)"
    )
    assert answers(planner, con, "gross margin", margin)
    aov = f"SELECT l.location_name, SUM(o.order_total) / COUNT(*) {ORDERS_BY_STORE} GROUP BY 1"
    assert answers(planner, con, "aov by store", aov)
    rate = "SELECT COUNT(*) FILTER (WHERE customer_type = 'returning') / COUNT(*) FROM customers"
    assert answers(planner, con, "returning customer rate", rate)


def test_averages_per_group_and_per_period(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    daily = (
        "SELECT AVG(r) FROM (SELECT CAST(ordered_at AS DATE), SUM(product_price) r "
        "FROM order_items GROUP BY 1)"
    )
    assert answers(planner, con, "average daily revenue", daily)
    per_customer = (
        "SELECT SUM(i.product_price) / COUNT(DISTINCT o.customer_id) "
        "FROM order_items i JOIN orders o USING (order_id)"
    )
    assert answers(planner, con, "average revenue per customer", per_customer)


def test_counts(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    assert rows(con, sql_plan(planner, "how many stores do we have?").sql) == [(6,)]
    by_store = f"SELECT l.location_name, COUNT(DISTINCT o.customer_id) {ORDERS_BY_STORE} GROUP BY 1"
    assert answers(planner, con, "active customers by store", by_store)


VAGUE = ["how did we do?", "how are we performing by store?", "show me the trend", "compare the stores",
         "which month was the best?"]  # fmt: skip


@pytest.mark.parametrize("question", VAGUE)
def test_asks_for_a_measure(planner: Planner, question: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, AskPlan), plan
    assert plan.choices[:2] == ("Revenue", "Orders")


def test_ask_back_offers_measures_that_fit_the_grouping(planner: Planner) -> None:
    plan = planner.plan("top products")
    assert isinstance(plan, AskPlan)
    assert plan.question.startswith("Rank")
    assert (
        "Revenue" in plan.choices and "Order total" not in plan.choices
    )  # order_total cannot reach products


def test_asks_which_year(planner: Planner) -> None:
    plan = planner.plan("revenue in march")
    assert isinstance(plan, AskPlan)
    assert plan.choices == ("March 2018", "March 2019")


UNKNOWN = [
    ("revenue by weather", "weather"),
    ("blorp the flibber", "blorp"),
    ("revenue per wombat", "wombat"),
]


@pytest.mark.parametrize(("question", "word"), UNKNOWN)
def test_unknown_words_are_named_not_guessed(planner: Planner, question: str, word: str) -> None:
    plan = planner.plan(question)
    assert isinstance(plan, UnknownPlan), plan
    assert f"'{word}'" in plan.message


def test_refinement_wins_over_the_question(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    refined = sql_plan(planner, "revenue by store in 2018", refinements=["no, only 2019 please"])
    direct = sql_plan(planner, "revenue by store in 2019")
    assert same_result(rows(con, direct.sql), rows(con, refined.sql))
    assert "2019" in refined.understood and "2018" not in refined.understood


def test_refinement_answers_a_clarifying_question(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    march = sql_plan(planner, "revenue in march", refinements=["March 2019"])
    gold = (
        "SELECT SUM(product_price) FROM order_items "
        "WHERE ordered_at >= '2019-03-01' AND ordered_at < '2019-04-01'"
    )
    assert same_result(rows(con, gold), rows(con, march.sql))
    year_only = sql_plan(planner, "revenue in march", refinements=["2019"])
    assert same_result(rows(con, gold), rows(con, year_only.sql))
    measure = sql_plan(planner, "how did we do by store?", refinements=["Revenue"])
    assert same_result(rows(con, REVENUE_BY_STORE), rows(con, measure.sql))


def test_refinement_adds_filters_and_grains(planner: Planner) -> None:
    plan = sql_plan(planner, "revenue", refinements=["only Brooklyn", "by month"])
    assert "'Brooklyn'" in plan.sql and "DATE_TRUNC('MONTH'" in plan.sql


def test_follow_up_questions_use_the_context(planner: Planner) -> None:
    plan = sql_plan(planner, "and by month?", context=["revenue in Brooklyn"])
    assert "'Brooklyn'" in plan.sql and "DATE_TRUNC('MONTH'" in plan.sql
    plan = sql_plan(planner, "only Chicago", context=["orders by quarter"])
    assert "'Chicago'" in plan.sql and "DATE_TRUNC('QUARTER'" in plan.sql
    fresh = sql_plan(planner, "items sold by product type", context=["revenue in Brooklyn"])
    assert "Brooklyn" not in fresh.sql


def test_explicit_chart_request_wins(planner: Planner) -> None:
    assert sql_plan(planner, "revenue per store as a pie chart").chart == "pie"
    assert sql_plan(planner, "revenue by month as a table").chart == "table"
    assert sql_plan(planner, "total revenue").chart == "value"


@pytest.mark.parametrize("dialect", ["postgres", "mysql", "sqlite"])
def test_other_dialects_parse(layer: Any, dialect: str) -> None:
    planner = Planner(layer, dialect=dialect)
    for question in ["revenue by store in 2019", "top 3 products by revenue", "share of revenue by store",
                     "gross margin by quarter", "average daily revenue"]:  # fmt: skip
        plan = planner.plan(question)
        assert isinstance(plan, SqlPlan), plan
        assert sqlglot.parse_one(plan.sql, read=dialect) is not None


def test_user_values_are_escaped(tmp_path: Path) -> None:
    db = tmp_path / "tiny.duckdb"
    with duckdb.connect(str(db)) as c:
        c.execute("CREATE TABLE shops (shop_id INT, shop_name VARCHAR)")
        c.execute("CREATE TABLE sales (sale_id INT, shop_id INT, amount DECIMAL(10,2), sold_at TIMESTAMP)")
        c.execute("INSERT INTO shops VALUES (1, 'Bob''s Diner'), (2, 'Main Street')")
        c.execute(
            "INSERT INTO sales VALUES (1, 1, 10, '2020-01-01'), (2, 2, 5, '2020-01-02'),"
            " (3, 1, 1, '2020-02-01')"
        )
    (tmp_path / "layer.yml").write_text(TINY_LAYER)
    with duckdb.connect(str(db), read_only=True) as c:
        planner = Planner(
            load_semantic_layer(tmp_path / "layer.yml"), run_query=lambda s: c.execute(s).fetchall()
        )
        plan = sql_plan(planner, "amount at bob's diner")
        assert "'Bob''s Diner'" in plan.sql
        assert float(c.execute(plan.sql).fetchall()[0][0]) == 11.0
        monthly = sql_plan(planner, "amount by month")
        assert len(c.execute(monthly.sql).fetchall()) == 2


TINY_LAYER = """
semantic_models:
  - name: sales
    model: ref('sales')
    defaults: {agg_time_dimension: sold_at}
    entities:
      - {name: sale, type: primary, expr: sale_id}
      - {name: shop, type: foreign, expr: shop_id}
    dimensions:
      - {name: sold_at, type: time, type_params: {time_granularity: day}}
    measures:
      - {name: amount, agg: sum, create_metric: true}
  - name: shops
    model: ref('shops')
    entities:
      - {name: shop, type: primary, expr: shop_id}
    dimensions:
      - {name: shop_name, type: categorical}
"""


def test_summary_has_the_numbers(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = sql_plan(planner, "revenue by store")
    cur = con.execute(plan.sql)
    result = cur.fetchall()
    text = planner.summarize(plan, [d[0] for d in cur.description], result, len(result))
    assert "Brooklyn" in text and "$310,044.00" in text and "%" in text
    total = sql_plan(planner, "how many orders in 2019")
    cur = con.execute(total.sql)
    result = cur.fetchall()
    assert "40,869" in planner.summarize(total, [d[0] for d in cur.description], result, 1)


def test_suggestions_are_answerable(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    suggested = planner.suggestions(4)
    assert len(suggested) == 4
    for question in suggested:
        assert rows(con, sql_plan(planner, question).sql)


def test_works_without_a_database(layer: Any) -> None:
    planner = Planner(layer)
    assert isinstance(planner.plan("revenue by month"), SqlPlan)
    assert isinstance(planner.plan("revenue in Brooklyn"), UnknownPlan)  # values unknown: never guess


def test_a_dimension_out_of_reach_is_said_not_guessed(planner: Planner) -> None:
    plan = planner.plan("average order value by product type")
    assert isinstance(plan, UnknownPlan)
    assert "cannot be related" in plan.message


def test_numeric_comparisons_filter_rows(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    assert answers(
        planner, con, "how many orders of $50 or more", "SELECT COUNT(*) FROM orders WHERE order_total >= 50"
    )
    many = "SELECT COUNT(*) FROM customers WHERE count_lifetime_orders > 10"
    assert answers(planner, con, "customers with more than 10 orders", many)
    plan = planner.plan("orders over 50")  # over 50 what? dollars, tax, cost ...
    assert isinstance(plan, AskPlan) and "order total" in plan.choices


_WORDS = """revenue orders customers stores products by per month year quarter week in 2019 2018 q3 march
top 5
bottom share of average median how many which list all brooklyn chicago drinks jaffles new returning and vs
compare growth cumulative daily since last this between 2019-01-01 2019-06-30 as pie chart excluding only tax
profit margin aov items sold units customer type the day of week percent best worst over $50 LA philadelpia
revnue xyzzy 'quote" ; drop table orders --"""
WORDS = _WORDS.split()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    question=st.lists(st.sampled_from(WORDS), min_size=1, max_size=8).map(" ".join),
    context=st.lists(st.lists(st.sampled_from(WORDS), max_size=4).map(" ".join), max_size=2),
    refinement=st.lists(st.sampled_from(WORDS), max_size=3).map(" ".join),
)
def test_any_question_gets_a_plan_whose_sql_runs(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, context: list[str], refinement: str
) -> None:
    plan = planner.plan(question, context=context, refinements=[refinement])
    assert isinstance(plan, SqlPlan | AskPlan | UnknownPlan)
    if isinstance(plan, SqlPlan):
        assert len(sqlglot.parse(plan.sql, read="duckdb")) == 1
        cur = con.execute(plan.sql)
        result = cur.fetchall()
        assert planner.summarize(plan, [d[0] for d in cur.description], result, len(result))


def test_a_filtered_count_after_from_is_a_segment(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = """SELECT SUM(i.product_price) FROM order_items i JOIN orders o USING (order_id)
              JOIN customers c USING (customer_id) WHERE c.customer_type = 'new'"""
    assert answers(planner, con, "revenue from new customers", gold)
    assert "customer_type = 'new'" in sql_plan(planner, "revenue from new customers").understood


def test_ranking_without_a_breakdown_asks_which(planner: Planner) -> None:
    plan = planner.plan("when do we get the most orders?")
    assert isinstance(plan, AskPlan)
    assert "by month" in plan.choices and "by store" in plan.choices
    answered = sql_plan(planner, "when do we get the most orders?", refinements=["by day of week"])
    assert "DAYNAME" in answered.sql and "LIMIT 1" in answered.sql


def test_an_average_of_a_count_asks_per_what(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    plan = planner.plan("average number of orders by store")
    assert isinstance(plan, AskPlan) and "per day" in plan.choices
    per_customer = sql_plan(planner, "average number of orders by store", refinements=["per customer"])
    gold = """SELECT location_name, AVG(n) FROM (SELECT l.location_name, o.customer_id, COUNT(*) AS n
              FROM orders o JOIN locations l USING (location_id) GROUP BY 1, 2) GROUP BY 1"""
    assert same_result(rows(con, gold), rows(con, per_customer.sql))
    per_day = sql_plan(planner, "average number of orders by store", refinements=["per day"])
    assert "DATE_TRUNC('DAY'" in per_day.sql


# ---- the same questions on SQLite, PostgreSQL and MariaDB ---------------------------------------------

CROSS_TABLES = {
    "locations": "location_id INTEGER, location_name VARCHAR(100), tax_rate DECIMAL(6, 4), opened_at DATE",
    "orders": "order_id INTEGER, location_id INTEGER, customer_id INTEGER, order_total DECIMAL(12, 2), "
    "tax_paid DECIMAL(12, 2), ordered_at TIMESTAMP, is_food_order BOOLEAN, is_drink_order BOOLEAN, "
    "order_cost DECIMAL(12, 2)",
    "order_items": "order_item_id INTEGER, order_id INTEGER, product_id INTEGER, "
    "product_price DECIMAL(12, 2), "
    "supply_cost DECIMAL(12, 2), is_food_item BOOLEAN, is_drink_item BOOLEAN, ordered_at TIMESTAMP",
}
CROSS_QUESTIONS = [
    "revenue by store in 2019", "revenue by month", "orders by quarter", "weekly orders in december 2019",
    "orders by day of week", "orders by hour of day", "share of revenue by store", "average daily revenue",
    "gross margin", "revenue growth by month", "cumulative revenue by month in 2019",
    "revenue in 2018 vs 2019",
    "top 3 stores by orders", "revenue in Philadelpia by year", "aov by store", "orders over $50 by store",
]  # fmt: skip


@pytest.fixture(scope="module")
def sample(demo_db_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    """Every 8th order of the demo shop (and all stores), in memory: small enough to copy to a server."""
    mem = duckdb.connect()
    mem.execute(f"ATTACH '{demo_db_path}' AS src (READ_ONLY)")
    mem.execute("CREATE TABLE locations AS SELECT * FROM src.locations")
    mem.execute("CREATE TABLE orders AS SELECT * FROM src.orders WHERE order_id % 8 = 0")
    mem.execute("CREATE TABLE order_items AS SELECT * FROM src.order_items WHERE order_id % 8 = 0")
    mem.execute("DETACH src")
    yield mem
    mem.close()


def _copy_rows(con: duckdb.DuckDBPyConnection, table: str) -> list[tuple[Any, ...]]:
    return con.execute(f"SELECT * FROM {table}").fetchall()


def _check_dialect(layer: Any, con: duckdb.DuckDBPyConnection, dialect: str, run: Any) -> None:
    here = Planner(layer, run_query=lambda sql: con.execute(sql).fetchall())
    there = Planner(layer, dialect=dialect, run_query=run)
    for question in CROSS_QUESTIONS:
        expected, got = here.plan(question), there.plan(question)
        assert isinstance(expected, SqlPlan) and isinstance(got, SqlPlan), (question, got)
        assert same_result(rows(con, expected.sql), run(got.sql)), (question, got.sql)
    assert isinstance(
        there.plan("median order value by store"), UnknownPlan if dialect != "postgres" else SqlPlan
    )


def test_plans_run_the_same_on_sqlite(layer: Any, sample: duckdb.DuckDBPyConnection, tmp_path: Path) -> None:
    con = sample
    import sqlite3

    lite = sqlite3.connect(tmp_path / "shop.sqlite")
    for table, columns in CROSS_TABLES.items():
        lite.execute(f"CREATE TABLE {table} ({columns})")
        data = [
            tuple(float(v) if isinstance(v, Decimal) else str(v) if isinstance(v, date) else v for v in r)
            for r in _copy_rows(con, table)
        ]
        lite.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(data[0]))})", data)
    _check_dialect(layer, con, "sqlite", lambda sql: lite.execute(sql).fetchall())


@pytest.mark.services
def test_plans_run_the_same_on_postgres(
    layer: Any, con: duckdb.DuckDBPyConnection, postgres_url: str
) -> None:
    import psycopg

    url = postgres_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(url, autocommit=True) as pg:
        for table, columns in CROSS_TABLES.items():
            pg.execute(f"CREATE TABLE {table} ({columns})")
            with pg.cursor().copy(f"COPY {table} FROM STDIN") as copy:
                for r in _copy_rows(con, table):
                    copy.write_row(r)
        _check_dialect(layer, con, "postgres", lambda sql: pg.execute(sql).fetchall())


@pytest.mark.services
def test_plans_run_the_same_on_mariadb(layer: Any, sample: duckdb.DuckDBPyConnection, mysql_url: str) -> None:
    con = sample
    import pymysql

    name = mysql_url.rsplit("/", 1)[1]
    my = pymysql.connect(
        host="127.0.0.1", port=3306, user="root", password="", database=name, autocommit=True
    )
    try:
        with my.cursor() as cur:
            for table, columns in CROSS_TABLES.items():
                cur.execute(f"CREATE TABLE {table} ({columns.replace('TIMESTAMP', 'DATETIME')})")
                data = _copy_rows(con, table)
                cur.executemany(f"INSERT INTO {table} VALUES ({', '.join(['%s'] * len(data[0]))})", data)

        def run(sql: str) -> list[tuple[Any, ...]]:
            with my.cursor() as cur:
                cur.execute(sql)
                return list(cur.fetchall())

        _check_dialect(layer, con, "mysql", run)
    finally:
        my.close()


@pytest.mark.parametrize("refinement", ["by month instead", "wrong, I meant by month", "just by month"])
def test_a_refinement_can_replace_the_breakdown(planner: Planner, refinement: str) -> None:
    plan = sql_plan(planner, "revenue by store", refinements=[refinement])
    assert "location_name" not in plan.sql and "DATE_TRUNC('MONTH'" in plan.sql


def test_follow_ups_swap_the_measure_or_add_a_period(planner: Planner) -> None:
    swapped = sql_plan(planner, "orders instead", context=["revenue by store"])
    assert "AS orders" in swapped.sql and "location_name" in swapped.sql
    both = sql_plan(planner, "compare that with 2018", context=["revenue in 2019"])
    assert "2018" in both.understood and "2019" in both.understood


def summary_of(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> str:
    plan = sql_plan(planner, question)
    cur = con.execute(plan.sql)
    result = cur.fetchall()
    return planner.summarize(plan, [d[0] for d in cur.description], result, len(result))


def test_summaries_say_numbers_the_way_people_do(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    assert summary_of(planner, con, "returning customer rate") == "Returning customer rate: 74.3%."
    assert "Jan 2018" in summary_of(planner, con, "orders by month")
    assert "Q2 2018" in summary_of(planner, con, "revenue growth by quarter")
    top = sql_plan(planner, "top 10 customers by revenue")
    assert top.x == "customer_name"
    assert summary_of(planner, con, "top 3 products by revenue").startswith(
        "Top 3 by revenue: nutellaquent ($"
    )


@pytest.mark.parametrize("question", ["how fast are we growing?", "rank the stores", "who is the best?"])
def test_more_vague_questions_ask_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan)


def test_which_n_ranks_that_many(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    result = rows(con, sql_plan(planner, "which two stores made the most money in 2018?").sql)
    gold = f"""SELECT l.location_name, SUM(i.product_price) AS r {ITEMS_BY_STORE}
               WHERE i.ordered_at >= '2018-01-01' AND i.ordered_at < '2019-01-01'
               GROUP BY 1 ORDER BY r DESC LIMIT 2"""
    assert same_result(rows(con, gold), result, ordered=True)


def test_growth_and_running_totals_default_to_months(planner: Planner) -> None:
    assert "revenue_growth_pct" in sql_plan(planner, "revenue growth").sql
    assert "DATE_TRUNC('MONTH'" in sql_plan(planner, "revenue growth").sql
    assert "DATE_TRUNC('DAY'" in sql_plan(planner, "cumulative orders in March 2019").sql


def test_cumulative_metrics_are_running_totals(
    layer: Any, con: duckdb.DuckDBPyConnection, tmp_path: Path
) -> None:
    extra = tmp_path / "extra.yml"
    extra.write_text(
        "metrics:\n"  # cumulative_revenue is the demo's own (dbt's Jaffle Shop defines it)
        "  - name: trailing_revenue\n    label: Trailing revenue\n    type: cumulative\n"
        "    type_params:\n      measure: order_total\n      window: 7 days\n"
    )
    import shutil

    folder = tmp_path / "layer"
    shutil.copytree(DEMO_SEMANTIC_DIR, folder)
    shutil.copy(extra, folder / "extra.yml")
    planner = Planner(load_semantic_layer(folder), run_query=lambda sql: con.execute(sql).fetchall())
    plan = sql_plan(planner, "cumulative revenue by month in 2019")
    result = rows(con, plan.sql)
    year = (
        "SELECT SUM(product_price) FROM order_items "
        "WHERE ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
    )
    assert len(result) == 12 and float(result[-1][-1]) == pytest.approx(float(rows(con, year)[0][0]))
    assert [float(r[-1]) for r in result] == sorted(float(r[-1]) for r in result)
    assert isinstance(planner.plan("trailing revenue by month"), UnknownPlan)


def test_a_layer_without_measures_says_so() -> None:
    from types import SimpleNamespace

    planner = Planner(SimpleNamespace(semantic_models=(), metrics=()))
    for question in ["revenue", "how did we do?", "top 5"]:
        plan = planner.plan(question)
        assert isinstance(plan, UnknownPlan) and "no measures" in plan.message
    assert planner.suggestions() == []


def test_seasons_ask_for_the_year_and_say_their_months(planner: Planner) -> None:
    plan = planner.plan("sales in spring")
    assert isinstance(plan, AskPlan) and plan.choices == ("Spring 2018", "Spring 2019")
    answered = sql_plan(planner, "sales in spring", refinements=["2019"])
    assert "March to May" in answered.understood
    assert "'2019-03-01'" in answered.sql and "'2019-06-01'" in answered.sql
