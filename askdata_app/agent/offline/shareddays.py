"""Two days of one month said with the month once: "25 to 31 December 2020", "between 3 and 9 March 2020",
"the 1st-7th of June 2019", "March 3 to 9, 2020".

Each end is said whole ("from 25 December 2020 to 31 December 2020"), the form the day ranges are read in;
before, the first day's bare number was a word not understood. Both ends are in the range, as in "from 25
December to 31 December".
"""

from __future__ import annotations

import calendar
import re

_MONTH = "|".join(sorted((m for m in calendar.month_name if m), key=len, reverse=True))
_D = r"(?:[1-9]|[12]\d|3[01])"
_ORD = r"(?:st|nd|rd|th)?"
_TO = r"(?:to|through|thru|until|till|and|-|–)"
_DAY_FIRST = re.compile(
    rf"\b(?:(?P<w>from|between) )?(?:the )?(?P<a>{_D}){_ORD} ?{_TO} ?(?:the )?(?P<b>{_D}){_ORD}"
    rf" (?:of )?(?P<m>{_MONTH}),? (?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_MONTH_FIRST = re.compile(
    rf"\b(?:(?P<w>from|between) )?(?P<m>{_MONTH}) (?P<a>{_D}){_ORD} ?{_TO} ?(?P<b>{_D}){_ORD},?"
    r" (?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def _whole(m: re.Match[str]) -> str:
    if m.group("w") is None and re.match(r"and\b", m.group(0)[len(m.group("a")) :].strip(), re.I):
        return m.group(0)  # "3 and 9 March" without "between" may be two days, not a range
    a, b = int(m.group("a")), int(m.group("b"))
    if a >= b:
        return m.group(0)
    month, year = m.group("m").capitalize(), m.group("y")
    return f"from {a} {month} {year} to {b} {month} {year}"


def shared_month_days(question: str) -> str:
    """``question`` with each range of days in one month said with both ends whole."""
    return _MONTH_FIRST.sub(_whole, _DAY_FIRST.sub(_whole, question))
