"""Why people do what they do: "what makes people stop coming back", "why do customers stop ordering after
their first visit", "is that because they liked the food, do you think?", "what drives guests to come back".

The records hold what was ordered, when, where and by whom, never the reasons behind it. Such a question was
read as words not understood, or as a figure with the reason left out; it is asked back (which figure from the
records should I show?), never answered.
"""

from __future__ import annotations

import re

__all__ = ["MOTIVE_ASK", "motive_ask"]

_WHO = (
    r"(?:people|customers|guests|visitors|shoppers|buyers|clients|diners|patrons|folks|users|someone|somebody"
    r"|they|them|so many|some|most|new customers|first-timers|regulars)"
)
_MOTIVE = re.compile(
    rf"\bwhy (?:do|does|did|would|might|are|were|is|was|have|has|don't|doesn't|didn't|aren't|won't) {_WHO}\b"
    rf"|\bwhat (?:makes|made|make|causes|caused|drives|drove|keeps|kept|stops|stopped|motivates|motivated"
    rf"|prompts|prompted|leads|led|gets|got|puts|put|turns|turned|brings|brought|pushes|pushed)"
    rf" (?:(?:a |the )?{_WHO})\b"
    rf"|\bwhat (?:tends|seems) to (?:make|cause|drive|keep|stop|bring|push|turn)\b"
    r"|\b(?:is|was|are|were) (?:that|this|it|they|those) (?:(?:just|all|mostly|partly|maybe|perhaps) )?"
    r"(?:because|due to|down to|caused by|a result of)\b"
    r"|\bbecause (?:they|people|customers|guests|visitors|shoppers) (?:enjoyed|liked|loved|disliked|hated"
    r"|prefer(?:red)?|were (?:happy|unhappy|satisfied|dissatisfied|pleased|disappointed))\b"
    r"|\b(?:the )?reasons? (?:why|that|for which) {_WHO}\b",
    re.IGNORECASE,
)
"""A question of reasons: why, what makes people, is that because."""

MOTIVE_ASK = (
    "The records cannot tell why people do what they do ({what}): they hold what was ordered, when, where "
    "and by which customer, not the reasons behind it. Which figure from them should I show instead?"
)
"""The question back."""


def motive_ask(question: str) -> str | None:
    """The question back when ``question`` asks why people act as they do, or None.

    >>> motive_ask("What makes people stop coming back to us?") is not None
    True
    >>> motive_ask("Is that because they enjoyed it, do you think?") is not None
    True
    >>> motive_ask("Which hour draws the most people in?") is None
    True
    """
    found = _MOTIVE.search(question)
    if found is None:
        return None
    return MOTIVE_ASK.format(what=f"'{found.group(0).strip().lower()}'")
