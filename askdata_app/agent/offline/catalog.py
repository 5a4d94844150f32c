"""The planner's view of a semantic layer: models, dimensions, quantities (measures and metrics), joins.

Built once from a ``SemanticLayer`` (dbt MetricFlow YAML). Everything is read through ``getattr`` with
defaults, so the planner tolerates optional fields left out of the YAML.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from askdata_app.agent.offline.nodes import (
    PRIMARY_KINDS,
    Cumulative,
    Derived,
    Dim,
    Leaf,
    Model,
    Node,
    Quantity,
    Ratio,
    Unsupported,
    add_filters,
    is_fraction,
    is_money,
    iter_leaves,
)
from askdata_app.agent.offline.text import norm_tokens

__all__ = [
    "Catalog",
    "Cumulative",
    "Derived",
    "Dim",
    "Leaf",
    "Model",
    "Node",
    "Quantity",
    "Ratio",
    "Unsupported",
    "iter_leaves",
]


def _filters(raw: Any) -> tuple[str, ...]:
    if raw is None:
        return ()
    if isinstance(raw, str):
        return (raw,) if raw.strip() else ()
    if isinstance(raw, Iterable):
        out: list[str] = []
        for item in raw:
            out.extend(_filters(item))
        return tuple(out)
    where = getattr(raw, "where_filters", None) or getattr(raw, "where", None)
    return _filters(where)


def _syn(obj: Any) -> tuple[str, ...]:
    return tuple(str(s) for s in (getattr(obj, "synonyms", None) or ()))


def _ref_name(obj: Any) -> str | None:
    """The measure a simple or cumulative metric aggregates (a measure names itself)."""
    ref = getattr(obj, "measure", None)
    if ref is None:
        return str(getattr(obj, "name", "")) or None
    return ref if isinstance(ref, str) else getattr(ref, "name", None)


def _label(obj: Any) -> str:
    label = getattr(obj, "label", None)
    return str(label) if label else str(obj.name).replace("_", " ")


@dataclass
class Catalog:
    """Models, dimensions and quantities of a semantic layer, with the join graph between models."""

    models: dict[str, Model] = field(default_factory=dict)
    dims: list[Dim] = field(default_factory=list)
    quantities: list[Quantity] = field(default_factory=list)
    references: dict[str, int] = field(default_factory=dict)
    """How many other metrics use each metric: a rough measure of how central it is."""
    _currencies: dict[str, str] = field(default_factory=dict, repr=False)
    """Measure name -> ``config.meta.currency``, for the simple metrics built on them."""

    @classmethod
    def from_layer(cls, layer: Any) -> Catalog:
        """Read a ``SemanticLayer`` (see ``askdata_app.data.semantic``)."""
        cat = cls()
        measures: dict[str, tuple[Any, str]] = {}
        for sm in getattr(layer, "semantic_models", ()) or ():
            entities: dict[str, tuple[str, str]] = {}
            for ent in getattr(sm, "entities", ()) or ():
                entities[ent.name] = (
                    str(getattr(ent, "type", "foreign")),
                    getattr(ent, "expr", None) or ent.name,
                )
            table = str(getattr(sm, "table", None) or getattr(sm, "node_relation", None) or sm.name)
            cat.models[sm.name] = Model(
                sm.name,
                table,
                entities,
                getattr(sm, "default_agg_time_dimension", None),
                _label(sm),
                _syn(sm),
            )
            for dim in getattr(sm, "dimensions", ()) or ():
                kind = str(getattr(dim, "type", "categorical")).lower()
                cat.dims.append(
                    Dim(
                        dim.name,
                        sm.name,
                        getattr(dim, "expr", None) or dim.name,
                        "time" if kind == "time" else "categorical",
                        _label(dim),
                        str(getattr(dim, "description", None) or ""),
                        _syn(dim),
                        getattr(dim, "time_granularity", None),
                    )
                )
            for measure in getattr(sm, "measures", ()) or ():
                measures[measure.name] = (measure, sm.name)
        metric_objs = {m.name: m for m in getattr(layer, "metrics", ()) or ()}
        for metric in metric_objs.values():
            refs = [*(getattr(metric, "inputs", None) or ())]
            refs += [
                r for r in (getattr(metric, "numerator", None), getattr(metric, "denominator", None)) if r
            ]
            for ref in refs:
                name = ref if isinstance(ref, str) else getattr(ref, "name", "")
                cat.references[name] = cat.references.get(name, 0) + 1
        taken_names: set[str] = set()
        taken_labels: set[tuple[str, ...]] = set()
        plain: dict[str, Any] = {}
        cat._currencies = {n: str(m.currency) for n, (m, _) in measures.items() if m.currency}
        for metric in metric_objs.values():
            ref = getattr(metric, "measure", None)
            ref_name = ref if isinstance(ref, str) else getattr(ref, "name", None)
            unfiltered = not _filters(getattr(metric, "filter", None)) and not _filters(
                getattr(ref, "filter", None)
            )
            if str(getattr(metric, "type", "")) == "simple" and ref_name and unfiltered:
                plain.setdefault(ref_name, metric.name)
        for metric in metric_objs.values():
            node = cat._metric_node(metric, metric_objs, measures, depth=0)
            extra: list[str] = []
            for mname, owner in plain.items():
                if owner == metric.name and mname in measures:
                    hidden = measures[mname][0]
                    extra += [mname, _label(hidden), *_syn(hidden)]
            cat.quantities.append(cat._quantity(metric, node, is_metric=True, extra=tuple(extra)))
            taken_names.add(metric.name)
            taken_labels.add(norm_tokens(_label(metric)))
        for name, (measure, _) in measures.items():
            if name in taken_names or name in plain or norm_tokens(_label(measure)) in taken_labels:
                continue
            cat.quantities.append(
                cat._quantity(measure, cat._measure_leaf(name, measures, ()), is_metric=False)
            )
        return cat

    def _measure_leaf(self, name: str, measures: dict[str, tuple[Any, str]], extra: tuple[str, ...]) -> Node:
        if name not in measures:
            return Unsupported(f"the measure '{name}' is not defined")
        measure, model = measures[name]
        agg = str(getattr(measure, "agg", "sum")).lower()
        pct = getattr(measure, "percentile", None)
        if pct is None:
            params = getattr(measure, "agg_params", None)
            pct = getattr(params, "percentile", None) if params is not None else None
        time_dim = getattr(measure, "agg_time_dimension", None) or self.models[model].default_time
        filters = _filters(getattr(measure, "filter", None)) + extra
        expr = str(getattr(measure, "expr", None) or measure.name)
        return Leaf(model, agg, expr, filters, float(pct) if pct is not None else None, time_dim)

    def _metric_node(
        self, metric: Any, metrics: dict[str, Any], measures: dict[str, tuple[Any, str]], depth: int
    ) -> Node:
        if depth > 8:
            return Unsupported(f"the metric '{metric.name}' refers to itself")
        kind = str(getattr(metric, "type", "simple")).lower()
        own = _filters(getattr(metric, "filter", None))
        if kind == "cumulative" and (
            getattr(metric, "window", None) or getattr(metric, "grain_to_date", None)
        ):
            return Unsupported(f"the metric '{metric.name}' is a trailing-window or to-date total")
        if kind in {"simple", "cumulative"}:
            ref = getattr(metric, "measure", None)
            if ref is None:
                params = getattr(metric, "type_params", None)
                ref = getattr(params, "measure", None)
            name = ref if isinstance(ref, str) else getattr(ref, "name", None)
            if not name:
                return Unsupported(f"the metric '{metric.name}' names no measure")
            extra = own + (() if isinstance(ref, str) else _filters(getattr(ref, "filter", None)))
            leaf = self._measure_leaf(name, measures, extra)
            return Cumulative(leaf) if kind == "cumulative" else leaf
        if kind == "ratio":
            num = self._input(getattr(metric, "numerator", None), metrics, measures, depth, own)
            den = self._input(getattr(metric, "denominator", None), metrics, measures, depth, own)
            parts = (getattr(metric, "numerator", None), getattr(metric, "denominator", None))
            names = [getattr(r, "name", r) for r in parts]
            return Ratio(num, den, " / ".join(str(n) for n in names))
        if kind == "derived":
            inputs: list[tuple[str, Node]] = []
            for inp in getattr(metric, "inputs", None) or getattr(metric, "metrics", None) or ():
                if getattr(inp, "offset_window", None) or getattr(inp, "offset_to_grain", None):
                    return Unsupported(f"the metric '{metric.name}' compares with an earlier period")
                alias = str(getattr(inp, "alias", None) or getattr(inp, "name", inp))
                inputs.append((alias, self._input(inp, metrics, measures, depth, own)))
            expr = getattr(metric, "expr", None)
            if not expr:
                return Unsupported(f"the derived metric '{metric.name}' has no expression")
            return Derived(str(expr), tuple(inputs))
        return Unsupported(f"metrics of type '{kind}' are not supported offline")

    def _input(
        self,
        ref: Any,
        metrics: dict[str, Any],
        measures: dict[str, tuple[Any, str]],
        depth: int,
        extra: tuple[str, ...],
    ) -> Node:
        name = ref if isinstance(ref, str) else getattr(ref, "name", None)
        if not name or name not in metrics:
            return Unsupported(f"the metric '{name}' is not defined")
        node = self._metric_node(metrics[name], metrics, measures, depth + 1)
        more = extra + (() if isinstance(ref, str) else _filters(getattr(ref, "filter", None)))
        return add_filters(node, more) if more else node

    def _quantity(self, obj: Any, node: Node, *, is_metric: bool, extra: tuple[str, ...] = ()) -> Quantity:
        label = _label(obj)
        toks = set(norm_tokens(obj.name)) | set(norm_tokens(label))
        named = bool(toks & {"rate", "pct", "percent", "percentage", "share", "margin"})
        percent = is_fraction(node) or (named and isinstance(node, Ratio | Derived))
        money = is_money(node) and not percent
        synonyms = tuple(dict.fromkeys((*_syn(obj), *extra)))
        currency = getattr(obj, "currency", None) or self._currencies.get(_ref_name(obj) or "")
        return Quantity(
            obj.name,
            label,
            str(getattr(obj, "description", None) or ""),
            synonyms,
            node,
            is_metric,
            money or bool(currency and not percent),
            percent,
            currency,
        )

    # ---- joins -------------------------------------------------------------------------------------

    def join_paths(self, base: str) -> dict[str, list[tuple[str, str, str]]]:
        """Models reachable from ``base`` by many-to-one joins: model -> [(from, to, entity), ...]."""
        paths: dict[str, list[tuple[str, str, str]]] = {base: []}
        queue = deque([base])
        while queue:
            cur = queue.popleft()
            for ent, (_, _) in self.models[cur].entities.items():
                for other in self.models.values():
                    if other.name in paths:
                        continue
                    kind = other.entities.get(ent, ("", ""))[0]
                    if kind in PRIMARY_KINDS:
                        paths[other.name] = [*paths[cur], (cur, other.name, ent)]
                        queue.append(other.name)
        return paths

    def is_parts(self, model: str) -> bool:
        """A model of parts of another's members ("what goes into each product": one row per (supply,
        product)): no time, no measure of its own, a foreign key to the members. Its own key is a row,
        not a member: the parts themselves are told apart by their name."""
        own = self.models[model]
        if own.default_time or not any(kind == "foreign" for kind, _ in own.entities.values()):
            return False
        return not any(leaf.model == model for q in self.quantities for leaf in q.leaves())

    def model_of_entity(self, entity: str) -> Model | None:
        """The model where ``entity`` is the primary key."""
        for model in self.models.values():
            if model.entities.get(entity, ("", ""))[0] in PRIMARY_KINDS:
                return model
        return None

    def entity_dim(self, entity: str) -> Dim | None:
        """How to show members of an entity: its model's name-like dimension, else its key."""
        model = self.model_of_entity(entity)
        if model is None:
            return None
        own = [d for d in self.dims_of(model.name) if d.kind == "categorical"]
        for d in own:
            if "name" in norm_tokens(d.name):
                return d
        expr = model.entities[entity][1]
        return Dim(entity, model.name, expr, "categorical", entity.replace("_", " "), "", ())

    def entity_key(self, dim: Dim) -> Dim | None:
        """The key of the entity a display dimension belongs to (to count or average per member)."""
        model = self.models[dim.model]
        entity = model.primary_entity
        if entity is None:
            return None
        return Dim(
            entity, model.name, model.entities[entity][1], "categorical", entity.replace("_", " "), "", ()
        )

    def dims_of(self, model: str) -> list[Dim]:
        """The dimensions of one model."""
        return [d for d in self.dims if d.model == model]

    def find_dim(self, ref: str, *, near: str | None = None) -> Dim | None:
        """A dimension by name, or by ``entity__name`` reference; prefer one reachable from ``near``."""
        entity, _, name = ref.rpartition("__")
        candidates = [d for d in self.dims if d.name == name]
        if entity:
            owner = self.model_of_entity(entity)
            owned = [d for d in candidates if owner is not None and d.model == owner.name]
            candidates = owned or candidates
        if near is not None and len(candidates) > 1:
            reach = self.join_paths(near)
            close = [d for d in candidates if d.model in reach]
            close.sort(key=lambda d: len(reach[d.model]))
            candidates = close or candidates
        return candidates[0] if candidates else None
