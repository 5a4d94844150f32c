"""Customers won at a store: "how many customers were acquired at Chicago in 2020", "which store gained the
most new customers in 2019", "new customers by store".

A customer is won by the store of their first order, so such a count is the number of first orders taken
there ("first orders at Chicago in 2020", which ``firstorders`` reads). Without this reading the store was
kept and "acquired" / "new" were dropped: the answer counted every customer who ordered at the store (a
silent wrong answer). Only questions that name a store, or break down or rank by store, are rewritten.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_WON = r"(?:acquired|acquire|won|win|gained|gain|got|get|signed up|brought in|recruited|picked up|attracted)"
_NEW = r"(?:new |first[- ]time |brand[- ]new )?"
_FORMS = (
    # "how many new customers did each store get", "... did Brooklyn win": the first orders it took
    (
        re.compile(rf"\b(how many|number of) {_NEW}customers did ([a-z][a-z .'-]*?) {_WON}\b", re.IGNORECASE),
        r"\1 first orders did \2 take",
    ),
    # "how many customers were acquired at Chicago", "how many new customers did we win in Brooklyn"
    (
        re.compile(
            rf"\b(how many|number of|count of) {_NEW}customers"
            rf" (?:(?:were|was|have been|have we|we)\s)?{_WON}\b",
            re.IGNORECASE,
        ),
        r"\1 first orders",
    ),
    # "which store acquired the most new customers": the most first orders
    (
        re.compile(rf"\b({_WON}) (the )?(most|fewest|least) {_NEW}customers\b", re.IGNORECASE),
        r"had \2\3 first orders",
    ),
    # "new customers by store", "customers acquired per location"
    (
        re.compile(r"\b(?:new|first[- ]time) customers(?= (?:by|per|at each|for each|in each) )", re.I),
        "first orders",
    ),
    (re.compile(rf"\bcustomers {_WON}(?= (?:at|in|by|per|for each|at each)\b)", re.I), "first orders"),
)


def acquired_at_store(question: str, names_a_store: Callable[[str], bool]) -> str:
    """``question`` with customers won at a store said as that store's first orders, when it names a store
    or breaks down or ranks by store (``names_a_store``); otherwise unchanged."""
    said = question
    for pattern, replacement in _FORMS:
        said = pattern.sub(replacement, said)
    if said == question or not names_a_store(question):
        return question
    return said
