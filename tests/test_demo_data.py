"""Tests for the Jaffle Shop demo database (askdata_app/data/demo.py), against real DuckDB files."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest

from askdata_app.data.demo import PERIOD_END, PERIOD_START, TABLES, ensure_demo_database

EXPECTED_COLUMNS: dict[str, list[str]] = {
    "locations": ["location_id", "location_name", "tax_rate", "opened_at"],
    "customers": [
        "customer_id",
        "customer_name",
        "count_lifetime_orders",
        "first_ordered_at",
        "last_ordered_at",
        "lifetime_spend_pretax",
        "lifetime_spend",
        "customer_type",
    ],
    "products": [
        "product_id",
        "product_name",
        "product_type",
        "product_description",
        "product_price",
        "is_food_item",
        "is_drink_item",
    ],
    "orders": [
        "order_id",
        "location_id",
        "customer_id",
        "order_total",
        "tax_paid",
        "ordered_at",
        "is_food_order",
        "is_drink_order",
        "order_cost",
    ],
    "order_items": [
        "order_item_id",
        "order_id",
        "product_id",
        "product_price",
        "supply_cost",
        "is_food_item",
        "is_drink_item",
        "ordered_at",
    ],
    "supplies": ["supply_id", "product_id", "supply_name", "supply_cost", "is_perishable_supply"],
    "metricflow_time_spine": ["date_day"],
}
PRIMARY_KEYS = {
    "locations": "location_id",
    "customers": "customer_id",
    "products": "product_id",
    "orders": "order_id",
    "order_items": "order_item_id",
    "supplies": "supply_id",
    "metricflow_time_spine": "date_day",
}


@pytest.fixture(scope="module")
def con(demo_db_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    connection = duckdb.connect(str(demo_db_path), read_only=True)
    yield connection
    connection.close()


def _scalar(con: duckdb.DuckDBPyConnection, sql: str) -> object:
    row = con.execute(sql).fetchone()
    assert row is not None
    return row[0]


def _checksums(path: Path) -> dict[str, str]:
    """An md5 per table over every row rendered as text, in primary-key order."""
    with duckdb.connect(str(path), read_only=True) as c:
        return {
            table: str(
                _scalar(
                    c,
                    f"SELECT md5(string_agg(CAST(t AS VARCHAR), chr(10) ORDER BY {PRIMARY_KEYS[table]})) "
                    f"FROM {table} AS t",
                )
            )
            for table in TABLES
        }


def test_tables_and_columns_exactly(con: duckdb.DuckDBPyConnection) -> None:
    rows = con.execute(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = 'main' ORDER BY table_name, ordinal_position"
    ).fetchall()
    actual: dict[str, list[str]] = {}
    for table, column in rows:
        actual.setdefault(table, []).append(column)
    assert actual == EXPECTED_COLUMNS


def test_primary_keys_declared(con: duckdb.DuckDBPyConnection) -> None:
    rows = con.execute(
        "SELECT table_name, constraint_column_names FROM duckdb_constraints() "
        "WHERE constraint_type = 'PRIMARY KEY'"
    ).fetchall()
    assert {table: cols for table, cols in rows} == {t: [c] for t, c in PRIMARY_KEYS.items()}


@pytest.mark.parametrize(
    ("table", "low", "high"),
    [
        ("locations", 6, 6),
        ("products", 10, 10),
        ("supplies", 20, 200),
        ("customers", 5_000, 30_000),
        ("orders", 50_000, 70_000),
        ("order_items", 100_000, 160_000),
    ],
)
def test_row_counts_in_range(con: duckdb.DuckDBPyConnection, table: str, low: int, high: int) -> None:
    count = _scalar(con, f"SELECT count(*) FROM {table}")
    assert isinstance(count, int)
    assert low <= count <= high


def test_locations_and_menu(con: duckdb.DuckDBPyConnection) -> None:
    names = {r[0] for r in con.execute("SELECT location_name FROM locations").fetchall()}
    assert names == {"Philadelphia", "Brooklyn", "Chicago", "San Francisco", "New Orleans", "Los Angeles"}
    assert _scalar(con, "SELECT count(DISTINCT opened_at) FROM locations") == 6
    opened_during = _scalar(con, "SELECT count(*) FROM locations WHERE opened_at > DATE '2018-01-01'")
    assert isinstance(opened_during, int) and opened_during >= 2
    menu = dict(con.execute("SELECT product_name, product_type FROM products").fetchall())
    for jaffle in ("nutellaquent", "doctor stew", "the krautback", "flame impala", "mel-bun"):
        assert menu[jaffle] == "jaffle"
    for drink in ("for richer or pourover", "vanilla ice", "adele-ade", "tangaroo", "chai and mighty"):
        assert menu[drink] == "beverage"
    assert (
        _scalar(
            con,
            "SELECT count(*) FROM products WHERE is_food_item <> (product_type = 'jaffle') "
            "OR is_drink_item <> (product_type = 'beverage')",
        )
        == 0
    )


def test_no_orders_before_a_store_opens_and_period_covered(con: duckdb.DuckDBPyConnection) -> None:
    early = _scalar(
        con,
        "SELECT count(*) FROM orders o JOIN locations l USING (location_id) WHERE o.ordered_at < l.opened_at",
    )
    assert early == 0
    first, last = con.execute("SELECT min(ordered_at), max(ordered_at) FROM orders").fetchone() or (
        None,
        None,
    )
    assert str(first).startswith("2018-01-01") and str(last).startswith("2019-12-31")
    assert _scalar(con, "SELECT count(DISTINCT location_id) FROM orders") == 6


def test_growth_is_visible(con: duckdb.DuckDBPyConnection) -> None:
    by_year = dict(con.execute("SELECT year(ordered_at), count(*) FROM orders GROUP BY 1").fetchall())
    assert by_year[2019] > by_year[2018] * 1.2


def test_order_totals_are_subtotal_plus_tax(con: duckdb.DuckDBPyConnection) -> None:
    mismatches = _scalar(
        con,
        """
        WITH items AS (
            SELECT order_id, sum(product_price) AS subtotal, sum(supply_cost) AS cost,
                   bool_or(is_food_item) AS food, bool_or(is_drink_item) AS drink
            FROM order_items GROUP BY order_id
        )
        SELECT count(*) FROM orders o
        JOIN items i USING (order_id)
        JOIN locations l USING (location_id)
        WHERE o.order_total <> i.subtotal + o.tax_paid
           OR abs(o.tax_paid - i.subtotal * l.tax_rate) > 0.005
           OR o.order_cost <> i.cost
           OR o.is_food_order <> i.food
           OR o.is_drink_order <> i.drink
        """,
    )
    assert mismatches == 0
    assert (
        _scalar(con, "SELECT count(*) FROM orders WHERE order_id NOT IN (SELECT order_id FROM order_items)")
        == 0
    )


def test_items_match_products_and_supplies(con: duckdb.DuckDBPyConnection) -> None:
    mismatches = _scalar(
        con,
        """
        WITH cost AS (SELECT product_id, sum(supply_cost) AS unit_cost FROM supplies GROUP BY product_id)
        SELECT count(*) FROM order_items i
        JOIN products p USING (product_id)
        JOIN cost c USING (product_id)
        JOIN orders o USING (order_id)
        WHERE i.product_price <> p.product_price OR i.supply_cost <> c.unit_cost
           OR i.is_food_item <> p.is_food_item OR i.is_drink_item <> p.is_drink_item
           OR i.ordered_at <> o.ordered_at
        """,
    )
    assert mismatches == 0
    per_product = _scalar(con, "SELECT min(n) FROM (SELECT count(*) AS n FROM supplies GROUP BY product_id)")
    assert isinstance(per_product, int) and per_product >= 2


def test_customer_aggregates_match_orders(con: duckdb.DuckDBPyConnection) -> None:
    mismatches = _scalar(
        con,
        """
        WITH agg AS (
            SELECT customer_id, count(*) AS n, min(ordered_at) AS first_at, max(ordered_at) AS last_at,
                   sum(order_total - tax_paid) AS pretax, sum(order_total) AS total
            FROM orders GROUP BY customer_id
        )
        SELECT count(*) FROM customers c FULL JOIN agg a USING (customer_id)
        WHERE a.n IS DISTINCT FROM c.count_lifetime_orders
           OR a.first_at IS DISTINCT FROM c.first_ordered_at
           OR a.last_at IS DISTINCT FROM c.last_ordered_at
           OR a.pretax IS DISTINCT FROM c.lifetime_spend_pretax
           OR a.total IS DISTINCT FROM c.lifetime_spend
           OR c.customer_type IS DISTINCT FROM CASE WHEN a.n = 1 THEN 'new' ELSE 'returning' END
        """,
    )
    assert mismatches == 0
    types = dict(con.execute("SELECT customer_type, count(*) FROM customers GROUP BY 1").fetchall())
    assert set(types) == {"new", "returning"}


def test_weekday_and_hour_patterns(con: duckdb.DuckDBPyConnection) -> None:
    hours = dict(con.execute("SELECT hour(ordered_at), count(*) FROM orders GROUP BY 1").fetchall())
    assert min(hours) >= 7 and max(hours) <= 21
    assert hours[12] > 2 * hours[21]
    weekday = dict(con.execute("SELECT isodow(ordered_at), count(*) FROM orders GROUP BY 1").fetchall())
    assert weekday[5] > weekday[7]


def test_builds_are_identical(demo_db_path: Path, tmp_path: Path) -> None:
    other = ensure_demo_database(tmp_path / "again" / "jaffle_shop.duckdb")
    assert other != demo_db_path
    first, second = _checksums(demo_db_path), _checksums(other)
    assert set(first) == set(TABLES)
    assert first == second


def test_existing_file_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "jaffle_shop.duckdb"
    with duckdb.connect(str(path)) as c:
        c.execute("CREATE TABLE marker (x INTEGER)")
    assert ensure_demo_database(path) == path
    with duckdb.connect(str(path), read_only=True) as c:
        assert [r[0] for r in c.execute("SHOW TABLES").fetchall()] == ["marker"]


_CONCURRENT_SCRIPT = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    import askdata_app.data.demo as demo

    target, marker = Path(sys.argv[1]), Path(sys.argv[2])
    real_build = demo.build_demo_database

    def counting_build(path):
        with open(marker, "a") as f:
            f.write("built\\n")
        real_build(path)

    demo.build_demo_database = counting_build
    print(demo.ensure_demo_database(target))
    """
)


def test_concurrent_ensure_builds_once(tmp_path: Path) -> None:
    target = tmp_path / "shared" / "jaffle_shop.duckdb"
    marker = tmp_path / "builds.txt"
    root = Path(__file__).resolve().parents[1]
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _CONCURRENT_SCRIPT, str(target), str(marker)],
            cwd=root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    outputs = [p.communicate(timeout=120) for p in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
        assert out.strip() == str(target)
    assert marker.read_text().splitlines() == ["built"]
    leftovers = sorted(p.name for p in target.parent.iterdir())
    assert leftovers == ["jaffle_shop.duckdb", "jaffle_shop.duckdb.lock"]
    with duckdb.connect(str(target), read_only=True) as c:
        assert _scalar(c, "SELECT count(*) FROM orders") == _scalar(
            c, "SELECT count(DISTINCT order_id) FROM orders"
        )


def test_time_spine_covers_the_data_days_exactly(con: duckdb.DuckDBPyConnection) -> None:
    first, last, days = con.execute(
        "SELECT min(date_day), max(date_day), count(DISTINCT date_day) FROM metricflow_time_spine"
    ).fetchone()
    data_first, data_last = con.execute(
        "SELECT min(ordered_at)::DATE, max(ordered_at)::DATE FROM orders"
    ).fetchone()
    assert first <= data_first and last >= data_last
    assert (first, last) == (PERIOD_START, PERIOD_END)
    assert days == (last - first).days + 1
