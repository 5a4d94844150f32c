"""Load the planner's semantic layer: MetricFlow parses and validates the dbt YAML, we read its result."""

from __future__ import annotations

from pathlib import Path

from askdata_app.data.semantic.errors import SemanticLayerError
from askdata_app.data.semantic.layer import SemanticLayer
from askdata_app.data.semantic.manifest import layer_from_project


def load_semantic_layer(
    path: Path | str, *, table_map: dict[str, str] | None = None, schema: str = "main"
) -> SemanticLayer:
    """Read ``semantic_models`` and ``metrics`` from one YAML file, or from every ``*.yml`` / ``*.yaml``
    under a folder, through MetricFlow's parser and validator (``askdata_app.semantic.load_project``).

    Args:
        path: A YAML file or a folder (a dbt project's ``models/`` folder works).
        table_map: ``ref`` name -> table (``table`` or ``schema.table``).
        schema: Schema of unqualified tables.

    Returns:
        The validated layer.

    Raises:
        SemanticLayerError: Anything is wrong; the error lists every issue as ``file:line: message``.
    """
    from askdata_app.semantic import SemanticProjectError, load_project

    try:
        project = load_project(path, table_map=table_map, schema=schema)
    except SemanticProjectError as exc:
        raise SemanticLayerError(exc.issues) from exc
    return layer_from_project(project)
