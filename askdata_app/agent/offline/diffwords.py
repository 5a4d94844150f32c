"""An engineer's "diff" for a change between periods: "monthly orders plus the month-over-month diff".

"the MoM diff", "the week-over-week delta", "plus the month-over-month diff (jan diffed vs dec 2019)": the
diff is the absolute change (a count less the one before, not a percent), "plus the" beside the series is
"with the", and "X diffed vs Y" in the aside is "X vs Y". A "diff" that is no period's change ("diff
against staging"), or one that heads the question ("Day-over-day delta: orders on 25 Dec minus orders on
24 Dec", which says the difference itself), is left alone.
"""

from __future__ import annotations

import re

_OVER = (
    r"(?:(?:day|week|month|quarter|year)[- ]over[- ](?:day|week|month|quarter|year)|period[- ]over[- ]period"
    r"|mom|yoy|wow|qoq)"
)
_DIFF = re.compile(
    rf"\b(?P<lead>the|its|their|with|plus|and)\s+(?P<p>{_OVER})\s+(?:diffs?|deltas?|differences?)\b(?!\s*:)",
    re.IGNORECASE,
)
"""A diff asked for beside a series ("with the MoM diff"); one heading the question ("Day-over-day delta:
orders on X minus ...", or that heading said after a part of it) is left alone."""
_PLUS = re.compile(rf"\bplus\s+(?=(?:the|its|their)\s+{_OVER}\s+(?:change|diff|delta)s?\b)", re.IGNORECASE)
_DIFFED = re.compile(
    r"\b(?:diffed|differenced|compared)\s+(?=(?:vs\.?|versus|against|with|to)\s)", re.IGNORECASE
)


def diff_as_change(question: str) -> str:
    """``question`` with a period-over-period "diff" said as the absolute change ("with the absolute
    month-over-month change")."""
    if not re.search(r"\b(?:diff|delta)", question, re.IGNORECASE):
        return question
    said = _PLUS.sub("with ", question)
    said = _DIFF.sub(lambda m: f"{m.group('lead')} absolute {m.group('p')} change", said)
    return _DIFFED.sub("", said) if said != question else question
