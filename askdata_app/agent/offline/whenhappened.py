"""A follow-up asking when the earlier answer's peak happened: "When did that happen? Date and hour." after
"the most orders we ever took in a single clock hour", "when was that?" after "which day had the fewest
orders".

The earlier question ranked the periods to one row (its date, its hour), so its own answer already says
when: it is that question again, its row showing the time. Before, "when" alone was asked back ("which
measure?") or read as the hour of the day over all days.
"""

from __future__ import annotations

import re

_WHEN = re.compile(
    r"^\s*(?:and |so |ok,? |okay,? |right,? |cool,? )?when (?:did|was|is) (?:that|it|this|that peak|the peak)"
    r"(?: one)?(?: (?:happen|occur|take place|hit|come))?\s*[?.!]*"
    r"(?:\s*(?:the )?(?:date|day|time|timestamp)(?:,? (?:and|\+|plus) (?:the )?(?:hour|time))?(?: please)?"
    r"\s*[?.!]*)?\s*$",
    re.IGNORECASE,
)


def asks_when_it_happened(question: str) -> bool:
    """Whether ``question`` only asks when the earlier answer happened (see the module docstring)."""
    return _WHEN.match(question) is not None


def dates_its_row(sql: str) -> bool:
    """Whether ``sql`` is one row ranked by a date or an hour, its time shown (so it says when)."""
    ranked = re.search(r"\bLIMIT 1\s*$", sql) is not None
    timed = re.search(r"^\s*SELECT\s+(?:DATE_TRUNC|HOUR|CAST\()", sql, re.IGNORECASE) is not None
    return ranked and timed
