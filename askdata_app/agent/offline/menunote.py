"""A note that the price meant is the menu's: "what's a jaffle cost on average, going by the menu?", "the
jaffles and their prices - the menu prices, sorry, not what people paid", "what's the priciest thing we
sell? Sorry, by menu price.", "which drink is cheapest, at menu prices".

A menu item's price is its listed price; what people paid is the price of the items sold (weighted by how
often each sold). The note says the listed one is meant; read as words of its own, it asked back which
measure ranks the menu price, gave a row per price, or let "cost" stay the supplies' cost. The note is said
the way the menu readings read it (menuprices.py, menucost.py): " on the menu" at the end of the question it
belongs to, and "what's a jaffle cost on average" (the speaker's "what's" for "what does") is the average
price of a jaffle; "what's a tangaroo go for" is what a tangaroo goes for.
"""

from __future__ import annotations

import re

__all__ = ["menu_noted", "what_does_said"]

_NOTE = re.compile(
    r"\s*(?:[,;:]|\s[-\u2013\u2014]+)?\s*(?:(?:sorry|um|er|i mean|that is),?\s+)*"
    r"(?:go(?:ing|in'?)\s+)?(?:by|at|from)\s+(?:the\s+)?menu(?:\s+prices?)?(?:,?\s*(?:please|pls|thanks))?"
    r"(?=\s*[-\u2013\u2014,.?!]|\s*$)"
    r"|\s*(?:[,;:]|\s[-\u2013\u2014]+)\s*(?:the\s+)?menu\s+prices?,?\s*(?:(?:sorry|i mean),?\s+)?"
    r"not\s+what\s+(?:people|customers|folks|they|we|guests)\s+(?:actually\s+)?paid"
    r"(?:\s+for\s+(?:it|them))?(?:\s*[-\u2013\u2014])?",
    re.IGNORECASE,
)
_PRICE_WORD = re.compile(
    r"\b(?:price[sd]?|pricier|priciest|pricey|cost|costs|cheap|cheaper|cheapest|expensive|how much is"
    r"|how much are|go for|goes for|sells? for)\b",
    re.IGNORECASE,
)
_AVERAGE_COST = re.compile(
    r"\b(?:what(?:'s|s| is| does)|how much is) (?P<a>an?) (?P<noun>[a-z][\w-]*)"
    r" (?:cost|costs|go for|goes for)?\s*on average\b",
    re.IGNORECASE,
)
_WHATS_VERB = re.compile(
    r"\bwhat(?:'s|s) (?P<np>(?:an?|the|one) [a-z][\w -]{0,30}?) (?P<verb>go for|sell for)\b", re.IGNORECASE
)


def what_does_said(question: str) -> str:
    """``question`` with "what's a tangaroo go for" said "what does a tangaroo go for".

    >>> what_does_said("what's a tangaroo go for, in dollars and cents?")
    'what does a tangaroo go for, in dollars and cents?'
    >>> what_does_said("what's a tangaroo?")
    "what's a tangaroo?"
    """
    return _WHATS_VERB.sub(lambda m: f"what does {m['np']} {m['verb']}", question)


def menu_noted(question: str) -> str:
    """``question`` with a note that the menu's price is meant said as " on the menu"; unchanged when it has
    none, or no word of price (a note on a figure of what was sold stays as said).

    >>> menu_noted("what's a jaffle cost on average, going by the menu?")
    "what's the average price of a jaffle on the menu?"
    >>> menu_noted("Um, what's the priciest thing we sell? Sorry, by menu price.")
    "Um, what's the priciest thing we sell on the menu?"
    >>> menu_noted("list the jaffles and their prices - the menu prices, sorry, not what people paid?")
    'list the jaffles and their prices on the menu?'
    >>> menu_noted("revenue by product, by the menu")
    'revenue by product, by the menu'
    """
    m = _NOTE.search(question)
    if m is None:
        return question
    body = question[: m.start()]
    rest = question[m.end() :].strip(" -\u2013\u2014,;")
    if not _PRICE_WORD.search(body):
        return question
    body = _AVERAGE_COST.sub(lambda a: f"what's the average price of {a['a']} {a['noun']}", body)
    end = body.rstrip()
    mark = ""
    if end.endswith(("?", ".", "!")):
        end, mark = end[:-1].rstrip(), end[-1]
    if not mark:
        mark = "?" if rest.startswith("?") else rest[:1] if rest[:1] in ".!" else ""
        rest = rest[1:].strip() if mark and rest[:1] == mark else rest
    else:
        rest = rest.lstrip("?.! ")
    said = f"{end} on the menu{mark}"
    return f"{said} {rest}".strip() if rest else said
