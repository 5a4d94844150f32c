"""The planner's building blocks: models, dimensions, and quantities as trees of aggregations."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from askdata_app.agent.offline.text import norm_tokens

_MONEY_WORDS = {
    "revenue",
    "sale",
    "total",
    "cost",
    "spend",
    "price",
    "profit",
    "tax",
    "amount",
    "paid",
    "income",
}
_MONEY_WORDS |= {"margin", "subtotal", "value", "spent", "dollar", "usd"}
PRIMARY_KINDS = {"primary", "unique", "natural"}


@dataclass(frozen=True)
class Model:
    """One semantic model: a table with entities (join keys)."""

    name: str
    table: str
    entities: dict[str, tuple[str, str]]
    """entity name -> (type, SQL expression)."""
    default_time: str | None
    label: str
    synonyms: tuple[str, ...]

    @property
    def primary_entity(self) -> str | None:
        for name, (kind, _) in self.entities.items():
            if kind == "primary":
                return name
        for name, (kind, _) in self.entities.items():
            if kind in PRIMARY_KINDS:
                return name
        return None


@dataclass(frozen=True)
class Dim:
    """A dimension of a model."""

    name: str
    model: str
    expr: str
    kind: str
    """"categorical" or "time"."""
    label: str
    description: str
    synonyms: tuple[str, ...]
    granularity: str | None = None


@dataclass(frozen=True)
class Leaf:
    """An aggregation of one model's rows, optionally filtered."""

    model: str
    agg: str
    expr: str
    filters: tuple[str, ...] = ()
    percentile: float | None = None
    time_dim: str | None = None


@dataclass(frozen=True)
class Ratio:
    """numerator / denominator."""

    num: Node
    den: Node
    text: str = ""
    """How to say it: "revenue / order_count"."""


@dataclass(frozen=True)
class Derived:
    """An expression over other quantities, referenced by alias."""

    expr: str
    inputs: tuple[tuple[str, Node], ...]


@dataclass(frozen=True)
class Cumulative:
    """A running total of a quantity over time."""

    node: Node


@dataclass(frozen=True)
class Unsupported:
    """A metric the offline planner cannot compute (e.g. an input with an offset window)."""

    reason: str


Node = Leaf | Ratio | Derived | Cumulative | Unsupported


@dataclass(frozen=True)
class Quantity:
    """Something to measure: a metric, or a measure not shadowed by a metric of the same name."""

    name: str
    label: str
    description: str
    synonyms: tuple[str, ...]
    node: Node
    is_metric: bool
    money: bool
    percent: bool
    """A fraction (0..1) of like things (returning / all customers, profit / revenue): shown as a %."""
    currency: str | None = None
    """The ISO currency its semantic model names (``config.meta.currency``), if any."""

    def leaves(self) -> list[Leaf]:
        """Every leaf aggregation under this quantity."""
        return list(iter_leaves(self.node))


def iter_leaves(node: Node) -> Iterable[Leaf]:
    """Walk a node tree and yield its leaves."""
    if isinstance(node, Leaf):
        yield node
    elif isinstance(node, Ratio):
        yield from iter_leaves(node.num)
        yield from iter_leaves(node.den)
    elif isinstance(node, Derived):
        for _, child in node.inputs:
            yield from iter_leaves(child)
    elif isinstance(node, Cumulative):
        yield from iter_leaves(node.node)


def add_filters(node: Node, extra: tuple[str, ...]) -> Node:
    if isinstance(node, Leaf):
        return Leaf(node.model, node.agg, node.expr, node.filters + extra, node.percentile, node.time_dim)
    if isinstance(node, Ratio):
        return Ratio(add_filters(node.num, extra), add_filters(node.den, extra), node.text)
    if isinstance(node, Derived):
        return Derived(node.expr, tuple((a, add_filters(n, extra)) for a, n in node.inputs))
    if isinstance(node, Cumulative):
        return Cumulative(add_filters(node.node, extra))
    return node


def is_money(node: Node) -> bool:
    if isinstance(node, Leaf):
        if node.agg in {"count", "count_distinct", "sum_boolean"}:
            return False
        return bool(set(norm_tokens(node.expr)) & _MONEY_WORDS)
    if isinstance(node, Ratio):
        return is_money(node.num) and not is_money(node.den)
    if isinstance(node, Derived):
        return bool(node.inputs) and all(is_money(n) for _, n in node.inputs)
    if isinstance(node, Cumulative):
        return is_money(node.node)
    return False


def _same_measure(a: Node, b: Node) -> bool:
    return (
        isinstance(a, Leaf) and isinstance(b, Leaf) and (a.model, a.agg, a.expr) == (b.model, b.agg, b.expr)
    )


def is_fraction(node: Node) -> bool:
    """A ratio of like things: money over money, or a filtered part of the same measure over the whole."""
    if isinstance(node, Ratio):
        return (is_money(node.num) and is_money(node.den)) or _same_measure(node.num, node.den)
    if isinstance(node, Derived):
        import sqlglot
        from sqlglot import exp

        tree = sqlglot.parse_one(node.expr, read="duckdb")
        while isinstance(tree, exp.Paren):
            tree = tree.this
        if not isinstance(tree, exp.Div):
            return False
        inputs = dict(node.inputs)
        left, right = tree.this, tree.expression
        if isinstance(left, exp.Column) and isinstance(right, exp.Column):
            num, den = inputs.get(left.name), inputs.get(right.name)
            if num is not None and den is not None:
                return is_fraction(Ratio(num, den))
    return False
