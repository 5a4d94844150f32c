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
    "average": "AVG", "avg": "AVG", "mean": "AVG", "median": "MEDIAN",
}  # fmt: skip
_ASKED = re.compile(
    r"^\s*(?:(?:and|so|ok|okay|now)[,\s]+)?(?:(?:what|what's|whats) (?:is|was|were|about) |give me |and )?"
    r"(?:the )?(?P<how>grand total|overall total|combined total|total|sum|average|avg|mean|median)"
    r"(?: (?:of|over|across) (?:those|these|them|that|it|the (?:months|weeks|days|quarters|years|rows)"
    r"|all of them))?(?: (?:then|please|too))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_ADDS_UP = frozenset({"sum", "count", "sum_boolean"})
"""Aggregations whose row figures add up to the whole (a count of distinct customers per month does not)."""
_PER_ROW = _ADDS_UP | {"count_distinct"}
"""Aggregations whose row figures can be averaged as they are (an average of averages is not asked here)."""


def over_rows_asked(question: str) -> str | None:
    """The SQL aggregate a follow-up asks over the last answer's rows (SUM, AVG, MEDIAN), or None."""
    m = _ASKED.match(question)
    return _HOW[m.group("how").lower()] if m is not None else None


def over_rows_sql(sql: str, column: str, how: str, agg: str | None) -> str | None:
    """One row: ``how`` of ``column`` (a measure aggregated as ``agg``, see ``summary.column_agg``) over the
    rows of ``sql``; None when a sum would not add up, or the figure is an average or a ratio ("and the
    median?" after an average order value: the median of what it averages, left to the planner)."""
    if agg not in (_ADDS_UP if how == "SUM" else _PER_ROW):
        return None
    name = {"SUM": "total", "AVG": "average", "MEDIAN": "median"}[how]
    return f"SELECT {how}(t.{column}) AS {name}_{column} FROM ({sql}) AS t"
