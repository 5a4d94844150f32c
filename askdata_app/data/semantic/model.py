"""The semantic layer's shapes: frozen dataclasses mirroring dbt MetricFlow's YAML spec.

Names follow MetricFlow (``semantic_models``: entities, dimensions, measures; ``metrics``). Optional
text is ``None`` when absent; collections are tuples. ``synonyms`` come from askdata's extension
``config.meta.synonyms`` (or ``meta.synonyms``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

EntityType = Literal["primary", "foreign", "unique", "natural"]
DimensionType = Literal["categorical", "time"]
MetricType = Literal["simple", "ratio", "derived", "cumulative", "conversion"]

ENTITY_TYPES: tuple[str, ...] = ("primary", "foreign", "unique", "natural")
DIMENSION_TYPES: tuple[str, ...] = ("categorical", "time")
AGGREGATIONS: tuple[str, ...] = (
    "sum",
    "count",
    "count_distinct",
    "average",
    "min",
    "max",
    "median",
    "percentile",
    "sum_boolean",
)
METRIC_TYPES: tuple[str, ...] = ("simple", "ratio", "derived", "cumulative", "conversion")
GRANULARITIES: tuple[str, ...] = (
    "nanosecond",
    "microsecond",
    "millisecond",
    "second",
    "minute",
    "hour",
    "day",
    "week",
    "month",
    "quarter",
    "year",
)
METRIC_TIME = "metric_time"
"""MetricFlow's virtual time dimension: each measure's own ``agg_time_dimension``."""


@dataclass(frozen=True)
class Entity:
    """A join key of a semantic model (``primary`` / ``unique`` / ``natural`` / ``foreign``)."""

    name: str
    type: EntityType
    expr: str
    """SQL expression for the key on the model's table (defaults to the entity's name)."""
    description: str | None = None
    label: str | None = None
    synonyms: tuple[str, ...] = ()
    line: int = 0
    sensitive: bool = False
    """Tagged ``meta: {sensitive: true}`` or ``pii: true``: reading it always needs a person's approval."""


@dataclass(frozen=True)
class Dimension:
    """A column to group or filter by; ``time`` dimensions carry their finest ``time_granularity``."""

    name: str
    type: DimensionType
    expr: str
    """SQL expression on the model's table (defaults to the dimension's name)."""
    label: str | None = None
    description: str | None = None
    synonyms: tuple[str, ...] = ()
    time_granularity: str | None = None
    is_partition: bool = False
    line: int = 0
    sensitive: bool = False
    """Tagged ``meta: {sensitive: true}`` or ``pii: true``: reading it always needs a person's approval."""


@dataclass(frozen=True)
class Measure:
    """An aggregation over the model's table: ``<agg>(<expr>)``."""

    name: str
    agg: str
    expr: str
    """SQL expression aggregated (defaults to the measure's name)."""
    label: str | None = None
    description: str | None = None
    synonyms: tuple[str, ...] = ()
    currency: str | None = None
    """``config.meta.currency``: the ISO currency of its amounts (display only)."""
    agg_time_dimension: str | None = None
    """The time dimension ``metric_time`` means for this measure (the model default when unset)."""
    percentile: float | None = None
    use_discrete_percentile: bool = False
    create_metric: bool = False
    line: int = 0
    sensitive: bool = False
    """Tagged ``meta: {sensitive: true}`` or ``pii: true``: reading it always needs a person's approval."""


@dataclass(frozen=True)
class SemanticModel:
    """One table described for analysis: its entities, dimensions and measures."""

    name: str
    table: str
    """The table the model reads (``model: ref('orders')`` gives ``orders``)."""
    description: str | None = None
    label: str | None = None
    synonyms: tuple[str, ...] = ()
    default_agg_time_dimension: str | None = None
    primary_entity: str | None = None
    entities: tuple[Entity, ...] = ()
    dimensions: tuple[Dimension, ...] = ()
    measures: tuple[Measure, ...] = ()
    source_file: str = ""
    line: int = 0

    def agg_time_dimension_of(self, measure: Measure) -> str | None:
        """The time dimension a measure aggregates over: its own, else the model default."""
        return measure.agg_time_dimension or self.default_agg_time_dimension


@dataclass(frozen=True)
class MeasureRef:
    """A simple or cumulative metric's measure (``type_params.measure``)."""

    name: str
    fill_nulls_with: int | float | None = None
    filter: str | None = None
    """Filter template applied to the measure only (several are joined with AND)."""
    join_to_timespine: bool = False
    alias: str | None = None


@dataclass(frozen=True)
class MetricInput:
    """A metric used by a derived metric (``type_params.metrics``) or a ratio's numerator/denominator."""

    name: str
    alias: str | None = None
    offset_window: str | None = None
    """e.g. ``1 month``: the input's value that long before."""
    offset_to_grain: str | None = None
    filter: str | None = None

    @property
    def reference(self) -> str:
        """How the derived metric's ``expr`` refers to this input: its alias, else its name."""
        return self.alias or self.name


@dataclass(frozen=True)
class Metric:
    """A business number: ``simple`` (one measure), ``ratio``, ``derived`` (an expression of metrics),
    ``cumulative`` or ``conversion`` (the last two are parsed but not supported for SQL generation)."""

    name: str
    type: MetricType
    label: str | None = None
    description: str | None = None
    synonyms: tuple[str, ...] = ()
    currency: str | None = None
    """``config.meta.currency``: the ISO currency of its amounts (display only)."""
    measure: MeasureRef | None = None
    """simple / cumulative: the measure aggregated."""
    filter: str | None = None
    """Filter template on the whole metric, e.g. ``{{ Dimension('order_id__is_food_order') }} = true``."""
    expr: str | None = None
    """derived: SQL expression over the inputs' names or aliases."""
    inputs: tuple[MetricInput, ...] = ()
    """derived: the metrics the expression uses."""
    numerator: MetricInput | None = None
    denominator: MetricInput | None = None
    window: str | None = None
    """cumulative: trailing window such as ``7 days``."""
    grain_to_date: str | None = None
    """cumulative: reset grain such as ``month``."""
    source_file: str = ""
    line: int = 0

    @property
    def sql_supported(self) -> bool:
        """Whether askdata can turn this metric into SQL."""
        return self.type in ("simple", "ratio", "derived")

    @property
    def unsupported_reason(self) -> str | None:
        """Why this metric cannot be turned into SQL (``None`` when it can)."""
        if self.sql_supported:
            return None
        return (
            f"metric '{self.name}' is a {self.type} metric; askdata does not generate SQL for {self.type} "
            "metrics yet. Ask for its measure directly, or write the SQL (e.g. a window function) by hand."
        )
