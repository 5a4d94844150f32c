"""Weeks said as running Monday to Sunday ("the last 4 full Mon-Sun weeks", "weekly orders, Monday-to-Sunday
weeks", "week identified by its Monday", "(weeks start Monday)"): the planner's own weeks, which start on a
Monday and are shown by that Monday. The words go; before, "Mon-Sun" was read as a filter on Mondays (or
Sundays) and "identified by its Monday" kept the Monday orders only.

Weeks said to start on another day ("Sun-Sat weeks") are left as said.
"""

from __future__ import annotations

import re

__all__ = ["monday_weeks"]

_MON = r"mon(?:day)?"
_SUN = r"sun(?:day)?"
_SAID = (
    # "Mon-Sun weeks", "Monday-to-Sunday weeks", "Monday through Sunday weeks": weeks
    (re.compile(rf"\b{_MON}\s*(?:-|–|to|through|thru)\s*{_SUN}\s+(weeks?)\b", re.I), r"\1"),
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
