"""How often an order with one thing also has another: "when someone orders a flame impala, how often does
that same order also include a drink?", "how often do orders with a tangaroo also have food in them?".

"How often" of an order that holds a thing is a share of those orders, not a count: it is asked as "what
share of orders with X also include Y" (it counted the orders with both).
"""

from __future__ import annotations

import re

__all__ = ["how_often_also"]

_HAS = r"(?:include|includes|have|has|contain|contains|come with|comes with|feature|features)"
_ORDER = r"(?:that|the|this|such an|an|a|their)? ?(?:same |very )?(?:order|basket|ticket|check)"
_WHEN = re.compile(
    r"\b(?:when|whenever|if) (?:someone|somebody|a customer|customers|people|a guest|guests|anyone|they)"
    r" (?:orders?|buys?|gets?|picks? up|ordered|bought) (?P<item>(?:an? |one |the )?[\w' -]+?),?\s+"
    rf"how (?:often|frequently) (?:does|do|did|is|will) {_ORDER} (?:also |too )?{_HAS}\b",
    re.IGNORECASE,
)
_OF_ORDERS = re.compile(
    r"\bhow (?:often|frequently|oftne|ofen) (?:does|do|did) (?:an? |the )?(?:orders?|baskets?|tickets?)"
    rf" (?:with|containing|that (?:include|includes|have|has|contain|contains)|including|holding)"
    rf" (?P<item>(?:an? |one |the )?[\w' -]+?) (?:also |too )?{_HAS}\b",
    re.IGNORECASE,
)


def how_often_also(question: str) -> str:
    """``question`` with "how often does an order with X also have Y" said as the share of orders with X
    that include Y; unchanged without."""
    for pattern in (_WHEN, _OF_ORDERS):
        found = pattern.search(question)
        if found is not None:
            said = f"what share of orders with {found.group('item').strip()} also include"
            return question[: found.start()] + said + question[found.end() :]
    return question
