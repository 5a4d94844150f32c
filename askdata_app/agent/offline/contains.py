"""A condition on what a member's rows contain: "orders with a tangaroo", "orders that had a jaffle".

A filter on a dimension that the measured model cannot reach by many-to-one joins (a product's name for
a count of orders) is read through the model's parts: a model with a foreign key to the measured model's
members (the order items of an order), from which the dimension can be reached. The member meets the
condition when one of its parts does (EXISTS), or, negated, when none does ("orders without a drink").
Two such filters are two conditions, each met by some part: "orders with both a pourover and a
nutellaquent".
"""

from __future__ import annotations

from dataclasses import replace

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.intent import Filter
from askdata_app.agent.offline.sqlbuild import SqlBuilder, filter_sql


def reachable(catalog: Catalog, model: str, f: Filter) -> bool:
    """Whether ``f``'s dimension can be joined to ``model``'s rows directly."""
    return f.dim.model in catalog.join_paths(model)


def contains_sql(catalog: Catalog, model: str, f: Filter) -> str | None:
    """``model``'s rows that have a part meeting ``f`` (none, when negated); None when no model of parts
    relates them."""
    own = catalog.models[model]
    entity = own.primary_entity
    if entity is None or entity not in own.entities:
        return None
    key = SqlBuilder.qualify_with(own.entities[entity][1], model)
    for child in catalog.models.values():
        kind, fk = child.entities.get(entity, ("", ""))
        if kind != "foreign" or child.name == model:
            continue
        paths = catalog.join_paths(child.name)
        if f.dim.model not in paths:
            continue
        body = f"FROM {child.table} AS {child.name}"
        for src, dst, ent in paths[f.dim.model]:
            left = SqlBuilder.qualify_with(catalog.models[src].entities[ent][1], src)
            right = SqlBuilder.qualify_with(catalog.models[dst].entities[ent][1], dst)
            body += f" JOIN {catalog.models[dst].table} AS {dst} ON {left} = {right}"
        cond = filter_sql(SqlBuilder.qualify_with(f.dim.expr, f.dim.model), replace(f, negate=False))
        link = f"{SqlBuilder.qualify_with(fk, child.name)} = {key}"
        sql = f"EXISTS (SELECT 1 {body} WHERE {link} AND {cond})"
        return f"NOT {sql}" if f.negate else sql
    return None


def companion_sql(catalog: Catalog, model: str, f: Filter) -> str | None:
    """``model``'s rows whose whole (the order of an order item) also has a part meeting ``f``: "drinks
    in the same order as a flame impala". The whole is an entity ``model`` refers to; its parts are the
    rows of a model that refers to it too and reaches ``f``'s dimension. None when there is none."""
    own = catalog.models[model]
    for entity, (kind, expr) in own.entities.items():
        if kind != "foreign":
            continue
        for child in catalog.models.values():
            child_kind, fk = child.entities.get(entity, ("", ""))
            if child_kind != "foreign":
                continue
            paths = catalog.join_paths(child.name)
            if f.dim.model not in paths:
                continue
            alias = f"_w_{child.name}"
            body = f"FROM {child.table} AS {alias}"
            for src, dst, ent in paths[f.dim.model]:
                left = SqlBuilder.qualify_with(catalog.models[src].entities[ent][1], f"_w_{src}")
                right = SqlBuilder.qualify_with(catalog.models[dst].entities[ent][1], f"_w_{dst}")
                body += f" JOIN {catalog.models[dst].table} AS _w_{dst} ON {left} = {right}"
            cond = filter_sql(
                SqlBuilder.qualify_with(f.dim.expr, f"_w_{f.dim.model}"), replace(f, negate=False)
            )
            link = f"{SqlBuilder.qualify_with(fk, alias)} = {SqlBuilder.qualify_with(expr, model)}"
            sql = f"EXISTS (SELECT 1 {body} WHERE {link} AND {cond})"
            return f"NOT {sql}" if f.negate else sql
    return None


def wholes_of(catalog: Catalog, model: str) -> list[tuple[str, str]]:
    """(parts model, whole entity) pairs where the parts reach ``model`` and their wholes do not: an
    order's items reach the products, the order does not; a product is a part of an order through them."""
    out: list[tuple[str, str]] = []
    for parts in catalog.models.values():
        if model not in catalog.join_paths(parts.name):
            continue
        for entity, (kind, _) in parts.entities.items():
            whole = catalog.model_of_entity(entity)
            if kind == "foreign" and whole is not None and model not in catalog.join_paths(whole.name):
                out.append((parts.name, entity))
    return out
