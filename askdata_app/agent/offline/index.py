"""What the planner learns from the data once: categorical values, numeric columns, shared names, dates."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from askdata_app.agent.offline.catalog import Catalog, Dim, Model
from askdata_app.agent.offline.ranking import ranked_quantities
from askdata_app.agent.offline.sqlbuild import SqlBuilder
from askdata_app.agent.offline.text import norm_tokens

VALUE_CAP = 2000
"""Categorical dimensions with more distinct values than this are not indexed for filter matching."""

Query = Callable[[str], list[tuple[Any, ...]]]


@dataclass
class DataIndex:
    """Facts read from the data with a few small read-only queries (DuckDB SQL; ``query`` transpiles)."""

    catalog: Catalog
    sb: SqlBuilder
    query: Query | None = None
    values: dict[Dim, list[str]] = field(default_factory=dict)
    """Distinct values of each categorical dimension with at most ``VALUE_CAP`` of them."""
    numeric_dims: set[Dim] = field(default_factory=set)
    """Categorical dimensions whose values are numbers (for "over $50")."""
    non_unique: set[Dim] = field(default_factory=set)
    """Display names shared by several members (customers with the same name)."""
    dates: tuple[date, date] | None = None
    """The date range of the main quantity's model."""
    described: dict[Dim, dict[str, str]] = field(default_factory=dict)
    """Members' descriptions by display name ("vanilla ice" -> "iced coffee with ..."), for nicknames."""
    opened: dict[str, date] = field(default_factory=dict)
    """Members' opening days by display name ("Chicago" -> 2018-04-29), for "Chicago's first 30 days"."""
    opening: tuple[str, str, str, str] | None = None
    """Where ``opened`` came from: the table, its alias, the member's name and its opening, qualified."""
    columns: dict[str, list[str]] = field(default_factory=dict)
    """The database's tables and their columns (for questions naming them: "max ordered_at in orders")."""

    def load(self) -> None:
        """Run the queries (nothing happens without ``query``). A query that fails is skipped."""
        if self.query is None:
            return
        self.values = self.index_values()
        self.non_unique = self.non_unique_names()
        self.dates = self.date_range()
        self.described = self.descriptions()
        self.opened = self.opening_days()
        self.columns = self.table_columns()

    @property
    def anchor(self) -> date:
        """The latest date in the data: "today" for relative ranges (today's date when unknown)."""
        return self.dates[1] if self.dates else date.today()

    def index_values(self) -> dict[Dim, list[str]]:
        """Distinct values of the categorical dimensions (and which ones hold numbers)."""
        assert self.query is not None
        out: dict[Dim, list[str]] = {}
        for dim in self.catalog.dims:
            if dim.kind != "categorical" or dim.name.startswith(("is_", "has_")):
                continue
            model = self.catalog.models[dim.model]
            expr = self.sb.qualify(dim.expr, model.name)
            sql = f"SELECT DISTINCT {expr} FROM {model.table} AS {model.name} LIMIT {VALUE_CAP + 1}"
            try:
                rows = self.query(sql)
            except Exception:
                continue
            if rows and all(
                isinstance(r[0], int | float | Decimal) and not isinstance(r[0], bool) for r in rows
            ):
                self.numeric_dims.add(dim)
            vals = [r[0] for r in rows if isinstance(r[0], str) and r[0].strip()]
            if len(rows) <= VALUE_CAP and vals:
                out[dim] = vals
        return out

    def non_unique_names(self) -> set[Dim]:
        """Entity display names that several members share (so results group by the key too)."""
        out: set[Dim] = set()
        if self.query is None:
            return out
        for model in self.catalog.models.values():
            entity = model.primary_entity
            shown = self.catalog.entity_dim(entity) if entity else None
            if entity is None or shown is None or shown.model != model.name or shown.name == entity:
                continue
            name = self.sb.qualify(shown.expr, model.name)
            key = self.sb.qualify(model.entities[entity][1], model.name)
            sql = f"SELECT COUNT(DISTINCT {name}), COUNT(DISTINCT {key}) FROM {model.table} AS {model.name}"
            try:
                rows = self.query(sql)
            except Exception:
                continue
            if rows and rows[0][0] != rows[0][1] and not self._one_per_parent(model, name):
                out.add(shown)
        return out

    def _one_per_parent(self, model: Model, name: str) -> bool:
        """Whether a repeated display name is one member listed once for each row it belongs to (a supply
        named once per product that uses it: one row per supply and product), not several members."""
        assert self.query is not None
        for kind, expr in model.entities.values():
            if kind != "foreign":
                continue
            fk = self.sb.qualify(expr, model.name)
            sql = f"SELECT COUNT(DISTINCT ({name}, {fk})), COUNT(*) FROM {model.table} AS {model.name}"
            try:
                rows = self.query(sql)
            except Exception:
                continue
            if rows and rows[0][0] == rows[0][1]:
                return True
        return False

    def descriptions(self) -> dict[Dim, dict[str, str]]:
        """Each entity's display name next to its description dimension (same model, few members)."""
        out: dict[Dim, dict[str, str]] = {}
        if self.query is None:
            return out
        for model in self.catalog.models.values():
            entity = model.primary_entity
            shown = self.catalog.entity_dim(entity) if entity else None
            if shown is None or shown.model != model.name or shown not in self.values:
                continue
            if shown in self.non_unique or len(self.values[shown]) > 50:
                continue
            for dim in self.catalog.dims_of(model.name):
                words = norm_tokens(f"{dim.name} {dim.label}")
                if dim.kind != "categorical" or "description" not in words:
                    continue
                name = self.sb.qualify(shown.expr, model.name)
                text = self.sb.qualify(dim.expr, model.name)
                try:
                    rows = self.query(f"SELECT DISTINCT {name}, {text} FROM {model.table} AS {model.name}")
                except Exception:
                    continue
                pairs = {r[0]: r[1] for r in rows if isinstance(r[0], str) and isinstance(r[1], str)}
                if len(pairs) == len(rows):
                    out[shown] = pairs
                break
        return out

    def opening_days(self) -> dict[str, date]:
        """Each member's opening day, for entities (at most 500 members) with a time dimension named for
        opening ("opened_at", "open_date", "launched_at")."""
        out: dict[str, date] = {}
        if self.query is None:
            return out
        for model in self.catalog.models.values():
            entity = model.primary_entity
            shown = self.catalog.entity_dim(entity) if entity else None
            if shown is None or shown.model != model.name or shown in self.non_unique:
                continue
            for dim in self.catalog.dims_of(model.name):
                words = norm_tokens(dim.name.replace("_", " "))
                if dim.kind != "time" or not {"opened", "open", "opening", "launched", "launch"} & set(words):
                    continue
                name = self.sb.qualify(shown.expr, model.name)
                when = self.sb.qualify(dim.expr, model.name)
                sql = f"SELECT {name}, MIN({when}) FROM {model.table} AS {model.name} GROUP BY 1 LIMIT 501"
                try:
                    rows = self.query(sql)
                except Exception:
                    continue
                if len(rows) > 500:
                    break
                self.opening = (model.table, model.name, name, when)
                for member, day in rows:
                    if isinstance(member, str) and isinstance(day, date):
                        out[member] = day.date() if isinstance(day, datetime) else day
                break
        return out

    def table_columns(self) -> dict[str, list[str]]:
        """The tables of the database (outside the system schemas) and their columns, in order."""
        if self.query is None:
            return {}
        try:
            rows = self.query(
                "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema NOT IN"
                " ('information_schema', 'pg_catalog', 'mysql', 'performance_schema', 'sys')"
                " ORDER BY table_name, ordinal_position"
            )
        except Exception:
            return {}
        tables: dict[str, list[str]] = {}
        for table, column in rows:
            tables.setdefault(str(table), []).append(str(column))
        return tables

    def date_range(self) -> tuple[date, date] | None:
        """The date range of the main quantity's model (the most central quantity first)."""
        if self.query is None:
            return None
        for q in ranked_quantities(self.catalog):
            for leaf in q.leaves():
                dim = self.catalog.find_dim(leaf.time_dim, near=leaf.model) if leaf.time_dim else None
                if dim is None or dim.model != leaf.model:
                    continue
                model = self.catalog.models[dim.model]
                expr = self.sb.qualify(dim.expr, model.name)
                try:
                    rows = self.query(f"SELECT MIN({expr}), MAX({expr}) FROM {model.table} AS {model.name}")
                except Exception:
                    continue
                lo, hi = rows[0] if rows else (None, None)
                if isinstance(lo, date) and isinstance(hi, date):
                    lo = lo.date() if isinstance(lo, datetime) else lo
                    hi = hi.date() if isinstance(hi, datetime) else hi
                    return lo, hi
        return None
