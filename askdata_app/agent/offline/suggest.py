"""Example questions drawn from the semantic layer, for an empty chat."""

from __future__ import annotations

from datetime import date

from askdata_app.agent.offline.catalog import Catalog, Dim


def suggestions(
    catalog: Catalog, values: dict[Dim, list[str]], dates: tuple[date, date] | None, n: int = 4
) -> list[str]:
    """Up to ``n`` questions the planner can answer, built from the layer's own names."""
    metrics = [q for q in catalog.quantities if q.is_metric] or list(catalog.quantities)
    if not metrics:
        return []
    year = dates[1].year if dates else None
    groups = [d for d in catalog.dims if d.kind == "categorical" and not d.name.startswith(("is_", "has_"))]
    out: list[str] = []
    first = metrics[0].label.lower()
    if groups:
        out.append(f"{first.capitalize()} by {_noun(catalog, groups[0])}" + (f" in {year}" if year else ""))
    out.append(f"{first.capitalize()} by month")
    named = [d for d in groups if "name" in d.name]
    second = metrics[1].label.lower() if len(metrics) > 1 else first
    if len(named) > 1:
        out.append(f"Top 5 {_noun(catalog, named[1])}s by {second}")
    elif named:
        out.append(f"Top 3 {_noun(catalog, named[0])}s by {second}")
    if groups:
        out.append(f"Share of {first} by {_noun(catalog, groups[0])}")
    for vals in values.values():
        if vals and len(out) < n + 2:
            out.append(f"{second.capitalize()} per quarter for {vals[0]}")
            break
    return out[:n]


def _noun(catalog: Catalog, dim: Dim) -> str:
    """ "location" for location_name."""
    name = dim.name
    if name.endswith("_name"):
        return name.removesuffix("_name").replace("_", " ")
    return dim.label.lower()
