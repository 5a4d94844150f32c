"""The year a member opened: "in what year did the Brooklyn shop open?", "which year was Chicago opened",
"when did the LA store open? just the year", "what year did each store open". The answer is the year (the
member's name was listed alone, or with its whole opening day where only the year was asked).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date

__all__ = ["open_year_sql", "read_open_year"]

_OPEN = r"(?:first )?(?:open|opened|opens|launch|launched|get opened|got opened|start(?:ed)? trading)"
_YEAR_ASKED = re.compile(
    rf"\b(?:in )?(?:what|wat|wht|which) year (?:did|was|were|do|does) (?P<who>[\w .'&-]+?) {_OPEN}\b"
    rf"|\bthe year (?:that )?(?P<who2>[\w .'&-]+?) {_OPEN}\b"
    rf"|\bwhen (?:did|was|were) (?P<who3>[\w .'&-]+?) {_OPEN}\b"
    r"(?=.*\b(?:just|only) (?:the|give me the|its) year\b)",
    re.IGNORECASE,
)
_ALL = re.compile(
    r"\b(?:each|every|all)\b|\b(?:the|our) (?:stores|shops|locations|caf[eé]s)\b", re.IGNORECASE
)


def read_open_year(question: str, opened: Mapping[str, date]) -> tuple[str, ...] | None:
    """The members whose opening year ``question`` asks (empty for every member), or None.

    >>> days = {"Brooklyn": date(2017, 3, 12), "Chicago": date(2018, 4, 29)}
    >>> read_open_year("In what year did the Brooklyn shop open? Just the year.", days)
    ('Brooklyn',)
    >>> read_open_year("what year did each store open", days)
    ()
    >>> read_open_year("what year did Brooklyn sell the most", days) is None
    True
    """
    m = _YEAR_ASKED.search(question)
    if m is None or not opened:
        return None
    who = m.group("who") or m.group("who2") or m.group("who3") or ""
    named = tuple(
        name for name in opened if re.search(rf"\b{re.escape(name)}\b", who, re.IGNORECASE) is not None
    )
    if named:
        return named
    return () if _ALL.search(who) is not None else None


def open_year_sql(members: tuple[str, ...], opening: tuple[str, str, str, str]) -> str:
    """The opening year of ``members`` (every member when empty), from ``opening``: the table, its alias, the
    member's name and its opening, qualified."""
    table, alias, name, when = opening
    said = ", ".join("'" + member.replace("'", "''") + "'" for member in members)
    where = f" WHERE {name} IN ({said})" if members else ""
    return (
        f"SELECT {name} AS name, YEAR(MIN({when})) AS opening_year FROM {table} AS {alias}{where}"
        f" GROUP BY {name} ORDER BY opening_year, name"
    )
