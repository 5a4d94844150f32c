"""A sentence or two about a result, with its actual numbers ($1,234.56, 12,345, 41.2%)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from askdata_app.agent.offline.catalog import Catalog, Leaf
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.agent.offline.sqlbuild import safe_name


def _is_num(v: Any) -> bool:
    return isinstance(v, int | float | Decimal) and not isinstance(v, bool)


def fmt_number(value: Any, *, money: bool = False, percent: bool = False, fraction: bool = False) -> str:
    """Format a number for a sentence."""
    if value is None:
        return "no value"
    if not _is_num(value):
        return fmt_label(value)
    v = float(value)
    if fraction:
        return f"{v * 100:,.1f}%"
    if percent:
        return f"{v:,.1f}%"
    if money:
        return f"-${-v:,.2f}" if v < 0 else f"${v:,.2f}"
    if v == int(v) and abs(v) < 1e15:
        return f"{int(v):,}"
    return f"{v:,.2f}"


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def fmt_period(value: Any, grain: str | None) -> str:
    """A period start as people say it: "Mar 2019", "Q3 2019", "2019", "week of 2019-03-04"."""
    if isinstance(value, date):
        day = value.date() if isinstance(value, datetime) else value
        if grain == "month":
            return f"{_MONTHS[day.month - 1]} {day.year}"
        if grain == "quarter":
            return f"Q{(day.month - 1) // 3 + 1} {day.year}"
        if grain == "year":
            return str(day.year)
        if grain == "week":
            return f"week of {day.isoformat()}"
    return fmt_label(value)


def fmt_label(value: Any) -> str:
    """Format a group label (dates without a midnight time)."""
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == datetime.min.time() else value.isoformat(sep=" ")
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


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

    def fmt(self, value: Any) -> str:
        return fmt_number(value, money=self.money, percent=self.percent, fraction=self.fraction)


def _kind(catalog: Catalog, column: str) -> _Kind:
    """What a result column holds, from its name."""
    if column.endswith(("_share_pct", "_growth_pct")):
        label = column.replace("_share_pct", " share").replace("_growth_pct", " growth").replace("_", " ")
        return _Kind(label, percent=True, additive=False)
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
            return _Kind(label, q.money, False, q.percent, additive)
    return _Kind(column.replace("_", " "), additive=False)


def summarize(
    catalog: Catalog, plan: SqlPlan, columns: list[str], rows: list[tuple[Any, ...]], row_count: int
) -> str:
    """Describe a result in a sentence or two."""
    if not rows:
        return f"No rows matched: {plan.understood}."
    y = plan.y if plan.y in columns else None
    if y is None and plan.chart != "table":
        y = next((c for c, v in zip(columns, rows[0], strict=False) if _is_num(v)), None)
    if y is None:
        shown = ", ".join(fmt_label(r[-1]) for r in rows[:8])
        more = f" and {row_count - 8:,} more" if row_count > 8 else ""
        return f"{row_count:,} row{'s' if row_count != 1 else ''}: {shown}{more}."
    yi = columns.index(y)
    kind = _kind(catalog, y)
    if len(rows) == 1 and (plan.x is None or plan.x not in columns):
        text = f"{plan.title}: {kind.fmt(rows[0][yi])}"
        others = []
        for i, (c, v) in enumerate(zip(columns, rows[0], strict=False)):
            if i != yi and _is_num(v):
                other = _kind(catalog, c)
                others.append(f"{other.label} {other.fmt(v)}")
        return text + (f" ({'; '.join(others)})" if others else "") + "."
    x = plan.x if plan.x in columns else columns[0]
    xi = columns.index(x)
    vals = [(r[xi], r[yi]) for r in rows if _is_num(r[yi])]
    if not vals:
        return f"{row_count:,} rows; {kind.label} has no values."
    top = max(vals, key=lambda p: float(p[1]))
    low = min(vals, key=lambda p: float(p[1]))
    total = sum(float(v) for _, v in vals)
    grain = x if x in {"day", "week", "month", "quarter", "year"} else None

    def lab(v: Any) -> str:
        return fmt_period(v, grain)

    if plan.chart == "line" and grain is not None:
        first, last = vals[0], vals[-1]
        text = (f"{kind.label.capitalize()} went from {kind.fmt(first[1])} ({lab(first[0])}) to "
                f"{kind.fmt(last[1])} ({lab(last[0])}); highest {kind.fmt(top[1])} in {lab(top[0])}, "
                f"lowest {kind.fmt(low[1])} in {lab(low[0])}.")  # fmt: skip
        if kind.additive:
            text += f" Total over the {len(vals):,} periods: {kind.fmt(total)}."
        return text
    if len(vals) <= 5 and row_count == len(rows):
        listed = ", ".join(f"{lab(a)} {kind.fmt(b)}" for a, b in vals)
        text = f"{kind.label.capitalize()}: {listed}."
        if kind.additive and len(vals) > 1 and all(float(v) >= 0 for _, v in vals) and total:
            text += f" {lab(top[0])} is {float(top[1]) / total * 100:.1f}% of the {kind.fmt(total)} shown."
        return text
    text = f"{lab(top[0])} has the highest {kind.label}: {kind.fmt(top[1])}"
    if kind.additive and total and all(float(v) >= 0 for _, v in vals):
        text += f" ({float(top[1]) / total * 100:.1f}% of the {kind.fmt(total)} shown)"
    text += f". Lowest: {lab(low[0])} with {kind.fmt(low[1])}."
    if row_count > len(rows):
        text += f" ({row_count:,} rows in all; {len(rows):,} shown.)"
    return text
