"""A figure shared out evenly, as a what-if: "2020 revenue per store if we spread it evenly over our six
stores", "2019 orders split equally across 4 shops".

The figure is the whole divided by the number said: an even share, not each store's own figure (which was
what "per store" read as before, one row per store).
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value

__all__ = ["evenly_split"]

_NUMBERS = numbers(counting(2, 10))
"""From two, no "one": how many parts a whole is shared out over."""
_UNIT = r"(?:stores?|shops?|caf[eé]s?|locations?|branches|sites?|outlets?|months?|weeks?|quarters?)"
_SPLIT = re.compile(
    rf"(?:\s*,?\s*\bper {_UNIT})?,?\s*\b(?:if (?:we|you|it was|it were|it is) )?"
    r"(?:spread|split|divided|shared|spread out|distributed)(?: it| that| them)?(?: out)?"
    r" (?:evenly|equally|uniformly) (?:over|across|between|among|amongst) (?:our |the |all |all of our )?"
    rf"(?P<n>\d{{1,3}}|{alternation(_NUMBERS)}) {_UNIT}\b",
    re.IGNORECASE,
)


def evenly_split(question: str) -> str:
    """``question`` with an even split said as the whole divided by the number of parts.

    >>> evenly_split("2020 revenue per store if we spread it evenly over our six stores?")
    '2020 revenue divided by 6?'
    >>> evenly_split("revenue per store in 2020")
    'revenue per store in 2020'
    """
    m = _SPLIT.search(question)
    if m is None:
        return question
    said = m.group("n").lower()
    n = value(said, _NUMBERS)
    return f"{question[: m.start()]} divided by {n}{question[m.end() :]}".replace("  ", " ")
