"""Days without orders: "on how many calendar days of 2020 were no orders recorded at all", "how many days in
March 2019 had no orders", "on how many days in 2019 did Brooklyn take no orders", "how many days of 2019 in
the time spine have zero orders" (the spine's days are the calendar's).

A day without orders has no row to count, so the days are the period's calendar days less those with at
least one order: the latter is a question the planner reads ("on how many days in 2020 were there at least
1 order", thresholds.py), and the period's length comes from its dates. Before, the answer was the orders
of each day. Without a period with both ends the question is left to the other readings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_EMPTY = re.compile(
    r"^\s*(?:on |in )?how many (?:distinct |different |separate |calendar |individual )*days?\b"
    r"(?P<span>.*?)\s*(?:"
    r"(?:were|was) (?:there )?no (?:orders?|sales)(?: (?:placed|taken|received|made|recorded|booked|logged))?"
    r"|(?:had|have|has|saw|see|got|get) (?:no|zero) (?:orders?|sales)|with (?:no|zero) (?:orders?|sales)"
    r"|did (?P<who>.*?) (?:take|receive|get|have|record|book|log|make) no (?:orders?|sales)"
    r")(?: (?:at all|whatsoever))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class EmptyDays:
    """A count of the days without orders, as the count of the days with orders."""

    with_orders: str
    """The question counting the days with at least one order ("on how many days in 2020 were there ...")."""


def read_empty_days(question: str) -> EmptyDays | None:
    """The days-without-orders reading of ``question``, or None."""
    m = _EMPTY.match(question)
    if m is None:
        return None
    span = m.group("span").strip()  # "of 2020 in the time spine": the calendar's days are the period's
    span = re.sub(r"\s*\b(?:in|of|on) the (?:time|date|day) spine(?: table)?\b", "", span, flags=re.I).strip()
    who = (m.group("who") or "").strip()
    if who.lower() in {"we", "you", "the stores", "the business", "the shops"}:
        who = ""
    if re.search(r"\b(?:by|each|per)\b", span + " " + who, re.IGNORECASE):
        return None
    verb = f"did {who} have" if who else "were there"
    return EmptyDays(f"on how many days {span} {verb} at least 1 order".replace("  ", " "))


def empty_days_sql(days: int, with_orders: str) -> str:
    """The ``days`` of the period less the one count ``with_orders`` gives."""
    return f"SELECT {days} - COALESCE(({with_orders}), 0) AS days"
