"""DataSource: a read-only, time-limited, row-capped view of one analyst database.

Every query goes through the SQL guard first (``ensure_safe``) and then runs on a read-only connection
(``readonly.make_engine``). Results are fetched in chunks and capped at ``max_rows``.
"""

from __future__ import annotations

import contextlib
import csv
import difflib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb
import pandas as pd
import pyarrow as pa
import sqlalchemy as sa
import sqlglot
from sqlalchemy.engine import URL, make_url
from sqlglot import exp

from askdata_app.data.guard import ensure_safe, sorts_its_rows
from askdata_app.data.readonly import (
    Deadline,
    connection_message,
    make_engine,
    mask_url,
    query_message,
    sqlglot_dialect,
)
from askdata_app.data.results import (
    QueryResult,
    arrow_exact,
    csv_writable,
    cut_columns,
    frame_from_rows,
    kind_of_sqlalchemy_type,
    kind_of_type_name,
    type_text,
    unique_names,
    write_arrow_csv,
)

CHUNK_ROWS = 10_000
ARROW_CHUNK_ROWS = 1_048_576
"""Rows per Arrow batch asked of DuckDB (a result of up to ``max_rows`` rows is fetched in few batches)."""
CSV_CHUNK_ROWS = 2_000
_SYSTEM_SCHEMAS = {"information_schema", "pg_catalog", "pg_toast", "mysql", "performance_schema", "sys"}


def _table_from_reader(reader: pa.RecordBatchReader, max_rows: int) -> tuple[pa.Table, bool]:
    """Read batches until ``max_rows`` + 1 rows: ``(table of at most max_rows rows, truncated)``."""
    batches: list[pa.RecordBatch] = []
    kept = 0
    for batch in reader:
        batches.append(batch)
        kept += batch.num_rows
        if kept > max_rows:
            break
    table = pa.Table.from_batches(batches, schema=reader.schema).slice(0, max_rows)
    # One chunk per column: numbers then reach numpy (statistics, charts) without another copy. Text longer
    # than 2 GB in one column cannot be one chunk: then the chunks stay.
    with contextlib.suppress(pa.ArrowException):
        table = table.combine_chunks()
    return table, kept > max_rows


class QueryError(Exception):
    """A failed query, with a user-facing message (the database's error, cleaned, and what to do)."""


class UnknownTableError(QueryError):
    """``describe_table`` was asked about a table that does not exist."""


@dataclass(frozen=True)
class ColumnInfo:
    """One column of a table."""

    name: str
    type: str
    kind: str  # integer|number|string|boolean|date|datetime|other


class DataSource:
    """A read-only database the agent may query.

    Attributes:
        name: A short name for the source.
        dialect: The sqlglot dialect used by the guard (duckdb|sqlite|postgres|mysql, others best effort).
        display_url: The URL with its password masked.
    """

    def __init__(
        self, url: URL, *, name: str, timeout_s: float, max_rows: int, max_columns: int | None = None
    ) -> None:
        self.name = name
        self._url = url
        self._backend = url.get_backend_name()
        self.dialect = sqlglot_dialect(self._backend)
        self.display_url = url.render_as_string(hide_password=True)
        self.timeout_s = timeout_s
        self.max_rows = max_rows
        self.max_columns = max_columns
        self._engine = make_engine(url, timeout_s=timeout_s)

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        name: str = "default",
        timeout_s: float = 30,
        max_rows: int = 100_000,
        max_columns: int | None = None,
    ) -> DataSource:
        """Open a data source from a SQLAlchemy URL (no connection is made until first use).

        Raises:
            QueryError: the URL cannot be parsed or names a driver that is not installed.
        """
        try:
            parsed = make_url(url)
            return cls(parsed, name=name, timeout_s=timeout_s, max_rows=max_rows, max_columns=max_columns)
        except (sa.exc.ArgumentError, sa.exc.NoSuchModuleError, ImportError, ValueError) as err:
            detail = str(err).replace(url, mask_url(url))
            msg = f"Cannot use the database URL {mask_url(url)}: {detail}. Check the URL and driver."
            raise QueryError(msg) from err

    def __repr__(self) -> str:
        return f"DataSource(name={self.name!r}, url={self.display_url!r})"

    def __enter__(self) -> DataSource:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- schema -------------------------------------------------------------------------------------

    def _duckdb_tables(self) -> list[tuple[str | None, str]]:
        """(schema or None for the default schema, name) from DuckDB's information_schema.

        duckdb_engine's SQLAlchemy reflection fails on DuckDB 2 (missing pg_collation), so DuckDB is
        introspected directly.
        """
        sql = (
            "SELECT table_schema, table_name, table_schema = current_schema() FROM information_schema.tables "
            "WHERE table_catalog = current_database() "
            "AND table_schema NOT IN ('information_schema', 'pg_catalog') "
            "ORDER BY 3 DESC, 1, 2"
        )
        with self._engine.connect() as conn:
            return [
                (None if default else schema, name) for schema, name, default in conn.exec_driver_sql(sql)
            ]

    def _inspector_tables(self) -> list[tuple[str | None, str]]:
        inspector = sa.inspect(self._engine)
        schemas: list[str | None] = [None]
        if self._backend == "postgresql":
            default = inspector.default_schema_name
            schemas += sorted(
                s
                for s in inspector.get_schema_names()
                if s != default and s.lower() not in _SYSTEM_SCHEMAS and not s.lower().startswith("pg_")
            )
        found: list[tuple[str | None, str]] = []
        for schema in schemas:
            names = inspector.get_table_names(schema=schema) + inspector.get_view_names(schema=schema)
            if self._backend == "postgresql":
                names += inspector.get_materialized_view_names(schema=schema)
            found.extend((schema, n) for n in sorted(set(names)))
        return found

    def list_tables(self) -> list[str]:
        """Tables and views, unqualified in the default schema and ``schema.table`` elsewhere."""
        try:
            pairs = self._duckdb_tables() if self._backend == "duckdb" else self._inspector_tables()
        except sa.exc.SQLAlchemyError as err:
            raise QueryError(query_message(err, self._url)) from err
        return [name if schema is None else f"{schema}.{name}" for schema, name in pairs]

    def describe_table(self, table: str) -> list[ColumnInfo]:
        """The columns of ``table`` (``name`` or ``schema.name``).

        Raises:
            UnknownTableError: no such table; the message names close matches.
        """
        tables = self.list_tables()
        folded = [t for t in tables if t.lower() == table.lower()]
        match = table if table in tables else (folded[0] if len(folded) == 1 else None)
        if match is None:
            close = difflib.get_close_matches(table, tables, n=3, cutoff=0.5)
            hint = f" Did you mean {', '.join(close)}?" if close else ""
            msg = f"There is no table named {table!r}.{hint} Use list_tables to see the tables."
            raise UnknownTableError(msg)
        schema, _, bare = match.rpartition(".")
        try:
            if self._backend == "duckdb":
                return self._duckdb_columns(schema or None, bare)
            columns = sa.inspect(self._engine).get_columns(bare, schema=schema or None)
        except sa.exc.SQLAlchemyError as err:
            raise QueryError(query_message(err, self._url)) from err
        return [
            ColumnInfo(c["name"], type_text(c["type"]), kind_of_sqlalchemy_type(c["type"])) for c in columns
        ]

    def _duckdb_columns(self, schema: str | None, table: str) -> list[ColumnInfo]:
        sql = sa.text(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_catalog = current_database() AND table_schema = coalesce(:schema, current_schema()) "
            "AND table_name = :table ORDER BY ordinal_position"
        )
        with self._engine.connect() as conn:
            rows = conn.execute(sql, {"schema": schema, "table": table}).all()
        return [ColumnInfo(str(name), str(dtype), kind_of_type_name(str(dtype))) for name, dtype in rows]

    # -- queries ------------------------------------------------------------------------------------

    def _prepare(self, sql: str, cap: int | None) -> tuple[str, str]:
        """Guard the SQL: (the checked statement, the text to run).

        On MySQL the text to run gets an outer LIMIT so an unbuffered cursor never drains a huge result.
        """
        statement = ensure_safe(sql, self.dialect)
        if cap is not None and self.dialect == "mysql":
            tree = sqlglot.parse_one(statement, read="mysql")
            if isinstance(tree, exp.Select | exp.SetOperation) and not tree.args.get("limit"):
                return statement, f"{statement} LIMIT {int(cap)}"
        return statement, statement

    def _run(self, statement: str, consume: Any) -> Any:
        """Run ``statement`` on a read-only connection and hand the open result to ``consume``."""
        deadline: Deadline | None = None
        try:
            with self._engine.connect() as conn, Deadline(conn, self._backend, self.timeout_s) as deadline:
                # PostgreSQL server-side cursors only take SELECT / VALUES, not EXPLAIN.
                streamed = not statement[:7].upper().startswith("EXPLAIN")
                options = {"stream_results": streamed, "no_parameters": True}
                result = conn.execution_options(**options).exec_driver_sql(statement)
                try:
                    return consume(result)
                finally:
                    result.close()
        except sa.exc.SQLAlchemyError as err:
            expired = deadline is not None and deadline.expired
            raise QueryError(query_message(err, self._url, self.timeout_s, expired)) from err

    def execute(self, sql: str) -> QueryResult:
        """Run one read-only query and keep at most ``max_rows`` rows.

        Raises:
            UnsafeQueryError: the guard refused the SQL (nothing ran).
            QueryError: the database refused or failed the query, or it timed out.
        """
        statement, to_run = self._prepare(sql, self.max_rows + 1)
        started = time.perf_counter()

        def consume(result: sa.CursorResult[Any]) -> tuple[pd.DataFrame, bool]:
            names = unique_names(list(result.keys()))
            frames: list[pd.DataFrame] = []
            kept = 0
            while kept <= self.max_rows:
                rows = result.fetchmany(min(CHUNK_ROWS, self.max_rows + 1 - kept))
                if not rows:
                    break
                frames.append(frame_from_rows(names, rows))
                kept += len(rows)
            if not frames:
                return frame_from_rows(names, []), False
            frame = pd.concat(frames, ignore_index=True) if len(frames) > 1 else frames[0]
            truncated = kept > self.max_rows
            return (frame.iloc[: self.max_rows] if truncated else frame), truncated

        if (
            self._backend == "duckdb"
            # whether it sorts its rows: the guard's verdict on the same text, remembered
            and (fetched := self._duckdb_arrow(to_run, ordered=sorts_its_rows(sql, self.dialect))) is not None
        ):
            table, truncated = fetched
            pa.default_memory_pool().release_unused()  # the fetched batches are gone: give their memory back
            columns_cut = max(0, table.num_columns - self.max_columns) if self.max_columns else 0
            if columns_cut:
                table = table.select(list(range(self.max_columns or 0)))
            return QueryResult.from_arrow(
                table,
                sql=statement,
                truncated=truncated,
                elapsed_ms=(time.perf_counter() - started) * 1000,
                columns_cut=columns_cut,
            )
        frame, truncated = self._run(to_run, consume)
        frame, columns_cut = cut_columns(frame, self.max_columns)
        elapsed_ms = (time.perf_counter() - started) * 1000
        return QueryResult(
            frame, sql=statement, truncated=truncated, elapsed_ms=elapsed_ms, columns_cut=columns_cut
        )

    def _duckdb_arrow(self, statement: str, *, ordered: bool) -> tuple[pa.Table, bool] | None:
        """DuckDB fetches Arrow batches (columnar, no Python object per cell) until ``max_rows`` + 1 rows.

        ``ordered``: the statement ends with its own ORDER BY (then the cap goes into the plan as a LIMIT).

        Returns:
            ``(table, truncated)``: at most ``max_rows`` rows, kept as Arrow (``QueryResult.from_arrow``
            builds the same frame the row path does, when asked), or None when a column type has no exact
            Arrow form (the caller falls back to rows).
        """
        deadline: Deadline | None = None
        try:
            with self._engine.connect() as conn, Deadline(conn, self._backend, self.timeout_s) as deadline:
                # ignore: duckdb_engine's connection wrapper forwards .sql() to DuckDB; SQLAlchemy types it
                # as a generic optional DBAPIConnection
                relation = conn.connection.dbapi_connection.sql(statement)  # type: ignore[union-attr]
                if relation is None or not arrow_exact([str(t) for t in relation.types]):
                    return None
                # The stream stops once max_rows + 1 rows are read (closing the reader ends the query), in
                # insertion order: the rows a full fetch starts with. A LIMIT in the plan would make DuckDB
                # emit those rows in order from one thread (1M rows: ~11 ms against ~5 ms streamed here), so
                # it is added only for a query that sorts its rows, where it turns the sort into a top-N.
                capped = relation.limit(self.max_rows + 1) if ordered else relation
                reader = capped.to_arrow_reader(min(ARROW_CHUNK_ROWS, self.max_rows + 1))
                try:
                    table, truncated = _table_from_reader(reader, self.max_rows)
                finally:
                    reader.close()
                # the query's own column names (the LIMIT's subquery renames duplicates its own way)
                return table.rename_columns([str(c) for c in relation.columns]), truncated
        except (duckdb.Error, pa.ArrowException) as err:
            expired = deadline is not None and deadline.expired
            raise QueryError(query_message(err, self._url, self.timeout_s, expired)) from err

    def explain(self, sql: str, prefix: str) -> list[tuple[Any, ...]]:
        """The engine's plan for ``sql`` without running it: ``prefix`` (a fixed plain-EXPLAIN keyword such
        as ``EXPLAIN (FORMAT JSON)``) + the guarded statement, on the read-only connection.

        Raises:
            UnsafeQueryError: the guard refused the SQL, or ``prefix`` is not a plain EXPLAIN.
            QueryError: the database could not plan it.
        """
        from askdata_app.data.guard import UnsafeQueryError

        words = prefix.upper().replace("(", " ").replace(")", " ").replace("=", " ").replace(",", " ").split()
        if not words or words[0] != "EXPLAIN" or "ANALYZE" in words or "ANALYSE" in words:
            msg = f"Refused: only a plain EXPLAIN may be prefixed, not {prefix!r} (EXPLAIN ANALYZE runs it)."
            raise UnsafeQueryError(msg)
        statement = ensure_safe(sql, self.dialect)
        if statement[:7].upper().startswith("EXPLAIN"):
            msg = "Refused: the statement is already an EXPLAIN; preview the query itself."
            raise UnsafeQueryError(msg)
        return list(self._run(f"{prefix} {statement}", lambda result: [tuple(r) for r in result.fetchall()]))

    def stream_csv(
        self, sql: str, path: Path, *, include_header: bool = True, max_rows: int | None = None
    ) -> int:
        """Write a query's rows to a CSV file chunk by chunk (never the whole result in memory).

        Returns:
            The number of data rows written. A partial file is removed when the query fails.
        """
        _, statement = self._prepare(sql, max_rows)
        path = Path(path)
        try:
            if self._backend == "duckdb":
                written = self._duckdb_csv(statement, path, include_header=include_header, max_rows=max_rows)
                if written is not None:
                    return written
            return int(self._run(statement, self._csv_consumer(path, include_header, max_rows)))
        except BaseException:
            path.unlink(missing_ok=True)
            raise

    def _duckdb_csv(
        self, statement: str, path: Path, *, include_header: bool, max_rows: int | None
    ) -> int | None:
        """DuckDB streams Arrow batches straight into pyarrow's CSV writer (fast, memory bounded).

        Returns:
            Rows written, or None when a column type has no CSV form (the caller falls back to rows).
        """
        deadline: Deadline | None = None
        try:
            with self._engine.connect() as conn, Deadline(conn, self._backend, self.timeout_s) as deadline:
                raw = conn.connection.dbapi_connection
                # ignore: as above, .sql() is DuckDB's, reached through duckdb_engine's untyped wrapper
                reader = raw.sql(statement).to_arrow_reader(CSV_CHUNK_ROWS)  # type: ignore[union-attr]
                try:
                    if not csv_writable(reader.schema):
                        return None
                    return write_arrow_csv(reader, path, include_header=include_header, max_rows=max_rows)
                finally:
                    reader.close()
        except (duckdb.Error, pa.ArrowException) as err:
            expired = deadline is not None and deadline.expired
            raise QueryError(query_message(err, self._url, self.timeout_s, expired)) from err

    @staticmethod
    def _csv_consumer(path: Path, include_header: bool, max_rows: int | None) -> Any:
        def consume(result: sa.CursorResult[Any]) -> int:
            written = 0
            with path.open("w", newline="", encoding="utf-8") as fh:
                writer = csv.writer(fh, lineterminator="\n")
                if include_header:
                    writer.writerow(unique_names(list(result.keys())))
                while max_rows is None or written < max_rows:
                    size = CSV_CHUNK_ROWS if max_rows is None else min(CSV_CHUNK_ROWS, max_rows - written)
                    rows = result.fetchmany(size)
                    if not rows:
                        break
                    writer.writerows(rows)  # None -> "", other values -> str()
                    written += len(rows)
            return written

        return consume

    def test_connection(self) -> str | None:
        """None when the database answers, else a plain-words message (never the password)."""
        try:
            with self._engine.connect() as conn:
                conn.exec_driver_sql("SELECT 1").fetchall()
        except Exception as err:
            return connection_message(err, self._url)
        return None

    def close(self) -> None:
        """Close every pooled connection."""
        self._engine.dispose()
