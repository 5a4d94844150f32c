"""A follow-up that sums up the rows just shown: "revenue by month in 2020" then "and the total?", "what was
the average?", "the median of those?".

Planned alone it named no figure (asked back which) or was read as the same table again. It asks for one
number over the last answer's rows: their sum, mean or median. A sum is only taken of a figure that adds up
over the rows (a count of distinct customers per month, an average or a share does not).
"""

from __future__ import annotations

import re

_HOW = {
    "total": "SUM", "sum": "SUM", "grand total": "SUM", "overall total": "SUM", "combined total": "SUM",
    "average": "AVG", "avg": "AVG", "mean": "AVG", "median": "MEDIAN", "lowest": "MIN", "minimum": "MIN",
    "highest": "MAX", "maximum": "MAX",
}  # fmt: skip
_ASKED = re.compile(
    r"^\s*(?:(?:and|so|ok|okay|now)[,\s]+)?(?:(?:what|what's|whats) (?:is|was|were|about) |give me |and )?"
    r"(?:the )?(?P<how>grand total|overall total|combined total|total|sum|average|avg|mean|median)"
    r"(?: (?:of|over|across) (?:those|these|them|that|it|the (?:months|weeks|days|quarters|years|rows)"
    r"|all of them))?(?: (?:then|please|too))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_AVERAGED = re.compile(r"average|avg|mean|median|per_|_per|share|pct|percent|rate|ratio", re.I)
_NOT_ADDITIVE = re.compile(
    r"customer|average|avg|mean|median|share|pct|percent|rate|ratio|margin|price", re.I
)


def over_rows_asked(question: str) -> str | None:
    """The SQL aggregate a follow-up asks over the last answer's rows (SUM, AVG, MEDIAN), or None."""
    m = _ASKED.match(question)
    return _HOW[m.group("how").lower()] if m is not None else None


def over_rows_sql(sql: str, column: str, how: str) -> str | None:
    """One row: ``how`` of ``column`` over the rows of ``sql``; None when a sum would not add up."""
    if how == "SUM" and _NOT_ADDITIVE.search(column):
        return None
    if _AVERAGED.search(column):  # "and the median?" after an average: the median of what it averages
        return None
    name = {"SUM": "total", "AVG": "average", "MEDIAN": "median", "MIN": "lowest", "MAX": "highest"}[how]
    return f"SELECT {how}(t.{column}) AS {name}_{column} FROM ({sql}) AS t"
