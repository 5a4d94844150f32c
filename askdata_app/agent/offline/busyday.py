"""Customers counted by their busiest day: "how many customers placed 3 or more orders on a single day",
"how many distinct guests hit 5+ orders on the same calendar day at least once", "the number of customers
with at least 4 orders in one day in 2019".

Each customer's orders are counted day by day; a customer counts once if any one day reaches the bar.
The question is planned as the orders by day and customer, and that table's rows are then kept to the bar
and their customers counted. Left as it was, the bar was put on the customers' lifetime orders and the
customers were split by their first day (or "at least once" was asked back as a number).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["BusyDay", "busy_day_sql", "read_busy_day"]

_OPS = {"or more": ">=", "+": ">=", "at least": ">=", "more than": ">", "over": ">", "or fewer": "<="}
_READ = re.compile(
    r"^\s*(?:how many|(?:(?:what is |what's )?the )?number of|count(?: of)?(?: the)?)"
    r" (?:distinct |different |unique |individual )?(?:customers|guests|people|buyers|shoppers)"
    r"(?: who| that)?"
    r" (?:have |had |ever |each )?(?:hit|had|have|placed|place|made|make|put in|logged|with|ordered|reached)"
    r" (?:(?P<pre>at least|more than|over) )?(?P<n>\d+)\s?(?P<post>or more|\+|or fewer)?"
    r" (?:separate |different |distinct )?orders (?:on|in|within|during)"
    r" (?:the same|one|a single|a|any single|any one|any) (?:calendar |single )?day(?P<rest>[^?]*?)"
    r"(?:,? at least once|,? (?:at )?any time|,? ever)?"
    r"(?P<tail>(?: in \d{4}| at [A-Z][a-z]+(?: [A-Z][a-z]+)?)*)"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class BusyDay:
    """The orders by day and customer to plan, and the bar a day's orders must pass."""

    question: str
    op: str
    n: int


def read_busy_day(question: str) -> BusyDay | None:
    """The customers-by-busiest-day question read, or None.

    >>> read_busy_day("How many distinct customers hit 5 or more orders on the same day at least once?")
    BusyDay(question='orders by day and customer', op='>=', n=5)
    >>> read_busy_day("how many customers placed more than 2 orders in one day in 2019")
    BusyDay(question='orders by day and customer in 2019', op='>', n=2)
    """
    m = _READ.match(question)
    if m is None or (m.group("pre") and m.group("post")):
        return None
    said = (m.group("pre") or m.group("post") or "").lower()
    if not said:
        return None  # "had 5 orders on one day": exactly, or at least? left as it was
    rest = f"{m.group('rest') or ''}{m.group('tail') or ''}".strip(" ,")
    if rest and not re.fullmatch(r"(?:(?:in|during) \d{4}|at [A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: .*)?", rest):
        return None
    return BusyDay(f"orders by day and customer{' ' + rest if rest else ''}", _OPS[said], int(m.group("n")))


def busy_day_sql(sql: str, busy: BusyDay) -> str | None:
    """The customers of ``sql`` (orders by day and customer) with a day that passes the bar, counted; None
    when its columns are not those."""
    if not (re.search(r"\bAS customer\b", sql) and re.search(r"\bAS orders\b", sql) and "AS day" in sql):
        return None
    return (
        f"SELECT COUNT(DISTINCT busy.customer) AS customers FROM ({sql}) AS busy"
        f" WHERE busy.orders {busy.op} {busy.n}"
    )
