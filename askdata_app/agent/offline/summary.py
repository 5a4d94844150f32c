"""A sentence or two about a result, with its actual numbers ($1,234.56, 12,345, 41.2%)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.agent.offline.sqlbuild import safe_name


def _is_num(v: Any) -> bool:
    return isinstance(v, int | float | Decimal) and not isinstance(v, bool)


def fmt_number(value: Any, *, money: bool = False, percent: bool = False) -> str:
    """Format a number for a sentence."""
    if value is None:
        return "no value"
    if not _is_num(value):
        return fmt_label(value)
    v = float(value)
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


def _kind(catalog: Catalog, column: str) -> tuple[bool, bool, str]:
    """(money, percent, label) of a result column."""
    if column.endswith(("_share_pct", "_growth_pct")):
        return (
            False,
            True,
            column.replace("_share_pct", " share").replace("_growth_pct", " growth").replace("_", " "),
        )
    base = column.removesuffix("_cumulative")
    for q in catalog.quantities:
        if safe_name(q.name) == base:
            label = q.label.lower() + (" (running total)" if base != column else "")
            return q.money, q.percent, label
    return False, False, column.replace("_", " ")


def summarize(
    catalog: Catalog, plan: SqlPlan, columns: list[str], rows: list[tuple[Any, ...]], row_count: int
) -> str:
    """Describe a result in a sentence or two."""
    if not rows:
        return f"No rows matched: {plan.understood}."
    y = (
        plan.y
        if plan.y in columns
        else next((c for c, v in zip(columns, rows[0], strict=False) if _is_num(v)), None)
    )
    if plan.y is None and plan.chart == "table":
        y = None
    if y is None:
        shown = ", ".join(fmt_label(r[-1]) for r in rows[:5])
        more = f" and {row_count - 5:,} more" if row_count > 5 else ""
        return f"{row_count:,} row{'s' if row_count != 1 else ''}: {shown}{more}."
    yi = columns.index(y)
    money, percent, label = _kind(catalog, y)
    if len(rows) == 1 and (plan.x is None or plan.x not in columns):
        text = f"{label.capitalize()}: {fmt_number(rows[0][yi], money=money, percent=percent)}"
        others = []
        for i, (c, v) in enumerate(zip(columns, rows[0], strict=False)):
            if i != yi and _is_num(v):
                c_money, c_percent, c_label = _kind(catalog, c)
                others.append(f"{c_label} {fmt_number(v, money=c_money, percent=c_percent)}")
        return text + (f" ({'; '.join(others)})" if others else "") + f" — {plan.understood}."
    x = plan.x if plan.x in columns else columns[0]
    xi = columns.index(x)
    vals = [(r[xi], r[yi]) for r in rows if _is_num(r[yi])]
    if not vals:
        return f"{row_count:,} rows; {label} has no values."
    top = max(vals, key=lambda p: float(p[1]))
    low = min(vals, key=lambda p: float(p[1]))
    total = sum(float(v) for _, v in vals)
    f = lambda v: fmt_number(v, money=money, percent=percent)  # noqa: E731
    grain = x if x in {"day", "week", "month", "quarter", "year"} else None

    def lab(v: Any) -> str:
        return fmt_period(v, grain)

    if plan.chart == "line" and grain is not None:
        first, last = vals[0], vals[-1]
        text = (f"{label.capitalize()} went from {f(first[1])} ({lab(first[0])}) to {f(last[1])} "
                f"({lab(last[0])}); highest {f(top[1])} in {lab(top[0])}, "
                f"lowest {f(low[1])} in {lab(low[0])}.")  # fmt: skip
        if not percent:
            text += f" Total over the {len(vals):,} periods: {f(total)}."
        return text
    text = f"{lab(top[0])} has the highest {label}: {f(top[1])}"
    if not percent and total and len(vals) > 1 and all(float(v) >= 0 for _, v in vals):
        text += f" ({float(top[1]) / total * 100:.1f}% of the {f(total)} shown)"
    text += "."
    if len(vals) > 1:
        text += f" Lowest: {lab(low[0])} with {f(low[1])}."
    if row_count > len(rows):
        text += f" ({row_count:,} rows in all; {len(rows):,} shown.)"
    return text
