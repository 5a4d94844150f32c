"""Members no measure reaches, asked about by their own price or cost column ("cheapest perishable supply",
"which supply costs us the most per unit", "what does a napkin cost us").

A model that no quantity can be joined to (the parts of a recipe: one row per supply and product) has no
measure to rank or sum; a question about what its members cost reads their own money column instead. The
measure the parser heard in "costs us the most per unit" ("cost" -> order cost, "unit" -> items sold) is
dropped when it cannot reach the members named.
"""

from __future__ import annotations

from collections.abc import Iterable

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.ranking import reaches
from askdata_app.agent.offline.text import norm_tokens

_MONEY = frozenset({"price", "cost"})


def money_cols(numeric: Iterable[Dim], model: str) -> list[Dim]:
    """The numeric columns of ``model`` whose names say price or cost, by name."""
    return sorted(
        (d for d in numeric if d.model == model and set(norm_tokens(d.name)) & _MONEY), key=lambda d: d.name
    )


def _unreached(catalog: Catalog, model: str) -> bool:
    probe = [d for d in catalog.dims_of(model)][:1]
    return bool(probe) and not any(reaches(catalog, q, probe) for q in catalog.quantities)


def _money_said(intent: Intent) -> bool:
    """Whether every measure heard is about money spent (a cost or a price), or a count of units."""
    for m in intent.measures:
        label = set(norm_tokens(m.quantity.label if m.quantity is not None else m.label))
        if not label & (_MONEY | {"item", "items", "sold", "unit", "units"}):
            return False
    return True


def _model_of(catalog: Catalog, intent: Intent) -> str | None:
    """The one model every non-time group and filter is on, when no quantity reaches it."""
    dims = [g for g in intent.groups if g.kind != "time"] + [f.dim for f in intent.filters]
    models = {d.model for d in dims}
    if len(models) != 1:
        return None
    model = next(iter(models))
    return model if _unreached(catalog, model) else None


def priced_members(catalog: Catalog, numeric: Iterable[Dim], intent: Intent) -> bool:
    """Rewrite ``intent`` to rank or list members of a model no measure reaches by their own money column.

    A ranking ("cheapest perishable supply") gets the members shown and the "price" basis (ranked by
    ``Planner._priced_members``); a named member without a ranking ("what does a serving boat cost") gets
    its money column listed. Returns whether the intent was rewritten to a listing.
    """
    if intent.periods or intent.grain or intent.share or intent.unknown:
        return False
    if intent.average and not intent.rank:
        return False
    if not (intent.rank or intent.measures or intent.basis == "price"):
        return False
    model = _model_of(catalog, intent)
    if model is None or not _money_said(intent):
        return False
    cols = money_cols(numeric, model)
    if not cols:
        return False
    spoken = {t for m in intent.measures for t in norm_tokens(m.quantity.label if m.quantity else m.label)}
    if intent.measures and not spoken & _MONEY and not intent.rank:
        return False
    shown = catalog.entity_dim(catalog.models[model].primary_entity or "")
    if shown is None or shown.model != model:
        return False
    groups = [g for g in intent.groups if g not in cols]
    if intent.rank:
        if len(groups) < len(intent.groups):
            intent.plural = False  # "which supply costs the most": the plural heard was of the column
        intent.measures, intent.per, intent.per_dims, intent.average = [], None, [], False
        intent.basis = "price"
        intent.listing = False
        intent.groups = groups if any(g == shown for g in groups) else [*groups, shown]
        return False
    named = [f for f in intent.filters if not f.negate and f.op is None and f.dim.model == model]
    if not named or groups or not spoken & _MONEY:
        return False
    intent.measures = []
    intent.groups = [named[0].dim, cols[0]]
    intent.listing = True
    return True
