"""A holiday with its year glossed by its date in brackets ("Thanksgiving 2020 (26 Nov)"), or in a sentence
of its own ("Thanksgiving 2019 fell on 28 November. ... that day", "Labor Day 2020 was September 7."): read
as that date of that year.

The bracketed day and month restate the holiday's day; read apart from the year, "(26 Nov)" was a date
without its year, and the day was asked back or lost. The speaker's own date is kept, with the year said
before it ("26 Nov 2020"), so a gloss that names another day than the calendar's is not overruled.

>>> holiday_date_glossed("Thanksgiving 2020 (26 Nov): which hour was busiest?")
'26 Nov 2020: which hour was busiest?'
>>> holiday_date_glossed("christmas eve 2019 (Dec 24) revenue")
'Dec 24 2019 revenue'
>>> holiday_date_glossed("Thanksgiving 2019 fell on 28 November. What were the sales that day?")
'28 November 2019: What were the sales that day?'
>>> holiday_date_glossed("Labor Day 2020 was September 7. Orders that day?")
'September 7 2020: Orders that day?'
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
    rf"\(\s*(?:(?:on|i\.?e\.?|that is|=)\s*)?(?P<date>{_DAY} {_MONTH}|{_MONTH} {_DAY})\s*\)",
    re.IGNORECASE,
)
_SAID_ON = re.compile(
    rf"\b(?:(?:the )?(?:{holiday_pattern()}))(?:'s)? (?P<year>(?:19|20)\d\d) (?:fell|falls|was|is|came|comes"
    rf"|landed|lands)(?: on)? (?:a [a-z]+,? )?(?:the )?"
    rf"(?P<date>{_DAY}(?: of)? {_MONTH}|{_MONTH} (?:the )?{_DAY})"
    r"\s*[.;:,-]\s*",
    re.IGNORECASE,
)
"""The holiday's date said in a sentence of its own: "Thanksgiving 2019 fell on 28 November. ...that day"."""


def holiday_date_glossed(question: str) -> str:
    """``question`` with a holiday and year glossed by its date read as that date (see the module)."""
    text = _SAID_ON.sub(lambda m: f"{m.group('date')} {m.group('year')}: ", question)
    return _GLOSSED.sub(lambda m: f"{m.group('date')} {m.group('year')}", text)
