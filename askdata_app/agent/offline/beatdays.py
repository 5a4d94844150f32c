"""Days on which one member beat another: "on how many days in 2020 did Chicago take more orders than
Philadelphia", "how many weeks did Brooklyn out-sell Chicago on revenue in 2019", "in how many months of 2020
did New Orleans have higher revenue than San Francisco".

The figure per day (week, month) and member, for the two members named, is the plain question ("orders by
day and store in 2020 for Chicago and Philadelphia"); each day's two figures are then set side by side (a
member with no rows that day counts nothing) and the days where the first is the larger are counted. Before,
the answer was the daily figures of both, one row per day and member.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UNITS = {"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month"}
_MORE = (
    r"(?:(?:take|took|get|got|have|had|do|did|make|made|see|saw|record|recorded|sell|sold|bring in|brought in"
    r"|ring up|rang up|book|booked|post|posted|log|logged|serve|served) )?"
    r"(?:more|a higher|higher|a bigger|bigger|a larger|larger|greater|a greater)"
)
_BEAT = re.compile(
    r"^(?i:(?:on |in |for )?how many) (?P<unit>days|weeks|months)(?P<when1>(?: (?:in|of|during) [^,]+?)?),?"
    r" (?:did|was|were|has|had) (?P<a>[A-Za-z][\w .'-]*?) (?:" + _MORE + r" (?P<m>[a-z ]+?) than"
    r"|(?:beat|outsell|out-sell|outsold|out-sold|outperform|outperformed|top|topped|edge|edged|beaten)"
    r"(?: out)?)"
    r" (?P<b>[A-Za-z][\w.'-]*(?: [A-Z][\w.'-]*)*)"
    r"(?:,? (?:on|in|by|for) (?P<m2>[a-z ]+?))?(?P<when2>(?: (?:in|during|over) .+?)?)\s*[?.!]*\s*$",
)


@dataclass(frozen=True)
class BeatDays:
    """The count of days (weeks, months) where the first member's figure is above the second's."""

    rest: str
    """The figure per day and member, for the two ("orders by day and store in 2020 for A and B")."""
    unit: str
    first: str
    second: str


def read_beat_days(question: str) -> BeatDays | None:
    """The days-one-beat-another reading of ``question``, or None."""
    m = _BEAT.match(" ".join(question.strip().split()))
    if m is None:
        return None
    measure = (m.group("m") or m.group("m2") or "").strip()
    if not measure:
        return None
    when = " ".join(w for w in (m.group("when1").strip(), m.group("when2").strip()) if w)
    unit = _UNITS[m.group("unit")]
    first, second = m.group("a").strip(), m.group("b").strip()
    rest = f"{measure} by {unit} {when} for {first} and {second}".replace("  ", " ")
    return BeatDays(rest, unit, first, second)


def beat_days_sql(beat: BeatDays, sql: str, x: str, member: str, y: str, first: str, second: str) -> str:
    """The count of ``x`` buckets of ``sql`` (one row per bucket and ``member``, ``y`` its figure) where the
    ``first`` member's figure is above the ``second``'s, a missing row counting as zero."""
    a, b = first.replace("'", "''"), second.replace("'", "''")
    return (
        "SELECT COUNT(*) AS "
        f"{beat.unit}s FROM (SELECT s.{x}, "
        f"COALESCE(SUM(CASE WHEN s.{member} = '{a}' THEN s.{y} END), 0) AS first_figure, "
        f"COALESCE(SUM(CASE WHEN s.{member} = '{b}' THEN s.{y} END), 0) AS second_figure "
        f"FROM ({sql}) AS s GROUP BY s.{x}) AS t WHERE t.first_figure > t.second_figure"
    )
