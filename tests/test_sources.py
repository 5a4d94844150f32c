"""DataSource on real DuckDB and SQLite files and real PostgreSQL and MariaDB servers.

Each test builds a small schema through a separate writable connection, then opens the read-only
DataSource on it.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import threading
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from askdata_app.data import source as source_module
from askdata_app.data.guard import UnsafeQueryError
from askdata_app.data.results import QueryResult
from askdata_app.data.source import ColumnInfo, DataSource, QueryError, UnknownTableError

ROWS = 12
SCHEMA = [
    "CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(50), city VARCHAR(50))",
    "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, amount DECIMAL(10, 2), "
    "status VARCHAR(20), order_date DATE, paid BOOLEAN, note VARCHAR(200))",
    "CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 50",
]
SLOW = {
    "duckdb": "SELECT count(*) FROM range(1000000000000) a",
    "sqlite": "WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) SELECT count(*) FROM r",
    "postgres": "SELECT count(*) FROM generate_series(1, 1000000000000) a",
    "mysql": "SELECT count(*) FROM information_schema.columns a, information_schema.columns b, "
    "information_schema.columns c, information_schema.columns d",
}
BACKENDS = [
    "duckdb",
    "sqlite",
    pytest.param("postgres", marks=pytest.mark.services),
    pytest.param("mysql", marks=pytest.mark.services),
]


def build(url: str) -> None:
    """The small schema, written through its own writable engine (closed afterwards)."""
    engine = sa.create_engine(url)
    try:
        with engine.begin() as conn:
            for ddl in SCHEMA:
                conn.exec_driver_sql(ddl)
            for i in range(1, 4):
                conn.execute(
                    sa.text("INSERT INTO customers VALUES (:i, :n, :c)"), {"i": i, "n": f"n{i}", "c": "Paris"}
                )
            for i in range(1, ROWS + 1):
                conn.execute(
                    sa.text("INSERT INTO orders VALUES (:i, :c, :a, :s, :d, :p, :n)"),
                    {
                        "i": i,
                        "c": i % 3 + 1,
                        "a": i * 7.25,
                        "s": "shipped" if i % 2 else "placed",
                        "d": f"2024-{i:02d}-01",
                        "p": i % 2 == 0,
                        "n": None if i % 3 else f"note {i}",
                    },
                )
    finally:
        engine.dispose()


def count_orders(url: str) -> int:
    connect_args = {"read_only": True} if url.startswith("duckdb") else {}
    engine = sa.create_engine(url, connect_args=connect_args)
    try:
        with engine.connect() as conn:
            return int(conn.exec_driver_sql("SELECT count(*) FROM orders").scalar_one())
    finally:
        engine.dispose()


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
def open_source() -> Iterator[Callable[..., DataSource]]:
    opened: list[DataSource] = []

    def _open(url: str, **kwargs: float) -> DataSource:
        ds = DataSource.from_url(url, **kwargs)  # type: ignore[arg-type]
        opened.append(ds)
        return ds

    yield _open
    for ds in opened:
        ds.close()


all_backends = pytest.mark.parametrize("db_url", BACKENDS, indirect=True)


@all_backends
def test_list_and_describe(db_url: str, open_source: Callable[..., DataSource]) -> None:
    ds = open_source(db_url)
    assert ds.test_connection() is None
    tables = ds.list_tables()
    assert {"customers", "orders", "big_orders"} <= set(tables)
    columns = ds.describe_table("orders")
    assert [c.name for c in columns] == [
        "id",
        "customer_id",
        "amount",
        "status",
        "order_date",
        "paid",
        "note",
    ]
    kinds = {c.name: c.kind for c in columns}
    assert kinds["id"] == "integer"
    assert kinds["amount"] == "number"
    assert kinds["status"] == "string"
    assert kinds["order_date"] == "date"
    assert all(isinstance(c, ColumnInfo) and c.type for c in columns)
    assert ds.describe_table("ORDERS")[0].name == "id"  # case-insensitive match
    with pytest.raises(UnknownTableError, match="orders"):
        ds.describe_table("order")


@all_backends
def test_execute_values_kinds_and_json_safe_pages(
    db_url: str, open_source: Callable[..., DataSource]
) -> None:
    ds = open_source(db_url)
    result = ds.execute(
        "SELECT id, amount, status, order_date, note FROM orders WHERE status LIKE '%ship%' ORDER BY id;"
    )
    assert result.columns == ["id", "amount", "status", "order_date", "note"]
    assert result.row_count == ROWS // 2 and not result.truncated
    assert result.kinds[:3] == ["integer", "number", "string"]
    assert result.elapsed_ms > 0
    assert not result.sql.endswith(";")
    rows = result.page(0, 2)
    assert rows[0] == {"id": 1, "amount": 7.25, "status": "shipped", "order_date": "2024-01-01", "note": None}
    assert result.page(5, 10)[0]["id"] == 11
    assert result.page(50, 10) == []
    preview = result.preview_for_model(3)
    json.dumps(preview)  # JSON-safe
    assert preview["row_count"] == ROWS // 2 and len(preview["rows"]) == 3
    assert preview["stats"]["id"] == {"nulls": 0, "min": 1, "max": 11, "mean": 6.0}
    assert preview["stats"]["status"]["distinct"] == 1
    assert preview["stats"]["note"]["nulls"] == 4


@all_backends
def test_truncation(db_url: str, open_source: Callable[..., DataSource]) -> None:
    small = open_source(db_url, max_rows=5)
    result = small.execute("SELECT id FROM orders ORDER BY id")
    assert result.truncated and result.row_count == 5
    assert result.sql == "SELECT id FROM orders ORDER BY id"  # the checked statement, not a driver rewrite
    assert [r["id"] for r in result.page(0, 10)] == [1, 2, 3, 4, 5]
    exact = open_source(db_url, max_rows=ROWS)
    result = exact.execute("SELECT id FROM orders")
    assert not result.truncated and result.row_count == ROWS


@all_backends
def test_timeout_stops_a_slow_query(db_url: str, open_source: Callable[..., DataSource]) -> None:
    ds = open_source(db_url, timeout_s=1)
    with pytest.raises(QueryError, match="limit and was stopped"):
        ds.execute(SLOW[ds.dialect])
    assert ds.execute("SELECT count(*) AS n FROM orders").page(0, 1) == [{"n": ROWS}]  # still usable


@all_backends
def test_writes_refused_by_guard_and_by_connection(
    db_url: str, open_source: Callable[..., DataSource], monkeypatch: pytest.MonkeyPatch
) -> None:
    ds = open_source(db_url)
    insert = "INSERT INTO orders (id, customer_id) VALUES (999, 1)"
    with pytest.raises(UnsafeQueryError):
        ds.execute(insert)
    monkeypatch.setattr(source_module, "ensure_safe", lambda sql, dialect: sql)  # bypass the guard
    for sql in (insert, "DELETE FROM orders", "UPDATE orders SET amount = 0", "DROP TABLE customers"):
        with pytest.raises(QueryError) as info:
            ds.execute(sql)
        if (
            ds.dialect != "postgres"
        ):  # PostgreSQL's server-side cursor refuses even earlier (DECLARE ... INSERT)
            assert "askdata only reads" in str(info.value)
    ds.close()
    assert count_orders(db_url) == ROWS


SIDE_EFFECT_FUNCTIONS = {
    "postgres": "CREATE FUNCTION add_order() RETURNS int LANGUAGE sql AS "
    "'INSERT INTO orders (id, customer_id) VALUES (999, 1) RETURNING id'",
    "mysql": "CREATE FUNCTION add_order() RETURNS INT MODIFIES SQL DATA BEGIN "
    "INSERT INTO orders (id, customer_id) VALUES (999, 1); RETURN 1; END",
}


@pytest.mark.services
@pytest.mark.parametrize("db_url", BACKENDS[2:], indirect=True)
def test_side_effect_function_passes_guard_but_connection_refuses(
    db_url: str, open_source: Callable[..., DataSource]
) -> None:
    """A user-defined function that writes looks like any SELECT to the guard; the connection stops it."""
    backend = "postgres" if db_url.startswith("postgresql") else "mysql"
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:
        conn.exec_driver_sql(SIDE_EFFECT_FUNCTIONS[backend])
    engine.dispose()
    ds = open_source(db_url)
    with pytest.raises(QueryError, match="askdata only reads"):
        ds.execute("SELECT add_order() AS x")
    ds.close()
    assert count_orders(db_url) == ROWS


@all_backends
def test_concurrent_execute_from_threads(db_url: str, open_source: Callable[..., DataSource]) -> None:
    ds = open_source(db_url)
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            for _ in range(8):
                result = ds.execute(f"SELECT count(*) AS n, {k} AS k FROM orders WHERE id > {k}")
                assert result.page(0, 1) == [{"n": ROWS - k, "k": k}]
        except BaseException as err:
            errors.append(err)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors, errors


@pytest.mark.parametrize("db_url", ["duckdb", "sqlite"], indirect=True)
def test_stream_csv_chunks_and_limits(
    db_url: str, open_source: Callable[..., DataSource], tmp_path: Path
) -> None:
    ds = open_source(db_url)
    out = tmp_path / "o.csv"
    assert ds.stream_csv("SELECT id, note, order_date FROM orders ORDER BY id", out) == ROWS
    rows = list(csv.reader(out.open()))
    assert (
        rows[0] == ["id", "note", "order_date"]
        and rows[1] == ["1", "", "2024-01-01"]
        and len(rows) == ROWS + 1
    )
    assert ds.stream_csv("SELECT id FROM orders ORDER BY id", out, include_header=False, max_rows=4) == 4
    assert out.read_text().split() == ["1", "2", "3", "4"]
    with pytest.raises(UnsafeQueryError):
        ds.stream_csv("DELETE FROM orders", tmp_path / "never.csv")
    assert not (tmp_path / "never.csv").exists()


def test_stream_csv_removes_partial_file_on_timeout(
    tmp_path: Path, open_source: Callable[..., DataSource]
) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    build(url)
    ds = open_source(url, timeout_s=1)
    out = tmp_path / "slow.csv"
    with pytest.raises(QueryError, match="stopped"):
        ds.stream_csv(SLOW["duckdb"], out)
    assert not out.exists()


MEMORY_PROBE = """
import json, resource, sys, tracemalloc
from pathlib import Path
from askdata_app.data.source import DataSource
ds = DataSource.from_url(sys.argv[1], timeout_s=120)
ds.execute("SELECT 1")  # warm up: connection open, modules loaded
sql = "SELECT i AS id, repeat('x', 100) || i AS name, i * 1.5 AS amount FROM range(1000000) t(i)"
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
tracemalloc.start()
rows = ds.stream_csv(sql, Path(sys.argv[2]))
peak = tracemalloc.get_traced_memory()[1]
growth = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) * 1024
print(json.dumps({"rows": rows, "traced_peak": peak, "rss_growth": growth}))
"""


def test_stream_csv_million_rows_bounded_memory(tmp_path: Path) -> None:
    """1M DuckDB rows to CSV in a fresh process: Python heap and resident memory stay far below the file."""
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    build(url)
    out = tmp_path / "big.csv"
    proc = subprocess.run(
        [sys.executable, "-c", MEMORY_PROBE, url, str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=Path(__file__).resolve().parents[1],
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    probe = json.loads(proc.stdout.strip().splitlines()[-1])
    size = out.stat().st_size
    assert probe["rows"] == 1_000_000
    with out.open() as fh:
        assert sum(1 for _ in fh) == 1_000_001
    assert size > 100_000_000
    assert probe["traced_peak"] < size / 100, probe
    assert probe["rss_growth"] < size / 4, probe


def test_stream_csv_row_path_bounded_memory(tmp_path: Path, open_source: Callable[..., DataSource]) -> None:
    """The generic fetchmany path (SQLite here) keeps only one chunk of rows in Python memory."""
    url = f"sqlite:///{tmp_path / 'shop.db'}"
    build(url)
    ds = open_source(url, timeout_s=120)
    ds.execute("SELECT 1")  # warm up: first connection and dialect set-up are not part of the stream
    out = tmp_path / "rows.csv"
    sql = (
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 100000) "
        f"SELECT i, 'customer {'x' * 100} ' || i AS name, i * 1.5 AS amount FROM r"
    )
    tracemalloc.start()
    try:
        written = ds.stream_csv(sql, out)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    size = out.stat().st_size
    assert written == 100_000 and size > 10_000_000
    assert peak < size / 5, f"peak {peak} bytes for a {size}-byte CSV"


def test_execute_keeps_memory_small_on_a_huge_result(
    tmp_path: Path, open_source: Callable[..., DataSource]
) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    build(url)
    ds = open_source(url, max_rows=1000)
    tracemalloc.start()
    try:
        result = ds.execute("SELECT i, 'x' || i AS s FROM range(50000000) t(i)")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert result.truncated and result.row_count == 1000
    assert peak < 20_000_000


def test_duckdb_connection_blocks_files_on_its_own(
    tmp_path: Path, open_source: Callable[..., DataSource], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    build(url)
    (tmp_path / "secret.csv").write_text("a\n1\n")
    ds = open_source(url)
    monkeypatch.setattr(source_module, "ensure_safe", lambda sql, dialect: sql)
    for sql in (
        f"SELECT * FROM read_csv('{tmp_path / 'secret.csv'}')",
        f"SELECT * FROM '{tmp_path / 'secret.csv'}'",
        f"COPY orders TO '{tmp_path / 'out.csv'}'",
        "SET lock_configuration = false",
        "SET enable_external_access = true",
    ):
        with pytest.raises(QueryError):
            ds.execute(sql)
    assert not (tmp_path / "out.csv").exists()


def test_sqlite_connection_blocks_attach_and_pragma(
    tmp_path: Path, open_source: Callable[..., DataSource], monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'shop.db'}"
    build(url)
    ds = open_source(url)
    monkeypatch.setattr(source_module, "ensure_safe", lambda sql, dialect: sql)
    for sql in (
        "PRAGMA query_only = 0",
        f"ATTACH '{tmp_path / 'new.db'}' AS x",
        f"VACUUM INTO '{tmp_path / 'copy.db'}'",
        "SELECT load_extension('x')",
    ):
        with pytest.raises(QueryError):
            ds.execute(sql)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shop.db"]


# -- connection problems in plain words ------------------------------------------------------------


@pytest.mark.services
def test_mariadb_wrong_password_unknown_db_unreachable(mysql_url: str) -> None:
    url = sa.make_url(mysql_url)
    wrong = DataSource.from_url(url.set(password="s3cret-pw").render_as_string(hide_password=False))
    assert "s3cret-pw" not in wrong.display_url and "***" in wrong.display_url
    message = wrong.test_connection()
    assert message and message.startswith("Wrong user name or password") and "s3cret-pw" not in message
    missing = DataSource.from_url(
        url.set(database="askdata_no_such_db").render_as_string(hide_password=False)
    )
    assert (missing.test_connection() or "").startswith("The database 'askdata_no_such_db' was not found")
    unreachable = DataSource.from_url(
        url.set(port=1, password="s3cret-pw").render_as_string(hide_password=False)
    )
    message = unreachable.test_connection()
    assert message and message.startswith("Cannot reach the database server") and "s3cret-pw" not in message
    for ds in (wrong, missing, unreachable):
        ds.close()


@pytest.mark.services
def test_postgres_unknown_role_unknown_db_unreachable(postgres_url: str) -> None:
    url = sa.make_url(postgres_url)
    role = DataSource.from_url(
        url.set(username="askdata_no_such_role", password="s3cret-pw").render_as_string(hide_password=False)
    )
    message = role.test_connection()
    assert message and message.startswith("Wrong user name or password") and "s3cret-pw" not in message
    missing = DataSource.from_url(
        url.set(database="askdata_no_such_db").render_as_string(hide_password=False)
    )
    assert (missing.test_connection() or "").startswith("The database 'askdata_no_such_db' was not found")
    unreachable = DataSource.from_url(
        url.set(port=1, password="s3cret-pw").render_as_string(hide_password=False)
    )
    message = unreachable.test_connection()
    assert message and message.startswith("Cannot reach the database server") and "s3cret-pw" not in message
    for ds in (role, missing, unreachable):
        ds.close()


def test_missing_embedded_files(tmp_path: Path) -> None:
    for url in (f"sqlite:///{tmp_path / 'nope.db'}", f"duckdb:///{tmp_path / 'nope.duckdb'}"):
        ds = DataSource.from_url(url)
        message = ds.test_connection()
        assert message and "not found" in message, message
        ds.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # read-only opens create nothing


def test_bad_url() -> None:
    with pytest.raises(QueryError, match="Cannot use the database URL"):
        DataSource.from_url("not a url")
    for url in ("postgresql://u:s3cret-pw@host:notaport/db", "nosuchdb+drv://u:s3cret-pw@h/db"):
        with pytest.raises(QueryError) as info:
            DataSource.from_url(url)
        assert "s3cret-pw" not in str(info.value)


# -- results ----------------------------------------------------------------------------------------


def test_result_parquet_round_trip_and_duplicate_columns(
    tmp_path: Path, open_source: Callable[..., DataSource]
) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    build(url)
    ds = open_source(url, max_rows=5)
    result = ds.execute("SELECT id, id, amount, order_date, paid, note FROM orders ORDER BY id")
    assert result.columns == ["id", "id_2", "amount", "order_date", "paid", "note"]
    assert result.kinds == ["integer", "integer", "number", "date", "boolean", "string"]
    path = tmp_path / "r.parquet"
    result.to_parquet(path)
    back = QueryResult.from_parquet(path, "SELECT again")
    assert back.sql == "SELECT again"
    assert back.truncated and back.row_count == 5
    assert back.kinds == result.kinds
    assert back.page(0, 5) == result.page(0, 5)


def test_empty_result_keeps_columns(tmp_path: Path, open_source: Callable[..., DataSource]) -> None:
    url = f"sqlite:///{tmp_path / 'shop.db'}"
    build(url)
    result = open_source(url).execute("SELECT id, status FROM orders WHERE id < 0")
    assert result.columns == ["id", "status"] and result.row_count == 0 and result.page(0, 5) == []
    assert result.preview_for_model(5)["rows"] == []


def test_mixed_type_column_round_trips(tmp_path: Path, open_source: Callable[..., DataSource]) -> None:
    """SQLite lets one column hold integers and text; the result still pages and persists."""
    url = f"sqlite:///{tmp_path / 'shop.db'}"
    build(url)
    result = open_source(url).execute(
        "SELECT id, CASE WHEN id % 2 = 1 THEN id ELSE 'even' END AS v FROM orders"
    )
    assert result.page(0, 2) == [{"id": 1, "v": 1}, {"id": 2, "v": "even"}]
    path = tmp_path / "mixed.parquet"
    result.to_parquet(path)
    back = QueryResult.from_parquet(path)
    assert back.page(0, 2) == [{"id": 1, "v": "1"}, {"id": 2, "v": "even"}]
    assert result.kinds == ["integer", "other"]
    assert back.kinds == result.kinds
