"""Numbers dictation writes as words that sound the same, and counts said with their bound after them.

- "for" / "to" / "too" where a count belongs: "orders with for items or more", "the to busiest days",
  "the for best sellers" are four and two;
- the other way round, inside a name from the data: "four richer or pour overs" is the product "for richer
  or pourover" (a number word that sounds like the name's word, next to the name's other words);
- "4 items or more", "three drinks or fewer": the bound said after the noun is "at least" / "at most"
  (before this reading "or more" was dropped and the count taken as exact).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["bounds_after", "count_slips", "names_said_as_numbers"]

_SOUNDS = {"for": ("four", "4"), "to": ("two", "2", "too"), "too": ("two", "2", "to")}
_SLIP_NUMBER = {"for": "four", "to": "two", "too": "two"}
_PLURAL = r"[a-z]+s"
_SLIP_BOUND = re.compile(
    rf"\b(?P<w>for|to|too) (?P<noun>{_PLURAL}) or "
    r"(?P<side>more|over|above|greater|higher|fewer|less|under|below)\b",
    re.IGNORECASE,
)
"""'had for items or more': a count before a plural noun and its bound."""
_SLIP_BEST = re.compile(
    r"\b(?P<head>the|our|my|top) (?P<w>for|to|too) (?P<adj>[a-z]+est|most|least|best|worst|top|biggest)\b",
    re.IGNORECASE,
)
"""'the to busiest days', 'the for best sellers': a count before a superlative."""
_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
_BOUND_AFTER = re.compile(
    rf"\b(?P<n>{_NUMBER}) (?!(?:dollars|bucks|pounds|euros|cents|percent|points)\b)"
    rf"(?P<noun>{_PLURAL}|item|drink|jaffle|product) or "
    r"(?P<side>more|over|above|greater|higher|up|upwards|fewer|less|under|below)\b",
    re.IGNORECASE,
)
"""'4 items or more', 'three drinks or fewer' (amounts of money are read elsewhere)."""
_MORE = frozenset({"more", "over", "above", "greater", "higher", "up", "upwards"})


def count_slips(question: str) -> str:
    """``question`` with "for" / "to" said where a count belongs written as the number."""
    question = _SLIP_BOUND.sub(
        lambda m: f"{_SLIP_NUMBER[m['w'].lower()]} {m['noun']} or {m['side']}", question
    )
    if re.search(r"\btop to bottom\b", question, re.IGNORECASE):
        return question
    return _SLIP_BEST.sub(lambda m: f"{m['head']} {_SLIP_NUMBER[m['w'].lower()]} {m['adj']}", question)


def bounds_after(question: str) -> str:
    """``question`` with "N things or more" written "at least N things" ("or fewer": "at most")."""

    def said(m: re.Match[str]) -> str:
        side = "at least" if m["side"].lower() in _MORE else "at most"
        return f"{side} {m['n']} {m['noun']}"

    return _BOUND_AFTER.sub(said, question)


def names_said_as_numbers(question: str, names: Iterable[str]) -> str:
    """``question`` with a number word that sounds like a word of a name from the data, said next to that
    name's other words ("four richer or pour overs"), written as the name writes it."""
    for name in names:
        words = name.lower().split()
        for i, word in enumerate(words):
            if word not in _SOUNDS:
                continue
            sounds = "|".join(_SOUNDS[word])
            before = re.escape(words[i - 1]) + " " if i else ""
            after = " " + re.escape(words[i + 1]) if i + 1 < len(words) else ""
            if not (before or after):
                continue
            pattern = rf"\b({before})(?:{sounds})({after})\b"
            question = re.sub(pattern, rf"\g<1>{word}\g<2>", question, flags=re.IGNORECASE)
    return question
