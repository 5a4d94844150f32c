"""Members listed "by opening date": "list our cafés by opening date, oldest first", "stores sorted by launch
date, newest first", "rank the shops by the date they opened", "return the six stores sorted by opened_at".

Members listed or sorted by their own date are put in that date's order, with the date shown; the words are
written as "in order of opening date", which the planner reads so. Before, "by opening date" was read as a
breakdown and the members came in name order without their dates, or a measure was asked for to rank by.
"""

from __future__ import annotations

import re

_NOUN = r"(?:stores|shops|cafés|cafes|locations|branches|sites|outlets|restaurants)"
"""Plural: "every location in order of opening date" is read as one location."""
_BY = re.compile(
    r"\b(?:(?:sorted|ordered|listed|ranked|arranged|sequenced) )?by (?:their |its |the )?"
    r"(?:(?:opening|open|launch|launching) date|opened_at|date (?:opened|of opening|they opened|it opened)"
    r"|when (?:they|it|each one) opened)\b",
    re.IGNORECASE,
)
_LISTED = re.compile(
    r"^(?:(?:please|can you|could you|now)[ ,]+)*"
    rf"(?:list|show|sort|rank|order|give me|arrange|display|return)\b"
    rf"[^,;:?]*\b{_NOUN}\b|^(?:(?:the|our|all) )*(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+) )?"
    rf"{_NOUN} (?:sorted|ordered|listed|ranked|arranged)\b",
    re.IGNORECASE,
)


def in_opening_order(question: str) -> str:
    """``question`` with members listed "by opening date" said as "in order of opening date", or unchanged."""
    by, listed = _BY.search(question), _LISTED.search(question.strip())
    if by is None or listed is None:
        return question
    rest = _SHOWN.sub("", question[by.end() :])  # ", name and date": what the list shows anyway
    return f"{question[: by.start()]}in order of opening date{rest}"


_SHOWN = re.compile(
    r",?\s*(?:with\s+|showing\s+|giving\s+)?(?:their\s+|the\s+|its\s+)?(?:store\s+)?names?\s+(?:and|&|\+)\s+"
    r"(?:the\s+)?(?:opening\s+)?dates?\b"
    r"|\s+and\s+(?:the\s+|their\s+)?(?:opening\s+)?dates?(?=\s*[.?!]?\s*$)",
    re.IGNORECASE,
)
"""What the list shows anyway: ", name and date" (or "and date", once the names are said to be shown)."""
