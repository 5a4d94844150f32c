"""A product's penetration: the share of a set of buyers who bought it at least once.

A market researcher says "nutellaquent penetration among Philadelphia's 2020 buyers" for the buyers of the
nutellaquent over all the buyers there ("Philadelphia's 2020 buyers" is the whole, not a condition beside the
product), and "for each menu item, the share of 2020 buyers who purchased it" for each product's buyers over
all the 2020 buyers. Those are distinct customers: the whole is the distinct buyers of the period, not the sum
of the products' buyer counts (a customer buys several products). Each part is a count the readings know
("the number of Philadelphia's 2020 buyers who bought a nutellaquent", "the number of 2020 buyers by
product"); the share is the one over the other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_WHO = r"(?P<pop>[\w' -]*?\b(?:buyers|customers|shoppers|purchasers|clients|guests))"
_ONE = re.compile(
    rf"^\s*(?:what(?:'s| is| was)? (?:the |our )?)?(?P<item>[a-z][\w' -]*?) penetration"
    rf" (?:among|amongst|of|in|with|across) (?:the |our |all )?{_WHO}"
    r"(?P<when>(?: in| during| for) (?:19|20)\d\d)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
"""'nutellaquent penetration among Philadelphia's 2020 buyers': one item's buyers over the whole."""
_EACH_SHARE = re.compile(
    rf"\b(?:share|fraction|proportion|percentage|percent|%) of (?:the |our |all )?{_WHO}"
    r" (?:(?:who|that) )?(?:bought|purchased|ordered|tried|picked)"
    r" (?:it|them|each (?:one|product|item|of them))\b",
    re.IGNORECASE,
)
"""'the share of 2020 buyers who purchased it', said of each product."""
_EACH_PRODUCT = re.compile(
    r"\b(?:for|of) (?:each|every)(?: one)?(?: of)?(?: the| our)?(?: \w+)?"
    r" (?:products|items|menu items|jaffles|drinks|dishes)\b"
    r"|\b(?:for|of) (?:each|every) (?:product|item|menu item)\b|\b(?:by|per) (?:product|item)\b",
    re.IGNORECASE,
)


_NOUN = re.compile(r"\b(?:customers|shoppers|purchasers|clients|guests)$", re.IGNORECASE)


@dataclass(frozen=True)
class Penetration:
    """The buyers ``pop`` ("Philadelphia's 2020 buyers"), and the item bought (None: each product)."""

    pop: str
    item: str | None


def read_penetration(question: str) -> Penetration | None:
    """The penetration ``question`` asks for, or None."""
    one = _ONE.match(question)
    if one is not None:
        pop = one.group("pop").strip() + (one.group("when") or "")
        item = one.group("item").strip()
        if item.lower() in {"the", "our", "market", "customer", "buyer", "overall", "total"}:
            return None  # "market penetration": a share of the market, not of our buyers
        return Penetration(pop, item)
    share = _EACH_SHARE.search(question)
    if share is not None and _EACH_PRODUCT.search(question):
        return Penetration(share.group("pop").strip(), None)
    return None


def penetration_questions(pen: Penetration) -> tuple[str, str]:
    """The counts whose ratio is the penetration: the item's (each product's) buyers, and the whole (the
    customers said are those who bought then: "our 2019 customers" are the 2019 buyers, not those acquired
    in 2019)."""
    pop = _NOUN.sub("buyers", pen.pop)
    if pen.item is None:
        return f"number of {pop} by product", f"number of {pop}"
    return f"number of {pop} who bought a {pen.item}", f"number of {pop}"


def penetration_sql(part: str, whole: str, dialect: str, *, each: bool) -> str | None:
    """``part`` over ``whole`` (one figure); with ``each``, the last column of ``part`` (a row per product)
    over ``whole`` beside each row. None when ``part`` is not one SELECT."""
    if not each:
        return f"SELECT CAST(({part}) AS DOUBLE) / NULLIF(({whole}), 0) AS penetration"
    try:
        tree = sqlglot.parse_one(part, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or len(tree.selects) < 2:
        return None
    column = tree.selects[-1].alias_or_name
    if not re.fullmatch(r"[a-z_][a-z0-9_]*", column):
        return None
    return (
        f"SELECT t.*, CAST(t.{column} AS DOUBLE) / NULLIF(({whole}), 0) AS penetration FROM ({part}) AS t"
        " ORDER BY penetration DESC"
    )
