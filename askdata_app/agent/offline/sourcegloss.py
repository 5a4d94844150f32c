"""Where a figure is taken from, said after it: "supply cost as a ratio to revenue by store in 2020, using the
items sold", "gross profit by month, based on the order lines".

Revenue and supply cost are sums over the items sold already: the gloss only says so. Read as words, "items
sold" became a second figure (revenue per item sold), so the gloss goes when it closes a clause.
"""

from __future__ import annotations

import re

_GLOSS = re.compile(
    r",?\s*\b(?:using|based on|going by|computed (?:from|on)|calculated (?:from|on)|worked out from"
    r"|taken from|via|off) (?:the |all the |each |every )?(?:line )?(?:(?:items?|units?) (?:sold|ordered)"
    r"|line items|order lines|order items|item lines)"
    r"(?=\s*(?:[.?!;]|$)|,)",
    re.IGNORECASE,
)


def without_source_gloss(question: str) -> str:
    """``question`` without a closing "using the items sold" (see the module docstring)."""
    return _GLOSS.sub("", question)
