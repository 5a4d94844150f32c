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


_PURELY = re.compile(rf"\b(?:purely|solely|entirely|exclusively) (?=(?:{_DRINK}|{_FOOD})\b)", re.IGNORECASE)
"""'orders that were purely drinks': only drinks."""
_NOTHING_ELSE = re.compile(
    rf"\b(?P<kind>{_DRINK}|{_FOOD}),? (?:with|and|but|yet) (?:nothing|not a thing) to (?P<verb>eat|drink)"
    r"(?: in (?:them|it|there))?(?=[\s,.?!;:]|$)",
    re.IGNORECASE,
)
"""'only drinks, with nothing to eat': the other kind left out, said again."""


def _only_said(question: str) -> str:
    """``question`` with "purely drinks" said as "only drinks" and a "with nothing to eat" after drinks
    ("nothing to drink" after food) left out: it only says the other kind again."""
    question = _PURELY.sub("only ", question)

    def said(m: re.Match[str]) -> str:
        other = "food" if m.group("verb").lower() == "eat" else "drink"
        return m.group("kind") if _kind(m.group("kind")) != other else m.group(0)

    return _NOTHING_ELSE.sub(said, question)


def only_kind_orders(question: str) -> str:
    """``question`` with orders of one kind only said as "non food orders" / "non drink orders" when a figure
    of their items is asked (see the module docstring); unchanged otherwise. "Purely drinks, with nothing
    to eat" is said as "only drinks" first."""
    question = _only_said(question)
    if _FIGURE.search(question) is None:
        return question  # "how many drink-only orders": the order flag is read already
    question = _ONLY_FIRST.sub(lambda m: f"non {_OTHER[_kind(m.group(1))]} {m.group(2)}", question)
    return _ONLY_AFTER.sub(lambda m: f"non {_OTHER[_kind(m.group(2))]} {m.group(1)}", question)
