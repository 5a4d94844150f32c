"""Text helpers: normalising questions and names into tokens, and typo-tolerant comparison."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from difflib import SequenceMatcher
from typing import Any

_TOKEN = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4}|[a-z0-9]+(?:[.'][a-z0-9]+)*")

# Plural forms that a naive "strip the s" gets wrong, and words that must keep their s.
_IRREGULAR = {
    "categories": "category",
    "supplies": "supply",
    "quantities": "quantity",
    "cities": "city",
    "countries": "country",
    "companies": "company",
    "people": "person",
    "children": "child",
    "analyses": "analysis",
    "bases": "basis",
}
_KEEP_S = {
    "is",
    "was",
    "has",
    "this",
    "its",
    "us",
    "yes",
    "less",
    "plus",
    "gross",
    "vs",
    "status",
    "bus",
    "always",
}


def fold(text: str) -> str:
    """Lower-case and strip accents: "Müller" -> "muller"."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def singular(word: str) -> str:
    """A rough singular form of an English word (enough for matching names)."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word in _KEEP_S or len(word) <= 3 or word.endswith("ss") or word.endswith("us"):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """The raw lower-case word tokens of a text (apostrophes kept inside words, dots inside numbers)."""
    folded = fold(text).replace("’", "'")
    return _TOKEN.findall(folded)


def norm_tokens(text: str) -> tuple[str, ...]:
    """Tokens of a name or phrase, split on underscores and punctuation, singularised."""
    spaced = re.sub(r"[_\-/]+", " ", fold(text))
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", spaced)
    return tuple(singular(w.replace("'", "")) for w in _TOKEN.findall(spaced))


def norm_key(text: str) -> str:
    """A canonical string for a name or value: its normalised tokens joined by spaces."""
    return " ".join(norm_tokens(text))


def similar(a: str, b: str) -> float:
    """Similarity in [0, 1] of two normalised strings (difflib's ratio)."""
    if a == b:
        return 1.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def typo_match(typed: str, known: str) -> bool:
    """Whether ``typed`` is plausibly a misspelling of ``known`` (both normalised, words of 4+ letters)."""
    if typed == known:
        return True
    if min(len(typed), len(known)) < 4 or (typed[0] != known[0] and typed[-1] != known[-1]):
        return False
    if abs(len(typed) - len(known)) > 2:
        return False
    threshold = 0.8 if len(known) <= 6 else 0.84
    return similar(typed, known) >= threshold


_COMMON_TEXT = """
    a an as at be by do go he hi if in is it me my no of oh ok on or so to up us we am are and any
    can did for get got has had her him his how its let may not now off old one our out own per put
    say see she the too two use was way who why yes yet you all new big few
"""
COMMON_WORDS = frozenset(_COMMON_TEXT.split())
"""Short words never read as abbreviations of values."""


def rewritten(question: str, text: str) -> str:
    """``text``, a rewrite of ``question`` by a persona's words (seawords, cellarwords, librarywords, ...),
    tidied: spaces before punctuation and doubled marks gone, no leading comma or dash, a capital first;
    ``question`` itself when the rewrite changed nothing."""
    if text == question:
        return question
    text = re.sub(r"\s+([,.?!:;])", r"\1", " ".join(text.split()))
    text = re.sub(r"([,;:])\1+", r"\1", text)
    text = re.sub(r"([.?!])\.", r"\1", text)
    text = re.sub(r"^[,;:\s-]+", "", text)
    return text[:1].upper() + text[1:]


def rewritten_when(
    question: str, markers: re.Pattern[str], rules: Iterable[tuple[re.Pattern[str], Any]]
) -> str:
    """``question`` rewritten by a persona's ``rules`` (each a pattern and its replacement, in turn) when one
    of its ``markers`` is said, then tidied (``rewritten``); ``question`` itself without one."""
    if not markers.search(question):
        return question
    text = question
    for pattern, said in rules:
        text = pattern.sub(said, text)
    return rewritten(question, text)
