"""Read one MetricFlow YAML document into dataclasses, noting problems instead of stopping at the first.

Cross-file references (a metric's measure, a derived metric's inputs, filter references) cannot be checked
here; they are returned as :class:`Reference` records with their file and line for the validator.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal, cast

import sqlglot
from sqlglot import exp

from askdata_app.data.semantic.errors import SemanticIssue
from askdata_app.data.semantic.filters import join_filters
from askdata_app.data.semantic.model import (
    AGGREGATIONS,
    DIMENSION_TYPES,
    ENTITY_TYPES,
    GRANULARITIES,
    METRIC_TYPES,
    Dimension,
    Entity,
    Measure,
    MeasureRef,
    Metric,
    MetricInput,
    SemanticModel,
)
from askdata_app.data.semantic.yaml_lines import LineDict, LineList

_REF = re.compile(
    r"""^\s*(?:\{\{\s*)?ref\(\s*(?:['"][^'"]+['"]\s*,\s*)?['"]([^'"]+)['"]\s*\)(?:\s*\}\})?\s*$"""
)


@dataclass(frozen=True)
class Reference:
    """A name used somewhere that must exist once every file is read."""

    kind: Literal["measure", "metric", "filter"]
    value: str
    """The measure or metric name, or the filter template."""
    owner: str
    """Who uses it, for the message: e.g. ``metric 'revenue'``."""
    file: str
    line: int


@dataclass
class ParsedDocument:
    """What one file contributed."""

    semantic_models: list[SemanticModel] = field(default_factory=list)
    metrics: list[Metric] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    issues: list[SemanticIssue] = field(default_factory=list)


def parse_document(data: Any, file: str) -> ParsedDocument:
    """Parse one YAML document's ``semantic_models`` and ``metrics`` (other keys are ignored)."""
    return _Parser(file).run(data)


class _Parser:
    def __init__(self, file: str) -> None:
        self.file = file
        self.out = ParsedDocument()

    # -- helpers -----------------------------------------------------------------------------------

    def issue(self, line: int, message: str) -> None:
        self.out.issues.append(SemanticIssue(self.file, line, message))

    def ref(self, kind: Literal["measure", "metric", "filter"], value: str, owner: str, line: int) -> None:
        self.out.references.append(Reference(kind, value, owner, self.file, line))

    def text(self, d: LineDict, key: str, where: str, *, required: bool = False) -> str | None:
        value = d.get(key)
        if value is None:
            if required:
                self.issue(d.line, f"{where} is missing required key '{key}'")
            return None
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, str | int | float):
            text = str(value).strip()
            if not text and required:
                self.issue(d.line_of(key), f"{where}: '{key}' must not be empty")
                return None
            return text or None
        self.issue(d.line_of(key), f"{where}: '{key}' must be text, not a {type(value).__name__}")
        return None

    def mapping(self, d: LineDict, key: str, where: str) -> LineDict | None:
        value = d.get(key)
        if value is None:
            return None
        if not isinstance(value, LineDict):
            self.issue(d.line_of(key), f"{where}: '{key}' must be a mapping")
            return None
        return value

    def items(self, d: LineDict, key: str, where: str) -> list[LineDict]:
        value = d.get(key)
        if value is None:
            return []
        if not isinstance(value, LineList):
            self.issue(d.line_of(key), f"{where}: '{key}' must be a list")
            return []
        out: list[LineDict] = []
        for i, item in enumerate(value):
            if isinstance(item, LineDict):
                out.append(item)
            else:
                self.issue(value.line_of(i), f"{where}: each entry of '{key}' must be a mapping with a name")
        return out

    def synonyms(self, d: LineDict, where: str) -> tuple[str, ...]:
        config = d.get("config")
        for holder in (config.get("meta") if isinstance(config, LineDict) else None, d.get("meta")):
            if isinstance(holder, LineDict) and "synonyms" in holder:
                value = holder["synonyms"]
                if isinstance(value, LineList) and all(isinstance(v, str) for v in value):
                    return tuple(v.strip() for v in value if v.strip())
                self.issue(holder.line_of("synonyms"), f"{where}: 'synonyms' must be a list of strings")
        return ()

    def filters(self, d: LineDict, where: str) -> str | None:
        value = d.get("filter")
        if value is None:
            return None
        if isinstance(value, str):
            templates = [value]
        elif isinstance(value, LineList) and all(isinstance(v, str) for v in value):
            templates = list(value)
        else:
            self.issue(d.line_of("filter"), f"{where}: 'filter' must be a string or a list of strings")
            return None
        joined = join_filters(templates)
        if joined:
            self.ref("filter", joined, where, d.line_of("filter"))
        return joined

    # -- documents ---------------------------------------------------------------------------------

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
            type=cast("Any", kind),
            expr=self.text(d, "expr", where) or name,
            description=self.text(d, "description", where),
            label=self.text(d, "label", where),
            synonyms=self.synonyms(d, where),
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
            type=cast("Any", kind),
            expr=self.text(d, "expr", where) or name,
            label=self.text(d, "label", where),
            description=self.text(d, "description", where),
            synonyms=self.synonyms(d, where),
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
            agg_time_dimension=agg_time,
            percentile=percentile,
            use_discrete_percentile=discrete,
            create_metric=bool(d.get("create_metric", False)),
            line=d.line,
        )

    def choice(
        self, d: LineDict, key: str, allowed: tuple[str, ...], where: str, *, required: bool = True
    ) -> str | None:
        value = self.text(d, key, where, required=required)
        if value is None:
            return None
        if value.lower() not in allowed:
            self.issue(d.line_of(key), f"{where}: {key} '{value}' is not one of {', '.join(allowed)}")
            return None
        return value.lower()

    # -- metrics -----------------------------------------------------------------------------------

    def metric(self, d: LineDict) -> Metric | None:
        name = self.text(d, "name", "metric", required=True)
        where = f"metric '{name or '?'}'"
        kind = self.choice(d, "type", METRIC_TYPES, where)
        params = self.mapping(d, "type_params", where)
        if kind is not None and params is None:
            self.issue(d.line, f"{where} is missing required key 'type_params'")
        metric_filter = self.filters(d, where)
        if name is None or kind is None or params is None:
            return None
        fields: dict[str, Any] = {}
        if kind in ("simple", "cumulative"):
            fields["measure"] = self.measure_ref(params, where)
            cumulative = self.mapping(params, "cumulative_type_params", where) or params
            if kind == "cumulative":
                fields["window"] = self.text(cumulative, "window", where)
                fields["grain_to_date"] = self.text(cumulative, "grain_to_date", where)
        elif kind == "ratio":
            fields["numerator"] = self.metric_input(params, "numerator", where)
            fields["denominator"] = self.metric_input(params, "denominator", where)
        elif kind == "derived":
            fields["expr"] = self.text(params, "expr", where, required=True)
            fields["inputs"] = self.derived_inputs(params, where)
            if fields["expr"] is not None:
                self.check_derived_expr(fields["expr"], fields["inputs"], where, params.line_of("expr"))
        return Metric(
            name=name,
            type=cast("Any", kind),
            label=self.text(d, "label", where),
            description=self.text(d, "description", where),
            synonyms=self.synonyms(d, where),
            filter=metric_filter,
            source_file=self.file,
            line=d.line,
            **fields,
        )

    def measure_ref(self, params: LineDict, where: str) -> MeasureRef | None:
        raw = params.get("measure")
        line = params.line_of("measure")
        if raw is None:
            self.issue(params.line, f"{where}: type_params is missing required key 'measure'")
            return None
        if isinstance(raw, str):
            self.ref("measure", raw, where, line)
            return MeasureRef(name=raw)
        if isinstance(raw, LineDict):
            name = self.text(raw, "name", f"{where}: measure", required=True)
            fill = raw.get("fill_nulls_with")
            if fill is not None and (isinstance(fill, bool) or not isinstance(fill, int | float)):
                self.issue(raw.line_of("fill_nulls_with"), f"{where}: fill_nulls_with must be a number")
                fill = None
            if name is None:
                return None
            self.ref("measure", name, where, raw.line_of("name"))
            return MeasureRef(
                name=name,
                fill_nulls_with=fill,
                filter=self.filters(raw, f"{where}: measure '{name}'"),
                join_to_timespine=bool(raw.get("join_to_timespine", False)),
                alias=self.text(raw, "alias", where),
            )
        self.issue(line, f"{where}: 'measure' must be a measure name or a mapping with 'name'")
        return None

    def metric_input(
        self, params: LineDict, key: str, where: str, raw: Any = None, line: int = 0
    ) -> MetricInput | None:
        if raw is None:
            raw = params.get(key)
            line = params.line_of(key)
            if raw is None:
                self.issue(params.line, f"{where}: type_params is missing required key '{key}'")
                return None
        if isinstance(raw, str):
            self.ref("metric", raw, where, line)
            return MetricInput(name=raw)
        if isinstance(raw, LineDict):
            name = self.text(raw, "name", f"{where}: {key}", required=True)
            if name is None:
                return None
            self.ref("metric", name, where, raw.line_of("name"))
            return MetricInput(
                name=name,
                alias=self.text(raw, "alias", where),
                offset_window=self.text(raw, "offset_window", where),
                offset_to_grain=self.text(raw, "offset_to_grain", where),
                filter=self.filters(raw, f"{where}: input '{name}'"),
            )
        self.issue(line, f"{where}: '{key}' must be a metric name or a mapping with 'name'")
        return None

    def derived_inputs(self, params: LineDict, where: str) -> tuple[MetricInput, ...]:
        raw = params.get("metrics")
        if not isinstance(raw, LineList) or not raw:
            self.issue(
                params.line_of("metrics"), f"{where}: a derived metric needs type_params.metrics (a list)"
            )
            return ()
        inputs = [
            self.metric_input(params, "metrics", where, item, raw.line_of(i)) for i, item in enumerate(raw)
        ]
        return tuple(i for i in inputs if i is not None)

    def check_derived_expr(self, expr: str, inputs: tuple[MetricInput, ...], where: str, line: int) -> None:
        try:
            tree = sqlglot.parse_one(expr)
        except sqlglot.errors.ParseError as exc:
            self.issue(
                line, f"{where}: expr '{expr}' is not a valid SQL expression ({exc.errors[0]['description']})"
            )
            return
        known = {i.reference for i in inputs}
        for column in tree.find_all(exp.Column):
            if column.name not in known:
                self.issue(
                    line,
                    f"{where}: expr uses '{column.name}', which is not one of its metrics "
                    f"({', '.join(sorted(known)) or 'none'}); list it under type_params.metrics",
                )
