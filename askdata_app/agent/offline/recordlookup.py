"""One order looked up as a support desk reads it: an order by its number, or one customer's order picked
by when or how big it was, and the fields asked of that order.

"What did customer 4100's most recent order come to, with tax?", "customer 1500's first ever order, what
was the total on it?", "the tax on client 150's latest order", "what products were in order 45678?",
"order #100000: the total and when exactly it was placed", "did order 60000 include a drink?", "the
pre-tax subtotal on order 54321", "the customer behind order 70000: how many lifetime orders do they
have?", "list all orders for customer 5318: order id, when it was placed, and the total", "the biggest
order customer 1042 has ever placed". The order is the order row itself (its number, or the customer's
orders sorted by time or by order total, one taken); each field is a column of that row or of the rows
it points at (its store, its customer, its items' products). The fields are shown in the order said;
the order's number is shown beside them unless it was the key said.

A follow-up that points back ("and their first one?", "which one of those was the most expensive?",
"what's the sales tax rate at that store?") keeps the customer or order of the question before it, with
the pick and the fields said anew or, when not said, kept from before.

A customer's name asked by their number ("what name is on file for customer id 42?", "what's customer 42
called?", "customer #1500: name?") is the name on their customer row, when nothing of their orders is asked
with it ("who is customer 42?" is left: a ranking's winner is asked after so, and a follow-up on it). A
customer's record, their number of orders and their spend asked together ("customer 3000: number of orders
in all and total spent"), is the two figures of their customer row; a year or a store said with it is left
to the other readings.

Anything else is left to the other readings: a customer's totals over their whole history ("how many
orders has customer 2210 placed"), a customer named by name, or a field the data does not hold (an
email address is never guessed at). The tables and columns must be the database's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from askdata_app.agent.offline.sqlbuild import lit
from askdata_app.agent.offline.tablerows import TableAnswer

_NEEDED = {
    "orders": {"order_id", "customer_id", "location_id", "ordered_at", "order_total", "tax_paid"},
    "customers": {"customer_id", "count_lifetime_orders", "customer_name"},
    "locations": {"location_id", "location_name", "tax_rate"},
    "order_items": {"order_id", "product_id"},
    "products": {"product_id", "product_name"},
}
_MARK = r"(?:\s*(?:number|num\.?|no\.?|id|#)\s*#?|\s*#|\s+)"
_CUSTOMER = re.compile(
    rf"\b(?:customer|cust\.?|client)(?:'s)?{_MARK}(?P<n>\d{{1,9}})(?:'s|’s)?(?![\w.]?\d)", re.I
)
_ORDER = re.compile(rf"\border(?:'s)?{_MARK}(?P<n>\d{{1,9}})(?![\w.]?\d)", re.I)
_YEARISH = re.compile(r"^(?:19|20)\d\d$")


def _rx(*alternatives: str) -> re.Pattern[str]:
    """One pattern matching any of ``alternatives`` (case-insensitive)."""
    return re.compile("|".join(alternatives), re.I)


_PICKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("all", _rx(r"\ball\s+(?:of\s+)?(?:their\s+|the\s+|his\s+|her\s+)?orders\b",
                r"\b(?:every|each)\s+orders?\b", r"\blist\b.*\borders\b")),
    ("latest", _rx(r"\b(?:most\s+recent|latest|last|newest|previous)\b")),
    ("first", _rx(r"\b(?:first|earliest|oldest)\b")),
    ("biggest", _rx(r"\b(?:biggest|largest|most\s+expensive|most\s+costly|priciest|highest|dearest)\b",
                    r"\bcost\s+the\s+most\b")),
    ("smallest", _rx(r"\b(?:smallest|cheapest|least\s+expensive|lowest)\b", r"\bcost\s+the\s+least\b")),
)  # fmt: skip
_PICK_ORDER = {
    "latest": "ordered_at DESC",
    "first": "ordered_at ASC",
    "biggest": "order_total DESC",
    "smallest": "order_total ASC",
    "all": "ordered_at ASC",
}
_OF_ORDER = re.compile(r"\b(?:order|orders|purchase|one|ordered|bought)\b", re.I)

_INCLUSIVE = _rx(
    r"\b(?:with|incl(?:uding|\.)?|inclusive of|plus|after)\s+(?:sales\s+)?tax\b",
    r"\btax[- ](?:included|inclusive|in)\b",
)
_FIELDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("subtotal", _rx(r"\bsub-?total\b", r"\bpre-?tax\b", r"\bbefore\s+tax\b",
                     r"\b(?:excl(?:uding|\.)?|ex|without|net\s+of)[- ]tax\b")),
    ("tax_rate", _rx(r"\btax\s+rate\b", r"\brate\s+of\s+(?:sales\s+)?tax\b")),
    ("tax", _rx(r"\btax(?:es)?\b")),
    ("products", _rx(r"\bproducts?\b", r"\b(?:which|what)\s+items\b",
                     r"\bitems\s+(?:were\s+|are\s+)?(?:on|in)\b",
                     r"\bwhat\s+(?:was|were|is|did\s+they\s+(?:get|buy|order))\b.*\bin\b", r"\bcontents\b",
                     r"\bwhat\s+(?:they|he|she)\s+(?:got|bought|ordered)\b")),
    ("lifetime_orders", _rx(r"\blifetime\s+orders\b", r"\bhow\s+many\s+orders\b")),
    ("drink", _rx(r"\bdrinks?\b")),
    ("food", _rx(r"\bfood\b")),
    ("store", _rx(r"\b(?:store|shop|location|branch|where)\b")),
    ("customer", _rx(r"\bwho\b", r"\bwhich\s+customer\b", r"\bcustomer\s+(?:id|name)\b")),
    ("order_id", _rx(r"\border\s*(?:id|number|#|no\.?)(?!\s*#?\s*\d)", r"\bwhich\s+(?:order|one)\b",
                     r"\b(?:its|their|the)\s+ids?\b")),
    ("date", _rx(r"\b(?:what|which)\s+(?:date|day)\b", r"\bon\s+what\s+date\b", r"\bdate\b")),
    ("time", _rx(r"\bwhen\b", r"\btime\b", r"\btimestamp\b", r"\bplaced\b")),
    ("total", _rx(r"\btotal(?:led)?\b", r"\bcome\s+to\b", r"\bcame\s+to\b", r"\bamount\b", r"\bcost\b",
                  r"\bhow\s+much\b(?!\s+(?:sales\s+)?tax)", r"\bvalue\b", r"\bworth\b")),
)  # fmt: skip
_EVER = r"(?:lifetime|all[- ]time|altogether|whole\s+history|ever|in\s+total)"
_ORDER_COUNT = (
    r"(?:number\s+of\s+orders|how\s+many\s+orders|order\s+count|count\s+of\s+(?:their\s+)?orders"
    r"|lifetime\s+orders|orders\s+(?:in\s+all|in\s+total|all\s+told|altogether|ever|placed))"
)
"""A customer's count of orders over their whole history, said beside their spend (their record)."""
_SPAN_SAID = (
    r"(?:(?:19|20)\d\d|years?|months?|weeks?|quarters?|days?|today|yesterday|since|between|from|during"
    r"|at|store|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)"
)
"""A span or a store said of the orders: their count and spend are not the whole history's."""
_WHOLE: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("span", _rx(r"\bdays?\b.*\bbetween\b.*\bfirst\b.*\b(?:last|latest|most\s+recent)\b")),
    ("items", _rx(r"\bhow\s+many\s+(?:individual\s+|separate\s+|single\s+)?items\b",
                  r"\bnumber\s+of\s+items\b", r"\bitem\s+count\b")),
    ("record", _rx(rf"^(?=.*\b{_ORDER_COUNT}\b)(?=.*\bsp[ea]nd?t?\b)(?!.*\b{_SPAN_SAID}\b)")),
    ("spend", _rx(rf"\b{_EVER}\b.*\bsp[ea]nd", rf"\bsp[ea]nd?t?\b.*\b(?:{_EVER}|with\s+us)\b")),
    ("name", _rx(r"^(?!.*\b(?:orders?|sp[ea]nt?|spending|totals?|items?|when|first|last|latest|tax|stores?"
                 r"|shops?|products?|drinks?|food|bought|ordered)\b)(?=.*\b(?:name|called)\b)")),
)  # fmt: skip
_WHOLE_SQL = {
    "span": "SELECT DATE_DIFF('day', CAST(first_ordered_at AS DATE), CAST(last_ordered_at AS DATE))"
    " AS days_between FROM customers WHERE customer_id = {key}",
    "items": "SELECT COUNT(*) AS items FROM order_items AS i JOIN orders AS o ON o.order_id = i.order_id "
    "WHERE o.customer_id = {key}",
    "record": "SELECT count_lifetime_orders AS lifetime_orders, {spend} AS lifetime_spend FROM customers"
    " WHERE customer_id = {key}",
    "spend": "SELECT {spend} AS lifetime_spend FROM customers WHERE customer_id = {key}",
    "name": "SELECT customer_name FROM customers WHERE customer_id = {key}",
    "orders": "SELECT count_lifetime_orders AS lifetime_orders FROM customers WHERE customer_id = {key}",
}
_THEIR_ORDERS = re.compile(
    rf"^(?!.*\b{_SPAN_SAID}\b).*\bhow\s+many\s+(?:times|orders)\b.*\b(?:they|he|she)\b"
    r".*\b(?:ordered|order|placed|bought|visited|been\s+in)\b",
    re.I,
)
"""A follow-up on a customer looked up: "how many times have they ordered, all told?" (their history)."""
_COUNTED = re.compile(
    r"\bhow\s+many\b|\bsince\b|\bdays\b|\bcount\b|\baverage\b|\bper\b|\bmedian\b|\bin\s+(?:19|20)\d\d\b", re.I
)
_NOT_HELD = re.compile(
    r"\b(?:e-?mail|phone|address|postcode|zip|birthday|card|refund(?:ed)?|complain(?:t|ed)?|late|delay(?:ed)?|"
    r"why|cancel(?:led)?|driver|deliver(?:y|ed)|rating|review|note|password|account)\b",
    re.I,
)
_BACK = re.compile(r"\b(?:they|their|them|those|that|this|it|its|the\s+same)\b", re.I)
_FOLLOW = re.compile(
    r"^\s*(?:and|what\s+about|how\s+about|also|now)\b|\b(?:those|that\s+(?:one|order|store))\b", re.I
)
_COLUMNS = {
    "order_id": "o.order_id AS order_id",
    "date": "CAST(o.ordered_at AS DATE) AS order_date",
    "time": "o.ordered_at AS ordered_at",
    "total": "o.order_total AS order_total",
    "subtotal": "o.order_total - o.tax_paid AS subtotal_before_tax",
    "tax": "o.tax_paid AS tax_paid",
    "tax_rate": "l.tax_rate AS tax_rate",
    "store": "l.location_name AS store",
    "drink": "o.is_drink_order AS has_drink",
    "food": "o.is_food_order AS has_food",
    "customer": "o.customer_id AS customer_id",
    "lifetime_orders": "c.count_lifetime_orders AS lifetime_orders",
    "products": "p.product_name AS product_name",
}


@dataclass(frozen=True)
class Lookup:
    """What a question looks up: whose order (``customer`` or ``order`` key), which one, which fields."""

    kind: str
    key: int
    pick: str | None
    fields: tuple[str, ...]
    whole: str | None = None
    """A figure of the customer's whole history (see ``_WHOLE``) instead of one order's fields."""
    pretax: bool = False
    span: tuple[date, date] | None = None
    """[start, end) of the days a customer's orders are taken from ("on Christmas Day 2019")."""


Dated = Callable[[str], "tuple[date, date] | None"]
"""The one span of days a text names ("on Christmas Day 2019"), or None."""


def _key(pattern: re.Pattern[str], text: str) -> tuple[int, re.Match[str]] | None:
    for m in pattern.finditer(text):
        said = m.group("n")
        marked = re.search(r"(?:number|num|no|id|#)", m.group(0)[: m.start("n") - m.start()], re.I)
        if _YEARISH.match(said) and not marked:
            continue
        return int(said), m
    return None


def _fields(text: str) -> tuple[str, ...]:
    rest = _INCLUSIVE.sub(" total ", text)
    found: list[tuple[int, str]] = []
    for name, pattern in _FIELDS:
        m = pattern.search(rest)
        if m is None:
            continue
        found.append((m.start(), name))
        rest = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    names = [name for _, name in sorted(found)]
    if "date" in names and "time" in names:
        names.remove("time" if not re.search(r"\btime(?:stamp)?\b|\bexactly\b", text, re.I) else "date")
    if "tax_rate" in names and "store" in names:
        names.remove("store")
    return tuple(names)


def _whole(text: str) -> str | None:
    for name, pattern in _WHOLE:
        if pattern.search(text):
            return name
    return None


def _pick(text: str, loose: bool = False) -> str | None:
    for name, pattern in _PICKS:
        for m in pattern.finditer(text):
            after = text[m.end() : m.end() + 40]
            if name == "all" or loose or _OF_ORDER.search(after.split(",")[0].split("?")[0]):
                return name
    return None


def read_lookup(question: str, dated: Dated | None = None) -> Lookup | None:
    """The order looked up by ``question`` on its own, or None; ``dated`` reads a day said of a customer's
    orders ("customer 5318 ordered on Christmas Day 2019: which order id?")."""
    if _NOT_HELD.search(question):
        return None
    order = _key(_ORDER, question)
    customer = _key(_CUSTOMER, question)
    if order is not None and customer is None:
        rest = question[: order[1].start()] + " " + question[order[1].end() :]
        fields = tuple(f for f in _fields(rest) if f != "order_id")
        if _COUNTED.search(rest) and fields != ("lifetime_orders",):
            return None
        return Lookup("order", order[0], None, fields) if fields else None
    if customer is None or order is not None:
        return None
    rest = question[: customer[1].start()] + " " + question[customer[1].end() :]
    whole = _whole(rest)
    if whole is not None and (whole != "items" or not _pick(rest) or _pick(rest) == "all"):
        return Lookup("customer", customer[0], None, (), whole, _pretax(rest))
    pick = _pick(rest)
    span = dated(rest) if dated is not None and pick in {None, "all"} else None
    pick = "dated" if span is not None else pick
    if pick is None or _COUNTED.search(rest):
        return None
    fields = _fields(rest)
    if pick in {"all", "dated"} and not fields:
        fields = ("order_id", "time", "total")
    return Lookup("customer", customer[0], pick, fields, span=span) if fields else None


def _pretax(text: str) -> bool:
    return bool(_FIELDS[0][1].search(text))


def _follow_up(question: str, earlier: str) -> Lookup | None:
    """``question`` as a follow-up on the order or customer of ``earlier``, or None."""
    if _NOT_HELD.search(question) or not (_BACK.search(question) or _FOLLOW.search(question)):
        return None
    if _key(_ORDER, question) or _key(_CUSTOMER, question):
        return None
    before = read_lookup(earlier)
    order = _key(_ORDER, earlier)
    customer = _key(_CUSTOMER, earlier)
    fields = _fields(question)
    pick = _pick(question, loose=bool(re.search(r"\b(?:those|them|one)\b", question, re.I)))
    if before is None and order is not None and customer is None:
        before = Lookup("order", order[0], None, ())
    if before is None and customer is not None and order is None:
        before = Lookup("customer", customer[0], None, ())
    if before is None:
        return None
    whole = _whole(question)
    if before.kind == "customer" and whole is not None and pick is None:
        return Lookup("customer", before.key, None, (), whole, _pretax(question))
    if before.kind == "customer" and pick is None and _THEIR_ORDERS.search(question):
        return Lookup("customer", before.key, None, (), "orders")
    if _COUNTED.search(question):
        return None
    if before.kind == "order":
        return Lookup("order", before.key, None, fields) if fields and pick is None else None
    pick = pick or before.pick
    if pick is None or (pick == before.pick and fields == before.fields) or not (fields or before.fields):
        return None
    if before.pick is None and not fields:
        return None
    if pick != before.pick and before.pick == "all" and not re.search(r"\b(?:fields|show|list)\b", question):
        fields = fields or ("order_id",)
    return Lookup("customer", before.key, pick, fields or before.fields)


_KEY_RANGE = re.compile(
    r"\b(?P<how>highest|largest|biggest|max(?:imum)?|greatest|lowest|smallest|min(?:imum)?)\s+"
    r"(?P<what>order|customer)\s+(?:id|number)s?\b",
    re.I,
)
_KEY_SCOPED = re.compile(r"\b(?:per|by|each|every|for|of|among|at|in\s+(?:19|20)\d\d|between|from)\b", re.I)


def key_range(question: str) -> TableAnswer | None:
    """ "The highest order id in the system": the largest (smallest) key of all the orders or customers, or
    None when the question says more than that (a scope, a breakdown)."""
    m = _KEY_RANGE.search(question)
    if (
        m is None
        or _KEY_SCOPED.search(question[m.end() :])
        or _key(_ORDER, question)
        or _key(_CUSTOMER, question)
    ):
        return None
    agg = "MAX" if m.group("how").lower().startswith(("hi", "la", "bi", "max", "gr")) else "MIN"
    table = {"order": "orders", "customer": "customers"}[m.group("what").lower()]
    column = f"{m.group('what').lower()}_id"
    said = f"the {'highest' if agg == 'MAX' else 'lowest'} {column.replace('_', ' ')} of all {table}"
    return TableAnswer(
        f"SELECT {agg}({column}) AS {agg.lower()}_{column} FROM {table}", said.capitalize(), said
    )


_NAMED = re.compile(
    r"\b(?P<name>[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2})(?:'s|’s)\s+(?:very\s+)?"
    r"(?:most\s+recent|latest|last|newest|previous|first|earliest|oldest|biggest|largest|priciest)\s+"
    r"(?:order|purchase)s?\b"
)
_NAME_KEPT = re.compile(r"\bcustomer_name\s*=\s*'(?P<name>(?:[^']|'')+)'")
_MANY_SAID = re.compile(
    r"\b(?:customers|clients|people|persons|records|accounts|everyone|everybody|all|each|every|combined|"
    r"together|namesakes)\b",
    re.IGNORECASE,
)
_COUNTS_CUSTOMERS = re.compile(
    r"COUNT\(\s*DISTINCT\s+[\w.]*customer_id\s*\)|COUNT\(\*\)[^;]*?\bFROM\s+customers\b(?![^;]*\bJOIN\b)",
    re.IGNORECASE,
)
_PER_CUSTOMER = re.compile(r"\bGROUP\s+BY\b[^;]*\bcustomer_(?:id|name)\b", re.IGNORECASE)
Query = Callable[[str], "list[tuple[object, ...]]"]
"""Runs read-only SQL and returns its rows."""


class RecordLookup:
    """Reads support-desk look-ups of one order over the database's own tables (see the module)."""

    def __init__(self, columns: Mapping[str, Sequence[str]], query: Query | None = None) -> None:
        self._ready = all(need <= set(columns.get(t, ())) for t, need in _NEEDED.items())
        self._query = query

    def named(self, question: str) -> tuple[str, str | None] | None:
        """A customer named by name in a look-up of their order ("Grace Okafor's last order"): the question
        with that customer's number in place of the name when one customer has it, or the question back
        when several do (a support desk needs the one on the line: their number). None when no customer
        is named so, or none has that name."""
        m = _NAMED.search(question) if self._ready and self._query is not None else None
        if m is None or self._query is None:
            return None
        try:
            ids = self._query(
                f"SELECT customer_id FROM customers WHERE customer_name = {lit(m.group('name'))}"
            )
        except Exception:  # a failing look-up leaves the question to the other readings
            return None
        if len(ids) > 1:
            ask = (
                f"{len(ids)} customers are called {m.group('name')}. Which one do you mean? "
                "Give me their customer number."
            )
            return question, ask
        if len(ids) == 1:
            said = f"customer {ids[0][0]}'s"
            return question[: m.start()] + said + question[m.end("name") + 2 :], None
        return None

    def shared_name(self, sql: str, said: str) -> str | None:
        """The question back when ``sql`` keeps the rows of one customer name that several customers share
        ("What's Grace Okafor's lifetime spend?", 12 Grace Okafors: adding them all up answers about no
        one): their customer number is asked, as for their order (see ``named``). None when the name is
        one customer's, or ``said`` (the question and the one before it) speaks of several people ("how
        many customers are called ..."), or the SQL counts customers or keeps a row per customer."""
        kept = {m.group("name") for m in _NAME_KEPT.finditer(sql)}
        if len(kept) != 1 or not self._ready or self._query is None or _MANY_SAID.search(said):
            return None
        if _COUNTS_CUSTOMERS.search(sql) or _PER_CUSTOMER.search(sql):
            return None
        name = kept.pop()
        try:
            ids = self._query(f"SELECT customer_id FROM customers WHERE customer_name = '{name}'")
        except Exception:  # a failing look-up leaves the plan as it was
            return None
        if len(ids) < 2:
            return None
        return (
            f"{len(ids)} customers are called {name.replace(chr(39) * 2, chr(39))}. Which one do you mean? "
            "Give me their customer number."
        )

    def read(
        self, question: str, context: Sequence[str] = (), dated: Dated | None = None
    ) -> TableAnswer | None:
        """The SQL of ``question`` as a look-up, alone or after the last of ``context``; None otherwise.
        ``dated`` reads the span of days a text names."""
        if not self._ready:
            return None
        ranged = key_range(question)
        if ranged is not None:
            return ranged
        asked = read_lookup(question, dated)
        if asked is None and context:
            asked = _follow_up(question, context[-1])
        return _answer(asked) if asked is not None else None


def _answer(asked: Lookup) -> TableAnswer | None:
    if asked.whole is not None:
        spend = "lifetime_spend_pretax" if asked.pretax else "lifetime_spend"
        sql = _WHOLE_SQL[asked.whole].format(key=asked.key, spend=spend)
        said = f"customer {asked.key}'s {asked.whole.replace('span', 'days from first to last order')}"
        return TableAnswer(sql, f"Look-up of customer {asked.key}", said)
    fields = list(asked.fields)
    if asked.kind == "customer" and asked.pick in {"first", "latest"} and set(fields) <= {"time", "date"}:
        return _dated(asked)
    if asked.kind == "order":
        picked = f"SELECT * FROM orders WHERE order_id = {asked.key}"
        said = f"order {asked.key}"
    else:
        limit = "" if asked.pick in {"all", "dated"} else " LIMIT 1"
        order = _PICK_ORDER.get(asked.pick or "all", "ordered_at ASC")
        within = ""
        if asked.span is not None:
            start, end = asked.span
            within = f" AND ordered_at >= '{start.isoformat()}' AND ordered_at < '{end.isoformat()}'"
        picked = f"SELECT * FROM orders WHERE customer_id = {asked.key}{within} ORDER BY {order}{limit}"
        said = (
            f"customer {asked.key}'s {'orders' if asked.pick in {'all', 'dated'} else f'{asked.pick} order'}"
        )
        if "order_id" not in fields and asked.pick != "all" and fields != ["products"]:
            fields.insert(0, "order_id")
    joins = ""
    if {"store", "tax_rate"} & set(fields):
        joins += " JOIN locations AS l ON l.location_id = o.location_id"
    if "lifetime_orders" in fields:
        joins += " JOIN customers AS c ON c.customer_id = o.customer_id"
    if "products" in fields:
        joins += " JOIN order_items AS i ON i.order_id = o.order_id"
        joins += " JOIN products AS p ON p.product_id = i.product_id"
    columns = ", ".join(_COLUMNS[f] for f in fields)
    order_by = " ORDER BY o.ordered_at, o.order_id" if asked.pick in {"all", "dated"} else ""
    sql = f"WITH o AS ({picked}) SELECT {columns} FROM o AS o{joins}{order_by}"
    shown = ", ".join(f.replace("_", " ") for f in fields)
    return TableAnswer(sql, f"Look-up of {said}", f"{said}: {shown}")


def _dated(asked: Lookup) -> TableAnswer:
    """When a customer first or last ordered: the earliest or latest order time, a single figure (as the
    readings built on "when was customer 1234's last order" take it)."""
    agg, name = ("MIN", "first") if asked.pick == "first" else ("MAX", "last")
    columns = []
    for f in asked.fields:
        at = f"{agg}(ordered_at)"
        columns.append(
            f"CAST({at} AS DATE) AS {name}_order_date" if f == "date" else f"{at} AS {name}_ordered_at"
        )
    sql = f"SELECT {', '.join(columns)} FROM orders WHERE customer_id = {asked.key}"
    said = f"customer {asked.key}'s {name} order: when"
    return TableAnswer(sql, f"Look-up of customer {asked.key}", said)
