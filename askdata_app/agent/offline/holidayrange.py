"""A span between two named days said without "from" ("Black Friday through New Year's Eve").

"the 2020 holiday season, black friday through new year's eve": the two holidays bound one span of days
(both ends included) and take the year said with them, else the one year the question names; the season or
campaign they restate ("the 2019 holiday push"), or name without a year as a heading, is that span, not a
period of its own. The span is written
back as "from <holiday> <year> through <holiday> <year>", which the time reader takes as a range.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.occasions import holiday_date, holiday_pattern

__all__ = ["read_holiday_ranges"]

_Y = r"(?:19|20)\d\d"
_HOLIDAY = f"(?:{holiday_pattern()})"
_TO = r"(?:to|through|thru|until|till|-)"
_CAMPAIGN = (
    r"(?:(?:holiday|festive|christmas|xmas|winter|summer|spring|autumn|fall|sales?|promo|promotion|marketing)"
    r" )?(?:season|push|period|rush|campaign|stretch|holidays|promo|promotion|sale)s?"
)
_RESTATED = re.compile(
    rf"\b(?:(?:in|during|over|for|across|throughout) )?(?:the )?({_Y}) {_CAMPAIGN}"
    rf" (?:ie |i e |so |that is |namely |from )?({_HOLIDAY}) {_TO} ({_HOLIDAY})\b(?! {_Y})"
)
_BARE = re.compile(rf"(?<!between )\b(from )?({_HOLIDAY})(?: ({_Y}))? {_TO} ({_HOLIDAY})(?: ({_Y}))?\b")


def _span(first: str, last: str, year_a: int | None, year_b: int | None) -> str | None:
    """ "from <first> <y> through <last> <y'>": the end in the next year when it falls before the start."""
    if year_a is None and year_b is None:
        return None
    base = year_a if year_a is not None else year_b
    assert base is not None
    a, b = holiday_date(first, base), holiday_date(last, base)
    if a is None or b is None:
        return None
    if year_a is None and year_b is not None and b[0] < a[0]:
        return f"from {first} {year_b - 1} through {last} {year_b}"
    end_year = year_b if year_b is not None else (base + 1 if b[0] < a[0] else base)
    return f"from {first} {base} through {last} {end_year}"


_DATED = re.compile(rf"\bfrom {_HOLIDAY} {_Y} {_TO} {_HOLIDAY} {_Y}\b")
_UNDATED_SEASON = re.compile(
    rf"(?<!\d )\b(?:the |our )?(?:holiday|festive|christmas|xmas) {_CAMPAIGN}\b(?! {_Y})"
)


def read_holiday_ranges(text: str) -> str:
    """``text`` (lower-case words) with every span between two holidays written as a dated range."""

    def restated(m: re.Match[str]) -> str:
        return _span(m.group(2), m.group(3), int(m.group(1)), None) or m.group(0)

    text = _RESTATED.sub(restated, text)
    years = set(re.findall(rf"\b{_Y}\b", text))
    lone = int(next(iter(years))) if len(years) == 1 else None

    borrowed: list[int] = []

    def bare(m: re.Match[str]) -> str:
        year_a = int(m.group(3)) if m.group(3) else None
        year_b = int(m.group(5)) if m.group(5) else None
        if year_a is None and year_b is None and lone is not None:
            year_a = lone
            borrowed.append(lone)
        elif m.group(1):
            return m.group(0)  # "from black friday 2019 to christmas 2019": a dated range already
        return _span(m.group(2), m.group(4), year_a, year_b) or m.group(0)

    text = _BARE.sub(bare, text)
    if borrowed:  # "in 2019, revenue from cyber monday to christmas": the year is the range's, not a period
        text = re.sub(
            rf"\b(?:(?:in|during|for|over|throughout) (?:the year )?)?{borrowed[0]}\b(?! through)",
            "",
            text,
            count=1,
        )
    if _DATED.search(text):  # "holiday season read: revenue from black friday 2020 through ...": its label
        text = _UNDATED_SEASON.sub(" ", text)
    return " ".join(text.split())
