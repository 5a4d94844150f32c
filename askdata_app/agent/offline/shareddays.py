"""Two days of one month said with the month once: "25 to 31 December 2020", "between 3 and 9 March 2020",
"the 1st-7th of June 2019", "1-7 Dec 2019" (a short name), "March 3 to 9, 2020", "Thursday 26 through
Sunday 29 November 2020" (the weekday names beside the day numbers say nothing more and go). A range led
by weekday names may leave its year to the rest of the question ("the long weekend of 2020, Thursday 26
through Sunday 29 November"): the one year the question names is taken when both weekdays fall on those
days in it.

Each end is said whole ("from 25 December 2020 to 31 December 2020"), the form the day ranges are read in;
before, the first day's bare number was a word not understood. Both ends are in the range, as in "from 25
December to 31 December".
"""

from __future__ import annotations

import calendar
import re

_MONTH = "|".join(
    sorted(
        {*(m for m in calendar.month_name if m), *(m for m in calendar.month_abbr if m), "Sept"},
        key=len,
        reverse=True,
    )
)
"""A month's name, whole or short ("1-7 Dec 2020")."""
_D = r"(?:[1-9]|[12]\d|3[01])"
_ORD = r"(?:st|nd|rd|th)?"
_TO = r"(?:to|through|thru|until|till|and|-|–)"
_WEEKDAYS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")
_WDN = "|".join(_WEEKDAYS)
_WD = rf"(?:(?:{_WDN})day,? )?"
_DAY_FIRST = re.compile(
    rf"\b(?:(?P<w>from|between) )?(?:the )?{_WD}(?P<a>{_D}){_ORD} ?{_TO} ?(?:the )?{_WD}(?P<b>{_D}){_ORD}"
    rf" (?:of )?(?P<m>{_MONTH}),? (?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_MONTH_FIRST = re.compile(
    rf"\b(?:(?P<w>from|between) )?(?P<m>{_MONTH}) (?P<a>{_D}){_ORD} ?{_TO} ?(?P<b>{_D}){_ORD},?"
    r" (?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


_WEEKDAY_LED = re.compile(
    rf"\b(?:(?P<w>from|between) )?(?:the )?(?P<da>{_WDN})day,? (?P<a>{_D}){_ORD} ?{_TO} ?(?:the )?"
    rf"(?P<db>{_WDN})day,? (?P<b>{_D}){_ORD} (?:of )?(?P<m>{_MONTH})\b(?!,? (?:19|20)\d\d\b)",
    re.IGNORECASE,
)


def _weekday_led(question: str) -> str:
    """The weekday-led ranges of ``question`` with no year said after them, given its one year."""
    years = set(re.findall(r"\b(?:19|20)\d\d\b", question))
    if len(years) != 1:
        return question
    year = int(years.pop())

    def whole(m: re.Match[str]) -> str:
        month = list(calendar.month_name).index(m.group("m").capitalize())
        a, b = int(m.group("a")), int(m.group("b"))
        try:
            days = [calendar.weekday(year, month, d) for d in (a, b)]
        except ValueError:
            return m.group(0)
        said = [_WEEKDAYS.index(m.group(k).lower()) for k in ("da", "db")]
        if a >= b or days != said:
            return m.group(0)  # not those weekdays in that year: left to be asked about
        name = m.group("m").capitalize()
        return f"from {a} {name} {year} to {b} {name} {year}"

    return _WEEKDAY_LED.sub(whole, question)


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
    said = _MONTH_FIRST.sub(_whole, _DAY_FIRST.sub(_whole, question))
    return _weekday_led(said) if re.search(r"(?i)day,? \d", said) else said
