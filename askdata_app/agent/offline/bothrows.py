"""Both periods' figures beside a change: "did Brooklyn grow revenue from 2019 to 2020? give me both years'
revenue", "orders growth Q1 to Q2 2020, with both figures", "each year's total as well", "sales for 2019 and
for 2020, one figure each".

A change between two periods is one row, the later period against the earlier; asked for both periods'
figures, the earlier period's row is kept too (its change is empty), so both figures show.
"""

from __future__ import annotations

import re

_BOTH = re.compile(
    r"\b(?:both|the two|the 2|each|either) (?:years?|quarters?|months?|weeks?|periods?|days?|halves)(?:'s?)?"
    r" (?:figures?|numbers?|totals?|values?|amounts?|revenue|sales|orders|counts?|results?"
    r"|[a-z]+ (?:figures?|numbers?|totals?))\b"
    r"|\b(?:with |and |plus |show |give me |include )(?:the )?(?:both|two|2)"
    r" (?:figures|numbers|totals|values)\b"
    r"|\b(?:figures?|numbers?|totals?|values?) for (?:both|each) (?:years?|quarters?|months?|periods?)\b"
    r"|\b(?:one|a|1) (?:figure|number|total|value|row) (?:each|for each|apiece|per (?:year|period))\b",
    re.I,
)


def asks_both(question: str) -> bool:
    """Whether ``question`` asks for each of the compared periods' own figures."""
    return _BOTH.search(question) is not None
