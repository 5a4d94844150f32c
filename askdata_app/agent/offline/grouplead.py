"""A group of members said first, then what is asked of them: "The stores with a 6% tax rate: their total
orders in 2019?".

The group is what the rest is about, as when said after it ("total orders in 2019 of the stores with a 6%
tax rate"); read as typed, the stores were counted for each order. The group needs a condition ("with",
"that", "where", "whose", "opened"), no ranking word (a top member led in, "For the store with the most
orders, ...", is read elsewhere), and the rest must start with what is asked of them ("their", "its",
"total", "combined", "what was their").

>>> group_lead("The stores with a 6% tax rate: their total orders in 2019?")
'total orders in 2019 of the stores with a 6% tax rate?'
>>> group_lead("For the stores with a 4% tax rate, what was their revenue in 2019?")
'what was revenue in 2019 of the stores with a 4% tax rate?'
>>> group_lead("For the store with the most orders, what was its revenue?")
'For the store with the most orders, what was its revenue?'
"""

from __future__ import annotations

import re

__all__ = ["group_lead"]

_MEMBERS = r"(?:stores?|shops?|locations?|caf[eé]s?|products?|items?|drinks?|jaffles?|customers?)"
_LEAD = re.compile(
    r"^\s*(?:for |of |among |across )?(?P<group>(?:(?:the|our|all(?: the| our)?|those) )?"
    rf"{_MEMBERS} (?:with|that|which|where|whose|having|opened) [^:;,?]+?)\s*"
    r"(?::|;|,|[-–—])\s*(?P<ask>what (?:was|were|is|are) |how (?:much|many) )?(?:their|its) "
    r"(?P<rest>[^:;?]+?)\s*(?P<end>[?.!]*)\s*$"
    r"|^\s*(?P<group2>(?:(?:the|our|all(?: the| our)?|those) )?"
    rf"{_MEMBERS} (?:with|that|which|where|whose|having|opened) [^:;,?]+?)\s*[:;]\s*"
    r"(?P<rest2>(?:the )?(?:total|combined|overall) [^:;?]+?)\s*(?P<end2>[?.!]*)\s*$",
    re.IGNORECASE,
)
_RANKED = re.compile(
    r"\b(?:most|least|highest|lowest|fewest|best|worst|top|bottom|biggest|largest|smallest|cheapest|"
    r"priciest|newest|oldest|first|last|busiest|quietest)\b",
    re.IGNORECASE,
)


def group_lead(question: str) -> str:
    """``question`` with a group of members said first put after what is asked of them; unchanged
    otherwise."""
    if ":" not in question and ";" not in question and "," not in question and " - " not in question:
        return question
    m = _LEAD.match(question)
    if m is None:
        return question
    group = m.group("group") or m.group("group2")
    if _RANKED.search(group):
        return question
    ask = m.group("ask") or ""
    rest = m.group("rest") or m.group("rest2")
    end = m.group("end") if m.group("group") else m.group("end2")
    group = group[0].lower() + group[1:]
    if not re.match(r"(?i)(?:the|our|all|those) ", group):
        group = f"the {group}"
    return f"{ask}{rest} of {group}{end or ''}"
