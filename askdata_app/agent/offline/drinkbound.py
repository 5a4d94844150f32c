"""Beverages counted against a bound in an order ("orders with three or more beverages", "at least 2
beverages", "more than one beverage"): the drinks in it, as "drinks" said so are read (round 37); so are
"beverage-only" orders (drink-only ones).

"beverage" is also the product type's value, so the word was taken as a filter on the products and the bound
had nothing to count: it asked which number was meant. "drinks" names the count of drinks per order, so the
word is said that way; a number with no bound ("the top 3 beverages") is left as said.

>>> drinks_bounded("How many 2020 orders carried three or more beverages?")
'How many 2020 orders carried three or more drinks?'
>>> drinks_bounded("orders with at least 2 beverages")
'orders with at least 2 drinks'
>>> drinks_bounded("What portion of 2020 orders were beverage-only?")
'What portion of 2020 orders were drink-only?'
>>> drinks_bounded("the top 3 beverages in 2019")
'the top 3 beverages in 2019'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.numwords import alternation, counting

__all__ = ["drinks_bounded"]

_N = rf"(?:\d+|{alternation(counting(1, 20), longest_first=True)})"
_BOUNDED = re.compile(
    rf"\b(?P<bound>(?:at least|at most|more than|fewer than|less than|no more than|no fewer than|exactly)"
    rf" {_N}|{_N} or (?:more|fewer|less|over|above)|{_N}\+) beverages?\b",
    re.IGNORECASE,
)

_ONLY = re.compile(r"\bbeverages?[- ]only\b", re.IGNORECASE)
"""'beverage-only orders': drink-only ones (read as 'beverage' and 'only', it counted orders with neither)."""


def drinks_bounded(question: str) -> str:
    """``question`` with beverages counted against a bound said as drinks (see the module)."""

    def said(m: re.Match[str]) -> str:
        plural = m.group(0).lower().endswith("s")
        return f"{m.group('bound')} {'drinks' if plural else 'drink'}"

    return _ONLY.sub("drink-only", _BOUNDED.sub(said, question))
