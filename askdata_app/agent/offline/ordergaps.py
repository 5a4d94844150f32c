"""The time between one order and the next: "the mean headway between successive orders at Brooklyn on 18 Dec
2020, in minutes", "the longest gap between back-to-back orders at Chicago on 4 July 2019", "average time
between consecutive orders in 2019, in seconds".

Each order's gap is the time since the order before it on the same day (the first order of a day has none: a
night is no gap between orders); the gaps are averaged (or their largest, smallest, median taken), in minutes
unless the question says seconds or hours. The orders are counted as said (their store, day, period) and that
count is turned into the gaps (see ``Planner._order_gaps``). Before, "headway", "gap" and "between" were words
not understood.

The gaps between one customer's successive orders ("the mean inter-order gap for the same customer, in days",
"average days between a customer's consecutive orders", "median gap between successive orders per customer")
are taken within each customer instead, in calendar days (the dates' difference) unless another unit is
said; the first order of each customer has none, and the rest are pooled over all customers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["OrderGap", "gap_sql", "one_group_dropped", "read_order_gap"]


@dataclass(frozen=True)
class OrderGap:
    """A statistic of the gaps between successive orders, in a unit, over the orders ``counted`` counts."""

    stat: str
    unit: str
    counted: str
    customer: bool = field(default=False, repr=False)
    """The gaps between one customer's successive orders (in days), not between the orders of one day."""


_STAT = (
    r"(?P<stat>mean|average|avg\.?|typical|median|longest|largest|biggest|maximum|max\.?|shortest|smallest"
    r"|minimum|min\.?)"
)
_GAP = r"(?:headways?|gaps?|time|times|intervals?|inter-?arrival times?|spacing|wait)"
_NEXT = (
    r"(?:between|separating) (?:(?:a|each|every|one|the same) customer'?s )?(?:two |any two )?"
    r"(?:successive|consecutive|back-to-back|adjacent|subsequent"
    r"|one order and the next)(?: orders)?|between orders"
)
_SAID = re.compile(
    rf"\b(?:(?:what(?:'s| is| was) )?the )?{_STAT}"
    rf" (?:{_GAP}(?: in (?:minutes|days))? (?:{_NEXT})"
    rf"|(?:number of )?days (?:{_NEXT})|inter-?arrival times?|inter-?order (?:gaps?|times?|intervals?))\b",
    re.I,
)
_UNIT = re.compile(
    r",?\s*\(?\b(?:counted |measured |taken )?(?:in|as|measured in) (?P<unit>minutes|mins|seconds|secs|hours"
    r"|days)\b(?: by (?:calendar )?dates?)?\)?",
    re.I,
)
_CUSTOMER = re.compile(
    r",?\s*\b(?:(?:for|of|by|from|within|placed by) (?:the same|one|a single|each|a|every|any one) customer"
    r"|(?:per|each) customer|(?:a|each|every|the same|one) customer'?s)\b",
    re.I,
)
"""'for the same customer', 'a customer's consecutive orders': the gaps within each customer."""
_POOLED = re.compile(
    r",?\s*\b(?:(?:every|each|all) (?:consecutive|successive) pairs? of orders"
    r"|pooled (?:across|over) (?:all )?(?:the )?customers|(?:across|over) all (?:the )?customers"
    r"|counted by (?:calendar )?dates?)\b",
    re.I,
)
"""How the customers' gaps are taken and pooled, said again."""
_GLOSS = re.compile(
    r"\s*\((?:[^()]*\b(?:gap|before|previous|prior|after|next)\b[^()]*)\)",
    re.I,
)
"""'(gap from each order to the one before it that day)': how a gap is taken, said already."""

_STATS = {
    "mean": "AVG",
    "average": "AVG",
    "avg": "AVG",
    "typical": "AVG",
    "median": "MEDIAN",
    "longest": "MAX",
    "largest": "MAX",
    "biggest": "MAX",
    "maximum": "MAX",
    "max": "MAX",
    "shortest": "MIN",
    "smallest": "MIN",
    "minimum": "MIN",
    "min": "MIN",
}
_UNITS = {
    "minutes": "minutes",
    "mins": "minutes",
    "seconds": "seconds",
    "secs": "seconds",
    "hours": "hours",
    "days": "days",
}
_DIVIDE = {"minutes": "60.0", "seconds": "1.0", "hours": "3600.0"}


def read_order_gap(question: str) -> OrderGap | None:
    """The gap statistic ``question`` asks for, with the orders it is over said as a count; None when it asks
    no such thing.

    >>> read_order_gap("mean headway between successive orders at Brooklyn on 18 Dec 2020, in minutes")
    OrderGap(stat='AVG', unit='minutes', counted='how many orders at Brooklyn on 18 Dec 2020')
    >>> read_order_gap("the longest gap between back-to-back orders in 2019, in hours").stat
    'MAX'
    >>> read_order_gap("the gap between revenue and costs") is None
    True
    """
    m = _SAID.search(question)
    if m is None:
        return None
    stat = _STATS[m.group("stat").lower().rstrip(".")]
    rest = question[: m.start()] + " " + question[m.end() :]
    customer = _CUSTOMER.search(rest) is not None or _CUSTOMER.search(m.group(0)) is not None
    if customer:
        rest = _POOLED.sub("", _CUSTOMER.sub("", rest))
    elif re.search(r"\bdays?\b", m.group(0), re.I):
        return None  # "days between successive orders" of no one customer: left to the other readings
    unit = "days" if customer else "minutes"
    said = _UNIT.search(rest) or _UNIT.search(m.group(0))
    if said is not None:
        unit = _UNITS[said.group("unit").lower()]
        rest = _UNIT.sub("", rest)
    if unit == "days" and not customer:
        return None
    rest = _GLOSS.sub("", rest)
    rest = re.sub(r"\b(?:orders?|placed|taken)\b", "", rest, flags=re.I)
    rest = re.sub(r"\s+", " ", rest).strip(" ,;:-?.!")
    return OrderGap(stat, unit, f"how many orders {rest}".strip(), customer)


def gap_sql(
    gap: OrderGap, counted_sql: str, alias: str, time: str, key: str, customer: str | None = None
) -> str | None:
    """``counted_sql`` (one ``COUNT(*)`` of the orders, aliased ``alias``) turned into ``gap``'s statistic of
    the gaps between successive orders of one day (of one customer, ``customer`` their key column, when
    ``gap.customer``); None when it is no such count."""
    found = re.search(r"\bCOUNT\(\*\) AS (\w+)", counted_sql)
    if found is None or len(re.findall(r"\bCOUNT\(", counted_sql)) != 1:
        return None
    if re.search(r"\b(?:GROUP BY|LIMIT|HAVING|UNION)\b", counted_sql):
        return None
    ts = f"{alias}.{time}"
    if gap.customer and customer is None:
        return None
    if gap.customer:
        before = f"LAG({ts}) OVER (PARTITION BY {alias}.{customer} ORDER BY {ts}, {alias}.{key})"
        apart = f"DATE_DIFF('day', CAST({before} AS DATE), CAST({ts} AS DATE))"
        if gap.unit != "days":
            apart = f"EPOCH({ts} - {before}) / {_DIVIDE[gap.unit]}"
        gap_expr = f"{apart} AS gap"
    else:
        gap_expr = (
            f"EPOCH({ts} - LAG({ts}) OVER (PARTITION BY CAST({ts} AS DATE) ORDER BY {ts}, {alias}.{key}))"
            f" / {_DIVIDE[gap.unit]} AS gap"
        )
    inner = counted_sql[: found.start()] + gap_expr + counted_sql[found.end() :]
    name = {"AVG": "average", "MEDIAN": "median", "MAX": "longest", "MIN": "shortest"}[gap.stat]
    return f"SELECT {gap.stat}(gap) AS {name}_gap_{gap.unit} FROM ({inner}) AS g WHERE gap IS NOT NULL"


_ONE_GROUP = re.compile(
    r"(?s)^\s*SELECT\s+(?P<expr>[\w.]+) AS \w+,\s+COUNT\(\*\) AS (?P<m>\w+)\s+FROM (?P<rest>.*?)"
    r"\s+GROUP BY\s+(?P=expr)\s*(?:ORDER BY\s[^()]*)?$"
)


def one_group_dropped(sql: str) -> str | None:
    """``sql``, a count split by a column its WHERE holds to one value ("New Orleans, by store, where the
    store
    is New Orleans"), as the one count; None when it is no such split."""
    m = _ONE_GROUP.match(sql)
    if m is None or len(re.findall(rf"{re.escape(m['expr'])} = '", m["rest"])) != 1:
        return None
    return f"SELECT COUNT(*) AS {m['m']} FROM {m['rest']}"
