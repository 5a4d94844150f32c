""" "How many times has customer 2113 ordered?", "how many times have they ordered, all told?": the number of
orders placed (the question had no figure, so a measure was asked back)."""

from __future__ import annotations

import re

__all__ = ["times_ordered"]

_WORD = r"(?!been\b|being\b)[\w'’-]+"
_TIMES = re.compile(
    rf"\bhow many times (?P<aux>has|have|had|did|do|does) (?P<who>{_WORD}(?: {_WORD}){{0,4}}?)"
    r" (?P<verb>ordered|order|placed an order|place an order|purchased|purchase|bought|buy)\b",
    re.IGNORECASE,
)


def times_ordered(question: str) -> str:
    """``question`` with "how many times <who> ordered" said as the orders <who> placed.

    >>> times_ordered("How many times have they ordered, all told?")
    'How many orders have they placed, all told?'
    >>> times_ordered("how many times did customer 4 order in 2019?")
    'how many orders did customer 4 place in 2019?'
    >>> times_ordered("how many times has the tangaroo been ordered?")
    'how many times has the tangaroo been ordered?'
    """

    def said(m: re.Match[str]) -> str:
        aux = m.group("aux")
        verb = "place" if aux.lower() in ("did", "do", "does") else "placed"
        return f"{m.group(0)[:3]} many orders {aux} {m.group('who')} {verb}"

    return _TIMES.sub(said, question)
