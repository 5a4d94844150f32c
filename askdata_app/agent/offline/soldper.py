"""Units sold of one kind for each unit sold of another: "how many jaffles were sold per drink sold in 2019",
"in 2018, how many drinks went out for every jaffle sold", "drink units per jaffle unit in 2020: one ratio"
(one count divided by the other).

Read as "jaffles per drink" alone it was the drinks sold that are jaffles (none); said as "jaffles sold
divided by drinks sold" it is the ratio the readings of two figures compute. A closing sentence that says the
same ("Jaffle units divided by drink units.") says nothing more and goes.
"""

from __future__ import annotations

import re

__all__ = ["sold_per_sold"]

_SOLD = r"(?:sold|bought|ordered|went out|were sold|was sold|got sold)"
_PER_SOLD = re.compile(
    r"\bhow many (?P<a>[a-z][a-z-]*?)s? (?:were |was |got |did we |do we |have we )?"
    r"(?:sell|sold|bought|ordered|go out|went out|get sold)"
    r" (?:per|for every|for each|to every|to each|against each|against every) (?:single )?"
    rf"(?P<b>[a-z][a-z-]*?)s? {_SOLD}\b",
    re.IGNORECASE,
)
_UNITS_PER = re.compile(
    r"\b(?P<a>drink|jaffle|food|beverage)s? (?:units|items) (?:sold )?(?:per|for every|for each) (?:single )?"
    r"(?P<b>drink|jaffle|food|beverage) (?:unit|item)(?: sold)?\b(?:\s*:\s*(?:one|a single|as a) ratio\b)?",
    re.IGNORECASE,
)
"""The same said in units: "drink units per jaffle unit in 2020: one ratio"."""
_RESTATED = re.compile(
    r"(?:^|(?<=[.?!]))\s*(?:that is |i\.e\.,? |so )?(?:the )?(?:number of )?[a-z-]+"
    r" (?:units|items|sales|sold) (?:divided by|over|/) (?:the )?(?:number of )?[a-z-]+"
    r" (?:units|items|sales|sold)\s*[.!]?\s*$",
    re.IGNORECASE,
)


def sold_per_sold(question: str) -> str:
    """``question`` with "how many X were sold per Y sold" said as "X sold divided by Y sold"; unchanged
    when it says no such thing.

    >>> sold_per_sold("In 2019 how many drinks were sold per jaffle sold? Drink units over jaffle units.")
    'In 2019 drinks sold divided by jaffles sold?'
    >>> sold_per_sold("How many orders per customer in 2019?")
    'How many orders per customer in 2019?'
    """
    found = _UNITS_PER.search(question)
    if found is None and "sold" not in question.lower() and "went out" not in question.lower():
        return question
    found = found or _PER_SOLD.search(question)
    if found is None:
        return question
    kinds = [found.group(k).lower().replace("beverage", "drink") for k in ("a", "b")]
    said = " divided by ".join("food items sold" if k == "food" else f"{k}s sold" for k in kinds)
    text = question[: found.start()] + said + question[found.end() :]
    head, dot, tail = text.rpartition("?")
    if dot and _RESTATED.fullmatch(tail):
        text = head + dot
    return text.strip()
