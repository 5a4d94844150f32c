"""Zero said as a count of an order's items ("orders with zero food items", "drink-only orders (zero food
items)", "orders with zero drinks"): none of them, said as "no ...", which the planner reads ("orders with no
food items"). Before, "zero" was a word to explain and the question was asked back.

Only zero items, of a kind or not, are read: "days with zero orders" or "customers with zero orders" are
left as said (asked back).
"""

from __future__ import annotations

import re

__all__ = ["zero_as_no"]

_ZERO = re.compile(
    r"\bzero (?=(?:[a-z]+[ -])?(?:items?|food|drinks?|beverages?|jaffles?|sandwich(?:es)?|products?)\b)",
    re.IGNORECASE,
)


def zero_as_no(question: str) -> str:
    """``question`` with "zero X" said as "no X"; unchanged when it has none."""
    return _ZERO.sub("no ", question)
