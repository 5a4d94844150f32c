"""A comparative asked between named options: "which store took more orders in 2020, Chicago or New Orleans?".

"Which ... more ..." with a choice of members ("A or B") asks for the one that wins: the superlative among
the named members ("the most orders"), so one row, not a row for each option. Without a choice ("which
stores had more orders than last year") the comparative is left alone.
"""

from __future__ import annotations

import re

_SUPERLATIVE = {
    "more": "the most", "fewer": "the fewest", "less": "the least", "higher": "the highest",
    "lower": "the lowest", "bigger": "the biggest", "smaller": "the smallest", "larger": "the largest",
    "greater": "the greatest", "better": "the best", "worse": "the worst",
}  # fmt: skip
_WHICH = re.compile(
    r"^\s*(?P<head>(?:which|what)\b[^?,:;]*?)\b(?P<cmp>" + "|".join(_SUPERLATIVE) + r")\b(?! than\b)",
    re.IGNORECASE,
)
_CHOICE = re.compile(r"[a-z][\w' .-]* or [a-z][\w' .-]*\??\s*$", re.IGNORECASE)
"""The options at the end ("..., Chicago or New Orleans?")."""


def comparative_choice(text: str) -> str:
    """``text`` with "which ... more ..., A or B" said with the superlative; unchanged otherwise."""
    m = _WHICH.match(text)
    if m is None or " or " not in text[m.end() :] or _CHOICE.search(text[m.end() :]) is None:
        return text
    return text[: m.start("cmp")] + _SUPERLATIVE[m.group("cmp").lower()] + text[m.end("cmp") :]
