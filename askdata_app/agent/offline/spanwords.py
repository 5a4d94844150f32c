"""Spans said by their edges, written as the periods the time parser reads.

- "the first week of December 2020", "the last week of March": the first (last) seven days of that month
  (the month's own days, not the calendar weeks that touch it);
- "after 2018 started", "since the start of 2018", "from the beginning of 2019": since that year;
  "before 2019 began": before that year.
"""

from __future__ import annotations

import re

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_YEAR = r"((?:19|20)\d\d)"
_STARTED = r"(?:started|starts|began|begun|kicked off|got going)"
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            rf"\b(first|1st|opening|last|final|closing) week (?:of|in) "
            rf"(?=(?:the month of )?{_MONTH}\b)"
        ),
        r"\1 7 days of ",
    ),
    (re.compile(rf"\b(?:after|since|once) {_YEAR} {_STARTED}\b"), r"since \1"),
    (re.compile(rf"\b(?:since|from|after) (?:the )?(?:start|beginning|dawn) of {_YEAR}\b"), r"since \1"),
    (re.compile(rf"\bbefore {_YEAR} {_STARTED}\b"), r"before \1"),
)


def span_words(text: str) -> str:
    """``text`` (lower case) with spans said by their edges written as periods."""
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text
