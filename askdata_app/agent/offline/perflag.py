"""An average "per" a kind of row counted ("average price per drink sold", "mean item price per jaffle
sold in 2019").

A measure that is already an average (or median) of one row's column, said "per" a layer count of the
same rows that a flag marks ("drinks sold": the rows that are drinks), is not that average divided by the
count: it is the average over the flagged rows only. The flag becomes a filter and the count is dropped.
A sum said per such a count ("revenue per drink sold") stays a ratio: that sum over the count is the
average asked for.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.catalog import Catalog, Leaf
from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter, Intent

_AVERAGES = frozenset({"average", "avg", "mean", "median"})


def average_of_flagged(catalog: Catalog, intent: Intent) -> None:
    """Turn "<an average> per <flagged rows counted>" in ``intent`` into the average over those rows."""
    if intent.combine != "per" or len(intent.measures) < 2:
        return
    first, second = intent.measures[-2], intent.measures[-1]
    if first.quantity is None or second.quantity is None or first.agg not in (None, *_AVERAGES):
        return
    avg, count = first.quantity.node, second.quantity.node
    if not isinstance(avg, Leaf) or not isinstance(count, Leaf) or avg.filters or count.filters:
        return
    if avg.agg not in _AVERAGES or count.agg != "sum_boolean" or avg.model != count.model:
        return
    flags = [
        d
        for d in catalog.dims_of(count.model)
        if is_boolean(d) and re.fullmatch(re.escape(d.expr), count.expr)
    ]
    if len(flags) != 1:
        return
    intent.measures = [*intent.measures[:-2], first]
    intent.filters = [*intent.filters, Filter(flags[0], ("true",))]
    intent.combine = None
