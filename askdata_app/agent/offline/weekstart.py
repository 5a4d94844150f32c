"""Weeks said as running Monday to Sunday ("the last 4 full Mon-Sun weeks", "weekly orders, Monday-to-Sunday
weeks", "week identified by its Monday", "(weeks start Monday)"): the planner's own weeks, which start on a
Monday and are shown by that Monday. The words go; before, "Mon-Sun" was read as a filter on Mondays (or
Sundays) and "identified by its Monday" kept the Monday orders only.

A day said as one of "Monday to Sunday" ("which day, Monday to Sunday, takes the most") is a day of the
week (it was read as a range of days).

Weeks said to start on another day ("Sun-Sat weeks") are left as said.

A note on which day a week starts said after the question ("mon-start weeks", "ISO weeks", "weeks starting
Monday", "Monday-to-Sunday weeks") goes too, and asking for "the monday" of a week ("best week of 2020, gimme
the monday") is the week as shown (``week_start_said``; before, the Monday was read as a weekday filter).

>>> week_start_said("best week of 2020 for revenue, mon-start weeks, gimme the monday")
'best week of 2020 for revenue'
>>> week_start_said("orders per week (weeks starting Monday) in 2019")
'orders per week in 2019'
>>> week_start_said("orders on mondays in 2019")
'orders on mondays in 2019'
"""

from __future__ import annotations

import re

__all__ = ["monday_weeks", "week_start_said"]

_MON = r"mon(?:day)?"
_SUN = r"sun(?:day)?"
_SAID = (
    # "Mon-Sun weeks", "Monday-to-Sunday weeks", "Monday through Sunday weeks": weeks
    (re.compile(rf"\b{_MON}\s*(?:-|–|to|through|thru)\s*{_SUN}\s+(weeks?)\b", re.I), r"\1"),
    # "which day, Monday to Sunday, ...", "each day from Monday to Sunday": a day of the week
    (
        re.compile(rf"\b(days?),?\s+(?:from\s+)?{_MON}\s*(?:-|–|to|through|thru)\s*{_SUN}\b,?", re.I),
        r"\1 of the week",
    ),
    # "weeks (Mon-Sun)", "weeks (starting Monday)": weeks
    (
        re.compile(
            rf"\b(weeks?)\s*\(\s*(?:{_MON}\s*(?:-|–|to|through|thru)\s*{_SUN}|start(?:ing)?\s+(?:on\s+)?"
            rf"(?:a\s+)?{_MON}s?|{_MON}\s+start)\s*\)",
            re.I,
        ),
        r"\1",
    ),
    # "Week identified by its Monday.", "weeks labelled by their Monday": the way weeks are shown
    (
        re.compile(
            r"(?:[.;,]\s*|\s*\(\s*)(?:each\s+|the\s+)?weeks?\s+(?:is\s+|are\s+)?(?:identified|labell?ed|keyed|"
            r"named|marked|dated|shown|given|denoted)\s+by\s+(?:its|their|the)\s+(?:monday|start(?:ing)? "
            r"(?:date|day)|first day)(?:'s date)?\s*\)?(?=\s*[.;]?\s*$|\s*[.;,]\s)",
            re.I,
        ),
        "",
    ),
    # "weeks start on Monday." as a closing note
    (
        re.compile(
            rf"(?:[.;,]\s*|\s*\(\s*)weeks?\s+starts?\s+(?:on\s+)?(?:a\s+)?{_MON}s?\s*\)?(?=\s*[.;]?\s*$)",
            re.I,
        ),
        "",
    ),
)


def monday_weeks(question: str) -> str:
    """``question`` without words that only say its weeks run Monday to Sunday (see the module)."""
    text = question
    for pattern, said in _SAID:
        text = pattern.sub(said, text)
    if text == question:
        return question
    text = " ".join(text.split())
    return text


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
