"""A kind of item said bare as the figure per day or per store ("avg jaffles per day per store in Dec 2020",
"jaffles per store in 2019", "average drinks a day"): the units of that kind sold (it asked which figure).
Only a kind said first or after "average" is read so: "top 2 drinks per store" ranks the drinks, and a kind
counted per order or per customer ("drinks per order") has its own readings; both are left as said.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["kind_words", "kinds_sold"]

_UNIT = r"(?:day|store|shop|location|site|branch|outlet|week|month|quarter|year|hour|weekday|weekend day)"


def kind_words(quantities: Iterable[tuple[str, Iterable[str]]]) -> list[str]:
    """The plural kind words of the "<kind> sold" figures (their names and synonyms), bar "items" and
    "units"."""
    words: set[str] = set()
    for name, synonyms in quantities:
        for said in (name.replace("_", " "), *synonyms):
            found = re.fullmatch(r"([a-z]+s) sold", said.lower())
            if found is not None and found.group(1) not in {"items", "units", "products"}:
                words.add(found.group(1))
    return sorted(words)


def kinds_sold(question: str, kinds: Iterable[str]) -> str:
    """``question`` with a kind said bare before "per day" / "a day" / "per store" as that kind sold."""
    said = "|".join(re.escape(k) for k in kinds)
    if not said:
        return question
    bare = re.compile(
        rf"(?:^|(?<=\bavg )|(?<=\bavg\. )|(?<=\baverage )|(?<=\bmean )|(?<=\btypical ))({said})\b"
        rf"(?=\s+(?:per|a|an|each) {_UNIT}s?\b)",
        re.I,
    )
    return bare.sub(r"\1 sold", question)
