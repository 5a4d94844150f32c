"""When a result is about: the period a query's ``WHERE`` keeps, said as people say it ("in Q1 2018")."""

from __future__ import annotations

import datetime as dt
from typing import Any

from askdata_app.data.formatting import format_period

_PLURAL = {"year": "years", "quarter": "quarters", "month": "months", "week": "weeks", "day": "days"}


def grain_words(grain: str | None, count: int) -> str:
    """``24 months``, ``8 quarters``, ``6 periods``."""
    word = _PLURAL.get(grain or "", "periods")
    return f"{count:,} {word[:-1] if count == 1 else word}"


def sort_keys(value: Any) -> Any:
    """A sort key for period starts (dates and datetimes together)."""
    if isinstance(value, dt.datetime):
        return value.replace(tzinfo=None)
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    return value


def _date(text: str) -> dt.date | None:
    try:
        return dt.datetime.fromisoformat(text.strip()).date()
    except ValueError:
        return None


def _bounds(sql: str) -> tuple[dt.date | None, dt.date | None]:
    """The first lower and upper date bounds in the query's ``WHERE`` (upper exclusive)."""
    import sqlglot
    from sqlglot import exp

    try:
        tree = sqlglot.parse_one(sql)
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError):
        return None, None
    where = tree.args.get("where")
    if where is None:
        return None, None
    low: dt.date | None = None
    high: dt.date | None = None
    for node in where.find_all(exp.GTE, exp.GT, exp.LT, exp.LTE, exp.Between):
        if isinstance(node, exp.Between):
            lo, hi = node.args.get("low"), node.args.get("high")
            a = _date(lo.name) if isinstance(lo, exp.Literal) and lo.is_string else None
            b = _date(hi.name) if isinstance(hi, exp.Literal) and hi.is_string else None
            low = low or a
            high = high or (b + dt.timedelta(days=1) if b else None)
            continue
        literal = node.expression if isinstance(node.expression, exp.Literal) else None
        if literal is None or not literal.is_string:
            continue
        day = _date(literal.name)
        if day is None:
            continue
        if isinstance(node, exp.GTE):
            low = low or day
        elif isinstance(node, exp.GT):
            low = low or day + dt.timedelta(days=1)
        elif isinstance(node, exp.LT):
            high = high or day
        else:
            high = high or day + dt.timedelta(days=1)
    return low, high


def period_of(sql: str) -> str:
    """``in 2019``, ``in Q1 2018``, ``from 3 Jan 2019 to 9 Jan 2019``, ``since …``, ``""``."""
    if not sql:
        return ""
    low, high = _bounds(sql)
    if low and high:
        if low.month == 1 and low.day == 1 and high == dt.date(low.year + 1, 1, 1):
            return f"in {format_period(low, 'year')}"
        if low.day == 1 and low.month in {1, 4, 7, 10} and high == _add_months(low, 3):
            return f"in {format_period(low, 'quarter')}"
        if low.day == 1 and high == _add_months(low, 1):
            return f"in {format_period(low, 'month')}"
        last = high - dt.timedelta(days=1)
        if last == low:
            return f"on {format_period(low, 'day')}"
        return f"from {format_period(low, 'day')} to {format_period(last, 'day')}"
    if low:
        return f"since {format_period(low, 'day')}"
    if high:
        return f"before {format_period(high, 'day')}"
    return ""


def _add_months(day: dt.date, months: int) -> dt.date:
    month = day.month - 1 + months
    return dt.date(day.year + month // 12, month % 12 + 1, 1)
