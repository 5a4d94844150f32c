"""A winner's lead over the runner-up, asked after the winner: "by how many did it beat the one in second
place?", "how far ahead of the runner-up was it?", "what was its lead over second place?".

The earlier question's ranking is read again for its first two rows; the answer is the gap between their
figures. Before, the second row was shown (the runner-up itself), not the gap.
"""

from __future__ import annotations

import re

_SECOND = (
    r"(?:the runners?[- ]?ups?|(?:the )?second(?: place| one| best| [a-z]+(?: in line)?)?"
    r"|the (?:one|[a-z]+) (?:in|that came|which came|that finished|which finished) second(?: place)?"
    r"|(?:the )?number two|(?:the )?next (?:one|best|[a-z]+)(?: down)?)"
)
_IT = r"(?:it|they|that one|the winner|the leader|the top one|that [a-z]+)"
_LEAD = (
    re.compile(
        rf"\bby how (?:much|many(?: [a-z]+)?) (?:did|does|do) {_IT} (?:beat|lead|top|exceed|outsell|outdo"
        rf"|outstrip|surpass|outnumber|outperform|edge|win over|finish ahead of|come ahead of) {_SECOND}\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\bhow far (?:ahead of|in front of|clear of|above) {_SECOND} (?:was|is|were|are) {_IT}\b", re.I
    ),
    re.compile(
        rf"\b(?:what was|what's|what is|how big was|how large was) (?:its|their|the) (?:lead|margin|gap)"
        rf"(?: of victory)? (?:over|on|above|to) {_SECOND}\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\bhow (?:much|many) more(?: [a-z]+)? (?:did|does|do) {_IT}"
        r" (?:have|take|sell|get|make|earn|bring in"
        rf"|place|receive) than {_SECOND}\b",
        re.IGNORECASE,
    ),
)


def asks_lead_over_second(question: str) -> bool:
    """Whether ``question`` asks the gap between the last answer's winner and its runner-up."""
    text = " ".join(question.split())
    return any(p.search(text) is not None for p in _LEAD)
