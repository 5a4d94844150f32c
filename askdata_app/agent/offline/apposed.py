"""A menu item said twice, once by name and once by what it is like, side by side: "the pourover, the plain
filter coffee", "the spicy jaffle - the flame impala -", or as a lead-in before the question: "The chai with
oatmilk - how many chai and mightys were sold?".

The phrase beside the name only describes the item (its words were read as a supply, or not understood, and
the whole question was not answered). When one side names an item and the other names none, nor a store, a
period, a time of day or a figure, the describing side is left out (see ``Planner._without_apposed``; a
phrase such as "the one made with ghost pepper sauce" is first said as the item it points at, see
describedone.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Apposed", "apposed"]

_SIDE = r"(?:the|that|this) [a-z][\w' -]{0,40}?"
_PAIR = re.compile(
    rf"\b(?P<a>{_SIDE})\s*(?:,|\s[-\u2013\u2014]+)\s*(?P<b>{_SIDE})"
    r"(?=\s*(?:,|\s[-\u2013\u2014]+)|\s*[?.!;]|\s*$"
    r"| (?:were|was|is|are|did|do|does|has|have|had|sold|in|during|for|at|over|since)\b)",
    re.IGNORECASE,
)
_ASKS = (
    r"(?:how|what|whats|what's|which|who|when|where|is|are|was|were|do|does|did|can|could|give|show|list"
    r"|tell|pull|get|find|please)\b"
)
_LEAD = re.compile(
    rf"^\s*(?P<a>(?:the|that|this|our|your) [^?,:;\-\u2013\u2014]{{1,60}}?)\s+[-\u2013\u2014]+\s+(?={_ASKS})",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Apposed:
    """Two sides said of one thing, and the question with either side left out."""

    first: str
    second: str
    without_first: str
    without_second: str


_CLOSE = re.compile(r"\s*(?:,|[-\u2013\u2014]+)")


def _joined(*parts: str) -> str:
    return re.sub(r"\s+([?.!,;])", r"\1", " ".join(" ".join(parts).split()))


def apposed(question: str) -> list[Apposed]:
    """The side-by-side phrases of ``question`` (a lead-in's second side is the whole question after it).

    >>> [a.without_second for a in apposed("What share was the pourover, the filter coffee?")]
    ['What share was the pourover?']
    >>> apposed("The chai thing - how many chai and mightys were sold?")[0].without_first
    'how many chai and mightys were sold?'
    """
    out: list[Apposed] = []
    lead = _LEAD.match(question)
    if lead is not None:
        rest = question[lead.end() :]
        out.append(Apposed(lead.group("a"), rest, rest, question))
    for m in _PAIR.finditer(question):
        close = _CLOSE.match(question, m.end())
        post = question[close.end() if close is not None else m.end() :]
        pre = question[: m.start()]
        a, b = m.group("a"), m.group("b")
        out.append(Apposed(a, b, _joined(pre, b, post), _joined(pre, a, post)))
    return out
