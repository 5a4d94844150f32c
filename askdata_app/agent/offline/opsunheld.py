"""What an operations officer asks of that the records do not hold: staffing ("was that unit fully
staffed?", "headcount", "personnel"), security incidents, readiness or a unit's readiness assessment, and
which unit to decommission or close. The data has orders, their items, customers, stores, products and
supplies; these are asked back (which of those to look at instead), not answered with a near figure.
"""

from __future__ import annotations

import re

__all__ = ["OPS_ASK", "ops_unheld"]

OPS_ASK = (
    "The data holds no {what}: it has orders and their items, customers, stores, products and the supplies "
    "each product uses, by day and hour. Which of those should I look at instead (the orders per store, say)?"
)
"""The question back for an operational record the data does not hold."""

_UNHELD = re.compile(
    r"\b(?:(?:fully |under|short[- ]|over)?staff(?:ed|ing)(?: levels?)?|headcounts?|personnel|manning"
    r"|security(?: incidents?| breaches?)?|incidents?(?: reports?)?|readiness(?: assessments?)?"
    r"|decommission(?:ed|ing)?|equipment (?:status|failures?|downtime))\b",
    re.IGNORECASE,
)


def ops_unheld(question: str) -> str | None:
    """The operational record ``question`` asks about that the data does not hold, or None."""
    found = _UNHELD.search(question)
    return found.group(0).lower() if found is not None else None
