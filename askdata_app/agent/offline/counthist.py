"""A histogram of a count per unit, said the way a feature engineer says it.

"distribution of per-customer order counts", "per-order item count histogram", "items-per-order
histogram for 2019", "orders-per-customer distribution" each ask, for every count, how many units had it:
said here as "distribution of the number of orders per customer" (the reading of counts per unit). The
axes spelled out after a colon ("...: for each count value, how many customers had exactly that many
orders", "...: number of items in the order -> number of orders") only restate it and are left out. A
"per-customer order count" with no distribution asked is left alone (the average per customer).
"""

from __future__ import annotations

import re

_UNITS = r"(?P<unit>customer|order|store|location|product|day|month)"
_THINGS = r"(?P<thing>order|item|product|customer|visit|purchase)"
_HIST = r"(?:distribution|histogram|frequency distribution|frequency table)"
_PER_UNIT_FIRST = re.compile(
    rf"\b(?:the\s+)?{_HIST}\s+of\s+(?:the\s+)?per[- ]{_UNITS}\s+{_THINGS}[- ]counts?\b", re.IGNORECASE
)
_PER_UNIT_BEFORE = re.compile(
    rf"\b(?:the\s+)?(?:per[- ]{_UNITS}\s+{_THINGS}[- ]counts?|"
    rf"{_THINGS.replace('thing', 'thing2')}s?[- ]per[- ]"
    rf"{_UNITS.replace('unit', 'unit2')})\s+{_HIST}\b",
    re.IGNORECASE,
)
_AXES = re.compile(
    r"\s*[:;,-]\s+(?:(?:i\.e\.|ie|that is)\s+)?"
    r"(?:for (?:each|every) (?:count|value|count value|number)\b[^:;]*"
    r"|(?:the\s+)?(?:number|count) of \w+(?: \w+){0,4}\s*(?:->|→|=>|against|vs\.?|versus)\s*"
    r"(?:the\s+)?(?:number|count) of \w+(?: \w+){0,3})[\s?.!]*$",
    re.IGNORECASE,
)


def count_histogram(question: str) -> str:
    """``question`` with a histogram of a per-unit count said as "distribution of the number of X per Y",
    without the axes spelled out after it; unchanged when it asks no such histogram."""

    def said(m: re.Match[str]) -> str:
        thing = m.group("thing") or m.group("thing2")
        unit = m.group("unit") or m.group("unit2")
        return f"distribution of the number of {thing.lower()}s per {unit.lower()}"

    rewritten = _PER_UNIT_FIRST.sub(said, question, count=1)
    if rewritten == question:
        rewritten = _PER_UNIT_BEFORE.sub(said, question, count=1)
    if rewritten == question:
        return question
    return _AXES.sub("", rewritten)
