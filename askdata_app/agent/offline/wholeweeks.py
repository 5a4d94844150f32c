"""Only the whole weeks of a year: "the lowest weekly revenue in 2019, counting only complete weeks", "the
average weekly order count over the full weeks lying entirely inside 2019".

Weeks run Monday to Sunday (as ``date_trunc('week', ...)`` does), so a year's first and last weeks are partly
in the years beside it. Asked for the complete weeks only, the year is said as the days from its first Monday
to the Sunday of its last whole week ("between 2019-01-07 and 2019-12-29"), which every other reading then
takes as the period; a note that the weeks start on Monday goes too (they do).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

_WHOLE = re.compile(
    r",?\s*(?:and |but )?(?:(?:counting|using|including|taking|keeping|with) )?(?:only |just )?(?:the )?"
    r"(?:complete|full|whole|entire) (?:calendar |monday[- ]to[- ]sunday |monday[- ]start(?:ing)? |iso"
    r" )?weeks"
    r"(?: only)?"
    r"(?: (?:lying |falling |that (?:lie|fall|are) |which (?:lie|fall|are) )?(?:entirely |wholly |fully "
    r"|completely )?(?:inside|within|in) (?:(?:19|20)\d\d|the year|that year))?(?: only)?",
    re.IGNORECASE,
)
_MONDAYS = re.compile(
    r"(?:,?\s*(?:using|with|on|taking)|,) (?:monday[- ]start(?:ing)?|monday[- ]to[- ]sunday|iso|monday-based)"
    r" weeks(?= and\b|\s*[,.?;]|\s*$)",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\b(?:in|of|during|across|over|for|within) ((?:19|20)\d\d)\b", re.IGNORECASE)


def whole_weeks_of_year(question: str) -> str:
    """``question`` with "only the complete weeks" of a year said as that year's whole weeks' days (see the
    module docstring); unchanged unless it asks of weeks, says "complete weeks" and names one year."""
    if not re.search(r"\bweek(?:ly|s)?\b", question, re.IGNORECASE):
        return question
    whole = _WHOLE.search(question)
    if whole is None:
        return question
    years = {m.group(1) for m in _YEAR.finditer(question)}
    inside = re.search(r"\b(?:19|20)\d\d\b", whole.group(0))  # "the full weeks lying wholly inside 2019"
    years |= {inside.group(0)} if inside is not None else set()
    if len(years) != 1:
        return question
    year = int(years.pop())
    first = date(year, 1, 1)
    first += timedelta(days=(7 - first.weekday()) % 7)  # the first Monday
    last = date(year, 12, 31)
    last -= timedelta(days=(last.weekday() + 1) % 7)  # the last Sunday
    span = f"between {first.isoformat()} and {last.isoformat()}"
    text = _MONDAYS.sub("", question[: whole.start()] + question[whole.end() :])
    if inside is not None and _YEAR.search(text) is None:  # "across the full weeks lying wholly inside 2020,"
        cut = _MONDAYS.sub("", question[: whole.start()])
        text = f"{cut} {span} {_MONDAYS.sub('', question[whole.end() :])}"
    text = _YEAR.sub(span, text, count=1)
    text = re.sub(rf"\b(?:in|of|during|for) {year}\b", "", text)
    return " ".join(text.split()).replace(" ?", "?").replace(" ,", ",")
