"""The largest or smallest figure "on any single order": the maximum (minimum) over the orders.

"Per store, the largest tax_paid on any one order", "the highest order_total in any single order of 2019",
"the smallest tax paid for any individual order, by store" ask for the maximum (minimum) of an order's figure
over the orders, said "the maximum tax_paid of any order" (before, "on any single order" was read as a
breakdown by order, or the largest was read as the store with the largest sum).
"""

from __future__ import annotations

import re

_MOST = {"highest": "maximum", "largest": "maximum", "biggest": "maximum", "greatest": "maximum",
         "maximum": "maximum", "max": "maximum", "lowest": "minimum", "smallest": "minimum",
         "minimum": "minimum", "min": "minimum"}  # fmt: skip
_ANY_ORDER = re.compile(
    rf"\b(?P<most>{'|'.join(_MOST)})\s+(?P<what>[a-z][a-z_ ]{{1,30}}?)\s+(?:on|in|for|from|of)\s+any\s+"
    r"(?:single\s+|one\s+|individual\s+|given\s+)?order\b",
    re.IGNORECASE,
)


def of_any_order(question: str) -> str:
    """``question`` with "the largest X on any one order" said as "the maximum X of any order" (and
    "smallest" as "minimum"); unchanged when it says no such thing."""
    if "any" not in question.lower():
        return question
    return _ANY_ORDER.sub(
        lambda m: f"{_MOST[m.group('most').lower()]} {m.group('what')} of any order", question
    )
