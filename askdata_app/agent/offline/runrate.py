"""An annual run-rate: "what annual revenue run-rate does Q4 2020 imply?", "annualized orders based on
March 2020", "revenue for the last quarter, annualised", "annualised run-rate off May 2019: that month's
orders times twelve" (the figure said again after it, the factor matching its period).

A run-rate is the figure of a part of a year scaled to a whole year: the quarter's revenue times 4, a month's
times 12. The question is planned without the run-rate words (the figure of the period named), and the
figure is then scaled by twelve over the period's length in months. Without this reading "annual" was taken
for a breakdown by year, and the answer was the quarter's own revenue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.periods import Period
from askdata_app.agent.offline.timespec import _PERIOD

_RUN_RATE = re.compile(
    r"\b(?:(?P<ann>annual(?:i[sz]ed)?|yearly|full[- ]year)\s+(?P<mid>(?:[a-z]+\s+){0,3}?)run[- ]?rates?"
    r"|run[- ]?rates?\s+(?:annual(?:i[sz]ed)?|per year|a year|for (?:a|the) (?:full |whole )?year)"
    r"|annuali[sz]ed|annual(?:i[sz]ed)?\s+run[- ]?rates?)\b",
    re.IGNORECASE,
)
"""'annual revenue run-rate', 'yearly run rate', 'run-rate per year', 'annualized'."""
_IMPLY = re.compile(
    r"\b(?:(?:does|do|would|will|did)\s+(?P<who>.+?)\s+(?:imply|implies|suggest|give us|point to)"
    r"|(?:implied|suggested)\s+by|based on|going by|off(?: of)?|taken (?:off|from))\b",
    re.IGNORECASE,
)
"""'does Q4 2020 imply', 'implied by', 'based on', 'off': the period the run-rate is taken from."""
_RESTATED = re.compile(
    r"\s*(?:[:;,]|\s-|\s\u2013)\s*(?:i\.e\.,? |that is,? |meaning )?"
    r"(?:that|the|its|this) (?P<unit>month|quarter)(?:'s)?"
    r" (?P<m>[a-z][a-z' -]*?) (?:times|multiplied by|x) (?P<k>twelve|12|four|4)\s*[.?!]?\s*$",
    re.IGNORECASE,
)
"""A run-rate said again after it: ": that month's revenue times twelve" (the figure named there)."""
_FACTOR = {"month": ("twelve", "12"), "quarter": ("four", "4")}


_AS_IF = (
    re.compile(
        rf"\bif (?:every|each|all(?: the)?|the other) (?:months?|quarters?|weeks?)"
        rf" (?:were|was|are|is|looked|went) (?:like|as (?:good|strong|busy) as) (?P<p>{_PERIOD}),?"
        rf" (?:what|how much) (?:annual|yearly|full[- ]year) (?P<m>.+?) would (?:that|it|this|we)"
        r" (?:give us|give|be|mean|imply|come to|make|get)\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\bat (?P<p>{_PERIOD})'?s? (?:pace|rate|level),? what would (?:a |our )?(?:full|whole)"
        r" year(?:'s| of) (?P<m>.+?) (?:be|come to|look like)\b",
        re.IGNORECASE,
    ),
)
"""A run-rate said as a supposition: "if every month were like November 2020, what annual revenue would
that give us", "at Q3 2020's pace, what would a full year of orders be"."""


@dataclass(frozen=True)
class RunRate:
    """A question with its run-rate words left out: the figure to scale to a year."""

    rest: str


def read_run_rate(question: str) -> RunRate | None:
    """The run-rate asked for in ``question``, or None when none is."""
    for said in _AS_IF:
        question = said.sub(lambda m: f"what annual {m['m']} run-rate does {m['p']} imply", question)
    m = _RUN_RATE.search(question)
    if m is None:
        return None
    mid = m.group("mid") or ""
    after = question[m.end() :]
    again = _RESTATED.search(after)
    if again is not None and again["k"].lower() in _FACTOR[again["unit"].lower()]:
        after = f"{after[: again.start()]} {again['m']}"  # "off May 2020: that month's orders times twelve"
    rest = question[: m.start()] + " " + mid + " " + after
    imply = _IMPLY.search(rest)
    if imply is not None:
        who = imply.group("who")
        rest = rest[: imply.start()] + (f" in {who} " if who else " in ") + rest[imply.end() :]
    rest = re.sub(r"\bin\s+in\b", "in", rest, flags=re.IGNORECASE)
    rest = re.sub(r"\s+([,.?!;])", r"\1", re.sub(r"\s{2,}", " ", rest)).strip(" ,;")
    return RunRate(rest)


def months_in(period: Period) -> int | None:
    """How many whole months ``period`` spans, or None when it is not a run of whole months."""
    if period.start is None or period.end is None or period.start.day != 1 or period.end.day != 1:
        return None
    months = (period.end.year - period.start.year) * 12 + period.end.month - period.start.month
    return months if 0 < months < 12 else None


def is_figure(select: exp.Expr) -> bool:
    """An output column that is a figure to scale: an aggregate or arithmetic, not a period or a label."""
    said = select.this if isinstance(select, exp.Alias) else select
    if said.find(exp.DateTrunc, exp.TimestampTrunc, exp.Concat, exp.DPipe) is not None:
        return False
    return said.find(exp.AggFunc, exp.Window, exp.Add, exp.Sub, exp.Mul, exp.Div) is not None


def scaled_sql(sql: str, figures: list[str], columns: list[str], months: int, dialect: str) -> str:
    """``sql``'s columns, each of its ``figures`` (taken over ``months``) followed by its run-rate: the
    figure times 12 over ``months``."""
    outer = exp.select(*(exp.column(c) for c in columns))
    for name in figures:
        scaled = exp.Div(
            this=exp.Mul(this=exp.column(name), expression=exp.Literal.number(12)),
            expression=exp.Literal.number(months),
        )
        outer = outer.select(exp.alias_(scaled, f"{name}_run_rate"))
    inner = sqlglot.parse_one(sql, read=dialect)
    assert isinstance(inner, exp.Query)
    return outer.from_(inner.subquery("t")).sql(dialect=dialect)
