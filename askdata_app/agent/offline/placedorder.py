"""Members "who placed an order" somewhere or sometime: "the number of customers who placed an order at
Brooklyn", "customers that placed orders in 2019", "how many customers have placed orders at more than one
store", "customers who placed their first order at Chicago" (read
about orders, see firstorders.py).

Placing an order is what the customers counted did, said with a verb; read word by word, "order" was taken for
a breakdown by order (one row per order, each counting one customer). It is said "who ordered", which the
planner reads as the customers with orders there or then.

"Customers who placed just one order", "how many customers placed two orders" (no period named): the number of
orders each has placed in all, said "have exactly one order" (read word by word, the number was lost and every
customer counted); with a period named, "placed only one order in 2019" is at most one order then.
"""

from __future__ import annotations

import re

_PLACED = re.compile(
    r"\b(who|that|which|customers|clients|people) (?:have |had |has )?(?:placed|made|put in|submitted)"
    r" (?:(?:an?|any|their|one or more|at least one) )?orders?\b"
    r"(?= (?:at|in|from|with|during|on|between|before|after)\b)",
    re.IGNORECASE,
)


_WHO = r"(?P<who>customers?|people|clients|who|that|which)"
_PLACED_N = re.compile(
    _WHO + r" (?:have |had |has )?(?:only |just )?(?:placed|made|submitted)"
    r"(?: only| just| exactly)? (?P<n>a single|one|two|three|four|five|\d+)"
    r" orders?\b(?! (?:at|in|from|with|during|on|between|before|after|of|over|worth)\b)",
    re.IGNORECASE,
)
_PLACED_ONE = re.compile(
    _WHO + r" (?:have |had |has )?(?:only |just )?(?:placed|made|submitted)"
    r"(?: only| just| exactly)? (?:a single|one|1) order\b(?! (?:at|from|with|of|over|worth)\b)",
    re.IGNORECASE,
)
_YEARLY = re.compile(r"\b(?:19|20)\d\d\b|\b(?:this|last|that) (?:year|month|quarter|week)\b", re.IGNORECASE)


def placed_said_ordered(question: str) -> str:
    """``question`` with "who placed an order at X" written "who ordered at X", and "placed just one order"
    written "have exactly one order" (when no period is named); unchanged when not said."""
    said = _PLACED.sub(lambda m: f"{m.group(1)} ordered", question)
    if _YEARLY.search(
        said
    ):  # "placed only one order in 2019": at most one that year (the count per customer)
        return _PLACED_ONE.sub(lambda m: f"{m['who']} placed at most 1 order", said)
    return _PLACED_N.sub(
        lambda m: f"{m['who']} have exactly {'one' if m['n'].lower() == 'a single' else m['n']} orders", said
    )
