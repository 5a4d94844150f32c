"""dbt project YAML -> MetricFlow's manifest dict, doing what dbt-core does before MetricFlow sees it.

dbt writes ``semantic_models:`` lists with ``model: ref('x')``, bare metric names in ``numerator`` /
``denominator`` / ``metrics:`` and declares the time spine on a ``models:`` entry; MetricFlow wants
``node_relation``s, ``{name: ...}`` inputs and one ``project_configuration``. Every converted object carries
MetricFlow ``metadata`` with its file and line, so the validator's issues point back at the YAML.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import yaml

from askdata_app.semantic.errors import SemanticIssue
from askdata_app.semantic.yaml_lines import LineDict, LineList, load_yaml

YAML_SUFFIXES = (".yml", ".yaml")
DEFAULT_TIME_SPINE = "metricflow_time_spine"
"""dbt's conventional time spine model, used when no ``models:`` entry declares ``time_spine:``."""
DEFAULT_SPINE_COLUMN = "date_day"
ELEMENT_KEYS = ("entities", "dimensions", "measures")
_REF = re.compile(
    r"""^\s*(?:\{\{\s*)?ref\(\s*['"]([^'"]+)['"]\s*(?:,\s*['"]([^'"]+)['"]\s*)?\)(?:\s*\}\})?\s*$"""
)
"""``ref('model')``, ``ref('package', 'model')``, optionally inside ``{{ }}``."""


@dataclass(frozen=True)
class Origin:
    """Where a converted object came from."""

    file: str
    node: LineDict


@dataclass
class ConvertedProject:
    """The manifest dict plus what is needed to point problems back at the YAML."""

    raw: dict[str, Any]
    """Input for ``PydanticSemanticManifest.parse_obj``."""
    origins: dict[tuple[str, int], Origin] = field(default_factory=dict)
    """``("semantic_models" | "metrics", index)`` -> the YAML mapping it was made from."""
    declared_metrics: list[str] = field(default_factory=list)
    """Metric names the YAML declares (plus measures with ``create_metric: true``)."""
    synonyms: dict[str, list[str]] = field(default_factory=dict)
    """``config.meta.synonyms`` of each declared metric."""
    spine_table: str = DEFAULT_TIME_SPINE
    """The time spine table's name (after the table map)."""
    spine_declared: bool = False
    """True when a ``models:`` entry declares the time spine."""
    issues: list[SemanticIssue] = field(default_factory=list)


def yaml_files(path: Path) -> list[Path]:
    """The YAML files of a file or a folder (recursively, in path order, hidden folders skipped)."""
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
    return []


def convert_project(
    path: Path, *, table_map: dict[str, str] | None = None, schema: str = "main"
) -> ConvertedProject:
    """Read every YAML file under ``path`` and build MetricFlow's manifest dict.

    Args:
        path: A YAML file or a folder of them (a dbt project's ``models/`` folder works).
        table_map: ``ref`` name -> table (``table`` or ``schema.table``); unmapped refs use their own name.
        schema: The schema of unqualified tables (DuckDB ``main``, PostgreSQL ``public``).

    Returns:
        The converted project; ``issues`` holds YAML-level problems (unreadable files, bad refs).
    """
    tables = dict(table_map or {})
    out = ConvertedProject(raw={"semantic_models": [], "metrics": []})
    files = yaml_files(path)
    if not files:
        out.issues.append(
            SemanticIssue(
                str(path), 0, "no YAML files here; point at a dbt semantic YAML file or a folder of them"
            )
        )
        return out
    spines: list[tuple[str, LineDict]] = []
    for file in files:
        data = _read(file, out.issues)
        if not isinstance(data, LineDict):
            continue
        name = str(file)
        for key in ("semantic_models", "metrics"):
            entries = data.get(key)
            if entries is None:
                continue
            if not isinstance(entries, LineList):
                out.issues.append(SemanticIssue(name, data.line_of(key), f"'{key}' must be a list"))
                continue
            for i, entry in enumerate(entries):
                if not isinstance(entry, LineDict):
                    out.issues.append(
                        SemanticIssue(name, entries.line_of(i), f"each of '{key}' must be a mapping")
                    )
                    continue
                converted = (
                    _semantic_model(entry, name, tables, schema, out.issues)
                    if key == "semantic_models"
                    else _metric(entry, name)
                )
                out.origins[(key, len(out.raw[key]))] = Origin(name, entry)
                out.raw[key].append(converted)
        for model in data.get("models") or []:
            if isinstance(model, LineDict) and isinstance(model.get("time_spine"), LineDict):
                spines.append((name, model))
    if not out.raw["semantic_models"] and not out.raw["metrics"] and not out.issues:
        out.issues.append(
            SemanticIssue(str(path), 0, "no semantic_models or metrics found in these YAML files")
        )
    out.raw["project_configuration"] = _project_configuration(spines, tables, schema, out)
    _declared(out)
    return out


def _read(file: Path, issues: list[SemanticIssue]) -> Any:
    name = str(file)
    try:
        data, duplicates = load_yaml(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        issues.append(SemanticIssue(name, 0, f"cannot read the file: {exc}"))
        return None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = mark.line + 1 if mark is not None else 0
        issues.append(SemanticIssue(name, line, f"invalid YAML: {getattr(exc, 'problem', None) or exc}"))
        return None
    issues.extend(
        SemanticIssue(
            name, line, f"duplicate key '{key}' in one mapping; YAML keeps only the last, remove one"
        )
        for line, key in duplicates
    )
    return data


def _metadata(file: str, line: int) -> dict[str, Any]:
    return {
        "repo_file_path": file,
        "file_slice": {"filename": file, "content": "", "start_line_number": line, "end_line_number": line},
    }


def _plain(value: Any) -> Any:
    """LineDict/LineList -> plain dicts and lists (pydantic copies them anyway)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _relation(table: str, schema: str) -> dict[str, str]:
    parts = table.split(".")
    if len(parts) == 3:
        return {"database": parts[0], "schema_name": parts[1], "alias": parts[2]}
    if len(parts) == 2:
        return {"schema_name": parts[0], "alias": parts[1]}
    return {"schema_name": schema, "alias": table}


def _semantic_model(
    entry: LineDict, file: str, tables: dict[str, str], schema: str, issues: list[SemanticIssue]
) -> dict[str, Any]:
    raw = _plain(entry)
    model = raw.pop("model", None)
    if "node_relation" not in raw:
        match = _REF.match(str(model or ""))
        if match is None:
            issues.append(
                SemanticIssue(
                    file,
                    entry.line_of("model") if model is not None else entry.line,
                    f"semantic model {raw.get('name')!r} needs `model: ref('table')` (got {model!r})",
                )
            )
            ref = str(raw.get("name", ""))
        else:
            ref = match.group(2) or match.group(1)
        raw["node_relation"] = _relation(tables.get(ref, ref), schema)
    raw["metadata"] = _metadata(file, entry.line)
    for key in ELEMENT_KEYS:
        elements = entry.get(key)
        if isinstance(elements, LineList):
            for i, element in enumerate(raw.get(key) or []):
                if isinstance(element, dict):
                    element["metadata"] = _metadata(file, elements.line_of(i))
    return cast("dict[str, Any]", raw)


def _named(value: Any) -> Any:
    return {"name": value} if isinstance(value, str) else value


def _metric(entry: LineDict, file: str) -> dict[str, Any]:
    raw = _plain(entry)
    params = raw.get("type_params")
    if isinstance(params, dict):
        for key in ("numerator", "denominator", "measure"):
            if key in params:
                params[key] = _named(params[key])
        if isinstance(params.get("metrics"), list):
            params["metrics"] = [_named(m) for m in params["metrics"]]
        conversion = params.get("conversion_type_params")
        if isinstance(conversion, dict):
            for key in ("base_measure", "conversion_measure"):
                if key in conversion:
                    conversion[key] = _named(conversion[key])
    raw["metadata"] = _metadata(file, entry.line)
    return cast("dict[str, Any]", raw)


def _project_configuration(
    spines: list[tuple[str, LineDict]], tables: dict[str, str], schema: str, out: ConvertedProject
) -> dict[str, Any]:
    if len(spines) > 1:
        names = ", ".join(f"{f}:{m.line}" for f, m in spines)
        out.issues.append(
            SemanticIssue(spines[1][0], spines[1][1].line, f"more than one time spine declared ({names})")
        )
    column = DEFAULT_SPINE_COLUMN
    name = DEFAULT_TIME_SPINE
    grain = "day"
    if spines:
        model = spines[0][1]
        name = str(model.get("name", name))
        column = str(model["time_spine"].get("standard_granularity_column", column))
        for col in model.get("columns") or []:
            if isinstance(col, dict) and col.get("name") == column and col.get("granularity"):
                grain = str(col["granularity"])
        out.spine_declared = True
    table = tables.get(name, name)
    out.spine_table = table.split(".")[-1]
    return {
        "time_spines": [
            {
                "node_relation": _relation(table, schema),
                "primary_column": {"name": column, "time_granularity": grain},
            }
        ]
    }


def _declared(out: ConvertedProject) -> None:
    for metric in out.raw["metrics"]:
        name = str(metric.get("name", ""))
        out.declared_metrics.append(name)
        out.synonyms[name] = _synonyms(metric)
    for model in out.raw["semantic_models"]:
        for measure in model.get("measures") or []:
            if (
                isinstance(measure, dict)
                and measure.get("create_metric")
                and measure.get("name") not in out.synonyms
            ):
                name = str(measure["name"])
                out.declared_metrics.append(name)
                out.synonyms[name] = _synonyms(measure)


def _synonyms(obj: dict[str, Any]) -> list[str]:
    meta = ((obj.get("config") or {}).get("meta") or {}) if isinstance(obj.get("config"), dict) else {}
    found = meta.get("synonyms") if isinstance(meta, dict) else None
    return [str(s) for s in found] if isinstance(found, list) else []
