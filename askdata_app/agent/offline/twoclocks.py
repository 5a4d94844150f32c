"""Two windows of the clock set against each other: "lunch 12 to 1 vs 8 to 9 in the morning, how many orders
in each", "orders between 7 and 8am versus 5 and 6pm", "afternoon trade (noon till 5pm) versus breakfast
trade (7 till 10am)" (a part of the day glossed by its hours in brackets).

Each window is read on its own (the question said once with each), and the two figures are one row each,
labelled by their hours. A bare hour with no am/pm is the café's day: 7 to 11 are the morning, 12 and 1 to 6
after noon; "in the morning" / "in the afternoon" after a window says which. Before, the clock reading took
the first window only and the second one's hours were words not understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["TwoClocks", "read_two_clocks", "two_clocks_sql"]

_H = r"(?:\d{1,2}(?::00)?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midday)"
_PART = r"(?:\s+(?:in the |this )?(?P<{}>morning|afternoon|evening|at night))?"
_WINDOW = r"(?:between |from )?(?P<{a}>{h})\s*(?:to|till|until|-|–|and)\s*(?P<{b}>{h})"
_LEAD = (
    r"(?:\b(?:lunch(?:time)?|breakfast|brunch|morning|afternoon|evening|dinner|smoko|the)\s+"
    r"(?:(?:trade|(?P<{}>orders|sales|revenue|takings)|rush|crowd|service|shift|window|slot)\s+)?)?"
)
"""The part of the day a window is named by, and what of it is counted ("breakfast orders (7 till 10am)")."""
_TWO = re.compile(
    _LEAD.format("n1")
    + r"\(?"
    + _WINDOW.format(a="a1", b="b1", h=_H)
    + _PART.format("p1")
    + r"\)?\s*,?\s*(?:vs\.?|versus|against|compared (?:to|with)|or|and)\s+"
    + _LEAD.format("n2")
    + r"\(?"
    + _WINDOW.format(a="a2", b="b2", h=_H)
    + _PART.format("p2")
    + r"\b\)?",
    re.IGNORECASE,
)
_EACH = re.compile(r",?\s*\b(?:in|for) (?:each|both)(?: (?:window|slot|one|of them|hour))?\b", re.IGNORECASE)


@dataclass(frozen=True)
class TwoClocks:
    """The question said with each window alone, and each window's hours [lo, hi)."""

    first: str
    second: str
    hours: tuple[tuple[int, int], tuple[int, int]]


def _hour(said: str, part: str | None) -> tuple[int, bool] | None:
    """The hour of the day ``said`` names, and whether am/pm (or noon) said it outright."""
    low = said.lower().replace(".", "").replace(" ", "")
    if low in {"noon", "midday"}:
        return 12, True
    m = re.fullmatch(r"(\d{1,2})(?::00)?(am|pm)?", low)
    if m is None:
        return None
    h = int(m.group(1))
    if h > 24:
        return None
    if m.group(2) == "pm" or (m.group(2) is None and part in {"afternoon", "evening", "at night"}):
        return (h + 12 if h < 12 else h), True
    if m.group(2) == "am" or (m.group(2) is None and part == "morning"):
        return (0 if h == 12 else h), True
    return h, False


def _window(a: str, b: str, part: str | None) -> tuple[int, int] | None:
    lo, hi = _hour(a, part), _hour(b, part)
    if lo is None or hi is None:
        return None
    start, end = lo[0], hi[0]
    if not lo[1] and 1 <= start <= 6:
        start += 12  # "5 to 6": the evening, as the café keeps
    if not hi[1] and end <= start and end + 12 > start:
        end += 12  # "12 to 1": one in the afternoon
    if not (0 <= start < end <= 24):
        return None
    return start, end


def _said(window: tuple[int, int]) -> str:
    return f"from {window[0]:02d}:00 to {window[1]:02d}:00"


def read_two_clocks(question: str) -> TwoClocks | None:
    """The two windows ``question`` sets against each other, or None.

    >>> got = read_two_clocks("at brooklyn in 2020, lunch 12 to 1 vs 8 to 9 in the morning, orders in each")
    >>> got.hours
    ((12, 13), (8, 9))
    >>> got.first
    'at brooklyn in 2020, from 12:00 to 13:00, orders'
    >>> read_two_clocks("how many orders between 12 and 1") is None
    True
    """
    m = _TWO.search(question)
    if m is None:
        return None
    part2 = m.group("p2")
    one = _window(m.group("a1"), m.group("b1"), m.group("p1") or None)
    two = _window(m.group("a2"), m.group("b2"), part2)
    if one is None or two is None or one == two:
        return None
    rest_before, rest_after = question[: m.start()], _EACH.sub("", question[m.end() :])
    noun = m.group("n1") or m.group("n2")
    counted = f"{noun} " if noun else ""  # "breakfast orders (7 till 10am) against ...": orders
    said = [f"{rest_before}{counted}{_said(w)}{rest_after}" for w in (one, two)]
    return TwoClocks(said[0], said[1], (one, two))


def two_clocks_sql(first: str, second: str, hours: tuple[tuple[int, int], tuple[int, int]]) -> str:
    """The two one-figure queries as one row each, labelled by their hours."""
    rows = [
        f"SELECT '{lo:02d}:00-{hi:02d}:00' AS hours, t{i}.* FROM ({sql}) AS t{i}"
        for i, (sql, (lo, hi)) in enumerate(zip((first, second), hours, strict=True))
    ]
    return " UNION ALL ".join(rows)
