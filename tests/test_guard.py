"""The read-only SQL guard: every corpus entry, the CLI, and real databases that must not change.

The execution tests build a small schema in a real database of each dialect (DuckDB and SQLite files,
PostgreSQL and MariaDB through the conftest fixtures), checksum it, push every must_refuse statement
through ``DataSource.execute`` and check nothing changed and no file appeared. For the embedded engines
the same statements then run again with the guard bypassed, to show the read-only connection holds on
its own. Every runnable must_allow statement must execute.
"""

from __future__ import annotations

import functools
import glob
import hashlib
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pytest
import sqlalchemy as sa
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from askdata_app.data import guard as guard_module
from askdata_app.data import source as source_module
from askdata_app.data.guard import UnsafeQueryError, check_sql, ensure_safe
from askdata_app.data.guard_rules import DIALECTS
from askdata_app.data.source import DataSource, QueryError

CORPUS_PATH = Path(guard_module.__file__).with_name("guard_corpus.yaml")
PROBE_GLOB = "/tmp/askdata_probe*"


def _load() -> dict[str, list[dict[str, Any]]]:
    data = yaml.safe_load(CORPUS_PATH.read_text(encoding="utf-8"))
    for entries in data.values():
        for entry in entries:
            dialects = entry.get("dialects", "any")
            entry["dialects"] = list(DIALECTS) if dialects in ("any", ["any"]) else dialects
    return data


CORPUS = _load()
REFUSE = [(e["sql"], d) for e in CORPUS["must_refuse"] for d in e["dialects"]]
ALLOW = [(e["sql"], d) for e in CORPUS["must_allow"] for d in e["dialects"]]


def test_corpus_is_big_enough() -> None:
    assert len(CORPUS["must_refuse"]) >= 150
    assert len(CORPUS["must_allow"]) >= 50
    for key in ("must_refuse", "must_allow"):
        seen = {d for e in CORPUS[key] for d in e["dialects"]}
        assert seen == set(DIALECTS), key


@pytest.mark.parametrize(("sql", "dialect"), REFUSE, ids=[f"{d}:{s[:50]!r}" for s, d in REFUSE])
def test_must_refuse(sql: str, dialect: str) -> None:
    result = check_sql(sql, dialect)
    assert not result.allowed
    assert result.reason.startswith("Refused: ")
    with pytest.raises(UnsafeQueryError) as info:
        ensure_safe(sql, dialect)
    assert info.value.reason == result.reason


@pytest.mark.parametrize(("sql", "dialect"), ALLOW, ids=[f"{d}:{s[:50]!r}" for s, d in ALLOW])
def test_must_allow(sql: str, dialect: str) -> None:
    result = check_sql(sql, dialect)
    assert result.allowed, result.reason
    assert result.reason == ""
    statement = ensure_safe(sql, dialect)
    assert statement and not statement.rstrip().endswith(";")
    # What runs is what was checked: the returned statement passes the guard again, unchanged.
    assert ensure_safe(statement, dialect) == statement


def test_ensure_safe_returns_one_statement_without_trailing_noise() -> None:
    assert ensure_safe("  SELECT 1 ; -- done\n", "duckdb") == "SELECT 1"
    assert ensure_safe("/* why */ SELECT 'a;b' AS s;;", "postgres") == "SELECT 'a;b' AS s"
    assert ensure_safe("explain select 1;", "postgres") == "EXPLAIN select 1"


def test_reasons_say_what_and_what_to_do() -> None:
    reason = check_sql("SELECT 1; DROP TABLE orders", "duckdb").reason
    assert "more than one statement" in reason and "SELECT" in reason
    assert "read_csv" in check_sql("SELECT * FROM read_csv('x')", "duckdb").reason
    assert "DELETE" in check_sql("DELETE FROM t", "sqlite").reason
    assert "U+00A0" in check_sql("SELECT\u00a01", "postgres").reason


def test_parser_crashes_fail_closed() -> None:
    deep = "SELECT " + "(" * 5000 + "1" + ")" * 5000
    assert not check_sql(deep, "postgres").allowed
    wide = "SELECT " + " + ".join(["amount"] * 5000) + " FROM orders"
    assert check_sql(wide, "duckdb").allowed


def test_unknown_dialect_is_refused() -> None:
    assert not check_sql("SELECT 1", "no-such-dialect").allowed


# -- CLI --------------------------------------------------------------------------------------------


def test_cli_passes_on_the_shipped_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    assert guard_module.main([str(CORPUS_PATH)]) == 0
    out = capsys.readouterr().out
    assert f"must_refuse: {len(REFUSE)}/{len(REFUSE)}" in out
    assert f"must_allow: {len(ALLOW)}/{len(ALLOW)}" in out


def test_cli_reports_misses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "c.yaml"
    corpus.write_text(
        yaml.safe_dump(
            {
                "must_refuse": [{"sql": "SELECT 1", "dialects": ["sqlite"]}, {"sql": "DROP TABLE t"}],
                "must_allow": [{"sql": "DELETE FROM t", "dialects": "any"}],
            }
        )
    )
    assert guard_module.main([str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "must_refuse: 4/5" in out
    assert "must_allow: 0/4" in out
    assert "[sqlite] 'SELECT 1'" in out


@pytest.mark.parametrize(
    "text",
    ["just a string", "must_refuse: 3", "must_refuse: []\nmust_allow: [{sql: 1}]", "{{{", "must_refuse: []"],
)
def test_cli_broken_file(tmp_path: Path, text: str) -> None:
    corpus = tmp_path / "broken.yaml"
    corpus.write_text(text)
    assert guard_module.main([str(corpus)]) == 2


def test_cli_bad_dialect_and_missing_file(tmp_path: Path) -> None:
    corpus = tmp_path / "c.yaml"
    corpus.write_text("must_refuse: [{sql: 'DROP TABLE t', dialects: [oracle9]}]\nmust_allow: []\n")
    assert guard_module.main([str(corpus)]) == 2
    assert guard_module.main([str(tmp_path / "missing.yaml")]) == 2


def test_cli_runs_as_a_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "askdata_app.data.guard", str(CORPUS_PATH)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[1],
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "must_refuse:" in proc.stdout


# -- execution against real databases ---------------------------------------------------------------

SCHEMA = [
    "CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(50), email VARCHAR(100), city VARCHAR(50), "
    "created_at DATE, deleted_at DATE, drop_reason VARCHAR(50))",
    "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, amount DECIMAL(10, 2), "
    "status VARCHAR(20), order_date DATE, note VARCHAR(200))",
]
CITIES = ["Paris", "Lyon", "Nantes"]
STATUSES = ["shipped", "placed", "returned"]


def build_schema(url: str) -> None:
    """Create and fill the small test schema through a separate, writable connection."""
    engine = sa.create_engine(url)
    try:
        with engine.begin() as conn:
            for ddl in SCHEMA:
                conn.exec_driver_sql(ddl)
            for i in range(1, 6):
                conn.execute(
                    sa.text("INSERT INTO customers VALUES (:i, :n, :e, :c, :d, :x, :r)"),
                    {
                        "i": i,
                        "n": f"name{i}",
                        "e": f"c{i}@example.com",
                        "c": CITIES[i % 3],
                        "d": f"2024-01-0{i}",
                        "x": None if i % 2 else "2024-06-01",
                        "r": None if i % 2 else "moved",
                    },
                )
            for i in range(1, 13):
                conn.execute(
                    sa.text("INSERT INTO orders VALUES (:i, :c, :a, :s, :d, :n)"),
                    {
                        "i": i,
                        "c": i % 5 + 1,
                        "a": i * 7.5,
                        "s": STATUSES[i % 3],
                        "d": f"2024-{i:02d}-15",
                        "n": "x; y" if i % 4 == 0 else None,
                    },
                )
    finally:
        engine.dispose()


def checksum(url: str) -> str:
    """A hash of every user table's name and rows (opened read-only for the embedded engines)."""
    backend = sa.make_url(url).get_backend_name()
    connect_args: dict[str, Any] = {"read_only": True} if backend == "duckdb" else {}
    engine = sa.create_engine(url, connect_args=connect_args)
    digest = hashlib.sha256()
    try:
        with engine.connect() as conn:
            if backend == "sqlite":
                names = conn.exec_driver_sql("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
            elif backend == "mysql":
                names = conn.exec_driver_sql(
                    "SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE()"
                )
            else:
                names = conn.exec_driver_sql(
                    "SELECT table_schema || '.' || table_name FROM information_schema.tables "
                    "WHERE table_schema NOT IN ('information_schema', 'pg_catalog')"
                )
            tables = sorted(str(n) for (n,) in names)
            for table in tables:
                rows = conn.exec_driver_sql(f"SELECT * FROM {table}").all()
                digest.update(table.encode())
                digest.update(repr(sorted(repr(tuple(r)) for r in rows)).encode())
    finally:
        engine.dispose()
    assert "orders" in repr(tables)
    return digest.hexdigest()


def _files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def _clear_probes() -> None:
    for path in glob.glob(PROBE_GLOB):
        Path(path).unlink(missing_ok=True)


@pytest.fixture
def duckdb_db(tmp_path: Path) -> Iterator[str]:
    folder = tmp_path / "duck"
    folder.mkdir()
    url = f"duckdb:///{folder / 'test.duckdb'}"
    build_schema(url)
    yield url


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Iterator[str]:
    folder = tmp_path / "lite"
    folder.mkdir()
    url = f"sqlite:///{folder / 'test.db'}"
    build_schema(url)
    yield url


def _entries(key: str, dialect: str) -> list[str]:
    return [e["sql"] for e in CORPUS[key] if dialect in e["dialects"] and e.get("runs", True)]


def _run_refused_and_allowed(url: str, dialect: str, folder: Path | None, *, bypass: bool) -> None:
    _clear_probes()
    before = checksum(url)
    files_before = _files(folder) if folder else set()
    ds = DataSource.from_url(url, timeout_s=2)
    assert ds.dialect == dialect
    try:
        for sql in _entries("must_refuse", dialect):
            with pytest.raises(UnsafeQueryError):
                ds.execute(sql)
        failures = []
        for sql in _entries("must_allow", dialect):
            try:
                ds.execute(sql)
            except (UnsafeQueryError, QueryError) as err:
                failures.append(f"{sql!r}: {err}")
        assert not failures, "\n".join(failures)
    finally:
        ds.close()
    assert checksum(url) == before
    assert glob.glob(PROBE_GLOB) == []
    if folder:
        assert _files(folder) == files_before
    if bypass:
        _run_with_guard_bypassed(url, folder, before, files_before)


def _run_with_guard_bypassed(url: str, folder: Path | None, before: str, files_before: set[str]) -> None:
    """Second lock: the read-only connection alone keeps the database and the disk unchanged."""
    ds = DataSource.from_url(url, timeout_s=1)
    ran = 0
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(source_module, "ensure_safe", lambda sql, dialect: sql)
        try:
            for sql in _entries("must_refuse", ds.dialect):
                try:
                    ds.execute(sql)
                    ran += 1
                except Exception:  # refused by the connection, a parse error, a timeout: all fine here
                    pass
        finally:
            ds.close()
    assert ran > 0  # the bypass really bypassed the guard
    assert checksum(url) == before
    assert glob.glob(PROBE_GLOB) == []
    if folder:
        assert _files(folder) == files_before


def test_duckdb_database_unchanged(duckdb_db: str) -> None:
    folder = Path(sa.make_url(duckdb_db).database or "").parent
    _run_refused_and_allowed(duckdb_db, "duckdb", folder, bypass=True)


def test_sqlite_database_unchanged(sqlite_db: str) -> None:
    folder = Path(sa.make_url(sqlite_db).database or "").parent
    _run_refused_and_allowed(sqlite_db, "sqlite", folder, bypass=True)


@pytest.mark.services
def test_postgres_database_unchanged(postgres_url: str) -> None:
    build_schema(postgres_url)
    _run_refused_and_allowed(postgres_url, "postgres", None, bypass=False)


@pytest.mark.services
def test_mariadb_database_unchanged(mysql_url: str) -> None:
    build_schema(mysql_url)
    _run_refused_and_allowed(mysql_url, "mysql", None, bypass=False)


def test_probe_glob_is_where_the_corpus_writes() -> None:
    # Every hostile file path in the corpus starts with the probe prefix (or is a system file we only read).
    for entry in CORPUS["must_refuse"]:
        sql = entry["sql"]
        if "'/tmp/" in sql:
            assert "'/tmp/askdata_probe" in sql or "'/tmp/*.csv'" in sql, sql
    assert os.path.isabs(PROBE_GLOB)


# -- servers: a SELECT-only login holds even with the guard bypassed ---------------------------------


def _make_select_only_login(url: str, name: str) -> str:
    """Create a login that may only read the test database; return its URL."""
    admin = sa.make_url(url)
    engine = sa.create_engine(admin, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as raw:
            conn = raw.execution_options(no_parameters=True)  # '%' is a host here, not a placeholder
            if admin.get_backend_name() == "postgresql":
                conn.exec_driver_sql(f'CREATE ROLE "{name}" LOGIN')
                conn.exec_driver_sql(f'GRANT CONNECT ON DATABASE "{admin.database}" TO "{name}"')
                conn.exec_driver_sql(f'GRANT USAGE ON SCHEMA public TO "{name}"')
                conn.exec_driver_sql(f'GRANT SELECT ON ALL TABLES IN SCHEMA public TO "{name}"')
            else:
                conn.exec_driver_sql(f"CREATE USER '{name}'@'%' IDENTIFIED BY 'pw-{name}'")
                conn.exec_driver_sql(f"GRANT SELECT ON `{admin.database}`.* TO '{name}'@'%'")
    finally:
        engine.dispose()
    password = None if admin.get_backend_name() == "postgresql" else f"pw-{name}"
    return admin.set(username=name, password=password).render_as_string(hide_password=False)


def _drop_login(url: str, name: str) -> None:
    engine = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as raw:
            conn = raw.execution_options(no_parameters=True)
            if sa.make_url(url).get_backend_name() == "postgresql":
                conn.exec_driver_sql(f'DROP OWNED BY "{name}"')
                conn.exec_driver_sql(f'DROP ROLE IF EXISTS "{name}"')
            else:
                conn.exec_driver_sql(f"DROP USER IF EXISTS '{name}'@'%'")
    finally:
        engine.dispose()


@pytest.mark.services
@pytest.mark.parametrize("fixture", ["postgres_url", "mysql_url"])
def test_select_only_login_holds_without_the_guard(fixture: str, request: pytest.FixtureRequest) -> None:
    """The deployment sql-safety.md recommends: read-only session + SELECT-only login, guard bypassed."""
    url = request.getfixturevalue(fixture)
    build_schema(url)
    name = f"askdata_ro_{os.getpid()}_{fixture[:2]}"
    _clear_probes()
    before = checksum(url)
    login_url = _make_select_only_login(url, name)
    try:
        ds = DataSource.from_url(login_url, timeout_s=0.2)
        ran = 0
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(source_module, "ensure_safe", lambda sql, dialect: sql)
            try:
                for sql in _entries("must_refuse", ds.dialect):
                    if ds.dialect == "mysql" and ("SLEEP(" in sql or "BENCHMARK(" in sql):
                        # MariaDB's max_statement_time does not cut SLEEP() short (SELECT SLEEP(5) returns
                        # after 5 s under a 0.5 s limit): only the guard stops these. Skipped to stay fast.
                        continue
                    try:
                        ds.execute(sql)
                        ran += 1
                    except Exception:
                        pass
            finally:
                ds.close()
        assert ran > 0
    finally:
        _drop_login(url, name)
    assert checksum(url) == before
    assert glob.glob(PROBE_GLOB) == []


# -- differential: the engines' own parsers agree with what the guard allowed ------------------------

FRAGMENTS = [
    "SELECT", "1", "x", "orders", "FROM", ";", " ", "\n", "\r", "\t", "--", "#", "/*", "*/", "'", '"', "$$",
    "$a$", "\\", "E'", "\u200b", "\u00a0", "\ufeff", "DROP TABLE orders", "DELETE FROM orders",
    "read_csv('x')", "(", ")", ",", "AS", "UNION ALL", "WHERE", "=", "/", "*", "-", "a$$b", "U&'", "'\\'",
    "''", "`", "[", "]", "::", "/*/", "*//*",
]  # fmt: skip


@functools.cache
def _oracles() -> tuple[duckdb.DuckDBPyConnection, sqlite3.Connection]:
    """In-memory DuckDB and SQLite used only to parse (and, for SQLite, run) generated text."""
    lite = sqlite3.connect(":memory:", check_same_thread=False)
    lite.execute("CREATE TABLE orders (x INTEGER)")
    return duckdb.connect(), lite


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prefix=st.booleans(), parts=st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=12))
def test_engine_parsers_see_one_read_statement_in_allowed_text(prefix: bool, parts: list[str]) -> None:
    """What the guard allows, DuckDB's parser (PostgreSQL's grammar) and SQLite read as one read statement."""
    sql = ("SELECT 1 " if prefix else "") + "".join(parts)
    duck, lite = _oracles()
    for dialect in ("duckdb", "postgres"):
        if not check_sql(sql, dialect).allowed:
            continue
        for text in (sql, ensure_safe(sql, dialect)):
            try:
                statements = duck.extract_statements(text)
            except duckdb.Error:
                continue  # the engine refuses the text: nothing runs
            assert len(statements) == 1, (text, statements)
            assert statements[0].type in (duckdb.StatementType.SELECT, duckdb.StatementType.EXPLAIN)
    if check_sql(sql, "sqlite").allowed:
        text = ensure_safe(sql, "sqlite")  # what runs (the original may end in ";;", which is not run)
        try:
            lite.execute(text).fetchall()
        except sqlite3.ProgrammingError as err:
            assert "one statement" not in str(err), text
        except sqlite3.Error:
            pass


@pytest.mark.parametrize(
    ("sql", "ordered"),
    [
        ("SELECT a FROM t ORDER BY a", True),
        ("SELECT a FROM t ORDER BY a LIMIT 5;", True),
        ("WITH x AS (SELECT a FROM t) SELECT a FROM x ORDER BY a DESC", True),
        ("SELECT a FROM t UNION ALL SELECT b FROM u ORDER BY 1", True),
        ("SELECT a FROM t", False),
        ("SELECT a FROM (SELECT a FROM t ORDER BY a) AS s", False),  # a subquery's order orders nothing
        ("DELETE FROM t", False),  # refused
    ],
)
def test_sorts_its_rows_reads_the_top_level_order_by(sql: str, ordered: bool) -> None:
    from askdata_app.data.guard import sorts_its_rows

    assert sorts_its_rows(sql, "duckdb") is ordered
