"""Spoken contractions written out: "what'd" is "what did", "how many orders'd they get" is "orders did they
get", "how many of the supplies'll spoil" is "supplies will spoil", and a dropped g ("sellin'", "goin' by the
menu", "takin' money") is the whole word ("selling").

The apostrophe was dropped with the rest of the word kept ("whatd", "ingredientsll": words not known). A
pronoun's contraction ("I'd like", "we'll need", "they'd") is left as typed: the hedges and lead-ins read it.
"""

from __future__ import annotations

import re

_PRONOUNS = frozenset({"i", "we", "you", "they", "he", "she", "it", "that", "there", "who"})
"""Words whose "'d" may be "had" or "would" ("they'd", "who'd"): read elsewhere, left as typed."""
_WH_DID = frozenset({"what", "how", "where", "when", "which", "why"})
_APOS = "['\u2019]"
_D_OR_LL = re.compile(rf"\b([A-Za-z]+){_APOS}(d|ll)\b(?!{_APOS})")
_G_DROPPED = re.compile(rf"(?<![\w'\u2019])([A-Za-z]{{2,}}in){_APOS}(?=[\s,.;:?!)]|$)")
_EM = re.compile(rf"(?<![\w{_APOS[1:-1]}]){_APOS}em\b", re.IGNORECASE)


def _written_out(m: re.Match[str]) -> str:
    word, tail = m.group(1), m.group(2).lower()
    low = word.lower()
    if low in _PRONOUNS:
        return m.group(0)
    if tail == "ll":
        return f"{word} will"
    if low in _WH_DID or not low.endswith("s"):
        return f"{word} did" if low in _WH_DID else m.group(0)
    return f"{word} did"  # "how many orders'd they get": the plural noun, then "did"


def contractions_written(text: str) -> str:
    """``text`` with "X'd", "X'll", "sellin'" and "'em" written out (see the module doc).

    >>> contractions_written("what'd they take in, and how many orders'd they get?")
    'what did they take in, and how many orders did they get?'
    >>> contractions_written("how many of the supplies'll spoil, goin' by the menu")
    'how many of the supplies will spoil, going by the menu'
    >>> contractions_written("I'd like the total; they'd know")
    "I'd like the total; they'd know"
    """
    if "'" not in text and "\u2019" not in text:
        return text
    text = _D_OR_LL.sub(_written_out, text)
    text = _G_DROPPED.sub(lambda m: m.group(1) + "g", text)
    return _EM.sub("them", text)
