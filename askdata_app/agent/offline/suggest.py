"""Example questions drawn from the semantic layer, for an empty chat."""

from __future__ import annotations

from datetime import date

from askdata_app.agent.offline.catalog import Catalog, Dim, Quantity


def _noun(catalog: Catalog, dim: Dim) -> str:
    """What to call a display dimension's members: "store" for location_name (its model is "Stores")."""
    label = catalog.models[dim.model].label.lower()
    return label[:-1] if label.endswith("s") else label


def suggestions(
    catalog: Catalog,
    ranked: list[Quantity],
    values: dict[Dim, list[str]],
    dates: tuple[date, date] | None,
    n: int = 4,
) -> list[str]:
    """Up to ``n`` questions the planner can answer, built from the layer's own names.

    Args:
        catalog: the layer.
        ranked: quantities, most central first.
        values: indexed values of categorical dimensions (for a filter example).
        dates: the data's date range (for a year example).
        n: how many.
    """
    if not ranked:
        return []
    shown: list[Dim] = []
    for model in catalog.models.values():
        entity = model.primary_entity
        dim = catalog.entity_dim(entity) if entity else None
        if dim is not None and dim.model == model.name and dim in values:
            shown.append(dim)
    shown.sort(key=lambda d: len(values[d]))

    def reachable(q: Quantity, dim: Dim) -> bool:
        return all(dim.model in catalog.join_paths(leaf.model) for leaf in q.leaves())

    first = ranked[0]
    year = f" in {dates[1].year}" if dates else ""
    out: list[str] = []
    by_first = [d for d in shown if reachable(first, d)]
    if by_first:
        out.append(f"{first.label} by {_noun(catalog, by_first[0])}{year}")
    out.append(f"{first.label} by month")
    for q in ranked[1:]:
        others = [d for d in shown if d not in by_first[:1] and reachable(q, d)]
        if others:
            out.append(f"Top 5 {_noun(catalog, others[0])}s by {q.label.lower()}")
            break
    if by_first:
        out.append(f"Share of {first.label.lower()} by {_noun(catalog, by_first[0])}")
        vals = values.get(by_first[0], [])
        second = ranked[1] if len(ranked) > 1 else first
        if vals:
            out.append(f"{second.label} per quarter in {vals[0]}")
    return out[:n]
