"""A peak said as a verb: "which hour of the day peaks on Saturdays", "what weekday peaks in 2019", "which
month peaked?", "which month peaks in revenue".

A unit of time that peaks is the busiest one (the most orders), said "which hour is the busiest on
Saturdays"; one that peaks in (or for) a figure has the most of it ("which month has the most revenue").
Before, "peaks" was not read as a ranking and the planner asked which measure to rank by.
"""

from __future__ import annotations

import re

_UNIT = (
    r"(?:hour|day|weekday|day of (?:the )?week|month|week|quarter|year|time of day|hour of (?:the )?day"
    r"|month of (?:the )?year)"
)
_FIGURE = r"(?:revenue|sales|orders|items|units|spend|spending|profit|gross profit|customers|traffic)"
_PEAKS = re.compile(
    rf"\b(?P<which>which|what) (?P<unit>{_UNIT})(?: of (?:the )?(?:day|week|year))?"
    rf" (?:peaks|peaked|peak|tends to peak|is the peak)\b(?: (?:in|for|on|by) (?P<figure>{_FIGURE})\b)?",
    re.IGNORECASE,
)


def peak_as_busiest(question: str) -> str:
    """``question`` with "which <unit of time> peaks" said as "which <unit> is the busiest" (or "has the most
    <figure>" when a figure is named); unchanged when it says no such thing."""
    if "peak" not in question.lower():
        return question

    def said(m: re.Match[str]) -> str:
        head = m.group(0)[: m.end("unit") - m.start()]
        rest = m.group(0)[m.end("unit") - m.start() :]
        of = re.match(r" of (?:the )?(?:day|week|year)", rest)
        head += of.group(0) if of else ""
        figure = m.group("figure")
        return f"{head} has the most {figure}" if figure else f"{head} is the busiest"

    return _PEAKS.sub(said, question)
