"""A short label before the question, as a note-taker heads a line: "Comeback story: which jaffle grew the
most ...?", "Headline fodder - how many customers ...?", "Valentine's special recap: how many orders came in
on 14 February 2020?".

The label says what the figure is for, not which figure: when it names no member, period, time of day or
breakdown, the question after it is read alone (with it, its words were not understood and the question was
asked back). A label whose only scope is a day of the year ("Valentine's") gives way to a question that names
its own day (or week). A label that scopes ("Brooklyn: how many orders in 2019?") is kept (see
``Planner.plan``).
"""

from __future__ import annotations

import re

_START = (
    r"(?:how|what|whats|what's|which|who|when|where|is|are|was|were|do|does|did|can|could|give|show|list"
    r"|tell|pull|get|find|please|the|our|name|rank|of the|among"
    r"|orders|revenue|sales|customers|units|items|number|count|total|avg|average|top|priciest|cheapest"
    r"|most|least|best|worst|busiest|biggest)\b"
)
_LABEL = re.compile(
    r"^\s*(?P<label>['\"]?[a-z][\w'\"-]*(?: [\w'\"-]+){0,4})\s*(?::|\s[-\u2013\u2014]+)\s+(?=" + _START + ")",
    re.IGNORECASE,
)


def label_lead(question: str) -> tuple[str, str] | None:
    """(the label, the question after it), or None when ``question`` opens with no short label."""
    m = _LABEL.match(question)
    if m is None or re.search(r"\d", m.group("label")):
        return None
    rest = question[m.end() :].strip()
    if len(rest.split()) < 4:
        return None
    return m.group("label").strip(), rest
