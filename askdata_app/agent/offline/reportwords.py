"""Wordings of a shareholder report said the plain way (an investor-relations officer's phrasing):

- "which quarter set the record for revenue" -> "which quarter had the highest revenue" (a superlative);
- "store count at the close of fiscal 2019" -> "... at the end of 2019" (everything up to that year's end);
- "customers who transacted with us" -> "customers who ordered";
- "one row per store-year pair" -> "by store and year".

>>> report_words("Which month set the record for orders?")
'Which month had the highest orders?'
>>> report_words("How many stores at the close of fiscal 2018?")
'How many stores at the end of 2018?'
>>> report_words("Unique customers who transacted with us in 2019")
'Unique customers who ordered in 2019'
>>> report_words("Revenue by store by year, a row for every store-year pair.")
'Revenue by store by year, by store and year.'
"""

from __future__ import annotations

import re

_GATE = re.compile(r"\b(?:record|close of|transact|pair|combination)", re.IGNORECASE)
_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "set the record for revenue", "set a new record for orders": the highest
    (
        re.compile(
            r"\b(?:set|sets|setting|hit|hits|posted|posts) (?:the|a|an all-time|a new) record (?:for|in) ",
            re.IGNORECASE,
        ),
        "had the highest ",
    ),
    # "at the close of (fiscal) 2019": at that year's end
    (
        re.compile(
            r"\bat the close of (?:the )?(?:fiscal |financial |calendar )?(?:year )?((?:19|20)\d\d)\b",
            re.IGNORECASE,
        ),
        r"at the end of \1",
    ),
    # "transacted with us": ordered
    (
        re.compile(
            r"\btransact(?:ed)? with (?:us|the company|our (?:stores|shops|caf[eé]s))\b", re.IGNORECASE
        ),
        "ordered",
    ),
    # "a row for every store-year pair": by store and year
    (
        re.compile(
            r"\b(?:(?:with )?(?:a|one) row (?:for|per)(?: every| each)?|for (?:every|each)) "
            r"(store|shop|product|customer)[- ](year|quarter|month) (?:pair|combination)s?\b",
            re.IGNORECASE,
        ),
        r"by \1 and \2",
    ),
)


def report_words(question: str) -> str:
    """``question`` with a shareholder report's wordings said plainly; unchanged when it has none."""
    if not _GATE.search(question):
        return question
    for rx, plain in _RULES:
        question = rx.sub(plain, question)
    return question
