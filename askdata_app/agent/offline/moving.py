"""Moving averages of a series ("3-month moving average of revenue for 2020", "7-day rolling average of
daily orders in December 2020", "trailing 4-week avg of orders"); the window spelled out in brackets after
it ("(the day itself plus the 6 days before it)") only restates it.

The question is split into the series ("revenue by month for 2020", planned as usual) and the window: the
series is planned over all the data so that a period's first buckets average the buckets before it too
(January's 3-month average takes in November and December), then each bucket's figure is averaged with the
ones before it (``ROWS BETWEEN n - 1 PRECEDING AND CURRENT ROW``) and only the period asked for is kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value
from askdata_app.agent.offline.periods import Period
from askdata_app.agent.offline.sqlbuild import period_sql

_COUNTS = numbers(counting(2, 7), "twelve", "fourteen")
"""A moving window's length in words, from two, no "one"."""
_UNIT = {"day": "day", "week": "week", "month": "month", "quarter": "quarter", "mo": "month", "wk": "week"}
_MOVING = re.compile(
    r"\b(?:(?:the|an?) )?(?:(?P<pre>moving|rolling|trailing) )?(?P<n>\d{1,2}|"
    + alternation(_COUNTS)
    + r")[- ]?(?P<unit>day|week|month|quarter|mo|wk)s?(?: (?P<post>moving|rolling|trailing))?"
    r" (?:average|avg|mean)s?(?: (?:of|for|in|on))?\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Moving:
    """A moving-average question, split."""

    rest: str
    """The series, as a question of its own ("revenue for 2020 by month")."""
    span: int
    """Buckets in each window (3 for a 3-month average)."""
    unit: str
    """The bucket: day, week, month or quarter."""


_WINDOW_SAID = re.compile(
    r"\s*\((?:i\.?e\.?,?\s*)?[^()]*\b(?:itself|current|this)\b[^()]*"
    r"\b(?:before|prior|preceding|previous|earlier)\b[^()]*\)",
    re.IGNORECASE,
)
"""The window spelled out in brackets: "(the day itself plus the 6 days before it)"."""


def _says_span(said: str, span: int) -> bool:
    """Whether the bracket ``said`` counts the window of ``span`` buckets (the one itself and n - 1)."""
    numbers = [int(n) for n in re.findall(r"\b\d{1,2}\b", said)]
    numbers += [c for w, c in _COUNTS.items() if re.search(rf"\b{w}\b", said, re.IGNORECASE)]
    return bool(numbers) and all(n in {span, span - 1} for n in numbers)


def read_moving(question: str) -> Moving | None:
    """The series and window of "N-unit moving / rolling / trailing average of X", or None."""
    m = _MOVING.search(question)
    if m is None or not (m.group("pre") or m.group("post")):
        return None
    said = m.group("n").lower()
    span = value(said, _COUNTS)
    if span < 2:
        return None
    unit = _UNIT[m.group("unit").lower()]
    rest = (question[: m.start()] + " " + question[m.end() :]).strip(" ?.!")
    rest = _WINDOW_SAID.sub(lambda w: "" if _says_span(w.group(0), span) else w.group(0), rest)
    by = {"day": "daily", "week": "weekly", "month": "monthly", "quarter": "quarterly"}[unit]
    if not re.search(rf"\b(?:{unit}s?|{by})\b", rest, re.IGNORECASE):
        rest += f" by {unit}"
    return Moving(rest, span, unit)


def moving_sql(series: str, x: str, y: str, span: int, periods: list[Period]) -> str:
    """``series`` (one row per bucket ``x`` with its figure ``y``) with each bucket's average over the last
    ``span`` buckets, kept to ``periods`` (all buckets when none)."""
    window = f"ORDER BY {x} ROWS BETWEEN {span - 1} PRECEDING AND CURRENT ROW"
    sql = f"SELECT t.*, AVG({y}) OVER ({window}) AS {y}_moving_avg FROM ({series}) AS t"
    keep = " OR ".join(f"({period_sql(x, p)})" for p in periods)
    if keep:
        sql = f"SELECT * FROM ({sql}) AS w WHERE {keep}"
    return f"{sql} ORDER BY {x}"
