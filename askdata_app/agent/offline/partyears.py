"""A part of the year said once, before two years set against each other: "the growth in Q4 revenue, 2020
over 2019", "December orders, 2019 vs 2018", "H1 revenue growth 2020 against 2019".

The part goes with each year ("Q4 2020 over Q4 2019"): the same quarter, half or month of both years. Before,
the part had no year of its own and which one was asked back, though both years were said beside it. Said
again with each year ("Q4 revenue growth, Q4 2020 over Q4 2019"), the bare part goes: it was asked back too.
"""

from __future__ import annotations

import re

__all__ = ["part_with_years"]

_MONTHS = (
    r"january|february|march|april|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_PART = rf"(?:q[1-4]|h[12]|(?:the )?(?:first|second) half(?: of the year)?|{_MONTHS})"
"""A quarter, half or month ("May" is left out: "may" is as often the verb)."""
_BARE = re.compile(rf"\b(?P<part>{_PART})(?=\s+[a-z])(?!\s+(?:19|20)\d\d)", re.IGNORECASE)
_PAIR = re.compile(
    r"(?<![\w-])(?P<a>(?:19|20)\d\d)\s+(?P<how>over|vs\.?|versus|against|compared (?:to|with)|relative to)"
    r"\s+(?P<b>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)

_TOLD = re.compile(
    rf"\b(?P<part>{_PART})\s+(?:19|20)\d\d\s+(?:over|vs\.?|versus|against|compared (?:to|with)|relative to)"
    r"\s+(?P=part)\s+(?:19|20)\d\d\b",
    re.IGNORECASE,
)
"""The part said with each year already ("Q4 2020 over Q4 2019")."""
_YOY = re.compile(
    r"\b(?:year[- ]on[- ]year|year[- ]over[- ]year|yoy|y/y)\s+(?=(?:growth|change|increase|rise|decline)\b)",
    re.IGNORECASE,
)
"""'year-on-year' before the growth: the same part of two years is a year apart already (it made the growth
of the whole years)."""


def part_with_years(question: str) -> str:
    """``question`` with a bare part of the year said with each of the two years set against each other.

    >>> part_with_years("Could you get the growth in Q4 revenue, 2020 over 2019, in percent?")
    'Could you get the growth in revenue, Q4 2020 over Q4 2019, in percent?'
    >>> part_with_years("growth of Q4 revenue, Q4 2020 over Q4 2019")
    'growth of revenue, Q4 2020 over Q4 2019'
    >>> part_with_years("revenue growth 2020 over 2019")
    'revenue growth 2020 over 2019'
    """
    told = _TOLD.search(question)
    if told is not None:  # "growth of Q4 revenue, Q4 2020 over Q4 2019": the bare Q4 is said again there
        bare = [m for m in _BARE.finditer(question) if m.end() <= told.start()]
        if bare and all(m.group("part").lower() == told.group("part").lower() for m in bare):
            for m in reversed(bare):
                question = question[: m.start()] + question[m.end() :].lstrip(" ")
        return _YOY.sub("", question)
    pair = _PAIR.search(question)
    if pair is None:
        return question
    bare = [m for m in _BARE.finditer(question) if m.end() <= pair.start()]
    parts = {m.group("part").lower() for m in bare}
    if len(parts) != 1 or re.search(rf"\b{_PART}\s+(?:19|20)\d\d\b", question, re.IGNORECASE):
        return question
    part = bare[0].group("part")
    said = f"{part} {pair.group('a')} {pair.group('how')} {part} {pair.group('b')}"
    text = f"{question[: pair.start()]}{said}{question[pair.end() :]}"
    return _YOY.sub("", text[: bare[0].start()] + text[bare[0].end() :].lstrip(" "))
