"""Every member said with how many there are: "the opening date of each of our six shops", "revenue of all 10
products", "our 6 stores".

The number is the count of the members, said to mean all of them; read as a number, it made a count or a
limit ("our 6 stores" counted the stores). When it is exactly how many stores (or products) the data holds,
it goes; any other number stays (a limit: "our 3 busiest stores").
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value

_NUMBERS = numbers(counting(2, 16), "twenty")
"""From two, no "one": how many members there are, said to mean all of them ("each of our six shops")."""
_NOUNS = {
    "stores": "stores", "shops": "stores", "cafés": "stores", "cafes": "stores", "locations": "stores",
    "branches": "stores", "outlets": "stores", "products": "products", "items": "products",
    "menu items": "products",
}  # fmt: skip
_SAID = re.compile(
    r"\b(?P<lead>(?:all|each of|every one of|each one of|any of|both of)\s+)?(?P<det>the|our|those|these)?\s*"
    r"(?P<n>\d{1,2}|"
    + alternation(_NUMBERS)
    + r")\s+(?P<noun>"
    + "|".join(sorted(_NOUNS, key=len, reverse=True))
    + r")\b(?!\s+(?:with|that|which|where|who|by|having|whose)\b)",
    re.IGNORECASE,
)


def all_counted(question: str, counts: dict[str, int]) -> str:
    """``question`` without the number of a "the six stores" that counts every store (``counts``: how many
    "stores" and "products" the data holds)."""

    def drop(m: re.Match[str]) -> str:
        said = m.group("n").lower()
        n = value(said, _NUMBERS)
        if counts.get(_NOUNS[m.group("noun").lower()]) != n:
            return m.group(0)
        lead, det = m.group("lead") or "", m.group("det") or "the"
        return f"{lead}{det} {m.group('noun')}"

    return _SAID.sub(drop, question)
