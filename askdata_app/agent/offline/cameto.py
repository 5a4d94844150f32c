"""A count of orders asked together with what they came to, as two questions joined by "and": "how many
tickets did Brooklyn ring on 30 Dec 2020 and what did they total with tax?", "how many orders in 2019, and
how much did they come to?", "... and what did they add up to before tax?".

The second question asks for the money of the orders just counted: the sum of their order totals (the
revenue when said before tax). Read as written, it was dropped (the count alone) or the order total was taken
for a breakdown (a count per order total: a silent wrong answer). The question is said the way the planner
reads two figures of one scope: "number of orders and order total <the rest of the first question>".
"""

from __future__ import annotations

import re

__all__ = ["count_and_came_to"]

_CAME_TO = re.compile(
    r"^(?P<lead>.*?)\bhow many (?P<noun>orders|tickets|transactions|checks|receipts|sales)\b"
    r"(?P<rest>[^?.!]*?)"
    r",?\s+and\s+(?:what|how much)\s+(?:did|do|does)\s+(?:they|those|these|those orders|they all|it all)\s+"
    r"(?:total|come to|add up to|amount to|sum to)"
    r"(?P<tax>\s+(?:with tax|tax in|incl\.? tax|including tax|tax included|after tax"
    r"|before tax|pre-tax|ex(?:cl?\.?|cluding)? tax|without tax|net of tax))?"
    r"(?P<end>\s*[?.!]?.*)$",
    re.IGNORECASE | re.DOTALL,
)
_PRE_TAX = re.compile(r"before|pre|ex|without|net", re.IGNORECASE)


def count_and_came_to(question: str) -> str:
    """``question`` with "how many orders ... and what did they total" said as the two figures it asks for;
    unchanged when it asks no such thing.

    >>> count_and_came_to("how many orders in 2019, and how much did they come to?")
    'number of orders and order total in 2019?'
    >>> count_and_came_to("how many orders in 2019 and what did they total before tax?")
    'number of orders and revenue in 2019?'
    >>> count_and_came_to("how many orders in 2019?")
    'how many orders in 2019?'
    """
    m = _CAME_TO.match(question)
    if m is None:
        return question
    tax = m["tax"] or ""
    money = "revenue" if tax and _PRE_TAX.search(tax) else "order total"
    return f"{m['lead']}number of {m['noun']} and {money}{m['rest']}{m['end'].rstrip() if m['end'] else ''}"
