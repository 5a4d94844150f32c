"""A tie-break said with a ranking: "the top 3 orders of 2019 by order_total, ties broken by the lower
order_id first", "which customer has the most lifetime orders (ties resolved by the smallest customer_id)".

The ranking is planned without it; the tie-break becomes a second key of its ORDER BY, on the column of the
answer that the tie-break names (by its alias or its column's name), ascending for "lower", "lowest",
"smaller", "earlier" and descending for "higher", "larger", "later". When the answer shows no such column the
plan is left as it is (no other order can be written without changing what is shown).

Closing sentences that only restate what the ranking shows ("Return order_id and order_total.", where the
ranking already says orders and order_total) say how to show the answer, not what to group it by: they go
(before, "order_total" said again was read as a breakdown by each order total).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_LOW = {"lower", "lowest", "smaller", "smallest", "earlier", "earliest", "least", "ascending"}
_HIGH = {"higher", "highest", "larger", "largest", "bigger", "biggest", "later", "latest", "greatest"}
_TIE = re.compile(
    r"[,;]?\s*\(?\s*(?:with\s+|and\s+)?(?:any\s+)?ties?\s+(?:are\s+|being\s+)?"
    r"(?:broken|resolved|settled|decided|split)\s+(?:by|on|using)\s+(?:the\s+)?"
    rf"(?P<dir>{'|'.join(sorted(_LOW | _HIGH))})\s+(?P<col>[a-z][a-z_ ]*?[a-z])(?:\s+(?:first|wins|value))?"
    r"\s*\)?(?=\s*(?:[.,;?!]|$))",
    re.IGNORECASE,
)
_SHOWN = re.compile(
    r"(?<=[.?!])\s+(?:please\s+)?(?:return|show|give(?: me)?|output|list)\s+(?:just\s+|only\s+)?(?:the\s+)?"
    r"(?P<a>[a-z][a-z_ ]*?)(?:,\s*|\s+and\s+|,\s+and\s+)(?:the\s+|its\s+)?(?P<b>[a-z][a-z_ ]*?)"
    r"(?:\s+only)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TieBreak:
    """The question without its tie-break, the column the tie-break names and its direction."""

    rest: str
    column: str
    ascending: bool


def read_tie_break(question: str) -> TieBreak | None:
    """The tie-break ``question`` says ("..., ties broken by the lower order_id first" -> order_id,
    ascending), or None."""
    if "tie" not in question.lower():
        return None
    m = _TIE.search(question)
    if m is None:
        return None
    rest = (question[: m.start()] + question[m.end() :]).strip()
    column = m.group("col").lower().replace(" ", "_")
    return TieBreak(rest, column, m.group("dir").lower() in _LOW)


_ALPHA_WORDS = r"(?:alphabetically|in alphabetical order|alphabetical(?: order)?|a-z|a to z)"
_ALPHA_TIES = re.compile(
    r"[,;]?\s*\(?\s*(?:and |with |then )?(?:"
    r"(?:any |the )?ties?(?: are| being)? (?:(?:broken|resolved|settled|decided|split|sorted|ordered) )?"
    rf"(?:{_ALPHA_WORDS}|by name)(?: by name)?"
    rf"|then (?:{_ALPHA_WORDS}|by name)(?: by name)?"
    rf"|{_ALPHA_WORDS}(?: by name)? (?:where|when|if|for|within|among|on|in case of|between)\b"
    r"[^,;.?!()]{1,50}?"
    r")\s*\)?(?=\s*(?:[.,;?!]|$))",
    re.IGNORECASE,
)
"""A tie-break by name ("ties alphabetically", "then alphabetically", "alphabetically where two cost the
same"): what the planner does with any tie (see ``ties_settled`` and listing.py), so the words go."""


def without_alphabetical_ties(question: str) -> str:
    """``question`` without a tie-break by name, which every ranking and list already makes.

    >>> without_alphabetical_ties("The drinks and their prices, cheapest first (alphabetically where tied)?")
    'The drinks and their prices, cheapest first?'
    """
    return _ALPHA_TIES.sub("", question)


def without_shown_said(question: str) -> str:
    """``question`` without a closing "Return X and Y." whose columns the question already says (a column by
    its words, or a thing's id when the things are said): "Top 3 orders by order_total. Return order_id and
    order_total." -> "Top 3 orders by order_total."; unchanged otherwise."""
    m = _SHOWN.search(question)
    if m is None:
        return question
    before = question[: m.start()].lower().replace("_", " ")

    def said(name: str) -> bool:
        words = name.lower().replace("_", " ").strip()
        if re.search(rf"\b{re.escape(words)}\b", before):
            return True
        thing = re.fullmatch(r"([a-z]+) id", words)
        return thing is not None and re.search(rf"\b{thing.group(1)}s\b", before) is not None

    return question[: m.start()].rstrip() if said(m.group("a")) and said(m.group("b")) else question


def tie_broken_sql(sql: str, tie: TieBreak, dialect: str) -> str | None:
    """``sql`` with the tie-break as a second ORDER BY key on the output column it names, or None when
    ``sql`` has no ORDER BY or shows no such column."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    order = tree.args.get("order") if isinstance(tree, exp.Select) else None
    if not isinstance(tree, exp.Select) or order is None:
        return None
    for projection in tree.expressions:
        inner = projection.this if isinstance(projection, exp.Alias) else projection
        if tie.column not in {projection.alias_or_name.lower(), getattr(inner, "name", "").lower()}:
            continue
        if not isinstance(inner, exp.Column):
            return None
        key = exp.Ordered(this=exp.column(projection.alias_or_name), desc=not tie.ascending)
        order.set("expressions", [*order.expressions, key])
        return tree.sql(dialect=dialect)
    return None


def alphabetical_ties_said(question: str) -> bool:
    """``question`` says its ties go by name ("alphabetical within equal counts", "then alphabetically"):
    a list with no LIMIT is settled too (see ``ties_settled``)."""
    return _ALPHA_TIES.search(question) is not None


def ties_settled(sql: str, dialect: str, *, every: bool = False) -> str:
    """``sql`` with every ranking cut by a LIMIT made deterministic: the columns each such SELECT shows and
    does not order by become further ORDER BY keys, ascending, in the order they are shown ("the top store
    by 2019 revenue", when two stores share the top figure, is the first by name, every time: DuckDB broke
    the tie by its own order before, which can change from run to run). Unchanged without such a ranking,
    when a SELECT shows ``*`` or ``t.*``, or when sqlglot would not write ``sql`` back as it is. ``every``
    (ties said to go by name): a sorted SELECT without a LIMIT is settled the same way ("every product with
    its number of supplies, most first and alphabetical within equal counts")."""
    if ("LIMIT" not in sql.upper() and not every) or "ORDER BY" not in sql.upper():
        return sql
    pretty = "\n" in sql
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
        if tree.sql(dialect=dialect, pretty=pretty) != sql:
            return sql  # written by hand, or with what sqlglot would not write back the same: left as it is
    except sqlglot.errors.SqlglotError:
        return sql
    changed = False
    for select in tree.find_all(exp.Select):
        order, limit = select.args.get("order"), select.args.get("limit")
        if order is None or (limit is None and not every) or any(p.is_star for p in select.expressions):
            continue
        keys = _keys_left(select, order)
        if keys:
            order.set("expressions", [*order.expressions, *keys])
            changed = True
    return tree.sql(dialect=dialect, pretty=pretty) if changed else sql


def _keys_left(select: exp.Select, order: exp.Order) -> list[exp.Ordered]:
    """The shown columns of ``select`` its ORDER BY does not name, as ascending keys (by alias or name, by
    position when a shown expression has neither)."""
    ordered = {o.this.sql().lower() for o in order.expressions}
    names = [p.alias_or_name for p in select.expressions]
    keys: list[exp.Ordered] = []
    for position, projection in enumerate(select.expressions, start=1):
        inner = projection.this if isinstance(projection, exp.Alias) else projection
        name = projection.alias_or_name
        if inner.sql().lower() in ordered or (name and exp.column(name).sql().lower() in ordered):
            continue
        if str(position) in ordered:
            continue
        if name and names.count(name) == 1:
            keys.append(exp.Ordered(this=exp.column(name), nulls_first=False))
        else:
            keys.append(exp.Ordered(this=exp.Literal.number(position), nulls_first=False))
    return keys
