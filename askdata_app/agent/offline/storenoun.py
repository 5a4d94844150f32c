"""A person's own word for a store, learned from what they typed: "the Chicago stop", "the New Orleans hive",
"at the Los Angeles station", "our Brooklyn property". People who do not work in a café call a store what
their own trade calls a place; they say it beside the store's name. A word the analyst does not know (nor
reads as a typo or a nickname of one it knows), said in the singular right after "the"/"our"/"that" and a
store's name, is the asker's word for a store: every use of it in the question and in the chat before it
("which stop was busiest?", "rank the hives") is read as "store" ("stops": stores).

The same holds for the whole business: a word the analyst cannot read, said as the whole of something ("the
whole outfit", "the entire apiary", "across the network", "network-wide", "anywhere in the portfolio"), is
the asker's word for the chain, and every use of it is read as "chain" ("the network's orders"). The word
must end what is said ("across our east coast locations" names some stores: "east" is not the chain).

Only the singular after an article is learned: "the Brooklyn regulars", "how many Chicago folks" name the
people of a store, not the store, and stay unknown (asked about).

>>> as_stores("Rank the stops by orders, the Chicago stop first", frozenset({"stop"}))
'Rank the stores by orders, the Chicago store first'
>>> sorted(store_words(["Orders at the Chicago stop in 2020"], ["Chicago"], lambda w: w == "stop"))
['stop']
>>> store_words(["the Chicago regulars"], ["Chicago"], lambda w: True)
frozenset()
>>> as_chain("Orders per day network-wide, the network's busiest days", chain_words(
...     ["Orders per day network-wide"], lambda w: True))
"Orders per day chain-wide, the chain's busiest days"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Sequence

__all__ = ["as_chain", "as_stores", "chain_words", "store_names_said", "store_words"]

_FUNCTION = frozenset({
    "and", "or", "but", "nor", "than", "versus", "with", "without", "from", "into", "onto", "over",
    "under", "during", "before", "after", "between", "through", "till", "until", "this", "that", "those",
    "these", "each", "every", "per", "via", "alone", "only", "too", "also", "vs",
})  # fmt: skip
_NOT_PLACES = frozenset({
    "angle", "side", "part", "bit", "thing", "filter", "focus", "slice", "piece", "view", "cut", "lens",
    "story", "case", "example", "stuff", "aspect", "condition", "restriction", "constraint", "limit",
    "detail", "info", "question", "one", "bias", "skew", "lot",
})  # fmt: skip
"""Words said after a store's name that are about the question, not a place ("drop the Brooklyn angle")."""


_WHOLE = re.compile(
    r"(?i:\b(?:the|our) (?:whole|entire) )([a-z]{3,})\b(?!['-])"
    r"|(?i:\b(?:across (?:the |our |all the )|anywhere in (?:the |our )|all over (?:the |our )))"
    r"([a-z]{3,})\b(?!['-])(?=\s*(?:[,.;:?!)]|$|(?:in|during|for|on|at|over|from|to|since|this|that|last"
    r"|between|by|per|and|or|with|through|\d)\b))"
    r"|\b([a-z]{3,})-wide\b"
)


def chain_words(texts: Sequence[str], unknown: Callable[[str], bool]) -> frozenset[str]:
    """The words of ``texts`` said as the whole business (see the module docstring)."""
    found = set()
    for text in texts:
        for m in _WHOLE.finditer(text):
            word = (m.group(1) or m.group(2) or m.group(3)).lower()
            plural = word.endswith("s") and not word.endswith("ss")
            if not plural and word not in _FUNCTION and unknown(word):
                found.add(word)
    return frozenset(found)


def as_chain(text: str, words: Collection[str]) -> str:
    """``text`` with each of ``words`` (the asker's word for the whole business) read as "chain"."""
    for word in words:
        text = re.sub(rf"\b{word}\b", "chain", text, flags=re.IGNORECASE)
    return text


def store_names_said(names: Iterable[str]) -> list[str]:
    """The ways a store's name is typed: the name, and a two-word name's initials ("LA", "SF") in capitals."""
    said: list[str] = []
    for name in names:
        said.append(re.escape(name))
        words = name.split()
        if len(words) > 1:
            said.append("(?-i:" + "".join(w[0].upper() for w in words) + ")")
    return said


def store_words(texts: Sequence[str], names: Iterable[str], unknown: Callable[[str], bool]) -> frozenset[str]:
    """The words of ``texts`` said as a store's kind after one of ``names`` (see the module docstring);
    ``unknown`` tells whether the analyst cannot read a word."""
    said = store_names_said(names)
    if not said:
        return frozenset()
    pattern = re.compile(
        rf"(?i:\b(?:the|our|that|this|my)\s+(?:{'|'.join(said)})(?:'s)?)\s+([a-z]{{3,}})\b(?!['-])"
    )
    found = set()
    for text in texts:
        for m in pattern.finditer(text):
            word = m.group(1)
            plural = word.endswith("s") and not word.endswith("ss")
            if not plural and word not in _FUNCTION | _NOT_PLACES and unknown(word):
                found.add(word)
    return frozenset(found)


def as_stores(text: str, words: Collection[str]) -> str:
    """``text`` with each of ``words`` (a store's kind, singular) read as "store", its plural as "stores"."""
    for word in words:
        plurals = [word + "s", word + "es"] + ([word[:-1] + "ies"] if word.endswith("y") else [])
        text = re.sub(rf"\b(?:{'|'.join(plurals)})\b", "stores", text, flags=re.IGNORECASE)
        text = re.sub(rf"\b{word}\b(?!-)", "store", text, flags=re.IGNORECASE)
    return text
