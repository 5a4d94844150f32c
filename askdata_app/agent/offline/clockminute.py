"""One minute of the clock: "orders placed at 11:11", "revenue at 9:45pm in 2019", "how many orders came in
at 14:30 (any second of that minute)".

A time with minutes other than :00 names one minute of every day (before, its numbers were not understood).
The question is planned without it, and every row it reads is then kept to that hour and minute. A follow-up
("and at 12:12?") asks the same of another minute; one that names none keeps the earlier question's minute.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlglot import exp

from askdata_app.agent.offline.monthday import kept_where

__all__ = ["ClockMinute", "kept_to_minute", "read_clock_minute"]

_AT = re.compile(
    r"\b(?:(?:exactly|right) )?(?:at|on the stroke of) (?:exactly )?(?P<h>[01]?\d|2[0-3])[:.](?P<m>[0-5]\d)"
    r"(?: ?(?P<half>[ap])\.?m\b\.?)?(?:(?: on the clock| sharp| exactly)\b)?"
    r"(?: ?\((?:any|every|at any) seconds?[^()]*\))?",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ClockMinute:
    """The question without its minute of the clock, and that hour (0-23) and minute (1-59)."""

    rest: str
    hour: int
    minute: int


def read_clock_minute(question: str) -> ClockMinute | None:
    """The one minute of the clock ``question`` keeps to, or None (a whole hour, "at 9:00", is no minute).

    >>> read_clock_minute("orders placed at 9:45pm in 2019")
    ClockMinute(rest='orders placed in 2019', hour=21, minute=45)
    """
    found = [m for m in _AT.finditer(question) if m["m"] != "00"]
    if len(found) != 1:
        return None
    m = found[0]
    hour = int(m["h"])
    half = (m["half"] or "").lower()
    if half and not 1 <= hour <= 12:
        return None
    if half:
        hour = hour % 12 + (12 if half == "p" else 0)
    rest = f"{question[: m.start()].rstrip()} {question[m.end() :].lstrip()}"
    rest = re.sub(r"\s+([,?.!;:])", r"\1", " ".join(rest.split()))
    return ClockMinute(rest, hour, int(m["m"]))


def kept_to_minute(sql: str, times: dict[str, str], hour: int, minute: int, dialect: str) -> str | None:
    """``sql`` with every SELECT that reads a table of ``times`` (table -> its time column) kept to ``hour``
    and ``minute`` of the clock, or None when no SELECT reads one."""

    def at_minute(column: exp.Column) -> exp.Condition:
        return exp.and_(
            exp.EQ(
                this=exp.Anonymous(this="HOUR", expressions=[column]), expression=exp.Literal.number(hour)
            ),
            exp.EQ(
                this=exp.Anonymous(this="MINUTE", expressions=[column.copy()]),
                expression=exp.Literal.number(minute),
            ),
        )

    return kept_where(sql, times, at_minute, dialect)
