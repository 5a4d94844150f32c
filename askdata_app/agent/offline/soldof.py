"""A money figure "of the items sold": "the gross profit of beverage items sold during 2018", "revenue from
jaffles sold in March". (A supply cost "of the items sold" is read as it was: the cost of what was sold.)

"sold" only says which items the figure is of (the items sold are the items in orders); read word by word it
became a second figure, the count of those items sold, and the kind named before it no filter (the gross
profit was then of every item). The figure is read as of those items ("the gross profit of beverage items
during 2018").
"""

from __future__ import annotations

import re

_OF_SOLD = re.compile(
    r"\b(?P<head>(?:gross profit|profit|revenue|sales|gross margin|margin)"
    r"(?:,? (?:excluding|including|before|after|exclusive of|inclusive of|net of) (?:sales )?tax,?)?"
    r" (?:of|on|from|for) (?:the |our |all )?(?:[a-z-]+ ){0,2}(?:items|products|drinks|beverages|jaffles"
    r"|food))(?: \([a-z ]+\))?(?: so)? sold\b",
    re.IGNORECASE,
)


def money_of_sold(question: str) -> str:
    """``question`` with "<money figure> of <kind> items sold" said without "sold"."""
    return _OF_SOLD.sub(lambda m: m.group("head"), question)
