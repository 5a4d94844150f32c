"""A run of quarters said without their year inside a question that names one ("drinks sold by quarter for
2020, Q1 through Q4", "orders in 2020 from Q2 to Q3"): the quarters of that year, from the first to the last
(the last quarter's year was asked, or only the two named quarters were kept). "In order" after a breakdown
by time ("by quarter for 2020 in order", "monthly, in date order") asks the rows in time order, which a
breakdown by time already has (it was read as a split per order).
"""

from __future__ import annotations

import re

__all__ = ["quarter_span"]

_SPAN = re.compile(
    r"\b(?:from |for )?q([1-4])\s*(?:through|thru|to|until|till|-|\u2013|\u2014)\s*q([1-4])\b"
    r"(?!\s*(?:of\s+)?(?:19|20)\d\d)(?:\s+inclusive\b)?",
    re.I,
)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_BY_TIME = re.compile(
    r"\b(?:(?:by|per|each|every) (?:hour|day|week|month|quarter|year)|hourly|daily|weekly|monthly|quarterly"
    r"|yearly|q[1-4] (?:through|thru|to|until|-) q[1-4])\b",
    re.I,
)
_IN_ORDER = re.compile(
    r",?\s*\b(?:in|by) (?:chronological |date |time |calendar )?order\b"
    r"(?!\s+(?:of|to|by|that|for|with|from|id)\b)",
    re.I,
)


def quarter_span(question: str) -> str:
    """``question`` with a run of quarters given the one year it names, and "in order" after a breakdown by
    time left out (see above)."""
    years = set(_YEAR.findall(question))
    span = _SPAN.search(question)
    text = question
    if span is not None and len(years) == 1 and int(span.group(1)) <= int(span.group(2)):
        (year,) = years
        said = re.compile(rf"\b(?:in|for|during|over|across|of) (?:the year )?{year}\b(?!'s)", re.I)
        if (span.group(1), span.group(2)) == ("1", "4"):  # "for 2020, Q1 through Q4": the whole year
            text = text[: span.start()] + text[span.end() :]
        elif said.search(text) is not None:  # "in 2020, Q2 through Q3": from Q2 2020 to Q3 2020
            run = f"from Q{span.group(1)} {year} to Q{span.group(2)} {year}"
            text = said.sub("", text[: span.start()] + run + text[span.end() :], count=1)
    if _BY_TIME.search(question) is not None:
        text = _IN_ORDER.sub("", text)
    return " ".join(text.split())
