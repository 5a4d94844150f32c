"""Follow-ups that ask for the period just before (or after) the previous question's: "and the quarter
before?", "what about the previous year", "vs the 30 days before", "and the year after?", "the following
month".

A year said in the earlier question is said one less (so "black friday 2019" -> "black friday 2018" keeps
the holiday's own date); other whole months, quarters and years move back by whole months.
"""

from __future__ import annotations

import re
from datetime import timedelta

from askdata_app.agent.offline.periods import Period, add_months

_UNIT_BEFORE = re.compile(
    r"(?:(?:and|or|what about|how about|same for|now) )?(?:in |for |over |during )?(?:the |a )?"
    r"(?:(?:previous|prior|preceding) (month|quarter|year)"
    r"|(month|quarter|year) (?:before|prior|earlier)(?: (?:that|it|then|this|those))?"
    r"|(?P<after_word>following|next|subsequent) (?P<after_unit>month|quarter|year)"
    r"|(?P<unit_after>month|quarter|year) (?:after|later)(?: (?:that|it|then|this|those))?)",
    re.IGNORECASE,
)
"""A follow-up naming only the unit before (or after) the earlier period."""
_MONTHS = {"month": 1, "quarter": 3, "year": 12}
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")


def unit_before(question: str, earlier: str, periods: list[Period]) -> str | None:
    """The question ``question`` asks when it only names the unit before (or after) ``earlier``'s one period,
    or None.

    Returns either the earlier question with its year one less, or "and between <start> and <last day>"
    (to be read as a follow-up of ``earlier``)."""
    m = _UNIT_BEFORE.fullmatch(question.strip().rstrip("?!. "))
    if m is None or len(periods) != 1:
        return None
    unit = (m.group(1) or m.group(2) or m.group("after_unit") or m.group("unit_after")).lower()
    step = 1 if m.group("after_unit") or m.group("unit_after") else -1
    period = periods[0]
    if period.start is None or period.end is None:
        return None
    years = _YEAR.findall(earlier)
    if unit == "year" and len(set(years)) == 1 and (period.end - period.start).days <= 366:
        year = years[0]
        return _YEAR.sub(str(int(year) + step), earlier)
    if period.start.day != 1 or period.end.day != 1:
        return None
    k = _MONTHS[unit]
    start, end = add_months(period.start, step * k), add_months(period.end, step * k)
    return f"and between {start.isoformat()} and {(end - timedelta(days=1)).isoformat()}"
