"""SQL written into a question, read as the words it stands for.

Analysts type the predicates of the query they have in mind: "count(*) of orders where order_total >= 20,
year = 2020", "sum(product_price) where location_name = 'Brooklyn' and date between '2020-07-01' and
'2020-07-31'". Each piece has a plain reading the parser knows: a comparison is "of at least / over /
under N", a column equal to a quoted value is that value, "year = 2020" is "in 2020", a date range between
two quoted dates is "from ... to ...", a flag equal to false is "not" the flag, "count(*)" is "number of",
and "sum(col)" is the layer's measure that sums that column. A question without such a piece is unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from askdata_app.agent.offline.nodes import Leaf, Quantity

_COMPARE = {
    ">=": "of at least",
    "=>": "of at least",
    "<=": "of at most",
    "=<": "of at most",
    ">": "over",
    "<": "under",
}
_REWRITES: tuple[tuple[str, str], ...] = (
    (r"\bhour\(\s*[a-z_]+\s*\)\s*<\s*(\d|1[01])\b", r"before \1am"),
    (r"\bcount\(\s*\*\s*\)\s+(?:of|from)\s+", "number of "),
    (r"\b(?:year|yr)(?:\(\s*[a-z_]+\s*\))?\s*(?:=|==|in)\s*((?:19|20)\d\d)\b", r"in \1"),
    (
        r"\b(?:date|day|ordered_at|order_date)\s+between\s+'(\d{4}-\d\d-\d\d)'\s+and\s+'(\d{4}-\d\d-\d\d)'",
        r"from \1 to \2",
    ),
    (r"\b[a-z]+_[a-z_]+\s*(?:=|==)\s*'([^']+)'", r"\1"),
    # "is_food_order = false", "is_perishable_supply is not true": the flag negated; "= true": the flag
    (
        r"\b((?:is|has)_[a-z_]+)\s*(?:(?:=|==|is)\s*(?:false|0|no)|(?:!=|<>|is not)\s*(?:true|1|yes))\b",
        r"not \1",
    ),
    (r"\b((?:is|has)_[a-z_]+)\s*(?:(?:=|==|is)\s*(?:true|1|yes)|(?:!=|<>|is not)\s*(?:false|0|no))\b", r"\1"),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)
_COMPARISON = re.compile(r"\b([a-z]+_[a-z_]+)\s*(>=|=>|<=|=<|>|<)\s*\$?(\d+(?:\.\d+)?)\b", re.IGNORECASE)
_SIGN = re.compile(r"(?<=[a-z\s])(>=|=>|<=|=<|>|<)\s*(\$?\s?\d+(?:\.\d+)?)\b", re.IGNORECASE)
"""A sign before a number after a noun ("orders >$20", "days < 100 orders"): the words it stands for."""
_SIGN_WORDS = {
    ">=": "at least", "=>": "at least", "<=": "at most", "=<": "at most", ">": "over", "<": "under",
}  # fmt: skip


def _comparison(m: re.Match[str]) -> str:
    return f"{m.group(1).replace('_', ' ')} {_COMPARE[m.group(2)]} {m.group(3)}"


_AGGREGATE = re.compile(r"\b(sum|avg|max|min)\(\s*([a-z_]+)\s*\)", re.IGNORECASE)


def _measure_of(agg: str, column: str, quantities: Sequence[Quantity]) -> str | None:
    """The label of the one unfiltered quantity that is ``agg(column)``, if the layer has exactly one."""
    found = {
        q.label.lower()
        for q in quantities
        if isinstance(q.node, Leaf)
        and not q.node.filters
        and q.node.agg.lower() == agg
        and q.node.expr.strip().lower() == column
    }
    return found.pop() if len(found) == 1 else None


def read_sqlish(question: str, quantities: Sequence[Quantity] = ()) -> str:
    """``question`` with its SQL predicates in words; unchanged when it has none. ``sum(product_price)`` is
    the layer's measure that sums that column, when ``quantities`` hold one."""

    def aggregate(m: re.Match[str]) -> str:
        named = _measure_of("sum", m.group(2).lower(), quantities) if m.group(1).lower() == "sum" else None
        return named or m.group(0)

    text = _AGGREGATE.sub(aggregate, question)
    text = _COMPARISON.sub(_comparison, text)
    for pattern, replacement in _COMPILED:
        text = pattern.sub(replacement, text)
    text = _SIGN.sub(lambda m: f" {_SIGN_WORDS[m.group(1)]} {m.group(2)}", text)
    text = re.sub(r"\bwhere (?=in (?:19|20)\d\d\b|from \d{4}-)", "", text)
    return " ".join(text.split())
