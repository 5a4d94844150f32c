"""Load and validate a dbt semantic project with MetricFlow's own parser, transformer and validator."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from askdata_app.semantic.convert import ConvertedProject, convert_project
from askdata_app.semantic.errors import SemanticIssue, SemanticProjectError

if TYPE_CHECKING:
    from metricflow_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest

_QUOTED = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)'")
_FILE_PART = re.compile(r"\s*in file `[^`]*`( on line #\d+)?")


@dataclass
class SemanticProject:
    """A validated semantic manifest and what askdata knows about it beyond MetricFlow."""

    path: Path
    manifest: PydanticSemanticManifest
    declared_metrics: list[str]
    """The metrics the YAML declares, in file order (MetricFlow's internal proxies are not listed)."""
    synonyms: dict[str, list[str]]
    spine_table: str
    """The time spine table (required by cumulative, offset and fill-nulls metrics)."""
    schema: str
    warnings: list[SemanticIssue] = field(default_factory=list)
    metric_lines: dict[str, tuple[str, int]] = field(default_factory=dict)
    """Where each declared metric is defined (file, line)."""
    raw: dict[str, Any] = field(default_factory=dict)
    """The manifest input MetricFlow parsed and validated (semantic models and metrics as declared, before
    MetricFlow's own transformations); the offline analyst's layer is read from it."""


def load_project(
    path: Path | str, *, table_map: dict[str, str] | None = None, schema: str = "main"
) -> SemanticProject:
    """Read dbt semantic YAML, convert it and validate it with MetricFlow.

    Args:
        path: A YAML file or a folder of them.
        table_map: ``ref`` name -> table (``table`` or ``schema.table``).
        schema: Schema of unqualified tables (DuckDB ``main``, PostgreSQL ``public``).

    Raises:
        SemanticProjectError: With every blocking problem as ``file:line: message``.
    """
    from metricflow_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest
    from metricflow_semantic_interfaces.transformations.pydantic_rule_set import (
        PydanticSemanticManifestTransformRuleSet,
    )
    from metricflow_semantic_interfaces.transformations.semantic_manifest_transformer import (
        PydanticSemanticManifestTransformer,
    )
    from metricflow_semantic_interfaces.validations.semantic_manifest_validator import (
        SemanticManifestValidator,
    )
    from pydantic.v1 import ValidationError

    path = Path(path)
    converted = convert_project(path, table_map=table_map, schema=schema)
    if converted.issues:
        raise SemanticProjectError(converted.issues)
    try:
        raw_manifest = PydanticSemanticManifest.parse_obj(converted.raw)
    except ValidationError as exc:
        raise SemanticProjectError(_parse_issues(exc, converted)) from exc
    try:
        manifest = PydanticSemanticManifestTransformer.transform(
            raw_manifest, PydanticSemanticManifestTransformRuleSet().all_rules
        )
    except Exception as exc:  # a transform rule refusing the model (e.g. an unknown metric or measure)
        file, line = _locate(str(exc), converted)
        raise SemanticProjectError([SemanticIssue(file or str(path), line, str(exc))]) from exc
    results = SemanticManifestValidator[PydanticSemanticManifest]().validate_semantic_manifest(manifest)
    errors = [_issue(i, "error") for i in (*results.errors, *results.future_errors)]
    if errors:
        raise SemanticProjectError(errors)
    return SemanticProject(
        path=path,
        manifest=manifest,
        declared_metrics=converted.declared_metrics,
        synonyms=converted.synonyms,
        spine_table=converted.spine_table,
        schema=schema,
        raw=converted.raw,
        warnings=[_issue(i, "warning") for i in results.warnings if not _transform_artefact(i.message)],
        metric_lines={
            str(converted.raw[key][i].get("name")): (origin.file, origin.node.line)
            for (key, i), origin in converted.origins.items()
            if key == "metrics"
        },
    )


def _transform_artefact(message: str) -> bool:
    """MetricFlow's own transform turns a dbt cumulative/conversion metric's measure into a metric input and
    then warns that both are set; the YAML is correct dbt, so the warning is not shown."""
    return "should not have both" in message


def _issue(issue: Any, level: str) -> SemanticIssue:
    """A MetricFlow validation issue with the file and line its context carries."""
    context = issue.context
    file_context = getattr(context, "file_context", context)
    file = getattr(file_context, "file_name", None) or ""
    line = getattr(file_context, "line_number", None) or 0
    what = _FILE_PART.sub("", context.context_str()) if context is not None else ""
    message = f"{issue.message} ({what.strip()})" if what.strip() else issue.message
    return SemanticIssue(file, int(line), message, level)


def _parse_issues(exc: Any, converted: ConvertedProject) -> list[SemanticIssue]:
    """pydantic's errors, located by walking each error's path through the YAML it came from."""
    issues: list[SemanticIssue] = []
    for error in exc.errors():
        loc = list(error.get("loc", ()))
        origin = (
            converted.origins.get((str(loc[0]), int(loc[1])))
            if len(loc) >= 2 and isinstance(loc[1], int)
            else None
        )
        if origin is None:
            issues.append(
                SemanticIssue(str(converted.raw and ""), 0, f"{'.'.join(map(str, loc))}: {error['msg']}")
            )
            continue
        node: Any = origin.node
        line = origin.node.line
        for part in loc[2:]:
            found = (isinstance(node, dict) and part in node) or (
                isinstance(node, list) and isinstance(part, int) and part < len(node)
            )
            if not found:
                break
            line = node.line_of(part) if hasattr(node, "line_of") else line
            node = node[part]
        field_path = ".".join(str(p) for p in loc[2:] if p != "__root__")
        issues.append(SemanticIssue(origin.file, line, f"{field_path or 'entry'}: {error['msg']}"))
    return issues


def _locate(message: str, converted: ConvertedProject) -> tuple[str, int]:
    """Where a name quoted in ``message`` is used in the YAML (a reference, not its definition)."""
    for name in _QUOTED.findall(message):
        for origin in converted.origins.values():
            line = _find_value(origin.node, name)
            if line:
                return origin.file, line
    return "", 0


def _find_value(node: Any, value: str) -> int:
    if isinstance(node, dict):
        for key, child in node.items():
            if key != "name" and child == value:
                return int(node.line_of(key)) if hasattr(node, "line_of") else 0
            found = _find_value(child, value)
            if found:
                return found
    elif isinstance(node, list):
        for i, child in enumerate(node):
            if child == value:
                return int(node.line_of(i)) if hasattr(node, "line_of") else 0
            found = _find_value(child, value)
            if found:
                return found
    return 0
