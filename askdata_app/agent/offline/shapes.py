"""Sentences that fit the result's shape: a ranking, a trend, several series, a single value, nothing.

The shape is read from the result itself (which columns hold dates, labels and numbers, the row order)
and from the query (its ``ORDER BY`` and ``LIMIT``, the period its ``WHERE`` keeps, its ``DATE_TRUNC``
grain); the words for a number (its label, money, percentage) come from the semantic model through
:class:`Measure`. Numbers and dates are written by :mod:`askdata_app.data.formatting`.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from askdata_app.agent.offline.when import grain_words, period_of, sort_keys
from askdata_app.data.formatting import (
    ColumnFormat,
    detect_grain,
    format_period,
    format_value,
    grain_from_sql,
)

TOP = 3
"""Items a ranking names."""
SERIES = 5
"""Series a multi-series sentence names (the largest first)."""


@dataclass(frozen=True)
class Measure:
    """A number column and how to speak of it."""

    column: str
    label: str
    """Lower-case words, e.g. ``revenue`` or ``average order value``."""
    fmt: ColumnFormat
    additive: bool = False
    """Totals over rows make sense (sums and counts; not averages, ratios, percentages)."""

    def say(self, value: Any) -> str:
        text = format_value(value, self.fmt)
        return text or "no value"


@dataclass
class Result:
    """A result as the sentence writer sees it."""

    columns: list[str]
    rows: list[tuple[Any, ...]]
    row_count: int
    measures: list[Measure]
    """The number columns to speak of, the main one first."""
    sql: str = ""
    x: str | None = None
    """The column the planner meant as the axis (a label or a date), when known."""
    understood: str = ""
    title: str = ""
    grain: str | None = field(default=None)

    def index(self, column: str) -> int:
        return self.columns.index(column)

    def column_values(self, column: str) -> list[Any]:
        i = self.index(column)
        return [r[i] for r in self.rows]


def is_number(value: Any) -> bool:
    return isinstance(value, int | float | Decimal) and not isinstance(value, bool)


def _is_time(value: Any) -> bool:
    return isinstance(value, dt.date)


def _column_kind(values: Sequence[Any]) -> str:
    present = [v for v in values if v is not None]
    if not present:
        return "empty"
    if all(_is_time(v) for v in present):
        return "time"
    if all(is_number(v) for v in present):
        return "number"
    return "label"


def describe(result: Result) -> str:
    """One to three sentences about ``result``, chosen by its shape."""
    if not result.rows:
        return _empty(result)
    measure_cols = {m.column for m in result.measures}
    others = [c for c in result.columns if c not in measure_cols]
    kinds = {c: _column_kind(result.column_values(c)) for c in others}
    times = [c for c in others if kinds[c] == "time"]
    labels = [c for c in others if kinds[c] == "label"]
    if not result.measures:
        return _listing(result)
    if not times and not labels and len(result.rows) == 1:
        return _single(result)
    if len(times) == 1 and not labels:
        result.grain = _grain(result, times[0])
        if len(result.measures) == 1:
            return _trend(result, times[0], result.measures[0])
        return _measures_over_time(result, times[0])
    if len(times) == 1 and len(labels) == 1:
        result.grain = _grain(result, times[0])
        return _series(result, times[0], labels[0], result.measures[0])
    if labels or times:
        x = result.x if result.x in labels + times else (labels or times)[0]
        if x in times:
            result.grain = _grain(result, x)
        return _ranking(result, x, result.measures[0])
    return _listing(result)


# -- the shapes ---------------------------------------------------------------------------------------


def _empty(result: Result) -> str:
    when = period_of(result.sql)
    what = result.understood or result.title or "your question"
    tail = f" {when}" if when and when not in what else ""
    return f"No rows matched {what}{tail}: the query ran and returned nothing."


def _single(result: Result) -> str:
    main = result.measures[0]
    row = result.rows[0]
    when = period_of(result.sql)
    value = row[result.index(main.column)]
    if value is None:
        return f"No value for {main.label}{' ' + when if when else ''}: no rows matched."
    text = f"{main.label.capitalize()}{' ' + when if when else ''}: {main.say(value)}."
    more = [f"{m.label} {m.say(row[result.index(m.column)])}" for m in result.measures[1:]]
    return text + (f" Also {', '.join(more)}." if more else "")


def _points(result: Result, x: str, measure: Measure) -> list[tuple[Any, Any]]:
    xi, yi = result.index(x), result.index(measure.column)
    return [(r[xi], r[yi]) for r in result.rows if is_number(r[yi]) and r[xi] is not None]


def _ranking(result: Result, x: str, measure: Measure) -> str:
    points = _points(result, x, measure)
    if not points:
        return f"{result.row_count:,} rows, but {measure.label} has no values."
    order = _order(result.sql, measure.column)
    ascending = order == "asc"
    if order is None:  # not ranked by the query: rank here, biggest first
        points = sorted(points, key=lambda p: float(p[1]), reverse=True)
    name = _namer(result, x)
    top = points[:TOP]
    listed = ", ".join(f"{name(a)} ({measure.say(b)})" for a, b in top)
    head = "Lowest" if ascending else "Top"
    if len(points) == 1:
        word = "lowest" if ascending else "highest"
        return f"{name(top[0][0])} has the {word} {measure.label}: {measure.say(top[0][1])}."
    text = f"{head} {len(top)} by {measure.label}: {listed}."
    first, second = points[0], points[1]
    gap = abs(float(first[1]) - float(second[1]))
    if measure.fmt.percent is not None:
        by = f"{gap * (100 if measure.fmt.percent == 'fraction' else 1):.1f} points"
    else:
        relative = f" ({gap / abs(float(second[1])) * 100:.1f}%)" if float(second[1]) else ""
        by = f"{measure.say(_like(first[1], gap))}{relative}"
    verb = "is below" if ascending else "leads"
    text += f" {name(first[0])} {verb} {name(second[0])} by {by}."
    values = [float(b) for _, b in points]
    whole = math.fsum(values)
    if measure.additive and min(values) >= 0 and whole and len(points) > TOP:
        share = math.fsum(float(b) for _, b in top) / whole * 100
        total = measure.say(_like(first[1], whole))
        text += f" The top {len(top)} make {share:.1f}% of the {total} shown."
    if len(points) > TOP:
        last = points[-1]
        text += f" {'Highest' if ascending else 'Lowest'} shown: {name(last[0])} ({measure.say(last[1])})."
    if result.row_count > len(result.rows):
        text += f" ({result.row_count:,} rows in all; {len(result.rows):,} read.)"
    return text


def _trend_clause(result: Result, points: list[tuple[Any, Any]], measure: Measure) -> str:
    """ "went from A in P1 to B in P2 (+x%), peaking at C in P3"."""
    points = sorted(points, key=lambda p: sort_keys(p[0]))
    (t0, v0), (t1, v1) = points[0], points[-1]
    peak = max(points, key=lambda p: float(p[1]))
    when = _period_namer(result)
    text = f"went from {measure.say(v0)} in {when(t0)} to {measure.say(v1)} in {when(t1)}"
    change = _change(float(v0), float(v1), measure)
    text += f" ({change})" if change else ""
    if peak[0] not in (t0, t1):
        text += f", peaking at {measure.say(peak[1])} in {when(peak[0])}"
    return text


def _trend(result: Result, x: str, measure: Measure) -> str:
    points = _points(result, x, measure)
    if not points:
        return f"{result.row_count:,} rows, but {measure.label} has no values."
    if len(points) == 1:
        when = _period_namer(result)(points[0][0])
        return f"{measure.label.capitalize()} in {when}: {measure.say(points[0][1])}."
    text = f"{measure.label.capitalize()} {_trend_clause(result, points, measure)}."
    low = min(points, key=lambda p: float(p[1]))
    text += f" Lowest: {measure.say(low[1])} in {_period_namer(result)(low[0])}."
    if measure.additive:
        total = sum(float(v) for _, v in points)
        span = grain_words(result.grain, len(points))
        text += f" Total over the {span}: {measure.say(_like(points[0][1], total))}."
    return text


def _measures_over_time(result: Result, x: str) -> str:
    parts = []
    for measure in result.measures[:SERIES]:
        points = _points(result, x, measure)
        if len(points) >= 2:
            parts.append(f"{measure.label} {_trend_clause(result, points, measure)}")
        elif points:
            parts.append(
                f"{measure.label} {measure.say(points[0][1])} in {_period_namer(result)(points[0][0])}"
            )
    if not parts:
        return f"{result.row_count:,} rows, with no values to compare."
    text = "; ".join(parts)
    return text[:1].upper() + text[1:] + "."


def _series(result: Result, x: str, label: str, measure: Measure) -> str:
    li, xi, yi = result.index(label), result.index(x), result.index(measure.column)
    groups: dict[Any, list[tuple[Any, Any]]] = {}
    for row in result.rows:
        if row[xi] is not None and is_number(row[yi]):
            groups.setdefault(row[li], []).append((row[xi], row[yi]))
    if not groups:
        return f"{result.row_count:,} rows, but {measure.label} has no values."
    ranked = sorted(groups.items(), key=lambda kv: sum(abs(float(v)) for _, v in kv[1]), reverse=True)
    name = _namer(result, label)
    parts = []
    for key, points in ranked[:SERIES]:
        if len(points) >= 2:
            parts.append(f"{name(key)} {_trend_clause(result, points, measure)}")
        else:
            parts.append(f"{name(key)} {measure.say(points[0][1])} in {_period_namer(result)(points[0][0])}")
    text = f"{measure.label.capitalize()} by {_words(label)}, {len(groups)} series: " + "; ".join(parts) + "."
    if len(ranked) > SERIES:
        text += f" {len(ranked) - SERIES} smaller series not described."
    return text


def _listing(result: Result) -> str:
    last = [r[-1] for r in result.rows[:8]]
    shown = ", ".join("" if v is None else str(v) for v in last)
    more = f" and {result.row_count - 8:,} more" if result.row_count > 8 else ""
    return f"{result.row_count:,} row{'s' if result.row_count != 1 else ''}: {shown}{more}."


# -- helpers ------------------------------------------------------------------------------------------


def _like(example: Any, value: float) -> Any:
    """``value`` as the same kind of number as ``example`` (an integer count stays an integer)."""
    return round(value) if isinstance(example, int) and float(value).is_integer() else value


def _change(first: float, last: float, measure: Measure) -> str:
    if measure.fmt.percent is not None:
        points = (last - first) * (100 if measure.fmt.percent == "fraction" else 1)
        return f"{points:+.1f} points"
    if first == 0:
        return ""
    return f"{(last - first) / abs(first) * 100:+.1f}%"


def _grain(result: Result, column: str) -> str | None:
    if result.sql:
        found = grain_from_sql(result.sql, column)
        if found:
            return found
    if column in {"year", "quarter", "month", "week", "day"}:
        return column
    return detect_grain(result.column_values(column))


def _period_namer(result: Result) -> Any:
    return lambda value: format_period(value, result.grain)


def _namer(result: Result, column: str) -> Any:
    values = result.column_values(column)
    if _column_kind(values) == "time":
        grain = result.grain or _grain(result, column)
        return lambda value: format_period(value, grain)
    return lambda value: "(empty)" if value is None else str(value)


def _words(column: str) -> str:
    return column.replace("_", " ").strip()


def _order(sql: str, column: str) -> str | None:
    """``asc`` / ``desc`` when the query orders its rows by ``column`` first, else ``None``."""
    if not sql:
        return None
    import sqlglot
    from sqlglot import exp

    try:
        tree = sqlglot.parse_one(sql)
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError):
        return None
    order = tree.args.get("order")
    if not isinstance(order, exp.Order) or not order.expressions:
        return None
    first = order.expressions[0]
    target = first.this
    if isinstance(target, exp.Column) and target.name.lower() == column.lower():
        return "desc" if first.args.get("desc") else "asc"
    return None
