"""Read one MetricFlow YAML document into dataclasses, noting problems instead of stopping at the first.

Cross-file references (a metric's measure, a derived metric's inputs, filter references) cannot be checked
here; they are returned as :class:`Reference` records with their file and line for the validator.
"""

from __future__ import annotations

import re
from typing import Any, cast

from askdata_app.data.semantic.metric_parser import MetricReader
from askdata_app.data.semantic.model import (
    AGGREGATIONS,
    DIMENSION_TYPES,
    ENTITY_TYPES,
    GRANULARITIES,
    Dimension,
    DimensionType,
    Entity,
    EntityType,
    Measure,
    SemanticModel,
)
from askdata_app.data.semantic.reader import ParsedDocument, Reference
from askdata_app.data.semantic.yaml_lines import LineDict

__all__ = ["ParsedDocument", "Reference", "parse_document"]

_REF = re.compile(
    r"""^\s*(?:\{\{\s*)?ref\(\s*(?:['"][^'"]+['"]\s*,\s*)?['"]([^'"]+)['"]\s*\)(?:\s*\}\})?\s*$"""
)


def parse_document(data: Any, file: str) -> ParsedDocument:
    """Parse one YAML document's ``semantic_models`` and ``metrics`` (other keys are ignored)."""
    return _Parser(file).run(data)


class _Parser(MetricReader):
    """Parses a whole document: its semantic models here, its metrics in :class:`MetricReader`."""

    def run(self, data: Any) -> ParsedDocument:
        if data is None:
            return self.out
        if not isinstance(data, LineDict):
            self.issue(
                getattr(data, "line", 1), "the file must be a YAML mapping (semantic_models:, metrics:)"
            )
            return self.out
        for item in self.items(data, "semantic_models", "file"):
            model = self.semantic_model(item)
            if model is not None:
                self.out.semantic_models.append(model)
        for item in self.items(data, "metrics", "file"):
            metric = self.metric(item)
            if metric is not None:
                self.out.metrics.append(metric)
        return self.out

    # -- semantic models ---------------------------------------------------------------------------

    def semantic_model(self, d: LineDict) -> SemanticModel | None:
        name = self.text(d, "name", "semantic model", required=True)
        where = f"semantic model '{name or '?'}'"
        raw_model = self.text(d, "model", where, required=True)
        table = None
        if raw_model is not None:
            match = _REF.match(raw_model)
            table = match.group(1) if match else raw_model
        defaults = self.mapping(d, "defaults", where)
        default_time = self.text(defaults, "agg_time_dimension", where) if defaults is not None else None
        entities = tuple(e for e in (self.entity(x, where) for x in self.items(d, "entities", where)) if e)
        dimensions = tuple(
            x for x in (self.dimension(y, where) for y in self.items(d, "dimensions", where)) if x
        )
        time_dims = {dim.name for dim in dimensions if dim.type == "time"}
        if default_time is not None and default_time not in time_dims:
            self.issue(
                defaults.line_of("agg_time_dimension") if defaults is not None else d.line,
                f"{where}: defaults.agg_time_dimension '{default_time}' is not a time dimension of this model"
                f" (time dimensions: {', '.join(sorted(time_dims)) or 'none'})",
            )
        measures = tuple(
            m
            for m in (
                self.measure(x, where, time_dims, default_time) for x in self.items(d, "measures", where)
            )
            if m
        )
        if name is None or table is None:
            return None
        self.check_unique(entities, dimensions, measures, where=where)
        return SemanticModel(
            name=name,
            table=table,
            description=self.text(d, "description", where),
            label=self.text(d, "label", where),
            synonyms=self.synonyms(d, where),
            default_agg_time_dimension=default_time,
            primary_entity=self.text(d, "primary_entity", where),
            entities=entities,
            dimensions=dimensions,
            measures=measures,
            source_file=self.file,
            line=d.line,
        )

    def check_unique(
        self, *groups: tuple[Entity, ...] | tuple[Dimension, ...] | tuple[Measure, ...], where: str
    ) -> None:
        for group in groups:
            seen: set[str] = set()
            for element in group:
                if element.name in seen:
                    kind = type(element).__name__.lower()
                    self.issue(element.line, f"{where}: duplicate {kind} name '{element.name}'")
                seen.add(element.name)

    def entity(self, d: LineDict, owner: str) -> Entity | None:
        name = self.text(d, "name", f"{owner}: an entity", required=True)
        where = f"{owner}: entity '{name or '?'}'"
        kind = self.choice(d, "type", ENTITY_TYPES, where)
        if name is None or kind is None:
            return None
        return Entity(
            name=name,
            type=cast("EntityType", kind),
            expr=self.text(d, "expr", where) or name,
            description=self.text(d, "description", where),
            label=self.text(d, "label", where),
            synonyms=self.synonyms(d, where),
            sensitive=self.sensitive(d),
            line=d.line,
        )

    def dimension(self, d: LineDict, owner: str) -> Dimension | None:
        name = self.text(d, "name", f"{owner}: a dimension", required=True)
        where = f"{owner}: dimension '{name or '?'}'"
        kind = self.choice(d, "type", DIMENSION_TYPES, where)
        grain = None
        params = self.mapping(d, "type_params", where)
        if params is not None:
            grain = self.choice(params, "time_granularity", GRANULARITIES, where, required=False)
        if kind == "time" and grain is None and (params is None or "time_granularity" not in params):
            self.issue(d.line, f"{where}: a time dimension needs type_params.time_granularity (e.g. day)")
        if name is None or kind is None:
            return None
        return Dimension(
            name=name,
            type=cast("DimensionType", kind),
            expr=self.text(d, "expr", where) or name,
            label=self.text(d, "label", where),
            description=self.text(d, "description", where),
            synonyms=self.synonyms(d, where),
            sensitive=self.sensitive(d),
            time_granularity=grain if kind == "time" else None,
            is_partition=bool(d.get("is_partition", False)),
            line=d.line,
        )

    def measure(
        self, d: LineDict, owner: str, time_dims: set[str], default_time: str | None
    ) -> Measure | None:
        name = self.text(d, "name", f"{owner}: a measure", required=True)
        where = f"{owner}: measure '{name or '?'}'"
        agg = self.choice(d, "agg", AGGREGATIONS, where)
        agg_time = self.text(d, "agg_time_dimension", where)
        if agg_time is not None and agg_time not in time_dims:
            self.issue(
                d.line_of("agg_time_dimension"),
                f"{where}: agg_time_dimension '{agg_time}' is not a time dimension of this model "
                f"(time dimensions: {', '.join(sorted(time_dims)) or 'none'})",
            )
        elif agg_time is None and default_time is None:
            self.issue(
                d.line,
                f"{where} has no agg_time_dimension; set one on the measure or defaults.agg_time_dimension "
                "on the model",
            )
        params = self.mapping(d, "agg_params", where)
        percentile = None
        discrete = False
        if params is not None:
            raw = params.get("percentile")
            if raw is not None:
                if isinstance(raw, int | float) and not isinstance(raw, bool) and 0 < raw < 1:
                    percentile = float(raw)
                else:
                    self.issue(params.line_of("percentile"), f"{where}: percentile must be between 0 and 1")
            discrete = bool(params.get("use_discrete_percentile", False))
        if agg == "percentile" and percentile is None and (params is None or "percentile" not in params):
            self.issue(d.line, f"{where}: agg 'percentile' needs agg_params.percentile (e.g. 0.9)")
        if name is None or agg is None:
            return None
        return Measure(
            name=name,
            agg=agg,
            expr=self.text(d, "expr", where) or name,
            label=self.text(d, "label", where),
            description=self.text(d, "description", where),
            synonyms=self.synonyms(d, where),
            sensitive=self.sensitive(d),
            currency=self.currency(d, where),
            agg_time_dimension=agg_time,
            percentile=percentile,
            use_discrete_percentile=discrete,
            create_metric=bool(d.get("create_metric", False)),
            line=d.line,
        )
