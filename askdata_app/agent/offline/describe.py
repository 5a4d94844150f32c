"""Saying what was understood: the one-sentence summary of an intent, and a title."""

from __future__ import annotations

import re

from askdata_app.agent.offline.catalog import Catalog, Derived, Leaf, Node, Ratio, iter_leaves
from askdata_app.agent.offline.clock import hours_label
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.timespec import MONTH_NAMES

_AGG_WORDS = {"sum": "sum", "average": "average", "avg": "average", "count": "count",
              "count_distinct": "distinct count", "min": "minimum", "max": "maximum", "median": "median",
              "percentile": "percentile", "sum_boolean": "count"}  # fmt: skip
_GRAIN_WORDS = {"weekday": "day of week", "hour_of_day": "hour of day", "month_of_year": "month of year"}

_ = MONTH_NAMES
_REF = re.compile(r"\{\{\s*\w+\(\s*['\"]([^'\"]+)['\"][^}]*\}\}")


def _plain_filter(template: str) -> str:
    """A metric filter template for people: ``{{ Dimension('order_id__is_food_order') }} = true`` ->
    ``is_food_order = true``."""
    return " ".join(_REF.sub(lambda m: m.group(1).rpartition("__")[2], template).split())


def _node_text(node: Node, agg: str | None, catalog: Catalog | None = None) -> str:
    if isinstance(node, Leaf):
        kind = agg or node.agg
        if node.expr.strip() == "1" and kind in {"sum", "count"}:
            what = catalog.models[node.model].label.lower() if catalog else node.model
            text = f"count of {what}"
        else:
            text = f"{_AGG_WORDS.get(kind, kind)} of {node.expr}"
        if node.filters:
            text += " where " + " and ".join(_plain_filter(f) for f in node.filters)
        return text
    if isinstance(node, Ratio):
        return node.text or "a ratio"
    if isinstance(node, Derived):
        return " ".join(node.expr.split())
    leaves = list(iter_leaves(node))
    return "computed from " + ", ".join(sorted({leaf.expr for leaf in leaves}))


def measure_text(catalog: Catalog, m: Measure, intent: Intent) -> str:
    """ "revenue (sum of product_price)"."""
    if m.quantity is None:
        return f"number of {m.entity}s"
    agg = m.agg
    if agg is None and intent.average and isinstance(m.quantity.node, Leaf) and m.quantity.node.agg == "sum":
        agg = "average" if intent.per is None and intent.per_grain is None else None
    label = m.quantity.label.lower()
    prefix = ""
    if intent.per is not None or intent.per_grain:
        prefix = "average "
    elif agg in {"average", "min", "max", "median"}:
        prefix = f"{_AGG_WORDS[agg]} "
    when = f" on {m.day_kind}s" if m.day_kind else ""
    return f"{prefix}{label}{when} ({_node_text(m.quantity.node, agg, catalog)})"


def filter_text(f: Filter) -> str:
    """ "location name is Brooklyn"."""
    label = f.dim.label.lower()
    if f.op is not None:
        number = float(f.values[0])
        return f"{label} {f.op} {int(number) if number.is_integer() else number}"
    if f.values == ("true",):
        return f"only {label}" if not f.negate else f"not {label}"
    vals = " or ".join(f.values)
    return f"{label} is {'not ' if f.negate else ''}{vals}"


def understood(catalog: Catalog, intent: Intent) -> str:
    """One sentence: what is computed, grouped how, over which time, filtered how, ranked how."""
    parts = [", ".join(measure_text(catalog, m, intent) for m in intent.measures)]
    if intent.share:
        parts[0] = "share of " + parts[0]
    if intent.growth:
        parts[0] += " with period-over-period growth"
    if intent.cumulative:
        parts[0] += " as a running total"
    by = [_GRAIN_WORDS.get(intent.grain, intent.grain)] if intent.grain else []
    by += [g.label.lower() for g in intent.groups]
    if by:
        parts.append("by " + " and ".join(by))
    if intent.per is not None:
        parts.append(f"per {intent.per.label.lower()}")
    if intent.per_grain:
        parts.append(f"per {_GRAIN_WORDS.get(intent.per_grain, intent.per_grain)}")
    if intent.periods:
        parts.append("in " + " and ".join(p.label for p in intent.periods))
    if intent.hours is not None:
        parts.append(f"between {hours_label(intent.hours)}")
    if len(intent.day_kinds) == 1:
        parts.append(f"on {intent.day_kinds[0]}s")
    for f in intent.filters:
        parts.append(f"where {filter_text(f)}")
    for t in intent.templates:
        parts.append(f"where {_plain_filter(t)}")
    parts += [f"({note})" for note in intent.notes]
    if intent.rank and (intent.groups or intent.grain):
        n = intent.limit
        word = "top" if intent.rank == "desc" else "bottom"
        parts.append(f"{word} {n}" if n else word)
        if intent.offset:
            parts.append(f"place {intent.offset + 1}")
    return ", ".join(parts)


def title(intent: Intent) -> str:
    """A short chart title: "Revenue by location name, 2019"."""
    labels = " and ".join(
        m.quantity.label if m.quantity else f"Number of {m.entity}s" for m in intent.measures
    )
    if intent.share:
        labels = f"Share of {labels.lower()}"
    by = [_GRAIN_WORDS.get(intent.grain, intent.grain)] if intent.grain else []
    by += [g.label.lower() for g in intent.groups]
    text = labels + (" by " + " and ".join(by) if by else "")
    if intent.periods:
        text += ", " + " and ".join(p.label for p in intent.periods)
    if intent.rank and intent.limit:
        text = f"{'Top' if intent.rank == 'desc' else 'Bottom'} {intent.limit}: {text}"
    return text
