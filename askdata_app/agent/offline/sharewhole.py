"""The whole of the data, said as "all the" or "every ... we have": "what fraction of all the items sold were
drinks", "of all the orders in 2019, what share had a jaffle in them", "Looking at every order we have, which
weekday is busiest?"

"all the" was read as asking for a list, so the share came out once per product (per order); said of the
whole a share is over, it is that whole, as "all items sold" is. "every order we have" was read as a split
by order: said in a lead-in, it is all the orders, as "over all time" is.
"""

from __future__ import annotations

import re

__all__ = ["whole_of_share"]

_SHARE = re.compile(r"\b(?:share|fraction|proportion|percentage|percent|pct|part|ratio)\b", re.IGNORECASE)

_ALL_THE = re.compile(
    r"\b(?P<head>(?:share|fraction|proportion|percentage|percent|pct|part) of"
    r"|^\s*(?:out of|of|among|amongst))"
    r" all (?:of )?the (?=(?:items|orders|products|units|customers|sales|jaffles|drinks|things)\b)",
    re.IGNORECASE,
)


_EVERY_HELD = re.compile(
    r"(?:^|(?<=[.?!]))\s*(?:(?:so|ok|okay|now),?\s+)?"
    r"(?:looking at|taking|using|counting|across|over|going by|based on)"
    r" (?:every|each|all(?: of)?(?: the)?) (?:single )?(?:orders?|sales?|items?|transactions?|records?|data)"
    r"(?: (?:we(?:'ve| have)?(?: got| on record| ever taken| ever had)?|on record|in the data|there is"
    r"|there are|ever(?: placed| taken)?))?\s*,\s*",
    re.IGNORECASE,
)
"""'Looking at every order we have, ...': a lead-in saying all the data is used."""


def whole_of_share(question: str) -> str:
    """``question`` with "all the" before the whole of a share said as "all"; unchanged otherwise.

    >>> whole_of_share("What fraction of all the items sold in 2019 were drinks?")
    'What fraction of all items sold in 2019 were drinks?'
    >>> whole_of_share("Of all the orders in 2018, what share had a jaffle?")
    'Of all orders in 2018, what share had a jaffle?'
    >>> whole_of_share("Looking at every order we have, which weekday is busiest?")
    'Which weekday is busiest?'
    >>> whole_of_share("List all the items sold in 2019")
    'List all the items sold in 2019'
    """
    held = _EVERY_HELD.search(question) if "every" in question.lower() or "all" in question.lower() else None
    if held is not None and question[held.end() :].strip():
        rest = question[held.end() :]
        lead = question[: held.start()]
        question = lead + (" " if lead else "") + rest[0].upper() + rest[1:]
    if "all" not in question.lower() or not _SHARE.search(question):
        return question
    return _ALL_THE.sub(lambda m: f"{m.group('head')} all ", question)
