"""A yes/no flag said as a noun for the members that have it: "each drink and its price", "the price of each
of our drinks", "how many perishable supplies".

"drinks" names a flag (is_drink_item) that several models carry (the menu's products and the items sold).
With no measure asked and a member's own column beside it ("its price"), the members are meant: the flag
of the model that column belongs to, as a filter, not a breakdown into yes and no (which answered "each drink
and its price" with two rows, False and True). Counted with no measure ("how many perishable supplies"),
the members of a model with that flag and no measure of its own (a list, not a fact: the supplies, the menu)
are counted, rather than refused or asked back ("how many drinks are there": the menu's drinks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter, Measure

if TYPE_CHECKING:
    from askdata_app.agent.offline.catalog import Catalog, Dim
    from askdata_app.agent.offline.intent import Intent


def _same_flag(catalog: Catalog, flag: Dim, model: str) -> Dim | None:
    """``model``'s own flag named as ``flag`` (itself when it is ``model``'s)."""
    if flag.model == model:
        return flag
    return next((d for d in catalog.dims_of(model) if d.name == flag.name and is_boolean(d)), None)


def _fact_models(catalog: Catalog) -> set[str]:
    return {leaf.model for q in catalog.quantities for leaf in q.leaves()}


def flags_as_members(catalog: Catalog, intent: Intent) -> None:
    """Read a flag said as a noun as the members that have it (see the module); ``intent`` has no measure."""
    columns = [g for g in intent.groups if not is_boolean(g)]
    owners = {g.model for g in columns}
    if len(owners) == 1:
        (owner,) = owners
        moved = False
        for g in [g for g in intent.groups if is_boolean(g)]:
            own = _same_flag(catalog, g, owner)
            if own is None:
                continue
            intent.groups.remove(g)
            intent.filters.append(Filter(own, ("true",)))
            moved = True
        intent.filters = [
            Filter(_same_flag(catalog, f.dim, owner) or f.dim, f.values, f.negate, f.op)
            if is_boolean(f.dim)
            else f
            for f in intent.filters
        ]
        if moved:
            intent.listing = True
        return
    if owners or not (intent.count or intent.asks_how_many) or intent.periods or intent.grain:
        return  # "how many drink items in 2020": the items sold then, a fact's rows
    facts = _fact_models(catalog)
    if len(intent.filters) != 1 or not is_boolean(intent.filters[0].dim):
        return
    said = intent.filters[0]
    if said.dim.model in facts:  # "how many drinks are there": the menu's drinks, not the items sold
        lists = [m for m in catalog.models if m not in facts and _same_flag(catalog, said.dim, m) is not None]
        if len(lists) != 1:
            return
        own = _same_flag(catalog, said.dim, lists[0])
        assert own is not None
        said = Filter(own, said.values, said.negate, said.op)
    model = said.dim.model
    entity = catalog.models[model].primary_entity
    if entity is None:
        return
    intent.filters = [said]
    intent.measures = [Measure(entity=entity, label=catalog.models[model].label.lower())]
