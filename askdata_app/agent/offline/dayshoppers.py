"""Shoppers named by the day they come: "what do Saturday customers buy most?", "which drink do weekend
shoppers order most", "how many Monday customers did we have".

Said so, the day qualifies the people and was dropped: the question was asked of every day. The people's
buying is said with the day as a period at its end ("what do customers buy most on Saturdays?"), and their
count as the customers who ordered then. Other uses ("the average ticket of our Sunday crowd") are left.

>>> day_shoppers_said("which drink do Saturday customers buy most?")
'which drink do customers buy most on saturdays?'
>>> day_shoppers_said("how many weekend orders were there?")
'how many weekend orders were there?'
"""

from __future__ import annotations

import re

__all__ = ["day_shoppers_said"]

_DAYS = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday"
_SHOPPERS = re.compile(
    rf"\b(?:our |the )?(?P<day>{_DAYS}) (?P<who>customers|shoppers|buyers|crowd|visitors|clientele)\b",
    re.IGNORECASE,
)
_BUYING = re.compile(
    r"^\s+(?:(?:mostly|usually|typically|tend to|like to|really) )?"
    r"(?:buy|order|purchase|spend|get|pick|choose|go for|like|want|prefer|grab)\b",
    re.IGNORECASE,
)
_COUNTED = re.compile(r"\bhow many (?:distinct |different |unique )?$", re.IGNORECASE)
_WHO = {"crowd": "customers", "clientele": "customers", "visitors": "customers"}
_END = re.compile(r"\s*(?P<end>[?.!]*)\s*$")


def day_shoppers_said(question: str) -> str:
    """``question`` with "DAY customers" said as "customers ... on DAYs"; unchanged when not said (or said
    twice)."""
    found = list(_SHOPPERS.finditer(question))
    if len(found) != 1:
        return question
    m = found[0]
    who = _WHO.get(m["who"].lower(), m["who"])
    day = m["day"].lower()
    if _COUNTED.search(question[: m.start()]):  # "how many Monday customers": who ordered on Mondays
        return f"{question[: m.start()]}{who} who ordered on {day}s{question[m.end() :]}"
    if not _BUYING.search(question[m.end() :]):  # "the average ticket of our Sunday crowd": not read
        return question
    rest = question[: m.start()] + who + question[m.end() :]
    end = _END.search(rest)
    assert end is not None  # the pattern matches the empty end
    return f"{rest[: end.start()]} on {day}s{end['end']}"
