"""A figure "per day" that members are ranked, topped or compared by is each one's average per day: "rank the
stores by revenue per day in 2020", "top 3 shops by orders per day", "which location had the best revenue per
day", "orders per day at Brooklyn and at Chicago, one figure each"; so is a figure "per day for every month of
2020" (each month's own average per day), and one whose growth is said over a longer unit ("year-over-year
growth in orders per day": each year's average per day against the year before's). A "daily" figure ranked
("top 2 sites on daily sales over 2020", "rank the stores by daily orders") is the same average per day.

Said so, the question is written with "average" before the figure, the form the planner already reads as the
mean over the period's days. Without a ranking or one-figure cue "orders per day in March" stays a day-by-day
series, as before.
"""

from __future__ import annotations

import re

_RANKED = re.compile(
    r"\brank(?:ed|ing|s)?\b.*\b(?:by|on)\b|\btop (?:\d+|two|three|four|five|ten)\b.*\b(?:by|on)\b"
    r"|\bone (?:figure|number|value)s? (?:each|apiece|for each|per (?!day|date|hour|week|month|year))\b"
    r"|\bwhich (?:store|shop|location|café|cafe|branch|site)(?:'s)?\b.*\b(?:most|highest|best|lowest|fewest|"
    r"worst|biggest|largest|smallest|weakest|strongest)\b"
    r"|\b(?:for|in) (?:every|each) (?:month|quarter|year)\b"
    r"|\b(?:year|month|quarter)[- ]o(?:ver|n)[- ](?:year|month|quarter)\b|\b(?:yoy|mom|qoq)\b",
    re.IGNORECASE,
)
_LEAD = (
    r"(?:^|[:;,] |\b(?:by|most|highest|best|lowest|fewest|worst|biggest|largest|smallest|weakest|strongest) "
    r"|\b(?:growth|change|increase|rise|decline|drop) (?:in|of) )"
)
_FIGURE = re.compile(
    rf"(?P<lead>{_LEAD})(?P<figure>[a-z][a-z'-]*(?: [a-z][a-z'-]*){{0,2}}) per day\b(?! (?:of|open|opened))",
    re.IGNORECASE,
)
_DAILY = re.compile(
    r"(?:\b(?:by|on|most|highest|best|lowest|fewest|worst|biggest|largest|smallest|weakest|strongest) )"
    r"(?P<figure>daily (?:sales|revenue|takings|orders|footfall|visits|customers|units|items)\b)",
    re.IGNORECASE,
)
"""'top 2 sites on daily sales over 2020', 'rank the stores by daily orders': the figure per day, averaged."""
_AVERAGED = re.compile(r"\b(?:average|avg|mean|typical|median|one|rows?|lines?)\b", re.IGNORECASE)
"""A figure said so is already one per day ("the average orders per day"), or is no figure ("one row per
day": a day-by-day series)."""


def averaged_per_day(question: str) -> str:
    """``question`` with "average" said before a per-day figure that members are ranked or compared by, or
    ``question`` unchanged."""
    if _RANKED.search(question) is None or re.search(r"\b(?:average|avg|mean)\b", question, re.IGNORECASE):
        return question
    got = _FIGURE.search(question) or _DAILY.search(question)
    if got is None or _AVERAGED.search(got.group("figure")):
        return question
    at = got.start("figure")
    head = re.sub(r"\bon $", "by ", question[:at]) if got.re is _DAILY else question[:at]
    return f"{head}average {question[at:]}"
