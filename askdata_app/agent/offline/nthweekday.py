"""A day said as the n-th weekday of a month: "the first Tuesday in November 2020", "the last Friday of May
2019", "the 2nd Monday of March, 2019"; and a named day glossed by it, the year said beside the name
("Melbourne Cup day 2020 (the first Tuesday in November)", "Founders' Day 2019 - the third Monday of June").

The words are said as that one day ("3 November 2020"). Before, "the first Tuesday in November 2020" was read
as every Tuesday of November, and a name the planner does not know was asked back.

>>> nth_weekday("orders on the first Tuesday in November 2020")
'orders on 3 November 2020'
>>> nth_weekday("Melbourne Cup day 2020 (the first Tuesday in November) - orders?")
'3 November 2020 - orders?'
>>> nth_weekday("revenue on the last Friday of May 2019")
'revenue on 31 May 2019'
"""

from __future__ import annotations

import calendar
import re
from datetime import date

__all__ = ["nth_weekday"]

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m} | {
    m.lower(): i for i, m in enumerate(calendar.month_abbr) if m
}
_MONTH = (
    r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAYS = {d.lower(): i for i, d in enumerate(calendar.day_name)}
_NTH = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
    "fifth": 5, "5th": 5, "last": -1, "final": -1,
}  # fmt: skip
_WHICH = (
    r"the (?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final) "
    r"(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:in|of) " + _MONTH
)
_SAID = re.compile(rf"\b{_WHICH},? (?P<year>(?:19|20)\d\d)\b", re.IGNORECASE)
_GLOSSED = re.compile(
    r"(?-i:\b(?:[A-Z][\w'\u2019-]*\s+){1,4}(?:[Dd]ay\s+)?)?(?P<year>(?:19|20)\d\d)\s*"
    r"(?:\(|[,:\u2013\u2014-]+\s*)(?:i\.e\.,? |that's |which is |which was |on )?"
    rf"{_WHICH}(?!,? (?:19|20)\d\d)\)?",
    re.IGNORECASE,
)


def _day(m: re.Match[str]) -> str | None:
    year, month = int(m.group("year")), _MONTHS[m.group("month").lower()[:3]]
    weekday, nth = _DAYS[m.group("day").lower()], _NTH[m.group("nth").lower()]
    days = [
        date(year, month, d)
        for d in range(1, calendar.monthrange(year, month)[1] + 1)
        if date(year, month, d).weekday() == weekday
    ]
    if nth > len(days):
        return None
    got = days[nth - 1] if nth > 0 else days[-1]
    return f"{got.day} {calendar.month_name[got.month]} {got.year}"


def nth_weekday(question: str) -> str:
    """``question`` with an n-th weekday of a month (or a day glossed by one) said as its date."""

    def said(m: re.Match[str]) -> str:
        return _day(m) or m.group(0)

    return _SAID.sub(said, _GLOSSED.sub(said, question))
