"""Columns the semantic model tags sensitive (meta sensitive or pii: true): table.column."""

from __future__ import annotations

from typing import TYPE_CHECKING

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

if TYPE_CHECKING:
    from askdata_app.data.semantic.layer import SemanticLayer
    from askdata_app.data.semantic.model import Dimension, Entity, Measure


def sensitive_columns(layer: SemanticLayer, dialect: str | None = None) -> frozenset[str]:
    """Every column a sensitive entity, dimension or measure reads (its ``expr``'s columns), lower case."""
    found: set[str] = set()
    for model in layer.semantic_models:
        table = model.table.rpartition(".")[2].lower()
        elements: list[Entity | Dimension | Measure] = [*model.entities, *model.dimensions, *model.measures]
        for element in elements:
            if not element.sensitive:
                continue
            for column in _columns(element.expr, dialect):
                found.add(f"{table}.{column.lower()}")
    return frozenset(found)


def _columns(expr: str, dialect: str | None) -> list[str]:
    try:
        tree = sqlglot.parse_one(expr, read=dialect)
    except SqlglotError:
        return [expr] if expr.isidentifier() else []
    if isinstance(tree, exp.Column):
        return [tree.name]
    return [c.name for c in tree.find_all(exp.Column)]
