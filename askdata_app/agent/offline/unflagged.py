"""The layer's own measure for a count said another way.

A negated flagged measure: "non-food orders" is the orders without food, not the food orders.

The layer's "food orders" is the order count filtered on a flag (``is_food_order = true``); said with a
negation before it ("non-food orders", "not drink orders", "orders other than food orders"), the question
asks for the same rows' measure without that filter, and the flag negated.
"""

from __future__ import annotations

import re
from dataclasses import replace

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.intent import Filter
from askdata_app.agent.offline.nodes import Leaf, Quantity

_FLAG_TRUE = re.compile(r"^\s*\{\{\s*Dimension\('([\w]+)'\)\s*\}\}\s*=\s*true\s*$", re.IGNORECASE)


def unflagged(catalog: Catalog, quantity: Quantity) -> tuple[Quantity, Filter] | None:
    """The layer's measure of ``quantity``'s rows without its one flag filter, and that flag negated as a
    filter; None when ``quantity`` is not a measure filtered on one flag."""
    leaf = quantity.node
    if not isinstance(leaf, Leaf) or len(leaf.filters) != 1:
        return None
    m = _FLAG_TRUE.match(leaf.filters[0])
    if m is None:
        return None
    dim = catalog.find_dim(m.group(1), near=leaf.model)
    if dim is None:
        return None
    bare = replace(leaf, filters=())
    base = next((q for q in catalog.quantities if q.node == bare), None)
    if base is None:
        return None
    return base, Filter(dim, ("true",), negate=True)


def members_count(catalog: Catalog, model: str, entity: str | None) -> Quantity | None:
    """The layer's unfiltered count of ``model``'s members (count distinct of its entity key), for a count of
    the model said by one of its own words ("how many people ordered": the customers measure), or None."""
    if entity is None:
        return None
    key = catalog.models[model].entities.get(entity)
    if key is None:
        return None
    for q in catalog.quantities:
        node = q.node
        counts = isinstance(node, Leaf) and node.model == model and node.agg == "count_distinct"
        if counts and isinstance(node, Leaf) and node.expr == key[1] and not node.filters:
            return q
    return None
