"""A sentence or two about a result, with its actual numbers, in the words of the semantic model.

The sentence's shape comes from ``offline.shapes``; its numbers and dates from ``data.formatting``."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from askdata_app.agent.offline.catalog import Catalog, Leaf
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.agent.offline.shapes import Measure, Result, describe
from askdata_app.agent.offline.sqlbuild import safe_name
from askdata_app.data.formatting import ColumnHint, column_format


def _is_num(v: Any) -> bool:
    return isinstance(v, int | float | Decimal) and not isinstance(v, bool)


@dataclass(frozen=True)
class _Kind:
    """How to say a result column's numbers."""

    label: str
    money: bool = False
    percent: bool = False
    """Already a percentage (0..100): shares and growth the planner computed."""
    fraction: bool = False
    """A fraction (0..1) from the layer (rates, margins): shown times 100."""
    additive: bool = True
    """Totals over rows make sense (not for averages, ratios and percentages)."""
    currency: str | None = None
    """The currency the semantic model names for it (``config.meta.currency``)."""


def _kind(catalog: Catalog, column: str) -> _Kind:
    """What a result column holds, from its name."""
    if column.endswith("_share"):  # a fraction of the whole (0..1), like the semantic model's ratio metrics
        return _Kind(column.replace("_", " "), fraction=True, additive=False)
    if column.endswith("_growth_pct"):
        return _Kind(column.replace("_growth_pct", " growth").replace("_", " "), percent=True, additive=False)
    base = column.removesuffix("_cumulative")
    for q in catalog.quantities:
        if safe_name(q.name) == base:
            label = q.label.lower() + (" (running total)" if base != column else "")
            leaves = q.leaves()
            additive = isinstance(q.node, Leaf) and q.node.agg in {
                "sum",
                "count",
                "count_distinct",
                "sum_boolean",
            }
            additive = additive and base == column and len(leaves) == 1
            return _Kind(label, q.money, False, q.percent, additive, q.currency)
    return _Kind(column.replace("_", " "), additive=False)


def column_agg(catalog: Catalog, column: str) -> str | None:
    """How the semantic model aggregates the one plain measure a result column is named for ("sum",
    "count", "count_distinct" ...), or None (a ratio, a derived figure, a column of no measure)."""
    for q in catalog.quantities:
        if safe_name(q.name) == column and isinstance(q.node, Leaf) and len(q.leaves()) == 1:
            return q.node.agg
    return None


def column_hint(catalog: Catalog, column: str) -> ColumnHint:
    """What the semantic model says about a result column: its label, money and currency, percentages."""
    kind = _kind(catalog, column)
    hint: ColumnHint = {"label": kind.label, "money": kind.money}
    if kind.currency:
        hint["currency"] = kind.currency
    if kind.percent:
        hint["percent"] = "points"
    elif kind.fraction:
        hint["percent"] = "fraction"
    return hint


def column_hints(catalog: Catalog, columns: list[str]) -> dict[str, ColumnHint]:
    """``column_hint`` for the columns the semantic model knows (for tables and charts)."""
    known = {safe_name(q.name) for q in catalog.quantities}
    return {
        c: column_hint(catalog, c)
        for c in columns
        if c.removesuffix("_cumulative") in known or c.endswith(("_share", "_growth_pct"))
    }


def measure_of(catalog: Catalog, column: str, values: list[Any]) -> Measure:
    """A result column as the sentence writer speaks of it (label, money, percentage from the model)."""
    kind = _kind(catalog, column)
    fmt = column_format(column, "number", values, hint=column_hint(catalog, column))
    return Measure(column, kind.label, fmt, kind.additive)


def summarize(
    catalog: Catalog, plan: SqlPlan, columns: list[str], rows: list[tuple[Any, ...]], row_count: int
) -> str:
    """Describe a result in a sentence or two that fit its shape (see ``offline.shapes``)."""
    numbers = [
        c
        for i, c in enumerate(columns)
        if (c == plan.y or any(_is_num(r[i]) for r in rows[:50]))
        and all(r[i] is None or _is_num(r[i]) for r in rows[:50])
    ]
    if plan.chart == "table" and plan.y not in columns:
        numbers = []
    main = plan.y if plan.y in numbers else (numbers[0] if numbers else None)
    ordered = [main, *(c for c in numbers if c != main)] if main else []
    measures = [measure_of(catalog, c, [r[columns.index(c)] for r in rows[:2000]]) for c in ordered]
    result = Result(
        columns=list(columns),
        rows=list(rows),
        row_count=row_count,
        measures=measures,
        sql=plan.sql,
        x=plan.x,
        understood=plan.understood,
        title=plan.title,
    )
    return describe(result)
