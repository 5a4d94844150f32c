"""The average member as the subject of a question: "how much revenue did the average store make in 2020",
"how many orders does the average customer place", read as "... per store on average".

Without this reading "average" was put on the figure's rows ("the average order item's price") and the
member was dropped, or the question was asked back for a "per". "The average order" ("ticket") is the orders'
own average, and "typical" is a median (see ``parse``): both are left as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_TYPICAL = re.compile(
    r"\b(?P<verb>did|does|do|would|will)\s+(?:the|an|a|our|your)\s+average\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def per_typical(text: str, is_member: Callable[[str], bool]) -> str:
    """``text`` with "did the average store" said as "did per store on average", for a noun that names
    members with names of their own (``is_member``: stores, customers, products; not orders or tickets)."""
    if re.search(r"\bper\b", text, re.IGNORECASE):
        return text  # "does the average guest spend per visit": the average is over the visits

    def said(m: re.Match[str]) -> str:
        if not is_member(m.group("noun").lower()):
            return m.group(0)
        return f"{m.group('verb')} per {m.group('noun')} on average"

    return _TYPICAL.sub(said, text)
