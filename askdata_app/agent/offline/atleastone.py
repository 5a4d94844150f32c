"""A thing said to be there "at least once" in the rows that have or buy it: "2019 orders after 6pm that had
at least one chai and mighty", "weekend orders containing one or more tangaroos", "distinct customers who got
at least one vanilla ice".

Said after a verb of having or buying, "at least one <thing>" (also "one or more", "1+") is that the rows have
or bought a <thing>: no number is compared; so is "<bought> a <thing> at least once" ("distinct customers who
picked up a flame impala at least once in 2020"), unless a span follows ("at least once a week", "at least
once in every month": a bar on a count). Orders, times, days and other counted spans that follow ("at least
one order", "one or more times", "at least one day") are a bar on a count and stay as said.
"""

from __future__ import annotations

import re

_VERB = (
    r"had|has|have|having|with|contain|contains|contained|containing|include|includes|included|including"
    r"|featured|featuring|got|get|gets|getting|bought|buy|buys|buying|ordered|order|orders|ordering|grabbed"
    r"|grab|grabs|purchased|purchase|purchases|picked up|tried"
)
_SOME = r"(?:at least (?:one|1)|(?:one|1) or more|1\+)"
_COUNTED = (
    r"of|orders?|times?|days?|weeks?|months?|quarters?|years?|visits?|purchases?|more|other|another|such"
    r"|items?|products?|things?|transactions?|tickets?|baskets?|receipts?"
)
_SOME_THING = re.compile(rf"\b({_VERB}) {_SOME} (?!(?:{_COUNTED})\b)(?=[a-z])", re.IGNORECASE)
_ONCE = re.compile(
    rf"\b((?:{_VERB}) (?:an?|the) [a-z][^,.;:?]{{0,40}}?)\s+at least once\b"
    r"(?!\s+(?:a|an|per|every|each|in (?:each|every|all)|during|on (?:each|every)|over)\b)",
    re.IGNORECASE,
)


def some_said_a(question: str) -> str:
    """``question`` with "<had|bought> at least one <thing>" said as "<had|bought> a <thing>"; unchanged when
    it has none.

    >>> some_said_a("how many 2019 orders after 6pm had at least one chai and mighty")
    'how many 2019 orders after 6pm had a chai and mighty'
    >>> some_said_a("customers with at least one order in 2019")
    'customers with at least one order in 2019'
    >>> some_said_a("customers who bought a tangaroo at least once in 2019")
    'customers who bought a tangaroo in 2019'
    """
    return _ONCE.sub(r"\1", _SOME_THING.sub(r"\1 a ", question))
