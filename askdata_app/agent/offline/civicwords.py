"""Public-sector report words for what the data holds: a store named by its city, a visit for an order.

An economic-development officer writes of the chain the way a city report does:

- "visits" are orders: "the number of visits recorded in each city", "total visits", "daily visits",
  "visits per local customer", "the most visits". A visit counted is one order (the data holds no footfall
  counter, only the orders taken), so the noun is read as "orders" ("visit" after "per", "each", "a",
  "every" or "one" as "order"). "Visited" a store or city is "ordered at" it ("customers who visited the
  Chicago outlet"); "visit" as a verb otherwise is left as said; first visits are read as first orders in
  counterwords.py, before this.
- "consumer spending" / "consumer spend" is spending ("pre-tax consumer spending" is revenue, "consumer
  spending, sales tax included" the order totals: the words after it decide, as they do for "spending").
- "local customers" / "local residents" / "local shoppers" are customers: every customer of a store is one
  of its customers; "local" says nothing the data can select.
- "the chain's outlets" / "all six outlets" stay the stores ("outlet" is already a store's word).
- "which city gained the most visits between 2019 and 2020": the largest absolute growth in them
  ("gained" / "added" the most X, "lost" the most X).

Each rewrite is only made when the word is in the phrase said, so "city" or "visit" elsewhere keep their
meaning.
"""

from __future__ import annotations

import re

__all__ = ["civic_words"]

_PERIOD = r"(?:19|20)\d\d"
_SPAN = rf"(?P<span>,? (?:between|from) {_PERIOD} (?:and|to) {_PERIOD})"
_TAXED = (
    r"(?P<tax> \((?:before|excluding|ex|pre-?|not including) ?tax\)|,? (?:before|excluding|ex) tax"
    r"|,? pre-?tax"
    r"| \((?:including|incl\.?|with) tax\)|,? (?:including|incl\.?|with) tax)?"
)
"""A tax basis said after the figure gained ("the most sales (before tax) between ..."): kept."""

_NOT_VERB = r"(?! (?:us|our|the|an?|one|each|every|it|them)\b)"
"""'visits us', 'visit the store': the verb, not the noun."""

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "visit counts", "visit numbers": order counts
    (re.compile(r"\bvisit (counts?|numbers?|volumes?|totals?)\b", re.I), r"order \1"),
    # "visits" as a noun: orders ("first visits" were read as first orders before this)
    (
        re.compile(r"(?<!first )(?<!first-)\bvisits\b" + _NOT_VERB, re.I),
        "orders",
    ),
    (
        re.compile(r"\b(per|each|every|a|one|single) (?:customer )?visit\b" + _NOT_VERB, re.I),
        r"\1 order",
    ),
    # "customers who visited the Chicago outlet": ordered at it
    (
        re.compile(
            r"\bvisited (?=(?:the |our |each |every |any |both |all )?(?:[A-Z]|(?:stores?|shops?|outlets?"
            r"|locations?|branch(?:es)?|cit(?:y|ies))\b))"
        ),
        "ordered at ",
    ),
    # "consumer spending", "consumer spend": spending
    (re.compile(r"\bconsumer (spending|spend|expenditure|purchases)\b", re.I), r"\1"),
    # "local customers": customers
    (re.compile(r"\blocal (customers?|residents?|shoppers?|consumers?|patrons?|clientele)\b", re.I), r"\1"),
    (re.compile(r"\b(repeat|returning|new|distinct|unique) local (customers?)\b", re.I), r"\1 \2"),
    # "returning (repeat) customers": one kind, glossed by its other name
    (re.compile(r"\b(returning|repeat) \((?:i\.e\.,? |or |that is,? )?(?:returning|repeat)\)", re.I), r"\1"),
    # "each city with its outlet's opening date": each store with its own
    (
        re.compile(r"\b(each|every) city with (its|their) (?:outlet|store|shop|branch)(?:'s|s'|'s) ", re.I),
        r"\1 store with \2 ",
    ),
    # "visits (orders)" read as "orders (orders)", "first-ever visit (first order)" as "first order (first
    # order)": the gloss said once
    (re.compile(r"\b((?:\w+ ){0,2}\w+) \((?:the |their |its )?(?:number of )?\1\)", re.I), r"\1"),
    # "the other borough", "the other city": the other store (which one is asked back)
    (re.compile(r"\bthe other (?:borough|city|town|outlet|neighbou?rhood)\b(?!s)", re.I), "the other store"),
)

_SPEND_PER = re.compile(r"(?<!average )(?<!avg\. )(?<!avg )(?<!mean )\b(spend|spending) per order\b", re.I)
"""'spend per visit' (said without 'average'): the average spend of one (a customer or an average said
before it, 'what does the average guest spend per visit', is read elsewhere)."""
_CUSTOMER = re.compile(
    r"\b(?:customers?|guests?|patrons?|visitors?|shoppers?|diners?|people|person|someone|somebody|average|avg"
    r"|mean|typical)\b",
    re.I,
)
"""Who spends, or an average already said, before "spend per visit": read as it was."""

_GAINED = re.compile(
    rf"\b(gained|added|won|picked up|put on) the (most|largest number of|greatest number of|fewest|least)"
    rf" (orders|customers|revenue|spending|sales)\b(?: dollars)?{_TAXED}{_SPAN}",
    re.I,
)
"""'which city gained the most visits between 2019 and 2020': the largest absolute growth in them ('the most
sales dollars (before tax)': in the sales, before tax)."""
_LOST = re.compile(
    rf"\b(lost|shed|dropped) the (most|largest number of|greatest number of)"
    rf" (orders|customers|revenue|spending|sales)\b{_SPAN}",
    re.I,
)
"""'which store lost the most orders from 2019 to 2020': the smallest absolute growth (the largest fall)."""


def _gained(m: re.Match[str]) -> str:
    most = m.group(2).lower() not in {"fewest", "least"}
    said = "largest" if most else "smallest"
    tax = re.sub(r"[(),]", "", m.group("tax") or "").strip()
    taxed = f" {tax}" if tax else ""
    return f"had the {said} absolute growth in {m.group(3)}{taxed}{m.group('span')}"


def _lost(m: re.Match[str]) -> str:
    return f"had the smallest absolute growth in {m.group(3)}{m.group('span')}"


def civic_words(question: str) -> str:
    """``question`` with report words for visits, consumer spending and local customers in the planner's
    words; unchanged when it has none."""
    text = question
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    spend = _SPEND_PER.search(text)
    if spend is not None and not _CUSTOMER.search(text[: spend.start()]):
        text = text[: spend.start()] + f"average {spend.group(1)} per order" + text[spend.end() :]
    text = _GAINED.sub(_gained, text)
    return _LOST.sub(_lost, text)
