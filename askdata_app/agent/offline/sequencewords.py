"""A list asked "in sequence" ("hourly orders, in sequence", "monthly revenue, sequentially", "in
chronological sequence", "in sequential order"): in order, the way "in order" already sorts a breakdown by
its own time or number, first to last. Before, "sequence" was a word to explain and the question was asked
back.
"""

from __future__ import annotations

import re

__all__ = ["in_sequence"]

_SEQUENCE = re.compile(
    r"\b(?:in (?:(?:chronological|time|numerical|natural|ascending) )?sequence|sequentially"
    r"|in sequential order)\b",
    re.IGNORECASE,
)


def in_sequence(question: str) -> str:
    """``question`` with "in sequence" said as "in order"; unchanged when it has none."""
    return _SEQUENCE.sub("in order", question)
