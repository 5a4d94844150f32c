"""A running total said with where it starts again: "starting again from nought in January", "resetting
to zero every month", "restarting at the start of each quarter" -- the year (month, quarter) to date.

Also the size of an average order said as a question about one order: "how many items are there in an
average order", "how many things go in a typical basket" -- the items per order, averaged.
"""

from __future__ import annotations

import re

__all__ = ["restart_said"]

_UNIT = {"january": "year", "year": "year", "new year": "year", "month": "month", "quarter": "quarter"}
_RESTART = re.compile(
    r",?\s*\b(?<!without )(?<!not )(?<!no )(?<!never )(?<!n't )"  # "without resetting each year": all-time
    r"(?:starting (?:again|over|afresh)|restarting|resetting|reset|back)(?: (?:to|from|at))?"
    r"(?: (?:zero|0|nothing))? (?:in|each|every|at the (?:start|beginning) of(?: (?:each|every|the|a))?"
    r"|with(?: (?:each|every|the|a))?|for each|per)(?: (?:new|each|every))? "
    r"(january|new year|year|month|quarter)\b",
    re.IGNORECASE,
)
_ITEMS_IN_ORDER = re.compile(
    r"\bhow many (items|things|products|units) (?:are there |are |were |do we get |go |went |get )?"
    r"(?:in|on) (?:an? |the |our )?(?:average|typical|mean|usual) (order|basket|ticket|transaction)\b",
    re.IGNORECASE,
)


def restart_said(question: str) -> str:
    """``question`` with where a running total starts again said as "<unit> to date", and "how many items
    in an average order" as "average items per order"."""
    question = _ITEMS_IN_ORDER.sub(lambda m: f"average {m[1]} per {m[2]}", question)
    return _RESTART.sub(lambda m: f", {_UNIT[m[1].lower()]} to date", question)
