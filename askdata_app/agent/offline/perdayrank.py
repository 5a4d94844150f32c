"""A weekday or a month ranked by its mean per day: the one with the highest (lowest) average of the figure
per day.

"Which weekday is busiest on average?", "which day of the week has the most orders on average?", "which
weekday runs hottest over the record (mean daily orders)?" rank the weekdays by their mean daily figure (a
weekday occurs on more days in some spans than others, so its total is no fair ranking). Said so, the ranking
asked back which breakdown ("on average" hid the weekday) or which measure ("mean daily orders" was not read
as a figure). The question is said the way the planner reads it: "which weekday has the highest average
orders per day ...". The figure is the one the question names (orders when it names none).

A month is ranked the same way when the question says so: "which month of 2020 had the lowest average orders
per day", "the quietest month of 2020 on a per-day basis (orders divided by the days in the month)" are the
month with the lowest mean daily figure (a longer month has more orders in all). Said so, the busiest single
day was answered, or the highest daily figure of the year beside the mean. The question is said as "average
orders per day for each month of 2020, bottom 1", which the planner reads.
"""

from __future__ import annotations

import re

__all__ = ["month_mean", "weekday_mean"]

_WEEKDAY = r"(?:weekday|day of (?:the )?week)"

_RANKED = re.compile(
    rf"^(?P<lead>.*?\b(?:which|what) {_WEEKDAY})\s+"
    r"(?:(?:is|was|runs|ran|comes in|came in) (?:the )?(?P<sup>busiest|biggest|strongest|quietest|slowest"
    r"|weakest)"
    r"|(?:has|had|gets|got|sees|saw|brings in|brought in) (?:the )?(?P<most>most|fewest|least)"
    r" (?P<what>orders|revenue|sales|customers|items)(?: per day)?)"
    r"(?P<rest>.*)$",
    re.IGNORECASE,
)
"""'which weekday is busiest ...', 'which day of the week has the most orders ...'."""

_AVERAGE = re.compile(r"\b(?:on average|on a typical day|(?:mean|average|avg) daily)\b", re.IGNORECASE)
"""The words saying the ranking is of a mean per day."""

_MEAN_DAILY = re.compile(
    r"\s*\(\s*(?:by |in |on |as )?(?:mean|average|avg) daily (?P<what>orders|revenue|sales|customers|items)"
    r"(?: count)?\s*\)|,?\s*by (?:mean|average|avg) daily (?P<what2>orders|revenue|sales|customers|items)\b",
    re.IGNORECASE,
)
"""'(mean daily orders)', 'by average daily revenue': the figure averaged, said after the ranking."""

_ON_AVERAGE = re.compile(r",?\s*\bon average\b", re.IGNORECASE)

_LOW = {"quietest", "slowest", "weakest", "fewest", "least"}


def weekday_mean(question: str) -> str:
    """``question`` with a weekday ranked "on average" said as the highest (lowest) average figure per day;
    unchanged otherwise."""
    m = _RANKED.match(question)
    if m is None or not _AVERAGE.search(m["rest"]):
        return question
    rest = m["rest"]
    what = m["what"]
    said = _MEAN_DAILY.search(rest)
    if said is not None:
        what = what or said["what"] or said["what2"]
        rest = rest[: said.start()] + rest[said.end() :]
    rest = _ON_AVERAGE.sub("", rest)
    what = (what or "orders").lower()
    word = (m["sup"] or m["most"]).lower()
    side = "lowest" if word in _LOW else "highest"
    return f"{m['lead']} has the {side} average {what} per day{rest}"


_FIGURE = r"(?P<what>orders|revenue|sales|customers|items)"
_MONTH_SIDE = re.compile(
    r"^(?P<lead>.*?)\b(?:which|what) month(?P<scope>(?: of| in) (?:19|20)\d\d)?"
    r" (?:has|had|have|saw|sees|got|gets|was|is|came in|comes in) (?:with )?the"
    r" (?P<side>highest|lowest|biggest|smallest|most|fewest|least) (?:average|mean|avg)"
    rf" (?:daily {_FIGURE}|{_FIGURE.replace('what', 'what2')} per day)(?P<rest>[^?.!]*)[?.!]*\s*$",
    re.IGNORECASE,
)
"""'which month of 2020 had the lowest average orders per day', '... the highest mean daily revenue'."""

_MONTH_BASIS = re.compile(
    r"^(?P<lead>.*?)\b(?:the )?(?P<side>quietest|slowest|weakest|busiest|biggest|strongest) month"
    r"(?P<scope>(?: of| in) (?:19|20)\d\d)?(?: for (?P<what>orders|revenue|sales))?"
    r",? (?:on|in) (?:a|an) (?:per[- ]day|daily|average daily|day-by-day|daily average) basis"
    r"(?:\s*\([^)]*\))?(?P<rest>[^?.!]*)[?.!]*\s*$",
    re.IGNORECASE,
)
"""'the quietest month of 2020 on a per-day basis (orders divided by the days in the month)': the aside in
brackets only says what a per-day basis is."""

_LOW_SIDE = {"lowest", "smallest", "fewest", "least", "quietest", "slowest", "weakest"}

_LEAD_ASK = re.compile(
    r"^\s*(?:(?:so|and|ok|okay|now)[, ]+)?(?:what(?:'s| is| was)|which was|tell me|show me|give me)?\s*$",
    re.IGNORECASE,
)
"""What may stand before the ranked month: a question word only ("what was the ...")."""


def month_mean(question: str) -> str:
    """``question`` with a month ranked by its mean daily figure said as "average X per day for each month,
    top 1" ("bottom 1"); unchanged otherwise."""
    m = _MONTH_SIDE.match(question) or _MONTH_BASIS.match(question)
    if m is None or not _LEAD_ASK.match(m["lead"]):
        return question
    groups = m.groupdict()
    what = groups.get("what") or groups.get("what2")
    if what is None:  # "on a per-day basis (revenue divided by the days)": the figure the aside names
        named = re.search(r"\b(orders|revenue|sales|customers|items)\b", question, re.IGNORECASE)
        what = named.group(1) if named is not None else "orders"
    what = what.lower()
    end = "bottom 1" if m["side"].lower() in _LOW_SIDE else "top 1"
    scope = m["scope"] or ""
    return f"average {what} per day for each month{scope}{m['rest'].rstrip(' ,')}, {end}"
