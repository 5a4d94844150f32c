""" "A vs B" of one measure: one row for each side.

"weekend vs weekday revenue", "fridays vs sundays", "food revenue vs drink revenue", "orders with food vs
orders with drinks" compare two parts of one figure: the answer is a row for each side (its name and its
figure), the way "Brooklyn vs Chicago revenue" is a row for each store. Two different figures ("order total
vs revenue") stay side by side in one row, and so do sides asked within groups ("food orders vs drink orders
by store": a row for each store).
"""

from __future__ import annotations

from askdata_app.agent.offline.catalog import Leaf
from askdata_app.agent.offline.intent import Intent, Measure
from askdata_app.agent.offline.sqlbuild import Built, Column, lit, safe_name
from askdata_app.agent.offline.text import norm_tokens

_DAY_NAMES = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})


def _head(m: Measure) -> str:
    """The noun a measure's label ends with ("food orders" -> "orders")."""
    q = m.quantity
    words = norm_tokens((q.label if q is not None else m.label) or "")
    return words[-1] if words else ""


def _side_name(m: Measure) -> str:
    """What tells one side from the other: the day kind, or the label without the shared noun."""
    if m.day_kind:  # days of the week by their English names, as a weekday column shows them
        return m.day_kind.capitalize() if m.day_kind in _DAY_NAMES else m.day_kind
    q = m.quantity
    label = (q.label if q is not None else m.label) or ""
    words = label.split()
    return " ".join(words[:-1]).lower() if len(words) > 1 else label.lower()


def are_sides(intent: Intent) -> bool:
    """Whether the measures are the sides of one figure compared ("A vs B" of one measure)."""
    ms = intent.measures
    if len(ms) != 2 or intent.groups or intent.grain or intent.share or intent.growth or intent.cumulative:
        return False
    if ms[0].day_kind and ms[1].day_kind and ms[0].day_kind != ms[1].day_kind:
        return True
    if not intent.compare or ms[0].agg != ms[1].agg:
        return False
    nodes = [m.quantity.node if m.quantity is not None else None for m in ms]
    if not all(isinstance(n, Leaf) for n in nodes):
        return False
    a, b = nodes
    assert isinstance(a, Leaf) and isinstance(b, Leaf)
    if a.agg != b.agg or (a.model == b.model and a.expr == b.expr and a.filters == b.filters):
        return False
    if a.model != b.model and a.agg != "count_distinct":  # "one-time vs repeat customers": members of each
        return False
    return _head(ms[0]) == _head(ms[1]) and _side_name(ms[0]) != _side_name(ms[1])


def one_row_each(intent: Intent, built: Built) -> Built | None:
    """The built SQL with one row for each side (its name, its figure), or None when it is not two sides."""
    if not are_sides(intent):
        return None
    if any(c.kind != "measure" for c in built.columns) or len(built.columns) != 2:
        return None
    first = intent.measures[0]
    label = (first.quantity.label if first.quantity is not None else first.label) or ""
    value = safe_name(label if first.day_kind else label.split()[-1] if label.split() else "")
    if value == "side":
        value = "value"
    parts = [
        f"SELECT {lit(_side_name(m))} AS side, {c.name} AS {value} FROM t"
        for m, c in zip(intent.measures, built.columns, strict=True)
    ]
    sql = f"WITH t AS ({built.sql}) " + " UNION ALL ".join(parts)
    return Built(sql, [Column("side", "group"), Column(value, "measure")])
