"""Which whole calendar unit a period is: a year, a quarter, a month, or none of them."""

from __future__ import annotations

from askdata_app.agent.offline.timespec import Period


def calendar_unit(period: Period) -> str | None:
    """ "year" for 2019, "quarter" for Q3 2019, "month" for March 2019, else None."""
    start, end = period.start, period.end
    if start is None or end is None or start.day != 1 or end.day != 1:
        return None
    months = (end.year - start.year) * 12 + end.month - start.month
    if months == 12 and start.month == 1:
        return "year"
    if months == 3 and start.month % 3 == 1:
        return "quarter"
    return "month" if months == 1 else None


def units_between(first: Period, last: Period) -> int:
    """How many calendar months (or quarters) a range from ``first`` to ``last`` spans, both included: 6 for
    July to December; 0 when either end is open."""
    if first.start is None or last.end is None:
        return 0
    months = (last.end.year - first.start.year) * 12 + last.end.month - first.start.month
    unit = calendar_unit(first)
    return months // 3 if unit == "quarter" else months
