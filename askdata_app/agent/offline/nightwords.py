"""A night as the trading day, the way a night auditor closes the books: "the night's takings", "which night
of December had the most orders", "nightly takings", "on how many nights did we ring 200+ tickets", "the
last night of 2020", "sales for the final night of data", "one row per night", "31/12/2020 (night of)".

An audit runs once a day, after close, and calls each trading day a night: "nightly" is daily, "nights" are
days, and "night" after a word that picks or counts one ("the", "that", "which", "each", "per", "the last")
is a day. "Last night" alone is yesterday. A night as a part of the day is left as said: "10 at night",
"orders in the night", "late-night orders", "Friday night", "the night shift", "night-time".
"""

from __future__ import annotations

import re

__all__ = ["night_words"]

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekday|weekend|school|opening|closing"
_PICKS = (
    r"the|that|this|which|what|each|every|per|a|one|any|same|single|whole|given|busiest|quietest|slowest"
    r"|biggest|best|worst|last|final|first|latest|previous|prior|average|avg|typical|a given"
    r"|oldest|newest|earliest|most recent|next|following|one more"
)
_NOT_AFTER = r"(?! ?(?:-|time|shift|owl|club|life|out|staff|manager|audit(?:or)?s?\b|crew|rate|cap)\b)"
_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), s)
    for p, s in (
        # "31/12/2020 (night of)": the day said already
        (r"\s*\(\s*(?:the )?night of\s*\)", " "),
        (r"\bnightly\b", "daily"),
        (r"\bnight[- ]by[- ]night\b", "day by day"),
        # "last night" alone: yesterday ("the last night of 2020" is a day of its own)
        (r"(?<!\bthe )(?<!\bthat )\blast night\b" + _NOT_AFTER, "yesterday"),
        (rf"(?<!-)(?<!\bin )(?<!\bduring )(?<!\bat )\b({_PICKS}) night('s|s')?\b" + _NOT_AFTER, r"\1 day\2"),
        # "how many nights", "the last 7 nights", "on 5 nights": days ("Friday nights" are a part of a day)
        (
            rf"(?<!-)\b(?<!\bat )(?<!\blate )(?<!\bin the )(?!(?:{_WEEKDAY}) )(\w+) nights\b" + _NOT_AFTER,
            r"\1 days",
        ),
    )
)


def night_words(question: str) -> str:
    """``question`` with a night said for the trading day ("nightly", "which night", "the last 7 nights")
    written as a day; a night as a part of the day ("10 at night", "Friday night") is left as said."""
    if "night" not in question.lower():
        return question
    text = question
    for pattern, said in _WORDS:
        text = pattern.sub(said, text)
    return text
