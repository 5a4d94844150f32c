"""Figures of the menu's own prices, said the way staff say them: "whats the lowest price for one of the
sandwich ones", "the average price of a drink on the menu", "the price gap between the priciest sandwich and
the lowest priced drink", "what are all the drinks we sell and how much is each one".

A lowest or highest price asked as a figure ("what's the lowest price of a jaffle") is the minimum (maximum)
menu price of that kind, and an average price "on the menu" the average of the menu's prices (not of the
items sold, which weights each price by how often it sold). A gap or difference in price between two
superlatives is the difference of the two figures. "How much is each one" after a list of items asks their
prices beside them. Before, "lowest price" asked back which measure ranks the price, the average over the
menu was a row per item, and the list came without prices. A question about what was sold (a year, "sold",
a store's orders) is left to the other readings: there the price is the price of the items sold.
"""

from __future__ import annotations

import re

__all__ = ["menu_price_figures"]

_SOLD = re.compile(
    r"\b(?:sold|sell(?:s|ing)?|sales|bought|ordered|orders?|revenue|(?:19|20)\d\d"
    r"|last (?:year|month|week))\b",
    re.IGNORECASE,
)
_LOW = r"(?:least expensive|lowest|cheapest|smallest|minimum|min|least)"
_HIGH = r"(?:most expensive|highest|priciest|dearest|biggest|largest|maximum|max|top)"
_AVG = r"(?:average|mean|typical)"
_OF = r"(?:of|for|on) (?P<art>one of (?:the|our) |a |an |any |one |the |our |)"
_FIGURE = re.compile(rf"\b(?:the )?(?P<how>{_LOW}|{_HIGH}|{_AVG}) (?:menu )?price {_OF}", re.IGNORECASE)
_ON_MENU = re.compile(r"\s*\b(?:on|from) (?:the|our) menu\b", re.IGNORECASE)
_GAP = re.compile(
    r"\b(?:the )?(?:price (?:gap|difference)|difference in price|gap in price)"
    r" between (?P<a>.+?) and (?P<b>.+?)"
    r"(?=\s*[?.!]|$)",
    re.IGNORECASE,
)
_SIDE = re.compile(
    rf"^(?:the |our |a |its |their )?"
    rf"(?P<how>{_LOW}(?:[- ]priced)?|{_HIGH}(?:[- ]priced)?|{_AVG}(?:[- ]priced)?)"
    r" (?P<kind>[a-z][a-z-]*(?: [a-z][a-z-]*)?)$",
    re.IGNORECASE,
)
_EACH = re.compile(
    r"\s*,?\s*\b(?:and )?how much (?:is|does) (?:each|every) (?:one|of them|of those)?\s*(?:cost)?"
    r"(?=\s*[?.!]*$)",
    re.IGNORECASE,
)
_PARTS = re.compile(r"\b(?:suppl(?:y|ies)|ingredients?|parts?|goes into|go into|in (?:a|an|the) )", re.I)
"""The parts of an item ("the supplies in a chai and mighty, with what each one costs"): their own costs."""


def _agg(how: str) -> str:
    low = how.lower()
    if re.match(_LOW, low):
        return "minimum"
    if re.match(_AVG, low):
        return "average"
    return "maximum"


def menu_price_figures(question: str) -> str:
    """``question`` with figures of menu prices said as the planner reads them; unchanged otherwise.

    >>> menu_price_figures("whats the lowest price for one of the sandwich ones")
    'whats the minimum menu price of the sandwich ones'
    >>> menu_price_figures("whats the average price of a drink on the menu")
    'whats the average menu price of a drink'
    >>> menu_price_figures("the price gap between the priciest jaffle and the cheapest drink")
    'the difference between the maximum menu price of jaffles and the minimum menu price of drinks'
    >>> menu_price_figures("what is the average price of a drink sold in 2019")
    'what is the average price of a drink sold in 2019'
    """
    each = _EACH.search(question) if not _PARTS.search(question) else None
    if each is not None:  # "what drinks do we sell and how much is each one": their prices beside them
        return f"{question[: each.start()]} and their prices{question[each.end() :]}"
    if _SOLD.search(question):
        return question
    gap = _GAP.search(question)
    if gap is not None:
        sides = [_SIDE.match(_ON_MENU.sub("", gap.group(s)).strip()) for s in ("a", "b")]
        if all(sides):
            said = [
                f"the {_agg(m.group('how'))} menu price of {_plural(m.group('kind'))}" for m in sides if m
            ]
            head, tail = question[: gap.start()], question[gap.end() :]
            return f"{head}the difference between {said[0]} and {said[1]}{tail}"
    m = _FIGURE.search(question)
    if m is None:
        return question
    how = _agg(m.group("how"))
    if how == "average" and not _ON_MENU.search(question):
        return question  # "the average price of a drink": of the drinks sold, as before
    lead = "the " if m.group(0).lower().startswith("the ") else ""
    article = m.group("art").lower()
    article = "the " if article.startswith("one of") else article
    text = f"{question[: m.start()]}{lead}{how} menu price of {article}{question[m.end() :]}"
    return _ON_MENU.sub("", text)


def _plural(kind: str) -> str:
    kind = kind.strip()
    if kind.endswith(("s", "ones")):
        return kind
    if kind.endswith(("ch", "sh")):
        return f"{kind}es"
    return f"{kind}s"
