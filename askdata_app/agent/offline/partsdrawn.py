"""A part counted over the sales with no word on how to count it ("how many napkins did the Brooklyn store use
in 2019", "straws used per store in 2019", "monthly lid counts for 2019", "2019 cup usage by store"): the
data holds the parts only as lines of the recipes, so a part counted in a period or at a store can only be
the parts the units sold used up, one of each part of a product's recipe per unit (see recipeuse.py).

A part may be said by the short last word of its name ("cups" for the 16oz compostable clear cup, "lid"),
when only one part's name ends with it: read as that part here only (elsewhere "cups" stays a word for the
drinks themselves).

A kind several parts' names give before a dash ("cutlery" for "compostable cutlery - knife" and "cutlery -
fork") is all of those parts.

Only a count is read here ("how many", "number of", "counts", "usage", "used", "went through"), and only when
the question names a period or a store (else "how many napkins are there" is the parts themselves) and
nothing sold (a product, a kind of item: the parts of what it names are read elsewhere). A count of the
members ("how many products use a napkin"), a cost, or a figure of the sales (revenue, order value) is left
to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["drawn_count", "names_member", "shared_word", "short_heads"]

_COUNTED = re.compile(
    r"\b(?:how many|numbers?|count|counts|counted|usage|use|used|uses|using|volume|consumption"
    r"|average|avg|total|a day|per day|daily"
    r"|(?:go|goes|went|gone|going|get|got|burn|burned|burnt|run|ran) (?:through|thru)"
    r"|(?:hand|hands|handed|give|gave|given) out)\b",
    re.I,
)
_WHEN_OR_WHERE = re.compile(
    r"\b(?:(?:19|20)\d\d|daily|weekly|monthly|quarterly|yearly|annual|annually|per (?:day|week|month|quarter"
    r"|year)|by (?:day|week|month|quarter|year)|q[1-4]|last (?:year|month|quarter|week)|this (?:year|month)"
    r"|stores?|shops?|locations?|sites?|branch(?:es)?|outlets?)\b",
    re.I,
)
_NOT_PARTS = re.compile(
    r"\b(?:how many|number of|count(?: of)?) (?:different |distinct |unique )?"
    r"(?:products?|items?|drinks?|jaffles?|menu items?|orders?|customers?|supplies|supply items?|stores?"
    r"|recipes?|kinds?|types?)\b"
    r"|\b(?:cost|costs|costing|spend|spent|dollars?|money|price|\$|share|fraction|percent|percentage)\b"
    r"|\brecipes?\b|\bsupplies\b|\b(?:revenue|sales|profit|margin|tax|takings|turnover)\b"
    r"|\b(?:value|aov|basket|ticket|bill|spend|price|prices)\b"
    r"|\b(?:sold|sell|sells|selling|went into|go into|goes into|gone into)\b",  # the units said: partsused
    re.I,
)


# "(1 boat per jaffle)", "- one napkin with every item": the rate of use, which the recipes already hold
_RATE = re.compile(
    r"\s*[(-]?\s*\b(?:one|1|a|an)\s+[a-z-]+\s+(?:per|for each|for every|with each|with every|to each"
    r"|to every|on each|on every)\s+[a-z-]+(?:\s+sold)?\b\s*\)?",
    re.I,
)


def drawn_count(question: str) -> str | None:
    """``question`` itself when it counts a part used up over the sales with no word on how (see above), for
    the recipe reading to count; else None. Whether it names a part at all is the recipe reading's to see."""
    rated = _RATE.sub(" ", question)
    if (_COUNTED.search(question) is None and rated == question) or _WHEN_OR_WHERE.search(question) is None:
        return None
    if _NOT_PARTS.search(question) is not None:
        return None
    return " ".join(rated.split())


def shared_word(question: str, names: Iterable[str]) -> str | None:
    """A word said in ``question`` that several parts' names give as their kind, before a dash ("cutlery" for
    "compostable cutlery - knife" and "cutlery - fork"): those parts; else None."""
    seen: dict[str, int] = {}
    for name in names:  # the kind before a dash: "cutlery" in "compostable cutlery - knife"
        kind = re.match(r"(?:[a-z0-9]+ )*([a-z]{4,}) - ", name.lower())
        if kind is not None:
            seen[kind.group(1)] = seen.get(kind.group(1), 0) + 1
    words: list[str] = re.findall(r"[a-z]{4,}", question.lower())
    for word in words:
        for said in (word, word[:-1] if word.endswith("s") else word):
            if seen.get(said, 0) >= 2:
                return said
    return None


def short_heads(question: str, names: Iterable[str]) -> str:
    """``question`` with a part said by the short last word of its name ("cups") said by its whole name."""
    heads: dict[str, list[str]] = {}
    for name in names:
        words = name.split()
        if len(words) >= 3 and len(words[-1]) == 3 and words[-1].isalpha():
            heads.setdefault(words[-1].lower(), []).append(name)
    for head, full in heads.items():
        if len(full) == 1:  # "16oz clear cups": the words of its name said before it go with it
            said = "|".join(re.escape(w) for w in full[0].lower().split()[:-1])
            question = re.sub(rf"(?<![\w-])(?:(?:{said}) ){{0,3}}{head}s?\b", full[0], question, flags=re.I)
    return question


def names_member(text: str, members: Iterable[str]) -> bool:
    """Whether ``text`` names one of the things sold (``members``: their names and kind words), so that the
    parts it counts are those of what it names, read elsewhere ("the mel-bun, melon and beef in a jaffle")."""
    said = "|".join(re.escape(m.lower()) for m in members if m.strip())
    return bool(said) and re.search(rf"(?<![\w-])(?:{said})(?:s|es)?(?![\w-])", text.lower()) is not None
