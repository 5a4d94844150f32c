"""A compact description of a MetricFlow manifest, for a language model's system prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from askdata_app.semantic.engine import SemanticEngine

HEADER = (
    "Semantic model (dbt MetricFlow). Prefer query_metrics for these metrics: the SQL is compiled from their "
    "definitions. Tables join on entities that share a name. For run_sql, the tables behind it:"
)


def describe_for_llm(engine: SemanticEngine) -> str:
    """Tables with their entities and dimensions, then every declared metric with its definition."""
    lines = [HEADER, ""]
    for model in engine.project.manifest.semantic_models:
        lines.extend(_model_lines(model))
    lines.append("")
    lines.append("Metrics (name [type]: description):")
    for metric in engine.metrics():
        aka = f" (also: {', '.join(metric.synonyms[:4])})" if metric.synonyms else ""
        lines.append(f"- {metric.name} [{metric.type}]: {metric.description or metric.label}{aka}")
    lines.append(
        "Group by time with metric_time__day/week/month/quarter/year; other group-by names are "
        "entity__dimension (list_dimensions gives a metric's exact names)."
    )
    return "\n".join(lines).rstrip() + "\n"


def _model_lines(model: Any) -> list[str]:
    relation = model.node_relation.alias
    about = f": {' '.join(model.description.split())}" if model.description else ""
    lines = [f"table {relation} (semantic model {model.name}){about}"]
    if model.entities:
        keys = ", ".join(
            f"{e.name} ({e.type.value}{'' if not e.expr else ': ' + e.expr})" for e in model.entities
        )
        lines.append(f"  entities: {keys}")
    if model.dimensions:
        dims = ", ".join(
            d.name + (f" = {d.expr}" if d.expr and d.expr != d.name else "") for d in model.dimensions
        )
        lines.append(f"  dimensions: {dims}")
    measures = [m for m in model.measures if not m.name.startswith("__")]
    if measures:
        parts = ", ".join(f"{m.name} = {m.agg.value}({m.expr or m.name})" for m in measures)
        lines.append(f"  measures: {parts}")
    return lines
