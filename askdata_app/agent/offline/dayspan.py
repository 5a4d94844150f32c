"""The days between a member's first and last dates: "the average number of days between a customer's first
and last order", "average customer lifetime in days", "the longest gap from first to last order".

A model with two time dimensions named for a first and a last event (customers: ``first_ordered_at``,
``last_ordered_at``) holds each member's span; the question asks an aggregate of it (average by default;
median, longest, shortest). The rest of the question is read as usual for that model's own filters and
period ("for returning customers", "customers acquired in 2019"), its comparisons a filter ("among customers
with exactly two orders", where the second order is the last). Before, "days" was read as a grain and the
answer was the average number of customers per day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_AGG = {
    "average": "AVG", "avg": "AVG", "mean": "AVG", "typical": "MEDIAN", "median": "MEDIAN", "longest": "MAX",
    "maximum": "MAX", "max": "MAX", "shortest": "MIN", "minimum": "MIN", "min": "MIN",
}  # fmt: skip
_AGGS = "|".join(_AGG)
_PASS = r"(?:(?:pass|passed|elapse|elapsed|go by|went by|are there|is it|were there) )?"
_GAP = r"(?:gap|interval|span|lag|time span)(?:s)?(?: (?:in|of|measured in) days| \(in days\)| \(days\))?"
"""'the average gap in days from first to last order': the days between."""
_BETWEEN = re.compile(
    rf"\b(?:(?P<agg>{_AGGS}) )?(?:(?:number of )?days?|{_GAP}) {_PASS}(?:between|from)"
    rf" (?:a |the |each |their |an? )?"
    rf"(?:(?P<who>[a-z]+?)(?:'s|s'|'|s)? )?first(?: (?P<what>order|purchase|visit|one))?"
    rf" (?:and|to|until|till) (?:the |their |its )?(?:last|latest|most recent|(?P<second>second))"
    rf"(?: (?:order|purchase|visit|one)s?)?\b",
)
_LIFETIME = re.compile(
    rf"\b(?:(?P<agg>{_AGGS}) )?(?P<who>[a-z]+?)(?:'s)? (?:lifetime|lifespan|tenure|active span)"
    rf"(?: (?:in|measured in|as) days| \(days\)| days)\b"
    rf"|\b(?:(?P<agg2>{_AGGS}) )?(?:number of )?days (?:a |each )?(?P<who2>[a-z]+?) (?:stays?|remains?)"
    rf" (?:active|a customer)\b",
)


_TWO_ONLY = re.compile(r"\b(?:exactly|only|just|precisely) (?:two|2) (?:orders|purchases|visits)\b")
"""'customers with exactly two orders': their second order is their last."""


@dataclass(frozen=True)
class DaySpan:
    """A question about the days between members' first and last dates, split."""

    agg: str
    """The SQL aggregate: AVG, MEDIAN, MAX or MIN."""
    member: str
    """The member named ("customer"), or "" when none was."""
    rest: str
    """The question without the span words (its filters and period)."""


def read_day_span(question: str) -> DaySpan | None:
    """The days-between-first-and-last reading of ``question``, or None."""
    text = " ".join(question.lower().strip().rstrip("?.! ").split())
    m = _BETWEEN.search(text) or _LIFETIME.search(text)
    if m is None:
        return None
    if m.groupdict().get("second") and not _TWO_ONLY.search(text):
        return None  # "from the first to the second order" is the last one only when there are just two
    groups = m.groupdict()
    said = groups.get("agg") or groups.get("agg2") or ""
    before = re.search(rf"\b({_AGGS})\b", text[: m.start()])
    agg = _AGG.get(said) or (_AGG[before.group(1)] if before else "AVG")
    member = groups.get("who") or groups.get("who2") or ""
    rest = f"{text[: m.start()]} {text[m.end() :]}"
    rest = re.sub(rf"\b(?:what(?:'s| is| was)?|how many|the|is|are|on|in|{_AGGS})\b", " ", rest)
    rest = re.sub(r"^\s*(?:for|among|amongst|of|across|with)\b", " ", rest)  # "for returning customers"
    return DaySpan(agg, member, " ".join(rest.split()))


def day_span_sql(d: DaySpan, table_sql: str, first: str, last: str, where: str) -> str:
    """The aggregate of the days from ``first`` to ``last`` over ``table_sql`` (a FROM clause's body)."""
    days = f"DATE_DIFF('day', CAST({first} AS DATE), CAST({last} AS DATE))"
    return f"SELECT {d.agg}({days}) AS days {table_sql}" + (f" WHERE {where}" if where else "")
