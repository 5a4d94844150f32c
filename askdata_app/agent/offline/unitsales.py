"""Sales counted in units: "drink sales (units)", "jaffle sales in units", "sales, units" -> "drinks sold".

"Sales" alone is money (the revenue); a unit said beside it asks for the count of items sold instead. A
kind of item said before it ("drink sales (units)") becomes the items counted ("drinks sold"); otherwise
the units are counted ("units sold").
"""

from __future__ import annotations

import re

_SALES_IN_UNITS = re.compile(
    r"\b(?:([a-z]+) )?sales,? (?:\(\s*)?(?:in |by |as |counted in |measured in |- )?(?:units|unit count)"
    r"(?: sold)?(?:\s*\))?(?=\s|$|[,.?!;:])"
)
_NOT_ITEMS = frozenset(
    [
        "the",
        "our",
        "total",
        "overall",
        "net",
        "gross",
        "all",
        "of",
        "for",
        "in",
        "on",
        "at",
        "by",
        "and",
        "vs",
        "store",
        "shop",
        "location",
        "branch",
        "daily",
        "weekly",
        "monthly",
        "quarterly",
        "yearly",
        "annual",
        "much",
        "many",
        "what",
        "were",
        "was",
        "are",
        "is",
        "did",
        "sum",
        "fall",
        "spring",
        "summer",
        "winter",
        "weekend",
        "weekday",
        "holiday",
        "christmas",
        "item",
        "unit",
    ]
)


def _counted(m: re.Match[str]) -> str:
    word = m.group(1)
    if word is None or word in _NOT_ITEMS or word.endswith("ly") or not word.isalpha():
        return f" {word or ''} units sold "
    return f" {word.removesuffix('s')}s sold "


def units_sold(text: str) -> str:
    """``text`` (lower case) with sales said in units written as the items sold."""
    return _SALES_IN_UNITS.sub(_counted, text)
