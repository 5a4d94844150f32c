"""A part's own unit cost: "the unit cost of chai mix", "what does a napkin cost per unit", "the cheapest
perishable ingredient, by unit cost", "the perishable supplies in a flame impala, with each one's unit cost".

"Unit cost" is otherwise one unit of a member (a product) made up of its parts: the sum of their costs (see
``recipes``). When the question is about the parts themselves (a part, or the parts' noun, is said before any
member or members' noun), each part's unit cost is its own cost, so the words are said as that cost ("the
supply cost"); a question about a member ("the krautback's unit cost", "which jaffle has the highest unit
cost, and its supplies") is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["paid_per_part", "part_unit_cost"]

_UNIT_COST = re.compile(
    r"\b(?:unit|per-unit|per unit) costs?\b|\bcosts? (?:us )?(?:per unit|a unit|each|apiece)\b(?! sold)", re.I
)

_BOUND_EACH = re.compile(
    r"\bcosts? (?:us )?(?P<bound>(?:more|less) than|over|under|above|below|at least|at most)"
    r" (?P<amount>\$\s?\d+(?:\.\d+)?) (?:each|apiece|per unit|a unit)\b(?! sold)",
    re.I,
)
"""A bound on what each part costs ("supplies that cost more than $1 each")."""

# "what do they pay per 16oz compostable clear cup", "what do we pay for a napkin": its own cost
_PAY_PER = re.compile(
    r"\bwhat (?:do|does|did) (?:they|we|you|it|the (?:chain|company|shops?|stores?)) pay"
    r" (?:per|for (?:a|an|one|each|every|a single)|for one) ((?:[\w-]+ ){0,3}[\w-]+?)(?=\s*(?:[?.!,]|$))",
    re.I,
)

_RANKED = re.compile(
    r"\b(?:cheapest|priciest|costliest|dearest|most expensive|least expensive|highest|lowest|top|bottom"
    r"|rank(?:ed)?|sort(?:ed)?|by (?:their |its )?(?:unit|per-unit) cost)\b",
    re.I,
)


def _said(words: Sequence[str]) -> str:
    """An alternation of ``words`` (each also in the plural), longest first."""
    forms = {w.lower().removeprefix("the ") for w in words if w.strip()}
    forms |= {f"{w}s" for w in forms if not w.endswith("s")} | {
        f"{w[:-1]}ies" for w in forms if w[-1:] == "y"
    }
    return "|".join(re.escape(w) for w in sorted(forms, key=len, reverse=True))


def part_unit_cost(
    question: str, parts: Sequence[str], members: Sequence[str], cost: str, names: Sequence[str] = ()
) -> str:
    """``question`` with "unit cost", or a bound on what each part costs ("supplies that cost over $1
    each"), said as ``cost`` (the parts' own cost, "supply cost") when it is about
    the parts: the first of ``parts`` (their nouns and names) it says comes before any of ``members``, and it
    names a part (one of ``names``), a member, or ranks the parts ("the cheapest ingredient, by unit cost").

    >>> part_unit_cost(
    ...     "Unit cost of chai mix?", ["supply", "chai mix"], ["product"], "supply cost", ["chai mix"]
    ... )
    'supply cost of chai mix?'
    >>> part_unit_cost("how many supplies cost over $1 each?", ["supply"], ["product"], "supply cost")
    'how many supplies with supply cost over $1?'
    >>> part_unit_cost("the krautback's unit cost", ["supply"], ["the krautback"], "supply cost")
    "the krautback's unit cost"
    """
    bounded = _BOUND_EACH.search(question)
    if bounded is not None and parts and not re.search(rf"\b{re.escape(cost)}\b", question, re.I):
        ahead = question[: bounded.start()]
        first_part = re.search(rf"\b(?:{_said(parts)})\b", ahead, re.I)
        first_member = re.search(rf"\b(?:{_said(members)})\b", ahead, re.I) if members else None
        if first_part is not None and (first_member is None or first_part.start() < first_member.start()):
            said_bound = f"with {cost} {bounded.group('bound')} {bounded.group('amount')}"
            return question[: bounded.start()] + said_bound + question[bounded.end() :]
    said = _UNIT_COST.search(question)
    if (
        said is None
        or not parts
        or re.search(rf"\b{re.escape(cost.split()[0])}\s+(?:unit )?cost", question, re.I)
    ):
        return question
    rest = _UNIT_COST.sub(lambda m: "_" * len(m.group(0)), question)  # "unit cost" may be a part's word too
    first_part = re.search(rf"\b(?:{_said(parts)})\b", rest, re.I)
    first_member = re.search(rf"\b(?:{_said(members)})\b", rest, re.I) if members else None
    if first_part is None or (first_member is not None and first_member.start() < first_part.start()):
        return question
    named = re.search(rf"\b(?:{_said(names)})\b", rest, re.I) if names else None
    if named is None and first_member is None and _RANKED.search(question) is None:
        return question  # "list the perishable supplies with their unit cost": read as it is
    if said.group(0).lower().startswith("cost"):  # "what does chai mix cost per unit": its cost
        return _UNIT_COST.sub(lambda m: m.group(0).split()[0], question)
    return _UNIT_COST.sub(cost, question)


def paid_per_part(question: str, names: Sequence[str]) -> str:
    """``question`` with what is paid per part ("what do they pay per 16oz compostable clear cup") said as
    what the part costs per unit, when it names one of the parts (``names``)."""
    found = _PAY_PER.search(question)
    if found is None or not names or re.search(rf"\b(?:{_said(names)})\b", found.group(1), re.I) is None:
        return question
    return question[: found.start()] + f"what does {found.group(1)} cost per unit" + question[found.end() :]
