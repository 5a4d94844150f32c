"""The parts of a member with what each costs ("what goes into the tangaroo? list the supplies with what
each costs", "the ingredients of the krautback and their cost"), and the priciest of them ("which of those
costs the most?" after it).

A question about a member's contents that also asks a cost or a price hears a measure ("costs": the order
cost of the items sold), but no measure reaches the parts: the cost asked is the parts' own money column,
listed beside each part (or, with a ranking, the parts ranked by it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.ownprice import money_cols
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.agent.offline.sqlbuild import safe_name
from askdata_app.agent.offline.text import norm_tokens

_MONEY = frozenset({"cost", "costs", "price", "prices", "priced", "priciest", "cheapest", "expensive"})


def parts_model(catalog: Catalog, intent: Intent) -> str | None:
    """The model of the parts of the member the contents question names (supplies of a product), or None."""
    named = [f for f in intent.filters if not f.negate and f.op is None]
    if not named:
        return None
    key = catalog.models[named[0].dim.model].primary_entity
    for model in catalog.models.values():
        if model.name == named[0].dim.model or model.default_time or not key or not model.primary_entity:
            continue
        if model.entities.get(key, ("", ""))[0] == "foreign":
            return model.name
    return None


def costed_parts(catalog: Catalog, numeric: Iterable[Dim], intent: Intent) -> Dim | None:
    """The parts' money column when ``intent`` asks a member's contents with their cost; the measures heard
    for "cost" are then dropped. None (the intent untouched) otherwise."""
    if not intent.contents or intent.periods or intent.grain or not intent.measures:
        return None
    model = parts_model(catalog, intent)
    if model is None or any(g.model != model for g in intent.groups):
        return None
    for m in intent.measures:
        label = m.quantity.label if m.quantity is not None else m.label
        if not set(norm_tokens(label)) & _MONEY:
            return None
    cols = money_cols(numeric, model)
    if not cols:
        return None
    intent.measures = []
    intent.groups = []
    return cols[0]


def ranked_by_column(listed: SqlPlan, col: Dim, intent: Intent, dialect: Callable[[str], str]) -> SqlPlan:
    """The ``listed`` members ranked by their own column ``col`` (the priciest part first), cut at the
    ranking's size (one for "the priciest", ten for "the priciest ones")."""
    limit = intent.limit or (10 if intent.plural else 1)
    body = listed.sql[: listed.sql.upper().rindex("ORDER BY")]
    order = "ASC" if intent.rank == "asc" else "DESC"
    sql = dialect(f"{body} ORDER BY {safe_name(col.name)} {order} LIMIT {int(limit)}")
    return replace(listed, sql=sql)
