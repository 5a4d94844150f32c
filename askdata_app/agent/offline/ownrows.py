"""Rows ranked by their own figure: "the 2 biggest orders ever by order total, with their store", "top 5
orders by order total", "which 3 orders had the highest order total".

A ranking that names the fact's own rows (the orders of a measure kept on orders) ranks those rows one by
one, each by its own figure, not a breakdown of them; what is asked "with" them ("with their store") is
shown on each row. A breakdown said with "by"/"per"/"in each" ("the biggest orders by store") stays a
breakdown. Without this reading the ranking asked for a breakdown, or ranked the stores.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)"
_RANKED = re.compile(
    r"\b(?:top|biggest|largest|highest|smallest|lowest|priciest|most expensive|cheapest|largest value)"
    rf"\s+(?:{_NUMBER}\s+)?(?:single\s+|individual\s+)?(?P<noun>[a-z]+)",
    re.IGNORECASE,
)
"""'the 2 biggest orders', 'top 5 orders'."""
_COUNTED = re.compile(
    rf"\b(?:which|what)\s+{_NUMBER}\s+(?:single\s+|individual\s+)?(?P<noun>[a-z]+)", re.IGNORECASE
)
"""'which 3 orders'."""
_SHOWN = re.compile(
    r"[,;]?\s*\b(?:with|and|plus|including|along with|together with|showing)\s+"
    r"(?:their|its|the|each one's)\s+(?P<what>[a-z ]+?)(?=\s*(?:[,;?.!]|$))",
    re.IGNORECASE,
)
"""', with their store': what is shown on each ranked row."""


@dataclass(frozen=True)
class OwnRows:
    """The rows a ranking names ("orders"), and the question without what is shown on each row."""

    noun: str
    rest: str


def read_own_rows(question: str) -> OwnRows | None:
    """The rows ``question`` ranks one by one, or None when it names none."""
    m = _RANKED.search(question) or _COUNTED.search(question)
    if m is None:
        return None
    noun = m.group("noun").lower()
    rest = _SHOWN.sub(" ", question)
    return OwnRows(noun, re.sub(r"\s{2,}", " ", rest).strip())
