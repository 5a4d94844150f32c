"""Read-only SQLAlchemy engines: the connection-level lock behind the SQL guard.

- DuckDB: ``read_only=True``, external access and extension autoloading off, configuration locked.
- SQLite: ``file:...?mode=ro`` URI, ``PRAGMA query_only = 1`` and an authorizer that allows only reads
  (a PRAGMA can switch query_only off again; an authorizer cannot be changed from SQL), timeouts through
  a progress handler.
- PostgreSQL: ``default_transaction_read_only=on`` and ``statement_timeout`` for the whole session.
- MySQL / MariaDB: ``SET SESSION TRANSACTION READ ONLY`` and ``max_execution_time`` (MySQL, ms) or
  ``max_statement_time`` (MariaDB, seconds).

DuckDB and SQLite have no server-side timeout, so ``Deadline`` interrupts them from a timer. Nothing
ever commits: each checkout ends in SQLAlchemy's rollback, which also undoes anything a read-only
transaction still lets through (PostgreSQL runs ``lo_from_bytea`` or ``set_config`` in one).
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from typing import Any
from urllib.parse import quote

import sqlalchemy as sa
from sqlalchemy.engine import URL, Engine
from sqlalchemy.pool import ConnectionPoolEntry, QueuePool

from askdata_app.data.watchdog import DEADLINES, Alarm

log = logging.getLogger(__name__)

SQLGLOT_DIALECTS = {
    "duckdb": "duckdb",
    "sqlite": "sqlite",
    "postgresql": "postgres",
    "mysql": "mysql",
    "mariadb": "mysql",
    "mssql": "tsql",
    "oracle": "oracle",
    "snowflake": "snowflake",
    "bigquery": "bigquery",
    "redshift": "redshift",
    "trino": "trino",
    "clickhouse": "clickhouse",
    "databricks": "databricks",
}
CONNECT_TIMEOUT_S = 10
_DEADLINE_KEY = "askdata_deadline"
_SQLITE_PROGRESS_STEPS = 10_000


def sqlglot_dialect(sqlalchemy_name: str) -> str:
    """The sqlglot dialect for a SQLAlchemy dialect name (best effort beyond the four tested ones)."""
    return SQLGLOT_DIALECTS.get(sqlalchemy_name, sqlalchemy_name)


def make_engine(url: URL, *, timeout_s: float) -> Engine:
    """Create an engine whose every connection is read-only and time-limited.

    Args:
        url: The parsed SQLAlchemy URL.
        timeout_s: Per-statement timeout in seconds.

    Returns:
        A thread-safe pooled engine.
    """
    backend = url.get_backend_name()
    if backend == "duckdb":
        return _duckdb_engine(url)
    if backend == "sqlite":
        return _sqlite_engine(url)
    if backend == "postgresql":
        return _postgres_engine(url, timeout_s)
    if backend in {"mysql", "mariadb"}:
        return _mysql_engine(url, timeout_s)
    log.warning("No connection-level read-only setup for %s; only the SQL guard protects it", backend)
    return sa.create_engine(url, pool_pre_ping=True)


def _duckdb_engine(url: URL) -> Engine:
    memory = url.database in (None, "", ":memory:")
    config: dict[str, Any] = {
        "enable_external_access": False,
        "autoinstall_known_extensions": False,
        "autoload_known_extensions": False,
        "allow_community_extensions": False,
    }
    connect_args: dict[str, Any] = {"config": config}
    if not memory:
        connect_args["read_only"] = True
    engine = sa.create_engine(url, connect_args=connect_args)

    @sa.event.listens_for(engine, "connect")
    def _lock(dbapi_conn: Any, _record: ConnectionPoolEntry) -> None:
        settings = dict(dbapi_conn.execute("SELECT name, value FROM duckdb_settings()").fetchall())
        if (
            settings.get("python_enable_replacements") != "false"
            and settings.get("lock_configuration") != "true"
        ):
            dbapi_conn.execute("SET python_enable_replacements = false")
        if settings.get("lock_configuration") != "true":
            dbapi_conn.execute("SET lock_configuration = true")

    return engine


def _sqlite_engine(url: URL) -> Engine:
    path = url.database or ":memory:"
    uri = "file::memory:?mode=ro" if path == ":memory:" else f"file:{quote(path, safe='/:')}?mode=ro"

    def creator() -> sqlite3.Connection:
        return sqlite3.connect(uri, uri=True, check_same_thread=False, timeout=CONNECT_TIMEOUT_S)

    engine = sa.create_engine("sqlite://", creator=creator, poolclass=QueuePool)

    @sa.event.listens_for(engine, "connect")
    def _lock(dbapi_conn: sqlite3.Connection, record: ConnectionPoolEntry) -> None:
        dbapi_conn.execute("PRAGMA query_only = 1")
        # query_only can be switched off by a PRAGMA; the authorizer cannot be changed from SQL.
        dbapi_conn.set_authorizer(_sqlite_authorizer)
        holder: dict[str, float | None] = {"at": None}
        record.info[_DEADLINE_KEY] = holder

        def _progress() -> int:
            at = holder["at"]
            return 1 if at is not None and time.monotonic() > at else 0

        dbapi_conn.set_progress_handler(_progress, _SQLITE_PROGRESS_STEPS)

    return engine


_SQLITE_ALLOWED_ACTIONS = frozenset(
    {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_RECURSIVE, sqlite3.SQLITE_TRANSACTION,
     sqlite3.SQLITE_SAVEPOINT, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_PRAGMA, sqlite3.SQLITE_UPDATE}
)  # fmt: skip
_SQLITE_DENIED_FUNCTIONS = frozenset(
    {"load_extension", "readfile", "writefile", "edit", "fts3_tokenizer", "zipfile", "fsdir", "lsdir"}
)
_SQLITE_INFO_PRAGMAS = frozenset(
    {"table_info", "table_xinfo", "index_list", "index_info", "index_xinfo", "foreign_key_list",
     "database_list", "table_list", "collation_list", "compile_options"}
)  # fmt: skip


def _sqlite_authorizer(
    action: int, arg1: str | None, arg2: str | None, _db: str | None, _src: str | None
) -> int:
    """Allow reads only: no writes, DDL, ATTACH, setting PRAGMAs or file/extension functions."""
    if action not in _SQLITE_ALLOWED_ACTIONS:
        return sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_PRAGMA:
        name = (arg1 or "").lower()
        return sqlite3.SQLITE_OK if arg2 is None or name in _SQLITE_INFO_PRAGMAS else sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_FUNCTION:
        return sqlite3.SQLITE_DENY if (arg2 or "").lower() in _SQLITE_DENIED_FUNCTIONS else sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_UPDATE:  # SQLite declares table-valued functions (json_each) this way
        return sqlite3.SQLITE_OK if arg1 == "sqlite_master" else sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


def _postgres_engine(url: URL, timeout_s: float) -> Engine:
    # standard_conforming_strings: backslashes in '...' are plain characters, as the guard reads them.
    options = (
        f"-c default_transaction_read_only=on -c statement_timeout={int(timeout_s * 1000)} "
        "-c standard_conforming_strings=on"
    )
    connect_args: dict[str, Any] = {"options": options, "connect_timeout": CONNECT_TIMEOUT_S}
    if url.get_driver_name() == "psycopg":
        connect_args["application_name"] = "askdata"
    return sa.create_engine(url, connect_args=connect_args, pool_pre_ping=True)


def _mysql_engine(url: URL, timeout_s: float) -> Engine:
    connect_args: dict[str, Any] = {"connect_timeout": CONNECT_TIMEOUT_S}
    if url.get_driver_name() == "pymysql":
        connect_args["local_infile"] = False
    engine = sa.create_engine(url, connect_args=connect_args, pool_pre_ping=True)

    @sa.event.listens_for(engine, "connect")
    def _lock(dbapi_conn: Any, _record: ConnectionPoolEntry) -> None:
        cursor = dbapi_conn.cursor()
        try:
            cursor.execute("SELECT VERSION()")
            version = str(cursor.fetchone()[0])
            cursor.execute("SET SESSION TRANSACTION READ ONLY")
            # The guard reads strings with backslash escapes and "..." as strings: make the server agree.
            cursor.execute("SELECT @@SESSION.sql_mode")
            modes = [m for m in str(cursor.fetchone()[0] or "").split(",") if m]
            kept = [m for m in modes if m.upper() not in {"NO_BACKSLASH_ESCAPES", "ANSI_QUOTES", "ANSI"}]
            if kept != modes:
                cursor.execute("SET SESSION sql_mode = %s", (",".join(kept),))
            if "mariadb" in version.lower():
                cursor.execute(f"SET SESSION max_statement_time = {float(timeout_s):.3f}")
            else:
                cursor.execute(f"SET SESSION max_execution_time = {int(timeout_s * 1000)}")
        finally:
            cursor.close()

    return engine


class Deadline:
    """Stop a DuckDB or SQLite statement that runs past ``timeout_s`` (a no-op for server databases).

    Use as a context manager around execute + fetch on one checked-out connection. ``expired`` tells
    whether the deadline fired.
    """

    def __init__(self, conn: sa.Connection, backend: str, timeout_s: float) -> None:
        self._backend = backend
        self._timeout_s = timeout_s
        self._dbapi = conn.connection.dbapi_connection
        self._info = conn.connection.info
        self._lock = threading.Lock()
        self._running = False
        self._timer: Alarm | None = None
        self.expired = False

    def __enter__(self) -> Deadline:
        if self._timeout_s <= 0:
            return self
        if self._backend == "duckdb":
            self._running = True
            self._timer = DEADLINES.schedule(self._timeout_s, self._interrupt)
        elif self._backend == "sqlite" and _DEADLINE_KEY in self._info:
            self._info[_DEADLINE_KEY]["at"] = time.monotonic() + self._timeout_s
        return self

    def _interrupt(self) -> None:
        with self._lock:
            if self._running and self._dbapi is not None:
                self.expired = True
                self._dbapi.interrupt()

    def __exit__(self, *_exc: object) -> None:
        with self._lock:
            self._running = False
        if self._timer is not None:
            self._timer.cancel()
        if self._backend == "sqlite" and _DEADLINE_KEY in self._info:
            holder = self._info[_DEADLINE_KEY]
            if holder["at"] is not None and time.monotonic() > holder["at"]:
                self.expired = True
            holder["at"] = None


# -- error messages -------------------------------------------------------------------------------------

TIMEOUT_MESSAGE = (
    "The query ran longer than the {timeout:g} s limit and was stopped. Make it cheaper (filter earlier, "
    "aggregate, or add a LIMIT) and try again."
)
_TIMEOUT_MARKERS = (
    "statement timeout",
    "max_statement_time",
    "maximum statement execution time",
    "interrupted",
)


def mask_url(url: str | URL) -> str:
    """A URL as text with any password replaced by ``***`` (also for unparseable URLs)."""
    try:
        return (
            sa.make_url(url).render_as_string(hide_password=True)
            if isinstance(url, str)
            else (url.render_as_string(hide_password=True))
        )
    except Exception:
        return "<unparseable URL>"


def _scrub(text: str, url: URL) -> str:
    password = url.password
    if password:
        text = text.replace(str(password), "***")
        text = text.replace(quote(str(password), safe=""), "***")
    return text


def _db_text(err: BaseException) -> str:
    """The driver's own message, without SQLAlchemy's SQL echo and background link."""
    orig = getattr(err, "orig", None) or err
    args: tuple[object, ...] = getattr(orig, "args", ())
    pymysql_style = len(args) == 2 and isinstance(args[0], int)  # (code, message)
    text = f"{args[1]} (error {args[0]})" if pymysql_style else str(orig)
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith(("[SQL:", "(Background on this error", "[parameters:"))]
    text = " ".join(lines[:4])
    return text if len(text) <= 600 else text[:599] + "…"


def query_message(err: BaseException, url: URL, timeout_s: float = 0, expired: bool = False) -> str:
    """A user-facing message for a failed query: the database's words, cleaned, and what to do."""
    text = _scrub(_db_text(err), url)
    lowered = text.lower()
    if expired or (timeout_s > 0 and any(m in lowered for m in _TIMEOUT_MARKERS)):
        return TIMEOUT_MESSAGE.format(timeout=timeout_s)
    if any(m in lowered for m in ("read-only", "read only", "readonly", "query_only", "not authorized")):
        return f"The database refused a write: {text}. askdata only reads; rewrite it as a SELECT."
    return f"The database could not run the query: {text}. Check table and column names, then try again."


def connection_message(err: BaseException, url: URL) -> str:
    """A plain-words reason a connection failed (wrong password, unreachable host, unknown database)."""
    text = _scrub(_db_text(err), url)
    lowered = text.lower()
    where = f"{url.host}:{url.port}" if url.host else (url.database or "the database")
    role_missing = 'role "' in lowered and "does not exist" in lowered
    if role_missing or any(m in lowered for m in ("password authentication failed", "access denied")):
        return f"Wrong user name or password for {mask_url(url)}. Check the credentials. ({text})"
    if any(
        m in lowered
        for m in ("connection refused", "can't connect", "could not connect", "timeout expired", "timed out",
                  "could not translate host", "name or service not known", "no route to host",
                  "temporary failure in name resolution", "unknown mysql server host")
    ):  # fmt: skip
        return (
            f"Cannot reach the database server at {where}. Check the host and port and that the server "
            f"is running. ({text})"
        )
    if any(
        m in lowered
        for m in ("does not exist", "unknown database", "unable to open database", "no such file")
    ):
        return f"The database {url.database!r} was not found. Check its name or path. ({text})"
    return f"Cannot connect to {mask_url(url)}: {text}"
