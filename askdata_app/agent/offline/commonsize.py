"""The most common size of an order in items (the mode): "what's the most common order size, in number of
items", "the most frequent number of items per order in 2019".

It is the number of items that the most orders had: the orders broken down by their number of items, the
top one. "Most common" was an unknown word. An order's size said without items ("the most common order
size") could be its total in money, and is left as it is (asked about).
"""

from __future__ import annotations

import re

_MOST = r"(?:the )?(?:most common|most frequent|most usual|commonest|most typical|modal|usual)"
_SIZE_IN_ITEMS = (
    r"(?:number of items|item count|count of items|items)"
    r" (?:per|in an?|in one|in a single|in each|on an?|of an?|for an?) order"
)
_SIZE = r"(?:order size|basket size|size of an? order)"
_IN_ITEMS = r",? (?:in|by|as a|measured in|counted in|going by) (?:the )?(?:number of )?items(?: count)?"
_MODE = re.compile(rf"\b{_MOST} (?:{_SIZE_IN_ITEMS}|{_SIZE}(?P<items>{_IN_ITEMS}))", re.IGNORECASE)
_LEAD = re.compile(
    r"^\s*(?:(?:so|and|ok),?\s+)?(?:what(?:'s| is| was| were)|tell me|give me|which (?:is|was))\s*", re.I
)


def common_size(question: str) -> str | None:
    """``question`` as the orders by their number of items, the top one, or None when it does not ask the
    most common number of items in an order."""
    m = _MODE.search(question)
    if m is None:
        return None
    rest = f"{question[: m.start()]} {question[m.end() :]}"
    rest = _LEAD.sub("", rest).strip(" ,;:?.!")
    rest = re.sub(r"^(?:the|is|was)\s+", "", rest)
    return " ".join(f"orders by number of items {rest}, top 1".split()).replace(" ,", ",")
