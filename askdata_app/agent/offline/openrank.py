"""A store named by its place in the order of openings: "which store was the fourth to open", "the second
oldest store", "the third-newest location", "which house was the 2nd to be founded".

The stores in the order they opened (the newest first for "newest", "youngest", "most recently opened"), the
one at that place. Before, the ordinal was dropped or not understood and the oldest (or the newest) store was
answered: another store under the place asked for. Only a place asked of the stores' openings is read here
("the fourth best month" is a ranking of a figure, read elsewhere).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import ORDINAL_WORDS, alternation, ordinal

__all__ = ["OpeningRank", "opening_rank_sql", "read_opening_rank"]

_ORDS = rf"(?:{alternation(ORDINAL_WORDS)}|\d{{1,2}}(?:st|nd|rd|th))"
_ORD = rf"(?P<n>{_ORDS})"
_UNIT = r"(?:stores?|shops?|locations?|caf[eé]s?|branch(?:es)?|outlets?|sites?|houses?|establishments?)"
_OPENED = (
    r"(?:to (?:open|be opened|be founded|be established|be launched|launch|open (?:its|their) doors)"
    r"|(?:that |which )?(?:was |got )?(?:opened|founded|established|launched))"
)
_NEW = r"(?:newest|youngest|latest|most recent(?:ly opened)?|last[- ]opened|most recently opened)"
_OLD = r"(?:oldest|earliest(?: opened)?|first[- ]opened|longest[- ]open(?:ed)?)"
_TO_OPEN = re.compile(rf"\b(?:the )?{_ORD}(?: {_UNIT}| one)? {_OPENED}\b", re.IGNORECASE)
"""'the fourth to open', 'the 3rd store opened', 'which was the second one to be founded'."""
_AGED = re.compile(
    rf"\b(?:the )?{_ORD}[- ](?:(?P<new>{_NEW})|{_OLD})(?: {_UNIT}| one)\b"
    rf"|\bthe (?P<n2>{_ORDS})[- ](?:(?P<new2>latest|newest|most recent|last)|earliest|oldest|first)"
    r" (?:opening|open|launch|founding) date\b",
    re.IGNORECASE,
)
"""'the second oldest store', 'the third-newest location', 'the 4th earliest opening date'."""
_ASKED = re.compile(rf"\b(?:which|what|name|who)\b|\b{_UNIT}\b", re.IGNORECASE)
"""A store asked for (a ranking of a figure says neither)."""
_FIGURE = re.compile(
    r"\b(?:revenue|sales|orders?|customers?|takings|profit|spend|items?|units?|sold|how (?:many|much))\b",
    re.I,
)
"""A figure asked of that store: left to the readings that name it."""


@dataclass(frozen=True)
class OpeningRank:
    """The store at place ``n`` in the order of openings (the newest first when ``newest``)."""

    n: int
    newest: bool


def read_opening_rank(question: str) -> OpeningRank | None:
    """The place in the order of openings ``question`` asks the store of, or None."""
    found = _TO_OPEN.search(question)
    newest = False
    if found is None:
        found = _AGED.search(question)
        newest = bool(found is not None and (found.group("new") or found.group("new2")))
    plain = re.sub(r"\b(?:in|by) (?:the )?order (?:of|they|it|that)\b", " ", question, flags=re.I)
    if found is None or not _ASKED.search(question) or _FIGURE.search(plain):
        return None
    n = ordinal(found.group("n") or found.group("n2"))
    if n is None or n < 1:
        return None
    return OpeningRank(n, newest)


def opening_rank_sql(rank: OpeningRank, opening: tuple[str, str, str, str]) -> str:
    """The store at ``rank``'s place in the order of openings with its opening day, from ``opening``: the
    table, its alias, the member's name and its opening, qualified (ties by name)."""
    table, alias, name, when = opening
    order = "DESC" if rank.newest else "ASC"
    return (
        f"SELECT name, opened FROM (SELECT {name} AS name, MIN({when}) AS opened,"
        f" ROW_NUMBER() OVER (ORDER BY MIN({when}) {order}, {name}) AS place FROM {table} AS {alias}"
        f" GROUP BY {name}) AS t WHERE place = {rank.n}"
    )
