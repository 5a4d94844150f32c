"""The weekend of a date: "orders on the weekend of July 6th 2019" is that Saturday and Sunday, not the one
day said (it was July 6 alone). When the date said is a weekday ("the weekend of July 4th 2019", a Thursday),
which weekend is meant is not settled (the one before, the one after, the long holiday weekend), so it is
asked back (``weekday_weekend``), never answered as that one day.

>>> weekend_of("orders on the weekend of July 6th 2019")
'orders from 2019-07-06 to 2019-07-07'
>>> weekend_of("revenue over the weekend of 8 March 2020")
'revenue from 2020-03-07 to 2020-03-08'
>>> weekend_of("orders on the weekend of July 4th 2019")
'orders on the weekend of July 4th 2019'
>>> weekday_weekend("orders on the weekend of July 4th 2019")
'July 4th 2019'

A day range glossing weekdays or the weekend ("weekdays (Mon-Fri) vs the weekend") is what the word says: the
gloss goes (its day names were read as a breakdown by weekday).

>>> days_glossed("2019 orders, weekdays (Mon-Fri) vs the weekend (Sat & Sun)")
'2019 orders, weekdays vs the weekend'
"""

from __future__ import annotations

import datetime as dt
import re

__all__ = ["days_glossed", "weekday_weekend", "weekend_asked", "weekend_of"]

_MONTHS = {
    m: i
    for i, names in enumerate(
        (
            ("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",),
            ("jun", "june"), ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"),
            ("oct", "october"), ("nov", "november"), ("dec", "december"),
        ),
        start=1,
    )
    for m in names
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_DATE = (
    rf"(?:(?P<month>{_MONTH})\.? {_DAY},? {_YEAR}"
    rf"|{_DAY.replace('day>', 'day2>')} (?:of )?(?P<month2>{_MONTH})\.?,? {_YEAR.replace('year>', 'year2>')})"
)
_WEEKEND_OF = re.compile(
    rf"\b(?:(?:on|over|during|for|across|in|at) )?the weekend of (?P<date>{_DATE})\b", re.IGNORECASE
)


def _date(m: re.Match[str]) -> dt.date | None:
    month = (m.group("month") or m.group("month2")).lower()
    day, year = m.group("day") or m.group("day2"), m.group("year") or m.group("year2")
    try:
        return dt.date(int(year), _MONTHS[month], int(day))
    except ValueError:
        return None


def weekend_of(question: str) -> str:
    """ "the weekend of <a Saturday or Sunday>" as the two days from that Saturday to that Sunday."""

    def days(m: re.Match[str]) -> str:
        day = _date(m)
        if day is None or day.isoweekday() < 6:
            return m.group(0)
        saturday = day - dt.timedelta(days=day.isoweekday() - 6)
        return f"from {saturday.isoformat()} to {(saturday + dt.timedelta(days=1)).isoformat()}"

    return _WEEKEND_OF.sub(days, question)


def weekday_weekend(question: str) -> str | None:
    """The date said in "the weekend of <a weekday>", whose weekend is not settled; else None."""
    for m in _WEEKEND_OF.finditer(question):
        day = _date(m)
        if day is not None and day.isoweekday() < 6:
            return m.group("date")
    return None


def weekend_asked(said: str) -> str:
    """The question back for "the weekend of <a weekday>"."""
    return f"{said} is a weekday: which weekend do you mean, the one before it or the one after it?"


_DAY_RANGE = re.compile(
    r"\b(?P<word>week ?days|working days|business days|weekends?)\s*\(\s*(?:mon(?:day)?|sat(?:urday)?)\.?"
    r"\s*(?:-|\u2013|to|through|thru|&|and|\+)\s*(?:fri(?:day)?|sun(?:day)?)\.?\s*\)",
    re.IGNORECASE,
)


def days_glossed(question: str) -> str:
    """ "weekdays (Mon-Fri)", "the weekend (Sat & Sun)": the word alone."""
    return _DAY_RANGE.sub(lambda m: m.group("word"), question)
