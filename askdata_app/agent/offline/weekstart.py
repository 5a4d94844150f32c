"""A note on which day a week starts, and the week asked for by its first day.

Weeks are cut Monday to Sunday (ISO weeks, each shown by its Monday), so a note that says so ("mon-start
weeks", "weeks starting Monday", "ISO weeks", "Monday-to-Sunday weeks") changes nothing and goes; before, the
Monday was read as a weekday filter (only Mondays' orders). Asking for "the monday" of a week ("best week of
2020, gimme the monday") is the week as shown. A week said to start on another day is left as said.

>>> week_start_said("best week of 2020 for revenue, mon-start weeks, gimme the monday")
'best week of 2020 for revenue'
>>> week_start_said("orders per week (weeks starting Monday) in 2019")
'orders per week in 2019'
>>> week_start_said("orders on mondays in 2019")
'orders on mondays in 2019'
"""

from __future__ import annotations

import re

__all__ = ["week_start_said"]

_MONDAY = r"(?:mon(?:day)?|iso)"
_NOTE = (
    rf"(?:(?:using|with|on|in) )?(?:{_MONDAY}[- ]?(?:start(?:ing)?|based|first)(?:ed)? weeks?|iso weeks?"
    rf"|weeks? (?:starting|start(?:s|ing)? on|beginning|begin(?:s|ning)? on|from) (?:on )?{_MONDAY}s?"
    rf"|{_MONDAY}[- ]?(?:to|-|thru|through)[- ]?sun(?:day)? weeks?)"
)
_NOTES = re.compile(
    rf"\s*\({_NOTE}\)|\s*(?:[,;]|\s[-\u2013\u2014])\s*{_NOTE}(?=\s*(?:[,;.?!]|$))",
    re.IGNORECASE,
)
_THE_MONDAY = re.compile(
    r"\s*[,;]\s*(?:just |only )?(?:gimme|give me|show me|show|return|list)? ?(?:just |only )?the monday"
    r"(?: (?:date|of (?:it|that week|the week)))?\s*(?=[.?!]*\s*$)",
    re.IGNORECASE,
)


def week_start_said(question: str) -> str:
    """``question`` without a note that weeks start on Monday, and without asking for a week's Monday;
    unchanged when it has neither (or says no week)."""
    if not re.search(r"\bweeks?\b|\bweekly\b", question, re.IGNORECASE):
        return question
    text = _THE_MONDAY.sub("", _NOTES.sub("", question))
    return text if text != question else question
