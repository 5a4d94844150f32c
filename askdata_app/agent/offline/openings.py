"""A span after a member's opening said with the member: "Chicago's first 30 days", "the first 90 days after
LA opened", "the first full month of the Brooklyn store", "New Orleans' opening week".

``ownstart`` reads such spans said of "its" / "their" member ("Chicago in its first 30 days"), and the
planner counts them from the member's own date in the data (asked back when no one member is named; carried
to a follow-up that names another member). Here the other ways of saying it are written in that form, for
members the data has an opening day for (an entity's time dimension named for opening: ``opened_at``,
``open_date``, ``launched_at``). Without this the span was an unknown word ("30").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, timedelta

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value
from askdata_app.agent.offline.ownstart import months_later

_NUMBERS = numbers(counting(1, 10), "twelve", "thirty", "sixty", "ninety")
_UNIT = r"(?P<unit>day|week|month|quarter|year)s?"
_WORD = r"(?:(?!(?:its|their|the|in|of|for|during|over|on|at|and|vs|by)\b)[a-z.'-]+)"
_AFTER = (
    r"(?P<after>(?:of|since|after|following|from) (?:it |they |the store |the shop )?"
    r"(?:opening|opened|(?:first )?opening its doors|launch(?:ed|ing)?|going live|open(?:ed)?)"
    r"|of (?:trading|business|operation|being open)|open"
    r"|(?:after|since|from) (?P<who2>[a-z .'-]+?) (?:opened|launched|started trading|opened its doors)"
    r"|of (?:the |our )?(?P<who3>[a-z.'-]+(?: [a-z.'-]+){0,2}?) (?:store|shop|location|branch|cafe|site))"
)
_SPAN = (
    rf"(?:(?:the |its |their |(?P<who>{_WORD}(?: {_WORD}){{0,2}}?)(?:'s?| store's| shop's| location's|) )"
    rf"(?:(?P<opening>opening) (?P<ounit>day|week|month)"
    rf"|first (?:(?P<full>(?:full|complete|whole)(?: calendar)?|calendar) )?"
    rf"(?:(?P<n>\d+|{alternation(_NUMBERS)}) )?{_UNIT}))"
)
_PHRASE = re.compile(rf"\b(?:in |during |over |for )?{_SPAN}(?: {_AFTER})?", re.IGNORECASE)


def opening_span(opened: date, unit: str, n: int, full: bool) -> tuple[date, date]:
    """The first and last day of the first ``n`` ``unit``s from ``opened`` (whole calendar ones when
    ``full``: the first that starts on or after the opening day)."""
    if unit == "day":
        return opened, opened + timedelta(days=n - 1)
    if unit == "week":
        start = opened + timedelta(days=(7 - opened.weekday()) % 7) if full else opened
        return start, start + timedelta(days=7 * n - 1)
    months = {"month": 1, "quarter": 3, "year": 12}[unit]
    start = opened
    if full:
        if unit == "month":
            start = opened if opened.day == 1 else months_later(opened.replace(day=1), 1)
        elif unit == "quarter":
            first = date(opened.year, 3 * ((opened.month - 1) // 3) + 1, 1)
            start = first if first == opened else months_later(first, 3)
        else:
            start = opened if (opened.month, opened.day) == (1, 1) else date(opened.year + 1, 1, 1)
    return start, months_later(start, months * n) - timedelta(days=1)


class Openings:
    """Reads spans after a member's opening as dates."""

    def __init__(self, opened: Mapping[str, date]) -> None:
        self._opened = {name.lower(): day for name, day in opened.items()}
        names = sorted(self._opened, key=len, reverse=True)
        self._names = (
            re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b", re.I) if names else None
        )

    def _member(self, said: str | None, question: str) -> str | None:
        """The member whose opening the span counts from: the one said with it, or the only one named."""
        if self._names is None:
            return None
        if said:
            m = self._names.search(said)
            return m.group(1).lower() if m else None
        named = {m.group(1).lower() for m in self._names.finditer(question)}
        return named.pop() if len(named) == 1 else None

    def read(self, question: str) -> str:
        """``question`` with a span after a member's opening said as "X in its first ..." (else unchanged)."""
        if self._names is None:
            return question
        for m in _PHRASE.finditer(question):
            who = next(
                (w for w in (m.group("who3"), m.group("who2"), m.group("who")) if w and self._member(w, "")),
                None,
            )
            if who is None:
                continue  # "its first 30 days" is read as it is; "the first 30 days" alone is the data's
            name = self._member(who, question)
            if name is None:
                continue
            if m.group("opening"):
                unit, n, full = m.group("ounit").lower(), 1, ""
            else:
                unit = m.group("unit").lower()
                raw = (m.group("n") or "1").lower()
                n = value(raw, _NUMBERS)
                full = "full " if m.group("full") else ""
            count = f"{n} {unit}s" if n > 1 else unit
            said = f" in its first {full}{count} "
            start = m.start()
            if who == m.group("who"):  # "Chicago's first 30 days": the words before stay
                start = m.end("who")
            elif who:  # "... after LA opened", "... of the Chicago store": the store is still the filter
                said = f" {name}{said}"
            return question[:start] + said + question[m.end() :]
        return question
