"""A daily series with its empty days as 0: "daily orders at X from 10 to 17 March 2019, 0 on days without
any", "orders per day in February 2020, zero-filled", "show 0 for days with none", "filling days with no
orders with 0", a metric named "orders_fill_nulls_with_0".

A day without rows has no row in a grouped series, so the series is planned as usual (the words asking for
the zeros left out) and then set against every day of its period: a row for each day, 0 where the series has
none. The period is the one date range the series' SQL keeps (at most 400 days); without one, or when the
series is not one figure by day, the series is answered as planned. Before, the empty days were left out,
or the words were not understood.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

__all__ = ["fill_days_sql", "zero_filled"]

_ZERO = r"(?:0|zero|zeros|zeroes|0s)"
_EMPTY_DAYS = (
    r"(?:(?:the |any )?(?:days?|dates?) (?:with (?:none|no (?:orders?|sales|rows|data))"
    r"|without (?:any|orders?|sales|rows|data)|that had none|where there (?:were|are) none)"
    r"|empty days|missing days|gaps|nulls|blanks)"
)
_FILL = re.compile(
    r"\s*[,;:(-]?\s*(?:"
    rf"(?:with |and |showing |show |put |giving |returning )?{_ZERO} (?:on|for|in) {_EMPTY_DAYS}"
    rf"|(?:and |with )?(?:fill|filling|filled) (?:in )?{_EMPTY_DAYS} (?:with|as) {_ZERO}"
    r"|(?:and |,? )?(?:zero|0)[- ]filled|with (?:the )?(?:empty|missing) days (?:as|at) (?:0|zero)"
    r"|including (?:the )?days with no (?:orders?|sales)(?: as 0| as zero)?"
    r")\s*\)?(?=\s*(?:[,.;:?!]|$))",
    re.IGNORECASE,
)
_FILL_NAME = re.compile(rf"\b([a-z][a-z_]*?[a-z])_fill(?:_nulls)?_with_{_ZERO}\b", re.IGNORECASE)
"""'orders_fill_nulls_with_0': the metric, its empty days as 0."""

_MAX_DAYS = 400


def zero_filled(question: str) -> str | None:
    """``question`` without its words asking for empty days as 0, or None when it has none."""
    named = _FILL_NAME.sub(lambda m: m.group(1).replace("_", " "), question)
    rest = _FILL.sub("", named)
    if rest == question:
        return None
    return re.sub(r"\s+", " ", rest).strip()


_RANGE = re.compile(r">= '(\d{4}-\d\d-\d\d)'[^']*?< '(\d{4}-\d\d-\d\d)'")
_DAY_COLUMN = re.compile(
    r"^\s*SELECT\s+DATE_TRUNC\('DAY', [\w.]+\) AS (\w+),\s+[^,]*? AS (\w+)\s+FROM\b", re.IGNORECASE
)


def fill_days_sql(sql: str) -> str | None:
    """``sql`` (one figure by day over one date range) with a row for every day of that range, 0 where it
    had none; None when it is not such a series."""
    columns = _DAY_COLUMN.match(sql)
    ranges = set(_RANGE.findall(sql))
    if columns is None or len(ranges) != 1:
        return None
    first, end = (date.fromisoformat(d) for d in next(iter(ranges)))
    if not 0 < (end - first).days <= _MAX_DAYS:
        return None
    day, y = columns.group(1), columns.group(2)
    days = " UNION ALL ".join(
        f"SELECT CAST('{first + timedelta(days=i)}' AS DATE) AS {day}" for i in range((end - first).days)
    )
    return (
        f"WITH t AS ({sql}), d AS ({days}) SELECT d.{day}, COALESCE(t.{y}, 0) AS {y} FROM d"
        f" LEFT JOIN t ON CAST(t.{day} AS DATE) = d.{day} ORDER BY d.{day}"
    )
