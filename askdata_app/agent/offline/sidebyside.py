"""Periods side by side: "revenue by store, 2019 and 2020 side by side", "orders per product for Q1 vs Q2
2020 in separate columns", "each store's 2019 and 2020 takings next to each other".

Two or more periods with a breakdown are planned as usual (one row per period and member, the period in a
``period`` column); asked side by side, the rows are turned into one row per member with one column per
period, in the periods' order. Without this reading "side" was an unknown word, and "in separate columns"
was dropped.

A follow-up of a question asked side by side keeps the layout ("Q3 vs Q4 revenue per store, side by side",
then "only the west coast stores"): the layout is how the analyst wants those figures, not a part of the
one question (``kept_side_by_side``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.sqlbuild import lit, safe_name

_SIDE = re.compile(
    r",?\s*\b(?:(?:shown |put |laid out |set out )?side[- ]by[- ]side|next to each other|alongside each other"
    r"|(?:in|as|with) (?:separate|two|three|their own|adjacent|different) columns|(?:in|as) columns"
    r"|(?:with )?(?:one|a) column (?:per|for each|for every) (?:year|period|quarter|month|week)"
    r"|pivot(?:ed)?(?: by (?:year|period|quarter|month))?|(?:in|as) a (?:wide|pivot) table"
    r"|[-:;]?\s*(?:with )?(?:one|a|an|a single) (?:row|line) (?:per|for each|for every|for) [a-z]+"
    r" with (?:both|all|the two|all the|each of the) (?:years|quarters|months|weeks|periods|halves|figures)"
    r"(?: (?:in|on) it)?)\b",
    re.IGNORECASE,
)
"""Also "- one row per store with both quarters" after two periods: one row per member, a column each."""


_PERIOD = r"(?:(?:q[1-4]|h[12]|[a-z]{3,9}) )?(?:19|20)\d\d"
_BESIDE = re.compile(
    rf"(?<=\d\d)((?: [a-z']+){{0,2}}) (?:next to|beside|alongside) (?:its |their |the |our )?(?={_PERIOD}\b)",
    re.IGNORECASE,
)
"""One period said "next to" another ("units per product, 2019 next to 2020", "each store's 2019 revenue
alongside its 2020 revenue"): both, one column each."""


def side_by_side(question: str) -> str | None:
    """``question`` without its "side by side" words, or None when it has none."""
    m = _SIDE.search(question)
    if m is None:
        beside = _BESIDE.search(question)
        if beside is None:
            return None
        said = question[: beside.start()] + beside.group(1) + " and " + question[beside.end() :]
        return re.sub(r"\s+", " ", said)
    rest = (question[: m.start()] + " " + question[m.end() :]).strip(" ,")
    return re.sub(r"\s+", " ", rest)


def kept_side_by_side(context: Sequence[str]) -> list[str] | None:
    """``context`` with its last question's "side by side" words taken out, or None when it had none (a
    follow-up of a question asked side by side is laid out the same way)."""
    if not context:
        return None
    last = side_by_side(context[-1])
    return None if last is None else [*context[:-1], last]


def columns_of(sql: str, dialect: str) -> list[str]:
    """The output column names of ``sql`` (its outer SELECT), or [] when one is not a plain name."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return []
    if not isinstance(tree, exp.Select):
        return []
    names = [e.alias_or_name for e in tree.expressions]
    return names if all(n and safe_name(n) == n for n in names) else []


def is_count(sql: str, y: str, dialect: str) -> bool:
    """Whether ``sql``'s column ``y`` counts rows (a member without rows in a period then has 0, not
    nothing)."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return False
    for e in tree.expressions if isinstance(tree, exp.Select) else []:
        if e.alias_or_name == y:
            inner = e.this if isinstance(e, exp.Alias) else e
            return isinstance(inner, exp.Count) or (isinstance(inner, exp.Sum) and inner.this.sql() == "1")
    return False


def _column(y: str, label: object) -> str:
    tail = re.sub(r"[^a-z0-9]+", "_", str(label).lower()).strip("_")
    return safe_name(f"{y}_{tail}" if tail else y)


def pivot_sql(sql: str, y: str, keep: list[str], periods: list[int | str], *, count: bool = False) -> str:
    """``sql`` (one row per ``period`` and member) as one row per member (``keep``), a column of ``y`` for
    each of ``periods`` (years as numbers, or labels), in that order; a ``count`` is 0 where a member has
    no row in a period."""
    empty = " ELSE 0" if count else ""
    cols = ", ".join(
        f"SUM(CASE WHEN t.period = {p if isinstance(p, int) else lit(p)} THEN t.{y}{empty} END)"
        f" AS {_column(y, p)}"
        for p in periods
    )
    if not keep:  # "2019 vs 2020 revenue side by side": one row
        return f"SELECT {cols} FROM ({sql}) AS t"
    kept = ", ".join(f"t.{k}" for k in keep)
    return f"SELECT {kept}, {cols} FROM ({sql}) AS t GROUP BY {kept} ORDER BY {kept}"


_ADDED_COLUMN = re.compile(
    rf"^\s*(?:(?:ok|okay|now|and|then|please|can you|could you)[,\s]+)*(?:add|put|include|show)"
    rf" ({_PERIOD}(?: (?:and|,) {_PERIOD})*) (?:as|in) (?:a|an|the)?\s*"
    r"(?:second|new|another|extra|separate|third|next|2nd|3rd) columns?\b"
    rf"|^\s*(?:(?:ok|okay|now|and|then)[,\s]+)*add (?:a|another|an extra|a second|a new) column"
    rf" (?:for|with) ({_PERIOD})\b",
    re.IGNORECASE,
)


def added_column(question: str, context: Sequence[str]) -> tuple[str, list[str]] | None:
    """ "Add 2019 as a second column" after "order counts by store for 2020": the earlier question with the
    period beside its own, one column each (and the conversation before it), or None."""
    m = _ADDED_COLUMN.match(question.strip())
    if m is None or not context:
        return None
    period = m.group(1) or m.group(2)
    earlier = context[-1].strip().rstrip(".?!").strip()
    return f"{earlier}, with {period} side by side", list(context[:-1])
