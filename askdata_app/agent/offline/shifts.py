"""Follow-ups that ask for the period just before or after the previous question's: "and the quarter
before?", "what about the previous year", "vs the 30 days before", "and a year later?", "what was it a
year earlier?" ("twelve months earlier" too), "and the week before" (a span of that many days).

A year said in the earlier question is said one less (so "black friday 2019" -> "black friday 2018" keeps
the holiday's own date); other whole months, quarters and years move back by whole months.
"""

from __future__ import annotations

import re
from datetime import timedelta

from askdata_app.agent.offline.periods import Period, add_months

_SAME = r"(?:and )?(?:the )?same(?: (?:metric|measure|figure|kpi|number|calculation|thing|ratio))?,?"
"""A follow-up's "Same metric, ..." before the period it moves to ("same metric, one year earlier")."""
_UNIT_BEFORE = re.compile(
    r"(?:(?:and|or|what about|how about|same for|now|(?:and )?what (?:was|were) (?:it|that|this|they|those)"
    rf"|{_SAME})"
    r" )?(?:in |for |over |during )?(?:the "
    r"(?:(?:previous|prior|preceding) (day|week|month|quarter|year)"
    r"|(day|week|month|quarter|year) (?:before|prior|earlier)(?: (?:that|it|then|this|those))?)"
    r"|(?:a|one) (day|week|month|quarter|year) (?:earlier|before|prior)(?: (?:that|then))?)",
    re.IGNORECASE,
)
"""A follow-up naming only the unit before the earlier period."""
_UNIT_AFTER = re.compile(
    rf"(?:(?:and|or|what about|how about|same for|now|{_SAME}) )?(?:in |for |over |during )?(?:"
    r"the (?:(?:next|following) (month|quarter|year)"
    r"|(month|quarter|year) (?:after|later)(?: (?:that|it|then|this))?)"
    r"|(?:a|one) (month|quarter|year) (?:later|on)(?: (?:than that|from that|from then))?)",
    re.IGNORECASE,
)
"""A follow-up naming only the unit after the earlier period ("and a year later?", "the year after")."""
_SHORT_UNITS = (
    (r"\byrs?\b", "year"),
    (r"\bqtrs?\b", "quarter"),
    (r"\bmths?\b|\bmo\b", "month"),
    (r"\bwks?\b", "week"),
)
_MONTHS = {"month": 1, "quarter": 3, "year": 12}
_DAYS = {"day": 1, "week": 7}
"""Units of days: the span before is the same number of days, when the earlier span is that long."""
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")


def unit_before(question: str, earlier: str, periods: list[Period]) -> str | None:
    """The question ``question`` asks when it only names the unit before (or after) ``earlier``'s one period.

    Returns either the earlier question with its year one less, or "and between <start> and <last day>"
    (to be read as a follow-up of ``earlier``)."""
    said = question.strip().rstrip("?!. ")
    for short, unit in _SHORT_UNITS:  # "and the yr before?": a unit's short form
        said = re.sub(short, unit, said, flags=re.IGNORECASE)
    said = re.sub(r"\b(?:twelve|12) months\b", "a year", said, flags=re.IGNORECASE)  # "12 months earlier"
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
    if unit in _DAYS:  # "and the week before" after "the last 7 days": the 7 days before those
        n = _DAYS[unit]
        if period.start is None or (period.end - period.start).days != n:
            return None
        start = period.start + timedelta(days=n * step)
        last = start + timedelta(days=n - 1)
        return f"and between {start.isoformat()} and {last.isoformat()}"
    if period.start is None or period.start.day != 1 or period.end.day != 1:
        return None
    k = _MONTHS[unit] * step
    start, end = add_months(period.start, k), add_months(period.end, k)
    return f"and between {start.isoformat()} and {(end - timedelta(days=1)).isoformat()}"


_QUARTER_ONLY = re.compile(
    r"(?:(?:and|or|what about|how about|same for|now|ok|okay)\b,? ?)?(?:(?:do|show|show me|give me) )?"
    r"(?:(?:in|for|over|during) )?(?:the )?"
    r"(q[1-4]|h[12])(?: instead)?",
    re.IGNORECASE,
)
_QUARTERS_SAID = re.compile(r"\b(q[1-4]|h[12])\b(?= ?(?:of )?(?:19|20)\d\d\b)", re.IGNORECASE)


_NTH = {
    "first": "1",
    "1st": "1",
    "second": "2",
    "2nd": "2",
    "third": "3",
    "3rd": "3",
    "fourth": "4",
    "4th": "4",
}
_NTH_PART = re.compile(
    rf"\b(?:the )?({'|'.join(_NTH)}) (quarter|half)(?: of(?: the year)?)?\b(?! (?:of )?(?:19|20)\d\d\b| of)",
    re.IGNORECASE,
)
_NTH_PART_OF_YEAR = re.compile(
    rf"\b(?:the )?({'|'.join(_NTH)}) (quarter|half)(?: of)?(?= (?:19|20)\d\d\b)", re.IGNORECASE
)


def _nth_said(text: str, pattern: re.Pattern[str]) -> str:
    """ "the second half" -> "h2", "the third quarter of 2020" -> "q3 2020"."""
    return pattern.sub(lambda m: f"{m.group(2)[0].lower()}{_NTH[m.group(1).lower()]}", text)


def other_quarter(question: str, earlier: str) -> str | None:
    """ "and Q3?" after "Q4 2020 vs Q4 2019 revenue": the earlier question with each of its quarters (or
    halves) of a year said as the one named, or None when the follow-up says more or the earlier question
    names no quarter of the same kind. Quarters and halves may be said in words ("now the second half"
    after "... for the first half of 2020")."""
    question = _nth_said(question, _NTH_PART)
    earlier = _nth_said(earlier, _NTH_PART_OF_YEAR)
    m = _QUARTER_ONLY.fullmatch(question.strip().rstrip("?!. "))
    if m is None:
        return None
    new = m.group(1).upper()
    said = _QUARTERS_SAID.findall(earlier)
    if not said or any(s[0].lower() != new[0].lower() for s in said):
        return None
    swapped = _QUARTERS_SAID.sub(new, earlier)
    return swapped if swapped != earlier else None
