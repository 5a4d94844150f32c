"""The items of the one order an earlier question found by its largest (smallest) value: "how many things
were in it?" after "what was the biggest order ever, tax included?".

The earlier answer is one figure (the largest order total), but "it" is the order that has it: its order
lines are counted, of the one order that comes first by that value (see ``Planner._items_of_one``). Before, a
measure was asked back or every product was counted.
"""

from __future__ import annotations

import re

__all__ = ["asks_items_of_one", "extreme_row"]

_ITEMS = re.compile(
    r"\bhow many (?:things|items|products|lines|line items|units|pieces|bits)\b.*?"
    r"\b(?:(?:in|inside|on) (?:it|that(?: order| one)?|the same order)"
    r"|(?:did|does|had|has) (?:it|that order|that one) (?:have|hold|contain|include|had)"
    r"|(?:was|were) (?:it|that order) made (?:up )?of)\b",
    re.IGNORECASE,
)
_EXTREME = re.compile(
    r"^\s*SELECT\s+(?P<agg>MAX|MIN)\((?P<alias>\w+)\.(?P<col>\w+)\) AS \w+\s+"
    r"FROM (?P<table>\w+) AS (?P=alias)"
    r"(?P<rest>(?:(?!\bGROUP BY\b|\bLIMIT\b|\bORDER BY\b).)*)$",
    re.IGNORECASE | re.DOTALL,
)


def asks_items_of_one(question: str) -> bool:
    """Whether ``question`` asks how many items the one earlier found had ("how many things were in it?").

    >>> asks_items_of_one("Goodness. How many things were in it?")
    True
    >>> asks_items_of_one("how many items were sold?")
    False
    """
    return _ITEMS.search(question) is not None


def extreme_row(sql: str) -> tuple[str, str, str, str, str] | None:
    """(agg, table, alias, column, the FROM clause's rest) of one largest (smallest) value of a column,
    None for any other SQL.

    >>> extreme_row("SELECT MAX(orders.order_total) AS t FROM orders AS orders WHERE x = 1")
    ('MAX', 'orders', 'orders', 'order_total', ' WHERE x = 1')
    """
    m = _EXTREME.match(sql)
    if m is None:
        return None
    return m.group("agg").upper(), m.group("table"), m.group("alias"), m.group("col"), m.group("rest")
