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


_ROWS_PER = re.compile(
    r"\b(?:[a-z]+_)?(?P<thing>item|order|product|customer)s?[_ ]rows? per"
    r" (?P<unit>order|customer|store|product)(?:[_ ]?id)?\b",
    re.IGNORECASE,
)
"""'order_items rows per order_id': the items per order (a table's rows per key are its things per unit)."""

_UNITS_PER_COUNT = re.compile(
    r"\b(?:(?:the )?(?:number|count) of )?(?P<unit>order|customer)s (?:per|for each|for every)"
    r" (?:(?P<thing>item|order|product)[- ]count|number of (?P<thing2>item|order|product)s)\b"
    r"|\bhow many (?P<unit2>order|customer)s (?:are there )?(?:have|had|with|for|there are for) each"
    r" (?:(?P<thing3>item|order|product)[- ]count|number of (?P<thing4>item|order|product)s)\b",
    re.IGNORECASE,
)
"""'orders per item count', 'how many orders have each number of items': the units for each count."""


def _units_per_count(question: str) -> str:
    """``question`` with the units for each count said as the distribution of the count per unit."""

    def said(m: re.Match[str]) -> str:
        thing = next(t for t in m.group("thing", "thing2", "thing3", "thing4") if t)
        unit = m.group("unit") or m.group("unit2")
        return f"distribution of the number of {thing.lower()}s per {unit.lower()}"

    question = _ROWS_PER.sub(lambda m: f"{m.group('thing').lower()}s per {m.group('unit').lower()}", question)
    return _UNITS_PER_COUNT.sub(said, question, count=1)


def count_histogram(question: str) -> str:
    """``question`` with a histogram of a per-unit count said as "distribution of the number of X per Y",
    without the axes spelled out after it; unchanged when it asks no such histogram."""
    question = _units_per_count(question)

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
