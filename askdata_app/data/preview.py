"""Impact preview of a SQL call, computed before a person decides and never by running the query.

- **Reads**: the tables and columns the statement reads (sqlglot ``qualify`` with the source's schema, then
  every scope: joins, CTEs, subqueries, window functions; ``SELECT *`` expanded to the real columns).
- **Estimate**: the engine's own rows/cost from a plain ``EXPLAIN`` (see :mod:`askdata_app.data.explain`)
  of the guarded statement, on the source's read-only connection.
- **Badges**: ``no_limit_large_table`` (no LIMIT on the outer query, a table read has at least
  ``LARGE_TABLE_ROWS`` rows by the engine's estimate, and the engine does not expect fewer rows returned than
  that — an aggregate over a large table is not flagged), ``full_scan`` (the plan reads such a table end to
  end), ``cross_join`` (a join with no condition linking its sides), ``sensitive`` (a column tagged
  sensitive in the semantic model's ``meta`` or listed in the policy's ``sensitive_columns``).

:class:`Preview` is a JSON-serialisable ``TypedDict``: it travels on the approval card.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING, Literal, TypedDict

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.optimizer.qualify import qualify
from sqlglot.optimizer.scope import Scope, traverse_scope

from askdata_app.data.explain import Estimate, estimate, no_estimate_reason, supports_estimate

if TYPE_CHECKING:
    from collections.abc import Iterable

    from askdata_app.data.source import DataSource

log = logging.getLogger(__name__)

LARGE_TABLE_ROWS = 100_000
"""A table with at least this many rows (the engine's estimate) is "large" for the badges."""
SCHEMA_TTL_S = 300.0
"""How long a source's schema and table sizes are reused by the previewer."""

BadgeKind = Literal["no_limit_large_table", "full_scan", "cross_join", "sensitive"]
BADGE_KINDS: tuple[str, ...] = ("no_limit_large_table", "full_scan", "cross_join", "sensitive")


class Badge(TypedDict):
    """One thing a reviewer should notice."""

    kind: BadgeKind
    """One of :data:`BADGE_KINDS` (policy rules name these in ``deny_badges``)."""
    label: str
    """Short text for the badge."""
    detail: str
    """One sentence: which table or column, and why it matters."""


class Preview(TypedDict):
    """What a SQL call will touch, as the card shows it (JSON-serialisable)."""

    sql: str
    """The statement previewed (as the guard normalised it, or as written when refused)."""
    dialect: str
    """The source's sqlglot dialect."""
    tables: list[str]
    """Tables and views read, sorted."""
    columns: dict[str, list[str]]
    """Columns read per table (every column referenced: selected, filtered, joined, grouped, ordered)."""
    columns_known: bool
    """False when some column could not be traced to a table (never auto-approved then)."""
    estimate: Estimate | None
    """The engine's estimate, or None (see ``notes``)."""
    badges: list[Badge]
    """Badges, most serious first."""
    sensitive: list[str]
    """Sensitive ``table.column`` names read."""
    notes: list[str]
    """Plain sentences: no estimate on this engine, unknown tables..."""
    error: str
    """Non-empty when the statement cannot be previewed (the guard refused it, it does not parse)."""


def empty_preview(sql: str, dialect: str, error: str) -> Preview:
    """A preview that says only why there is none."""
    return Preview(
        sql=sql,
        dialect=dialect,
        tables=[],
        columns={},
        columns_known=False,
        estimate=None,
        badges=[],
        sensitive=[],
        notes=[],
        error=error,
    )


class Reads(TypedDict):
    """Tables and columns a statement reads."""

    tables: list[str]
    columns: dict[str, list[str]]
    known: bool


def _table_name(table: exp.Table) -> str:
    return f"{table.db}.{table.name}" if table.db else table.name


def _source_table(scope: Scope | None, alias: str) -> exp.Table | None:
    """The base table behind ``alias`` in ``scope`` or an enclosing scope (correlated subqueries)."""
    while scope is not None:
        if alias in scope.sources:
            source = scope.sources[alias]
            return source if isinstance(source, exp.Table) else None
        scope = scope.parent
    return None


def reads_of(tree: exp.Expr, dialect: str, schema: dict[str, dict[str, str]]) -> Reads:
    """The tables and columns ``tree`` reads, qualified against ``schema`` ({table: {column: type}})."""
    known = True
    try:
        qualified = qualify(
            tree.copy(), dialect=dialect, schema=dict(schema) or None, quote_identifiers=False, identify=False
        )
    except (SqlglotError, KeyError, ValueError):
        known = False
        try:
            qualified = qualify(
                tree.copy(),
                dialect=dialect,
                schema=dict(schema) or None,
                validate_qualify_columns=False,
                quote_identifiers=False,
                identify=False,
            )
        except (SqlglotError, KeyError, ValueError):
            qualified = tree.copy()
    ctes = {cte.alias_or_name for cte in qualified.find_all(exp.CTE)}
    tables: set[str] = set()
    columns: dict[str, set[str]] = {}
    try:
        scopes = traverse_scope(qualified)
    except (SqlglotError, KeyError, ValueError):
        scopes = []
        known = False
    for scope in scopes:
        for source in scope.sources.values():
            if isinstance(source, exp.Table) and source.name not in ctes and not source.this.is_star:
                tables.add(_table_name(source))
        for column in scope.columns:
            if isinstance(column.this, exp.Star):
                continue
            table = _source_table(scope, column.table) if column.table else None
            if table is None:
                if not column.table or not _is_derived(scope, column.table):
                    known = False
                continue
            columns.setdefault(_table_name(table), set()).add(column.name)
    if not scopes:
        tables |= {_table_name(t) for t in qualified.find_all(exp.Table) if t.name and t.name not in ctes}
    for name in tables:
        if name.rpartition(".")[2] not in schema and name not in schema:
            known = False
    return Reads(
        tables=sorted(tables),
        columns={t: sorted(c) for t, c in sorted(columns.items())},
        known=known and bool(scopes),
    )


def _is_derived(scope: Scope, alias: str) -> bool:
    """True when ``alias`` names a subquery or CTE (its own scope traces the base columns)."""
    current: Scope | None = scope
    while current is not None:
        if alias in current.sources:
            return isinstance(current.sources[alias], Scope)
        current = current.parent
    return False


def cross_joins(tree: exp.Expr) -> list[str]:
    """Joins with nothing linking their sides: ``CROSS JOIN``, or ``,``/``JOIN`` with no ON, USING or WHERE
    condition naming the joined table."""
    found: list[str] = []
    for select in tree.find_all(exp.Select):
        joins = select.args.get("joins") or []
        where = select.args.get("where")
        for join in joins:
            if join.args.get("on") or join.args.get("using"):
                continue
            target = join.this
            if isinstance(target, exp.Unnest | exp.Lateral) or join.kind in {"SEMI", "ANTI"}:
                continue
            alias = target.alias_or_name
            linked = where is not None and any(
                isinstance(cond, exp.EQ)
                and {c.table for c in cond.find_all(exp.Column)} - {""} >= {alias}
                and len({c.table for c in cond.find_all(exp.Column)} - {""}) >= 2
                for cond in where.find_all(exp.EQ)
            )
            if not linked:
                base = select.args.get("from_") or select.args.get("from")
                left = base.this.alias_or_name if base is not None else "?"
                found.append(f"{left} × {alias}")
    return found


def has_outer_limit(tree: exp.Expr) -> bool:
    """Whether the outermost query limits its rows (LIMIT, FETCH FIRST or TOP)."""
    return bool(tree.args.get("limit") or tree.args.get("fetch"))


def sensitive_reads(columns: dict[str, list[str]], sensitive: Iterable[str]) -> list[str]:
    """``table.column`` names read that are in ``sensitive`` (matched on the bare table name too)."""
    wanted = {s.lower() for s in sensitive}
    hits: list[str] = []
    for table, names in columns.items():
        bare = table.rpartition(".")[2].lower()
        for name in names:
            for candidate in (f"{table.lower()}.{name.lower()}", f"{bare}.{name.lower()}"):
                if candidate in wanted:
                    hits.append(f"{table}.{name}")
                    break
    return sorted(set(hits))


class ImpactPreviewer:
    """Previews SQL on one data source; its schema and table sizes are cached for ``SCHEMA_TTL_S``."""

    def __init__(
        self,
        source: DataSource,
        *,
        sensitive_columns: Iterable[str] = (),
        large_table_rows: float = LARGE_TABLE_ROWS,
    ) -> None:
        self.source = source
        self.sensitive_columns = frozenset(c.lower() for c in sensitive_columns)
        self.large_table_rows = large_table_rows
        self._lock = threading.Lock()
        self._schema: tuple[float, dict[str, dict[str, str]]] | None = None
        self._sizes: dict[str, tuple[float, float | None]] = {}

    def schema(self) -> dict[str, dict[str, str]]:
        """{table: {column: type}} of the source's tables in the default schema."""
        with self._lock:
            if self._schema is not None and time.monotonic() - self._schema[0] < SCHEMA_TTL_S:
                return self._schema[1]
        mapping: dict[str, dict[str, str]] = {}
        for table in self.source.list_tables():
            if "." in table:
                continue  # other schemas: their reads count as unknown (fail closed)
            mapping[table] = {c.name: c.type for c in self.source.describe_table(table)}
        with self._lock:
            self._schema = (time.monotonic(), mapping)
        return mapping

    def table_rows(self, table: str) -> float | None:
        """The engine's estimate of a table's rows (a plain EXPLAIN of ``SELECT * FROM table``)."""
        with self._lock:
            cached = self._sizes.get(table)
            if cached is not None and time.monotonic() - cached[0] < SCHEMA_TTL_S:
                return cached[1]
        rows: float | None = None
        if supports_estimate(self.source.dialect):
            sql = exp.select("*").from_(exp.to_table(table)).sql(dialect=self.source.dialect)
            try:
                rows = estimate(self.source, sql)["rows"]
            except Exception:  # a size we cannot learn is "unknown", shown as such
                log.debug("no size estimate for %s", table, exc_info=True)
        with self._lock:
            self._sizes[table] = (time.monotonic(), rows)
        return rows

    def preview(self, sql: str) -> Preview:
        """The impact preview of ``sql`` (never raises; a failure is in ``error``)."""
        from askdata_app.data.guard import UnsafeQueryError, ensure_safe

        dialect = self.source.dialect
        try:
            statement = ensure_safe(sql, dialect)
            tree = sqlglot.parse_one(statement, read=dialect)
        except UnsafeQueryError as err:
            return empty_preview(sql, dialect, err.reason)
        except SqlglotError as err:
            return empty_preview(sql, dialect, f"The SQL could not be parsed: {err}")
        if not isinstance(tree, exp.Query):
            return empty_preview(statement, dialect, "Only a query can be previewed.")
        try:
            schema = self.schema()
        except Exception as err:  # the database is unreachable: say so on the card
            return empty_preview(statement, dialect, f"The schema could not be read: {err}")
        reads = reads_of(tree, dialect, schema)
        notes: list[str] = []
        if not reads["known"]:
            notes.append(
                "Some columns could not be traced to a table; the card cannot list every column read."
            )
        found: Estimate | None = None
        if supports_estimate(dialect):
            try:
                found = estimate(self.source, statement)
            except Exception as err:  # the engine could not plan it: the query would fail too
                notes.append(f"The engine gave no estimate: {str(err).splitlines()[0]}")
        else:
            notes.append(no_estimate_reason(dialect))
        sensitive = sensitive_reads(reads["columns"], self.sensitive_columns)
        badges = self._badges(tree, reads, found, sensitive, notes)
        return Preview(
            sql=statement,
            dialect=dialect,
            tables=reads["tables"],
            columns=reads["columns"],
            columns_known=reads["known"],
            estimate=found,
            badges=badges,
            sensitive=sensitive,
            notes=notes,
            error="",
        )

    def _badges(
        self, tree: exp.Expr, reads: Reads, found: Estimate | None, sensitive: list[str], notes: list[str]
    ) -> list[Badge]:
        badges: list[Badge] = []
        for column in sensitive:
            badges.append(
                Badge(kind="sensitive", label=f"Sensitive: {column}", detail=f"{column} is tagged sensitive.")
            )
        sizes = (
            {t: self.table_rows(t) for t in reads["tables"]} if supports_estimate(self.source.dialect) else {}
        )
        large = {t: n for t, n in sizes.items() if n is not None and n >= self.large_table_rows}
        for pair in cross_joins(tree):
            badges.append(
                Badge(
                    kind="cross_join", label="Cross join", detail=f"{pair}: every row paired with every row."
                )
            )
        returned = found["rows"] if found is not None and found["basis"] == "returned" else None
        small_result = returned is not None and returned < self.large_table_rows
        if large and not has_outer_limit(tree) and not small_result:
            names = ", ".join(f"{t} (~{n:,.0f} rows)" for t, n in sorted(large.items()))
            badges.append(
                Badge(
                    kind="no_limit_large_table",
                    label="No LIMIT on a large table",
                    detail=f"Reads {names} with no LIMIT (large = {self.large_table_rows:,.0f}+ rows).",
                )
            )
        scans = found.get("scans", []) if found is not None else []
        scanned = sorted({t for t in scans if t in large or t.lower() in large})
        for table in scanned:
            badges.append(
                Badge(
                    kind="full_scan",
                    label=f"Full scan: {table}",
                    detail=f"The plan reads all of {table} (~{large.get(table, 0):,.0f} rows).",
                )
            )
        if supports_estimate(self.source.dialect) and any(n is None for n in sizes.values()):
            notes.append("The size of some tables is unknown.")
        return badges
