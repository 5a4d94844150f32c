"""A figure of the period that wins on another figure, in one question: "how many orders did the month with
the highest revenue have?", "in the year with the most orders, how much revenue did we make?", "what was the
revenue on the day with the fewest orders in 2019?".

Said as two questions, as a chat would ask them: "which month had the highest revenue" first, then "how many
orders did that month have?" (see thatperiod.py), so the figure is that one period's. Before, the two figures
were read as one ranking and answered with a row per month and order.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.thatperiod import _GRAINS

_WINNER = re.compile(
    r"^(?P<head>.*?)\bthe (?P<unit>day|date|week|month|quarter|year)"
    r"(?P<scope>(?: (?:of|in) (?:19|20)\d\d)?)"
    r" (?:with|that had|which had|that saw|which saw|having) the (?P<sup>most|highest|largest|biggest"
    r"|greatest|lowest|fewest|least|smallest|best|worst) (?P<what>[a-z$' -]+?)"
    r"(?P<scope2>(?: (?:of|in) (?:19|20)\d\d)?)"
    r"(?P<tail>(?:[,?.!]|\s+(?:have|had|bring in|brought in|take|took|see|saw|get|got|make|made)\b).*|)$",
    re.IGNORECASE,
)


def winner_period(question: str) -> tuple[str, str, str] | None:
    """(the ranking question, the follow-up about "that <unit>", its grain) for a figure asked of the period
    that wins on another figure, or None."""
    m = _WINNER.match(question.strip())
    if m is None:
        return None
    if not m.group("head").strip(" ,") and not re.search(r"\b(?:how|what|which)\b", m.group("tail"), re.I):
        return None  # "the month with the highest revenue": the ranking itself
    unit = m.group("unit").lower()
    scope = (m.group("scope") or m.group("scope2") or "").strip()
    ranking = f"which {unit} {scope + ' ' if scope else ''}had the {m.group('sup')} {m.group('what').strip()}"
    follow = f"{m.group('head')}that {unit}{m.group('tail')}"
    return ranking, follow, _GRAINS[unit]
