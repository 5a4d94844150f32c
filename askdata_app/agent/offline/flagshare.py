"""A ranking by the share of a member's own rows that have a flag: "which store had the highest share of
orders containing a drink", "the store with the lowest proportion of orders that had a jaffle".

The share is of the member's own orders (its drink orders over all its orders), the rate the layer names
"drink order rate"; read as written, the ranking took "share" as the member's part of all drink orders and
answered with the store that took the most drink orders. The phrase is reworded to the rate ("the highest
drink order rate"), which the planner ranks per member; a share said without a ranking ("share of orders
with a drink by store") is already read as that rate and is left as it is.

The same share said of the kind within the member's own orders ("which store had the lowest share of drinks in
its 2019 orders", "the highest proportion of jaffles among their orders") is that rate too, of that period's
orders; the "its" lost the share, and the stores were ranked by their drink orders.
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

_WITHIN = re.compile(
    r"\b(?P<dir>highest|lowest|biggest|smallest|largest|greatest|top|bottom|best|worst|most|least)"
    r" (?:share|proportion|percentage|fraction|percent|%|ratio) of (?P<flag>[a-z]+?)s?"
    r" (?:in|among|across|within) (?:its|their) (?:own )?(?:(?P<year>(?:19|20)\d{2})(?:'s)? )?orders\b",
    re.IGNORECASE,
)
"""'the lowest share of drinks in its 2019 orders'."""


def share_as_rate(question: str) -> str | None:
    """``question`` with a ranked share of orders having a flag said as that flag's order rate, or None when
    it has no such phrase."""
    m = _RANKED.search(question)
    if m is None:
        within = _WITHIN.search(question)
        if within is None:
            return None
        year = within.group("year")
        said = f"{within.group('dir')} {within.group('flag')} order rate" + (f" in {year}" if year else "")
        return question[: within.start()] + said + question[within.end() :]
    said = f"{m.group('dir')} {m.group('flag')} order rate"
    return question[: m.start()] + said + question[m.end() :]
