"""A clock hour on one day: "which hour on which day had the most orders in 2020", "the single clock hour on
a single day with the most orders", "which date and hour were busiest", "orders by date and hour", "the most
orders in one clock hour", "the top 2 busiest clock-hours of 2020 (date + hour)". A minute is read the same
way ("the most orders taken in a single minute"): the day's column is then that minute of the day.

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
    (r"\b(?:in|within|during) (?:a|one|any|any one) (?:single )?clock[- ]hour\b", "in a single day"),
    (r"\b(?:in|within|during) (?:a|any|any one) single hour\b", "in a single day"),
    (r"\bclock[- ]hours\b", "days"),
    (r"\bclock[- ]hour\b", "day"),
)  # fmt: skip
_HOUR_SAID = re.compile(
    r"\bhourly\b|,? ?\b(?:and|with|plus) (?:the|its) (?:clock )?hour(?: number)?\b"
    r"|\s*\((?:one |a )?date(?: \+|,| and| plus) (?:one |an? )?hour\)",
    re.IGNORECASE,
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


_MINUTE = re.compile(
    r"\b(?:in|within|during) (?:a|one|any|any one)(?: sing\w{1,3}| one| lone)? (?:clock[- ])?minute\b"
    r"|\b(?:per|each|by) (?:clock[- ])?minute\b",
    re.IGNORECASE,
)


def in_one_minute(question: str) -> str | None:
    """``question`` said by the day when it asks for one minute of one day ("the most orders in a single
    minute"), or None."""
    if not _MINUTE.search(question):
        return None
    return _MINUTE.sub(
        lambda m: "in a single day" if m.group(0).lower().startswith(("in", "with", "dur")) else "per day",
        question,
        count=1,
    )


def with_minute(sql: str, dialect: str) -> str | None:
    """``sql`` (grouped by a day, DATE_TRUNC('DAY', t)) grouped by the minute of ``t`` instead; None when it
    has no such day column."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.find(exp.Group) is None:
        return None
    found = False
    for node in list(tree.find_all(exp.TimestampTrunc, exp.DateTrunc)):
        if node.text("unit").upper() == "DAY" and isinstance(node.this, exp.Column):
            said = to_dialect(f"SELECT DATE_TRUNC('MINUTE', {node.this.sql('duckdb')}) AS minute", dialect)
            node.replace(sqlglot.parse_one(said, read=dialect).expressions[0].this)
            found = True
    if not found:
        return None
    for item in tree.find_all(exp.Alias):
        if item.alias == "day":
            item.set("alias", exp.to_identifier("minute"))
    for column in tree.find_all(exp.Column):
        if column.name == "day" and not column.table:
            column.set("this", exp.to_identifier("minute"))
    return tree.sql(dialect=dialect)
