"""Follow-ups that ask for the period just before or after the previous question's: "and the quarter
before?", "what about the previous year", "vs the 30 days before", "and a year later?".

A year said in the earlier question is said one less (so "black friday 2019" -> "black friday 2018" keeps
the holiday's own date); other whole months, quarters and years move back by whole months.
"""

from __future__ import annotations

import re
from datetime import timedelta

from askdata_app.agent.offline.periods import Period, add_months

_UNIT_BEFORE = re.compile(
    r"(?:(?:and|or|what about|how about|same for|now) )?(?:in |for |over |during )?the "
    r"(?:(?:previous|prior|preceding) (month|quarter|year)"
    r"|(month|quarter|year) (?:before|prior|earlier)(?: (?:that|it|then|this|those))?)",
    re.IGNORECASE,
)
"""A follow-up naming only the unit before the earlier period."""
_UNIT_AFTER = re.compile(
    r"(?:(?:and|or|what about|how about|same for|now) )?(?:in |for |over |during )?(?:"
    r"the (?:(?:next|following) (month|quarter|year)"
    r"|(month|quarter|year) (?:after|later)(?: (?:that|it|then|this))?)"
    r"|(?:a|one) (month|quarter|year) (?:later|on)(?: (?:than that|from that|from then))?)",
    re.IGNORECASE,
)
"""A follow-up naming only the unit after the earlier period ("and a year later?", "the year after")."""
_MONTHS = {"month": 1, "quarter": 3, "year": 12}
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")


def unit_before(question: str, earlier: str, periods: list[Period]) -> str | None:
    """The question ``question`` asks when it only names the unit before (or after) ``earlier``'s one period.

    Returns either the earlier question with its year one less, or "and between <start> and <last day>"
    (to be read as a follow-up of ``earlier``)."""
    said = question.strip().rstrip("?!. ")
    m = _UNIT_BEFORE.fullmatch(said)
    step = -1
    if m is None:
        m, step = _UNIT_AFTER.fullmatch(said), 1
    if m is None or len(periods) != 1:
        return None
    unit = next(g for g in m.groups() if g).lower()
    period = periods[0]
    if period.end is None:
        return None
    years = _YEAR.findall(earlier)
    one_year = period.start is None or (period.end - period.start).days <= 366
    if unit == "year" and len(set(years)) == 1 and one_year:  # "through 2019" a year later: through 2020
        year = years[0]
        return _YEAR.sub(str(int(year) + step), earlier)
    if period.start is None or period.start.day != 1 or period.end.day != 1:
        return None
    k = _MONTHS[unit] * step
    start, end = add_months(period.start, k), add_months(period.end, k)
    return f"and between {start.isoformat()} and {(end - timedelta(days=1)).isoformat()}"
