"""A week named by its first day: "the week starting Monday 23 November 2020", "week commencing 2019-06-03",
"the week that begins 2 December 2019",
"the week of March 2nd, 2020", "w/c 2020-12-14" (week commencing); or by its last day: "the week ending 20
December 2020", "w/e 2020-12-20" (the seven days to that day).

"weeks starting Monday" only says which weeks are meant: the planner's weeks start on Monday (ISO weeks),
so the words go (before, "Monday" was read as a filter to Mondays); so does "the Monday it starts on", the
week's first day that the answer shows anyway; "Monday-start weeks", "by Monday-based week" are the weeks.

The week is the seven days from that day on; it is written "from <day> to <day + 6>", which the period
reader takes as a range of days.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

_MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
)}  # fmt: skip
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day,? "
_WEEK = re.compile(
    rf"(?:\b(?:the )?week (?:of|starting|beginning|commencing|from|ending|ended|to"
    r"|(?:that |which )?(?:starts|begins|started|began|commences|ends|ended))(?: on)?(?: the)?"
    rf"|\bw/c|(?<!\w)wc|\bw/e)"
    rf" (?:{_DAY})?(?:"
    r"(\d{4})-(\d\d)-(\d\d)"
    r"|(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]{3})[a-z]*,? (\d{4})"
    r"|([a-z]{3})[a-z]* (\d{1,2})(?:st|nd|rd|th)?,? (\d{4}))\b",
    re.I,
)


def _first_day(m: re.Match[str]) -> date | None:
    try:
        if m.group(1):
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if m.group(4):
            month = _MONTHS.get(m.group(5).lower())
            return date(int(m.group(6)), month, int(m.group(4))) if month else None
        month = _MONTHS.get(m.group(7).lower())
        return date(int(m.group(9)), month, int(m.group(8))) if month else None
    except ValueError:
        return None


_MONDAY_WEEKS = re.compile(
    r",?\s*\(?\b(?:with |using |for )?(?:the |iso |calendar )*weeks? (?:starting|beginning|start|starts|begin"
    r"|begins|commencing|running from)(?: on)? (?:a |the )?mondays?\b\)?"
    r"|[,?.;:]?\s*\b(?:(?:just |only )?(?:give me |show me |with |i need )?(?:just |only )?the )?monday"
    r" (?:it|that|each one|each|the week|that week) (?:starts|begins|started|began|falls)(?: on)?\b",
    re.I,
)
_MONDAY_START = re.compile(
    r"\b(?:mon|monday)[- ](?:start|started|starting|based|beginning|first) (weeks?)\b", re.I
)
"""The grain itself said with its first day ("by Monday-start week", "Monday-based weeks"): the week."""


def read_week_of(question: str) -> str:
    """``question`` with a week named by its first day written as that day to six days later."""
    question = _MONDAY_START.sub(r"\1", _MONDAY_WEEKS.sub("", question))

    def span(m: re.Match[str]) -> str:
        first = _first_day(m)
        if first is None:
            return m.group(0)
        if re.match(
            r"(?:the )?week (?:(?:that |which )?(?:ends|ended)|ending|ended|to)\b|w/e", m.group(0), re.I
        ):  # "w/e": the 7 days to it
            first -= timedelta(days=6)
        return f"from {first.isoformat()} to {(first + timedelta(days=6)).isoformat()}"

    return _WEEK.sub(span, question)
