"""The ends of a range of days, said the way a finance analyst says them.

"1 July to 30 September 2020" (no "from"), "the seven days ending 31 December 2020", "from 1 March up to,
but not including, 1 April", "2020-06-01 to 2020-06-30, end date excluded", "up to and including 30 June",
"both days included": each is written as the plain range the period reader knows ("from A to B", both
ends included), with an excluded end moved back one day and the notes that only restate that both ends
count left out. Without this reading "both days included" asked for a breakdown by day, "to 30 September"
with no "from" was two single days, and "the seven days ending" was not understood.

Works on the question's lower-case words (the day of a month already written "july 4").
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value

_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS |= {name.lower(): i for i, name in enumerate(calendar.month_abbr) if name} | {"sept": 9}
_M = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + ")"
_Y = r"(?:19|20)\d\d"
_DAY = rf"(?:\d{{4}}-\d{{1,2}}-\d{{1,2}}|{_M} (?:[1-9]|[12]\d|3[01])(?: {_Y})?)"
_NUMS = numbers(counting(1, 10), "fourteen", "fifteen", "twenty", "thirty")
_N = r"(\d+|" + alternation(_NUMS) + ")"
_TO = r"(?:to|through|thru|until|till)"

_BOTH_COUNT = re.compile(
    r"\s*\b(?:with )?(?:both|the|all)(?: two| both)? (?:days?|dates?|ends?|end ?points?|end dates?|bounds?) "
    r"(?:included|inclusive|counted|including)\b|\s*\b(?:both |all )?inclusive(?:ly)?\b(?! of)"
)
_THROUGH = re.compile(rf"\bup to and including ({_DAY})\b")
_NOT_ENDS = (
    r"(?:up to |to |until |till )?(?:but )?(?:not including|excluding|not counting|exclusive of|without)"
)
_EXCLUSIVE = re.compile(rf"\b(from|between) ({_DAY}) (?:{_TO}|and|up to)? ?{_NOT_ENDS} ({_DAY})\b")
_END_OUT = re.compile(
    rf"\b(from|between) ({_DAY}) (?:{_TO}|and) ({_DAY}),? (?:with )?(?:the )?(?:end|last|final|closing) "
    r"(?:date|day)(?: being)? (?:excluded|exclusive|not included|not counted|left out)\b"
)
_BEFORE = re.compile(rf"\bup to,? but not including,? ({_DAY})\b")
_ENDING = re.compile(rf"\b(?:the |a )?{_N} (day|week)s? (?:ending|ended|up to|through|to) (?:on )?({_DAY})\b")
_UNIT_ENDING = re.compile(
    rf"\b(?:the |a )?(?:{_N} )?(month|quarter|half[- ]year|year)s? (?:ending|ended|up to|through|to) (?:on )?"
    rf"({_DAY})\b"
)
"""'the half-year ending 30 June 2020', 'the year to 15 June 2020': the months up to that day, included."""
_UNIT_MONTHS = {"month": 1, "quarter": 3, "half year": 6, "half-year": 6, "year": 12}
_SPAN_NAMED = re.compile(
    rf"\b(?:for |in |over |during )?the (?:week|period|days?|dates?) ({_DAY}) {_TO} ({_DAY})\b"
)
"""'for the week 14/12/2020 to 20/12/2020': the range itself, not a breakdown by week."""
_SAME_MONTH = re.compile(
    rf"\b(?:the week of )?({_M}) ([1-9]|[12]\d|3[01])( {_Y})? ({_TO}|-) (?:the )?([1-9]|[12]\d|3[01])"
    rf"(?:st|nd|rd|th)?( {_Y})?\b(?! {_M}|\d| ?(?:am|pm)\b)"
)
"""'december 14 2020 through the 20th': the end in the same month."""
_RESTATED_END = re.compile(rf"\bto (\d{{4}}-\d\d-(\d\d)) (?:{_TO}|-) (?:the )?(\d{{1,2}})(?:st|nd|rd|th)?\b")
"""'the week of december 14 2020 through the 20th' (a week already read as its days): the end restated."""
_BARE = re.compile(rf"(?<!from )(?<!between )(?<!compare )(?<!and )\b({_DAY}) ({_TO}) ({_DAY})\b")


def _day(said: str, year: int | None = None) -> date | None:
    """A day said as ISO or "july 4 [2020]" (the year from ``year`` when not said)."""
    try:
        if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", said):
            y, m, d = (int(p) for p in said.split("-"))
            return date(y, m, d)
        parts = said.split()
        said_year = int(parts[2]) if len(parts) > 2 else year
        return None if said_year is None else date(said_year, _MONTHS[parts[0]], int(parts[1]))
    except ValueError:
        return None


def _year_of(said: str) -> int | None:
    m = re.search(_Y, said)
    return int(m.group(0)) if m else None


def _day_before(said: str, year: int | None) -> str | None:
    day = _day(said, year)
    return None if day is None else (day - timedelta(days=1)).isoformat()


def read_day_bounds(text: str) -> str:
    """``text`` with its ranges of days written "from A to B", both ends included."""
    text = _BOTH_COUNT.sub("", text)
    text = _THROUGH.sub(r"through \1", text)

    def exclusive(m: re.Match[str]) -> str:
        end = _day_before(m.group(3), _year_of(m.group(2)))
        return m.group(0) if end is None else f"from {m.group(2)} to {end}"

    text = _EXCLUSIVE.sub(exclusive, text)
    text = _END_OUT.sub(exclusive, text)
    text = _BEFORE.sub(r"before \1", text)

    def ending(m: re.Match[str]) -> str:
        n = value(m.group(1), _NUMS)
        end = _day(m.group(3))
        if end is None or n < 1:
            return m.group(0)
        start = end - timedelta(days=n * (7 if m.group(2) == "week" else 1) - 1)
        return f"from {start.isoformat()} to {end.isoformat()}"

    text = _RESTATED_END.sub(
        lambda m: f"to {m.group(1)}" if int(m.group(2)) == int(m.group(3)) else m.group(0), text
    )
    text = _ENDING.sub(ending, text)

    def unit_ending(m: re.Match[str]) -> str:
        n = 1 if m.group(1) is None else int(m.group(1)) if m.group(1).isdigit() else _NUMS[m.group(1)]
        end = _day(m.group(3))
        if end is None or n < 1:
            return m.group(0)
        after = end + timedelta(days=1)  # "the year to 15 June 2020": from 16 June 2019
        months = after.year * 12 + after.month - 1 - n * _UNIT_MONTHS[m.group(2)]
        year, month = months // 12, months % 12 + 1
        start = date(year, month, min(after.day, calendar.monthrange(year, month)[1]))
        return f"from {start.isoformat()} to {end.isoformat()}"

    text = _UNIT_ENDING.sub(unit_ending, text)
    text = _SPAN_NAMED.sub(r"from \1 to \2", text)

    def same_month(m: re.Match[str]) -> str:
        year = m.group(3) or m.group(6) or ""
        return f"{m.group(1)} {m.group(2)}{year} {m.group(4)} {m.group(1)} {m.group(5)}{year}"

    text = _SAME_MONTH.sub(same_month, text)
    return _BARE.sub(r"from \1 \2 \3", text)


_WEEKDAY_SAID = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,? (?=(?:the )?(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\b"
    rf"|{_M} (?:[1-9]|[12]\d|3[01])\b|\d{{4}}-\d{{1,2}}-\d{{1,2}}\b)",
    re.IGNORECASE,
)


def drop_restated_weekdays(question: str) -> str:
    """ "Monday 7 December", "Sunday, Dec 13": the weekday only restates the date said after it."""
    return _WEEKDAY_SAID.sub("", question)
