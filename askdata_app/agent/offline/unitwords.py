"""The profit or cost of one unit said in everyday words, read as "per unit" (see ``recipes``).

"the profit on one unit of each jaffle", "the gross profit on a single pourover": per unit. An explanation
of the figure said beside it ("menu price minus what it costs to make", "menu price less its supplies") is
what "per unit" already means and is dropped. "the margin as a share of its menu price": the unit margin
over the member's own price (``over_price``).
"""

from __future__ import annotations

import re

__all__ = ["read_unit_words"]

_FIGURE = r"(?:gross )?(?:profit|margin|markup|cost)s?"
_ON_ONE = re.compile(
    rf"\b({_FIGURE}) (?:(?:on|for|of|from) (?:one|a single|1|each single)|per (?:single|one))"
    r" (?:unit(?: of)?|(?=\w))"
)
_ON_A_UNIT = re.compile(rf"\b({_FIGURE}) (?:on|for|of) (?:a|each|every) unit\b")
_EXPLAINED = re.compile(
    r",? ?(?:(?:i ?e|that is|meaning),? )?(?:the |its |their |our )?(?:menu |selling |list |sale )?price"
    r" (?:minus|less|take away|after|net of) (?:what (?:it|they|each|one) costs?(?: us)? (?:to make|per unit)"
    r"|(?:the )?(?:cost of |costs of )?(?:its|their|the)"
    r" (?:supplies|ingredients|parts|supply costs?|inputs))\b"
)
_OVER_PRICE = re.compile(
    rf"\b({_FIGURE}) (?:as|in) (?:a )?(?:share|percentage|percent|fraction|proportion|%|ratio) of"
    r" (?:its|their|the|each one ?s|each) ?(?:own )?(?:menu |selling |list |sale )?price\b"
)


def read_unit_words(text: str) -> tuple[str, bool]:
    """(``text`` with a one-unit figure said "per unit", whether it is asked over the member's price)."""
    text = _EXPLAINED.sub(" ", text)
    over = _OVER_PRICE.search(text) is not None
    text = _OVER_PRICE.sub(r"\1 per unit", text)
    text = _ON_A_UNIT.sub(r"\1 per unit", text)
    text = _ON_ONE.sub(lambda m: f"{m.group(1)} per unit " + ("" if "unit" in m.group(0) else "of a "), text)
    return " ".join(text.split()), over
