"""A ranking by the share of a member's own rows that have a flag: "which store had the highest share of
orders containing a drink", "the store with the lowest proportion of orders that had a jaffle".

The share is of the member's own orders (its drink orders over all its orders), the rate the layer names
"drink order rate"; read as written, the ranking took "share" as the member's part of all drink orders and
answered with the store that took the most drink orders. The phrase is reworded to the rate ("the highest
drink order rate"), which the planner ranks per member; a share said without a ranking ("share of orders
with a drink by store") is already read as that rate and is left as it is.
"""

from __future__ import annotations

import re

_RANKED = re.compile(
    r"\b(?P<dir>highest|lowest|biggest|smallest|largest|greatest|top|bottom|best|worst|most|least)"
    r" (?:share|proportion|percentage|fraction|percent|%|ratio) of (?:their |its |the |our )?(?P<noun>orders)"
    r" (?:with|containing|that (?:had|has|have|contained|contain|included|include|includes)|having|including)"
    r" (?:a |an |any |at least one )?(?P<flag>[a-z]+?)s?\b(?! (?:and|or)\b)",
    re.IGNORECASE,
)


def share_as_rate(question: str) -> str | None:
    """``question`` with a ranked share of orders having a flag said as that flag's order rate, or None when
    it has no such phrase."""
    m = _RANKED.search(question)
    if m is None:
        return None
    said = f"{m.group('dir')} {m.group('flag')} order rate"
    return question[: m.start()] + said + question[m.end() :]
