"""A closing note that only says why a figure is asked: "and 2019, for comparison?", "what about Chicago, for
reference?", "2018 too, just for context".

The note asks for nothing of its own: the follow-up names the period or member it wants, and the earlier
answer is on screen beside it. Read as part of the question, "comparison" asked which period to compare
with, and "reference" or "context" were words not understood; so the note goes when it closes the question.
"""

from __future__ import annotations

import re

__all__ = ["without_compare_note"]

_NOTE = re.compile(
    r"(?:,|\s-|\s)\s*(?:(?:just|purely|only)\s+)?(?:for|by way of)\s+(?:(?:a|some)\s+)?"
    r"(?:comparison(?:'s sake)?|reference|context|contrast|benchmarking)"
    r"(?=\s*[?.!]*\s*$)",
    re.IGNORECASE,
)
"""', for comparison', ' for reference', ', just for context', ' for comparison's sake' closing a question."""


def without_compare_note(question: str) -> str:
    """``question`` without a closing ", for comparison" note; unchanged when it has none, or when nothing
    but the note would be left."""
    m = _NOTE.search(question)
    if m is None or len(question[: m.start()].split()) < 2:
        return question
    return question[: m.start()] + question[m.end() :]
