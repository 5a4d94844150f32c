"""Dates written with slashes ("13/04/2019", "3/4/2019", "12/25/2020"), read day-first or month-first.

Each slashed date is rewritten as an ISO date before anything else reads the question:

- a date that can only be one way round is read that way ("13/04/2019" is 13 April, "12/25/2020" is
  25 December);
- a date both ways round can be ("3/4/2019") is read day-first when the question is otherwise British
  ("turnover", "takings", "shop", "VAT", "fortnight", ...) or another slashed date in it can only be
  day-first; month-first (the US way) otherwise, as before;
- a date no way round can be ("31/31/2020", "2/30/2020", ISO "2020-13-45") is not guessed at:
  ``impossible_date`` names it so the planner asks which date was meant.

Without this reading a day-first date crashed the planner (``date(2020, 31, 12)``).
"""

from __future__ import annotations

import calendar
import re
from datetime import date

__all__ = ["impossible_date", "slashed_dates_iso"]

_SLASHED = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])")
_ISO = re.compile(r"(?<![\d-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])")
_BRITISH = re.compile(
    r"\b(?:turnover|takings|shops?|vat|fortnights?|fortnightly|whilst|nought|colour|flavours?|favourite|"
    r"organisation|analyse|till|high street|bank holiday|boxing day|pounds?|quid|£)\b|£",
    re.IGNORECASE,
)
"""Words a British speaker uses and an American rarely does: a reason to read "3/4/2019" as 3 April."""


def _valid(year: int, month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= calendar.monthrange(year, month)[1]


def _readings(first: int, second: int, year: int) -> tuple[bool, bool]:
    """(can be month-first, can be day-first)."""
    return _valid(year, first, second), _valid(year, second, first)


def impossible_date(question: str) -> str | None:
    """The first date in ``question`` that is no day at all read either way round ("31/31/2020",
    "2020-02-30"), as written; ``None`` when every date is a real day."""
    for m in _SLASHED.finditer(question):
        us, uk = _readings(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if not (us or uk):
            return m.group(0)
    for m in _ISO.finditer(question):
        if not _valid(int(m.group(1)), int(m.group(2)), int(m.group(3))):
            return m.group(0)
    return None


def slashed_dates_iso(question: str) -> str:
    """``question`` with each slashed date that is a real day written as an ISO date (see the module)."""
    found = list(_SLASHED.finditer(question))
    if not found:
        return question
    ways = [_readings(int(m.group(1)), int(m.group(2)), int(m.group(3))) for m in found]
    day_first = bool(_BRITISH.search(question)) or any(uk and not us for us, uk in ways)
    if any(us and not uk for us, uk in ways) and any(uk and not us for us, uk in ways):
        day_first = False  # "12/25/2020 to 13/01/2021": mixed up; each is read the only way it can be
    out: list[str] = []
    at = 0
    for m, (us, uk) in zip(found, ways, strict=True):
        first, second, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if us and (not uk or not day_first):
            day = date(year, first, second)
        elif uk:
            day = date(year, second, first)
        else:
            continue  # no day at all: left as written, for ``impossible_date``
        out += [question[at : m.start()], day.isoformat()]
        at = m.end()
    return "".join(out) + question[at:]
