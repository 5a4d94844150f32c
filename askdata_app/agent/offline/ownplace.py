"""A figure set beside the asker's own business: "how does that compare with my little place?", "is that
more than my shop made?", "how do they stack up against my own café?".

The records hold the chain's stores only. The asker's place may be one of them (a store manager) or a
business of their own (a rival, a would-be franchisee) whose figures are not held at all; either way the
data cannot say which, so it is asked back, with the stores to choose from. A question that names one of
the stores beside "my" ("my Brooklyn store") is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["OWN_PLACE_ASK", "own_place_compared"]

OWN_PLACE_ASK = (
    "Which store is yours? These records hold only the chain's own stores; figures for a business of your "
    "own are not in them, so I can only set one of these stores beside the rest."
)
_MINE = re.compile(
    r"\b(?:my|mine|our own) (?:own )?(?:(?:little|small|tiny|wee|humble|local|new|old) )*"
    r"(?:place|shop|store|caf[eé]|coffee ?shop|business|spot|joint|outfit|bakery|bar|restaurant|diner)\b"
    r"|\bmine\b(?=\s*[?.!]*\s*$)",
    re.IGNORECASE,
)
_COMPARED = re.compile(
    r"\b(?:compare[sd]?|comparing|comparison|stack(?:s|ed)? up|measure[sd]? up|versus|vs\.?|against"
    r"|(?:more|less|bigger|smaller|better|worse|higher|lower) than|beat(?:s|ing)?|ahead of|behind)\b",
    re.IGNORECASE,
)


def own_place_compared(question: str, stores: Iterable[str]) -> bool:
    """Whether ``question`` sets a figure beside the asker's own place without naming a store."""
    if _MINE.search(question) is None or _COMPARED.search(question) is None:
        return False
    low = question.lower()
    return not any(store.lower() in low for store in stores)
