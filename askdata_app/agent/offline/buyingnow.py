"""Customers said to be doing the ordering: "customers ordering in December", "the number of customers placing
orders per month", "customers making purchases by month", "customers were buying from Brooklyn".

Each is the customers who ordered then or there, said "customers who ordered", which the planner reads as the
customers with orders. Read word by word, "customers" alone was taken for the customers first seen in the
period (the new ones), and "making purchases" for a breakdown by order (one row per order).
"""

from __future__ import annotations

import re

_DOING = re.compile(
    r"\b(?P<who>customers|clients|shoppers|guests)(?: (?:who|that) (?:were|are|have been))?"
    r"(?:(?<=\bcustomers)|(?<=\bclients)|(?<=\bshoppers)|(?<=\bguests)| were| are)"
    r" (?:ordering|placing (?:an? |any )?orders?|making (?:an? |any )?purchases?|purchasing"
    r"|buying|shopping)\b(?! (?:at least|more|fewer|over|under|exactly|only|just|\d))",
    re.IGNORECASE,
)
_MADE = re.compile(
    r"\b(?P<who>customers|clients|shoppers|guests) (?:who|that) (?:made|make|have made)"
    r" (?:an? |any )?purchases?\b(?! (?:of|worth|over|under|above|below)\b)",
    re.IGNORECASE,
)


def buyers_said_ordered(question: str) -> str:
    """``question`` with "customers ordering/placing orders/making purchases" said "customers who ordered";
    unchanged when not said."""
    said = _DOING.sub(lambda m: f"{m['who']} who ordered", question)
    return _MADE.sub(lambda m: f"{m['who']} who ordered", said)
