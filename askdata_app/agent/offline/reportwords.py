"""Wordings of a shareholder report said the plain way (an investor-relations officer's phrasing):

- "which quarter set the record for revenue" -> "which quarter had the highest revenue" (a superlative), and
  "which year posted the record revenue" -> "which year had the highest revenue";
- "store count at the close of fiscal 2019", "at year-end 2019" -> "... at the end of 2019" (everything up to
  that year's end);
- "customers who transacted with us" -> "customers who ordered";
- "one row per store-year pair" -> "by store and year".

>>> report_words("Which month set the record for orders?")
'Which month had the highest orders?'
>>> report_words("Which year posted the record revenue?")
'Which year had the highest revenue?'
>>> report_words("How many stores at the close of fiscal 2018?")
'How many stores at the end of 2018?'
>>> report_words("Number of stores at year-end 2019")
'Number of stores at the end of 2019'
>>> report_words("Unique customers who transacted with us in 2019")
'Unique customers who ordered in 2019'
>>> report_words("Revenue by store by year, a row for every store-year pair.")
'Revenue by store by year, by store and year.'
"""

from __future__ import annotations

import re
from collections.abc import Callable

_GATE = re.compile(r"\b(?:record|close of|year[- ]?end|transact|pair|combination)", re.IGNORECASE)
_YEAR_END = re.compile(
    r"\b(?P<at>at|as of) (?:the )?(?:fiscal )?year[- ]?end(?: of)? (?P<year>(?:19|20)\d\d)\b"
    r"|\b(?P<at2>at|as of) (?:the )?(?:fiscal )?(?P<year2>(?:19|20)\d\d) year[- ]?end\b",
    re.IGNORECASE,
)


def _year_end(m: re.Match[str]) -> str:
    return f"{m['at'] or m['at2']} the end of {m['year'] or m['year2']}"


_RULES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # "set the record for revenue", "set a new record for orders": the highest
    (
        re.compile(
            r"\b(?:set|sets|setting|hit|hits|posted|posts) (?:the|a|an all-time|a new) record (?:for|in) ",
            re.IGNORECASE,
        ),
        "had the highest ",
    ),
    # "posted the record revenue": the highest
    (
        re.compile(
            r"\b(?:set|sets|hit|hits|posted|posts|had|has|achieved|reached|delivered)"
            r" (?:the|its|our|a) record(?= [a-z])",
            re.IGNORECASE,
        ),
        "had the highest",
    ),
    # "at the close of (fiscal) 2019", "as of the close of 2019": at that year's end
    (
        re.compile(
            r"\b(at|as of) the close of (?:the )?(?:fiscal |financial |calendar )?(?:year )?"
            r"((?:19|20)\d\d)\b",
            re.IGNORECASE,
        ),
        r"\1 the end of \2",
    ),
    # "at year-end 2019", "at the 2019 year end": at that year's end
    (_YEAR_END, _year_end),
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
