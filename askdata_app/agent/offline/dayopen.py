"""A member's figure "per day open": "revenue per day open for the Chicago store", "Los Angeles's sales per
trading day since it opened", "orders per day of trading at each store".

What a member took since it opened over the days it has been trading is its average daily figure since it
opened ("average daily revenue since it opened for the Chicago store"). A gloss after a colon that spells
the division out ("...: everything it has sold since opening day, divided by the number of days it has been
trading, opening day included") only restates it and goes. Before, "per day open" was read as the days the
member had been open (daysopen), or "per day" as a daily series.
"""

from __future__ import annotations

import re

__all__ = ["per_day_open"]

_FIGURE = r"(?:(?:pre-tax|pre tax|before-tax|ex-tax|net|gross|total|food|drink) )?[a-z]+"
_PER_DAY_OPEN = re.compile(
    rf"\b(?P<fig>{_FIGURE}) per (?:day open|day of trading|trading day|day (?:it has|it's|they have|they've)"
    r" been (?:open|trading))(?: since (?:it |they )?(?:opened|opening(?: day)?))?\b",
    re.IGNORECASE,
)
_GLOSS = re.compile(
    r"\s*:\s*[^:]*\bdivided by (?:the )?(?:number of |count of |total )?(?:calendar |trading )?days\b[^:]*$",
    re.IGNORECASE,
)


def per_day_open(question: str) -> str:
    """``question`` with a figure per day open said as its average daily figure since opening."""
    m = _PER_DAY_OPEN.search(question)
    if m is None:
        return question
    said = f"average daily {m.group('fig')} since it opened"
    return _GLOSS.sub("", question[: m.start()] + said + question[m.end() :])
