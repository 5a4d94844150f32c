"""Customers' first orders: "the average order total of customers' first orders", "what share of first
orders had a drink", "which product is in the most first orders", "average first-order value by store",
"the share of people's very first orders with a drink in them".

A model whose time dimension is named for a first event (customers: ``first_ordered_at``) dates each member's
first order; the fact it counts (the model with that member as a foreign key: orders) holds the orders. The
question is read without the word "first" (about orders), and the answer is then kept to the first orders:
every fact table in it that carries the order key (orders, order items) is filtered to the orders placed at
their customer's first order time. Before, "first orders" was read as the lifetime order count, or asked
back.

A follow-up of such a question ("how many was that?") keeps the restriction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.text import norm_tokens

_WHO = (
    r"(?P<who>(?:a |each |every |the |our )?(?:customer|client|guest|buyer)(?:'s|s'|s)? |their "
    r"|(?:people|someone|somebody|everyone|everybody)'s )?"
)
_FIRST = re.compile(
    rf"\b{_WHO}(?:very )?(?:first|debut)(?P<time>[- ]time|[- ]ever)?[- ]"
    rf"(?P<what>orders?|purchases?|baskets?|tickets?)\b"
    rf"(?! (?:date|day|month|week|quarter|year|time|cohort)s?\b)"
    rf"(?: (?:of|by|from) (?:each|every|a|the|our|all) (?:customers?|clients?|guests?|buyers?))?",
    re.IGNORECASE,
)
# "customers placing their very first order", "counting each customer at their first order", "whose first
# order was in 2019", "the days from first order to last order", "the date of their first order": when they
# were acquired, or a span, read as usual
_ACQUIRED = re.compile(
    r"\b(?:plac|mak|made|put|submitt|had|ha[sv]e?|got|get)\w* (?:their|a|his|her|an?) (?:very )?first"
    # "placed their first order at Brooklyn": where, so the first orders themselves (not when)
    r"(?:[- ]ever)? (?:order|purchase)(?! (?:at|from) (?:the |our )?[a-z])"
    r"(?! in (?:the |our )?(?-i:[A-Z]))"
    r"|\bcounting (?:each|every|a) [a-z]+ (?:at|by|on|from|with) (?:their|its|the) first\b"
    r"|\bwhose (?:very )?first\b|\bfirst (?:order|purchase)s? (?:was|were|came|happened|fell)\b"
    r"|\bfirst (?:order|purchase)s? (?:to|and|until|till|through|vs) (?:the |their |a )?"
    r"(?:last|latest|most recent)"
    r"|\b(?:date|day|month|week|year|time) of (?:their|the|a|each) (?:customer'?s'? )?(?:very )?first\b"
    r"|\b(?:after|since|beyond) (?:their|the|a|his|her) (?:very )?first\b"
    r"|\b(?:going by|judging by|judged by|dated by|based on|according to) (?:their|the|each customer'?s)"
    r" (?:very )?first\b",
    re.IGNORECASE,
)
_WHERE_COUNTED = re.compile(
    r",?\s*\(?(?:counting (?:each|every) (?:customer|client|guest) )?(?:at |by |in )?(?:the )?"
    r"(?:store|shop|location|branch) of (?:their|the|its) (?:very )?first (?:order|purchase)\)?",
    re.IGNORECASE,
)
"""'(the store of their first order)': where a customer is counted, said on its own (the orders counted are
the first ones already)."""
_COUNTED_ONCE = re.compile(r"\(?,? ?counting each (?:first )?(?:order|purchase) once\)?", re.IGNORECASE)


@dataclass(frozen=True)
class FirstOrders:
    """The order facts and their customers' first-order dates, as SQL names."""

    orders_table: str
    order_key: str
    customer_key: str
    ordered_at: str
    customers_table: str
    customer_pk: str
    first_at: str
    keyed_tables: dict[str, str]
    """table name -> its column holding the order key (the orders table and the tables that refer to it)."""


def strip_first_orders(question: str) -> str | None:
    """``question`` about orders instead of first orders, or None when it says nothing of first orders."""
    said = [
        m
        for m in _FIRST.finditer(question)
        if m.group("who") or m.group("time") or m.group("what")[-1] == "s"
    ]
    if not said or _ACQUIRED.search(question):  # a bare "its first order" is a date, not first orders
        return None
    question = _WHERE_COUNTED.sub(" ", question)
    rest = " ".join(_FIRST.sub(lambda m: f"{m.group('what')} ", question).split())
    return " ".join(_COUNTED_ONCE.sub(" ", rest).split())


def first_orders(catalog: Catalog) -> FirstOrders | None:
    """The first-order facts of the catalog's models, or None when no model dates a member's first order."""
    for model in catalog.models.values():
        times = [d for d in catalog.dims_of(model.name) if d.kind == "time"]
        first = next((d for d in times if "first" in norm_tokens(d.name)), None)
        member = model.primary_entity
        if first is None or member is None:
            continue
        for fact in catalog.models.values():
            kind, key = fact.entities.get(member, ("", ""))
            order = fact.primary_entity
            when = catalog.find_dim(fact.default_time, near=fact.name) if fact.default_time else None
            if kind != "foreign" or order is None or when is None or when.model != fact.name:
                continue
            order_key = fact.entities[order][1]
            keyed = {
                other.table: other.entities[order][1]
                for other in catalog.models.values()
                if order in other.entities and other.entities[order][0] in {"primary", "foreign"}
            }
            pk = model.entities[member][1]
            return FirstOrders(fact.table, order_key, key, when.expr, model.table, pk, first.expr, keyed)
    return None


def restrict_sql(sql: str, fo: FirstOrders, dialect: str = "duckdb") -> str | None:
    """``sql`` with each SELECT over an order-keyed table kept to first orders; None when there is none."""
    tree = sqlglot.parse_one(sql, read=dialect)
    done = False
    for select in list(tree.find_all(exp.Select)):
        sources = [select.args.get("from_") or select.args.get("from"), *(select.args.get("joins") or [])]
        tables = [s.this for s in sources if s is not None and isinstance(s.this, exp.Table)]
        keyed = [t for t in tables if t.name in fo.keyed_tables]
        if not keyed:
            continue
        table = next((t for t in keyed if t.name == fo.orders_table), keyed[0])
        column = exp.column(fo.keyed_tables[table.name], table=table.alias_or_name)
        firsts = sqlglot.parse_one(
            f"SELECT fo_o.{fo.order_key} FROM {fo.orders_table} AS fo_o JOIN {fo.customers_table} AS fo_c"
            f" ON fo_c.{fo.customer_pk} = fo_o.{fo.customer_key}"
            f" AND fo_o.{fo.ordered_at} = fo_c.{fo.first_at}",
            read=dialect,
        )
        select.where(exp.In(this=column, query=exp.Subquery(this=firsts)), copy=False)
        done = True
    return tree.sql(dialect=dialect, pretty=True) if done else None
