"""The N largest tickets listed: "Pull the 3 largest tickets of 2019: order id, store and the total, largest
first", "list the 5 biggest orders of 2018 by order total, with the order id and the store".

Each is one order, ranked by its total (the order total) and shown with what is asked beside it (its store,
its customer). The number before "largest" was not understood, and "store" in the list of columns was read
as a count of stores per order. The question is said as the ranking the planner reads ("top 3 orders of
2019 by order total, with their store"). The smallest ones are left as they were.
"""

from __future__ import annotations

import re

__all__ = ["largest_tickets"]

_LEAD = r"(?:(?:pull|list|show(?: me)?|give me|get|find|fetch|what (?:are|were))\s+)?(?:the |our )?"
_NUMBERS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_LARGEST = re.compile(
    rf"^\s*{_LEAD}(?:top )?(?P<n>\d+|{'|'.join(_NUMBERS)}) (?:largest|biggest|highest|priciest|heftiest)"
    r"(?: single| individual)? (?:tickets|orders|receipts|transactions|baskets|checks)\b(?P<rest>[^?]*?)"
    r"[\s?.!]*$",
    re.IGNORECASE,
)
_BY_TOTAL = re.compile(
    r",?\s*\b(?:by|on) (?:the )?(?:order[ _]total|total|amount|value)(?: (?:incl\.?|including|with|w/) tax)?"
    r"|,?\s*[-,(]?\s*\b(?:largest|biggest|highest) first\)?|,?\s*\btax (?:in|incl\.?|included)\b",
    re.IGNORECASE,
)
_COLUMNS = re.compile(r"\s*(?::|[-\u2013\u2014]|,? with|,? showing|\. show|\. return)\s+(?P<cols>.*)$", re.I)
_STORE = re.compile(r"\b(?:store|stores|shop|location|branch)\b", re.IGNORECASE)
_CUSTOMER = re.compile(r"\b(?:customer|customers|guest|buyer|who)\b", re.IGNORECASE)


def largest_tickets(question: str) -> str:
    """``question`` said as a ranking of orders by their total when it asks for the N largest tickets;
    unchanged otherwise.

    >>> largest_tickets("Pull the 4 largest tickets of 2020 by order total: order id, store and the total.")
    'top 4 orders of 2020 by order total, with their store'
    >>> largest_tickets("the three biggest orders in Brooklyn")
    'top 3 orders in Brooklyn by order total'
    """
    m = _LARGEST.match(question)
    if m is None:
        return question
    n = m.group("n").lower()
    count = int(n) if n.isdigit() else _NUMBERS[n]
    rest = _BY_TOTAL.sub("", m.group("rest"))
    cols = _COLUMNS.search(rest)
    shown = ""
    if cols is not None:
        rest = rest[: cols.start()]
        wanted = [
            w for w, rx in (("store", _STORE), ("customer", _CUSTOMER)) if rx.search(cols.group("cols"))
        ]
        shown = f", with their {' and '.join(wanted)}" if wanted else ""
    rest = rest.strip(" ,;:")
    if re.search(r"\b(?:per|each|every|by|for every|within)\b", rest, re.IGNORECASE):
        return question  # "the 3 largest orders per store": a ranking within each, not read here
    return f"top {count} orders{' ' + rest if rest else ''} by order total{shown}"
