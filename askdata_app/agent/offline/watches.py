"""A ship's watches as hours of the day, and the 24-hour times said with them (a ship's captain, round 36).

A day at sea is kept in four-hour watches: the middle watch is midnight to 4am, the morning watch 4am to
8am, the forenoon watch 8am to noon, the afternoon watch noon to 4pm, the dog watches 4pm to 8pm (the first
dog 4pm to 6pm, the last or second dog 6pm to 8pm) and the first watch 8pm to midnight. A watch named alone
is its hours ("orders in the forenoon watch" is between 8am and noon); a watch glossed by a clock range or
bound right after it ("the first watch - 2000 hours till midnight -", "the tail of the morning watch, before
0800") is the gloss: the watch's name goes and the clock words are read as said.

Four-digit times at whole hours ("0800", "1600", "2000 hours") are said as clock times ("8am", "4pm",
"8pm") where they cannot be years: in a question naming a watch, or joined to noon or midnight in a range
("noon to 1600", "0800 to noon"), or followed by "hours"/"hrs" beside noon or midnight.

>>> ship_watches("How many orders in the forenoon watch in 2020?")
'How many orders between 8am and 12pm in 2020?'
>>> ship_watches("Orders per store during the first watch - 2000 hours till midnight - in 2020")
'Orders per store from 8pm till midnight - in 2020'
>>> ship_watches("Orders from noon to 1600 in 2019")
'Orders from noon to 4pm in 2019'
"""

from __future__ import annotations

import re

__all__ = ["ship_watches"]

_I = re.IGNORECASE
WATCH_HOURS: dict[str, tuple[int, int]] = {
    "middle": (0, 4),
    "mid": (0, 4),
    "morning": (4, 8),
    "forenoon": (8, 12),
    "afternoon": (12, 16),
    "first dog": (16, 18),
    "last dog": (18, 20),
    "second dog": (18, 20),
    "dog": (16, 20),
    "first": (20, 24),
}
"""The hours of each watch, from its first hour to the hour it ends."""

_NAME = r"(?P<name>first dog|last dog|second dog|forenoon|afternoon|morning|middle|mid|dog|first)"
_PART = r"(?:(?:tail|end|last part|start|beginning|head|first part|back end) of (?:the )?)"
_WATCH = (
    rf"(?:\b(?:in|during|on|over|through|throughout|across) )?(?:\bthe )?{_PART}?"
    rf"\b{_NAME}[- ]watch(?:es)?\b"
)
_HHMM = r"(?:[01]\d|2[0-3])00"
_CLOCK_START = (
    rf"(?:(?:from|between|before|after|until|till|since|by) )?"
    rf"(?:{_HHMM}|\d{{1,2}}(?::\d\d)? ?(?:am|pm)|noon|midday|midnight)\b"
)
_GLOSSED = re.compile(rf"{_WATCH}\s*(?:,|:|-|–|—|\()\s*(?={_CLOCK_START})", _I)
"""A watch with a clock gloss after it: the gloss is the hours."""
_ALONE = re.compile(_WATCH, _I)
_NAMED = re.compile(rf"\b{_NAME}[- ]watch(?:es)?\b", _I)
_TIME = re.compile(rf"\b(?P<t>{_HHMM})(?P<hrs>\s*(?:hours|hrs|hr|h)\b)?(?!\d)", _I)
_WORD_SPAN = re.compile(
    rf"\b(?:{_HHMM}(?:\s*(?:hours|hrs))?\s*(?:-|–|to|till|until|through|thru|and)\s*(?:noon|midday|midnight)"
    rf"|(?:noon|midday|midnight)\s*(?:-|–|to|till|until|through|thru|and)\s*{_HHMM})\b",
    _I,
)
"""A range joining a four-digit time to noon or midnight: "0800 to noon", "noon to 1600"."""


def _said(hour: int) -> str:
    if hour in {0, 24}:
        return "midnight"
    if hour == 12:
        return "12pm"
    return f"{hour}am" if hour < 12 else f"{hour - 12}pm"


def _clock_times(text: str) -> str:
    return _TIME.sub(lambda m: _said(int(m.group("t")[:2])), text)


def _glossed(m: re.Match[str]) -> str:
    rest = m.string[m.end() :]
    return "" if re.match(r"(?:from|between|before|after|until|till|since|by)\b", rest, _I) else "from "


def _alone(m: re.Match[str]) -> str:
    lo, hi = WATCH_HOURS[" ".join(m.group("name").lower().split())]
    return f"between {_said(lo)} and {_said(hi)}"


def ship_watches(question: str) -> str:
    """``question`` with its ship's watches and their 24-hour times said as clock hours (see the module);
    unchanged when it names no watch and joins no four-digit time to noon or midnight."""
    if _NAMED.search(question):
        text = _GLOSSED.sub(_glossed, question)
        text = _ALONE.sub(_alone, text)
        text = _clock_times(text)
    elif _WORD_SPAN.search(question):
        text = _WORD_SPAN.sub(lambda m: _clock_times(m.group(0)), question)
    else:
        return question
    text = " ".join(text.split())
    return text[:1].upper() + text[1:]
