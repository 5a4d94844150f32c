"""The semantic layer: dbt MetricFlow YAML (semantic models and metrics) read into frozen dataclasses.

Usage::

    from askdata_app.data.semantic import load_semantic_layer

    layer = load_semantic_layer(Path("models/"))  # a file or a folder of *.yml / *.yaml
    layer.metric("revenue").measure.name
    print(layer.describe_for_llm())
"""

from __future__ import annotations

from askdata_app.data.semantic.errors import SemanticIssue, SemanticLayerError
from askdata_app.data.semantic.filters import FilterRef, FilterSyntaxError, parse_filter, render_filter
from askdata_app.data.semantic.layer import ResolvedDimension, SemanticLayer
from askdata_app.data.semantic.loader import load_semantic_layer
from askdata_app.data.semantic.model import (
    AGGREGATIONS,
    GRANULARITIES,
    METRIC_TIME,
    Dimension,
    Entity,
    Measure,
    MeasureRef,
    Metric,
    MetricInput,
    SemanticModel,
)

__all__ = [
    "AGGREGATIONS",
    "GRANULARITIES",
    "METRIC_TIME",
    "Dimension",
    "Entity",
    "FilterRef",
    "FilterSyntaxError",
    "Measure",
    "MeasureRef",
    "Metric",
    "MetricInput",
    "ResolvedDimension",
    "SemanticIssue",
    "SemanticLayer",
    "SemanticLayerError",
    "SemanticModel",
    "load_semantic_layer",
    "parse_filter",
    "render_filter",
]
