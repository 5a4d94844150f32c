"""A year with a part of it left out: "revenue in 2019 not counting December", "orders for 2020 excluding Q1",
"2019 sales except the last quarter".

Without this reading the part left out was read as the period asked ("excluding December" became December),
the opposite of the question. A part at either end of the year leaves one span, written as a range the
period reader knows ("from January to November 2019"). A part in the middle leaves two spans whose total
no single range gives: the planner asks which is meant (see ``middle_left_out``) rather than guess.
"""

from __future__ import annotations

import calendar
import re

from askdata_app.agent.offline.timespec import MONTHS

_MONTH = "(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_LAST = {"last", "final", "fourth", "4th"}
_PART = (
    rf"(?P<part>(?:the )?(?:month of )?{_MONTH}"
    r"|(?:the )?q[1-4]|(?:the )?(?:first|1st|second|2nd|third|3rd|fourth|4th|last|final) quarter)"
)
_OUT = (
    r"(?:excluding|except(?: for)?|not counting|not including|without|other than|apart from|leaving out"
    r"|but not|save for)"
)
_YEAR_BUT = re.compile(
    rf"\b(?:(?:in|for|during|over|of|across) )?(?:the year |calendar |fiscal |fy ?)?(?P<year>(?:19|20)\d\d)"
    rf"(?P<gap>(?: [a-z]+){{0,2}}?)?,? (?:but |and )?{_OUT} {_PART}"
    r"(?=\s|$|[,.?!;)])(?! ?(?:of )?(?:19|20)\d\d)",
    re.IGNORECASE,
)


def _months_out(part: str) -> tuple[int, int]:
    """First and last month (1..12) of the part left out."""
    said = part.lower().removeprefix("the ").removeprefix("month of ").rstrip(".")
    if said in MONTHS:
        return MONTHS[said], MONTHS[said]
    word = said.split()[0]
    q = int(said[1]) if said.startswith("q") else 4 if word in _LAST else _ORDINAL[word]
    return 3 * q - 2, 3 * q


def _span(first: int, last: int, year: str) -> str:
    return f"from {calendar.month_name[first]} to {calendar.month_name[last]} {year}"


def year_without_part(question: str) -> str:
    """``question`` with "<year> excluding <a part at either end>" written as the months left, as a range."""

    def kept(m: re.Match[str]) -> str:
        first, last = _months_out(m.group("part"))
        gap = m.group("gap") or ""
        if first == 1 and last < 12:
            return f"{_span(last + 1, 12, m.group('year'))}{gap}"
        if last == 12 and first > 1:
            return f"{_span(1, first - 1, m.group('year'))}{gap}"
        return m.group(0)

    return _YEAR_BUT.sub(kept, question)


def middle_left_out(question: str) -> tuple[str, str] | None:
    """(the year, the part) when a part in the middle of a year is left out, e.g. "2019 except July"."""
    m = _YEAR_BUT.search(question)
    if m is None:
        return None
    first, last = _months_out(m.group("part"))
    if first == 1 or last == 12:
        return None
    return m.group("year"), m.group("part").removeprefix("the ")
