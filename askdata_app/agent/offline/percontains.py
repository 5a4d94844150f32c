"""An average per member, over the members whose parts meet a condition: "average items per order for orders
that include a flame impala", "mean revenue per order, orders containing a jaffle".

The condition is said of the members ("orders that include ..."), so it holds for the member when one of its
parts meets it: every item of those orders is counted, not only the flame impalas (the condition was put on
the lines counted, so each such order had one item). See ``Composer._scope_select``.
"""

from __future__ import annotations

import re

_WHOLE = re.compile(
    r"\b(?:orders|baskets|transactions|tickets)(?:,)? (?:that |which )?"
    r"(?:include[sd]?|including|contain(?:s|ed)?|containing|with|had|having|featuring)\b",
    re.IGNORECASE,
)


def condition_on_members(question: str) -> bool:
    """Whether ``question`` says a condition of whole orders ("orders that include a flame impala")."""
    return _WHOLE.search(question) is not None
