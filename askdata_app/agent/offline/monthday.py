"""Days of the month: "how many orders on the last day of each month in 2019", "revenue on the 1st of every
month", "orders on month-end days in 2019".

The question is planned without the phrase (a day of each month lists those days, "by day"; month-end days
are one figure over them), and every row it counts is then kept to that day of its month: the day number, or
the month's last day. Before, "day" was ignored and the whole months were counted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "tenth": 10, "fifteenth": 15,
    "twentieth": 20, "last": -1, "final": -1,
}  # fmt: skip
_EACH = re.compile(
    r"\b(?:on |during |for |over |across )?(?:the )?"
    r"(?P<day>first|second|third|fourth|fifth|tenth|fifteenth|twentieth|last|final|(?P<n>[1-9]|[12]\d|3[01])"
    r"(?:st|nd|rd|th)?)(?: day| calendar day)? of"
    r" (?:(?P<pooled>an?y?(?: given)?)|each|every|all the|the) months?\b",
    re.IGNORECASE,
)
_WEEKDAY = re.compile(
    r"\b(?:on |during |for |over |across )?(?:the |all (?:the )?|every |each )?"
    r"(?P<weekday>mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?"
    r" the (?P<n>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)s?\b",
    re.IGNORECASE,
)
_LISTED = re.compile(
    r"\b(?:every|each|with (?:its|their)|per|by day|list|earliest|latest|oldest|newest|one row|which)\b", re.I
)
_STANDING = re.compile(r"\b(?:cumulative|running|to[- ]date|[ymq]td|since|so far|balance|close)\b", re.I)
_ENDS = re.compile(  # not "revenue at each month-end": a running figure at that day (see standing.py)
    r"\b(?:on|during) (?:the )?"
    r"(?:(?P<side>month[- ]end|month[- ]start|end[- ]of[- ]month|start[- ]of[- ]month) (?:days|dates)"
    r"|(?P<ends>month[- ]ends|month[- ]starts))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class MonthDay:
    """The question without its day-of-month phrase, and the day (1-31, or -1 for each month's last)."""

    rest: str
    day: int


def read_month_day(question: str) -> MonthDay | None:
    """The day of each month ``question`` keeps to, or None.

    >>> read_month_day("how many orders on the last day of each month in 2019")
    MonthDay(rest='how many orders by day in 2019', day=-1)
    >>> read_month_day("orders on month-end days in 2019")
    MonthDay(rest='orders in 2019', day=-1)
    """
    if _STANDING.search(question):  # "cumulative revenue on the last day of each month": as of that day
        return None
    weekday = _WEEKDAY.search(question)
    if weekday is not None:  # "Friday the 13th": the Fridays that fall on the 13th, listed when asked so
        by_day = " by day" if _LISTED.search(question) else ""
        on = f" on {weekday['weekday']}days{by_day} "
        rest = f"{question[: weekday.start()].rstrip()}{on}{question[weekday.end() :].lstrip()}"
        return MonthDay(" ".join(rest.split()), int(weekday["n"]))
    each = _EACH.search(question)
    if each is not None:
        said = each.group("day").lower()
        day = int(each.group("n")) if each.group("n") else _ORDINALS[said]
        by_day = "" if each.group("pooled") else " by day"  # "on the 22nd of a month": those days together
        rest = f"{question[: each.start()].rstrip()}{by_day} {question[each.end() :].lstrip()}"
        return MonthDay(" ".join(rest.split()), day)
    ends = _ENDS.search(question)
    if ends is None:
        return None
    side = (ends.group("side") or ends.group("ends")).lower()
    day = 1 if "start" in side else -1
    rest = f"{question[: ends.start()].rstrip()} {question[ends.end() :].lstrip()}"
    return MonthDay(" ".join(rest.split()), day)


def kept_where(
    sql: str,
    times: dict[str, str],
    cond: Callable[[exp.Column], exp.Expression | exp.Condition],
    dialect: str,
) -> str | None:
    """``sql`` with every SELECT that reads a table of ``times`` (table -> its time column) kept to the rows
    where ``cond`` (of that time column) holds, or None when no SELECT reads one."""
    tree = sqlglot.parse_one(sql, read=dialect)
    kept = 0
    for select in list(tree.find_all(exp.Select)):
        source = select.args.get("from_") or select.args.get("from")
        table = source.this if source is not None else None
        if not isinstance(table, exp.Table) or table.name not in times:
            continue
        select.where(cond(exp.column(times[table.name], table=table.alias_or_name)), copy=False)
        kept += 1
    return tree.sql(dialect=dialect) if kept else None


def kept_to_day(sql: str, times: dict[str, str], day: int, dialect: str) -> str | None:
    """``sql`` with every SELECT that reads a table of ``times`` (table -> its time column) kept to ``day``
    of each month (-1: the month's last day), or None when no SELECT reads one."""

    def on_day(column: exp.Column) -> exp.Expression:
        if day == -1:
            return exp.EQ(
                this=exp.Cast(this=column, to=exp.DataType.build("date")),
                expression=exp.LastDay(this=column.copy()),
            )
        return exp.EQ(this=exp.DayOfMonth(this=column), expression=exp.Literal.number(day))

    return kept_where(sql, times, on_day, dialect)
