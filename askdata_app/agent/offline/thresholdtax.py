"""Tax words that qualify an order's amount in a count of orders: "the number of orders with a total of $20
or more, tax included", "how many orders came to over $15 including tax", "which store took the most orders
of $40 or more (incl. tax)". The orders are counted; the tax
words say which amount the bar is on (the order total, which includes tax), so they go with the bar (left
as they were, they asked for the order total summed).
"""

from __future__ import annotations

import re

_COUNTS_ORDERS = re.compile(
    r"\b(?:how many (?:\w+ )?orders|(?:the )?(?:number|count|share|fraction|proportion|percentage) of"
    r" (?:\w+ )?orders|(?:the )?(?:most|fewest|more|fewer|least) (?:\w+ )?orders)\b",
    re.IGNORECASE,
)
_BAR_TAX = re.compile(
    r"(\$\s?\d[\d,]*(?:\.\d+)?(?: or (?:more|less|above|below|over|under|higher|lower))?)"
    r",?\s+\(?(?:tax included|including (?:the )?(?:sales )?tax|incl\.? (?:sales )?tax|with (?:sales )?tax"
    r"|tax inclusive|inclusive of (?:sales )?tax|tax incl\.?)\b\)?,?",
    re.IGNORECASE,
)


def bar_with_tax(question: str) -> str:
    """``question`` without tax words that qualify an order-amount bar in a count of orders."""
    if not _COUNTS_ORDERS.search(question):
        return question
    return _BAR_TAX.sub(lambda m: m.group(1) + ",", question).replace(",,", ",").replace(", ?", "?")
