"""A menu item pointed at by words of its description, the way staff talk: "the kiwi drink thing", "the
pulled pork one", "the iced coffee one?", "the beef one".

The words before "one" / "thing" (a kind word such as "drink" or "sandwich" may stand between) are looked for
in each member's description. When one member's description holds them, the phrase is that member by name
("how much is the pulled pork one" is "how much is the flame impala"); when several do ("the beef one": the
doctor stew and the mel-bun), which one is asked back rather than picked. Words no description holds are
left as they were (a kind said as "the sandwich ones" is no description). Before, a single word of a
description ("kiwi", "beef") was a word not understood.

A kind word may end the phrase instead of "one" ("the kiwi and lime drink"), or the member may be said as
what it is made with ("the one made with ghost pepper sauce", "the jaffle with the pulled pork"): those are
taken only when exactly one member's description holds the words (else they are left to other readings).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["DescribedOne", "name_asked", "price_asked", "read_described_one"]

_KIND = r"(?:drink|beverage|coffee drink|jaffle|sandwich|toastie|food|menu|item|product|dish|smoothie)"
_ONE = re.compile(
    rf"(?P<the>the|that|this) (?P<words>[a-z][a-z' -]{{1,40}}?)(?: {_KIND})?"
    r" (?:ones?|things?|thingy|items?)\b",
    re.IGNORECASE,
)
_KINDED = re.compile(
    rf"(?P<the>the|that|this) (?P<words>[a-z][a-z' -]{{1,40}}?) {_KIND}\b(?![s'-])",
    re.IGNORECASE,
)
"""A kind word ending the phrase instead of "one" ("the kiwi and lime drink"): taken only when one member's
description holds the words."""
_MADE_WITH = re.compile(
    rf"(?P<the>the|that|this) (?:{_KIND}|one) (?:that(?:'s| is) |which is |that comes |which comes )?"
    r"(?:made |done |served |topped )?with (?:the |a |an |some )?(?P<words>[a-z][a-z' -]{1,40}?)"
    r"(?: in it| on it| on top)?(?=\s*(?:[,;:?.!]|\s[-\u2013\u2014]|$)"
    r"| (?:were|was|is|are|did|do|does|has|have|had|sold|got|get|went|in|during|for|at|since|over|by)\b)",
    re.IGNORECASE,
)
"""The member said as what it is made with ("the one made with ghost pepper sauce", "the jaffle with the
pulled pork"): taken only when one member's description holds the words."""
_KIND_WORD = re.compile(rf"{_KIND}s?|jaffles?|foods?|beverages?|sandwiches", re.IGNORECASE)
"""A kind said alone ("the jaffle ones") points at no one item, though descriptions say "jaffle"."""
_START = re.compile(r"\b(?:the|that|this) ", re.IGNORECASE)
_NAME_ASKED = re.compile(
    r"\bwhat(?:'s|s| is| was)? (?:it|that|this|its|the)(?: one)? (?:called|named)\b"
    r"|\bwhat(?:'s|s| is| was)? (?:the|its) (?:name|names)\b|\bname\b",
    re.IGNORECASE,
)
_PRICE_ASKED = re.compile(r"\b(?:price|prices|priced|cost|costs|how much)\b", re.IGNORECASE)
_STOP = frozenset(
    {
        *("a", "an", "the", "that", "this", "one", "thing", "some", "other", "new", "old", "big", "small"),
        *("same", "first", "last", "next", "cheap", "cheapest", "best", "most", "least", "popular"),
        *("expensive", "pricey", "priciest", "usual", "single", "whole", "every", "each", "any", "only"),
        *("just", "different", "daily", "top", "bottom", "second", "third", "fourth", "fifth", "favorite"),
        *("favourite", "delicious", "hot", "house-made", "selection", "side"),
    }
)


@dataclass(frozen=True)
class DescribedOne:
    """The phrase said, and the members whose description holds its words."""

    said: str
    words: str
    members: tuple[str, ...]
    start: int
    end: int

    def named(self, text: str, name: str) -> str:
        """``text`` (the question read) with the phrase said as the member ``name``."""
        return f"{text[: self.start]}the {name}{text[self.end :]}"


def _holds(description: str, words: str) -> bool:
    return re.search(rf"(?<![a-z]){re.escape(words)}(?![a-z])", description.lower()) is not None


def read_described_one(question: str, described: Mapping[str, str]) -> DescribedOne | None:
    """The member (or members) ``question`` points at by words of the description, or None.

    >>> menu = {"adele-ade": "a kiwi and lime agua fresca", "doctor stew": "house-made beef stew jaffle",
    ...         "mel-bun": "melon and minced beef bao"}
    >>> read_described_one("the kiwi drink thing, whats it called again", menu).members
    ('adele-ade',)
    >>> read_described_one("how much is the beef one?", menu).members
    ('doctor stew', 'mel-bun')
    >>> read_described_one("what about the sandwich ones", menu) is None
    True
    """
    names = {n.lower() for n in described}
    for start in _START.finditer(question):
        m = _ONE.match(question, start.start())
        if m is None:
            continue
        words = " ".join(m.group("words").lower().split())
        kept = words.split()
        while kept and kept[0] in _STOP:  # "the other kiwi one": the words after
            kept = kept[1:]
        if not kept or all(w in _STOP or _KIND_WORD.fullmatch(w) for w in kept) or " ".join(kept) in names:
            continue
        said = " ".join(kept)
        members = tuple(sorted(n for n, text in described.items() if _holds(text, said)))
        if members:
            return DescribedOne(m.group(0), said, members, m.start(), m.end())
    for start in _START.finditer(question):
        for form in (_MADE_WITH, _KINDED):
            m = form.match(question, start.start())
            one = _only_one(m, described, names) if m is not None else None
            if m is not None and one is not None:
                return DescribedOne(m.group(0), one[0], (one[1],), m.start(), m.end())
    return None


def _only_one(m: re.Match[str], described: Mapping[str, str], names: set[str]) -> tuple[str, str] | None:
    """(the words, the one member whose description holds them) for a phrase ending in a kind word or
    saying what the member is made with; None when no member or several do."""
    kept = " ".join(m.group("words").lower().split()).split()
    while kept and kept[0] in _STOP:
        kept = kept[1:]
    said = " ".join(kept)
    if not kept or any(w in _STOP or _KIND_WORD.fullmatch(w) for w in kept) or said in names:
        return None
    members = [n for n, text in described.items() if _holds(text, said)]
    return (said, members[0]) if len(members) == 1 else None


def name_asked(question: str) -> bool:
    """Whether ``question`` asks what the member is called ("whats it called again", "the name and price")."""
    return _NAME_ASKED.search(question) is not None


def price_asked(question: str) -> bool:
    """Whether ``question`` asks the member's price too ("whats the name and price?")."""
    return _PRICE_ASKED.search(question) is not None
