"""Slang for a crowded or an empty time or place, said plainly.

"The deadest month", "the most dead day", "the emptiest store" are the quietest (fewest orders); "what hour
are they most swamped", "the most slammed day", "when are they rammed the most", "what hour were the shops
most flat out" the busiest. Only the superlative forms are read: "was it dead in March?" judges, and is left
as said. A time of the highest or lowest volume, throughput or traffic ("the lowest-volume day", "the 3
highest-throughput hours") is the busiest or quietest too (a store or product of the highest volume is left:
its volume may be units).
"""

from __future__ import annotations

import re

__all__ = ["busy_slang"]

_QUIET = r"(?:dead|empty|deserted|lifeless)"
_BUSY = (
    r"(?:swamped|swampd|slammed|rammed|mobbed|packed|overrun|flat out|snowed under"
    r"|run off (?:their|our|its) feet)"
)
_VOLUME = r"(?:order[- ])?(?:volume|throughput|traffic|activity|tempo)"
_GRAIN = r"(?:days?|dates?|weeks?|months?|quarters?|hours?|weekdays?|days? of the week|hours? of the day)\b"
"""A time said by its volume ("the lowest-volume day", "the 3 highest-throughput hours"): its orders."""
_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), s)
    for p, s in (
        (r"\b(?:deade?st|dead-est|emptiest|most (?:dead|empty|deserted|lifeless))\b", "quietest"),
        (rf"\b(?:the )?most {_BUSY}\b", "busiest"),
        (rf"\b{_BUSY} (?:the )?most\b", "busiest"),
        (rf"\b(?:the )?least {_QUIET}\b", "busiest"),
        (rf"\b(?:the )?least {_BUSY}\b", "quietest"),
        (rf"\b(?:lowest|smallest|least|minimum|min)[- ]{_VOLUME}(?= {_GRAIN})", "quietest"),
        (
            rf"\b(?:highest|largest|biggest|greatest|heaviest|peak|top|maximum|max)[- ]{_VOLUME}"
            rf"(?= {_GRAIN})",
            "busiest",
        ),
    )
)


def busy_slang(question: str) -> str:
    """``question`` with slang for busy or quiet superlatives said as busiest or quietest."""
    text = question
    for pattern, said in _WORDS:
        text = pattern.sub(said, text)
    return text
