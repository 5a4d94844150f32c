"""Distinct members counted through a finer fact ("how many different customers bought a flame impala in
2020": the customers of the orders whose items are flame impalas).

A distinct count of an entity is defined on the fact that refers to it (customers on the orders); a filter
on a model that fact cannot reach (the product of an item) is reached from a finer fact instead (the order
items, joined many-to-one to both the orders and the products), and the members are counted there.

A breakdown out of reach is read the same way ("top 3 products by number of distinct customers who bought
them": the customers of each product's items, counted per product), ranked and cut as asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from askdata_app.agent.offline.catalog import Dim, Leaf
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.sqlbuild import BuildError, filter_sql, period_sql, safe_name

if TYPE_CHECKING:
    from askdata_app.agent.offline.compose import Composer


def distinct_via_fact(composer: Composer, intent: Intent) -> tuple[str, str] | None:
    """(SQL, what it counts) for one distinct count whose filters its own fact cannot reach, or None."""
    catalog = composer.catalog
    if len(intent.measures) != 1 or intent.grain or intent.share or intent.offset:
        return None
    if any(g.kind != "categorical" for g in intent.groups) or (intent.rank and not intent.groups):
        return None
    q = intent.measures[0].quantity
    node = q.node if q is not None else None
    if not isinstance(node, Leaf) or node.agg != "count_distinct" or node.filters:
        return None
    if not intent.filters and not intent.groups:
        return None
    home = catalog.models[node.model]
    reached = catalog.join_paths(home.name)
    if all(d.model in reached for d in [*(f.dim for f in intent.filters), *intent.groups]):
        return None  # nothing out of reach: the usual plan stands
    key = Dim(f"{node.model}_key", home.name, node.expr, "categorical", node.expr, "", ())
    needed = [key, *(f.dim for f in intent.filters), *intent.groups]
    for fact in catalog.models.values():
        if fact.name == home.name or not fact.default_time:
            continue
        reach = catalog.join_paths(fact.name)
        if any(d.model not in reach for d in needed):
            continue
        time = catalog.find_dim(fact.default_time, near=fact.name)
        if time is None or time.model != fact.name:
            continue
        try:
            body = composer.from_clause(fact.name, [*needed, time])
        except BuildError:
            continue
        sb = composer.sb
        where = [filter_sql(sb.dim_sql(f.dim), f) for f in intent.filters]
        if intent.periods:
            conds = [period_sql(sb.dim_sql(time), p) for p in intent.periods]
            where.append(conds[0] if len(conds) == 1 else "(" + " OR ".join(f"({c})" for c in conds) + ")")
        name = safe_name(q.name) if q is not None else "members"
        shown = [f"{sb.dim_sql(g)} AS {safe_name(g.name)}" for g in intent.groups]
        count = f"COUNT(DISTINCT {sb.dim_sql(key)}) AS {name}"
        sql = f"SELECT {', '.join([*shown, count])} {body}"
        sql += f" WHERE {' AND '.join(where)}" if where else ""
        if intent.groups:
            sql += " GROUP BY " + ", ".join(sb.dim_sql(g) for g in intent.groups)
            way = "ASC" if intent.rank == "asc" else "DESC"
            sql += f" ORDER BY {name} {way}" if intent.rank else f" ORDER BY {name} DESC"
            sql += f" LIMIT {int(intent.limit)}" if intent.limit is not None and intent.rank else ""
        return sql, f"{q.label.lower() if q else 'members'} counted among the {fact.label.lower()}"
    return None
