"""A period said again for each of a breakdown's periods: "for each calendar year, the customers who ordered
in that year", "per month, how many orders were placed in that month".

"in that <unit>" (in the same <unit>, during that <unit>) points back at the <unit> the question splits by
("for each <unit>", "every <unit>", "per <unit>"): it adds nothing and goes (it was asked back as a period
not named).
"""

from __future__ import annotations

import re

__all__ = ["each_said_again"]

_UNIT = r"(?:calendar |financial |fiscal )?(?P<unit>year|quarter|month|week|day|hour)"
_EACH = re.compile(rf"\b(?:for |in |during )?(?:each|every|per) {_UNIT}\b", re.IGNORECASE)


def each_said_again(question: str) -> str:
    """``question`` without "in that <unit>" when it splits by that <unit>; unchanged otherwise.

    >>> each_said_again("For each calendar year, the number of customers who ordered in that year.")
    'For each calendar year, the number of customers who ordered.'
    >>> each_said_again("Per month, how many orders were placed during the same month?")
    'Per month, how many orders were placed?'
    >>> each_said_again("orders in 2019 and how many of them were in that year")
    'orders in 2019 and how many of them were in that year'
    """
    each = _EACH.search(question)
    if each is None:
        return question
    unit = each.group("unit")
    again = re.compile(
        rf"\s*,?\s*\b(?:in|during|within|for) (?:that|the same|this|the given|the) (?:calendar )?{unit}\b"
        rf"(?!\s+(?:of|before|after)\b)",
        re.IGNORECASE,
    )
    rest = question[each.end() :]
    cut = again.sub("", rest)
    return question if cut == rest else question[: each.end()] + cut
