"""A definition said after a figure, in words: "Active customers per year, meaning distinct customers who
placed an order that year", "repeat rate by store, by which I mean the share of returning customers' orders".

The gloss restates what the figure before it is; read as part of the question, its words ("placed an order
that year") were taken for another figure or a breakdown, and the whole was asked back or not understood.
When the question is not understood as a whole, the planner reads the part before the gloss on its own; a
gloss that narrows ("meaning only Brooklyn", "i.e. not counting 2018") is never left out (``Planner.plan``).
A supply cost glossed by its parts in brackets ("supply cost for 2020 (ingredients + packaging)") is the
same kind of gloss.
"""

from __future__ import annotations

import re

_GLOSS = re.compile(
    r"\s*(?:,|;|:|\s[-\u2013\u2014]+|\()\s*(?:meaning|i\.?\s?e\.?,?|that is,?|by which i mean|defined as"
    r"|in other words,?|as in)\s+(?P<gloss>[^()]+?)\)?\s*[.?!]*\s*$"
    r"|(?<=\bcost)(?: (?:for|in) (?:19|20)\d\d)?\s*\((?P<parts>(?:what )?(?:all )?(?:the )?"
    r"(?:ingredients?|supplies|packaging)\b[^()]*)\)\s*[.?!]*\s*$",
    re.IGNORECASE,
)
_NARROWS = re.compile(
    r"\b(?:only|just|except|excluding|exclude|not|without|but|minus|less than|more than|over|under|at least"
    r"|at most|above|below|after|before|since|until)\b|\d",
    re.IGNORECASE,
)
"""Words by which a gloss narrows or changes the figure rather than restating it."""


def glossed_head(question: str) -> tuple[str, str] | None:
    """(the question before its gloss, the gloss), or None when it ends in no gloss or in one that narrows."""
    found = _GLOSS.search(question)
    if found is None:
        return None
    gloss = found.group("gloss") or found.group("parts")
    if _NARROWS.search(gloss):
        return None
    head = question[: found.start("parts") - 1 if found.group("parts") else found.start()].strip()
    if len(head.split()) < 2:
        return None
    return head, gloss
