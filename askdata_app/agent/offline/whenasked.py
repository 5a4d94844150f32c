""" "When" asked of a habit with no time grain: "when do we sell the most drinks", "when are we busiest".

"When" here is an hour of the day, a day of the week or a month of the year (a day, a month or an hour when
asked in the past tense); read as it was, the question ranked the drinks (a silent wrong answer). It is asked
back with those, and the answer chosen makes it "which hour of the day do we sell the most drinks".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

WHEN_ASK = "When as in which {grains}?"
WHEN_CHOICES = ("hour of the day", "day of the week", "month of the year")

_WHEN = re.compile(
    r"^\s*(?:(?:so|and|ok|okay|but|hey)[,]?\s+)?when(?:'s| is| are| do| does| did| was| were)\b",
    re.IGNORECASE,
)
PAST_CHOICES = ("day", "month", "hour of the day")
"""Asked in the past tense ("when did we sell the most drinks"): a date, a month, or the hour."""
_MOST = re.compile(
    r"\b(?:most|busiest|peak|least|fewest|quietest|slowest|best|worst|biggest|highest|lowest|popular)\b", re.I
)
_GRAIN = re.compile(
    r"\b(?:hours?|time of (?:the )?day|days?|weekdays?|weekends?|week|weeks|months?|years?|seasons?|quarters?"
    r"|dates?|mornings?|afternoons?|evenings?|nights?|lunch|breakfast|open(?:ed|ing)?|launch(?:ed)?|first"
    r"|last|since|until|before|after|christmas|holidays?|summer|winter|spring|autumn|fall|recent|recently"
    r"|latest|newest|oldest|earliest|\d+(?:st|nd|rd|th)|milestone|reach(?:ed)?|pass(?:ed)?|hit|cross(?:ed)?)\b",
    re.IGNORECASE,
)


def when_unsaid(question: str) -> tuple[str, ...] | None:
    """The grains to offer when ``question`` asks "when" a figure peaks without saying at which grain, or
    None."""
    m = _WHEN.match(question)
    if m is None or not _MOST.search(question) or _GRAIN.search(question):
        return None
    return PAST_CHOICES if m.group(0).split()[-1].lower() in {"did", "was", "were"} else WHEN_CHOICES


def when_chosen(question: str, refinements: Sequence[str]) -> tuple[str, list[str]] | None:
    """(the question with "when" said as the grain chosen, the other refinements), or None when no
    refinement is one of the grains offered (another question back's answer, "by day of week", is left to
    the reading that asked it)."""
    for i, said in enumerate(refinements):
        plain = re.sub(r"^(?:by|per|at|the|which|each)\s+|[.!?]+$", "", said.strip().lower())
        grain = next((g for g in (*WHEN_CHOICES, *PAST_CHOICES) if plain == g), None)  # one offered, as said
        if grain is not None:
            rest = [r for j, r in enumerate(refinements) if j != i]
            verb = _WHEN.match(question)
            tail = verb.group(0).split()[-1] if verb else ""
            return _WHEN.sub(f"which {grain} {tail}", question, count=1), rest
    return None
