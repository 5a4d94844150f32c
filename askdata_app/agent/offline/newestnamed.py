"""A store named by when it opened: "how many orders has our newest store taken", "revenue of the store with
the earliest opening date", "which store has the latest opening date".

The newest (latest, most recently opened) or oldest (first, earliest, original) store is the one whose
opening day is the last or the first: it is said by its name ("how many orders has Los Angeles taken"), and
"which store has the latest opening date" is said "which store opened most recently". Before, "newest" was
read as a ranking word and the store with the most orders was answered, or the question was asked back. A
question that asks which store that is keeps its words (it is answered by the opening-date listing).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date

_UNIT = r"(?:store|shop|location|caf[eé]|branch|outlet|site)"
_NEW = r"(?:newest|latest|most recent|most recently opened|youngest|last[- ]opened|most recent opening)"
_OLD = r"(?:oldest|earliest|original|first[- ]opened|first)"
_WHICH_DATE = re.compile(
    rf"\b(which|what) {_UNIT} (?:has|had|have|with) the (?P<end>latest|most recent|newest|last|earliest|first"
    r"|oldest) (?:opening|open|launch) date\b",
    re.IGNORECASE,
)
_NAMED = re.compile(
    rf"\b(?:our|the) (?:(?P<new>{_NEW})|(?P<old>{_OLD})) {_UNIT}\b(?! (?:to|that|which|with|where|whose)\b)"
    rf"|\bthe {_UNIT} (?:with|that has|which has|having) the (?:(?P<new2>latest|most recent|newest|last)"
    r"|(?P<old2>earliest|first|oldest)) (?:opening|open|launch) date\b"
    rf"|\bthe {_UNIT} (?:that|which) opened (?:(?P<new3>most recently|last)|(?P<old3>first|earliest))\b",
    re.IGNORECASE,
)
_ASKS_WHICH = re.compile(rf"^\s*(?:which|what)(?: {_UNIT})?\s+(?:is|was|are|were)\b", re.IGNORECASE)


_NAME_IT = re.compile(
    r"^\s*(?:(?:please|now|ok|so)[, ]+)?"
    r"(?:(?P<verb>name|identify|tell me|show(?: me)?|give me|find|point out)\s+)?"
    rf"(?P<one>(?:our|the) (?:{_NEW}|{_OLD}) {_UNIT})"
    r"(?P<when>,?\s*(?:and|with|along with|plus|together with) (?:its|the|that) (?:opening|launch) date"
    r"|,?\s*and (?:when|the date) (?:it|that) (?:opened|launched))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
"""'Name the oldest store and its opening date', 'identify our newest shop': which store that is."""


def _one(opened: Mapping[str, date], newest: bool) -> str | None:
    if not opened:
        return None
    day = max(opened.values()) if newest else min(opened.values())
    names = [name for name, when in opened.items() if when == day]
    return names[0] if len(names) == 1 else None


def newest_named(question: str, opened: Mapping[str, date]) -> str:
    """``question`` with the newest or oldest store said by its name; unchanged when not said so ("name
    the oldest store" asks which store that is: "which is the oldest store")."""
    name_it = _NAME_IT.match(question)
    if name_it is not None and (name_it.group("verb") or name_it.group("when")):
        when = ", and when did it open?" if name_it.group("when") else ""
        return f"which is {name_it.group('one')}{when}"
    text = _WHICH_DATE.sub(
        lambda m: (
            f"{m.group(1)} store opened "
            + (
                "most recently"
                if m.group("end").lower() in {"latest", "most recent", "newest", "last"}
                else "first"
            )
        ),
        question,
    )
    if _ASKS_WHICH.match(text) or len(_NAMED.sub(" ", text).strip(" ?.!,").split()) < 2:
        return text  # "which is our newest store", "our youngest shop": asks which store that is

    def said(m: re.Match[str]) -> str:
        newest = bool(m.group("new") or m.group("new2") or m.group("new3"))
        name = _one(opened, newest)
        return name if name is not None else m.group(0)

    return _NAMED.sub(said, text)
