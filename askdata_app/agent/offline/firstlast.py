"""The first and the last order, said together: of all the orders ("the timestamp of the earliest order and
of the latest order, in one row", "the span in days between the date of the first order and that of the last
one") or of each customer ("the longest interval in days between a customer's first and last order dates",
"how many customers have their first and last orders on the same calendar date").

- both ends of all the orders: the earliest and the latest time (dates when dates are asked), one row;
- the days between the two ends: the later date less the earlier one (calendar dates);
- a customer's first and last order: the days between them per customer, then the longest (shortest,
  average) of them; or the customers whose two dates are the same day counted (only those with more than
  one order when that is said).

Before, "earliest" and "latest" said together were not understood, the span was asked back (which
measure?), and "first and last on the same day" was the last order date of each day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["FirstLast", "first_last_sql", "read_first_last"]

_I = re.IGNORECASE
_FIRST = r"(?:first|earliest|oldest)"
_LAST = r"(?:last|latest|most recent|newest|final)"
_OF = r"(?:(?:time|timestamp|date|day|calendar date|date and time)s?\s+of\s+)?"
_BOTH = re.compile(
    rf"\b(?:the\s+)?{_OF}(?:the\s+)?{_FIRST}\s+(?P<what1>order|purchase|sale)s?"
    rf"(?:\s+(?P<unit1>time|timestamp|date|day|datetime))?s?\s*,?\s*(?:and|&|as well as|plus)\s+"
    rf"(?:(?:that|those)\s+of\s+|of\s+)?(?:the\s+)?{_OF}(?:the\s+)?{_LAST}"
    r"(?:\s+(?:one|order|purchase|sale)s?)?(?:\s+(?P<unit2>time|timestamp|date|day|datetime))?",
    _I,
)
_SPAN = re.compile(
    r"\b(?:span|interval|gap|number of days|how many days|days|time|period|distance|difference|length)\b"
    r"[^?]*?\bbetween\b",
    _I,
)
_SAID_DATE = re.compile(r"\b(?:calendar\s+)?dates?\b|\bday\b", _I)
_CUSTOMER = re.compile(
    r"\b(?:a|any|any one|any single|each|every|one|the same)\s+customer(?:'s|s')?|\bcustomers'|\bcustomer's",
    _I,
)
_CUST_BOTH = re.compile(
    rf"\b{_FIRST}\s+and\s+{_LAST}\s+(?:order|purchase)s?(?:\s+dates?)?\b"
    rf"|\b{_FIRST}\s+(?:order|purchase)s?(?:\s+dates?)?\s+and\s+(?:their\s+|the\s+|its\s+)?{_LAST}"
    r"(?:\s+(?:one|order|purchase)s?)?",
    _I,
)
_SAME_DAY = re.compile(
    r"\b(?:on|fall on|fell on|are on|were on|share)\s+the\s+same\s+(?:calendar\s+)?(?:day|date)\b", _I
)
_HOW_MANY = re.compile(r"\bhow many\b|\bnumber of customers\b|\bcount (?:the )?customers\b", _I)
_REPEAT = re.compile(
    r"\b(?:more than (?:one|1) order|two or more orders|2\+? orders|at least (?:two|2) orders|returning"
    r"|repeat|ordered more than once|ordered (?:at least )?twice|multiple orders|several orders)\b",
    _I,
)
_EXTREMES = {
    "longest": "MAX",
    "largest": "MAX",
    "greatest": "MAX",
    "biggest": "MAX",
    "maximum": "MAX",
    "max": "MAX",
    "widest": "MAX",
    "shortest": "MIN",
    "smallest": "MIN",
    "minimum": "MIN",
    "min": "MIN",
    "average": "AVG",
    "mean": "AVG",
    "typical": "MEDIAN",
    "median": "MEDIAN",
}
_EXTREME = re.compile(rf"\b(?P<ext>{'|'.join(_EXTREMES)})\b", _I)


_LEAD_WORDS = frozenset(
    {
        "please",
        "provide",
        "give",
        "show",
        "state",
        "tell",
        "me",
        "us",
        "what",
        "is",
        "are",
        "was",
        "were",
        "when",
        "the",
        "report",
        "list",
        "display",
        "return",
        "could",
        "can",
        "you",
        "i",
        "need",
        "want",
        "would",
        "like",
        "kindly",
        "confirm",
        "and",
        "of",
        "in",
        "a",
        "single",
        "one",
        "row",
        "both",
        "span",
        "interval",
        "gap",
        "number",
        "days",
        "how",
        "many",
        "time",
        "period",
        "distance",
        "difference",
        "length",
        "between",
        "calendar",
        "measured",
        "whole",
        "full",
        "entire",
        "data",
        "timestamp",
        "timestamps",
        "date",
        "dates",
        "day",
        "datetime",
        "s",
    }
)
"""The words that may come before "the first order and the last": a request, or the span between them."""


@dataclass(frozen=True)
class FirstLast:
    """A question about the first and the last order, read."""

    ask: str
    """'ends' (both times), 'span' (days between), 'per_customer' (an aggregate of each customer's days),
    'same_day' (customers whose first and last are on one day, counted)."""
    dates: bool = False
    agg: str = "MAX"
    repeat: bool = False


def read_first_last(question: str) -> FirstLast | None:
    """The first-and-last question ``question`` asks, or None.

    >>> read_first_last("Please provide the timestamp of the earliest order and of the latest order.")
    FirstLast(ask='ends', dates=False, agg='MAX', repeat=False)
    >>> read_first_last("What is the span in days between the date of the first order and the last one?")
    FirstLast(ask='span', dates=True, agg='MAX', repeat=False)
    >>> read_first_last("the longest interval in days between a customer's first and last order dates").ask
    'per_customer'
    >>> read_first_last("Among customers with more than one order, how many have their first and last"
    ...                 " orders on the same calendar date?")
    FirstLast(ask='same_day', dates=True, agg='MAX', repeat=True)
    >>> read_first_last("first order date by store") is None
    True
    """
    text = re.sub(r"\s+", " ", question)
    if _CUSTOMER.search(text) is not None or re.search(r"\bcustomers?\b", text, _I):
        both = _CUST_BOTH.search(text)
        if both is None:
            return None
        if _SAME_DAY.search(text) is not None and _HOW_MANY.search(text) is not None:
            return FirstLast("same_day", True, repeat=_REPEAT.search(text) is not None)
        ext = _EXTREME.search(text)
        if ext is not None and _SPAN.search(text) is not None and _CUSTOMER.search(text) is not None:
            return FirstLast("per_customer", True, _EXTREMES[ext.group("ext").lower()])
        return None
    both = _BOTH.search(text)
    if both is None:
        return None
    before = re.sub(r"^[^:]*:\s*", "", text[: both.start()])
    if not set(re.findall(r"[a-z]+", before.lower())) <= _LEAD_WORDS:
        return None  # "the revenue of the first order and the last": a figure of those orders
    if _SPAN.search(before) is not None:
        return FirstLast("span", True)
    if re.search(r"\bhow many\b|\bwhich\b|\bby\b|\bper\b|\beach\b", text, _I):
        return None
    units = " ".join(filter(None, [both.group("unit1"), both.group("unit2"), text[: both.start()][-30:]]))
    dates = re.search(r"\bdates?\b|\bday\b", units, _I) is not None and not re.search(r"\btime", units, _I)
    return FirstLast("ends", dates)


def first_last_sql(
    ask: FirstLast, fact: str, at: str, entity: str, first: str, last: str, lifetime: str
) -> str:
    """The answer: ``fact`` rows timed by ``at``; ``entity`` rows with their ``first`` and ``last`` times and
    (``lifetime``, may be "") their number of orders."""
    if ask.ask == "ends":
        cast = (lambda col: f"CAST({col} AS DATE)") if ask.dates else (lambda col: col)
        return f"SELECT MIN({cast(at)}) AS earliest, MAX({cast(at)}) AS latest FROM {fact}"
    if ask.ask == "span":
        return (
            f"SELECT DATE_DIFF('day', MIN(CAST({at} AS DATE)), MAX(CAST({at} AS DATE))) AS days_between"
            f" FROM {fact}"
        )
    days = f"DATE_DIFF('day', CAST({first} AS DATE), CAST({last} AS DATE))"
    if ask.ask == "per_customer":
        return f"SELECT {ask.agg}({days}) AS days_first_to_last FROM {entity}"
    cond = f"CAST({first} AS DATE) = CAST({last} AS DATE)"
    if ask.repeat:
        cond += f" AND {lifetime} > 1" if lifetime else f" AND {first} < {last}"
    return f"SELECT COUNT(*) AS same_day_first_and_last FROM {entity} WHERE {cond}"
