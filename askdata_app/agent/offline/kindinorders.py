"""How many of one kind of item (or how much spent on it) an order holds on average, over the orders that have
some kind: "among orders that include food, how many jaffles are in them on average", "how many drinks does
an order with a drink have, on average", "what did an order with a drink in it spend on drinks, on average".

The orders the average is over are said as a condition of the orders ("orders with a drink"), the count as
"how many <kind> are in them"; read as they stood, the average asked per what, or the drinks were counted as
distinct products, or the money was the average item price. Said as "average drinks sold per drink order"
(or "average drink revenue per drink order", "average items sold per food order") with the question's years,
the composer averages the count over those orders (see ``qualifiedavg.py`` for the same kind of order).
"""

from __future__ import annotations

import re

_KIND = {
    "drink": "drink", "drinks": "drink", "beverage": "drink", "beverages": "drink", "food": "food",
    "food item": "food", "food items": "food", "jaffle": "food", "jaffles": "food", "sandwich": "food",
    "sandwiches": "food",
}  # fmt: skip
_KINDS = "|".join(sorted(_KIND, key=len, reverse=True))
_COUNTED = {"drink": "drinks sold", "food": "jaffles sold", "item": "items sold"}
_SPENT = {"drink": "drink revenue", "food": "food revenue"}
_HAS = (
    r"(?:that |which )?(?:include[sd]?|including|contain(?:s|ed)?|containing|with|had|having|featuring"
    r"|has|have)(?: (?:a|an|any|at least one|one or more|some))?"
)
_ORDERS = re.compile(
    rf"\b(?:among|amongst|of|for|across|over) (?:the |all |all the |those )?(?:(?P<year>(?:19|20)\d\d) )?"
    rf"orders {_HAS} (?P<kind>{_KINDS})(?: (?:in (?:them|it)|at all))?\b"
    rf"|\b(?:an?|each|every|one|the|the typical|a typical|the average) (?:(?P<year2>(?:19|20)\d\d) )?order"
    rf" {_HAS} (?P<kind2>{_KINDS})(?: in it)?\b",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(
    rf"\bhow many (?P<what>{_KINDS}|items|things|products)\b(?= (?:are|were|is|was|do|does|did|came|come"
    r"|went|go|get|got|would|will)\b)",
    re.IGNORECASE,
)
_SPEND = re.compile(rf"\b(?:spend|spent|spends|go|went|goes) on (?P<what>{_KINDS})\b", re.IGNORECASE)
_AVERAGED = re.compile(r"\b(?:on average|average|avg|mean|typically|typical)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_MORE = re.compile(
    r"\b(?:by|per|each|every|month|months|quarter|week|weekends?|weekdays?|days?|hours?|am|pm|morning"
    r"|evening|store|stores|shop|shops|customer|customers|last|this|previous|since|between"
    r"|until|till|except|excluding|without|not|only)\b|(?<!^)(?<![.?!] )\b(?!I\b)[A-Z][a-z]+"
)
"""More than years said beside the average (a breakdown, a store, a kind of day): left to other readings."""


def kind_in_orders(question: str) -> str:
    """``question`` said as "average <kind> sold per <kind> order (in <year>)" when it asks how many of a kind
    (or how much spent on it) the orders with some kind hold on average; unchanged otherwise."""
    if not _AVERAGED.search(question):
        return question
    orders = _ORDERS.search(question)
    if orders is None:
        return question
    rest = question[: orders.start()] + " " + question[orders.end() :]
    if _MORE.search(rest.strip()):
        return question
    counted = _HOW_MANY.search(rest)
    spent = _SPEND.search(rest) if counted is None else None
    if counted is not None:
        what = counted.group("what").lower()
        measure = _COUNTED.get(_KIND.get(what, "item"), "items sold")
    elif spent is not None:
        measure = _SPENT[_KIND[spent.group("what").lower()]]
    else:
        return question
    kind = _KIND[(orders.group("kind") or orders.group("kind2")).lower()]
    years = [y for y in (orders.group("year"), orders.group("year2")) if y] + _YEAR.findall(rest)
    said = f"average {measure} per {kind} order"
    if years:
        said += " in " + " and ".join(dict.fromkeys(years))
    return said
