"""A figure of the period that wins on another figure, in one question: "how many orders did the month with
the highest revenue have?", "in the year with the most orders, how much revenue did we make?", "what was the
revenue on the day with the fewest orders in 2019?".

Said as two questions, as a chat would ask them: "which month had the highest revenue" first, then "how many
orders did that month have?" (see thatperiod.py), so the figure is that one period's. Before, the two figures
were read as one ranking and answered with a row per month and order.

A member that wins is read the same way: "how much revenue did the store with the most orders make in 2019?"
asks "which store had the most orders in 2019" first, then the revenue of that store by name (a customer by
number); the period the question names scopes the ranking too.
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


_MEMBERS = {
    "store": "location_name",
    "shop": "location_name",
    "location": "location_name",
    "branch": "location_name",
    "outlet": "location_name",
    "product": "product_name",
    "item": "product_name",
    "drink": "product_name",
    "jaffle": "product_name",
    "customer": "customer",
}
_MEMBER = re.compile(
    r"^(?P<head>.*?)\bthe (?P<unit>store|shop|location|branch|outlet|product|item|drink|jaffle|customer)"
    r" (?:with|that had|which had|that saw|that made|that sold|having) the (?P<sup>most|highest|largest"
    r"|biggest|greatest|lowest|fewest|least|smallest|best|worst) (?P<what>[a-z$' -]+?)"
    r"(?P<tail>(?:[,?.!]|\s+(?:have|has|had|make|made|bring in|brought in|take|took|earn|earned|sell|sold|get"
    r"|got|do|did|spend|spent|place|placed|open|opened|start|started|in (?:19|20)\d\d)\b).*|)$",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\b(?:in|during|for) (?:19|20)\d\d\b", re.IGNORECASE)


def winner_member(question: str) -> tuple[str, str, str] | None:
    """(the ranking question, the follow-up with "{member}" where the winner goes, the column that names the
    winner) for a figure asked of the member that wins on another figure, or None."""
    m = _MEMBER.match(question.strip())
    if m is None or not m.group("head").strip(" ,"):
        return None
    unit = m.group("unit").lower()
    years = _YEAR.findall(m.group("head") + m.group("tail"))
    scope = f" {years[0]}" if len(years) == 1 else ""
    ranking = f"which {unit} had the {m.group('sup')} {m.group('what').strip()}{scope}"
    follow = f"{m.group('head')}{{member}}{m.group('tail')}"
    return ranking, follow, _MEMBERS[unit]
