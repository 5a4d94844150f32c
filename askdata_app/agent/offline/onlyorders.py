"""Orders of one kind only, said of a figure on their items: "revenue from drink-only orders in 2020",
"ex-tax revenue from orders that contained only drinks, without any food", "units in food-only orders".

An order holds food, drinks or both. "Drink-only orders" are the orders with no food in them, a flag of the
order (NOT is_food_order), not the drink items of every order: "revenue from drink-only orders" keeps the
whole of each such order. They are said as "non food orders" ("non drink orders" for food only), which the
planner reads as the order's own flag, with no breakdown by order.
"""

from __future__ import annotations

import re

_DRINK = r"(?:drinks?|beverages?|coffees?)"
_FOOD = r"(?:food|foods|jaffles?|sandwich(?:es)?|eats)"
_OTHER = {"drink": "food", "food": "drink"}


def _kind(said: str) -> str:
    return "drink" if re.fullmatch(_DRINK, said, re.IGNORECASE) else "food"


_ONLY_FIRST = re.compile(rf"\b({_DRINK}|{_FOOD})[- ]only (orders?|baskets?|transactions?)\b", re.IGNORECASE)
_ONLY_AFTER = re.compile(
    rf"\b(orders?|baskets?|transactions?),? (?:that |which )?(?:were |was )?"
    rf"(?:contained|containing|contain|with|having|had|holding|of) (?:only|just|nothing but) ({_DRINK}"
    rf"|{_FOOD})"
    rf"(?:,? (?:without|with no|and no|but no) (?:any )?(?:{_DRINK}|{_FOOD}))?(?=[\s,.?!;:]|$)",
    re.IGNORECASE,
)
_FIGURE = re.compile(
    r"\b(?:revenue|sales|takings|receipts|turnover|units?|items?|gross profit|margin|cost|spend|value|tax)\b",
    re.IGNORECASE,
)


def only_kind_orders(question: str) -> str:
    """``question`` with orders of one kind only said as "non food orders" / "non drink orders" when a figure
    of their items is asked (see the module docstring); unchanged otherwise."""
    if _FIGURE.search(question) is None:
        return question  # "how many drink-only orders": the order flag is read already
    question = _ONLY_FIRST.sub(lambda m: f"non {_OTHER[_kind(m.group(1))]} {m.group(2)}", question)
    return _ONLY_AFTER.sub(lambda m: f"non {_OTHER[_kind(m.group(2))]} {m.group(1)}", question)
