"""A follow-up that only names another count ("and exactly two?", "what about three?", "and 2 items?", "and
the number with exactly two?") after
a question about the rows with an exact count of something ("what share of 2020 orders had just one item"):
the earlier question with its count swapped for the new one.

Without this reading the count had no measure of its own and was asked back ("which number should be
'exactly 2'?"), or the bare number was dropped and the earlier count kept.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.numwords import alternation, counting, numbers

_WORDS = numbers(counting(1, 10), "a single", "single")
"""With "a single", "single" for 1."""
_NUMBER = r"(?:\d{1,3}|" + alternation(_WORDS, longest_first=True) + ")"
_EXACT = r"(?:exactly|just|only|precisely)"
_FOLLOW = re.compile(
    r"^\s*(?:(?:ok|okay|and|or|now|so|then|what about|how about|and what about|same for|for),?\s+)*"
    r"(?:(?:the |and the )?(?:number|count|figure|total|how many)"
    r"(?: of (?:them|those|customers|people|orders))?\s+)?"
    r"(?:(?:with|having|who (?:have|had|placed|made)|that (?:have|had|placed|made))\s+)?"
    rf"(?:(?P<exact>{_EXACT})\s+)?(?P<n>{_NUMBER})(?:\s+(?P<noun>[a-z]+))?"
    r"(?:\s+(?:instead|too|then))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    rf"\b(?P<exact>{_EXACT})\s+(?P<n>{_NUMBER})\s+(?P<noun>[a-z]+)\b(?!\s*%)", re.IGNORECASE
)
"""'just one item', 'exactly 3 drinks' in the earlier question."""


def _value(said: str) -> int:
    return int(said) if said.isdigit() else _WORDS[said.lower()]


def _stem(noun: str) -> str:
    return noun.lower().removesuffix("s")


def count_redone(question: str, earlier: str) -> str | None:
    """``earlier`` with its one exact count ("just one item") swapped for the count ``question`` names
    alone, or None when ``question`` says more or ``earlier`` has no such count (or several)."""
    follow = _FOLLOW.match(question)
    if follow is None:
        return None
    counted = list(_COUNTED.finditer(earlier))
    if len(counted) != 1:
        return None
    was = counted[0]
    noun = follow.group("noun")
    if noun is not None and _stem(noun) != _stem(was.group("noun")):
        return None
    n = _value(follow.group("n"))
    if n == _value(was.group("n")) or n > 1000:
        return None
    noun = was.group("noun")
    noun = noun + "s" if n != 1 and not noun.endswith("s") else noun.removesuffix("s") if n == 1 else noun
    said = f"{was.group('exact')} {n} {noun}"
    return earlier[: was.start()] + said + earlier[was.end() :]
