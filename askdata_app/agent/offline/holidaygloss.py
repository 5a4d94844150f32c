"""A holiday with its year glossed by its date in brackets ("Thanksgiving 2020 (26 Nov)") or said after it
("Labor Day 2020 was September 7"): read as that date of that year.

The bracketed day and month restate the holiday's day; read apart from the year, "(26 Nov)" was a date
without its year, and the day was asked back or lost. The speaker's own date is kept, with the year said
before it ("26 Nov 2020"), so a gloss that names another day than the calendar's is not overruled.

>>> holiday_date_glossed("Thanksgiving 2020 (26 Nov): which hour was busiest?")
'26 Nov 2020: which hour was busiest?'
>>> holiday_date_glossed("christmas eve 2019 (Dec 24) revenue")
'Dec 24 2019 revenue'
>>> holiday_date_glossed("Labor Day 2020 was September 7. Orders that day?")
'September 7 2020. Orders that day?'
>>> holiday_date_glossed("Thanksgiving 2020 orders (by store)")
'Thanksgiving 2020 orders (by store)'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.occasions import holiday_pattern

__all__ = ["holiday_date_glossed"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_GLOSSED = re.compile(
    rf"\b(?:(?:the )?(?:{holiday_pattern()}))(?:'s)? (?P<year>(?:19|20)\d\d)\s*"
    rf"(?:\(\s*(?:(?:on|i\.?e\.?|that is|=)\s*)?(?P<date>{_DAY} {_MONTH}|{_MONTH} {_DAY})\s*\)"
    rf"|(?:was|fell on|is|falls on) (?:on )?(?P<said>{_DAY} {_MONTH}|{_MONTH} {_DAY})\b)",
    re.IGNORECASE,
)


def holiday_date_glossed(question: str) -> str:
    """``question`` with a holiday and year glossed by its date read as that date (see the module)."""
    return _GLOSSED.sub(lambda m: f"{m.group('date') or m.group('said')} {m.group('year')}", question)
