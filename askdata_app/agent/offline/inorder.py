"""A list asked for "in order": "put all the shops in order from oldest to newest", "can you get the drinks
in order by price", "line the stores up in order of opening", "order the shops from newest to oldest". It is
said as "sort X from ... to ..." (the order words were read as orders counted, or a list of orders). The
members "lined up by" a figure are ranked by it ("line the stores up by number of orders": the stores were
counted).
"""

from __future__ import annotations

import re

__all__ = ["in_order_as_sort"]

_PUT_IN_ORDER = re.compile(
    r"\b(?:put|get|place|set|line|lay|arrange)(?P<what>(?: (?:all|each|every|the|our|your|of|them|those|these"
    r"|[\w'-]+?(?:s|es)))+?)(?: up| out)? in (?:(?:the|an?) )?(?:right |correct )?order"
    r"(?:(?P<of> of)(?= \w)|(?= (?:from|by|of|oldest|newest|cheapest|priciest|dearest|earliest|latest"
    r"|biggest|smallest|most|least|highest|lowest|best|worst|[a-z]+est)\b| \w+ (?:to|first)\b))",
    re.IGNORECASE,
)
"""'put <the members> in order' before what they are ordered by."""

_ORDER_THE = re.compile(
    r"^(?P<lead>\W*(?:(?:can|could|would) you |pls |please )?)order (?P<what>(?:all |each |every )?"
    r"(?:the|our|your) [\w'-]+?(?:s|es))(?= (?:from|by)\b)",
    re.IGNORECASE,
)
"""'order the <members> from|by': the verb to sort, at the start of the request."""

_LINE_UP_BY = re.compile(
    r"\b(?:line|lay) (?:(?P<what>(?:all |each |every )?(?:the|our|your) [\w'-]+?(?:s|es)) up"
    r"|up (?P<what2>(?:all |each |every )?(?:the|our|your) [\w'-]+?(?:s|es))) (?=by\b)",
    re.IGNORECASE,
)
"""'line <the members> up by': ranked by what follows ("line the stores up by 2019 orders")."""


def in_order_as_sort(question: str) -> str:
    """``question`` with "put X in order from ..." said as "sort X from ..."; unchanged otherwise.

    >>> in_order_as_sort("put all the shops in order from oldest to newest pls")
    'sort all the shops from oldest to newest pls'
    >>> in_order_as_sort("line the stores up in order of opening date")
    'sort the stores by opening date'
    >>> in_order_as_sort("order the stores by opening date")
    'sort the stores by opening date'
    >>> in_order_as_sort("line the stores up by number of orders in 2019")
    'rank the stores by number of orders in 2019'
    >>> in_order_as_sort("how many orders did we take in order of size")
    'how many orders did we take in order of size'
    """
    text = _PUT_IN_ORDER.sub(
        lambda m: "sort" + m.group("what") + (" by" if m.group("of") else ""), question, count=1
    )
    text = _ORDER_THE.sub(lambda m: m.group("lead") + "sort " + m.group("what"), text, count=1)
    text = _LINE_UP_BY.sub(lambda m: "rank " + (m.group("what") or m.group("what2")) + " ", text, count=1)
    return text
