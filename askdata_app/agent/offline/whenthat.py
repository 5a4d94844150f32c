"""'Which shop did they open most recently, and when was that?': the shop, and when it opened.

"When was that" after a question about a store opening points at the opening: it is asked as "and when did
it open", which lists the opening date beside the store (it was read as a ranking without a measure).
"""

from __future__ import annotations

import re

__all__ = ["when_that_opened"]

_OPENING = re.compile(r"\b(?:open|opened|opening|launched|launch)\b", re.IGNORECASE)
_WHEN_THAT = re.compile(
    r"\s*,?\s*\band (?:just )?when (?:was|is) (?:that|this|it)(?: exactly)?\b(?=\s*[?.!]*\s*$)", re.IGNORECASE
)


def when_that_opened(question: str) -> str:
    """``question`` with "and when was that" said as "and when did it open" after an opening; unchanged
    otherwise."""
    if _OPENING.search(question) is None:
        return question
    return _WHEN_THAT.sub(" and when did it open", question)
