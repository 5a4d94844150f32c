"""The planner's semantic layer, read from what MetricFlow parsed and validated (no YAML parsing here).

``askdata_app.semantic.load_project`` reads the dbt YAML, converts it to MetricFlow's manifest input and has
MetricFlow's own parser and validator check it; problems come back from there with file and line. This
module only copies that validated input into the frozen dataclasses the offline analyst plans with
(``model.py``): names, expressions, synonyms and other ``meta`` extensions MetricFlow carries untouched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from askdata_app.data.semantic.filters import join_filters
from askdata_app.data.semantic.layer import SemanticLayer
from askdata_app.data.semantic.model import (
    Dimension,
    DimensionType,
    Entity,
    EntityType,
    Measure,
    MeasureRef,
    Metric,
    MetricInput,
    MetricType,
    SemanticModel,
)

if TYPE_CHECKING:
    from askdata_app.semantic.project import SemanticProject


def layer_from_project(project: SemanticProject) -> SemanticLayer:
    """The validated project's semantic models and metrics (plus ``create_metric`` measures) as a layer."""
    raw = project.raw
    models = tuple(_model(d, project.schema) for d in raw.get("semantic_models", []))
    metrics = tuple(_metric(d) for d in raw.get("metrics", []))
    return SemanticLayer(models, metrics + _created_metrics(models, metrics))


def _meta(d: Mapping[str, Any]) -> Mapping[str, Any]:
    config = d.get("config")
    meta = config.get("meta") if isinstance(config, Mapping) else None
    if isinstance(meta, Mapping):
        return meta
    plain = d.get("meta")
    return plain if isinstance(plain, Mapping) else {}


def _synonyms(d: Mapping[str, Any]) -> tuple[str, ...]:
    value = _meta(d).get("synonyms") or ()
    return tuple(str(v).strip() for v in value if str(v).strip())


def _sensitive(d: Mapping[str, Any]) -> bool:
    meta = _meta(d)
    return any(meta.get(k) is True for k in ("sensitive", "pii"))


def _currency(d: Mapping[str, Any]) -> str | None:
    value = _meta(d).get("currency")
    return str(value).strip().upper() if isinstance(value, str) and value.strip() else None


def _line(d: Mapping[str, Any]) -> int:
    meta = d.get("metadata") or {}
    return int((meta.get("file_slice") or {}).get("start_line_number") or 0)


def _file(d: Mapping[str, Any]) -> str:
    meta = d.get("metadata") or {}
    return str(meta.get("repo_file_path") or "")


def _text(d: Mapping[str, Any], key: str) -> str | None:
    value = d.get(key)
    return str(value).strip() if value is not None else None


def _filter(value: Any) -> str | None:
    if value is None:
        return None
    templates = [value] if isinstance(value, str) else [str(v) for v in value]
    return join_filters(templates)


def _model(d: Mapping[str, Any], schema: str) -> SemanticModel:
    relation = d.get("node_relation") or {}
    table = str(relation.get("alias") or d["name"])
    if relation.get("schema_name") and relation["schema_name"] != schema:
        table = f"{relation['schema_name']}.{table}"
    return SemanticModel(
        name=d["name"],
        table=table,
        description=_text(d, "description"),
        label=_text(d, "label"),
        synonyms=_synonyms(d),
        default_agg_time_dimension=(d.get("defaults") or {}).get("agg_time_dimension"),
        primary_entity=_text(d, "primary_entity"),
        entities=tuple(_entity(e) for e in d.get("entities") or ()),
        dimensions=tuple(_dimension(x) for x in d.get("dimensions") or ()),
        measures=tuple(_measure(m) for m in d.get("measures") or ()),
        source_file=_file(d),
        line=_line(d),
    )


def _entity(d: Mapping[str, Any]) -> Entity:
    return Entity(
        name=d["name"],
        type=cast("EntityType", str(d["type"]).lower()),
        expr=_text(d, "expr") or d["name"],
        description=_text(d, "description"),
        label=_text(d, "label"),
        synonyms=_synonyms(d),
        sensitive=_sensitive(d),
        line=_line(d),
    )


def _dimension(d: Mapping[str, Any]) -> Dimension:
    kind = str(d["type"]).lower()
    grain = (d.get("type_params") or {}).get("time_granularity")
    return Dimension(
        name=d["name"],
        type=cast("DimensionType", kind),
        expr=_text(d, "expr") or d["name"],
        label=_text(d, "label"),
        description=_text(d, "description"),
        synonyms=_synonyms(d),
        sensitive=_sensitive(d),
        time_granularity=str(grain).lower() if kind == "time" and grain else None,
        is_partition=bool(d.get("is_partition", False)),
        line=_line(d),
    )


def _measure(d: Mapping[str, Any]) -> Measure:
    params = d.get("agg_params") or {}
    percentile = params.get("percentile")
    return Measure(
        name=d["name"],
        agg=str(d["agg"]).lower(),
        expr=_text(d, "expr") or d["name"],
        label=_text(d, "label"),
        description=_text(d, "description"),
        synonyms=_synonyms(d),
        sensitive=_sensitive(d),
        currency=_currency(d),
        agg_time_dimension=_text(d, "agg_time_dimension"),
        percentile=float(percentile) if percentile is not None else None,
        use_discrete_percentile=bool(params.get("use_discrete_percentile", False)),
        create_metric=bool(d.get("create_metric", False)),
        line=_line(d),
    )


def _metric(d: Mapping[str, Any]) -> Metric:
    kind = str(d["type"]).lower()
    params = d.get("type_params") or {}
    fields: dict[str, Any] = {}
    if kind in ("simple", "cumulative"):
        fields["measure"] = _measure_ref(params.get("measure"))
        cumulative = params.get("cumulative_type_params") or params
        if kind == "cumulative":
            fields["window"] = _text(cumulative, "window") or _text(params, "window")
            fields["grain_to_date"] = _text(cumulative, "grain_to_date") or _text(params, "grain_to_date")
    elif kind == "ratio":
        fields["numerator"] = _input(params.get("numerator"))
        fields["denominator"] = _input(params.get("denominator"))
    elif kind == "derived":
        fields["expr"] = _text(params, "expr")
        fields["inputs"] = tuple(i for i in (_input(x) for x in params.get("metrics") or ()) if i)
    return Metric(
        name=d["name"],
        type=cast("MetricType", kind),
        label=_text(d, "label"),
        description=_text(d, "description"),
        synonyms=_synonyms(d),
        currency=_currency(d),
        filter=_filter(d.get("filter")),
        source_file=_file(d),
        line=_line(d),
        **fields,
    )


def _measure_ref(raw: Any) -> MeasureRef | None:
    if raw is None:
        return None
    if isinstance(raw, str):
        return MeasureRef(name=raw)
    fill = raw.get("fill_nulls_with")
    return MeasureRef(
        name=raw["name"],
        fill_nulls_with=fill,
        filter=_filter(raw.get("filter")),
        join_to_timespine=bool(raw.get("join_to_timespine", False)),
        alias=_text(raw, "alias"),
    )


def _input(raw: Any) -> MetricInput | None:
    if raw is None:
        return None
    if isinstance(raw, str):
        return MetricInput(name=raw)
    return MetricInput(
        name=raw["name"],
        alias=_text(raw, "alias"),
        offset_window=_text(raw, "offset_window"),
        offset_to_grain=_text(raw, "offset_to_grain"),
        filter=_filter(raw.get("filter")),
    )


def _created_metrics(models: tuple[SemanticModel, ...], metrics: tuple[Metric, ...]) -> tuple[Metric, ...]:
    """Simple metrics for measures marked ``create_metric: true`` (as MetricFlow does)."""
    taken = {m.name for m in metrics}
    created: list[Metric] = []
    for model in models:
        for measure in model.measures:
            if measure.create_metric and measure.name not in taken:
                taken.add(measure.name)
                created.append(
                    Metric(
                        name=measure.name,
                        type="simple",
                        label=measure.label,
                        description=measure.description,
                        synonyms=measure.synonyms,
                        currency=measure.currency,
                        measure=MeasureRef(name=measure.name),
                        source_file=model.source_file,
                        line=measure.line,
                    )
                )
    return tuple(created)
