"""The figure behind an earlier answer asked for as a request: "Please state that number.", "Give me that
figure, please", "That number, please.", "State its figure." after "which store had the fewest customers?".

It is the question "what was that number?", which a follow-up already reads as the earlier question's own
figure; said as a request (state, give, provide, confirm), the verb was read as a word to explain and the
figure was asked back.
"""

from __future__ import annotations

import re

__all__ = ["that_figure_asked"]

_NOUN = r"(?:number|figure|count|total|value|amount|result)"
_ASKED = re.compile(
    r"^\s*(?:(?:please|kindly|could you|can you|would you)\s+)*"
    r"(?:(?:state|give|provide|confirm|report|share|quote|tell|show|list)\s+(?:me\s+|us\s+)?)?"
    rf"(?:that|this|the|its|their)\s+(?:exact\s+|actual\s+|underlying\s+|same\s+)?{_NOUN}"
    r"(?:\s+(?:itself|too|as well))?(?:,?\s+(?:please|thanks|thank you))?\s*[.?!]*\s*$",
    re.IGNORECASE,
)


def that_figure_asked(question: str) -> str:
    """``question`` said as "what was that number?" when it only asks for the earlier answer's figure;
    unchanged otherwise.

    >>> that_figure_asked("Please state that number.")
    'what was that number?'
    >>> that_figure_asked("That figure, please.")
    'what was that number?'
    >>> that_figure_asked("state the number of orders in 2019")
    'state the number of orders in 2019'
    """
    return "what was that number?" if _ASKED.match(question) else question
