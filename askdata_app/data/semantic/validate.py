"""Checks that need every file at once: unique names, references between metrics and measures, filters."""

from __future__ import annotations

from collections.abc import Iterable

from askdata_app.data.semantic.errors import SemanticIssue
from askdata_app.data.semantic.filters import FilterRef, FilterSyntaxError, parse_filter
from askdata_app.data.semantic.layer import SemanticLayer
from askdata_app.data.semantic.model import GRANULARITIES, METRIC_TIME
from askdata_app.data.semantic.parser import Reference


def validate_layer(layer: SemanticLayer, references: Iterable[Reference]) -> list[SemanticIssue]:
    """Every cross-reference problem in ``layer`` (an empty list when it is sound)."""
    issues = _duplicates(layer)
    for ref in references:
        issues.extend(_check_reference(layer, ref))
    issues.extend(_cycles(layer))
    return issues


def _duplicates(layer: SemanticLayer) -> list[SemanticIssue]:
    issues: list[SemanticIssue] = []
    first_model: dict[str, tuple[str, int]] = {}
    first_measure: dict[str, tuple[str, int]] = {}
    for model in layer.semantic_models:
        if model.name in first_model:
            file, line = first_model[model.name]
            issues.append(
                SemanticIssue(
                    model.source_file,
                    model.line,
                    f"duplicate semantic model '{model.name}' (also at {file}:{line})",
                )
            )
        first_model.setdefault(model.name, (model.source_file, model.line))
        for measure in model.measures:
            if measure.name in first_measure:
                file, line = first_measure[measure.name]
                issues.append(
                    SemanticIssue(
                        model.source_file,
                        measure.line,
                        f"duplicate measure '{measure.name}' (also at {file}:{line}); measure names must be "
                        "unique across all semantic models",
                    )
                )
            first_measure.setdefault(measure.name, (model.source_file, measure.line))
    first_metric: dict[str, tuple[str, int]] = {}
    for metric in layer.metrics:
        if metric.name in first_metric:
            file, line = first_metric[metric.name]
            issues.append(
                SemanticIssue(
                    metric.source_file,
                    metric.line,
                    f"duplicate metric '{metric.name}' (also at {file}:{line})",
                )
            )
        first_metric.setdefault(metric.name, (metric.source_file, metric.line))
    return issues


def _check_reference(layer: SemanticLayer, ref: Reference) -> list[SemanticIssue]:
    def issue(message: str) -> SemanticIssue:
        return SemanticIssue(ref.file, ref.line, f"{ref.owner}: {message}")

    if ref.kind == "measure":
        try:
            layer.measure(ref.value)
        except KeyError as exc:
            return [issue(str(exc.args[0]))]
        return []
    if ref.kind == "metric":
        try:
            layer.metric(ref.value)
        except KeyError as exc:
            return [issue(str(exc.args[0]))]
        return []
    try:
        parsed = parse_filter(ref.value)
    except FilterSyntaxError as exc:
        return [issue(f"filter {exc}")]
    return [issue(f"filter {message}") for item in parsed if (message := _filter_problem(layer, item))]


def _filter_problem(layer: SemanticLayer, ref: FilterRef) -> str | None:
    """What is wrong with one filter reference, or ``None``."""
    if ref.granularity is not None and ref.granularity not in GRANULARITIES:
        return f"uses unknown time granularity '{ref.granularity}' (use one of {', '.join(GRANULARITIES)})"
    if ref.kind == "entity":
        try:
            layer.entities(ref.name.split("__")[-1])
        except KeyError as exc:
            return str(exc.args[0])
        return None
    if ref.kind == "metric":
        try:
            layer.metric(ref.name)
        except KeyError as exc:
            return str(exc.args[0])
        for entity in ref.group_by:
            try:
                layer.entities(entity.split("__")[-1])
            except KeyError as exc:
                return f"Metric('{ref.name}') group_by: {exc.args[0]}"
        return None
    name = "__".join((*ref.entity_path, ref.name))
    if ref.name.split("__")[-1] == METRIC_TIME:
        return None
    try:
        resolved = layer.resolve_dimension(name)
    except KeyError as exc:
        return str(exc.args[0])
    dim = resolved.dimension
    if ref.kind == "time_dimension" and dim.type != "time":
        return f"TimeDimension('{ref.name}') refers to a {dim.type} dimension"
    grain = ref.granularity or resolved.granularity
    if grain is not None and dim.type != "time":
        return f"'{ref.name}' is a {dim.type} dimension; only time dimensions take a granularity"
    declared = dim.time_granularity
    if (
        grain is not None
        and declared is not None
        and GRANULARITIES.index(grain) < GRANULARITIES.index(declared)
    ):
        return f"asks for '{ref.name}' by {grain}, finer than its declared time_granularity '{declared}'"
    return None


def _cycles(layer: SemanticLayer) -> list[SemanticIssue]:
    """Derived and ratio metrics must not depend on themselves."""
    graph: dict[str, list[str]] = {}
    for metric in layer.metrics:
        deps = [i.name for i in metric.inputs]
        deps += [i.name for i in (metric.numerator, metric.denominator) if i is not None]
        graph.setdefault(metric.name, deps)
    issues: list[SemanticIssue] = []
    reported: set[str] = set()
    for metric in layer.metrics:
        path = _find_cycle(metric.name, graph)
        if path and metric.name not in reported:
            reported.update(path)
            chain = " -> ".join([*path, path[0]])
            issues.append(
                SemanticIssue(
                    metric.source_file, metric.line, f"metric '{metric.name}' depends on itself: {chain}"
                )
            )
    return issues


def _find_cycle(start: str, graph: dict[str, list[str]]) -> list[str] | None:
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        node, path = stack.pop()
        for dep in graph.get(node, []):
            if dep == start:
                return path
            if dep not in seen:
                seen.add(dep)
                stack.append((dep, [*path, dep]))
    return None
