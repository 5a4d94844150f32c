"""A per-customer average scoped to the customers who ordered in the question's period: "in 2020, how many
drinks did each customer have on average, among the customers who ordered that year", "the average number
of jaffles per customer in 2019, counting every customer who ordered in 2019".

The base is every customer who ordered then (those without any of what is counted count as none), the
figure the planner reads as "drinks per customer in 2020": what is counted over the period's distinct
customers. Without this reading the clause was read as a count of customers, and "each customer ... on
average" averaged over only the customers who had one.
"""

from __future__ import annotations

import re

_BASE = re.compile(
    r",?\s*\b(?:among|across|over|counting|including)\s+(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?"
    r"customers?\s+(?:who|that)\s+(?:ordered|bought|purchased|placed an order|placed orders|shopped)"
    r"(?:\s+(?:anything|something|at all))?"
    r"\s+(?:that|the same|this|in that|in the same)\s+year",
    re.IGNORECASE,
)
_EACH = re.compile(
    r"\bhow many (?P<what>[a-z ]+?) did (?:each|every|the average|a|an average) customer"
    r" (?:have|buy|order|get|purchase|drink|eat)(?: on average| each| per head)?\b",
    re.IGNORECASE,
)


def per_period_customer(question: str) -> str | None:
    """``question`` as "<what> sold per customer" when its per-customer average is scoped to all the
    customers who ordered that year, or None when it is not said so."""
    base = _BASE.search(question)
    if base is None:
        return None
    rest = question[: base.start()] + question[base.end() :]
    each = _EACH.search(rest)
    if each is None:
        return None
    what = each.group("what")
    said = f"{what} per customer" if what.endswith(" sold") else f"{what} sold per customer"
    rest = rest[: each.start()] + said + rest[each.end() :]
    return re.sub(r"\s*,\s*on average\b", "", rest, flags=re.IGNORECASE)
