"""Which quantities matter most, and which can reach which dimensions."""

from __future__ import annotations

from collections.abc import Sequence

from askdata_app.agent.offline.catalog import Catalog, Dim, Quantity


def reaches(catalog: Catalog, q: Quantity, needed: Sequence[Dim]) -> bool:
    """Whether every leaf of ``q`` can be joined (many-to-one) to every model in ``needed``."""
    if not q.leaves():
        return False
    for leaf in q.leaves():
        reach = catalog.join_paths(leaf.model)
        if any(d.model not in reach for d in needed):
            return False
    return True


def ranked_quantities(catalog: Catalog, needed: Sequence[Dim] = ()) -> list[Quantity]:
    """Quantities, most central first: metrics others build on, then unfiltered ones, then layer order.

    Quantities that cannot reach ``needed`` are left out (unless none can).
    """
    qs = catalog.quantities
    usable = [q for q in qs if reaches(catalog, q, needed)] or list(qs)

    def rank(q: Quantity) -> tuple[int, int, int, int]:
        filtered = any(leaf.filters for leaf in q.leaves())
        return (not q.is_metric, -catalog.references.get(q.name, 0), filtered, qs.index(q))

    return sorted(usable, key=rank)
