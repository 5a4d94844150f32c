"""Figures by US state, for stores named by their cities: "total visits by state in 2020", "orders per
state, one row per state", "revenue for each state (California = San Francisco + Los Angeles; ...)".

A state is the state a store's city is in. The question may say which city is in which state
("California = San Francisco + Los Angeles; New York = Brooklyn", "Illinois: Chicago"); a store it does not
place is placed by the well-known state of its city (see regions.py). When some store cannot be placed this
reading is not made. The figure per store is then added up per state, so only a count or a sum is read so
(distinct customers or an average do not add up across stores; the caller checks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BY_STATE = re.compile(
    r"\s*,?\s*\b(?:(?:broken down |split |grouped )?(?:by|per|for each|for every|in each|across)"
    r" (?:each |every |the |all )?(?:us |u\.s\. )?states?|state by state|each state)\b",
    re.I,
)
"""'by state', 'per state', 'for each state', 'state by state'."""
_ROW_PER = re.compile(r"\s*,?\s*\b(?:with )?one (?:row|line) (?:per|for each|for every) state\b", re.I)
_IN_FULL = re.compile(
    r"\s*,?\s*\b(?:with )?(?:the |each )?states? (?:named|spelled|written|given) (?:out )?in full\b", re.I
)
_NAME = r"[A-Z][a-z]+(?: [A-Z][a-z]+)*"
_TOLD = re.compile(
    rf"(?P<state>{_NAME})\s*(?:=|:|covers|includes)\s*(?P<cities>{_NAME}(?:\s*(?:\+|,|&|\band\b|\bplus\b)\s*{_NAME})*)"
)
"""'California = San Francisco + Los Angeles': the state, then its cities."""
_TOLD_CLAUSE = re.compile(r"\s*[:;(]?\s*" + _TOLD.pattern + r"\s*[;)]?")


BY_STATE_ASK = (
    "The stores' states are known from their cities, but that figure does not add up across the stores of a "
    "state (a customer or an order can be counted at two of them, an average is not a sum). Shall I show it "
    "by store instead?"
)
"""The question back for a figure by state that does not add up over stores."""


@dataclass(frozen=True)
class ByState:
    rest: str
    """The question with 'by state' said as 'by store', the told states left out."""
    told: dict[str, str]
    """The states the question itself gives, by city (as it spells them)."""


def read_by_state(question: str) -> ByState | None:
    """The by-state reading of ``question``, or None when it asks nothing by state."""
    said = _BY_STATE.search(question)
    if said is None:
        return None
    told: dict[str, str] = {}
    for m in _TOLD.finditer(question):
        for city in re.split(r"\s*(?:\+|,|&|\band\b|\bplus\b)\s*", m.group("cities")):
            if city:
                told[city.strip().lower()] = m.group("state")
    rest = question[: said.start()] + " by store" + question[said.end() :]
    rest = _TOLD_CLAUSE.sub(" ", _IN_FULL.sub("", _ROW_PER.sub("", rest)))
    rest = re.sub(r"\s*[,;:]\s*(?=[,;:.?!]|$)", "", re.sub(r"\s+", " ", rest)).strip()
    return ByState(rest, told)


def by_state_sql(sql: str, x: str, y: str, states: dict[str, str]) -> str:
    """``sql`` (one row per store, ``x`` its name, ``y`` its figure) added up per state (``states``: the
    state of each store, by the store's name)."""
    whens = " ".join(f"WHEN '{_quoted(store)}' THEN '{_quoted(state)}'" for store, state in states.items())
    return (
        f"SELECT CASE s.{x} {whens} END AS state, SUM(s.{y}) AS {y} FROM ({sql}) AS s "
        f"GROUP BY 1 ORDER BY 2 DESC"
    )


def _quoted(text: str) -> str:
    return text.replace("'", "''")
