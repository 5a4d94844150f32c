"""When a SQL plan is exactly a metric query: its shape, and the ``query_metrics`` request it maps to.

The planner records a :class:`MetricShape` on a plan only for shapes this module can vouch for: one or
more simple or ratio metrics of the semantic model, as defined (no other aggregation, tax or share), by at
most one time grain and categorical dimensions, with an optional period and equality filters, ordered by
result columns, optionally cut to the top N. The plan's SQL is checked too: one SELECT, no CTE, window,
subquery, HAVING or DISTINCT, and no WHERE condition besides the period and the filters. Anything else
keeps ``run_sql``. :func:`metric_request` then names the dimensions the way MetricFlow does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.catalog import Catalog, Dim, Leaf, Ratio
from askdata_app.agent.offline.intent import Intent
from askdata_app.semantic.request import MetricRequest

GRAINS = ("day", "week", "month", "quarter", "year")
_FLAGS = (
    "per", "per_grain", "per_distinct", "average", "agg", "share", "rate", "growth", "cumulative",
    "compare", "combine", "by_count", "hours", "day_kinds", "templates", "comparisons", "rank_within",
    "every", "endpoints", "distinct", "listing", "cumulative_reset", "growth_from", "share_of_subset",
    "runs_all_time", "date_span", "lag", "contents", "missing_year", "unknown", "ambiguous",
)  # fmt: skip
"""Intent parts that change the query beyond a plain metric request: any of them keeps run_sql."""


@dataclass(frozen=True)
class MetricShape:
    """A plan's query as metric-request parts, named by the planner's catalog."""

    metrics: tuple[str, ...]
    grain: str | None
    groups: tuple[tuple[str, str], ...]
    """(dimension name, primary entity of its model), in the result's column order."""
    filters: tuple[tuple[str, str, str], ...]
    """(dimension name, primary entity of its model, value): dimension = value."""
    start: date | None
    end: date | None
    """Exclusive."""
    columns: tuple[str, ...]
    """The plan's result columns: time, groups, then metrics."""
    order_by: tuple[tuple[str, bool], ...]
    """(plan column, descending)."""
    limit: int | None


def shape_of(
    catalog: Catalog, intent: Intent, columns: Sequence[tuple[str, str]], sql: str
) -> MetricShape | None:
    """The metric shape of a composed plan, or None when it is anything more.

    ``columns`` are the built result's (name, kind); ``sql`` is the plan's SQL (DuckDB).
    """
    if not intent.measures or any(getattr(intent, flag) for flag in _FLAGS) or len(intent.periods) > 1:
        return None
    if intent.grain is not None and intent.grain not in GRAINS:
        return None
    by_name = {q.name: q for q in catalog.quantities}
    metrics: list[str] = []
    models: set[str] = set()
    for m in intent.measures:
        q = m.quantity
        if q is None or m.entity or m.agg or m.day_kind or not q.is_metric or by_name.get(q.name) != q:
            return None
        leaves = _leaves(catalog, q.node)
        if leaves is None:
            return None
        models |= {leaf.model for leaf in leaves}
        metrics.append(q.name)
    defaults = {catalog.models[m].default_time for m in models if m in catalog.models}
    if intent.time_dim is not None and defaults != {intent.time_dim.name}:
        return None
    groups = [_dim_ref(catalog, g) for g in intent.groups]
    filters = []
    for f in intent.filters:
        ref = _dim_ref(catalog, f.dim)
        if ref is None or f.negate or f.op is not None or len(f.values) != 1:
            return None
        filters.append((*ref, f.values[0]))
    if any(g is None for g in groups):
        return None
    kinds = [k for _n, k in columns]
    want = ["time"] * (intent.grain is not None) + ["group"] * len(groups) + ["measure"] * len(metrics)
    names = tuple(n for n, _k in columns)
    if kinds != want or list(names[len(names) - len(metrics) :]) != metrics:
        return None
    period = intent.periods[0] if intent.periods else None
    start, end = (period.start, period.end) if period is not None else (None, None)
    if intent.grain is not None and not (_aligned(start, intent.grain) and _aligned(end, intent.grain)):
        return None  # MetricFlow would widen the period to whole buckets
    checked = _checked_sql(sql, names, (start is not None) + (end is not None) + len(filters))
    if checked is None:
        return None
    order_by, limit = checked
    return MetricShape(
        tuple(metrics),
        intent.grain,
        tuple(g for g in groups if g is not None),
        tuple(filters),
        start,
        end,
        names,
        order_by,
        limit,
    )


def metric_request(
    shape: MetricShape, dimensions: Callable[[str], Sequence[str]]
) -> tuple[MetricRequest, tuple[str, ...]] | None:
    """The request for a shape and the request's names of the plan's columns (in their order), or None
    when a dimension has no single MetricFlow name for every metric. ``dimensions(metric)`` lists a
    metric's group-by names (``SemanticEngine.dimensions``)."""
    paths: dict[tuple[str, str], str] = {}
    for ref in {*shape.groups, *((d, e) for d, e, _v in shape.filters)}:
        found = {_path(dimensions(m), *ref) for m in shape.metrics}
        if len(found) != 1 or None in found:
            return None
        paths[ref] = str(found.pop())
    time = [f"metric_time__{shape.grain}"] if shape.grain else []
    group_by = [*time, *(paths[g] for g in shape.groups)]
    names = (*group_by, *shape.metrics)
    rename = dict(zip(shape.columns, names, strict=True))
    where = [
        f"{_dimension(paths[(d, e)])} = '{v.replace(chr(39), chr(39) * 2)}'" for d, e, v in shape.filters
    ]
    request = MetricRequest(
        metrics=shape.metrics,
        group_by=tuple(group_by),
        where=tuple(where),
        order_by=tuple(("-" if desc else "") + rename[c] for c, desc in shape.order_by),
        limit=shape.limit,
        start=shape.start.isoformat() if shape.start else None,
        end=(shape.end - timedelta(days=1)).isoformat() if shape.end else None,
    )
    return request, names


def request_args(request: MetricRequest) -> dict[str, Any]:
    """A request as ``query_metrics`` arguments (empty parts left out)."""
    args: dict[str, Any] = {"metrics": list(request.metrics)}
    for key in ("group_by", "where", "order_by"):
        if getattr(request, key):
            args[key] = list(getattr(request, key))
    for key in ("limit", "start", "end"):
        if getattr(request, key) is not None:
            args[key] = getattr(request, key)
    return args


def _leaves(catalog: Catalog, node: Any) -> list[Leaf] | None:
    """A simple metric's leaf, or a ratio's two, all of one model; None for anything else."""
    if isinstance(node, Leaf):
        leaves = [node]
    elif isinstance(node, Ratio) and isinstance(node.num, Leaf) and isinstance(node.den, Leaf):
        leaves = [node.num, node.den]
    else:
        return None
    if len({leaf.model for leaf in leaves}) != 1 or leaves[0].model not in catalog.models:
        return None
    default = catalog.models[leaves[0].model].default_time
    if any(leaf.time_dim not in (None, default) for leaf in leaves):
        return None
    return leaves


def _dim_ref(catalog: Catalog, dim: Dim) -> tuple[str, str] | None:
    model = catalog.models.get(dim.model)
    if dim.kind != "categorical" or model is None or dim.name in model.entities:
        return None
    primary = [name for name, (kind, _expr) in model.entities.items() if kind == "primary"]
    return (dim.name, primary[0]) if len(primary) == 1 else None


def _path(names: Sequence[str], dim: str, entity: str) -> str | None:
    """The shortest group-by name reaching ``dim`` through its model's primary entity (None if not one)."""
    found = [n for n in names if n.split("__")[-2:] == [entity, dim]]
    if not found:
        return None
    shortest = min(n.count("__") for n in found)
    best = [n for n in found if n.count("__") == shortest]
    return best[0] if len(best) == 1 else None


def _dimension(path: str) -> str:
    """A filter's Jinja reference: ``entity__dimension`` with the entities before it as its path."""
    parts = path.split("__")
    hops = ", ".join(f"'{p}'" for p in parts[:-2])
    via = f", entity_path=[{hops}]" if hops else ""
    return f"{{{{ Dimension('{parts[-2]}__{parts[-1]}'{via}) }}}}"


def _aligned(day: date | None, grain: str) -> bool:
    if day is None or grain == "day":
        return True
    if grain == "week":
        return day.weekday() == 0
    if grain == "month":
        return day.day == 1
    if grain == "quarter":
        return day.day == 1 and day.month in (1, 4, 7, 10)
    return day.day == 1 and day.month == 1


def _checked_sql(
    sql: str, columns: tuple[str, ...], conditions: int
) -> tuple[tuple[tuple[str, bool], ...], int | None] | None:
    """(ORDER BY as (column, descending), LIMIT) of a plain one-SELECT plan, or None for anything more."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or any(
        tree.args.get(k) for k in ("with", "having", "distinct", "qualify")
    ):
        return None
    if tree.find(exp.Window) or tree.find(exp.Subquery) or len(tree.expressions) != len(columns):
        return None
    where = tree.args.get("where")
    found = (
        len(list(where.this.flatten()))
        if where is not None and isinstance(where.this, exp.And)
        else int(where is not None)
    )
    if found != conditions:
        return None
    order: list[tuple[str, bool]] = []
    ordered = tree.args.get("order")
    for item in ordered.expressions if ordered is not None else []:
        if not isinstance(item.this, exp.Column) or item.this.table or item.this.name not in columns:
            return None
        order.append((item.this.name, bool(item.args.get("desc"))))
    limit = tree.args.get("limit")
    if tree.args.get("offset") is not None:
        return None
    if limit is None:
        return tuple(order), None
    value = limit.expression
    if not isinstance(value, exp.Literal) or not value.is_int:
        return None
    return tuple(order), int(value.name)
