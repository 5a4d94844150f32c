"""The loaded semantic layer: its models and metrics, with name lookups and dimension resolution."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from askdata_app.data.semantic.model import (
    GRANULARITIES,
    METRIC_TIME,
    Dimension,
    Entity,
    Measure,
    Metric,
    SemanticModel,
)

_KEY_TYPES = ("primary", "unique", "natural")


@dataclass(frozen=True)
class ResolvedDimension:
    """A dimension reference such as ``order_id__ordered_at__month``, resolved to its model."""

    model: SemanticModel
    dimension: Dimension
    entity_path: tuple[str, ...] = ()
    """The entities written before the name (``('order_id',)`` for ``order_id__ordered_at``)."""
    granularity: str | None = None
    """A granularity suffix (``month``), for time dimensions only."""


@dataclass(frozen=True)
class SemanticLayer:
    """Semantic models and metrics read from MetricFlow YAML (see :func:`load_semantic_layer`).

    Lookups raise ``KeyError`` with a readable message when a name is absent.
    """

    semantic_models: tuple[SemanticModel, ...] = ()
    metrics: tuple[Metric, ...] = ()
    _models: dict[str, SemanticModel] = field(init=False, repr=False, compare=False)
    _measures: dict[str, tuple[SemanticModel, Measure]] = field(init=False, repr=False, compare=False)
    _metrics: dict[str, Metric] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        models: dict[str, SemanticModel] = {}
        measures: dict[str, tuple[SemanticModel, Measure]] = {}
        for model in self.semantic_models:
            models.setdefault(model.name, model)
            for measure in model.measures:
                measures.setdefault(measure.name, (model, measure))
        metrics: dict[str, Metric] = {}
        for metric in self.metrics:
            metrics.setdefault(metric.name, metric)
        object.__setattr__(self, "_models", models)
        object.__setattr__(self, "_measures", measures)
        object.__setattr__(self, "_metrics", metrics)

    # -- lookups -----------------------------------------------------------------------------------

    def semantic_model(self, name: str) -> SemanticModel:
        """The semantic model called ``name``."""
        try:
            return self._models[name]
        except KeyError:
            raise KeyError(_unknown("semantic model", name, self._models)) from None

    def measure(self, name: str) -> Measure:
        """The measure called ``name`` (measure names are unique across models)."""
        return self._measure_entry(name)[1]

    def model_of_measure(self, name: str) -> SemanticModel:
        """The semantic model that defines measure ``name``."""
        return self._measure_entry(name)[0]

    def metric(self, name: str) -> Metric:
        """The metric called ``name``."""
        try:
            return self._metrics[name]
        except KeyError:
            raise KeyError(_unknown("metric", name, self._metrics)) from None

    def dimension(self, name: str) -> Dimension:
        """The dimension ``name``: plain (``customer_type``) or qualified (``customer__customer_type``,
        ``order_id__ordered_at__month``). A plain name defined in several models is ambiguous (KeyError)."""
        return self.resolve_dimension(name).dimension

    def model_of_dimension(self, name: str) -> SemanticModel:
        """The semantic model a (plain or qualified) dimension name resolves to."""
        return self.resolve_dimension(name).model

    def entities(self, name: str) -> tuple[tuple[SemanticModel, Entity], ...]:
        """Every (model, entity) pair for entity ``name`` (models sharing an entity name join on it)."""
        found = tuple((m, e) for m in self.semantic_models for e in m.entities if e.name == name)
        if not found:
            names = {e.name: None for m in self.semantic_models for e in m.entities}
            raise KeyError(_unknown("entity", name, names))
        return found

    def resolve_dimension(self, name: str) -> ResolvedDimension:
        """Resolve a plain or entity-qualified dimension name (``entity__...__dimension[__grain]``).

        With an entity path, the dimension is looked up in the models carrying the last entity,
        preferring the model where that entity is the primary (or unique/natural) key.

        Raises:
            KeyError: unknown or ambiguous name.
        """
        parts = name.split("__")
        if len(parts) > 1 and parts[-1] in GRANULARITIES:
            try:
                resolved = self._resolve(parts[:-1], name)
            except KeyError:
                pass
            else:
                if resolved.dimension.type == "time":
                    return ResolvedDimension(
                        resolved.model, resolved.dimension, resolved.entity_path, parts[-1]
                    )
        return self._resolve(parts, name)

    def describe_for_llm(self) -> str:
        """A compact text description of the layer (tables, join keys, dimensions, measures, metrics)."""
        from askdata_app.data.semantic.describe import describe_layer

        return describe_layer(self)

    # -- internals ---------------------------------------------------------------------------------

    def _measure_entry(self, name: str) -> tuple[SemanticModel, Measure]:
        try:
            return self._measures[name]
        except KeyError:
            raise KeyError(_unknown("measure", name, self._measures)) from None

    def _resolve(self, parts: list[str], name: str) -> ResolvedDimension:
        dim_name, path = parts[-1], tuple(parts[:-1])
        if dim_name == METRIC_TIME:
            msg = (
                f"'{name}': metric_time is each measure's agg_time_dimension, not a column of one table; "
                "resolve it through the measure's model"
            )
            raise KeyError(msg)
        entity_names = {e.name for m in self.semantic_models for e in m.entities}
        for entity in path:
            if entity not in entity_names:
                listing = ", ".join(sorted(entity_names))
                msg = f"dimension '{name}': unknown entity '{entity}' (entities: {listing})"
                raise KeyError(msg)
        candidates = [
            (model, dim)
            for model in self.semantic_models
            if (dim := next((x for x in model.dimensions if x.name == dim_name), None)) is not None
        ]
        if path:
            via = path[-1]
            keyed = [(m, d) for m, d in candidates if _entity_type(m, via) in _KEY_TYPES]
            candidates = keyed or [(m, d) for m, d in candidates if _entity_type(m, via) is not None]
        if not candidates:
            known = {
                f"{e.name}__{d.name}"
                for m in self.semantic_models
                for e in m.entities
                if e.type in _KEY_TYPES
                for d in m.dimensions
            }
            raise KeyError(_unknown("dimension", name, dict.fromkeys(known)))
        if len(candidates) > 1:
            options = sorted(
                {f"{e.name}__{d.name}" for m, d in candidates for e in m.entities if e.type in _KEY_TYPES}
            )
            msg = f"dimension '{name}' is ambiguous; qualify it with an entity: {', '.join(options)}"
            raise KeyError(msg)
        model, dim = candidates[0]
        return ResolvedDimension(model, dim, path)


def _entity_type(model: SemanticModel, entity: str) -> str | None:
    return next((e.type for e in model.entities if e.name == entity), None)


def _unknown(kind: str, name: str, known: Iterable[str]) -> str:
    listing = ", ".join(sorted(known)[:40]) or "none"
    return f"unknown {kind} '{name}' (known: {listing})"
