"""Orders with a kind of item against orders without it: a breakdown by the order's own flag.

"Revenue from orders with a drink vs without a drink" splits the orders in two: those that contain a drink
and those that contain none. It was read as the item's flag ("by drink or not"), so the revenue came per
order and per item kind, or as drink items against the other items. Said of the orders, it is the order's
flag (``is_drink_order``), a column of the orders table:

- "from orders with a drink vs without a drink", "orders having food and orders without food",
  "drink orders versus non-drink orders", "by whether the order has a drink": by is_drink_order (or food);
- "from food orders and how much from drink-only orders": an order with no food is drink-only, so the two
  sides are the orders with food and those without (by is_food_order), when there are just the two kinds.

Only kinds that the orders table has a flag for (``is_<kind>_order``) are read; anything else is left to
flagsides.py.

>>> order_sides("2019 revenue from orders with a drink vs without a drink", ("drink", "food"))
'2019 revenue by is_drink_order'
>>> order_sides("How much tax came from food orders and how much from drink-only orders?", ("drink", "food"))
'How much tax by is_food_order?'
>>> order_sides("tax of orders with food versus orders without any food (drink-only)", ("drink", "food"))
'tax by is_food_order'
>>> order_sides("revenue from orders with a jaffle vs without one", ("drink", "food"))
'revenue from orders with a jaffle vs without one'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

_GATE = re.compile(r"\border|-only\b", re.IGNORECASE)
_FROM = r"(?:(?:came |come |comes |coming )?(?:from|of|for|in|on|across) )?(?:the |all )?"
_VS = r"(?:,\s*)?(?:vs\.?|versus|v\.?|and|or|compared (?:to|with)|against)"
_ANY = r"(?:a |an |any |at least one |some )?"
_WITH_WITHOUT = re.compile(
    rf"\b{_FROM}orders? (?:that )?"
    r"(?:with|having|containing|contain|that contain|that had|that have|which had)"
    rf" {_ANY}(?P<a>[a-z]+?)s?(?: items?)? {_VS} {_FROM}(?:(?:orders?|ones?) (?:that )?)?"
    rf"(?:without|with no|lacking|not having|not containing|having no|had no|have no|containing no)"
    rf" {_ANY}(?:(?P=a)s?(?: items?)?|one|any)\b",
    re.IGNORECASE,
)
_NON = re.compile(
    rf"\b{_FROM}(?P<a>[a-z]+) orders {_VS} {_FROM}(?:non-?|not-|no-)(?P=a) orders\b",
    re.IGNORECASE,
)
_WHETHER = re.compile(
    r"\bby whether (?:or not )?(?:the |an |each )?order (?:has|had|contains|contained|includes|included)"
    rf" {_ANY}(?P<a>[a-z]+?)s?(?: items?)?(?: or not)?\b",
    re.IGNORECASE,
)
_ONLY = re.compile(
    rf"\b{_FROM}(?P<a>[a-z]+) orders,? {_VS} (?:how much |how many |what )?{_FROM}"
    r"(?P<b>[a-z]+)[- ]only orders\b",
    re.IGNORECASE,
)

_COUNTED = re.compile(r"\b(?:how many|number of|count(?: of)?)\b[^,;:?.]*$", re.IGNORECASE)


def order_kinds(tables: Mapping[str, Sequence[str]]) -> tuple[str, ...]:
    """The kinds the orders table flags (``is_<kind>_order``): ("drink", "food") on the demo data.

    >>> order_kinds({"orders": ["order_id", "is_food_order", "is_drink_order"]})
    ('drink', 'food')
    """
    columns = tables.get("orders", ())
    return tuple(sorted(m.group(1) for c in columns if (m := re.fullmatch(r"is_([a-z]+)_order", c.lower()))))


def order_sides(question: str, kinds: Sequence[str]) -> str:
    """``question`` with orders split by containing a kind or not said as "by is_<kind>_order"."""
    if not kinds or not _GATE.search(question):
        return question
    for pattern in (_WITH_WITHOUT, _NON, _WHETHER):
        m = pattern.search(question)
        if m is not None and m.group("a").lower() in kinds:
            return _said(question, m, m.group("a").lower())
    m = _ONLY.search(question)
    if m is not None and len(kinds) == 2:
        a, b = m.group("a").lower(), m.group("b").lower()
        if a in kinds and b in kinds and a != b:  # "food orders" against "drink-only orders": food or none
            return _said(question, m, a)
    return question


def _said(question: str, m: re.Match[str], kind: str) -> str:
    before = question[: m.start()].rstrip()
    counted = m.group(0).lower().startswith("order") and _COUNTED.search(before)
    after = re.sub(r"^\s*\([^()]{1,40}\)", "", question[m.end() :])  # "(drink-only)": a side glossed
    text = f"{before}{' orders' if counted else ''} by is_{kind}_order {after.lstrip()}"
    return re.sub(r"\s+([,.?!;])", r"\1", text).strip()
