"""A follow-up that only names another basis for a ranking: "top 3 products by revenue in 2020" then "and by
units?". After a ranking, "by units" is the units sold (the basis to rank by), not a breakdown by order line,
which it read as before (every order line its own row)."""

from __future__ import annotations

import re

_BY_UNITS = re.compile(
    r"^\s*(?:and |what about |how about |ok,? |now |then )?(?:ranked |sorted |ordered |instead )?by "
    r"(?:the )?(?:units?|unit sales|volume|quantity|number of units|items?)(?: instead)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def rank_by_units(question: str) -> str | None:
    """``question`` as "... by units sold" when it only says "by units" (see the module), or None."""
    m = _BY_UNITS.match(question)
    if m is None:
        return None
    return "and by units sold?"
