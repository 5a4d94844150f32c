"""A fashion buyer's seasons said as their months.

Retail fashion plans in two seasons a year, each named by its code and the year it starts in:

- "SS20" (also "S/S20", "SS 2020", "spring/summer 2020", "spring-summer 20") is spring/summer 2020, March to
  August 2020;
- "AW19" (also "A/W19", "FW19", "F/W 2019", "autumn/winter 19", "fall/winter 2019") is autumn/winter 2019,
  September 2019 to February 2020;
- a month range said right after the season, in brackets or after a comma ("SS20 (Apr-Sep)", "AW18 (Sep 18 -
  Feb 19)", "autumn/winter 19, September 2019 to February 2020"), is the season the speaker means: its months
  are taken, a month without a year getting the season's year (a two-digit number after a month is a year
  only when it is one of the season's years: else the range is not read and the season's own months are);
- "from AW19 to SS20" runs from the first month of the one to the last month of the other;
- "one figure per season" next to seasons named this way is one per season named (not per meteorological
  season);
- the preposition before the season ("in", "for", "during", "through", "across", "of"), the word "season",
  "range" or "collection" after it, go: the season is said as "from <month year> to <month year>".
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.timespec import MONTH_NAMES, MONTHS

__all__ = ["buyer_seasons"]

_SPRING = r"(?:ss|s/s|spring[/ -]summer|spring ?(?:/|&|and) ?summer)"
_AUTUMN = r"(?:aw|a/w|fw|f/w|(?:autumn|fall)[/ -]winter|(?:autumn|fall) ?(?:/|&|and) ?winter)"
_YEAR = r"'?(?P<{y}>(?:20)?\d\d)(?!\d)"
_ONE = rf"(?:(?P<{{s}}>{_SPRING})|(?P<{{a}}>{_AUTUMN}))[ -]?{_YEAR}"
_LEAD = r"(?:(?:in|for|during|over|across|through(?:out)?|within|of) (?:the )?|the )?"
_TAIL = r"(?:'s)?(?: (?:season|range|collection))?"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_RANGE = (
    rf"(?:from )?(?P<m1>{_MONTH})(?: (?P<y1>(?:20)?\d\d))?(?!\d)"
    rf" ?(?:-|\u2013|\u2014|to|through|thru|until|till) ?(?P<m2>{_MONTH})(?: (?P<y2>(?:20)?\d\d))?(?![\d:])"
)
_SEASON = re.compile(
    rf"\b{_LEAD}\b{_ONE.format(s='s', a='a', y='y')}\b{_TAIL}"
    rf"(?P<said>(?: ?\( ?|, ?){_RANGE} ?\)?)?",
    re.IGNORECASE,
)
_SPAN = re.compile(
    rf"\bfrom (?:the )?{_ONE.format(s='s1', a='a1', y='y1')}{_TAIL}"
    rf" (?:to|through|thru|until|till|-) (?:the )?{_ONE.format(s='s2', a='a2', y='y2')}{_TAIL}\b",
    re.IGNORECASE,
)
_PER_SEASON = re.compile(r"\b(per|each|every|by|a) season\b", re.IGNORECASE)


def _year(said: str) -> int:
    """ "20" -> 2020, "2019" -> 2019."""
    return int(said) if len(said) == 4 else 2000 + int(said)


def _month(said: str) -> int:
    return MONTHS[said.lower().rstrip(".")[:3]]


def _months(spring: bool, year: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The season's first and last (year, month)."""
    return ((year, 3), (year, 8)) if spring else ((year, 9), (year + 1, 2))


def _said(first: tuple[int, int], last: tuple[int, int]) -> str:
    return f"from {MONTH_NAMES[first[1]]} {first[0]} to {MONTH_NAMES[last[1]]} {last[0]}"


def _own_range(m: re.Match[str], years: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The month range said after the season, its years filled from the season's; None when a number after
    a month is no year of the season (a day: "Sep 18" of AW20)."""
    m1, m2 = _month(m["m1"]), _month(m["m2"])
    y1, y2 = (_year(y) if y else None for y in (m["y1"], m["y2"]))
    for y, raw in ((y1, m["y1"]), (y2, m["y2"])):
        if raw and len(raw) == 2 and y not in years:
            return None
    if y1 is None:
        late = years[1] != years[0] and m1 <= 6  # "AW19 (Jan-Feb)": the months of 2020
        y1 = (y2 if m1 <= m2 else y2 - 1) if y2 is not None else years[1] if late else years[0]
    if y2 is None:
        y2 = y1 if m2 >= m1 else y1 + 1
    return (y1, m1), (y2, m2)


def _one(m: re.Match[str]) -> str:
    spring = m["s"] is not None
    first, last = _months(spring, _year(m["y"]))
    if m["said"]:
        own = _own_range(m, (first[0], last[0]) if not spring else (first[0], first[0]))
        if own is None:  # "AW20 (Sep 18 - Oct 30)": days, left as said
            return f" {_said(first, last)}{m['said']} "
        first, last = own
    return f" {_said(first, last)} "


def _span(m: re.Match[str]) -> str:
    first, _ = _months(m["s1"] is not None, _year(m["y1"]))
    _, last = _months(m["s2"] is not None, _year(m["y2"]))
    return f" {_said(first, last)} "


def buyer_seasons(question: str) -> str:
    """``question`` with its fashion seasons said as their months; unchanged when it names none.

    >>> buyer_seasons("Units for SS20 by store")
    'Units from March 2020 to August 2020 by store'
    >>> buyer_seasons("revenue in the AW19 season?")
    'revenue from September 2019 to February 2020?'
    >>> buyer_seasons("orders in AW18 (Oct - Jan)")
    'orders from October 2018 to January 2019'
    """
    said = _SEASON.sub(_one, _SPAN.sub(_span, question))
    if said == question:
        return question
    said = _PER_SEASON.sub(r"\1 period", said)  # "one figure per season": per season named
    return re.sub(r"\s+([,:;?.!)])", r"\1", re.sub(r"\s{2,}", " ", said)).strip()
