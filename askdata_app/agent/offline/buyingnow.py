"""Customers said to be doing the ordering: "customers ordering in December", "the number of customers placing
orders per month", "customers making purchases by month", "customers were buying from Brooklyn", "customers
came on Sundays", "customers who visited in 2019"; and what they "usually order" is what they order most.

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

_CAME = re.compile(
    r"(?<!\bnew )(?<!\bfirst )\b(?P<who>customers|clients|shoppers|guests|visitors|people)"
    r"(?: (?:who|that))? (?:came|come|visited|dropped by|stopped by|popped in|walked in)"
    r"(?: (?:in|by|us|to us|our (?:shops?|stores?|cafes?)))?(?= (?:on|in|during|over|at|between|from)\b)",
    re.IGNORECASE,
)
"""Customers who came or visited then or there: "how many customers came on Sundays in 2019", "customers who
visited Brooklyn in 2019" (they were taken for the customers first seen on a Sunday of 2019)."""

_USUAL = re.compile(
    r"\bwhat (?:do|does) (?P<who>(?:our |the )?(?:customers|shoppers|people|guests|clients|folks|buyers))"
    r" (?:usually|mostly|typically|normally|generally|tend to) (?P<verb>order|buy|get|purchase|go for)\b",
    re.IGNORECASE,
)
"""What customers usually buy: what they buy most ("what do customers usually order?" was each order's
count of customers)."""


def buyers_said_ordered(question: str) -> str:
    """``question`` with "customers ordering/placing orders/making purchases" said "customers who ordered";
    unchanged when not said."""
    said = _DOING.sub(lambda m: f"{m['who']} who ordered", question)
    said = _CAME.sub(lambda m: f"{m['who']} who ordered", said)
    said = _USUAL.sub(lambda m: f"what do {m['who']} {m['verb']} most", said)
    return _MADE.sub(lambda m: f"{m['who']} who ordered", said)
