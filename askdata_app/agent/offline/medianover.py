"""A median "per" a member or a unit of time ("median revenue per order", "median number of orders per
customer", "median revenue per day").

A median said over members or days is the middle of each one's own figure: every order's revenue, every
customer's order count, every day's revenue, and then the median of those. Two layer measures stand in the
way of that reading and are read through here:

- a "per member" ratio of the layer ("orders per customer": orders over the customers who ordered) asked as
  a median: its average is the ratio, but its median is over the members, so it becomes the ratio's
  numerator counted per member of the denominator's entity, the median taken over them (a count or sum
  asked as a median per a member of another model is read the same way: "median items per customer");
- a layer median of one row's column ("median revenue": the median item price) said per a coarser member
  ("per order") or per a unit of time ("per day"): the median is then of each member's (day's) sum of that
  column, the layer's sum of the same column. A measure named after its own rows ("median order total")
  is left alone: "per store" or "per day" after it is a breakdown of those rows.
"""

from __future__ import annotations

from dataclasses import replace

from askdata_app.agent.offline.catalog import Catalog, Dim, Leaf, Ratio
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.text import norm_tokens

_OVER = frozenset({"median", "max", "min"})
"""Taken over the members, not their ratio: "the max orders per customer" is the most any one had."""


_COUNTED = frozenset({"count", "count_distinct", "sum_boolean", "sum"})
"""A measure each member has a figure of: a count or sum of the rows it reaches."""


def median_over_members(catalog: Catalog, intent: Intent) -> None:
    """Rewrite a median said per members or days in ``intent`` (see the module docstring)."""
    if len(intent.measures) != 1 or intent.measures[0].quantity is None:
        return
    m = intent.measures[0]
    q = m.quantity
    assert q is not None
    node = q.node
    if isinstance(node, Ratio) and m.agg in _OVER and intent.per is None and not intent.groups:
        num, den = node.num, node.den
        if not isinstance(num, Leaf) or not isinstance(den, Leaf) or den.agg != "count_distinct":
            return
        if num.filters or den.filters or num.model != den.model:
            return
        entity = next(
            (e for e, (_, ex) in catalog.models[den.model].entities.items() if ex == den.expr), None
        )
        owner = catalog.model_of_entity(entity) if entity is not None else None
        top = next((x for x in catalog.quantities if x.node == num), None)
        if entity is None or owner is None or top is None:
            return
        per = Dim(
            entity, owner.name, owner.entities[entity][1], "categorical", entity.replace("_", " "), "", ()
        )
        intent.measures = [replace(m, quantity=top, label=top.label)]
        intent.per, intent.average = per, True
        return
    said = intent.per_dims[-1] if intent.per is None and intent.per_dims else None
    counted = isinstance(node, Leaf) and node.agg in _COUNTED and m.agg == "median"
    if counted and isinstance(node, Leaf) and said is not None and said.model != node.model:
        # "median number of items per customer", "median spend per customer": each one's own, the middle one
        intent.per = catalog.entity_key(said) or said
        intent.groups = [g for g in intent.groups if g.model != said.model]
        intent.per_dims = [d for d in intent.per_dims if d.model != said.model]
        intent.average, intent.agg = True, "median"
        return
    if not isinstance(node, Leaf) or node.agg != "median" or node.filters or m.agg not in (None, "median"):
        return
    model = catalog.models[node.model]
    head = norm_tokens(q.label.replace("Median", "").replace("median", ""))[:1]
    if model.primary_entity is None or head == norm_tokens(model.primary_entity)[:1]:
        return  # "median order total per day": the orders' totals, by day
    if said is not None and said.model != node.model:  # "median revenue per customer": over the customers
        intent.per = catalog.entity_key(said) or said
        intent.groups = [g for g in intent.groups if g.model != said.model]
        intent.per_dims = [d for d in intent.per_dims if d.model != said.model]
    over_member = intent.per is not None and intent.per.model != node.model
    over_days = intent.per is None and intent.grain is not None and intent.grain_is_per and not intent.groups
    if not (over_member or over_days):
        return
    summed = next(
        (
            x
            for x in catalog.quantities
            if isinstance(x.node, Leaf)
            and x.node.model == node.model
            and x.node.agg == "sum"
            and x.node.expr == node.expr
            and not x.node.filters
        ),
        None,
    )
    if summed is None:
        return
    intent.measures = [replace(m, quantity=summed, agg="median", label=summed.label)]
    if over_days:
        intent.per_grain, intent.grain = intent.grain, None
    intent.average, intent.agg = True, "median"
