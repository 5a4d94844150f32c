"""What the planner answers with: a SQL plan, a clarifying question, or a plain "I did not understand"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeAlias

if TYPE_CHECKING:
    from askdata_app.agent.offline.metricplan import MetricShape

ChartKind: TypeAlias = Literal["auto", "bar", "line", "pie", "scatter", "histogram", "table", "value"]
CHART_KINDS: tuple[str, ...] = ("auto", "bar", "line", "pie", "scatter", "histogram", "table", "value")


@dataclass(frozen=True)
class SqlPlan:
    """A question understood: the SQL to run and how to show its result."""

    sql: str
    """One read-only SELECT in the planner's dialect."""
    title: str
    """A short title for the chart or table."""
    chart: str
    """One of ``CHART_KINDS``; an explicit request in the question wins."""
    x: str | None
    """The result column for the x axis (or the labels of a pie), if any."""
    y: str | None
    """The result column for the y axis (or the values of a pie), if any."""
    understood: str
    """One sentence saying what was understood, e.g. "revenue (sum of order_total) by location, in 2019"."""
    metric: MetricShape | None = None
    """Set when the SQL is exactly a metric query (see ``metricplan``): the analyst then asks
    ``query_metrics`` for it instead of running the SQL."""


@dataclass(frozen=True)
class AskPlan:
    """The question is ambiguous or misses something: ask the person back."""

    question: str
    """The clarifying question to show."""
    choices: tuple[str, ...] = ()
    """Suggested answers, when there is a sensible short list."""
    default: str | None = None
    """The choice that is the question's plain reading ("by product" for a ranking of units sold): the
    outermost ``Planner.plan`` answers with it instead of asking."""


@dataclass(frozen=True)
class UnknownPlan:
    """The planner did not understand the question; it says what it did not understand and never guesses."""

    message: str
    choices: tuple[str, ...] = ()
    """When the rest of the question was understood: answers that settle the unknown words (leave them
    out, or a close known word). The chat model then asks the person instead of just saying so."""
    unknown: tuple[str, ...] = ()
    """The words asked about, when the first choice leaves them out (see lastleave.py)."""


Plan: TypeAlias = SqlPlan | AskPlan | UnknownPlan
