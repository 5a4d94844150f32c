"""How many of the products are of a kind: "how many products on the menu are beverages", "how many of our
products are jaffles", "how many items on our menu are drinks". Said as "how many beverages are on the menu":
the menu's products of that kind, counted (without it the question asked which measure was meant).
"""

from __future__ import annotations

import re

_KIND = r"(beverages|drinks|jaffles|food items|foods|food products|sandwiches)"
_COUNTED = re.compile(
    r"\bhow many (?:of (?:the|our) )?(?:(?:\w+ )?products|menu items|items|things|lines)"
    r"(?: (?:on|in) (?:the|our) menu| we (?:sell|offer|have))?"
    r" (?:are|count as|are classed as|are classified as)"
    rf" (?:a |an )?{_KIND}\b",
    re.IGNORECASE,
)


def kind_counted(question: str) -> str:
    """``question`` with "how many products are drinks" said as "how many drinks are on the menu"."""
    return _COUNTED.sub(lambda m: f"how many {m.group(1)} are on the menu", question)
