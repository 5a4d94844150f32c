"""An average per member with a condition on the members: "how many orders did each shop take on average,
counting only the shops that had orders that year", "how many drinks were in each order that had at least one
drink", "drinks per order, counting only orders with a drink", "how much did each distinct customer spend".

An average per store (per customer) already counts only the stores (customers) that had any: the condition
says nothing more and is dropped; it says that "revenue per shop" is one average, not a row for each shop.
An order that had a drink is a drink order ("each drink order"): the average is over those orders. "Each
distinct customer" is each customer ("per distinct customer" is read as it is). Before, the condition was
read as a breakdown by store (a row for each), or the count of orders was averaged. "Avg drinks per order"
is the average number of drinks per order (it was asked which measure).
"""

from __future__ import annotations

import re

_KIND = {
    "drink": "drink", "drinks": "drink", "beverage": "drink", "beverages": "drink", "food": "food",
    "food item": "food", "food items": "food", "jaffle": "food", "jaffles": "food",
}  # fmt: skip
_KINDS = "|".join(sorted(_KIND, key=len, reverse=True))
_HAD = r"(?:had|have|has|included|include|includes|contained|contain|contains|held|took|placed|made|got|with)"
_SOME = r"(?:any|at least one|one or more|an?|some)"
_THEN = r"(?: (?:that|in that|during that|the same|this) (?:year|period|month|quarter))?"
_ONLY = re.compile(
    r",? (?:counting|including|taking|considering|looking at|averaging over) only (?:the |those )?"
    r"(?P<who>orders?|shops?|stores?|locations?|branches|customers?)(?: (?:that|which|who|with))?"
    rf"(?: {_HAD})?(?: {_SOME})? (?P<what>{_KINDS}|orders?|sales|purchases?)(?: items?)?{_THEN}"
    r"(?=\s*[,.;?!]|\s*$)",
    re.IGNORECASE,
)
_ORDER_THAT = re.compile(
    rf"\b(?P<each>each|every|per|an?|one) order (?:that|which|with)(?: {_HAD})?(?: {_SOME})?"
    rf" (?P<what>{_KINDS})\b",
    re.IGNORECASE,
)
_EACH_ORDER = re.compile(r"\b(?P<each>each|every|per|an?|one) order\b", re.IGNORECASE)
_COUNT_AVERAGED = re.compile(
    r"\b(?P<avg>average|avg|mean) (?P<kind>drinks|beverages|jaffles|food items) per\b", re.IGNORECASE
)
"""'avg drinks per order': the average number of them per order (it was asked which measure)."""
_DISTINCT = re.compile(
    r"\b(each|every|a|one) (?:distinct|unique|different|individual|separate) (customer|shopper|guest)\b",
    re.IGNORECASE,
)


def _kind_order(each: str, kind: str) -> str:
    each = "a" if each.lower() == "an" else each
    return f"{each} {kind} order"


def over_qualifying(question: str) -> str:
    """``question`` with an average's condition on its members said plainly (see the module); unchanged when
    it says none."""
    text = _DISTINCT.sub(r"\1 \2", _COUNT_AVERAGED.sub(r"\g<avg> number of \g<kind> per", question))
    said = _ORDER_THAT.search(text)
    if said is not None:
        kind = _KIND[said.group("what").lower()]
        return text[: said.start()] + _kind_order(said.group("each"), kind) + text[said.end() :]
    only = _ONLY.search(text)
    if only is None:
        return text
    who, what = only.group("who").lower(), only.group("what").lower()
    rest = (text[: only.start()] + text[only.end() :]).strip()
    if who.startswith("order"):
        kind_of = _KIND.get(what)
        each = _EACH_ORDER.search(rest)
        if kind_of is None or each is None:
            return text
        return rest[: each.start()] + _kind_order(each.group("each"), kind_of) + rest[each.end() :]
    if what in _KIND:
        return text
    if re.search(r"\b(?:average|avg|mean)\b", rest, re.I) is not None:
        return rest
    member = who.rstrip("s") if who != "branches" else "branch"
    if re.search(rf"\bper {member}\b", rest, re.I) is None:
        return text
    return f"average {rest[:1].lower()}{rest[1:]}"  # "revenue per shop, counting only shops with orders"
