"""dbt's MetricFlow as askdata's semantic engine, behind one small module.

``load_project`` reads dbt-format semantic YAML and validates it with MetricFlow's own validator (problems
come back as ``file:line: message``); ``SemanticEngine`` compiles metric queries to a source's SQL dialect
without a connection. ``python -m askdata_app.semantic`` is the command-line check. No reflex here.
"""

from __future__ import annotations

from askdata_app.semantic.errors import (
    SemanticIssue,
    SemanticProjectError,
    SemanticQueryError,
    UnsupportedSourceError,
)
from askdata_app.semantic.project import SemanticProject, load_project
from askdata_app.semantic.request import MetricRequest

__all__ = [
    "MetricRequest",
    "SemanticIssue",
    "SemanticProject",
    "SemanticProjectError",
    "SemanticQueryError",
    "UnsupportedSourceError",
    "load_project",
]
