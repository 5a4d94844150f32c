"""Which dimension a phrase means, suited to the measure: reachable ones first, flags and items."""

from __future__ import annotations

import re

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.intent import Filter
from askdata_app.agent.offline.lexicon import Match
from askdata_app.agent.offline.superlatives import is_item
from askdata_app.agent.offline.text import norm_tokens


def is_fact(catalog: Catalog, dim: Dim) -> bool:
    """Whether ``dim`` names the rows of a fact model (orders, order lines): one with foreign entities."""
    model = catalog.models[dim.model]
    shown = catalog.entity_dim(model.primary_entity) if model.primary_entity else None
    facts = any(kind == "foreign" for kind, _ in model.entities.values())
    return facts and (dim == shown or dim.name == model.primary_entity)


def items_of(catalog: Catalog, flag: Dim) -> Dim | None:
    """The display dimension of the item entity that a flag like "is a drink" also describes."""
    for d in catalog.dims:
        entity = catalog.models[d.model].primary_entity
        if d.name == flag.name and entity is not None and is_item(catalog, entity):
            return catalog.entity_dim(entity)
    return None


def pick_dim(catalog: Catalog, dims: list[Dim], models: list[str]) -> Dim:
    """A dimension on the measure's model, else one reachable from it, else the first candidate."""
    if not models:
        return dims[0]
    for d in dims:
        if d.model in models:
            return d
    reach = catalog.join_paths(models[0])
    for d in dims:
        if d.model in reach:
            return d
    return dims[0]


def dim_for(catalog: Catalog, m: Match, models: list[str]) -> Dim | None:
    """The dimension a phrase names: its best-ranked dimensions or entities, suited to the measure."""
    pool: list[Dim] = []
    for c in m.best({"dim", "entity"}):
        d = c.dim if c.kind == "dim" else catalog.entity_dim(c.entity or "")
        if d is not None and d not in pool:
            pool.append(d)
    if not pool:
        return None
    picked = pick_dim(catalog, pool, models)
    reachable = any(picked.model in catalog.join_paths(x) for x in models)
    if models and not reachable and not is_boolean(picked):
        # "customers by type": the measure's own "customer type", not an unreachable "product type"
        head = tuple(m.text.split())
        for d in catalog.dims:
            toks = norm_tokens(d.label)
            ends = d.kind != "time" and not is_boolean(d) and toks[-len(head) :] == head
            ends = ends and len(toks) > len(head)
            if ends and any(d.model in catalog.join_paths(x) for x in models):
                return d
    return picked


def is_boolean(dim: Dim) -> bool:
    """Whether a dimension is a yes/no flag (is_..., has_...)."""
    name = dim.name.lower()
    return name.startswith(("is_", "has_")) or dim.kind == "boolean"


_EQUALS = re.compile(r"^\s*\{\{\s*Dimension\('([\w]+)'\)\s*\}\}\s*=\s*'([^']*)'\s*$")


def template_filter(catalog: Catalog, template: str) -> Filter | None:
    """A MetricFlow filter of the form ``{{ Dimension('entity__dim') }} = 'value'`` as a planner filter."""
    m = _EQUALS.match(template)
    if m is None:
        return None
    dim = catalog.find_dim(m.group(1))
    return Filter(dim, (m.group(2),)) if dim is not None else None
