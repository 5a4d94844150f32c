"""A per-day average said as a day: "how many orders would an average Sunday in 2019 see?", "how many drinks
do the shops get through on an ordinary day in 2019?", "how many orders does a typical Monday at Brooklyn
bring?".

The day said as the one doing ("an average Sunday ... see") is said as the day the figure falls on ("on an
average Sunday"), which is the figure per such day; an ordinary (normal, usual, regular) day is an average
one; "get through" said of units is selling them, and "the shops (together)" doing it is every shop (it was
read as a count of the shops). Before, "an average of a count" was asked back or no measure was read.
"""

from __future__ import annotations

import re

__all__ = ["average_day"]

_DAYS = r"(?:day|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
_PART = r"(?: (?:morning|afternoon|evening|night|lunchtime))?"
_PLAIN = re.compile(rf"\b(?:an|a|the) (?:ordinary|normal|usual|regular) (?={_DAYS}\b)", re.IGNORECASE)
_DOING = re.compile(
    rf"\b(?:would|will|does|do|did|might|could) (?:an|a|the) (?:average|typical) (?P<day>{_DAYS}{_PART})"
    r"(?P<rest>(?: [^?.!;]*?)?) (?:see|get|bring(?: in)?|have|handle|draw|take(?: in)?|do)\b"
    r"(?:,? (?:like that|like this|like it))?",
    re.IGNORECASE,
)
_SHOPS = re.compile(
    r"\b(?P<aux>do|does|did|would|will) (?:all )?(?:the|our|your)"
    r" (?:shops|stores|cafes|cafés|locations|branches|outlets)(?: (?:all )?together| combined| between them)?"
    r" (?=sell|get through|go through|serve)",
    re.IGNORECASE,
)
_THROUGH = re.compile(r"\b(?:get|gets|got|getting) through\b", re.IGNORECASE)


def average_day(question: str) -> str:
    """``question`` with an average day said as the one doing it said as the day ("on an average Sunday").

    >>> average_day("how many orders would an average Sunday in 2019 see?")
    'how many orders on an average Sunday in 2019?'
    >>> average_day("How many jaffles do all the shops together get through on an ordinary day in 2020?")
    'How many jaffles do we sell on an average day in 2020?'
    """
    if not re.search(r"\bhow many\b", question, re.IGNORECASE):
        return question
    question = _PLAIN.sub("an average ", question)
    question = _DOING.sub(lambda m: f"on an average {m.group('day')}{m.group('rest')}", question)
    question = _SHOPS.sub(lambda m: f"{m.group('aux')} we ", question)
    return _THROUGH.sub(lambda m: "sold" if m.group(0).lower().startswith("got") else "sell", question)
