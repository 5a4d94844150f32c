"""Advice for the asker's own event, which the records cannot give: "how many sandwiches should I get for
my party?", "what's the ideal spread for a wedding of 100?", "which menu would suit our conference lunch?".

The records hold what the shops sold; an event of the asker's (a wedding, a party, a conference) is in no
row, and how much it needs or what would suit it is a judgement. Such a question was named as words not
understood ("event", "wedding"), with nothing offered; it is asked back with the figures that could inform
it (what an order holds on average, the best sellers, the menu prices). Only a question the planner did not
understand is asked back so: "for a 60-guest event, add the mean jaffle price to the mean drink price" is
read as the arithmetic it asks for.
"""

from __future__ import annotations

import re

__all__ = ["EVENT_ASK", "EVENT_CHOICES", "event_asked"]

_EVENT = re.compile(
    r"\b(?:events?|weddings?|parties|party|functions?|receptions?|banquets?|galas?|conferences?|seminars?"
    r"|catering|catered|buffets?|christening|bar mitzvah|bat mitzvah|birthday bash|office lunch|team lunch"
    r"|corporate (?:lunch|lunches|breakfast|do|function|order|orders))\b",
    re.IGNORECASE,
)
"""An occasion of the asker's own (not a day of the calendar: holidays are read in occasions.py)."""

EVENT_ASK = (
    "The records hold what the shops sold, not what {what} needs or would suit it, so I cannot advise on "
    "it directly. I can show figures that might help: the items in an average order, the best-selling "
    "products, or the menu prices. Which would you like?"
)
"""The question back."""

EVENT_CHOICES = ("the average items per order", "the best-selling products", "the menu prices")
"""Figures from the records that could inform the plan."""


def event_asked(question: str) -> str | None:
    """The occasion ``question`` plans for ("a wedding"), or None when it names none.

    >>> event_asked("whats the best spread for a wedding?")
    'a wedding'
    >>> event_asked("How many orders in 2020?") is None
    True
    """
    found = _EVENT.search(question)
    if found is None:
        return None
    word = found.group(0).lower()
    return f"your {word}" if re.search(rf"\b(?:my|our) {re.escape(word)}\b", question, re.I) else f"a {word}"
