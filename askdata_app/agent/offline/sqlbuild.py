"""From an ``Intent`` to one DuckDB SELECT, built from sqlglot expressions and the layer's own SQL snippets.

Each leaf aggregation is computed on its own model's table, joined many-to-one to the models its
dimensions live in (so joins never fan out). Leaves of different models are computed in separate CTEs
and joined on the group columns, like MetricFlow does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.catalog import (
    Catalog,
    Cumulative,
    Derived,
    Dim,
    Leaf,
    Node,
    Ratio,
    Unsupported,
)
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.timespec import Period
from askdata_app.data.semantic import FilterRef, FilterSyntaxError, render_filter

_AGG = {"sum": "SUM", "average": "AVG", "avg": "AVG", "min": "MIN", "max": "MAX", "count": "COUNT"}


class BuildError(Exception):
    """The intent cannot be expressed over this semantic layer; the message says why."""


@dataclass
class Column:
    """A result column: its name and what it is."""

    name: str
    kind: str
    """"group", "time", "measure", "share" or "growth"."""


@dataclass
class Built:
    """The SQL and the shape of its result."""

    sql: str
    columns: list[Column] = field(default_factory=list)


def safe_name(text: str) -> str:
    """A lower-case identifier for a result column."""
    name = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    return name or "value"


def lit(value: str) -> str:
    """A value typed by a person, as a SQL string literal (escaped by sqlglot)."""
    return exp.Literal.string(value).sql("duckdb")


class SqlBuilder:
    """Compiles intents over one catalog."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    # ---- expressions -------------------------------------------------------------------------------

    def qualify(self, sql: str, alias: str) -> str:
        """A layer SQL snippet with its bare columns qualified by ``alias``."""
        return self.qualify_with(sql, alias)

    @staticmethod
    def qualify_with(sql: str, alias: str) -> str:
        """A layer SQL snippet with its bare columns qualified by ``alias``."""
        tree = sqlglot.parse_one(sql, read="duckdb")
        for col in tree.find_all(exp.Column):
            if not col.table:
                col.set("table", exp.to_identifier(alias))
        return tree.sql("duckdb")

    def dim_sql(self, dim: Dim) -> str:
        """A dimension's expression, qualified by its model's alias."""
        return self.qualify(dim.expr, dim.model)

    def grain_sql(self, dim: Dim, grain: str) -> list[tuple[str, str]]:
        """(expression, column name) pairs for a time dimension at a grain or date part."""
        col = self.dim_sql(dim)
        if grain == "weekday":
            return [(f"ISODOW({col})", "weekday_number"), (f"DAYNAME({col})", "weekday")]
        if grain == "hour_of_day":
            return [(f"HOUR({col})", "hour_of_day")]
        if grain == "month_of_year":  # 1..12, every year's months together
            return [(f"MONTH({col})", "month_of_year")]
        if grain == "season":  # meteorological seasons (see ``timespec.SEASONS``)
            case = (
                f"CASE WHEN MONTH({col}) IN (12, 1, 2) THEN 'winter' "
                f"WHEN MONTH({col}) IN (3, 4, 5) THEN 'spring' "
                f"WHEN MONTH({col}) IN (6, 7, 8) THEN 'summer' ELSE 'autumn' END"
            )
            return [(case, "season")]
        return [(f"DATE_TRUNC('{grain}', {col})", grain)]

    def template(self, text: str, near: str, time_dim: str | None = None) -> tuple[str, list[Dim]]:
        """A MetricFlow filter (``{{ Dimension('entity__name') }} = ...``) as SQL, and the dims it needs.

        Args:
            text: the filter template.
            near: the model the filtered measure belongs to (dimensions are looked up from there).
            time_dim: what ``metric_time`` means for that measure.
        """
        needed: list[Dim] = []

        def sub(ref: FilterRef) -> str:
            name = ref.name.rpartition("__")[2]
            if ref.kind == "metric":
                msg = f"metric filters ('{ref.name}') are not supported offline"
                raise BuildError(msg)
            if ref.kind == "entity":
                model = self.catalog.models[near]
                if name in model.entities:
                    return self.qualify(model.entities[name][1], near)
                target = self.catalog.model_of_entity(name)
                if target is None:
                    msg = f"the filter names an unknown entity '{ref.name}'"
                    raise BuildError(msg)
                needed.append(Dim(name, target.name, target.entities[name][1], "categorical", name, "", ()))
                return self.qualify(target.entities[name][1], target.name)
            if name == "metric_time" and time_dim:
                name = time_dim
            path = "__".join([*ref.entity_path, ref.name.rpartition("__")[0]]).strip("_")
            dim = self.catalog.find_dim(f"{path}__{name}" if path else name, near=near)
            if dim is None:
                msg = f"the filter names an unknown dimension '{ref.name}'"
                raise BuildError(msg)
            needed.append(dim)
            if ref.granularity:
                return self.grain_sql(dim, ref.granularity)[0][0]
            return self.dim_sql(dim)

        try:
            return render_filter(text, sub), needed
        except FilterSyntaxError as exc:
            msg = f"cannot read the metric filter: {exc}"
            raise BuildError(msg) from exc

    def leaf_agg(self, leaf: Leaf, agg: str | None, cond: str | None) -> str:
        """The aggregate SQL of one leaf, with an optional row condition and aggregation override."""
        kind = agg or leaf.agg
        expr = self.qualify(leaf.expr, leaf.model)
        if kind == "sum_boolean":
            expr = f"CASE WHEN {expr} THEN 1 ELSE 0 END"
            kind = "sum"
        if kind == "sum" and expr.strip() == "1" and not cond:  # a count of rows: 0, not NULL, when none
            return "COUNT(*)"  # (a count under a condition stays NULL where none passes: averages skip it)
        if cond:
            expr = f"CASE WHEN {cond} THEN {expr} END"
        if kind == "count_distinct":
            return f"COUNT(DISTINCT {expr})"
        if kind == "median":
            return f"MEDIAN({expr})"
        if kind == "range":  # "the price gap between the dearest and cheapest": largest minus smallest
            return f"MAX({expr}) - MIN({expr})"
        if kind == "percentile":
            return f"QUANTILE_CONT({expr}, {leaf.percentile if leaf.percentile is not None else 0.5})"
        if kind not in _AGG:
            msg = f"the aggregation '{kind}' is not supported offline"
            raise BuildError(msg)
        return f"{_AGG[kind]}({expr})"


@dataclass
class LeafUse:
    """One leaf as used in a query: its aggregation override and extra condition."""

    leaf: Leaf
    agg: str | None
    cond: list[str]
    alias: str


@dataclass
class Scope:
    """Everything one model's subquery needs."""

    model: str
    joins: dict[str, list[tuple[str, str, str]]]
    where: list[str] = field(default_factory=list)
    groups: list[tuple[str, str]] = field(default_factory=list)


def node_sql(node: Node, leaf_sql: dict[int, str], counter: list[int]) -> str:
    """The SQL of a node tree, reading each leaf's SQL in walk order."""
    if isinstance(node, Leaf):
        idx = counter[0]
        counter[0] += 1
        return leaf_sql[idx]
    if isinstance(node, Ratio):
        num = node_sql(node.num, leaf_sql, counter)
        den = node_sql(node.den, leaf_sql, counter)
        return f"CAST({num} AS DOUBLE) / NULLIF({den}, 0)"
    if isinstance(node, Derived):
        parts = {alias: node_sql(child, leaf_sql, counter) for alias, child in node.inputs}
        tree = sqlglot.parse_one(node.expr, read="duckdb")

        def swap(n: exp.Expression) -> exp.Expression:
            if isinstance(n, exp.Column) and not n.table and n.name in parts:
                return exp.Paren(this=sqlglot.parse_one(parts[n.name], read="duckdb"))
            return n

        return tree.transform(swap).sql("duckdb")
    if isinstance(node, Cumulative):
        return node_sql(node.node, leaf_sql, counter)
    msg = node.reason if isinstance(node, Unsupported) else "unsupported metric"
    raise BuildError(msg)


def period_sql(col: str, period: Period) -> str:
    """A half-open range condition on a time column."""
    parts = []
    if period.start is not None:
        parts.append(f"{col} >= {lit(period.start.isoformat())}")
    if period.end is not None:
        parts.append(f"{col} < {lit(period.end.isoformat())}")
    return " AND ".join(parts) or "TRUE"


def filter_sql(col: str, flt: Filter) -> str:
    """dimension = value / IN (...) / NOT IN (...), values as escaped literals; or a numeric comparison."""
    if flt.op is not None:
        number = float(flt.values[0])
        shown = str(int(number)) if number.is_integer() else repr(number)
        return f"{col} {flt.op} {shown}"
    if flt.values == ("true",):
        return f"{col} = TRUE" if not flt.negate else f"NOT {col}"
    vals = ", ".join(lit(v) for v in flt.values)
    if len(flt.values) == 1:
        return f"{col} {'<>' if flt.negate else '='} {vals}"
    return f"{col} {'NOT IN' if flt.negate else 'IN'} ({vals})"


def measure_nodes(catalog: Catalog, m: Measure) -> Node:
    """The node tree of a measure (a quantity, or a distinct count of an entity)."""
    if m.quantity is not None:
        return m.quantity.node
    model = catalog.model_of_entity(m.entity or "")
    if model is None:
        msg = f"I don't know how to count '{m.entity}'"
        raise BuildError(msg)
    return Leaf(model.name, "count_distinct", model.entities[m.entity or ""][1], (), None, model.default_time)


__all__ = [
    "BuildError",
    "Built",
    "Column",
    "Intent",
    "SqlBuilder",
    "filter_sql",
    "lit",
    "period_sql",
    "safe_name",
]
