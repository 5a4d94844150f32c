"""A ranked thing said twice, the second time after "i.e.": "the most overpriced thing on their menu, i.e.
the priciest item", "their cheapest drink, ie the lowest priced beverage".

The restatement is the plain one (the first wording may be a judgement the data cannot make, like
"overpriced"): it takes the place of the first, from the first's article on. Only a restatement that is
itself a ranked thing ("the priciest item", "the most expensive product") is read so; any other "i.e."
("..., i.e. have a drink") is left as said. "That year" in the restatement is the year the first wording
named ("the thinnest file for 2019, i.e. the fewest orders that year": in 2019).
"""

from __future__ import annotations

import re

__all__ = ["restated_ranking"]

_RANKED = (
    r"(?:the|their|thier|our|its|your) (?:(?:single|one|very) )?"
    r"(?:most|least|top|bottom|best|worst|\w{3,}est|lowest|highest)\b"
)
_GLOSSED = re.compile(
    r"^(?P<main>.+?)\s*,?\s*\(?\s*(?:i\.\s?e\.?|ie|that is|in other words|aka|a\.k\.a\.?)\s*[,:]?\s+"
    rf"(?P<gloss>{_RANKED}[^,;:?!()]*?)\s*\)?\s*(?P<end>[?.!]*)\s*$",
    re.IGNORECASE,
)
_FIRST = re.compile(rf"\b{_RANKED}", re.IGNORECASE)
_PERIOD = re.compile(r"\b(?:in|for|during|of|over) ((?:19|20)\d\d)\b", re.IGNORECASE)
_THAT_YEAR = re.compile(r"\b(?:in )?(?:that|the same) year\b", re.IGNORECASE)
"""The year the first wording was kept to, and "that year" in the restatement pointing back to it."""


def restated_ranking(question: str) -> str:
    """``question`` with a ranked thing restated after "i.e." said only the second way; unchanged without."""
    glossed = _GLOSSED.match(question)
    if glossed is None:
        return question
    main = glossed.group("main")
    firsts = list(_FIRST.finditer(main))
    if not firsts:
        return question
    gloss = glossed.group("gloss")
    period = _PERIOD.search(main[firsts[-1].start() :])
    if period is not None:  # "the thinnest file for 2019, i.e. the fewest orders that year": in 2019
        gloss = _THAT_YEAR.sub(f"in {period.group(1)}", gloss)
    return f"{main[: firsts[-1].start()]}{gloss}{glossed.group('end')}"
