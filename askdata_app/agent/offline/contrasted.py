"""A contrast said after the condition with "just" ("what proportion of orders contain any food at all, as
opposed to just a drink?", "orders that had a jaffle rather than only drinks"): the rows set against those
counted are the rest of them, so the contrast narrows nothing and is left out.

Without this reading "opposed" was a word not understood, and "rather than just a drink" was taken for a
second condition on the rows counted.
"""

from __future__ import annotations

import re

_CONTRAST = re.compile(
    r",?\s*\b(?:as opposed to|rather than|instead of|as against|and not)\s+"
    r"(?:just|only|merely|simply|solely|purely)\s+(?:a\s+|an\s+|the\s+|some\s+)?[a-z][a-z -]*?"
    r"(?=\s*(?:[?.!;]|$))",
    re.IGNORECASE,
)


def contrast_dropped(question: str) -> str:
    """``question`` without a trailing contrast with "just" what the rest counts; unchanged without one."""
    return _CONTRAST.sub("", question)
