"""Days since a member's last (or first) order: "as of 31 December 2020, how many days had it been since
customer 1234's last order", "how many days has it been since Brooklyn's most recent order".

The date of that order is asked as usual ("when was customer 1234's last order"), then the days from it to
the day said ("as of ...", "on ..."), or to the data's last day when none is said. Before, the question
asked which measure was meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SINCE = re.compile(
    r"\bhow many days (?:(?:had|has|have) (?:it been|passed|gone by|elapsed) "
    r"|(?:is|was) it |were there |are there )?"
    r"since (?P<who>.+?) (?P<which>last|most recent|latest|first)"
    r" (?:ordered|order(?:ed)? (?:with us|here)|order|visit(?:ed)?|purchase[d]?|came in)\b",
    re.IGNORECASE,
)
_AS_OF = re.compile(
    r"\b(?:as (?:of|at)|on|counting (?:to|up to)|up to|until)\s+(?P<day>[^,?;]+?)\s*(?=[,?;.!]|$)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SinceLast:
    """The question that dates the order, and the words of the day counted to ("" for the data's last)."""

    dated: str
    day: str


def read_since_last(question: str) -> SinceLast | None:
    """The days-since reading of ``question``, or None."""
    m = _SINCE.search(question)
    if m is None:
        return None
    who = re.sub(r"(?:'s|s')$", "", m.group("who").strip())
    dated = f"when was {who}'s {m.group('which').lower()} order"
    rest = f"{question[: m.start()]} {question[m.end() :]}"
    day = _AS_OF.search(rest)
    return SinceLast(dated, day.group("day").strip() if day else "")
