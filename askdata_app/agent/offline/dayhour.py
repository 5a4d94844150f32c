"""A clock hour on one day: "which hour on which day had the most orders in 2020", "the single clock hour on
a single day with the most orders", "which date and hour were busiest", "orders by date and hour".

The hour of one date is a day and an hour together, not the hour of the day over all days (12 noon summed over
the year) nor the day alone. The question is planned by the day, and its SQL then grouped by the hour of that
day too: the day's column stays, the hour's is put after it.
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.dialects import to_dialect

_DAY = r"(?:day|date)"
_HOUR = r"(?:single |one )?(?:clock )?hour"
_SAID = (
    (rf"\b(?:which|what) {_HOUR} (?:on|of|in) (?:which|what|a single|any single|any|one|a)"
     rf" (?:single )?{_DAY}\b", "which day"),
    (rf"\b(?:which|what) (?:single )?{_DAY} and (?:clock )?hour\b", "which day"),
    (rf"\b(?:the )?(?:busiest|quietest|biggest|peak|top) {_HOUR} (?:on|of|in) (?:a single|any single|any|one)"
     rf" (?:single )?{_DAY}\b", "the busiest day"),
    (rf"\bby {_DAY} and (?:clock )?hour(?: of (?:the )?day)?\b", "by day"),
    (r"\bby (?:clock )?hour (?:and|by) (?:day|date)\b", "by day"),
    (rf"\b(?:per|each) {_DAY} and hour\b", "per day"),
)  # fmt: skip
_HOUR_SAID = re.compile(
    r"\bhourly\b|,? ?\b(?:and|with|plus) (?:the|its) (?:clock )?hour(?: number)?\b", re.IGNORECASE
)
"""The hour said again ("Peak hourly load: ...", "give the date and the hour number"): it is added."""
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _SAID)


def day_and_hour(question: str) -> str | None:
    """``question`` said by the day alone when it asks for an hour of one day (see the module docstring),
    or None."""
    for pattern, said in _COMPILED:
        if pattern.search(question):
            return _HOUR_SAID.sub("", pattern.sub(said, question, count=1))
    return None


def with_hour(sql: str, dialect: str) -> str | None:
    """``sql`` (grouped by a day, DATE_TRUNC('DAY', t)) grouped by the hour of ``t`` too, its column after
    the day's; None when it has no such day column."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or not tree.args.get("group"):
        return None
    for i, item in enumerate(tree.expressions):
        inner = item.this if isinstance(item, exp.Alias) else item
        day = isinstance(inner, exp.TimestampTrunc | exp.DateTrunc) and inner.text("unit").upper() == "DAY"
        if day and isinstance(inner.this, exp.Column):
            said = to_dialect(f"SELECT HOUR({inner.this.sql('duckdb')}) AS hour_of_day", dialect)
            hour = sqlglot.parse_one(said, read=dialect).expressions[0]
            tree.expressions.insert(i + 1, hour)
            tree.args["group"].append("expressions", hour.this.copy())
            return tree.sql(dialect=dialect)
    return None
