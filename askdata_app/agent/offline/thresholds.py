"""Time buckets whose figure passes a number ("on how many days in 2020 did we top 150 orders", "which
months of 2019 topped 60k in sales", "how many weeks had revenue under $20,000").

The question is split into the figure per bucket ("orders by day in 2020", planned as usual) and the
condition on it; the planned SQL is then filtered on its measure column, and counted when "how many" asked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UNITS = {"day": "day", "week": "week", "month": "month", "quarter": "quarter", "year": "year"}
MEMBERS = {"store": "store", "shop": "store", "location": "store", "branch": "store", "product": "product",
           "item": "product", "drink": "drink", "jaffle": "jaffle", "customer": "customer"}  # fmt: skip
"""Members whose figure passes a number ("which stores had more than 10,000 orders in 2020")."""
_SOLD = re.compile(r"\b(?:sold|sell|sells|selling)\b", re.IGNORECASE)
_SPENT = re.compile(r"\b(?:spent|spend|spends|spending)\b", re.IGNORECASE)
_FIGURE = re.compile(
    r"\b(?:revenue|sales|units?|orders?|items?|customers?|takings|order totals?|tax)\b", re.I
)
_OPS = (
    (r"at least|no (?:less|fewer) than|(?:reach|reached|hit)", ">="),
    (r"at most|no more than", "<="),
    (
        r"top|topped|tops|exceed|exceeded|exceeds|pass|passed|beat|beats|surpass(?:ed)?|went over|go over|"
        r"more than|over|above|greater than|upwards of|north of",
        ">",
    ),
    (r"under|below|less than|fewer than|south of", "<"),
)
_OP = "|".join(f"(?:{words})" for words, _ in _OPS)
_NUMBER = r"\$?\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|thousand|million|grand)?\b"
_QUESTION = re.compile(
    rf"^\s*(?:on |in |for |during )?(?P<mode>how many|which|what|list(?: the| all)?|show(?: me)?(?: the)?)"
    rf" (?P<unit>day|week|month|quarter|year|store|shop|location|branch|product|item|drink|jaffle|customer)"
    rf"(?:e?s)?\b(?P<before>.*?)"
    rf"\b(?P<op>{_OP})\s+(?P<num>{_NUMBER})(?P<after>.*)$",
    re.IGNORECASE,
)
_EACH_ORDER = re.compile(
    r"\b(?:with|having|has|had|have|whose|placed|place|made|make|in|on)\s+(?:any |an? |one or more )?"
    r"(?:orders?|purchases?|baskets?|tickets?)(?:\s+(?:that|which) (?:were|was|came to|totall?ed))?"
    r"(?:\s+(?:were|was|are|is|worth|of|totall?ing|coming to))?\s*$",
    re.IGNORECASE,
)
"""Orders said just before a money bound ("customers with orders over $50", "stores that had an order above
$40"): the bound is each order's amount, not a number of orders (no member figure, then)."""
_IN_ORDERS = re.compile(
    r"^\s*(?:(?:dollars?|bucks|usd)\s+)?(?:in|of|worth of|on)\s+(?:their\s+|total\s+)?"
    r"(?:orders|purchases|spending|spend)\b",
    re.IGNORECASE,
)
"""An amount said "in orders" ("customers with more than $500 in orders"): the sum of the orders' totals,
not a number of orders."""
_MONEY = re.compile(r"\$|\b(?:dollars?|bucks|usd)\b", re.IGNORECASE)
_SCALE = {"k": 1_000, "thousand": 1_000, "grand": 1_000, "m": 1_000_000, "million": 1_000_000}
_VERBS = re.compile(
    r"\b(?:did|do|does|had|have|has|were|was|are|is|saw|see|see|with|where|when|that|in which|we|our|the"
    r" total|total|come in|came in|bring in|brought in|get|got|make|made|do we)\b",
    re.IGNORECASE,
)

_ALL_STORES = re.compile(
    r"\b(?:all (?:of )?(?:the |our )?|the |our )(?:stores|shops|locations|branches|outlets|restaurants)"
    r" (?:together|combined|between them)\b",
    re.IGNORECASE,
)
"""The stores said together as who took the figure ("did all the stores together take"): the business."""


@dataclass(frozen=True)
class Threshold:
    """A question about buckets passing a number, split."""

    rest: str
    """The figure per bucket, as a question of its own ("orders in 2020 by day")."""
    op: str
    number: float
    count: bool
    """ "how many days": count the buckets; else list them."""
    unit: str
    each_order: bool = False
    """ "with orders over $50": the members with at least one order of that amount."""


def op_of(said: str) -> str:
    """The comparison a word says ("top" -> ">", "at least" -> ">=")."""
    return next(o for words, o in _OPS if re.fullmatch(words, said, re.IGNORECASE))


def number_of(said: str) -> float | None:
    """The number written ("$60k" -> 60000.0, "1,500" -> 1500.0), or None."""
    digits = re.search(r"\d[\d,]*(?:\.\d+)?", said)
    if digits is None:
        return None
    number = float(digits.group(0).replace(",", ""))
    scale = re.search(r"(k|m|thousand|million|grand)\s*$", said, re.IGNORECASE)
    return number * _SCALE[scale.group(1).lower()] if scale is not None else number


def split_threshold(question: str) -> Threshold | None:
    """The parts of a "how many days did revenue top $3,000" question, or None."""
    m = _QUESTION.match(question.strip().rstrip("?.! "))
    if m is None:
        return None
    if re.search(r"\bof (?:the )?(?:week|month|year)\b", m.group("before"), re.IGNORECASE):
        return None  # "which day of the week ...": a part of the calendar, not one bucket each
    op, number = op_of(m.group("op")), number_of(m.group("num"))
    if number is None:
        return None
    before = _VERBS.sub(" ", _ALL_STORES.sub(" ", m.group("before")))
    after = m.group("after")
    money = _MONEY.search(m.group("num")) or _MONEY.match(after.strip())
    spent = bool(money) and _IN_ORDERS.match(after) is not None  # "more than $500 in orders": their total
    after = _IN_ORDERS.sub(" ", after) if spent else after
    after = _VERBS.sub(" ", _ALL_STORES.sub(" ", after))
    before = re.sub(r"^\s*of\b", " in", before)  # "months of 2019" -> "in 2019"
    after = re.sub(r"^\s*(?:in|of|worth of|dollars? (?:of|in))\b", " ", after, flags=re.IGNORECASE)
    rest = re.sub(r"\s+", " ", f"{'order total ' if spent else ''}{after} {before}").strip(" ,")
    if not re.search(r"[a-z]", rest, re.IGNORECASE):
        return None
    said = m.group("unit").lower()
    mode = m.group("mode").lower()
    if said in MEMBERS:
        each = _each_order(m, mode == "how many")
        if each is not None:
            return each
        unit = MEMBERS[said]
        said_all = f"{m.group('before')} {m.group('after')}"
        if not _FIGURE.search(rest) and _SOLD.search(said_all):
            rest = f"units sold {rest}"  # "products that sold more than 20,000": units, a product's measure
        elif not _FIGURE.search(rest) and _SPENT.search(said_all):
            rest = f"order total {rest}"  # "customers who spent more than $500": what they paid
        elif not _FIGURE.search(rest):
            return None
        kind = f" {unit}s only" if unit in {"drink", "jaffle"} else ""
        unit = "product" if kind else unit
        return Threshold(f"{rest} by {unit}{kind}", op, number, mode == "how many", unit)
    unit = _UNITS[said]
    return Threshold(f"{rest} by {unit}", op, number, mode == "how many", unit)


def _each_order(m: re.Match[str], count: bool) -> Threshold | None:
    """ "how many products with orders over $50": the members with at least one order of that amount (the
    bound is each order's own amount, not a number of orders), or None when the bound is no such one."""
    each = _EACH_ORDER.search(m.group("before"))
    if each is None or not _MONEY.search(f"{m.group('num')} {m.group('after')[:12]}"):
        return None
    unit = MEMBERS[m.group("unit").lower()]
    kind = f" {unit}s only" if unit in {"drink", "jaffle"} else ""
    unit = "product" if kind else unit
    left = _VERBS.sub(" ", m.group("before")[: each.start()])
    rows = "distinct orders" if kind else "orders"  # "orders ... drinks only" would keep the drink orders
    bound = f"{rows} {m.group('op')} {m.group('num')} {m.group('after')} {left}"
    said = re.sub(r"\s+", " ", bound).strip(" ,")
    return Threshold(f"{said} by {unit}{kind}", ">=", 1, count, unit, each_order=True)


def threshold_sql(t: Threshold, sql: str, x: str, y: str) -> str:
    """``sql`` (one row per bucket, column ``x`` the bucket, ``y`` the figure) filtered on the number."""
    number = int(t.number) if t.number == int(t.number) else t.number
    cond = f"{y} {t.op} {number}"
    if t.count:
        return f"SELECT COUNT(*) AS {t.unit}s FROM ({sql}) AS t WHERE {cond}"
    return f"SELECT {x}, {y} FROM ({sql}) AS t WHERE {cond} ORDER BY {x}"
