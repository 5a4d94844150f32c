"""An average "in each order": "the mean count of line items in each 2020 order", "the average number of
items in every order in 2019", "on average how many items were in each order", "the average gross profit on
each order". Each order is what
the count is taken over, so the average is per order (without it the question asked per what to average); a
year before "order" is the period ("each 2020 order": the orders of 2020).
"""

from __future__ import annotations

import re

_EACH = re.compile(
    r"\b(?:in|on|for|within|inside) (?:each|every|an|a|the average|a typical|the typical|one)"
    r"(?: single)? (?:((?:19|20)\d\d) )?(?:order|transaction|basket|purchase)\b"
    r"(?![- ](?:type|size|value|total|count|date|id|line|item|number|level)s?\b)",
    re.IGNORECASE,
)
_AVERAGED = re.compile(r"\b(?:average|avg|mean|typical|typically|on average)\b", re.IGNORECASE)


def per_each_order(question: str) -> str:
    """``question`` with "in each (2020) order" said as "per order (in 2020)" in an average."""
    if not _AVERAGED.search(question):
        return question
    return _EACH.sub(lambda m: "per order" + (f" in {m.group(1)}" if m.group(1) else ""), question)
