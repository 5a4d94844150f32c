"""How long each member has been open: "how many days had each store been open by the end of the data",
"how long has each shop been trading, in months", "the age of each store in days", "how many years has
Chicago been open".

Counted from each member's opening day (an entity's time dimension named for opening, see
``DataIndex.opening_days``) to the last day of the data, the planner's "today". Without this reading the
question had no measure the planner knew, and was asked back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

_UNIT = r"(?P<unit>days?|weeks?|months?|years?)"
_MEMBER = r"(?:(?:each|every|all|the|our|of|your)\s+)*(?P<who>[a-z][a-z .'-]*?)"
_OPEN = r"(?:been (?:open|operating|trading|in business|in operation|around)|existed|operated|traded)"
_HOW_LONG = re.compile(
    rf"\bhow (?:many {_UNIT}|long)\s+(?:has|had|have|did)\s+{_MEMBER}\s+(?:each\s+)?{_OPEN}"
    rf"(?:\s+(?:for|by|as of|up to|until|at)\b.*)?$",
    re.IGNORECASE,
)
_AGE = re.compile(
    rf"\b(?:{_UNIT}\s+(?:open|since (?:it |they )?opened|since opening|trading|in operation)|age)\s+"
    rf"(?:of|for|per|by)\s+{_MEMBER}$|\b(?:each|every)\s+(?P<who2>[a-z]+)(?:'s|s')\s+age$",
    re.IGNORECASE,
)
_IN_UNIT = re.compile(rf",?\s*\(?in {_UNIT}\)?\s*$", re.IGNORECASE)
_MEMBERS = frozenset({"store", "stores", "shop", "shops", "location", "locations", "branch", "branches"})


@dataclass(frozen=True)
class DaysOpen:
    unit: str
    """day, week, month or year."""
    member: str | None
    """One member named ("Chicago"), or None for every member."""


def read_days_open(question: str, members: dict[str, date]) -> DaysOpen | None:
    """The how-long-open reading of ``question`` over ``members`` (name -> opening day), or None."""
    text = " ".join(question.strip().rstrip("?.! ").split())
    said = _IN_UNIT.search(text)
    unit = said.group("unit") if said is not None else None
    text = text[: said.start()] if said is not None else text
    got = _HOW_LONG.search(text) or _AGE.search(text)
    if got is None or not members:
        return None
    unit = got.groupdict().get("unit") or unit or "day"
    who = (got.groupdict().get("who") or got.groupdict().get("who2") or "").strip().lower()
    who = re.sub(r"^(?:the|our)\s+", "", who)
    named = {m.lower(): m for m in members}
    if who in named:
        return DaysOpen(unit.rstrip("s").lower(), named[who])
    if who not in _MEMBERS:
        return None
    return DaysOpen(unit.rstrip("s").lower(), None)


def days_open_sql(asked: DaysOpen, opening: tuple[str, str, str, str], anchor: date) -> str:
    """Each member's (or the named one's) time open to ``anchor``, from ``opening``: the table, its alias,
    the member's name and its opening, qualified."""
    table, alias, name, when = opening
    where = ""
    if asked.member is not None:
        where = " WHERE {} = '{}'".format(name, asked.member.replace("'", "''"))
    span = f"DATE_DIFF('{asked.unit}', CAST(MIN({when}) AS DATE), DATE '{anchor.isoformat()}')"
    return (
        f"SELECT {name} AS name, CAST(MIN({when}) AS DATE) AS opened, {span} AS {asked.unit}s_open "
        f"FROM {table} AS {alias}{where} GROUP BY {name} ORDER BY {asked.unit}s_open DESC"
    )
