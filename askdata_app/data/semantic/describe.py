"""A compact text description of a semantic layer, for grounding a language model."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from askdata_app.data.semantic.layer import SemanticLayer
    from askdata_app.data.semantic.model import Measure, Metric, MetricInput, SemanticModel

HEADER = (
    "Semantic layer (dbt MetricFlow). Tables join on entities that share a name "
    "(a foreign entity points at the model where it is primary). Measures are aggregations; "
    "metrics are the business numbers built on them."
)


def describe_layer(layer: SemanticLayer) -> str:
    """Tables, entities (join keys), dimensions, measures and metrics, with labels and synonyms."""
    lines = [HEADER, ""]
    for model in layer.semantic_models:
        lines.extend(_model_lines(model))
        lines.append("")
    if layer.metrics:
        lines.append("Metrics:")
        lines.extend(_metric_line(layer, metric) for metric in layer.metrics)
    return "\n".join(lines).rstrip() + "\n"


def _model_lines(model: SemanticModel) -> list[str]:
    title = f"table {model.table}"
    if model.name != model.table:
        title += f" (semantic model {model.name})"
    lines = [title + _label(model.label, model.name) + _desc(model.description) + _syn(model.synonyms)]
    if model.entities:
        keys = ", ".join(
            f"{e.name} ({e.type}{'' if e.expr == e.name else ': ' + e.expr})" + _syn(e.synonyms)
            for e in model.entities
        )
        lines.append(f"  join keys: {keys}")
    for kind, title_ in (("time", "time dimensions"), ("categorical", "dimensions")):
        dims = [d for d in model.dimensions if d.type == kind]
        if not dims:
            continue
        parts = []
        for d in dims:
            text = d.name + ("" if d.expr == d.name else f" = {d.expr}")
            if d.time_granularity:
                default = ", default" if d.name == model.default_agg_time_dimension else ""
                text += f" [{d.time_granularity}{default}]"
            parts.append(text + _label(d.label, d.name) + _syn(d.synonyms))
        lines.append(f"  {title_}: " + "; ".join(parts))
    if model.measures:
        lines.append("  measures:")
        lines.extend(f"    - {_measure(model, m)}" for m in model.measures)
    return lines


def _measure(model: SemanticModel, m: Measure) -> str:
    agg = f"percentile_{m.percentile}" if m.agg == "percentile" else m.agg
    text = f"{m.name} = {agg}({m.expr})"
    time = model.agg_time_dimension_of(m)
    if time and time != model.default_agg_time_dimension:
        text += f" by {time}"
    return text + _label(m.label, m.name) + _desc(m.description) + _syn(m.synonyms)


def _metric_line(layer: SemanticLayer, metric: Metric) -> str:
    text = f"  - {metric.name} ({metric.type})" + _label(metric.label, metric.name) + ": "
    if metric.measure is not None:
        text += metric.measure.name
        try:
            model = layer.model_of_measure(metric.measure.name)
            measure = model.measures[[m.name for m in model.measures].index(metric.measure.name)]
            text += f" = {measure.agg}({measure.expr}) on {model.table}"
        except KeyError:
            pass
        if metric.measure.filter:
            text += f" where {metric.measure.filter}"
    elif metric.type == "ratio" and metric.numerator and metric.denominator:
        text += f"{_input(metric.numerator)} / {_input(metric.denominator)}"
    elif metric.type == "derived":
        text += f"{metric.expr} with " + ", ".join(_input(i) for i in metric.inputs)
    if metric.window:
        text += f", window {metric.window}"
    if metric.grain_to_date:
        text += f", {metric.grain_to_date} to date"
    if metric.filter:
        text += f" where {metric.filter}"
    if not metric.sql_supported:
        text += " (not available for SQL generation)"
    return text + _desc(metric.description) + _syn(metric.synonyms)


def _input(i: MetricInput) -> str:
    text = i.name
    if i.alias:
        text += f" as {i.alias}"
    if i.offset_window:
        text += f" offset {i.offset_window}"
    if i.offset_to_grain:
        text += f" offset to {i.offset_to_grain}"
    if i.filter:
        text += f" where {i.filter}"
    return text


def _label(label: str | None, name: str) -> str:
    return f' "{label}"' if label and label != name else ""


def _desc(description: str | None) -> str:
    if not description:
        return ""
    flat = " ".join(description.split())
    return f" — {flat}"


def _syn(synonyms: tuple[str, ...]) -> str:
    return f" (also: {', '.join(synonyms)})" if synonyms else ""
