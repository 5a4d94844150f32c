"""Two sides set against each other with the figure said last: "Saturdays versus Sundays in 2019, by number
of orders", "food against drinks over 2018, by the count of items sold".

The figure after "by" was read as a grouping word ("by number" of something), so no figure was left and the
planner asked which one. Said first ("number of orders, Saturdays versus Sundays in 2019") it is the figure
each side is measured by, which the comparison readings already answer side by side.
"""

from __future__ import annotations

import re

__all__ = ["figure_first"]

_VERSUS_BY = re.compile(
    r"^(?P<pair>(?!(?:how|what|which|who|when|where|is|are|did|do|does)\b)[^,:?]{3,60}?"
    r" (?:versus|vs\.?|against) [^,:?]{3,60}?),? by (?P<figure>(?:the )?(?:number|count|total number) of"
    r" [a-z]+(?: sold| placed| made)?|(?:items|units) sold|[a-z]+ counts?)\s*(?P<end>[.?!]*)",
    re.IGNORECASE,
)


def figure_first(question: str) -> str:
    """``question`` with "A versus B, by number of orders" said as "number of orders, A versus B"; unchanged
    otherwise.

    >>> figure_first("Saturdays versus Sundays in 2019, by number of orders.")
    'number of orders, Saturdays versus Sundays in 2019.'
    >>> figure_first("Which was bigger, Brooklyn versus Chicago, by revenue?")
    'Which was bigger, Brooklyn versus Chicago, by revenue?'
    """
    if " by " not in question:
        return question
    m = _VERSUS_BY.match(question.strip())
    if m is None:
        return question
    rest = question.strip()[m.end() :]
    return f"{m.group('figure')}, {m.group('pair')}{m.group('end')}{rest}"
