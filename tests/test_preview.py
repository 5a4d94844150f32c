"""Impact previews on real DuckDB, SQLite, PostgreSQL and MariaDB: what a query reads, the engine's estimate
and the badges, all without running the query."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from askdata_app.data.preview import ImpactPreviewer
from askdata_app.data.source import DataSource, QueryError

ROWS = 1000
LARGE = 500  # the tests' "large table" threshold (the shop's big table has 1,000 rows)
SCHEMA = [
    "CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(50), email VARCHAR(80), "
    "segment VARCHAR(20))",
    "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, amount DECIMAL(10,2), "
    "status VARCHAR(20))",
]
ALL_ORDER_COLUMNS = ["amount", "customer_id", "id", "status"]
# Would run for hours (10^12 row combinations): a preview that executed it would hit the source's timeout.
ENDLESS = "SELECT count(*) AS n FROM orders a, orders b, orders c, orders d"


def build(url: str) -> None:
    engine = sa.create_engine(url)
    try:
        with engine.begin() as conn:
            for ddl in SCHEMA:
                conn.exec_driver_sql(ddl)
            conn.execute(
                sa.text("INSERT INTO customers VALUES (:i, :n, :e, :s)"),
                [
                    {"i": i, "n": f"c{i}", "e": f"c{i}@x.test", "s": "pro" if i % 2 else "home"}
                    for i in range(1, 21)
                ],
            )
            conn.execute(
                sa.text("INSERT INTO orders VALUES (:i, :c, :a, :s)"),
                [
                    {"i": i, "c": i % 20 + 1, "a": i * 1.5, "s": "open" if i % 3 else "done"}
                    for i in range(1, ROWS + 1)
                ],
            )
        with engine.connect() as conn:
            if url.startswith("postgresql"):
                conn.exec_driver_sql("ANALYZE")
            elif url.startswith("mysql"):
                conn.exec_driver_sql("ANALYZE TABLE customers, orders")
            conn.commit()
    finally:
        engine.dispose()


BACKENDS = [
    "duckdb",
    pytest.param("postgres", marks=pytest.mark.services),
    pytest.param("mysql", marks=pytest.mark.services),
]


@pytest.fixture
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    backend = request.param
    if backend == "duckdb":
        url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    elif backend == "sqlite":
        url = f"sqlite:///{tmp_path / 'shop.db'}"
    elif backend == "postgres":
        url = request.getfixturevalue("postgres_url")
    else:
        url = request.getfixturevalue("mysql_url")
    build(url)
    return url


@pytest.fixture
def source(db_url: str) -> Iterator[DataSource]:
    ds = DataSource.from_url(db_url, timeout_s=3)
    yield ds
    ds.close()


def previewer(source: DataSource) -> ImpactPreviewer:
    return ImpactPreviewer(source, sensitive_columns=["customers.email"], large_table_rows=LARGE)


engines = pytest.mark.parametrize("db_url", BACKENDS, indirect=True)

READS = [
    pytest.param(
        "SELECT c.name, SUM(o.amount) AS total FROM orders o JOIN customers c ON c.id = o.customer_id "
        "WHERE o.status = 'open' GROUP BY c.name",
        {"customers": ["id", "name"], "orders": ["amount", "customer_id", "status"]},
        id="join",
    ),
    pytest.param(
        "WITH spend AS (SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id) "
        "SELECT c.segment, AVG(s.total) AS avg_total FROM spend s JOIN customers c ON c.id = s.customer_id "
        "GROUP BY c.segment",
        {"customers": ["id", "segment"], "orders": ["amount", "customer_id"]},
        id="cte",
    ),
    pytest.param(
        "SELECT id, amount FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE segment = 'pro') "
        "AND amount > (SELECT AVG(amount) FROM orders) LIMIT 10",
        {"customers": ["id", "segment"], "orders": ["amount", "customer_id", "id"]},
        id="subqueries",
    ),
    pytest.param(
        "SELECT id, RANK() OVER (PARTITION BY customer_id ORDER BY amount DESC) AS r FROM orders LIMIT 5",
        {"orders": ["amount", "customer_id", "id"]},
        id="window",
    ),
    pytest.param("SELECT * FROM orders LIMIT 3", {"orders": ALL_ORDER_COLUMNS}, id="select-star"),
    pytest.param(
        "SELECT o.id FROM orders o WHERE EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id "
        "AND c.segment = 'home') LIMIT 5",
        {"customers": ["id", "segment"], "orders": ["customer_id", "id"]},
        id="correlated",
    ),
]


@engines
@pytest.mark.parametrize(("sql", "expected"), READS)
def test_tables_and_columns_read(source: DataSource, sql: str, expected: dict[str, list[str]]) -> None:
    preview = previewer(source).preview(sql)
    assert preview["error"] == ""
    assert preview["columns"] == expected
    assert preview["tables"] == sorted(expected)
    assert preview["columns_known"] is True
    assert preview["estimate"] is not None and preview["estimate"]["rows"] is not None


@engines
def test_estimates_and_badges(source: DataSource) -> None:
    p = previewer(source)
    unlimited = p.preview("SELECT * FROM orders")
    kinds = {b["kind"] for b in unlimited["badges"]}
    assert "no_limit_large_table" in kinds and "full_scan" in kinds
    assert unlimited["estimate"] is not None
    rows = unlimited["estimate"]["rows"]
    assert rows is not None and ROWS / 3 < rows < ROWS * 3, rows
    if source.dialect == "postgres":
        assert unlimited["estimate"]["cost"] is not None
    small = p.preview("SELECT id, name FROM customers WHERE segment = 'pro'")
    assert small["badges"] == []
    limited = p.preview("SELECT id FROM orders LIMIT 10")
    assert "no_limit_large_table" not in {b["kind"] for b in limited["badges"]}
    crossed = p.preview("SELECT c.name, o.id FROM customers c CROSS JOIN orders o LIMIT 5")
    assert "cross_join" in {b["kind"] for b in crossed["badges"]}
    joined = p.preview("SELECT c.name, o.id FROM customers c, orders o WHERE c.id = o.customer_id LIMIT 5")
    assert "cross_join" not in {b["kind"] for b in joined["badges"]}
    pii = p.preview(
        "SELECT segment, COUNT(*) AS n FROM customers WHERE email LIKE '%x.test' GROUP BY segment"
    )
    assert pii["sensitive"] == ["customers.email"]
    assert "sensitive" in {b["kind"] for b in pii["badges"]}
    star = p.preview("SELECT * FROM customers")
    assert star["sensitive"] == ["customers.email"], "SELECT * reads the sensitive column too"


@engines
def test_a_preview_never_runs_the_query(source: DataSource) -> None:
    started = time.monotonic()
    preview = previewer(source).preview(ENDLESS)
    assert preview["error"] == "" and preview["estimate"] is not None
    assert time.monotonic() - started < 3, "planning is instant; running it would take hours"
    # Positive control: running the same statement does hit the 3 s timeout.
    with pytest.raises(QueryError):
        source.execute(ENDLESS)


def _scans_once_others_left(admin: sa.Engine, table: str) -> int:
    """Scans counted on ``table`` once every other session on the database has ended (a backend writes its
    statistics before it leaves ``pg_stat_activity``)."""
    with admin.connect() as conn:
        for _ in range(200):
            others = conn.exec_driver_sql(
                "SELECT count(*) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            ).scalar_one()
            if not others:
                break
            time.sleep(0.05)
        conn.exec_driver_sql("SELECT pg_stat_clear_snapshot()")
        return int(
            conn.exec_driver_sql(
                "SELECT seq_scan + COALESCE(idx_scan, 0) FROM pg_stat_user_tables WHERE relname = %s",
                (table,),
            ).scalar_one()
        )


@pytest.mark.services
@pytest.mark.parametrize("db_url", ["postgres"], indirect=True)
def test_postgres_statistics_show_no_execution(db_url: str, source: DataSource) -> None:
    """PostgreSQL counts every scan of a table: a plain EXPLAIN adds none, the control's execution one."""
    sql = "SELECT name FROM customers WHERE segment = 'pro'"
    admin = sa.create_engine(db_url, poolclass=sa.pool.NullPool)
    try:
        before = _scans_once_others_left(admin, "customers")
        preview = previewer(source).preview(sql)
        assert preview["estimate"] is not None and preview["tables"] == ["customers"]
        source.close()
        assert _scans_once_others_left(admin, "customers") == before, "the preview ran the query"
        source.execute(sql)  # the positive control: one execution, one scan
        source.close()
        assert _scans_once_others_left(admin, "customers") == before + 1
    finally:
        admin.dispose()


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_sqlite_says_it_has_no_estimate(source: DataSource) -> None:
    preview = previewer(source).preview("SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id")
    assert preview["estimate"] is None
    assert any("SQLite gives no row estimate" in n for n in preview["notes"])
    assert preview["columns"]["customers"] == ["email", "id", "name", "segment"]
    assert preview["sensitive"] == ["customers.email"]


@engines
def test_refused_and_unknown(source: DataSource) -> None:
    p = previewer(source)
    refused = p.preview("DELETE FROM orders")
    assert refused["error"].startswith("Refused") and refused["estimate"] is None
    analyze = p.preview("EXPLAIN ANALYZE SELECT * FROM orders")
    assert analyze["error"] and analyze["estimate"] is None
    unknown = p.preview("SELECT nope FROM orders")
    assert unknown["columns_known"] is False and unknown["error"] == ""


def test_explain_refuses_analyze_prefix(tmp_path: Path) -> None:
    from askdata_app.data.guard import UnsafeQueryError

    url = f"duckdb:///{tmp_path / 'x.duckdb'}"
    build(url)
    with DataSource.from_url(url) as ds:
        with pytest.raises(UnsafeQueryError):
            ds.explain("SELECT 1", "EXPLAIN ANALYZE")
        with pytest.raises(UnsafeQueryError):
            ds.explain("DELETE FROM orders", "EXPLAIN")
        assert ds.explain("SELECT id FROM orders", "EXPLAIN")
