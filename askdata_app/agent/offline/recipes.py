"""What one unit of a member costs to make: the sum of its parts' cost ("what does one flame impala cost us
in supplies", "supply cost per unit of each drink", "unit margin (price minus supply cost) per jaffle").

A parts model (see ``Catalog.is_parts``: one row per (supply, product), no time, no measure) with a money
column tells what each member of the model it refers to is made of; a question about the cost of *one* unit
(its "per unit" reading, without a period: a recipe has no date) sums that column over the member's parts,
instead of the costs of the units sold. A margin or profit per unit is the member's own price minus it.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter, Intent
from askdata_app.agent.offline.sqlbuild import BuildError, filter_sql, safe_name
from askdata_app.agent.offline.text import norm_tokens

if TYPE_CHECKING:
    from askdata_app.agent.offline.compose import Composer

_MONEY = {"cost", "price"}


def _money_dim(catalog: Catalog, model: str, numeric: set[Dim], word: str) -> Dim | None:
    cols = sorted(
        (d for d in numeric if d.model == model and word in norm_tokens(d.name)), key=lambda d: d.name
    )
    return cols[0] if cols else None


def _across(intent: Intent) -> bool:
    """ "the mean unit cost across all 10 menu items", "averaged over all products": one average over the
    members, not a row for each."""
    said = intent.said
    pairs = set(itertools.pairwise(said))
    return "across" in said or ("over", "all") in pairs or ("averaged", "over") in pairs


def unit_cost_sql(composer: Composer, numeric: set[Dim], intent: Intent) -> tuple[str, str] | None:
    """(SQL, what it computes) for a per-unit cost or margin read from the parts' costs, or None."""
    catalog = composer.catalog
    if intent.periods or intent.grain or intent.per is None or not intent.measures or intent.share:
        return None
    texts = [
        f"{m.quantity.label} {m.quantity.description}" for m in intent.measures if m.quantity is not None
    ]
    if not texts or not all("cost" in norm_tokens(t) for t in texts):
        return None
    per_model = catalog.models[intent.per.model]
    if intent.per.name != per_model.primary_entity:
        return None  # per a member of an entity ("cost per customer"): not a unit
    for parts in catalog.models.values():
        if not catalog.is_parts(parts.name):
            continue
        cost = _money_dim(catalog, parts.name, numeric, "cost")
        owners = [e for e, (kind, _) in parts.entities.items() if kind == "foreign"]
        owner = catalog.model_of_entity(owners[0]) if owners else None
        if cost is None or owner is None or owners[0] not in per_model.entities:
            continue  # the unit (an item sold) must be of the member the parts make up
        return _build(composer, intent, parts.name, cost, owner.name, numeric)
    return None


def _build(
    composer: Composer, intent: Intent, parts: str, cost: Dim, owner: str, numeric: set[Dim]
) -> tuple[str, str] | None:
    catalog = composer.catalog
    shown = catalog.entity_dim(catalog.models[owner].primary_entity or "")
    if shown is None:
        return None
    reach = catalog.join_paths(parts)
    own = {d.name: d for d in catalog.dims_of(owner)}
    filters: list[Filter] = []
    for f in intent.filters:
        if f.dim.model in reach:
            filters.append(f)
        elif f.dim.name in own:  # "drinks" said on the items sold: the member's own flag
            filters.append(replace(f, dim=own[f.dim.name]))
        else:
            return None
    for g in intent.groups:
        if g.model in reach and not is_boolean(g):
            continue
        if is_boolean(g) and g.name in own:  # "each drink": the drinks, one row each
            filters.append(Filter(own[g.name], ("true",)))
        elif g.model not in reach:
            return None
    named = any(f.dim.model == owner for f in filters)
    grouped = any(g.model == owner or (is_boolean(g) and g.name in own) for g in intent.groups)
    if not named and not grouped:
        return None  # "the cost per item sold": the items', one figure; a recipe is of named members
    margin = intent.combine == "minus" or any(
        {"margin", "profit"} & set(norm_tokens(m.quantity.label)) for m in intent.measures if m.quantity
    )
    price = _money_dim(catalog, owner, numeric, "price") if margin else None
    if margin and price is None:
        return None
    needed = [shown, *(f.dim for f in filters), *([price] if price else [])]
    try:
        body = composer.from_clause(parts, needed)
    except BuildError:
        return None
    sb = composer.sb
    total = f"SUM({sb.dim_sql(cost)})"
    cols = [f"{sb.dim_sql(shown)} AS {safe_name(shown.name)}"]
    group = [sb.dim_sql(shown)]
    value = "unit_margin" if price is not None else "unit_cost"
    if price is not None:
        group.append(sb.dim_sql(price))
        cols.append(f"{sb.dim_sql(price)} - {total} AS unit_margin")
        said = f"{price.label.lower()} minus the sum of the {cost.label.lower()} of its parts"
        if intent.over_price:  # "the margin as a share of its menu price"
            cols[-1] = f"({sb.dim_sql(price)} - {total}) / {sb.dim_sql(price)} AS unit_margin"
            said = f"({said}) over the {price.label.lower()}"
    else:
        cols.append(f"{total} AS unit_cost")
        said = f"the sum of the {cost.label.lower()} of its parts"
    sql = f"SELECT {', '.join(cols)} {body}"
    if filters:
        sql += " WHERE " + " AND ".join(filter_sql(sb.dim_sql(f.dim), f) for f in filters)
    sql += f" GROUP BY {', '.join(group)}"
    if intent.comparisons:  # "products that cost more than $2 to make": the units' own cost, compared
        if len(intent.comparisons) != 1 or not intent.comparisons[0].money:
            return None
        said += f", {intent.comparisons[0].text}"
        cut = f"{sb.dim_sql(price)} - {total}" if price is not None else total
        sql += f" HAVING {cut} {intent.comparisons[0].op} {intent.comparisons[0].number!r}"
        if intent.asks_how_many:  # "how many products cost more than $2 to make": those members, counted
            return (
                f"SELECT COUNT(*) AS members FROM ({sql}) AS t",
                f"the number of {shown.label.lower()}s: {said}",
            )
    if intent.average_said and (not grouped or _across(intent)) and not intent.rank:  # "of our jaffles"
        return (
            f"SELECT AVG({value}) AS average_{value} FROM ({sql}) AS t",
            f"the average over the {shown.label.lower()}s of {said}",
        )
    if intent.rank:  # "the 2 cheapest products to make"
        limit = intent.limit or (10 if intent.plural else 1)
        order = "ASC" if intent.rank == "asc" else "DESC"
        sql += f" ORDER BY {value} {order} LIMIT {int(limit)}"
    elif intent.sort:  # "what does each drink cost to make? cheapest first": every row, in that order
        sql += f" ORDER BY {value} {'ASC' if intent.sort == 'asc' else 'DESC'}"
    else:
        sql += f" ORDER BY {safe_name(shown.name)}"
    return sql, f"one unit of each {shown.label.lower()}: {said}"


def listed_unit_costs(composer: Composer, numeric: set[Dim], intent: Intent) -> tuple[str, str] | None:
    """(SQL, what it computes) for "each product's unit cost": a listing of the members of a model and the
    money column of their parts, without the parts' own names, is each member's sum of its parts' costs
    (listing the parts' costs is asked with the parts named: "each product's supplies and their costs")."""
    catalog = composer.catalog
    if intent.measures or intent.periods or intent.grain or intent.share or intent.comparisons:
        return None
    shown = [g for g in intent.groups if g.kind != "time"]
    for parts in catalog.models.values():
        if not catalog.is_parts(parts.name):
            continue
        cost = _money_dim(catalog, parts.name, numeric, "cost")
        owners = [e for e, (kind, _) in parts.entities.items() if kind == "foreign"]
        owner = catalog.model_of_entity(owners[0]) if owners else None
        if cost is None or owner is None or cost not in shown:
            continue
        rest = [g for g in shown if g != cost]
        if not rest or any(g.model != owner.name for g in rest):
            return None  # a part's own name or another column: the parts listed, one row each
        kept = replace(intent, groups=rest)
        return _build(composer, kept, parts.name, cost, owner.name, numeric)
    return None
