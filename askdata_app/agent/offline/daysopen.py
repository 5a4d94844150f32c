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
from datetime import date, timedelta

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
_OLD = re.compile(rf"\bhow (?:many {_UNIT} old|old)\s+(?:is|was|were|are)\s+{_MEMBER}$", re.IGNORECASE)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(?P<{}>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)"
_ON = re.compile(
    r",?\s+(?:on|as of|as at|at|by)\s+(?:the end of\s+)?(?:"
    rf"(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH.format('m1')},?\s+(?P<y1>\d{{4}})"
    rf"|{_MONTH.format('m2')}\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y2>\d{{4}})"
    r"|(?P<y3>\d{4})-(?P<m3>\d{2})-(?P<d3>\d{2}))",
    re.IGNORECASE,
)
_COUNTING = re.compile(
    r",?\s*\(?counting (?:from|since) (?:its|their|each one's) open(?:ing)?(?: (?:date|day))?\)?",
    re.IGNORECASE,
)
_INCLUSIVE = re.compile(
    r",?\s*\(?\b(?:counting|including|with|taking in) (?:its|their|the|each one's) (?:own )?"
    r"(?:opening|first) (?:day|date)(?: itself| too| as well| as day one)?\)?"
    r"|,?\s*\(?\b(?:its |their |the )?(?:opening|first) (?:day|date) (?:included|inclusive|counted|counts)\)?"
    r"|,?\s*\(?\b(?:both (?:days|ends) )?inclusive\)?",
    re.IGNORECASE,
)
"""'counting its opening day', '(opening day included)', 'inclusive': the first day counts too."""
_IN_UNIT = re.compile(rf",?\s*\(?in {_UNIT}\)?(?:\s*$|,)", re.IGNORECASE)
_EDGE_OF = re.compile(
    r",?\s+(?:on|as of|as at|at|by|until|up to|to)\s+the\s+(?P<edge>end|close|start|beginning)\s+of\s+"
    rf"(?:{_MONTH.format('m')}\s+)?(?P<y>\d{{4}})",
    re.IGNORECASE,
)
"""'by the end of 2019', 'as of the start of March 2020': the first or last day of that year or month."""
_MEMBERS = frozenset(
    {"store", "stores", "shop", "shops", "location", "locations", "branch", "branches", "site", "sites"}
)


@dataclass(frozen=True)
class DaysOpen:
    unit: str
    """day, week, month or year."""
    member: str | None
    """One member named ("Chicago"), or None for every member."""
    inclusive: bool = False
    """The opening day is counted too ("counting its opening day"): one day more."""
    on: date | None = None
    """The day it is counted to, when one is said ("how many days old was each store on 31 December 2020");
    else the data's last day."""


def read_days_open(question: str, members: dict[str, date]) -> DaysOpen | None:
    """The how-long-open reading of ``question`` over ``members`` (name -> opening day), or None."""
    text = " ".join(question.strip().rstrip("?.! ").split())
    text = _COUNTING.sub("", text)
    inclusive = _INCLUSIVE.search(text) is not None
    text = " ".join(_INCLUSIVE.sub(" ", text).split())
    said = _IN_UNIT.search(text)
    unit = said.group("unit") if said is not None else None
    text = (text[: said.start()] + text[said.end() :].lstrip(",")).strip() if said is not None else text
    on = _ON.search(text) or _EDGE_OF.search(text)
    day = (_day(on) if on.re is _ON else _edge_day(on)) if on is not None else None
    if on is not None and day is not None:
        text = text[: on.start()] + text[on.end() :]
    said = _IN_UNIT.search(text) if unit is None else None  # "in days as of 30 June 2019": now at the end
    if said is not None:
        unit, text = said.group("unit"), (text[: said.start()] + text[said.end() :].lstrip(",")).strip()
    got = _HOW_LONG.search(text) or _AGE.search(text) or _OLD.search(text)
    if got is None or not members or re.search(r"\b(?:19|20)\d\d\b", text):
        return None  # a year left unread ("open in 2019") is not the day it is counted to
    unit = got.groupdict().get("unit") or unit or "day"
    who = (got.groupdict().get("who") or got.groupdict().get("who2") or "").strip().lower()
    who = re.sub(r"^(?:the|our)\s+", "", who)
    if who not in _MEMBERS:  # "the Los Angeles site": the member, named
        who = re.sub(r"\s+(?:site|store|shop|location|branch|outlet|caf[eé])$", "", who)
    named = {m.lower(): m for m in members}
    if who in named:
        return DaysOpen(unit.rstrip("s").lower(), named[who], inclusive, day)
    if who not in _MEMBERS:
        return None
    return DaysOpen(unit.rstrip("s").lower(), None, inclusive, day)


def _edge_day(said: re.Match[str]) -> date:
    """The first or last day of the year (or month) an "end of" / "start of" phrase names."""
    year, month_said = int(said.group("y")), (said.group("m") or "").lower()[:3]
    first = said.group("edge").lower() in {"start", "beginning"}
    if not month_said:
        return date(year, 1, 1) if first else date(year, 12, 31)
    month = _MONTHS.index(month_said) + 1
    if first:
        return date(year, month, 1)
    return date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)


def _day(said: re.Match[str]) -> date | None:
    """The day a date phrase names, or None when it is no day."""
    year = said.group("y1") or said.group("y2") or said.group("y3")
    month_said = (said.group("m1") or said.group("m2") or "").lower()[:3]
    month = _MONTHS.index(month_said) + 1 if month_said else int(said.group("m3"))
    try:
        return date(int(year), month, int(said.group("d1") or said.group("d2") or said.group("d3")))
    except ValueError:
        return None


def days_open_sql(asked: DaysOpen, opening: tuple[str, str, str, str], anchor: date) -> str:
    """Each member's (or the named one's) time open to ``anchor``, from ``opening``: the table, its alias,
    the member's name and its opening, qualified."""
    table, alias, name, when = opening
    anchor = asked.on or anchor
    where = ""
    if asked.member is not None:
        where = " WHERE {} = '{}'".format(name, asked.member.replace("'", "''"))
    span = f"DATE_DIFF('{asked.unit}', CAST(MIN({when}) AS DATE), DATE '{anchor.isoformat()}')"
    if asked.inclusive and asked.unit == "day":
        span = f"{span} + 1"
    return (
        f"SELECT {name} AS name, CAST(MIN({when}) AS DATE) AS opened, {span} AS {asked.unit}s_open "
        f"FROM {table} AS {alias}{where} GROUP BY {name} ORDER BY {asked.unit}s_open DESC"
    )
