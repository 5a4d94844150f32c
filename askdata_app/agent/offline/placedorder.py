"""Members "who placed an order" somewhere or sometime: "the number of customers who placed an order at
Brooklyn", "customers that placed orders in 2019", "customers who placed their first order at Chicago" (read
about orders, see firstorders.py).

Placing an order is what the customers counted did, said with a verb; read word by word, "order" was taken for
a breakdown by order (one row per order, each counting one customer). It is said "who ordered", which the
planner reads as the customers with orders there or then.
"""

from __future__ import annotations

import re

_PLACED = re.compile(
    r"\b(who|that|which) (?:have |had |has )?(?:placed|made|put in|submitted) (?:(?:an?|any|their|one or more"
    r"|at least one) )?orders?\b(?= (?:at|in|from|with|during|on|between|before|after)\b)",
    re.IGNORECASE,
)


def placed_said_ordered(question: str) -> str:
    """``question`` with "who placed an order at X" written "who ordered at X"; unchanged when not said."""
    return _PLACED.sub(lambda m: f"{m.group(1)} ordered", question)
