"""A follow-up that turns the last answer into another figure: "convert that to gross margin per month", "turn
it into average order value", "express those as order counts". Said as "gross margin per month instead": the
new figure over the last question's scope (said as "convert that to ...", the period and grouping were lost).
"""

from __future__ import annotations

import re

_CONVERT = re.compile(
    r"^\s*(?:(?:ok|okay|now|next|then|and)[,\s]+)?(?:please\s+)?(?:convert|turn|change|switch|express"
    r"|recast|transform|redo|re-?express)\s+(?:that|it|this|those|these|them"
    r"|the (?:table|numbers|figures|result|rows))\s+(?:in)?to\s+"
    r"|^\s*(?:(?:ok|okay|now|next|then|and)[,\s]+)?(?:please\s+)?express\s+(?:that|it|this|those|these|them)"
    r"\s+as\s+",
    re.IGNORECASE,
)


def converted(question: str) -> str:
    """``question`` with "convert that to X" said as "X instead"; unchanged when it does not start so."""
    m = _CONVERT.match(question)
    if m is None:
        return question
    rest = question[m.end() :].strip().rstrip(".?!")
    return f"{rest} instead" if rest else question
