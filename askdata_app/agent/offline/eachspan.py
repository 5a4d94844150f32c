"""Two members, each over its own span from its opening: "Chicago's first 90 days versus San Francisco's
first 90 days: orders for each", "New Orleans vs Los Angeles: orders in each one's first full month of
trading".

A span counted from a member's opening ("Chicago's first 90 days", see ``openings``) is that member's own
dates; two members compared so each have their own, and no one date range holds both. The question is split
into one question per member ("orders in Chicago's first 90 days"), each planned as usual, and the answers
are set one under the other with the member's name. Before, the second member's span was asked about ("the
first 90 days of which one?"), or the span was dropped and the figure broken down by month.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NAME = r"[A-Z][\w.-]*(?: [A-Z][\w.-]*){0,2}"
_JOIN = r"(?:vs\.?|versus|compared (?:to|with)|against|and)"
_SPAN = r"(?:first|opening|1st|initial)\b[^,:;?!]*?"
_OWNED = re.compile(
    # "Chicago's first 90 days open versus San Francisco's first 90 days"
    rf"(?P<a>{_NAME})(?:'s|')? (?P<span>{_SPAN}) {_JOIN} (?P<b>{_NAME})(?:'s|')?(?: {_SPAN})?"
    r"(?=\s*(?:[:,;?.!]|$))"
)
_PAIR_FIRST = re.compile(
    # "New Orleans vs Los Angeles: orders in each one's first full month of trading"
    rf"^(?P<a>{_NAME}) {_JOIN} (?P<b>{_NAME})\s*[:,\-]+\s*(?P<rest>.+)$"
)
_EACH_OWN = re.compile(
    r"\b(?:each(?: one)?'s|each store's|their (?:own |respective )?|its own)\s*(?=" + _SPAN + ")"
)
_FOR_EACH = re.compile(
    r",?\s*\b(?:an? (?:\w+ )?for each|for each(?: one| of them)?|each)\b(?= *(?:[,.?!]|$))"
)


@dataclass(frozen=True)
class EachSpan:
    """One question per member, each over the member's own span."""

    members: tuple[str, str]
    questions: tuple[str, str]


def _tidy(text: str) -> str:
    text = _FOR_EACH.sub("", text)
    return re.sub(r"\s+", " ", text).strip(" ,:;-")


def read_each_span(question: str) -> EachSpan | None:
    """The each-over-its-own-span reading of ``question``, or None."""
    text = " ".join(question.strip().split())
    m = _OWNED.search(text)
    if m is not None:
        a, b, span = m.group("a"), m.group("b"), m.group("span")
        head, tail = text[: m.start()], text[m.end() :]
        questions = (_tidy(f"{head}{a}'s {span}{tail}"), _tidy(f"{head}{b}'s {span}{tail}"))
        return EachSpan((a, b), questions)
    p = _PAIR_FIRST.match(text)
    if p is None or _EACH_OWN.search(p.group("rest")) is None:
        return None
    a, b = p.group("a"), p.group("b")
    questions = (
        _tidy(_EACH_OWN.sub(f"{a}'s ", p.group("rest"))),
        _tidy(_EACH_OWN.sub(f"{b}'s ", p.group("rest"))),
    )
    return EachSpan((a, b), questions)


def each_span_sql(names: tuple[str, str], sqls: tuple[str, str], column: str) -> str:
    """The answers of both members' questions (one figure each, ``column``), one under the other."""
    rows = [
        f"SELECT '{name.replace(chr(39), chr(39) * 2)}' AS member, s{i}.{column} FROM ({sql}) AS s{i}"
        for i, (name, sql) in enumerate(zip(names, sqls, strict=True))
    ]
    return " UNION ALL ".join(rows)
