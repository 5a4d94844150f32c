"""Load a semantic layer from a MetricFlow YAML file or a folder of them."""

from __future__ import annotations

from pathlib import Path

import yaml

from askdata_app.data.semantic.errors import SemanticIssue, SemanticLayerError
from askdata_app.data.semantic.layer import SemanticLayer
from askdata_app.data.semantic.model import MeasureRef, Metric, SemanticModel
from askdata_app.data.semantic.parser import ParsedDocument, parse_document
from askdata_app.data.semantic.validate import validate_layer
from askdata_app.data.semantic.yaml_lines import LineDict, load_yaml

YAML_SUFFIXES = (".yml", ".yaml")


def load_semantic_layer(path: Path) -> SemanticLayer:
    """Read ``semantic_models`` and ``metrics`` from one YAML file, or from every ``*.yml`` / ``*.yaml``
    under a folder (recursively, in path order). Other top-level keys (``models:``, ``saved_queries:``
    ...) and unknown keys inside entries are ignored; files with neither key are skipped.

    Args:
        path: A YAML file or a folder.

    Returns:
        The validated layer.

    Raises:
        SemanticLayerError: Anything is wrong; the error lists every issue as ``file:line: message``.
    """
    path = Path(path)
    files = _yaml_files(path)
    issues: list[SemanticIssue] = []
    models: list[SemanticModel] = []
    metrics: list[Metric] = []
    references = []
    for file in files:
        parsed = _parse_file(file)
        issues.extend(parsed.issues)
        models.extend(parsed.semantic_models)
        metrics.extend(parsed.metrics)
        references.extend(parsed.references)
    if not issues and not models and not metrics:
        issues.append(
            SemanticIssue(
                str(path),
                0,
                "no semantic_models or metrics found; point at a MetricFlow YAML file or a folder of them",
            )
        )
    layer = SemanticLayer(tuple(models), tuple(metrics) + _created_metrics(models, metrics))
    issues.extend(validate_layer(layer, references))
    if issues:
        raise SemanticLayerError(issues)
    return layer


def _yaml_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    if path.is_dir():
        return sorted(
            p
            for p in path.rglob("*")
            if p.suffix.lower() in YAML_SUFFIXES
            and p.is_file()
            and not any(part.startswith(".") for part in p.relative_to(path).parts)
        )
    msg = f"{path} does not exist; set the semantic layer path to a MetricFlow YAML file or folder"
    raise SemanticLayerError([SemanticIssue(str(path), 0, msg)])


def _parse_file(file: Path) -> ParsedDocument:
    name = str(file)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return ParsedDocument(issues=[SemanticIssue(name, 0, f"cannot read the file: {exc}")])
    try:
        data, duplicates = load_yaml(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = mark.line + 1 if mark is not None else 0
        problem = getattr(exc, "problem", None) or str(exc)
        return ParsedDocument(issues=[SemanticIssue(name, line, f"invalid YAML: {problem}")])
    if not isinstance(data, LineDict) or not ({"semantic_models", "metrics"} & data.keys()):
        return ParsedDocument()  # a dbt models/sources file or similar: not ours
    parsed = parse_document(data, name)
    parsed.issues.extend(
        SemanticIssue(
            name, line, f"duplicate key '{key}' in one mapping; YAML keeps only the last, remove one"
        )
        for line, key in duplicates
    )
    return parsed


def _created_metrics(models: list[SemanticModel], metrics: list[Metric]) -> tuple[Metric, ...]:
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
