"""The engine's own estimate of a query, read from a plain ``EXPLAIN`` (never ``EXPLAIN ANALYZE``).

- DuckDB: ``EXPLAIN (FORMAT JSON)``: the top operator's ``Estimated Cardinality``; scans are ``SEQ_SCAN`` /
  ``TABLE_SCAN`` operators. No cost figure.
- PostgreSQL: ``EXPLAIN (FORMAT JSON)``: the root plan's ``Plan Rows`` and ``Total Cost``; full scans are
  ``Seq Scan`` nodes.
- MySQL / MariaDB: ``EXPLAIN FORMAT=JSON``: the plan has no estimate of the rows returned, so ``rows`` is the
  most rows examined on one table (``rows_examined_per_scan`` / ``rows``, an upper bound for single-table
  reads) and ``basis`` says so; MySQL adds ``query_cost``. Full scans are ``access_type: ALL``.
- SQLite and others: no estimate without running the query (``EXPLAIN QUERY PLAN`` gives no row counts).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Literal, NotRequired, TypedDict

if TYPE_CHECKING:
    from askdata_app.data.source import DataSource

EXPLAIN_PREFIX = {
    "duckdb": "EXPLAIN (FORMAT JSON)",
    "postgres": "EXPLAIN (FORMAT JSON)",
    "mysql": "EXPLAIN FORMAT=JSON",
}
NO_ESTIMATE = {
    "sqlite": "SQLite gives no row estimate without running the query.",
}


class Estimate(TypedDict):
    """What the engine expects, before anything runs."""

    rows: float | None
    """Estimated rows (see ``basis``); None when the plan has none."""
    cost: float | None
    """The planner's cost in its own units (PostgreSQL, MySQL); None elsewhere."""
    basis: Literal["returned", "examined"]
    """``returned``: rows the query returns; ``examined``: most rows read from one table (MySQL/MariaDB)."""
    engine: str
    """The sqlglot dialect that planned it."""
    scans: NotRequired[list[str]]
    """Tables read from end to end (sequential / full table scans)."""


def supports_estimate(dialect: str) -> bool:
    """Whether askdata can ask this engine for an estimate without running the query."""
    return dialect in EXPLAIN_PREFIX


def no_estimate_reason(dialect: str) -> str:
    """Why there is no estimate on this engine (for the card)."""
    return NO_ESTIMATE.get(
        dialect, f"askdata asks no estimate from {dialect} (only DuckDB, PostgreSQL, MySQL)."
    )


def estimate(source: DataSource, sql: str) -> Estimate:
    """The engine's estimate for ``sql`` from a plain EXPLAIN on the source's read-only connection.

    Raises:
        UnsafeQueryError: the guard refused the statement (nothing ran).
        QueryError: the engine could not plan it.
        ValueError: the engine has no estimate (see :func:`supports_estimate`).
    """
    dialect = source.dialect
    if dialect not in EXPLAIN_PREFIX:
        raise ValueError(no_estimate_reason(dialect))
    rows = source.explain(sql, EXPLAIN_PREFIX[dialect])
    if dialect == "duckdb":
        plan = json.loads(_plan_text(rows, column=1))
        return _duckdb(plan)
    plan = _plan_text(rows, column=0)
    parsed = plan if isinstance(plan, list | dict) else json.loads(plan)
    if dialect == "postgres":
        return _postgres(parsed)
    return _mysql(parsed)


def _plan_text(rows: list[tuple[Any, ...]], *, column: int) -> Any:
    if not rows:
        msg = "the engine returned no plan"
        raise ValueError(msg)
    row = rows[0]
    return row[column] if len(row) > column else row[0]


def _number(value: Any) -> float | None:
    try:
        return float(str(value).replace(",", ""))
    except (TypeError, ValueError):
        return None


def _duckdb(plan: Any) -> Estimate:
    nodes = plan if isinstance(plan, list) else [plan]
    rows: float | None = None
    scans: list[str] = []
    stack = list(nodes)
    while stack:
        node = stack.pop(0)
        if not isinstance(node, dict):
            continue
        info = node.get("extra_info") or {}
        if rows is None and isinstance(info, dict) and "Estimated Cardinality" in info:
            rows = _number(info["Estimated Cardinality"])
        if str(node.get("name", "")).strip() in {"SEQ_SCAN", "TABLE_SCAN"} and isinstance(info, dict):
            table = str(info.get("Table", "")).rpartition(".")[2]
            if table:
                scans.append(table)
        stack.extend(node.get("children") or [])
    return Estimate(rows=rows, cost=None, basis="returned", engine="duckdb", scans=scans)


def _postgres(plan: Any) -> Estimate:
    root = plan[0]["Plan"] if isinstance(plan, list) else plan["Plan"]
    scans: list[str] = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node.get("Node Type") == "Seq Scan" and node.get("Relation Name"):
            scans.append(str(node["Relation Name"]))
        stack.extend(node.get("Plans") or [])
    return Estimate(
        rows=_number(root.get("Plan Rows")),
        cost=_number(root.get("Total Cost")),
        basis="returned",
        engine="postgres",
        scans=scans,
    )


def _mysql(plan: Any) -> Estimate:
    examined: list[float] = []
    scans: list[str] = []
    cost: float | None = None

    def walk(node: Any) -> None:
        nonlocal cost
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if not isinstance(node, dict):
            return
        if "cost_info" in node and cost is None and isinstance(node["cost_info"], dict):
            cost = _number(node["cost_info"].get("query_cost"))
        if "table_name" in node:
            count = _number(node.get("rows_examined_per_scan", node.get("rows")))
            if count is not None:
                examined.append(count)
            if node.get("access_type") == "ALL":
                scans.append(str(node["table_name"]))
        for value in node.values():
            if isinstance(value, dict | list):
                walk(value)

    walk(plan)
    return Estimate(
        rows=max(examined) if examined else None,
        cost=cost,
        basis="examined",
        engine="mysql",
        scans=scans,
    )
