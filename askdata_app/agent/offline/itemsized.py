"""Orders named by their size in items: "avg order total for 4-item orders", "how many 2-item tickets in
2019", "5-item orders vs 1-item orders, a figure apiece".

"N-item orders" are the orders with N items (the number was not understood). Two sizes set side by side
("3-item tickets vs 1-item tickets") ask a figure for each size: the figure by number of items, kept to those
two sizes (the two sizes were both required of one order, so nothing matched).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["SizesCompared", "sized_orders", "sizes_compared", "sizes_kept_sql"]

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_N = rf"(?:\d+|{'|'.join(_NUMBERS)})"
_SIZED = re.compile(
    rf"\b(?P<n>{_N})[- ](?:items?|things?|products?|lines?)[- ](?P<noun>orders?|tickets?|baskets?|receipts?"
    r"|transactions?|purchases?)\b",
    re.IGNORECASE,
)
_WITH = r"orders? with (?:exactly |just )?(\d+) items?"
_JOIN = r"(?:vs\.?|versus|v\.?|and|or|compared (?:to|with)|against|next to)"
_PAIR = re.compile(
    rf"\b(?:the )?{_WITH},? {_JOIN} (?:the |those )?{_WITH}\b",
    re.IGNORECASE,
)
_EACH = re.compile(
    r",?\s*(?:[-\u2013\u2014]\s*)?\b(?:(?:a|one) (?:figure|number|value|row)"
    r" (?:apiece|each|for each|per size)"
    r"|(?:a figure |one )?apiece)\b|,\s*each(?=\s*[?.!]*$)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SizesCompared:
    """A question about two sizes of orders: asked by number of items, kept to ``sizes``."""

    question: str
    sizes: tuple[int, int]


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBERS[word.lower()]


def sized_orders(question: str) -> str:
    """``question`` with "N-item orders" said as "orders with N items".

    >>> sized_orders("avg order total for 4-item orders, all data")
    'avg order total for orders with 4 items, all data'
    """

    def said(m: re.Match[str]) -> str:
        n = _count(m.group("n"))
        noun = "orders" if m.group("noun").lower().endswith("s") else "order"
        return f"{noun} with {n} item{'' if n == 1 else 's'}"

    return _SIZED.sub(said, question)


def sizes_compared(question: str) -> SizesCompared | None:
    """Two sizes of orders set side by side, said as a figure by number of items; None otherwise.

    >>> sizes_compared("average ticket of 3-item tickets vs 1-item tickets - one figure each")
    SizesCompared(question='average ticket of orders by number of items', sizes=(3, 1))
    """
    said = sized_orders(question)
    pair = _PAIR.search(said)
    if pair is None or pair.group(1) == pair.group(2):
        return None
    rest = _EACH.sub("", said[: pair.start()] + "orders by number of items" + said[pair.end() :]).strip()
    return SizesCompared(rest, (int(pair.group(1)), int(pair.group(2))))


def sizes_kept_sql(sql: str, sizes: tuple[int, int]) -> str | None:
    """``sql`` (a figure by number of items) kept to the orders of the two ``sizes``; None when its rows are
    not by number of items."""
    if not re.search(r"\bAS items_sold_per_order\b", sql):
        return None
    low, high = sorted(sizes)
    return (
        f"SELECT * FROM ({sql}) AS sized WHERE sized.items_sold_per_order IN ({low}, {high})"
        " ORDER BY sized.items_sold_per_order"
    )
