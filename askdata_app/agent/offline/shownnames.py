"""Names asked to be shown beside a ranking of stores or products: "rank the stores by 2020 orders, names +
counts", "top 3 drinks by units, with their names".

"names" alone is read as the customers' names (the only dimension called a name), so the stores were ranked
per customer. When the question ranks or lists stores, products or supplies and says nothing of customers,
"names" are those members' names, which a ranking shows anyway: the words go ("counts", "totals" with them:
the figure shown anyway). So with a split by a unit of time ("orders per weekday for December 2020 - name and
count"): the names are the weekdays' or months' own, and "the weekday name" is the weekday.
"""

from __future__ import annotations

import re

_MEMBERS = re.compile(
    r"\b(?:stores?|shops?|caf[eé]s?|locations?|branch(?:es)?|products?|items|drinks?|beverages?|jaffles?|supplies"
    r"|supply|menu)\b",
    re.IGNORECASE,
)
_PEOPLE = re.compile(r"\b(?:customers?|people|buyers?|clients?|guests?|who|whom|regulars|shoppers)\b", re.I)
_NAMES = re.compile(
    r"(?:,\s*|[?.]\s+|\s+(?:with|and|plus|incl(?:uding|\.)?)\s+|\s*\(\s*|\s+[-–—:]\s*)"
    r"(?:their |the |its )?names?"
    r"(?:\s*(?:\+|and|&|plus|with|,)\s*(?:their |the )?(?:counts?|figures?|totals?|numbers?|amounts?|\${1,3}"
    r"|values?|scores?|units?|revenue|sales|orders))?(?:\s*\))?(?=\s*(?:[,.?!;]|$|\s))",
    re.IGNORECASE,
)


_UNIT = r"(?:weekday|day of (?:the )?week|day-of-week|month|day)"
_UNIT_SPLIT = re.compile(rf"\b(?:per|by|each|every|for each|broken down by|split by) {_UNIT}\b", re.I)
_UNIT_NAME = re.compile(rf"\b({_UNIT})[ -]names?\b", re.I)


def names_of_members(question: str) -> str:
    """``question`` without "names (+ counts)" said of a ranking or list of stores or products, or of a
    split by weekday or month; "the weekday name" said as the weekday."""
    if _PEOPLE.search(question) is not None:
        return question
    if _UNIT_SPLIT.search(question) is not None:
        question = _UNIT_NAME.sub(r"\1", question)
    elif _MEMBERS.search(question) is None:
        return question
    said = _NAMES.sub(lambda m: f"{m.group(0)[0]} " if m.group(0)[0] in "?." else " ", question)
    return re.sub(r"\s+([,.?!;])", r"\1", " ".join(said.split())) if said != question else question
