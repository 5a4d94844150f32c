"""A follow-up about the period an earlier question found: "Which week of 2019 had the most orders?" then "How
many orders did that week have?", "and how much revenue did that month bring in?"; after the busiest day of
the week, "that day" is that weekday ("how many orders has that day had in all": Friday's).

"That week" is the one week the earlier answer named (its first row, of a plan ranked to one row by week);
it is said as its dates ("the week from 2019-09-09 to 2019-09-15", "in 2019-09", "on 2019-09-11") and the
follow-up is planned alone. Before, "that week" was read as "by week" over all the data: every week's figure.
"That same hour" after the peak hour of the day is that hour of the clock ("between 12pm and 1pm"), over the
earlier question's period when the follow-up names none ("how many did Chicago take in that same hour over
the year?").
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

_THAT = re.compile(
    r"\b(?:that same|this same|that|this|the same|the winning|the top|the peak) (day of the week|weekday|day"
    r"|date|week|month|quarter|year|hour(?: of (?:the )?day)?)\b",
    re.I,
)
_GRAINS = {
    "day of the week": "weekday",
    "weekday": "weekday",
    "day": "day",
    "date": "day",
    "week": "week",
    "month": "month",
    "quarter": "quarter",
    "year": "year",
    "hour": "hour",
}


def that_period(question: str) -> str | None:
    """The grain of the period ``question`` points back to ("that week": week), or None; a question that
    names a date or a year of its own is not pointing back."""
    found = _THAT.search(question)
    if found is None or re.search(r"\b(?:19|20)\d\d\b", question):
        return None
    return _GRAINS[found.group(1).lower().split()[0]]


def said_as_weekday(question: str, name: object) -> str | None:
    """``question`` with "that day" (or "that weekday") said as the day of the week ``name`` an earlier
    question found ("which day of the week is busiest" then "how many orders has that day had": Friday's),
    or None when ``name`` is no day's name."""
    days = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    if not isinstance(name, str) or name.lower() not in days:
        return None
    found = _THAT.search(question)
    assert found is not None
    return f"{question[: found.start()]}{name.capitalize()}{question[found.end() :]}"


def said_as_dates(question: str, grain: str, first: object) -> str | None:
    """``question`` with "that <grain>" said as the period starting on ``first``, or None when ``first`` is
    no date (for an hour of the day: ``first`` is the hour, said as its span of the clock)."""
    if grain == "hour":
        if not isinstance(first, int) or not 0 <= first <= 23:
            return None
        return _said_in(question, f"between {_clock(first)} and {_clock(first + 1)}")
    if isinstance(first, datetime):
        first = first.date()
    if not isinstance(first, date):
        return None
    if grain == "day":
        said = f"on {first.isoformat()}"
    elif grain == "week":
        said = f"from {first.isoformat()} to {(first + timedelta(days=6)).isoformat()}"
    elif grain == "month":
        said = f"in {first.strftime('%B %Y')}"
    elif grain == "quarter":
        said = f"in Q{(first.month - 1) // 3 + 1} {first.year}"
    else:
        said = f"in {first.year}"
    return _said_in(question, said)


def _clock(hour: int) -> str:
    if hour in {0, 24}:
        return "midnight"
    return "12pm" if hour == 12 else (f"{hour}am" if hour < 12 else f"{hour - 12}pm")


def _said_in(question: str, said: str) -> str:
    """``question`` with its "that <grain>" said as ``said``."""
    found = _THAT.search(question)
    assert found is not None
    head, tail = question[: found.start()], question[found.end() :]
    head = re.sub(r"\b(?:in|on|during|for|over|across|of)\s*$", "", head)
    return f"{head.rstrip()} {said} {tail.lstrip()}".strip()
