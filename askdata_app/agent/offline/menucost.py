"""What an item on the menu costs: its menu price ("which item on the menu costs the most?").

A dish on the menu "costs" what the menu asks for it, so "which item on the menu costs the most" (or "the
least") is the priciest (cheapest) item, not the supplies spent on it over all its sales. The rewrite needs
the menu said ("on the menu", "menu item", "we sell") and no maker's cost ("to make", "costs us", "for us"),
which keep their readings.

>>> menu_cost("Which item on the menu costs the most?")
'Which item on the menu is the most expensive?'
>>> menu_cost("which menu item costs the least")
'which menu item is the cheapest'
>>> menu_cost("Which item on the menu costs the most to make?")
'Which item on the menu costs the most to make?'
"""

from __future__ import annotations

import re

__all__ = ["menu_cost"]

_NOUN = r"(?:items?|products?|drinks?|beverages?|jaffles?|dish(?:es)?|sandwich(?:es)?|foods?|food items?)"
_COSTS = re.compile(
    rf"\b(?P<lead>(?:which|what) (?:(?:menu {_NOUN})|(?:{_NOUN} (?:on|from|of) (?:the|our) menu)"
    rf"|(?:{_NOUN} (?:that )?we sell))) (?:costs?|is priced|are priced) (?:the )?(?P<end>most|least)\b"
    r"(?! (?:to|for|us|we)\b)",
    re.IGNORECASE,
)

_SAID = {"most": "most expensive", "least": "cheapest"}


def menu_cost(question: str) -> str:
    """``question`` with "costs the most" ("least") of an item on the menu said as "is the most expensive"
    ("the cheapest"); unchanged otherwise."""
    if "cost" not in question.lower() and "priced" not in question.lower():
        return question
    return _COSTS.sub(lambda m: f"{m.group('lead')} is the {_SAID[m.group('end').lower()]}", question)
