"""Periods counted from a date: "last month", "this quarter", "the latest full quarter".

The date is the end of the data (its latest date), so relative periods describe the data, not the wall
clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

MONTH_NAMES = ("", "January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December")  # fmt: skip


@dataclass(frozen=True)
class Period:
    """A half-open date range [start, end) and how to say it."""

    start: date | None
    end: date | None
    label: str


def add_months(d: date, months: int) -> date:
    """The first day of the month ``months`` after ``d``'s month."""
    m = d.month - 1 + months
    return date(d.year + m // 12, m % 12 + 1, 1)


def relative(unit: str, n: int, anchor: date, *, rolling: bool) -> Period:
    """The n units before ``anchor`` (rolling: ending on it; else the whole units before its own)."""
    if unit == "day":
        end = anchor + timedelta(days=1)
        return Period(end - timedelta(days=n), end, f"the last {n} days" if n > 1 else "the last day")
    if unit == "week":
        if rolling:
            end = anchor + timedelta(days=1)
            return Period(end - timedelta(weeks=n), end, f"the last {n} weeks")
        monday = anchor - timedelta(days=anchor.weekday())
        return Period(monday - timedelta(weeks=n), monday, "last week")
    months = {"month": 1, "quarter": 3, "year": 12}[unit] * n
    if rolling:
        end = anchor + timedelta(days=1)
        start = add_months(date(end.year, end.month, 1), -months) if end.day == 1 else None
        if start is None:
            start = add_months(date(anchor.year, anchor.month, 1), 1 - months)
            end = add_months(date(anchor.year, anchor.month, 1), 1)
        return Period(start, end, f"the last {n} {unit}s")
    if unit == "year":
        return Period(date(anchor.year - n, 1, 1), date(anchor.year - n + 1, 1, 1), str(anchor.year - n))
    if unit == "quarter":
        cur = date(anchor.year, 3 * ((anchor.month - 1) // 3) + 1, 1)
        start = add_months(cur, -3 * n)
        return Period(start, add_months(start, 3), f"Q{(start.month - 1) // 3 + 1} {start.year}")
    cur = date(anchor.year, anchor.month, 1)
    start = add_months(cur, -n)
    return Period(start, add_months(start, 1), f"{MONTH_NAMES[start.month]} {start.year}")


def this_period(unit: str, anchor: date) -> Period:
    """The day, week, month, quarter or year that contains ``anchor``."""
    if unit == "year":
        return Period(date(anchor.year, 1, 1), date(anchor.year + 1, 1, 1), str(anchor.year))
    if unit == "quarter":
        start = date(anchor.year, 3 * ((anchor.month - 1) // 3) + 1, 1)
        return Period(start, add_months(start, 3), f"Q{(start.month - 1) // 3 + 1} {start.year}")
    if unit == "week":
        start = anchor - timedelta(days=anchor.weekday())
        return Period(start, start + timedelta(weeks=1), "this week")
    if unit == "day":
        return Period(anchor, anchor + timedelta(days=1), anchor.isoformat())
    start = date(anchor.year, anchor.month, 1)
    return Period(start, add_months(start, 1), f"{MONTH_NAMES[start.month]} {start.year}")


def latest_full(unit: str, anchor: date) -> Period:
    """The last whole day, week, month, quarter or year that ends on or before ``anchor`` (the data's end)."""
    current = this_period(unit, anchor)
    if current.end is not None and current.end <= anchor + timedelta(days=1):
        period = current
    else:
        period = relative(unit, 1, anchor, rolling=False)
    if unit == "week" and period.start is not None:
        return Period(period.start, period.end, f"the week of {period.start.isoformat()}")
    return period
