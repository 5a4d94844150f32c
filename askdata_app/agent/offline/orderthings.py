"""The items in an order said as "things": "how many things does someone buy in one order", "orders that
had 3 or more things in them", "the most common number of things per order".

Counter staff call the items on an order "things" (or "stuff"). Said with a number or a count of them in a
question about orders, they are the order's items; before, "things" was a word not understood (asked back
which measure, or which number should be at least 3). Elsewhere ("the things we sell", "the drink
things") the word is left to the other readings.
"""

from __future__ import annotations

import re

__all__ = ["things_as_items"]

_ORDER = re.compile(r"\b(?:orders?|basket|ticket|receipt|check)\b", re.IGNORECASE)
_COUNTED = re.compile(
    r"\b(?P<lead>\d+|how many|number of|count of|more|fewer|less|most|least)"
    r"(?P<mid>(?: or (?:more|fewer|less|over|under))?(?: different)?) (?:things|stuff|bits)\b",
    re.IGNORECASE,
)


def things_as_items(question: str) -> str:
    """``question`` with "things" counted in an order said as items; unchanged otherwise.

    >>> things_as_items("how many orders had 3 or more things in them")
    'how many orders had 3 or more items in them'
    >>> things_as_items("how many things does someone buy in one order, on average?")
    'how many items does someone buy in one order, on average?'
    >>> things_as_items("how many things are on the menu")
    'how many things are on the menu'
    """
    if not _ORDER.search(question):
        return question
    return _COUNTED.sub(lambda m: f"{m.group('lead')}{m.group('mid')} items", question)
