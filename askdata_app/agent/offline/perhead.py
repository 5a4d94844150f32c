"""A figure per head of those who bought, said as an economist says it: "per capita", "per distinct
customer", "customers who transacted".

- "transacted" / "transacting" is ordering: "customers who transacted in 2020" are those who ordered then,
  "each transacting customer" is each customer (who ordered in the period), and so is a "paying customer";
- "per capita" is per customer, and a heading or a closing note that only names the measure ("A per-capita
  measure: ...", "... - a per-capita figure") goes;
- "how many orders were placed per distinct customer" asks one ratio (the orders over the customers), the
  average number of orders per customer, not a row for each customer (the word "distinct" says the
  customers are counted, not listed).
"""

from __future__ import annotations

import re

_REWRITES: tuple[tuple[str, str], ...] = (
    # "A per-capita measure: 2020 revenue divided by ...": the heading only names what follows
    (
        r"^\s*(?:an? |the )?per[- ]capita (?:measure|figure|metric|view|indicator|statistic)"
        r"\s*[:\-\u2013\u2014]\s*",
        "",
    ),
    # "... - a per-capita figure", ", as a per capita measure" closing the question: names what went before
    (
        r"\s*[-\u2013\u2014,:;(]\s*(?:as |in |giving )?(?:an? |the )?per[- ]capita"
        r" (?:measure|figure|metric|view|indicator|statistic|number|value|terms)\s*\)?(?=\s*[.?!]?\s*$)",
        "",
    ),
    (r"\bper[- ]capita\b", "per customer"),
    # "customers who transacted", "transacting customers": those who ordered
    (r"\b(?:transacting|purchasing|buying|paying) (customers?|buyers?|clients?|guests?)\b", r"\1"),
    (r"\btransact(?:ed|s)?\b", "ordered"),
    # "how many orders were placed per distinct customer": the average number per customer
    (
        r"\bhow many (orders|items|units|products|drinks|jaffles)(?: in total)?"
        r" (?:were|was|are|is|got|did we)(?: \w+)? per (?:distinct|unique|individual)"
        r" (customer|store|order|day|month|week)\b",
        r"what was the average number of \1 per \2",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)


def per_head(question: str) -> str:
    """``question`` with its per-head words said plainly (see the module docstring)."""
    for pattern, replacement in _COMPILED:
        question = pattern.sub(replacement, question)
    return question
