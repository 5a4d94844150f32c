"""A count whose condition points back and is then said plainly: "how many orders sit at that maximum, i.e.
have exactly five item rows?", "how many customers are at that level, that is have exactly 3 orders?".

The clause before "i.e." ("sit at that maximum") names the condition only by pointing back to an earlier
figure; the clause after it says the same condition in full. The question is read with the plain clause
in place of the pointing one: "how many orders have exactly five item rows?".
"""

from __future__ import annotations

import re

_POINTING = re.compile(
    r"^(?P<head>\s*(?:so\s+|and\s+|then\s+)?(?:how many|count(?: the)?|the number of)\s+"
    r"[a-z]+(?:\s+[a-z]+)??)\s+"
    r"(?P<pointing>[^,;]*?\b(?:that|this|those|these|the same)\s+"
    r"(?:maximum|minimum|max|min|value|level|figure|number|threshold|amount|count|peak|top|bottom|size)\b[^,;]*?)"
    r"\s*[,;]?\s+(?:i\.e\.?|ie|that is|namely|in other words|meaning they)[,:]?\s+(?P<plain>\S.*)$",
    re.IGNORECASE,
)


def plain_condition(question: str) -> str:
    """``question`` with a pointing condition replaced by the plain one said after "i.e." ("how many orders
    sit at that maximum, i.e. have exactly five item rows?" -> "how many orders have exactly five item
    rows?"); unchanged otherwise."""
    if not re.search(r"\b(?:i\.?e|that is|namely|in other words|meaning they)\b", question, re.IGNORECASE):
        return question
    m = _POINTING.match(question)
    if m is None:
        return question
    return f"{m.group('head').strip()} {m.group('plain').strip()}"
