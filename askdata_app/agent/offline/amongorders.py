"""The items per order among the orders holding a kind of thing, said with "among" first: "Among 2020 orders
that included a drink, what was the mean item count per order?" is the average items per order for orders
with a drink in 2020 (read as it was said, the orders were counted once each: 1.0 per order).

>>> among_orders("Among 2019 orders that included a drink, what was the mean item count per order?")
'Average items per order for orders with a drink in 2019?'
>>> among_orders("among orders with food, the average number of items per order")
'Average items per order for orders with food'
>>> among_orders("among 2019 orders, what was the average order total?")
'among 2019 orders, what was the average order total?'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import rewritten

__all__ = ["among_orders"]

_AMONG = re.compile(
    r"^\s*(?:among|of|across) (?:the |all )?(?:(?P<year>(?:19|20)\d\d) )?orders,? "
    r"(?:(?:that|which) (?:included|include|includes|had|have|has|contained|contain|contains)|with|containing"
    r"|including) (?P<what>an? \w+|any \w+|food|drinks?|jaffles?|beverages?)"
    r"(?: in (?P<when>(?:19|20)\d\d))?\s*,\s*(?:what (?:was|is|were|are) )?(?:the )?(?:mean|average|typical) "
    r"(?:item count|number of items|count of items|items|item number) (?:per|an|a|each) order"
    r"(?P<end>\s*[?.]?)\s*$",
    re.IGNORECASE,
)


def among_orders(question: str) -> str:
    """``question`` with the items per order among orders holding something said as the analyst reads it."""
    m = _AMONG.match(question)
    if m is None:
        return question
    year = m.group("year") or m.group("when")
    what = m.group("what").removeprefix("any ").strip()
    if not re.match(r"an? ", what, re.I) and what.lower() not in {"food"}:
        what = f"a {what.rstrip('s')}"
    said = f"average items per order for orders with {what}{f' in {year}' if year else ''}{m.group('end')}"
    return rewritten(question, said)
