"""MetricFlow filter templates: find and substitute ``{{ Dimension('...') }}``-style references.

A filter such as ``{{ Dimension('order_id__is_food_order') }} = true`` mixes SQL with Jinja calls.
The calls are read with Python's ``ast`` (never evaluated): ``Dimension(name, entity_path=[...])``
(optionally ``.grain('month')``), ``TimeDimension(name, 'month')``, ``Entity(name)`` and
``Metric(name, group_by=[...])``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

RefKind = Literal["dimension", "time_dimension", "entity", "metric"]

_TEMPLATE = re.compile(r"\{\{\s*(.*?)\s*\}\}", re.DOTALL)
_KINDS: dict[str, RefKind] = {
    "Dimension": "dimension",
    "TimeDimension": "time_dimension",
    "Entity": "entity",
    "Metric": "metric",
}


@dataclass(frozen=True)
class FilterRef:
    """One ``{{ ... }}`` reference inside a filter template."""

    kind: RefKind
    name: str
    """As written, e.g. ``order_id__is_food_order`` or ``metric_time``."""
    granularity: str | None = None
    entity_path: tuple[str, ...] = ()
    group_by: tuple[str, ...] = ()
    start: int = 0
    """Offset of ``{{`` in the template."""
    end: int = 0
    """Offset just after ``}}``."""


class FilterSyntaxError(ValueError):
    """A ``{{ ... }}`` block is not one of the supported reference calls."""


def join_filters(filters: list[str]) -> str | None:
    """Combine several filters (MetricFlow ANDs a list of them) into one template."""
    parts = [f.strip() for f in filters if f and f.strip()]
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    return " AND ".join(f"({p})" for p in parts)


def parse_filter(template: str) -> tuple[FilterRef, ...]:
    """Every reference in ``template``, in order.

    Raises:
        FilterSyntaxError: A ``{{ ... }}`` block is not a supported call.
    """
    return tuple(_parse_block(m.group(1), m.start(), m.end()) for m in _TEMPLATE.finditer(template))


def render_filter(template: str, replace: Callable[[FilterRef], str]) -> str:
    """Substitute each reference in ``template`` with ``replace(ref)`` (e.g. a qualified column)."""
    out: list[str] = []
    pos = 0
    for ref in parse_filter(template):
        out.append(template[pos : ref.start])
        out.append(replace(ref))
        pos = ref.end
    out.append(template[pos:])
    return "".join(out)


def _parse_block(source: str, start: int, end: int) -> FilterRef:
    try:
        node = ast.parse(source, mode="eval").body
    except SyntaxError as exc:
        msg = f"cannot read '{{{{ {source} }}}}' in a filter: {exc.msg}"
        raise FilterSyntaxError(msg) from exc
    grain: str | None = None
    # Dimension('x').grain('month') / .date_part(...) chains
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("grain", "date_part")
    ):
        if node.func.attr == "grain":
            grain = _string(node.args[0], source) if node.args else None
        node = node.func.value
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _KINDS):
        msg = (
            f"'{{{{ {source} }}}}' is not a filter reference; use Dimension('entity__name'), "
            "TimeDimension('metric_time', 'month'), Entity('name') or Metric('name', group_by=['entity'])"
        )
        raise FilterSyntaxError(msg)
    kind = _KINDS[node.func.id]
    if not node.args:
        msg = f"'{{{{ {source} }}}}' needs a name as its first argument"
        raise FilterSyntaxError(msg)
    name = _string(node.args[0], source)
    keywords = {kw.arg: kw.value for kw in node.keywords if kw.arg}
    if kind == "time_dimension":
        if len(node.args) > 1:
            grain = _string(node.args[1], source)
        elif "time_granularity_name" in keywords:
            grain = _string(keywords["time_granularity_name"], source)
    entity_path = _strings(keywords["entity_path"], source) if "entity_path" in keywords else ()
    group_by = _strings(keywords["group_by"], source) if "group_by" in keywords else ()
    return FilterRef(kind, name, grain, entity_path, group_by, start, end)


def _string(node: ast.expr, source: str) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    msg = f"'{{{{ {source} }}}}': arguments must be quoted strings"
    raise FilterSyntaxError(msg)


def _strings(node: ast.expr, source: str) -> tuple[str, ...]:
    if isinstance(node, ast.List | ast.Tuple):
        return tuple(_string(item, source) for item in node.elts)
    return (_string(node, source),)
