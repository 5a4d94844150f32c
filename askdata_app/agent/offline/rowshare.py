"""The share of orders whose own figure passes a number: "what fraction of 2020 orders had less than $0.50 in
tax", "what share of orders in 2019 had an order cost above $5".

Read as written, the figure named in the condition (tax, order cost) was taken for what is shared, and the
answer was that figure's share on orders whose total passed the number. The share asked is of the orders:
how many passed, over how many there were. Each count is a question the planner already reads ("how many
2020 orders had less than $0.50 in tax", "how many 2020 orders"); ``row_share_sql`` divides the two. So is a
share of the orders that were a customer's first ("what fraction of 2020 orders were a customer's debut
order"): how many of them were first orders, over how many there were. A
condition on the order total alone is left to the share reading, which reads it already.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SHARE = re.compile(
    r"^\s*(?:(?:what|which)(?:'s| is| was)?\s+)?(?:the\s+)?"
    r"(?:share|fraction|proportion|percentage|percent|pct|portion|ratio)\s+of\s+(?:the\s+|all\s+|our\s+)?"
    r"(?P<rows>(?:[^?]*?\s)?(?:orders|transactions|tickets|baskets|purchases)\b[^?]*?)\s+"
    r"(?P<verb>had|have|has|with|having|that had|that have|which had|carried|carry|carrying|paid|showed|show"
    r"|were|was|came to|totalled|totaled|were worth|cost)\s+"
    r"(?P<cond>[^?]*?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_BASE_FIRST = re.compile(
    r"^\s*(?:of|among|out of) (?:all |the |all the |our )?(?P<rows>(?:[^?,]*?\s)?orders\b[^?,]*?),?\s+"
    r"(?:what|which)(?:'s| is)?\s+(?:share|fraction|proportion|percentage|percent|portion)(?: of them)?\s+"
    r"(?:were|was)\s+(?P<cond>[^?]*?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_OP = re.compile(
    r"\b(?:less than|fewer than|under|below|more than|over|above|at least|at most|greater than|exactly"
    r"|no more than|no less than)\s+\$?\d",
    re.IGNORECASE,
)
_TOTAL_BAR = re.compile(
    r"(?:(?:less than|fewer than|under|below|more than|over|above|at least|at most|greater than|exactly"
    r"|no more than|no less than)\s+\$\d[\d,]*(?:\.\d+)?"
    r"|\$\d[\d,]*(?:\.\d+)?\s+or\s+(?:more|less|above|below|over|under|higher|lower))",
    re.IGNORECASE,
)
_GROSS = re.compile(
    r",?\s*\b(?:including|incl\.?|with|plus) (?:sales )?tax\b|\btax included\b", re.IGNORECASE
)
_NET = re.compile(r"\b(?:before|excluding|excl\.?|ex|without|net of|pre-?)\s*tax\b", re.IGNORECASE)
_FIGURE = re.compile(r"\b(?:tax|taxes|sales tax|tax paid|tax_paid|order cost|order_cost|supply cost)\b", re.I)

_FIRST_ORDER = re.compile(
    r"(?:(?:a|the|each) )?(?:(?:customer|client|guest|buyer)(?:'s|s')|someone's|somebody's|their|people's)?"
    r"\s*(?:very )?(?:first|debut)(?:[- ]ever|[- ]time)? (?:orders?|purchases?)"
    r"(?: \((?:their|the) (?:very )?first(?: one)?\))?",
    re.IGNORECASE,
)
"""A customer's first order, said as what the orders were ("were a customer's first order")."""

_ARE = {"were", "was", "came to", "totalled", "totaled", "were worth", "cost"}


@dataclass(frozen=True)
class RowShare:
    """A share of orders passing a condition, as two counts."""

    passing: str
    """The question counting the orders that pass ("how many 2020 orders had less than $0.50 in tax")."""
    whole: str
    """The question counting all of them ("how many 2020 orders")."""


def read_row_share(question: str) -> RowShare | None:
    """The two counts a share of orders passing a number on their tax or cost is, or None."""
    m = _SHARE.match(question)
    first = _BASE_FIRST.match(question) if m is None else None
    if first is not None and _FIRST_ORDER.fullmatch(first.group("cond").strip()):
        # "of all 2020 orders, what fraction were a customer's first order": said with the base first
        return RowShare(
            f"how many {first.group('rows')} were {first.group('cond')}", f"how many {first['rows']}"
        )
    if m is None:
        return None
    rows, cond = m.group("rows").strip(), m.group("cond").strip()
    if re.search(r"\bby\b|\beach\b|\bper\b", f"{rows} {cond}"):
        return None  # "..., by year": a share in each, read by the share reading
    rows = re.sub(r"\b(?:transactions|tickets|baskets|purchases)\b", "orders", rows, flags=re.IGNORECASE)
    if m.group("verb").lower() in {"were", "was"} and _FIRST_ORDER.fullmatch(cond):
        # "what fraction of 2020 orders were a customer's first order": the first orders among them
        return RowShare(f"how many {rows} were {cond}", f"how many {rows}")
    if m.group("verb").lower() in _ARE and not _FIGURE.search(_GROSS.sub(" ", cond)):
        # "what fraction of 2020 transactions were $20 or more, tax included": each order's total passed
        bar = _TOTAL_BAR.search(cond)
        if bar is None or _NET.search(cond):
            return None
        return RowShare(f"how many {rows} had an order total of {bar.group(0)}", f"how many {rows}")
    if not _OP.search(cond) or not _FIGURE.search(cond):
        return None
    return RowShare(f"how many {rows} had {cond}", f"how many {rows}")


def row_share_sql(passing: str, whole: str) -> str:
    """The share ``passing``'s one count is of ``whole``'s."""
    return f"SELECT CAST(({passing}) AS DOUBLE) / NULLIF(({whole}), 0) AS orders_share"
