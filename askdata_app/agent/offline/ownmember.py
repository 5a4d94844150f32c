"""A member said with its own noun: "my Brooklyn store", "at our Chicago shop", "the Philadelphia
location's revenue", "Brooklyn (my store)".

A store manager names their store with the noun for its kind ("my Brooklyn store"); the noun is a word
for the member's dimension (one of its synonyms or its label), so the planner read it as that dimension
too and broke the answer down by store, or counted stores. Here the member and its noun are written as
the member alone ("at Brooklyn", "Brooklyn's revenue"). Members and nouns come from the data index and the
semantic layer. A member followed by "count", "number", "names" or "opened" ("when did my Brooklyn store
open", where the noun says what opened) is left as said. "My other store" names no member: the planner
asks which one is meant.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from askdata_app.agent.offline.nodes import Dim

_DETERMINER = r"(?:my|our|your|the|their|his|her)"
_NOT_AFTER = r"(?!\s+(?:counts?|numbers?|names?|list|totals?|(?:first )?open\w*|launch\w*)\b)"


def _plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") else noun + ("es" if noun.endswith(("s", "h")) else "s")


class OwnMembers:
    """Reads members said with their own noun as the member alone."""

    def __init__(self, values: Mapping[Dim, Iterable[str]]) -> None:
        self._patterns: list[tuple[re.Pattern[str], re.Pattern[str]]] = []
        self._others: list[tuple[re.Pattern[str], Dim, list[str]]] = []
        for dim, members in values.items():
            listed = sorted({m for m in members if m.strip()}, key=len, reverse=True)
            if not listed or len(listed) > 100 or dim.kind != "categorical":
                continue
            nouns = {w.lower() for w in (*dim.synonyms, dim.label) if w and " " not in w.strip()}
            nouns = {n for n in nouns if n.isalpha()}
            if not nouns:
                continue
            said = "|".join(re.escape(m) for m in listed)
            noun = "|".join(sorted(nouns | {_plural(n) for n in nouns}, key=len, reverse=True))
            with_noun = re.compile(
                rf"\b{_DETERMINER}\s+(?:own\s+)?(?P<m>{said})(?:'s)?\s+(?:{noun})(?P<own>'s?)?\b{_NOT_AFTER}",
                re.I,
            )
            aside = re.compile(
                rf"\b(?P<m>{said})\s*[(,\u2013\u2014-]\s*{_DETERMINER}\s+(?:own\s+)?(?:{noun})\s*[),\u2013\u2014-]?",
                re.I,
            )
            self._patterns.append((with_noun, aside))
            other = re.compile(rf"\b(?:my|our) (?:other|second|second other) (?:{noun})\b", re.I)
            self._others.append((other, dim, listed))

    def other_own(self, question: str) -> tuple[Dim, list[str]] | None:
        """ "and my other store?": the dimension and its members when the asker names another member of
        their own without saying which (the data cannot tell whose it is: it is asked back)."""
        for pattern, dim, members in self._others:
            if pattern.search(question):
                return dim, sorted(members)
        return None

    def read(self, question: str) -> str:
        """``question`` with each member said with its noun written as the member alone."""
        text = question
        for with_noun, aside in self._patterns:
            text = aside.sub(lambda m: m.group("m"), text)
            text = with_noun.sub(lambda m: m.group("m") + (m.group("own") or ""), text)
        return " ".join(text.split()) if text != question else question
