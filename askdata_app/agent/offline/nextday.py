"""A day counted from a holiday: "the day after Thanksgiving 2020", "the day before Christmas 2019", "two
days after Independence Day 2020", "the Monday after Easter 2019".

Each is that one day, written as its date ("27 November 2020"); read word by word, "after Thanksgiving
2020" was every day from the next one on. The holiday needs its year said after it ("2020's day after
Thanksgiving" is left as it is); a holiday without one is left to the readings that ask which year.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value
from askdata_app.agent.offline.occasions import holiday_date, holiday_pattern

__all__ = ["day_from_holiday"]

_COUNTS = numbers("one", "a", counting(2, 7))
"""Days from a holiday in words, up to a week: "a" is one ("a day after")."""
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_HOLIDAY = holiday_pattern()
_FROM_HOLIDAY = re.compile(
    rf"\b(?:the\s+)?(?:(?P<n>\d|{alternation(_COUNTS)})\s+days?|day|(?P<weekday>{'|'.join(_WEEKDAYS)}))\s+"
    rf"(?P<side>after|before|following|preceding)\s+(?P<holiday>{_HOLIDAY})(?:'s|’s)?,?\s+(?:of\s+)?"
    r"(?P<year>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def _moved(day: date, side: str, n: int, weekday: str | None) -> date:
    step = 1 if side in {"after", "following"} else -1
    if weekday is None:
        return day + timedelta(days=step * n)
    wanted = _WEEKDAYS.index(weekday)
    moved = day + timedelta(days=step)
    while moved.weekday() != wanted:
        moved += timedelta(days=step)
    return moved


def day_from_holiday(question: str) -> str:
    """``question`` with a day counted from a holiday of a said year written as that day's date.

    >>> day_from_holiday("How many orders on the day after Thanksgiving 2020?")
    'How many orders on 27 November 2020?'
    >>> day_from_holiday("revenue the day before Christmas 2019")
    'revenue 24 December 2019'
    """

    def dated(m: re.Match[str]) -> str:
        found = holiday_date(m.group("holiday").lower(), int(m.group("year")))
        if found is None:
            return m.group(0)
        said = (m.group("n") or "1").lower()
        n = value(said, _COUNTS)
        weekday = m.group("weekday").lower() if m.group("weekday") else None
        day = _moved(found[0], m.group("side").lower(), n, weekday)
        return f"{day.day} {day.strftime('%B')} {day.year}"

    return _FROM_HOLIDAY.sub(dated, question)
