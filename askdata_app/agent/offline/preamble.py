"""A wordy lead-in before the question itself, or an afterword after it: "Sorry to bother you, how much
revenue did we make in 2019?", "Quick sanity check for my onboarding notes: how many products are on the
menu?", "I hope this isn't a silly question, but which product sold the most?", "... in 2019, if that's not
too much trouble?".

Analysts new to a team wrap a question in apologies, hedges and reasons. When the whole text is not
understood, the planner tries the question after the lead-in (or before the afterword) on its own; it does so
only when the lead-in (or afterword) says nothing the planner can read (no measure, store, product, period or
breakdown: see ``Planner.plan``), so a lead-in that scopes the question ("For Brooklyn: how many orders in
2020?") is never dropped.
"""

from __future__ import annotations

import re

QUESTION_START = (
    r"(?:how|what|whats|what's|which|who|whom|when|where|why|is|are|was|were|do|does|did|can|could|would|will"
    r"|should|may|give|show|list|tell|pull|get|find|please|i need|i'd like|we need|total|average|number)\b"
)
_BREAK = re.compile(
    rf"(?:[:;?!]|\s[-–—]+|,\s*(?:but|so|and)?|\.)\s+(?={QUESTION_START})",
    re.IGNORECASE,
)


def preamble_splits(question: str) -> list[tuple[str, str]]:
    """Each (lead-in, question after it), split where a question starts after a colon, a dash, a comma
    ("..., but which ...") or a full stop, the shortest lead-in first."""
    splits = []
    for cut in _BREAK.finditer(question):
        head, rest = question[: cut.start()].strip(), question[cut.end() :].strip()
        if head and len(rest.split()) >= 2:
            splits.append((head, rest))
    return splits


_AFTER = re.compile(r"(?:,|\s[-–—]+|[.?!]|;)\s+(?=[a-z])", re.IGNORECASE)


def afterword_splits(question: str) -> list[tuple[str, str]]:
    """Each (question, afterword after it), split at a comma, a dash, a full stop, a question or exclamation
    mark ("... for orders? Want to post a throwback") or a semicolon, the shortest afterword first."""
    splits = []
    for cut in reversed(list(_AFTER.finditer(question))):
        body, tail = question[: cut.start()].strip(), question[cut.end() :].strip()
        if len(body.split()) >= 2 and tail:
            splits.append((body, tail))
    return splits
