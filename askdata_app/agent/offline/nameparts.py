"""The parts of a customer's name: its first word (the first, given or fore name) and its last word (the
surname, last or family name).

- "how many customers are called Ana (first name)", "how many people have the first name Kofi", "how many
  customers go by the surname Smith": the customers whose name starts (or ends) with that word;
- "which first name do the most customers share", "the commonest surname among customers", "which last name
  shows up most often": the name part held by the most customers (ties broken by the name).

The name was read as a word not understood, or the customers were ranked by some measure asked back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value

__all__ = ["NamePartAsk", "name_part_sql", "read_name_part"]

_FIRST = r"(?:first|frist|fisrt|1st|given|fore|christian)[ -]?names?"
_LAST = r"(?:surnames?|sur[ -]names?|last[ -]?names?|family[ -]names?)"
_PART = re.compile(rf"\b(?:(?P<first>{_FIRST})|(?P<last>{_LAST}))\b", re.IGNORECASE)

_WHO = r"(?:customers?|people|ppl|persons?|guests?|buyers?|shoppers?|folks?|(?:of )?(?:our|the) customers)"
_COUNT_NAMED = re.compile(
    rf"\bhow many (?:{_WHO} )?(?:(?:are|r|is|were) )?(?:(?:called|named|call(?:ed)? themselves)"
    rf"|(?:have|has|had|go by|with|share|sharing|got) (?:the |a |as )?(?:{_FIRST}|{_LAST})(?: of)?)"
    r" ['\"]?(?P<name>[a-z][a-z'-]*)\b",
    re.IGNORECASE,
)
"""How many customers carry one name word ("how many customers are called Ana")."""

_MOST = re.compile(
    r"\b(?:most (?:common|popular|frequent|usual|often|customers|people|guests)|commonest|most-common"
    r"|(?:largest|biggest|greatest|highest) number of|(?:turns?|shows?) up (?:the )?most"
    r"|appears? (?:the )?most"
    r"|(?:occurs?|comes? up) (?:the )?most)\b",
    re.IGNORECASE,
)
"""The most shared ("most common", "do the most customers share", "shows up most often")."""

_TOPS = numbers(counting(1, 20))
_TOP_N = re.compile(rf"\btop (?P<n>\d+|{alternation(_TOPS, longest_first=True)})\b", re.IGNORECASE)
_NOT_A_NAME = {"the", "a", "an", "by", "after", "with", "that", "this", "same", "it", "them"}


@dataclass(frozen=True)
class NamePartAsk:
    """A question about one part of the customers' names."""

    part: int
    """1 for the first name, 2 for the surname (the name's last word)."""
    name: str | None
    """The name word counted, or None for the most shared name part."""
    top: int = 1
    """How many of the most shared name parts."""


def read_name_part(question: str) -> NamePartAsk | None:
    """The name-part question ``question`` asks, or None.

    >>> read_name_part("how many ppl are called Sam (first name)")
    NamePartAsk(part=1, name='Sam', top=1)
    >>> read_name_part("What is the commonest surname among the customers?")
    NamePartAsk(part=2, name=None, top=1)
    >>> read_name_part("how many customers ordered twice") is None
    True
    """
    part_m = _PART.search(question)
    part = 2 if part_m is not None and part_m.group("last") else 1
    named = _COUNT_NAMED.search(question)
    if named is not None and named.group("name").lower() not in _NOT_A_NAME:
        rest = question[named.end() :]
        if re.match(r"\s+[A-Z][a-z]+\b", rest) and part_m is None:
            return None  # "called Sam Garcia": a whole name, left to the name readers
        word = named.group("name")
        return NamePartAsk(part, word[:1].upper() + word[1:].lower())
    if part_m is None or _MOST.search(question) is None:
        return None
    if not re.search(r"\b(?:customers?|people|ppl|guests?|buyers?|shoppers?|names?)\b", question, re.I):
        return None
    top = 1
    top_m = _TOP_N.search(question)
    if top_m is not None:
        top = max(1, value(top_m.group("n").lower(), _TOPS))
    return NamePartAsk(part, None, top)


def name_part_sql(asked: NamePartAsk) -> tuple[str, str, str]:
    """The SQL, title and what was understood for ``asked``."""
    label = "first_name" if asked.part == 1 else "surname"
    said = "first name" if asked.part == 1 else "surname"
    if asked.name is not None:
        pattern = f"{asked.name} %" if asked.part == 1 else f"% {asked.name}"
        pattern = pattern.replace("'", "''")
        sql = f"SELECT COUNT(*) AS customers FROM customers WHERE customers.customer_name LIKE '{pattern}'"
        return sql, f"Customers with the {said} {asked.name}", f"customers whose {said} is {asked.name}"
    part = f"SPLIT_PART(customers.customer_name, ' ', {asked.part})"
    sql = (
        f"SELECT {part} AS {label}, COUNT(*) AS customers FROM customers AS customers GROUP BY {part}"
        f" ORDER BY customers DESC, {label} LIMIT {asked.top}"
    )
    return sql, f"Most common {said}s", f"the {said} most customers share (the name's word {asked.part})"
