"""A wine house's things the records do not hold (round 37): corkage (a fee for a guest's own bottle), a
wine by its kind, grape or region ("a glass of Merlot", "the Sauvignon Blanc", "our wines"), a blend ("the
new blend", "the house blend").

The menu sells five jaffles and five beverages, none of them wine, and no fee but each item's price; each
word was not understood, or read as another figure. Each is asked back (what the records can show instead).

>>> cellar_unheld("How did the Sauvignon Blanc move at the Paris cellar?")
'wine (sauvignon blanc)'
>>> cellar_unheld("What did corkage bring in for 2020?")
'corkage'
>>> cellar_unheld("How many smoothies did we blend in 2020?") is None
True
>>> cellar_unheld("Which beverage sold the most in 2020?") is None
True
"""

from __future__ import annotations

import re

__all__ = ["cellar_unheld"]

_WINES = re.compile(
    r"\b(?:(?:sauvignon|cabernet)(?: (?:blanc|sauvignon|franc))?|chardonnay|merlot|pinot(?: (?:noir|grigio"
    r"|gris|blanc))?|riesling|shiraz|syrah|malbec|zinfandel|ros[eé] wines?|prosecco|champagne|burgundy"
    r"|bordeaux|chianti|rioja|beaujolais|sancerre|chablis|grenache|tempranillo|sangiovese|moscato"
    r"|(?:red|white|house|sparkling|dessert) wines?|wines?(?! list))\b",
    re.IGNORECASE,
)
_OTHER = re.compile(
    r"\b(?:corkage(?: fees?)?|(?:the|our|a|this|that|new|house)(?: (?:new|house|latest|special))? blends?)\b",
    re.IGNORECASE,
)
"""Corkage, or a blend said as a thing ("the new blend"; "did we blend" is a verb, left as said)."""


def cellar_unheld(question: str) -> str | None:
    """What a wine house's ``question`` asks of that the records do not hold (see the module), or None."""
    other = _OTHER.search(question)
    if other is not None:
        said = other.group(0).lower()
        return "corkage" if "corkage" in said else "blends"
    wine = _WINES.search(question)
    if wine is None:
        return None
    said = wine.group(0).lower()
    return "wine" if said.endswith(("wine", "wines")) else f"wine ({said})"
