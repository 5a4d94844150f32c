"""An order that was one thing: "orders that were a single drink", "orders that consisted of one jaffle",
"orders that were one single item, and that item a drink", "orders made up of just one drink and nothing
else".

An order "is" what it holds: an order that was a single drink had one item, and that item was a drink. Read
as they stood, the drink was a condition on any item of the order (every order with a drink counted), or the
orders were split by product. Said as "orders that had just one item, a drink" (see orderthings.py and the
item-count readings for "just one item").
"""

from __future__ import annotations

import re

__all__ = ["one_thing_orders"]

_KINDS = {
    "item": "", "thing": "", "product": "", "drink": "drink", "beverage": "drink", "jaffle": "jaffle",
    "sandwich": "jaffle", "food item": "jaffle",
}  # fmt: skip
_KIND = "|".join(sorted(_KINDS, key=len, reverse=True))
_ONE = r"(?:just |only |exactly )?(?:a single|one single|a lone|one|just one|only one|exactly one|1)"
_SINGLE = re.compile(
    r"\b(?P<orders>orders?) (?:that |which )?(?:were|was|are|is|consisted of|consist of|consists of"
    r"|(?:was|were|is|are) made up of|comprised|comprise|comprises|were just|was just|were only|was only)"
    rf" {_ONE} (?P<kind>{_KIND})\b"
    rf"(?:,? (?:and|with) (?:that|the|this|it|the one) (?:{_KIND}|one|thing)?\s?(?:was |is |being )?"
    rf"(?:a |an )?(?P<kind2>{_KIND}))?"
    r"(?:,? and nothing else| alone| on (?:its|their) own)?",
    re.IGNORECASE,
)


def one_thing_orders(question: str) -> str:
    """``question`` with orders that were one thing said as orders that had just one item (of that kind).

    >>> one_thing_orders("How many orders were a single drink?")
    'How many orders had just one item, a drink?'
    """
    m = _SINGLE.search(question)
    if m is None:
        return question
    kind = _KINDS[(m.group("kind2") or m.group("kind")).lower()]
    said = f"{m.group('orders')} had just one item" + (f", a {kind}" if kind else "")
    return f"{question[: m.start()]}{said}{question[m.end() :]}"
