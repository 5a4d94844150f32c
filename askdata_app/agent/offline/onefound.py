"""A follow-up about the one member or time the previous question found: "how many orders did it have?" after
"which month of 2019 had the highest revenue", "what was its average order total?" after "which store had the
most revenue in 2019", "what was that product's revenue?", "how much did they spend that year?" after "which
customer placed the most orders in 2018".

The reference ("it", "its", "they", "their", "that store", "that product's", "that hour", "that weekday") is
said as the one found: a store
or product by name, a customer by number, a weekday as "on <day>", an hour as "during the <h> o'clock hour", a
month, day, week, quarter or year as its dates. The previous question's period holds when the follow-up names
none ("that year" and "then" are it). Before, the months were all counted (the reference read as nothing), or
the stores ranked again by the new figure.
"""

from __future__ import annotations

import re
from datetime import date, datetime

_NOUNS = (  # not "that month", "that year": a period said back is read as the period (see thatperiod)
    r"store|shop|location|branch|outlet|product|item|jaffle|drink|beverage|customer|person|weekday"
    r"|day of the week|hour"
)
_REF = re.compile(  # "that store" without "'s" is left to winner.py
    rf"\b(?:(?P<that>(?:that|this|the same|the winning|the top) (?:{_NOUNS}))(?P<pos>'s)"
    r"|(?P<time>(?:that|this|the same) (?:hour|weekday|day of the week))(?!'s)"
    r"|(?P<its>its|their)(?= [a-z])"
    r"|(?P<it>it|they|them|he|she|him|her)(?!')(?! (?:was|is|were|are)\b\W*$))\b",
    re.IGNORECASE,
)
_THEN = re.compile(r"\b(?:(?:in|during|for|over) )?(?:that year|that period|the same period|then)\b", re.I)
_OTHER_TIME = re.compile(r"\b(?:that|this|the same) (?:hour|day|date|week|month|quarter)s?\b", re.I)


def points_at_one(question: str) -> bool:
    """Whether ``question`` points back at one member or time ("it", "its", "that store's")."""
    return _REF.search(question) is not None


def _when(value: object, grain: str) -> str | None:
    if isinstance(value, datetime):
        value = value.date()
    if not isinstance(value, date):
        return None
    if grain == "day":
        return f"on {value.isoformat()}"
    if grain == "week":
        return f"from {value.isoformat()} to {date.fromordinal(value.toordinal() + 6).isoformat()}"
    if grain == "month":
        return f"in {value.strftime('%B %Y')}"
    if grain == "quarter":
        return f"in Q{(value.month - 1) // 3 + 1} {value.year}"
    return f"in {value.year}"


def said_of_one(
    question: str, column: str, value: object, grain: str | None, period: str | None
) -> str | None:
    """``question`` with its reference written as the one found (``value`` of ``column``; a time of
    ``grain``), in ``period`` (the previous question's) when it names none of its own; None when the value
    cannot be said."""
    found = _REF.search(question)
    if found is None:
        return None
    head, tail = question[: found.start()], question[found.end() :]
    name: str | None = None
    where: str | None = None
    if grain is not None:
        where = _when(value, grain)
    elif column in ("weekday", "day_of_week") and isinstance(value, str):
        where = f"on {value}"
    elif column in ("hour_of_day", "hour") and isinstance(value, int):
        where = f"during the {value} o'clock hour"
    elif column == "customer" and isinstance(value, int):
        name = f"customer {value}"
    elif isinstance(value, str) and column.endswith("_name"):
        name = value
    if name is not None:
        possessive = found.group("its") or found.group("pos")
        said = head + name + ("'s" if possessive else "") + tail
    elif where is not None:
        if found.group("its") or found.group("pos"):  # "what was its average order total": the one, then
            said = f"{head}the{tail.rstrip(' ?!.')} {where}"
        else:  # "how many orders did it have": the figure then (as "that month" is said, see thatperiod)
            head = re.sub(r"\b(?:in|on|during|for|over|across|of|at)\s*$", "", head)
            said = f"{head.rstrip()} {where} {tail.lstrip()}".strip()
    else:
        return None
    if period and grain is None:
        if _THEN.search(said):
            said = _THEN.sub(f"in {period}", said, count=1)
        elif not re.search(r"\b(?:19|20)\d\d\b", said) and not _OTHER_TIME.search(said):
            said = f"{said.rstrip(' ?!.')} in {period}"
    return said
