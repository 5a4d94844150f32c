"""Spans counted from a member's own start ("its first 30 days", "their 1st year", "the first month open").

A store's first days, weeks, months or year are not a calendar period: they start on the store's own date
(its opening), which the planner reads from the data once the store is named. Here only the words are
read: how long the span is, in days (days, weeks) or in months (months, years).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta

from askdata_app.agent.offline.numwords import alternation, counting, numbers

_NUMBERS = numbers(counting(1, 10), "twelve", "eighteen", "twenty", "thirty", "ninety")
_NUM = r"(\d+|" + alternation(_NUMBERS) + ")"
_UNIT = r"(day|week|month|quarter|year)s?"
_FULL = r"(?:((?:full|whole|complete)(?: calendar)?|calendar) )?"
_OPEN = (
    r"(?: (?:open|opened|in business|trading"
    r"|(?:after|since|from) (?:it |they )?(?:opening|opened|open|launch|launching|launched)"
    r"|of (?:being )?(?:open|opening|trading|business|operation)))"
)
_OWN_START = re.compile(
    # "in its first 30 days", "their 1st year": the words "its" / "their" tie the span to a member
    rf"\b(?:in |during |over |for )?(?:its|their) (?:very )?(?:first|1st|opening|initial) {_FULL}"
    rf"(?:{_NUM} )?{_UNIT}"
    rf"{_OPEN}?\b"
    # "in the first year open", "first 3 months after opening": the opening said after the span
    rf"|\b(?:in |during |over |for )?(?:the )?(?:very )?(?:first|1st|opening|initial) {_FULL}"
    rf"(?:{_NUM} )?{_UNIT}"
    rf"{_OPEN}\b"
)


@dataclass(frozen=True)
class OwnStart:
    """One span from a member's own start: ``days`` or ``months`` long (the other is 0)."""

    span: re.Match[str]
    days: int
    months: int
    full: str = ""
    """ "its first full month": the unit whose whole calendar periods count, from the first that starts on or
    after the member's own date ("" for a span from that date itself)."""


_RESTATED = re.compile(rf"\b(?:the )?(?:very )?(?:first|1st|opening|initial) {_FULL}(?:{_NUM} )?{_UNIT}\b")
"""Another "first month" beside a span from a member's own start: the same span, said twice ("first-month
revenue of the SF store (its 1st 30 days)")."""


def own_start_spans(text: str) -> Iterator[OwnStart]:
    """The spans from a member's own start said in ``text`` (lower-case words, singular nouns); a second
    "first month" beside one is yielded too, as the words of the same span (only its ``span`` matters)."""
    found = list(_OWN_START.finditer(text))
    if found:
        spans = [m.span() for m in found]
        for m in _RESTATED.finditer(text):
            if not any(a <= m.start() < b for a, b in spans):
                found.append(m)
    for m in found:
        if m.re is _RESTATED:
            full, said, unit = m.group(1), m.group(2), m.group(3)
        else:
            full, said, unit = (m.group(1), m.group(2), m.group(3)) if m.group(3) else m.group(4, 5, 6)
        n = 1 if said is None else int(said) if said.isdigit() else _NUMBERS[said]
        whole = unit if full else ""
        if unit in {"day", "week"}:
            yield OwnStart(m, n * (7 if unit == "week" else 1), 0, whole)
        else:
            yield OwnStart(m, 0, n * {"year": 12, "quarter": 3}.get(unit, 1), whole)


def months_later(day: date, months: int) -> date:
    """``day`` moved ``months`` whole months on (the 31st kept to the last day of a shorter month)."""
    m = day.month - 1 + months
    year, month = day.year + m // 12, m % 12 + 1
    last = (date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)).day
    return date(year, month, min(day.day, last))
