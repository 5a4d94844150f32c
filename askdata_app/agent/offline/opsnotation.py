"""An operations officer's notation, said plainly before a question is read: military dates ("CY2020" is
the calendar year 2020, "DEC20" or "DEC2020" the month, "01DEC20" the day, "1H"/"2H" and "4Q" halves and
quarters), 24-hour times said as four digits ("0700-0859 hrs", "at 1800 hrs and later", "before 1200 hrs",
"2100 to 2159"), a store called a unit ("the Chicago unit", and, in a question in this notation, "all
units", "per unit", "which unit", "units operational" or "stood up"), and a report's label before the
question ("Sitrep:", "BLUF:", "Request ...", "Confirm ...").

A four-digit time is read only where it cannot be a year: it is followed by "hrs"/"hours", starts with 0 or
1, or is the end of a span ending at :59; a span's end at :59 is the whole of that hour ("0700-0859" is 7am
to 9am), at :00 the hour it starts ("2100-2200" is 9pm to 10pm); other minutes are left as typed.
"Units" are stores only in a question written in this notation (a military date or time, a sitrep label,
a D-Day, a named unit) and never where items are counted ("units sold", "units of", "units per order").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["has_ops_notation", "ops_words"]

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_MON = r"(?P<mon>jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)"
_DAY_MON_YEAR = re.compile(rf"\b(?P<day>[0-3]?\d){_MON}(?P<year>\d\d(?:\d\d)?)\b", re.IGNORECASE)
"""A day glued to its month and year: "01DEC20", "4jul2020"."""
_MON_YEAR = re.compile(rf"\b{_MON}(?P<year>\d\d(?:\d\d)?)\b", re.IGNORECASE)
"""A month glued to its year: "DEC20", "Jan2019"."""
_CAL_YEAR = re.compile(r"\bC\.?Y\.?[ -]?(?P<year>(?:19|20)\d\d|\d\d)\b(?!\s*(?:-|to)\s*\d)", re.IGNORECASE)
"""A calendar year: "CY2020", "CY 19", "C.Y. 2018"."""
_HALF_QUARTER = re.compile(
    r"\b(?P<n>[1-4])(?P<what>[HQ])(?:[ -]?(?P<year>(?:19|20)\d\d|\d\d))?\b", re.IGNORECASE
)
"""A half or quarter said number first: "1H 2020", "2H20", "4Q 2019", "3Q20"."""

_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_HRS = r"(?:\s*(?:hrs|hours|hr|h|local|lt|l|z)\b)"
_SPAN = re.compile(
    rf"\b(?:(?:from|between)\s+)?(?P<a>{_HHMM})\s*(?:-|–|to|through|thru|until|till|and)\s*(?P<b>{_HHMM})"
    rf"(?P<hrs>{_HRS})?(?!\d)",
    re.IGNORECASE,
)
"""A span of the day in four-digit times: "0700-0859 hrs", "from 2100 to 2159", "between 0900 and 1100"."""
_ONWARD = re.compile(
    rf"\b(?:at\s+|from\s+)?(?P<a>{_HHMM})(?P<hrs>{_HRS})?\s*(?:and|or)\s+(?:later|after|beyond|on)\b",
    re.IGNORECASE,
)
"""A time and everything after it: "at 1800 hrs and later", "2000 or later"."""
_ONE = re.compile(
    rf"\b(?P<w>before|after|from|since|until|till|by|past|prior to)\s+(?P<a>{_HHMM})(?P<hrs>{_HRS})?(?!\d)",
    re.IGNORECASE,
)
"""A bound said with a four-digit time: "before 1200 hrs", "after 2000"."""
_HOUR_AT = re.compile(rf"\b(?:at\s+|in\s+the\s+)?(?P<a>{_HHMM})(?P<hrs>{_HRS})(?:\s+hour)?\b", re.IGNORECASE)
"""One hour said as a four-digit time with "hrs": "the 1400 hrs hour", "at 0900 hrs"."""

_LABEL = re.compile(
    r"^\s*(?:(?:sitrep|situation report|bluf|bottom line(?: up front)?|tasking|spot report|status report)"
    r"\s*(?::|-|–|—|\b)|(?:priority list|tempo|resupply|logistics|for action|for info)\s*(?::|–|—)"
    r"|(?:request(?:ed)?|confirm)\b:?)\s*",
    re.IGNORECASE,
)
"""A report's label before the question; what follows it is the question."""

_MARKERS = re.compile(
    r"\b(?:C\.?Y\.?[ -]?(?:19|20)?\d\d"
    r"|[0-3]?\d(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\d\d(?:\d\d)?"
    rf"|(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\d\d(?:\d\d)?|{_HHMM}\s*(?:hrs|hours)"
    r"|sitrep|bluf|d-?day|d\s*\+\s*\d+|stood up|stand(?:ing)? up|readiness|resupply"
    r"|op(?:s|erational)? tempo|all (?:\w+ )?units(?! (?:sold|of|bought|ordered|purchased|moved|shipped)))\b",
    re.IGNORECASE,
)
"""Words only a question in this notation has."""

_NOT_STORE = (
    r"(?!\s+(?:sold|of\b|bought|ordered|purchased|moved|shipped|per (?:order|ticket|basket)"
    r"|in (?:each|an?|the) order))"
)
_UNITS = (
    (
        re.compile(
            r"\bunits?\s+(?:were\s+|was\s+)?(?:operational|active|in operation|up and running)\b", re.I
        ),
        "stores open",
    ),
    (re.compile(r"\b(?:units?)\s+(?:were\s+|was\s+)?(?:stood|stand(?:ing)?)\s+up\b", re.I), "stores opened"),
    (re.compile(r"\bstood up\b", re.I), "opened"),
    (re.compile(rf"\bunits\b{_NOT_STORE}", re.I), "stores"),
    (re.compile(r"\bunit\b(?!\s+(?:price|cost|of\b|sold))", re.I), "store"),
)


_D_DAY = (
    # "D+0 through D+29": the first 30 days from opening ("D being its opening day" says so again)
    (
        re.compile(r"\bD\s*\+\s*0\s*(?:through|thru|to|until|till|-|–)\s*D\s*\+\s*(?P<n>\d{1,3})\b", re.I),
        lambda m: f"in its first {int(m.group('n')) + 1} days",
    ),
    (
        re.compile(
            r",?\s*\(?\s*(?:with\s+)?D\s+(?:being|=|is|as)\s+(?:its|their|the(?: (?:unit|store)'s)?)\s+"
            r"(?:opening|activation|stand-?up)(?: day| date)?\s*\)?",
            re.I,
        ),
        lambda m: "",
    ),
    (re.compile(r"\b(?:its|their|the unit's|the store's) D-?Day\b", re.I), lambda m: "its opening day"),
    (re.compile(r"\bD-Day\b", re.I), lambda m: "opening day"),
)
_THROUGHPUT = re.compile(r"\bthroughput\b", re.I)
"""Throughput is volume ("the lowest-throughput day", "throughput by hour")."""


def _year(said: str) -> int:
    return int(said) if len(said) == 4 else 2000 + int(said)


def _hour(hhmm: str, *, end: bool = False) -> int | None:
    """The whole hour a four-digit time is, as a start (":00") or as a span's end (":59" the next hour,
    ":00" that hour); None when its minutes are not a whole hour."""
    hour, minute = int(hhmm[:2]), int(hhmm[2:])
    if minute == 0:
        return hour
    if end and minute == 59:
        return hour + 1
    return None


def _said(hour: int) -> str:
    if hour in {0, 24}:
        return "midnight"
    if hour == 12:
        return "12pm"
    return f"{hour}am" if hour < 12 else f"{hour - 12}pm"


def _timeish(hhmm: str, hrs: str | None, *, end_of: str | None = None) -> bool:
    """Whether a four-digit number is a time, not a year (see the module)."""
    return bool(hrs) or hhmm[0] in "01" or (end_of is not None and hhmm.endswith("59"))


def _dates(text: str) -> str:
    def day(m: re.Match[str]) -> str:
        month = _MONTHS.index(m.group("mon").lower()[:3])
        return f"{int(m.group('day'))} {_MONTH_NAMES[month]} {_year(m.group('year'))}"

    def month(m: re.Match[str]) -> str:
        return f"{_MONTH_NAMES[_MONTHS.index(m.group('mon').lower()[:3])]} {_year(m.group('year'))}"

    def half(m: re.Match[str]) -> str:
        year = f" {_year(m.group('year'))}" if m.group("year") else ""
        return f"{m.group('what').upper()}{m.group('n')}{year}"

    text = _DAY_MON_YEAR.sub(day, text)
    text = _MON_YEAR.sub(month, text)
    text = _CAL_YEAR.sub(lambda m: str(_year(m.group("year"))), text)
    return _HALF_QUARTER.sub(half, text)


def _times(text: str) -> str:
    def span(m: re.Match[str]) -> str:
        a, b = _hour(m.group("a")), _hour(m.group("b"), end=True)
        if (
            a is None
            or b is None
            or b <= a
            or not _timeish(m.group("a"), m.group("hrs"), end_of=m.group("b"))
        ):
            return m.group(0)
        if not (m.group("hrs") or m.group("a")[0] == "0" or m.group("b").endswith("59")):
            return m.group(0)  # "1900-2000" may be two years
        return f"between {_said(a)} and {_said(b)}"

    def onward(m: re.Match[str]) -> str:
        a = _hour(m.group("a"))
        if a is None or not _timeish(m.group("a"), m.group("hrs")):
            return m.group(0)
        return f"from {_said(a)} on"

    def one(m: re.Match[str]) -> str:
        a = _hour(m.group("a"))
        if a is None or not _timeish(m.group("a"), m.group("hrs")):
            return m.group(0)
        return f"{m.group('w')} {_said(a)}"

    def hour_at(m: re.Match[str]) -> str:
        a = _hour(m.group("a"))
        return m.group(0) if a is None else f"in the {_said(a)} hour"

    text = _SPAN.sub(span, text)
    text = _ONWARD.sub(onward, text)
    text = _ONE.sub(one, text)
    return _HOUR_AT.sub(hour_at, text)


def has_ops_notation(question: str, stores: Iterable[str] = ()) -> bool:
    """Whether ``question`` is written in an operations officer's notation (see the module)."""
    if _MARKERS.search(question) or _LABEL.match(question):
        return True
    return any(re.search(rf"\b{re.escape(s)}\s+unit\b", question, re.IGNORECASE) for s in stores)


def ops_words(question: str, stores: Iterable[str] = ()) -> str:
    """``question`` with an operations officer's notation said plainly (see the module); unchanged when it
    has none."""
    question = _THROUGHPUT.sub("volume", question)
    if not has_ops_notation(question, stores):
        return question
    text = _LABEL.sub("", question, count=1)
    text = _LABEL.sub("", text, count=1)  # "BLUF: Request ..."
    text = _times(_dates(text))
    for d_day, said_as in _D_DAY:
        text = d_day.sub(said_as, text)
    for pattern, said in _UNITS:
        text = pattern.sub(said, text)
    if text == question:
        return question
    text = " ".join(text.split())
    return text[:1].upper() + text[1:]
