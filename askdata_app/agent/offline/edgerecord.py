"""A figure of the very first or last order: "what was the order total of the last order", "how much was the
most recent order?", "which store took the very last order", "who placed the first order ever", "how many
items were in the first order", "the tax on the final order of 2018", "the first order at Chicago"; and the
largest (smallest) order when who placed it, where or when is asked ("the single largest order and who placed
it": it was the largest total alone), and the largest order's own tax, items or time ("the tax on the biggest
order": it was all the tax beside the largest total; the smallest total is shared by hundreds of orders, so
its figure is not read here).

The answer is that one order's row: its number and time, the names of what it points to (its store, its
customer), its item count, and its money columns (the total, the tax, the total before tax); the figure asked
is one of them. A year ("of 2018", "in 2019") or a member named ("at Chicago") narrows the orders first.
Not read here: a customer's own first order ("their first order", "whose first order"), each store's last
order ("each", "every", "per"), "first orders" in the plural, "when was the last order", "the date of the
latest order", "at what time of day" (the time alone), and both ends said together ("the earliest and the
latest order record", "the span between them": firstlast).

>>> read_edge_record("how much was the most recent order?")
EdgeRecord(last=True, year=None, by_size=False)
>>> read_edge_record("how many customers placed their first order in 2019") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "EdgeRecord",
    "asks_its_items",
    "edge_followed",
    "edge_items_sql",
    "edge_record_sql",
    "read_edge_record",
]

_I = re.IGNORECASE
_EDGE = re.compile(
    r"(?:\bthe |^\W*)(?:very )?(?P<edge>first|earliest|oldest|last|latest|final|most recent|newest)"
    r" (?:single )?(?:order|purchase|sale|transaction|ticket|receipt)(?! (?:date|time|day)s?\b)"
    r"(?: (?:ever|on record|in the data))?(?: (?:placed|made|taken|recorded|received))?(?: ever)?\b",
    _I,
)
_NOT_ONE_ORDER = (
    r"\b(?:each|every|per|their|his|her|whose|they|first orders|last orders|by store"
    r"|by (?:year|month|week|day)|first|earliest|oldest|last|latest|final|most recent|newest|span|between)\b"
    r"|'s? (?:very )?(?:first|last|latest)\b|^\W*when\b"
)
_NOT_ONE = re.compile(_NOT_ONE_ORDER + r"|\b(?:date|day|time|timestamp|hour|clock|o'clock)\b", _I)
_NOT_ONE_BESIDE = re.compile(_NOT_ONE_ORDER, _I)
"""Not one order, when its time is asked beside where or who ("first order in 2020 - exact time and which
store": the order's row, its time in it)."""
_SIZE = re.compile(
    r"\bthe (?:single |one )?(?P<edge>largest|biggest|smallest|priciest|most expensive|cheapest|tiniest)"
    r" (?:single )?(?:order|purchase|sale|transaction|ticket|receipt)(?: (?:ever|on record|in the data))?"
    r"(?: (?:placed|made|taken|recorded|received))?(?: ever)?\b",
    _I,
)
_WHO_WHERE = re.compile(
    r"\b(?:who|whom|where|which (?:store|shop|location|customer|cafe|café|branch)|placed it|took it"
    r"|what (?:day|date|time)|when was it|its (?:date|time|store|customer|items|number|id))\b",
    _I,
)
_WHO_WHERE_SAID = re.compile(
    r"\b(?:who|whom|where|which (?:store|shop|location|customer|cafe|café|branch)|placed it|took it)\b", _I
)
"""Who or where asked (its time may be asked beside it: the order's row holds both)."""
_SIZED_FIGURE = re.compile(
    r"\b(?:tax(?:es)? (?:on|of|in|paid|charged|for|was|came)|how much tax"
    r"|the tax\b(?! (?:included|incl|in\b))"
    r"|how many (?:items|things|products|lines)|(?:items|products) (?:were |was )?(?:in|on) it"
    r"|when|what (?:day|date|time|hour)|which (?:day|date)|placed when)\b",
    _I,
)
"""One of the largest order's own figures: "the tax on the biggest order", "how many items were in the largest
order", "when was the biggest ticket rung up" (it was all the tax, or the largest total alone)."""
_NOT_ONE_SIZED = re.compile(
    r"\b(?:each|every|per|their|his|her|whose|they|by store|by (?:year|month|week|day)"
    r"|first|earliest|oldest|last|latest|final|most recent|newest|span|between|average|mean|median"
    r"|total tax|customers?|clients?|id|number|#)\b|#\d|\b\d{1,3}\b(?!\s*(?:am|pm|items?)\b)",
    _I,
)
_ROW_WORD = r"(?:store|shop|location|cafe|café|branch|customer|place|items|total)"
_WITH_ROW = re.compile(
    rf"\b{_ROW_WORD},? and (?:the |its )?(?:date|time|day|timestamp)\b"
    rf"|\b(?:date|time|day|timestamp),? and (?:the |its )?{_ROW_WORD}\b",
    _I,
)
"""A time asked beside another of the order's columns ("the store and time of the first order"): the row
has both (the time alone is firstlast's: "the date of the latest order")."""
_YEAR = re.compile(r"\b(?:of|in|during|for) (?P<year>(?:19|20)\d\d)\b")
_LAST_WORDS = {"last", "latest", "final", "recent", "newest"}
_SMALL_WORDS = {"smallest", "cheapest", "tiniest"}


@dataclass(frozen=True)
class EdgeRecord:
    """The first (or ``last``) order, of ``year`` when one is named."""

    last: bool
    year: int | None
    by_size: bool = False
    """Ordered by the order's total ("the largest order and who placed it"), not by its time."""


def read_edge_record(question: str) -> EdgeRecord | None:
    """The first or last order whose own figure ``question`` asks for, or None."""
    found = _EDGE.search(question)
    sized = _SIZE.search(question) if found is None else None
    if sized is not None:  # the largest order: read here only when who placed it (or where, when) is asked
        rest = question[: sized.start()] + " " + question[sized.end() :]
        figure = (  # the smallest total is shared by hundreds of orders: no one order's figure
            sized.group("edge").lower() not in _SMALL_WORDS
            and (_SIZED_FIGURE.search(rest) is not None or asks_its_items(rest))
            and _NOT_ONE_SIZED.search(rest) is None
        )
        found = sized if _WHO_WHERE.search(question) or figure else None
        if figure and found is not None:
            year = _YEAR.search(rest)
            return EdgeRecord(True, int(year.group("year")) if year else None, by_size=True)
    if found is None:
        return None
    rest = question[: found.start()] + " " + question[found.end() :]
    beside = _WITH_ROW.sub(" ", rest)  # a time asked beside a column ("the store and time of ...") or beside
    # who or where ("exact time and which store"): the order's row holds it
    if _NOT_ONE.search(beside) and (_NOT_ONE_BESIDE.search(beside) or not _WHO_WHERE_SAID.search(beside)):
        return None
    year = _YEAR.search(rest)
    edge = found.group("edge").lower()
    if sized is not None:
        return EdgeRecord(edge not in _SMALL_WORDS, int(year.group("year")) if year else None, by_size=True)
    last = edge.split()[-1] in _LAST_WORDS
    return EdgeRecord(last, int(year.group("year")) if year else None)


_IT = re.compile(
    r"\b(?:it|that (?:order|one|sale|purchase|ticket|transaction)|this (?:order|one)|the same order)\b", _I
)
_OF_IT = re.compile(
    r"\b(?:which (?:store|shop|location|cafe|café|branch|customer)|where|who|whose|what (?:time|day|date)"
    r"|when|how many (?:items|things|products|lines)|how much|what (?:was|were) (?:the|its) (?:total|tax)"
    r"|(?:which|what) (?:products?|items?|things?))\b",
    _I,
)
_OWN_FIGURE = re.compile(r"\b(?:each|every|per|by|all|total revenue|overall|average|altogether)\b", _I)


def edge_followed(question: str, previous: str) -> EdgeRecord | None:
    """A follow-up asking about the one order the previous question named ("when was the last order placed?"
    then "which store was it recorded at?": that order's row, not every store), or None.

    >>> edge_followed("which store was it recorded at?", "when was the last order placed?")
    EdgeRecord(last=True, year=None, by_size=False)
    >>> edge_followed("and how many orders were there by store?", "when was the last order placed?") is None
    True
    """
    if not _IT.search(question) or not _OF_IT.search(question) or _OWN_FIGURE.search(question):
        return None
    year = _YEAR.search(previous)
    found = _EDGE.search(previous)
    if found is not None:
        last = found.group("edge").lower().split()[-1] in _LAST_WORDS
        return EdgeRecord(last, int(year.group("year")) if year else None)
    sized = _SIZE.search(previous)
    if sized is None or sized.group("edge").lower() in _SMALL_WORDS:
        return None  # the smallest total is shared by hundreds of orders
    return EdgeRecord(True, int(year.group("year")) if year else None, by_size=True)


def _named(columns: Mapping[str, Sequence[str]], table: str) -> list[tuple[str, str, str]]:
    """(key column, joined table, its name column) for each table ``table`` points to by ``X_id``."""
    out = []
    for col in columns[table]:
        if not col.endswith("_id") or col == f"{table.removesuffix('s')}_id":
            continue
        other = f"{col.removesuffix('_id')}s"
        name = next((c for c in columns.get(other, ()) if c.endswith("_name")), None)
        if name is not None:
            out.append((col, other, name))
    return out


def edge_record_sql(
    record: EdgeRecord,
    columns: Mapping[str, Sequence[str]],
    times: Mapping[str, str],
    members: Mapping[str, Sequence[str]],
    question: str,
) -> str | None:
    """The row of the order ``record`` names, with the members named in ``question`` (``members``: a name
    column's values) as filters; None when the data has no orders table with an id and a time."""
    table, key = "orders", "order_id"
    when = times.get(table)
    if table not in columns or key not in columns[table] or when is None:
        return None
    cols = columns[table]
    picked = [f"o.{key}", f"o.{when}"]
    joins, where = [], []
    for i, (fk, other, name) in enumerate(_named(columns, table)):
        picked.append(f"j{i}.{name}")
        joins.append(f"LEFT JOIN {other} j{i} ON j{i}.{fk} = o.{fk}")
        said = [v for v in members.get(name, ()) if re.search(rf"\b{re.escape(v)}\b", question, _I)]
        if len(said) == 1:
            where.append(f"j{i}.{name} = '{said[0].replace(chr(39), chr(39) * 2)}'")
    items = next((t for t, cs in columns.items() if t != table and key in cs and t.endswith("items")), None)
    if items is not None:
        picked.append(f"(SELECT COUNT(*) FROM {items} i WHERE i.{key} = o.{key}) AS items")
    money = [c for c in ("order_total", "tax_paid", "subtotal") if c in cols]
    picked += [f"o.{c}" for c in money]
    if "order_total" in cols and "tax_paid" in cols and "subtotal" not in cols:
        picked.append("o.order_total - o.tax_paid AS total_before_tax")
    if record.year is not None:
        where.append(f"o.{when} >= '{record.year}-01-01' AND o.{when} < '{record.year + 1}-01-01'")
    order = "DESC" if record.last else "ASC"
    first = f"o.{when} {order}"
    if record.by_size:
        if "order_total" not in cols:
            return None
        first = f"o.order_total {order}, o.{when} ASC"
    return (
        f"SELECT {', '.join(picked)} FROM {table} o {' '.join(joins)}"
        + (f" WHERE {' AND '.join(where)}" if where else "")
        + f" ORDER BY {first}, o.{key} {order} LIMIT 1"
    )


_ITS_ITEMS = re.compile(
    r"\b(?:which|what) (?:products?|items?|things?|menu items?)\b(?! (?:count|number))"
    r"(?:[^?.]*\b(?:in|on|into|make up|made up)\b|[^?.]*\b(?:was|were) (?:ordered|bought|sold))",
    _I,
)


def asks_its_items(question: str) -> bool:
    """Whether the products of the one order are asked ("which products were in the very first order?"; not
    "how many items were in it": its count).

    >>> asks_its_items("which products were in the very first order?")
    True
    >>> asks_its_items("how many items were in the first order?")
    False
    """
    return _ITS_ITEMS.search(question) is not None


def edge_items_sql(record_sql: str, columns: Mapping[str, Sequence[str]]) -> str | None:
    """The products of the one order ``record_sql`` picks (its first column is the order's key), with how many
    of each; None when the data has no items table pointing to named products."""
    key = "order_id"
    items = next(
        (t for t, cs in columns.items() if t != "orders" and key in cs and t.endswith("items")), None
    )
    named = (
        [(fk, other, name) for fk, other, name in _named(columns, items) if other != "orders"]
        if items
        else []
    )
    if items is None or not named:
        return None
    fk, other, name = named[0]
    return (
        f"SELECT p.{name}, COUNT(*) AS units FROM {items} i JOIN {other} p ON p.{fk} = i.{fk}"
        f" WHERE i.{key} = (SELECT {key} FROM ({record_sql}) r)"
        f" GROUP BY p.{name} ORDER BY units DESC, p.{name}"
    )
