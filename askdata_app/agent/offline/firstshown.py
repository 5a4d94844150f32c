"""Which one is shown first, said with "one" or a rank ("best one first", "biggest one first", "rank 1 first",
"#1 first", "worst one first"): the order of the rows, highest (lowest) first; and a ranking "by how many
(they) sold" is by the number sold.

"best one first" was read as "the best one" (a single row kept), "rank 1 first" as the number 1 not known, and
"by how many they sold" asked back which measure ranks.
"""

from __future__ import annotations

import re

_HIGH = r"(?:best|biggest|largest|highest|top|greatest|most)"
_LOW = r"(?:worst|smallest|lowest|least|fewest|bottom)"
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"\b(?:the )?{_HIGH} (?:one|ones|seller|sellers) (?:first|on top|at the top)\b", re.I),
     "highest first"),
    (re.compile(rf"\b(?:the )?{_LOW} (?:one|ones|seller|sellers) (?:first|on top|at the top)\b", re.I),
     "lowest first"),
    (re.compile(r"(?:\b(?:rank(?:ed)?|ranking|place|position|number|no\.?) ?#?|#)(?:1|one)(?:st)?"
                r" (?:first|on top)\b", re.I), "highest first"),
    (re.compile(r"\bby how many (?:(?:they|we|you|it|were|was|got|get|have been|had been|are) )*"
                r"(?:sold|bought)\b", re.I), "by number sold"),
)  # fmt: skip


def first_shown(question: str) -> str:
    """``question`` with its note of which row comes first, and "by how many sold", said plainly.

    >>> first_shown("top 3 drinks by items sold, best one first")
    'top 3 drinks by items sold, highest first'
    >>> first_shown("top 5 days by revenue, rank 1 first")
    'top 5 days by revenue, highest first'
    >>> first_shown("which jaffle sells best? by how many they sold")
    'which jaffle sells best? by number sold'
    """
    for pattern, said in _REWRITES:
        question = pattern.sub(said, question)
    return question
