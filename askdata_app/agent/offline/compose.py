"""Composing the SELECT for an intent: scopes per model, joins, filters, then shares, growth and ranking."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import timedelta

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
    iter_leaves,
)
from askdata_app.agent.offline.clock import day_kind_sql, hour_sql
from askdata_app.agent.offline.contains import companion_sql, contains_sql, reachable
from askdata_app.agent.offline.finish import finish
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.periods import Period, add_months
from askdata_app.agent.offline.sharebase import filter_key
from askdata_app.agent.offline.sqlbuild import (
    BuildError,
    Built,
    Column,
    SqlBuilder,
    filter_sql,
    lit,
    measure_nodes,
    node_sql,
    period_sql,
    safe_name,
)
from askdata_app.agent.offline.text import norm_tokens


@dataclass
class _Use:
    leaf: Leaf
    agg: str | None
    cond: str | None
    scope: int = 0
    alias: str = ""
    day_kind: str | None = None


class Composer:
    """Builds the SQL of an intent over one catalog."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.sb = SqlBuilder(catalog)

    def compose(self, intent: Intent) -> Built:
        """The SQL of ``intent``; raises ``BuildError`` with a plain reason when it cannot."""
        if not intent.measures:
            msg = "no measure"
            raise BuildError(msg)
        intent = self._widened_for_growth(intent)
        share_of_filter = self._share_of_subset(intent)
        intent.share_of_subset = share_of_filter
        nodes = [self._rebase(measure_nodes(self.catalog, m), intent) for m in intent.measures]
        per_groups: list[Dim] = [intent.per] if intent.per is not None else []
        # every leaf use, in walk order per measure
        uses: list[list[_Use]] = []
        for m, node in zip(intent.measures, nodes, strict=True):
            agg = self._agg(m, node, intent)
            row: list[_Use] = []
            for leaf in iter_leaves(node):
                row.append(_Use(leaf, agg if isinstance(node, Leaf) else None, None, day_kind=m.day_kind))
            uses.append(row)
        if share_of_filter:
            if len(uses) != 1 or len({u.leaf.model for u in uses[0]}) != 1:
                msg = "a share of a filtered subset works for one simple measure at a time"
                raise BuildError(msg)
            first = uses[0]
            cond = self._filters_cond(intent, first[0].leaf.model)
            uses[0] = [
                *[_Use(u.leaf, u.agg, cond, day_kind=u.day_kind) for u in first],
                *[_Use(u.leaf, u.agg, None, day_kind=u.day_kind) for u in first],
            ]
        flat = [u for row in uses for u in row]
        scopes: list[tuple[str, str | None]] = []
        for u in flat:
            key = (u.leaf.model, self._time_dim_name(u.leaf, intent))
            if key not in scopes:
                scopes.append(key)
            u.scope = scopes.index(key)
        for i, u in enumerate(flat):
            u.alias = f"v{i}"
        group_cols = self._group_columns(intent, per_groups)
        scope_sql = [
            self._scope_select(intent, model, [u for u in flat if u.scope == s], group_cols, share_of_filter)
            for s, (model, _) in enumerate(scopes)
        ]
        names = [
            safe_name(
                (m.quantity.name if m.quantity else f"{m.entity}_count")
                + (f"_{m.day_kind}" if m.day_kind else "")
            )
            for m in intent.measures
        ]
        if share_of_filter:
            names = [f"{n}_share" for n in names]
        if len(scopes) == 1:
            sql_by_use = {id(u): agg for u, agg in zip(flat, scope_sql[0][1], strict=True)}
            measure_sql = self._measure_sql(intent, nodes, uses, sql_by_use, share_of_filter)
            select = [f"{expr} AS {name}" for expr, name in scope_sql[0][0]]
            select += [f"{expr} AS {name}" for expr, name in zip(measure_sql, names, strict=True)]
            core = f"SELECT {', '.join(select)} {scope_sql[0][2]}"
        else:
            ctes = []
            for s, (cols, aggs, body) in enumerate(scope_sql):
                items = [f"{e} AS {n}" for e, n in cols] + [
                    f"{a} AS {u.alias}" for a, u in zip(aggs, [u for u in flat if u.scope == s], strict=True)
                ]
                ctes.append(f"s{s} AS (SELECT {', '.join(items)} {body})")
            sql_by_use = {id(u): f"s{u.scope}.{u.alias}" for u in flat}
            measure_sql = self._measure_sql(intent, nodes, uses, sql_by_use, share_of_filter)
            gnames = [n for _, n in group_cols]
            select = [
                f"COALESCE({', '.join(f's{s}.{n}' for s in range(len(scopes)))}) AS {n}" for n in gnames
            ]
            select += [f"{expr} AS {name}" for expr, name in zip(measure_sql, names, strict=True)]
            joins = "s0"
            for s in range(1, len(scopes)):
                on = " AND ".join(f"s0.{n} = s{s}.{n}" for n in gnames)
                joins += f" FULL OUTER JOIN s{s} ON {on}" if on else f" CROSS JOIN s{s}"
            core = f"WITH {', '.join(ctes)} SELECT {', '.join(select)} FROM {joins}"
        columns = [Column(n, "time" if n in _TIME_COLS else "group") for _, n in group_cols]
        columns += [Column(n, "share" if share_of_filter else "measure") for n in names]
        built = finish(intent, core, columns, per_groups, names)
        unjoined = unjoined_tables(built.sql)
        if unjoined:  # "share of customers with drinks": a condition on rows the measure's rows do not reach
            msg = f"{', '.join(unjoined)} cannot be related to what is measured here"
            raise BuildError(msg)
        return built

    # ---- pieces ------------------------------------------------------------------------------------

    def _widened_for_growth(self, intent: Intent) -> Intent:
        """ "monthly revenue growth in 2020": January's growth is against December 2019, so the rows are
        read from one bucket before the period and that bucket is dropped after the comparison; a running
        total of all time shown for a period is read from the first date, its rows kept from the period's."""
        runs = intent.cumulative and intent.runs_all_time and not intent.cumulative_reset and intent.grain
        if runs and len(intent.periods) == 1 and intent.periods[0].start is not None and not intent.growth:
            p = intent.periods[0]
            return replace(intent, periods=[Period(None, p.end, p.label)], growth_from=p.start)
        intent = self._widened_for_lag(intent)
        if not intent.growth or intent.grain not in {"day", "week", "month", "quarter", "year"}:
            return intent
        if len(intent.periods) != 1 or intent.endpoints or intent.cumulative:
            return intent
        p = intent.periods[0]
        if p.start is None:
            return intent
        steps = {"month": 1, "quarter": 3, "year": 12}
        if intent.grain in steps:
            earlier = add_months(p.start, -steps[intent.grain] * intent.growth_lag)
        else:
            earlier = p.start - timedelta(days=1 if intent.grain == "day" else 7)
        shown = intent.growth_from or p.start  # read earlier still for a lag column's sake: its start kept
        return replace(intent, periods=[Period(earlier, p.end, p.label)], growth_from=shown)

    @staticmethod
    def _widened_for_lag(intent: Intent) -> Intent:
        """ "orders per day in December with the previous day's count": the rows are read from a day before
        December (a day past it for the next day's), and only December's shown."""
        lag = intent.lag
        if lag is None or intent.grain not in {"day", "week", "month", "quarter", "year"}:
            return intent
        if len(intent.periods) != 1 or (intent.endpoints and intent.growth) or intent.cumulative:
            return intent  # "from 1 to 7 Dec" is a range still, its ends compared only for a growth
        p = intent.periods[0]
        months = {"month": 1, "quarter": 3, "year": 12}
        if p.start is not None and lag.count > 0:
            first = p.start - timedelta(days=p.start.weekday()) if intent.grain == "week" else p.start
            if lag.unit in months:
                earlier = add_months(first, -months[lag.unit] * lag.count)
            else:  # a week's figure before the first (whole) week shown
                earlier = first - timedelta(days=lag.count * (7 if lag.unit == "week" else 1))
            return replace(intent, periods=[Period(earlier, p.end, p.label)], growth_from=p.start)
        if p.end is not None and lag.count < 0:
            last = p.end + timedelta(days=(7 - p.end.weekday()) % 7) if intent.grain == "week" else p.end
            if lag.unit in months:
                later = add_months(last, -months[lag.unit] * lag.count)
            else:
                later = last - timedelta(days=lag.count * (7 if lag.unit == "week" else 1))
            return replace(intent, periods=[Period(p.start, later, p.label)], lag_until=p.end)
        return intent

    def _share_of_subset(self, intent: Intent) -> bool:
        """Whether a share is of a subset of the measured rows ("share of orders placed before 10am"):
        the rows that meet the question's conditions over all of them, in each group when there are groups
        ("for each store, the share of its orders with food") and the conditions are not on a grouped
        dimension (then the share is each group's part of the total: "share of revenue by store")."""
        if not intent.share:
            return False
        clock = intent.hours is not None or len(intent.day_kinds) == 1
        if not intent.groups:
            based = {filter_key(f) for f in intent.filters} <= set(intent.share_base)
            if intent.grain and intent.filters and based and not clock:
                return False  # "what share of Chicago's 2020 orders came in each month": each month's part
            return bool(intent.filters) or clock
        grouped = {(d.model, d.name) for d in intent.groups}
        own = [f for f in intent.filters if (f.dim.model, f.dim.name) not in grouped]
        if len(own) != len(intent.filters) or not (own or clock):
            return False
        models = {d.model for d in intent.groups}
        # a flag ("orders with food"), or a value of another model than the grouped one's ("what share of each
        # store's revenue came from jaffles"); a value of the grouped model's own ("jaffle share by product")
        # narrows the groups instead
        return all(
            f.dim.kind == "categorical" and (f.values == ("true",) or f.dim.model not in models) for f in own
        )

    def _agg(self, m: Measure, node: Node, intent: Intent) -> str | None:
        if not isinstance(node, Leaf):
            return None
        if m.agg in {"median", "max", "min"} and (intent.per is not None or intent.per_grain):
            return None  # "median items per order": each order's own count, the median taken over them
        if m.agg:
            return m.agg
        if intent.average and intent.per is None and intent.per_grain is None:
            if node.agg in {"count", "count_distinct", "sum_boolean"} or node.expr.strip() == "1":
                msg = "average of a count needs a 'per' (per day, per customer ...)"
                raise BuildError(msg)
            return "average" if node.agg == "sum" else None
        return None

    def _rebase(self, node: Node, intent: Intent) -> Node:
        """Count customers by location: count distinct customer ids where the location is reachable; a sum
        that cannot reach a needed dimension is summed from the rows that make it up (see ``_finer``)."""
        if isinstance(node, Derived):
            inputs = tuple((alias, self._rebase(n, intent)) for alias, n in node.inputs)
            return Derived(node.expr, inputs) if inputs != node.inputs else node
        if isinstance(node, Ratio):
            num, den = self._rebase(node.num, intent), self._rebase(node.den, intent)
            return Ratio(num, den, node.text) if (num, den) != (node.num, node.den) else node
        if isinstance(node, Leaf) and node.agg == "sum" and not node.filters:
            node = self._finer(node, intent)
        if isinstance(node, Leaf) and node.agg != "count_distinct":
            return self._timed(node, intent)
        if not isinstance(node, Leaf) or node.agg != "count_distinct":
            return node
        needed = self._needed_dims(intent)
        reach = self.catalog.join_paths(node.model)
        if all(d.model in reach for d in needed):
            return node
        model = self.catalog.models[node.model]
        entity = next((e for e, (_, ex) in model.entities.items() if ex == node.expr), None)
        if entity is None:
            return node
        for other in self.catalog.models.values():
            if other.name == node.model or entity not in other.entities:
                continue
            if all(d.model in self.catalog.join_paths(other.name) for d in needed):
                return Leaf(
                    other.name,
                    "count_distinct",
                    other.entities[entity][1],
                    node.filters,
                    None,
                    other.default_time,
                )
        return node

    def _finer(self, leaf: Leaf, intent: Intent) -> Node:
        """ "gross profit by product": an order's cost cannot reach the products, but the layer sums the
        same cost over the order's items (a sum on a model that references this one, whose words are all
        in the words the layer says about this sum: "supply cost of items" for "the supply cost of each
        order's items"); that sum is used where it reaches what the question needs."""
        needed = self._needed_dims(intent)
        if all(d.model in self.catalog.join_paths(leaf.model) for d in needed):
            return leaf
        mine = next((q for q in self.catalog.quantities if q.node == leaf), None)
        if mine is None:
            return leaf
        said = set(norm_tokens(f"{mine.name} {mine.label} {mine.description} {' '.join(mine.synonyms)}"))
        for q in self.catalog.quantities:
            other = q.node
            if (
                not isinstance(other, Leaf)
                or other.agg != "sum"
                or other.filters
                or other.model == leaf.model
            ):
                continue
            if leaf.model not in self.catalog.join_paths(other.model):
                continue  # only rows that make this one up: a model that references it
            if not all(d.model in self.catalog.join_paths(other.model) for d in needed):
                continue
            words = set(norm_tokens(q.label)) - _STOP
            if words and words <= said:
                return other
        return leaf

    def _timed(self, leaf: Leaf, intent: Intent) -> Leaf:
        """ "average menu price in 2020": a model without time (the menu) read through the rows that refer to
        it and keep the same column with a time (the items sold, with their price): the layer has a measure
        of that column there."""
        timed = bool(intent.periods or intent.grain or intent.hours is not None or intent.day_kinds)
        if not timed or leaf.time_dim or self.catalog.models[leaf.model].default_time:
            return leaf
        for q in self.catalog.quantities:
            other = q.node
            if not isinstance(other, Leaf) or other.model == leaf.model or other.expr != leaf.expr:
                continue
            model = self.catalog.models[other.model]
            if model.default_time and leaf.model in self.catalog.join_paths(other.model):
                return Leaf(
                    other.model, leaf.agg, leaf.expr, leaf.filters, leaf.percentile, model.default_time
                )
        return leaf

    def _needed_dims(self, intent: Intent) -> list[Dim]:
        dims = [*intent.groups, *(f.dim for f in intent.filters)]
        if intent.per is not None:
            dims.append(intent.per)
        if intent.time_dim is not None and (intent.grain or intent.periods or intent.per_grain):
            dims.append(intent.time_dim)
        return dims

    def _time_dim_name(self, leaf: Leaf, intent: Intent) -> str | None:
        if intent.time_dim is not None:
            return intent.time_dim.name
        return leaf.time_dim

    def _time_dim(self, model: str, intent: Intent) -> Dim | None:
        if intent.time_dim is not None:
            return intent.time_dim
        name = self.catalog.models[model].default_time
        leaf_time = name
        return self.catalog.find_dim(leaf_time, near=model) if leaf_time else None

    def _group_columns(self, intent: Intent, per_groups: list[Dim]) -> list[tuple[str, str]]:
        """(placeholder, name) of the group columns; expressions are made per scope."""
        cols: list[tuple[str, str]] = []
        for grain in (intent.grain, intent.per_grain):
            if grain:
                names = ["weekday_number", "weekday"] if grain == "weekday" else [grain]
                cols += [("time", n) for n in names]
        if _days_of_years(intent):
            cols.append(("time", "day"))
        if intent.periods and len(intent.periods) > 1 and not intent.grain and not _periods_combined(intent):
            cols.append(("periods", "period"))
            if _periods_by_year(intent):
                cols.append(("periods", "period_year"))
        for d in [*intent.groups, *per_groups]:
            cols.append((f"dim:{id(d)}", safe_name(d.name)))
        return cols

    def _scope_select(
        self,
        intent: Intent,
        model: str,
        uses: list[_Use],
        group_cols: list[tuple[str, str]],
        share_of_filter: bool,
    ) -> tuple[list[tuple[str, str]], list[str], str]:
        """(group exprs, leaf aggregate SQLs, FROM ... GROUP BY ...) of one model's scope."""
        needed: list[Dim] = []
        time_dim = None
        leaf0 = uses[0].leaf
        if intent.time_dim is not None:
            time_dim = intent.time_dim
        elif leaf0.time_dim:
            time_dim = self.catalog.find_dim(leaf0.time_dim, near=model)
        exprs: list[tuple[str, str]] = []
        grains = [g for g in (intent.grain, intent.per_grain) if g]
        for g in grains:
            if time_dim is None:
                msg = f"'{model}' has no time dimension to group by {g}"
                raise BuildError(msg)
            needed.append(time_dim)
            exprs += self.sb.grain_sql(time_dim, g)
        if _days_of_years(intent) and time_dim is not None:
            exprs += self.sb.grain_sql(time_dim, "day")  # "orders on black friday each year": its date too
        several = len(intent.periods) > 1 and not intent.grain and not _periods_combined(intent)
        if intent.periods and several and time_dim is not None:
            col = self.sb.dim_sql(time_dim)
            if all(re.fullmatch(r"\d{4}", p.label) for p in intent.periods):
                exprs.append((f"YEAR({col})", "period"))
            else:
                whens = " ".join(f"WHEN {period_sql(col, p)} THEN {lit(p.label)}" for p in intent.periods)
                exprs.append((f"CASE {whens} END", "period"))
                if _periods_by_year(intent):  # "summer 2020, compare with summer 2019": each one's year too
                    exprs.append((f"YEAR({col})", "period_year"))
        for d in [*intent.groups, *([intent.per] if intent.per is not None else [])]:
            needed.append(d)
            exprs.append((self.sb.dim_sql(d), safe_name(d.name)))
        where: list[str] = []
        if intent.periods:
            if time_dim is None:
                msg = f"'{model}' has no time dimension for a date range"
                raise BuildError(msg)
            needed.append(time_dim)
            col = self.sb.dim_sql(time_dim)
            conds = [period_sql(col, p) for p in intent.periods]
            where.append(conds[0] if len(conds) == 1 else "(" + " OR ".join(f"({c})" for c in conds) + ")")
        base = intent.share_base if share_of_filter else ()
        if intent.hours is not None or len(intent.day_kinds) == 1 or any(u.day_kind for u in uses):
            if time_dim is None:
                msg = f"'{model}' has no time to take a time of day or a kind of day from"
                raise BuildError(msg)
            needed.append(time_dim)
            col = self.sb.dim_sql(time_dim)
            if intent.hours is not None and (not share_of_filter or "hours" in base):
                where.append(hour_sql(col, intent.hours))
            if len(intent.day_kinds) == 1 and (not share_of_filter or "day_kind" in base):
                where.append(day_kind_sql(col, intent.day_kinds[0]))
        for f in intent.filters:
            whole = self._per_member_cond(intent, model, f)
            if whole is not None and (not share_of_filter or filter_key(f) in base):
                where.append(whole)  # "items per order for orders that include X": those orders' items
            elif not share_of_filter or filter_key(f) in base:
                where.append(self._filter_cond(model, f, needed, intent.each_value))
            elif reachable(self.catalog, model, f):
                needed.append(f.dim)
        for f in intent.companions:
            sql = companion_sql(self.catalog, model, f)
            if sql is None:
                msg = (
                    f"{self.catalog.models[model].label} cannot be related to what else was bought with them"
                )
                raise BuildError(msg)
            where.append(sql)
        filter_sets = {u.leaf.filters for u in uses}
        shared = filter_sets.pop() if len(filter_sets) == 1 else ()
        for text in intent.templates:
            sql, dims = self.sb.template(text, model, leaf0.time_dim)
            needed += dims
            where.append(sql)
        aggs: list[str] = []
        for u in uses:
            conds = [c for c in [u.cond] if c]
            if u.day_kind and time_dim is not None:
                conds.append(day_kind_sql(self.sb.dim_sql(time_dim), u.day_kind))
            for text in u.leaf.filters:
                sql, dims = self.sb.template(text, model, u.leaf.time_dim)
                needed += dims
                if text in shared:
                    if sql not in where:
                        where.append(sql)
                else:
                    conds.append(sql)
            cond = " AND ".join(f"({c})" for c in conds) if conds else None
            aggs.append(self.sb.leaf_agg(u.leaf, u.agg, cond))
        body = self.from_clause(model, needed)
        if where:
            body += " WHERE " + " AND ".join(where)
        if exprs:
            body += " GROUP BY " + ", ".join(e for e, _ in exprs)
        return exprs, aggs, body

    def from_clause(self, model: str, needed: list[Dim]) -> str:
        """FROM the model's table, joined many-to-one to the models of ``needed``."""
        paths = self.catalog.join_paths(model)
        edges: list[tuple[str, str, str]] = []
        for d in needed:
            if d.model not in paths:
                msg = (f"'{d.label}' cannot be related to {self.catalog.models[model].label} "
                       "through the semantic model's entities")  # fmt: skip
                raise BuildError(msg)
            for edge in paths[d.model]:
                if edge not in edges:
                    edges.append(edge)
        m = self.catalog.models[model]
        sql = f"FROM {m.table} AS {m.name}"
        for src, dst, ent in edges:
            left = self.sb.qualify(self.catalog.models[src].entities[ent][1], src)
            right = self.sb.qualify(self.catalog.models[dst].entities[ent][1], dst)
            sql += f" JOIN {self.catalog.models[dst].table} AS {dst} ON {left} = {right}"
        return sql

    def _per_member_cond(self, intent: Intent, model: str, f: Filter) -> str | None:
        """ "average items per order for orders that include a flame impala": ``f`` on the parts of the
        member said "per" (an order with such an item), when the question says it of those members and it is
        on the parts counted (``model``), not on the member itself; else None."""
        per = intent.per
        if (
            not intent.per_contains
            or per is None
            or per.model == model
            or reachable(self.catalog, per.model, f)
        ):
            return None
        if per.model not in self.catalog.join_paths(model) or not reachable(self.catalog, model, f):
            return None
        return contains_sql(self.catalog, per.model, f)

    def _filter_cond(self, model: str, f: Filter, needed: list[Dim], each_value: bool = False) -> str:
        """``f`` on ``model``'s rows: on a joined dimension (added to ``needed``), or on what the rows
        contain ("orders with a tangaroo") when the dimension is on their parts."""
        if not reachable(self.catalog, model, f):
            each = [replace(f, values=(v,)) for v in f.values] if each_value and not f.negate else [f]
            conds = [contains_sql(self.catalog, model, x) for x in each]
            if all(conds):
                return " AND ".join(f"{c}" for c in conds)
        needed.append(f.dim)
        return filter_sql(self.sb.dim_sql(f.dim), f)

    def _filters_cond(self, intent: Intent, model: str) -> str:
        """The conditions a share of a subset counts (those limiting its base are in WHERE instead)."""
        base = intent.share_base
        conds = [
            self._filter_cond(model, f, [], intent.each_value)
            for f in intent.filters
            if filter_key(f) not in base
        ]
        time_dim = self._time_dim(model, intent)
        if time_dim is not None and intent.hours is not None and "hours" not in base:
            conds.append(hour_sql(self.sb.dim_sql(time_dim), intent.hours))
        if time_dim is not None and len(intent.day_kinds) == 1 and "day_kind" not in base:
            conds.append(day_kind_sql(self.sb.dim_sql(time_dim), intent.day_kinds[0]))
        return " AND ".join(f"({c})" for c in conds)

    def _measure_sql(
        self,
        intent: Intent,
        nodes: list[Node],
        uses: list[list[_Use]],
        sql_by_use: dict[int, str],
        share_of_filter: bool,
    ) -> list[str]:
        out: list[str] = []
        for node, row in zip(nodes, uses, strict=True):
            leaf_sql = {i: sql_by_use[id(u)] for i, u in enumerate(row)}
            if share_of_filter:
                n = len(row) // 2
                num = node_sql(node, {i: leaf_sql[i] for i in range(n)}, [0])
                den = node_sql(node, {i: leaf_sql[n + i] for i in range(n)}, [0])
                out.append(f"CAST({num} AS DOUBLE) / NULLIF({den}, 0)")
            else:
                out.append(node_sql(node, leaf_sql, [0]))
        return out


_STOP = frozenset({"of", "the", "a", "an", "per", "in", "and", "for", "by", "to"})

_TIME_COLS = {
    "hour",
    "day",
    "week",
    "month",
    "quarter",
    "year",
    "weekday",
    "weekday_number",
    "hour_of_day",
    "month_of_year",
    "season",
    "period",
}

__all__ = ["Built", "Composer", "Cumulative"]


def _days_of_years(intent: Intent) -> bool:
    """A day of each year ("black friday each year"): a row a year that also shows the day's date."""
    return (
        intent.grain == "year"
        and intent.per_grain is None
        and len(intent.periods) > 1
        and all(
            p.start is not None and p.end is not None and (p.end - p.start).days == 1 for p in intent.periods
        )
    )


def _periods_by_year(intent: Intent) -> bool:
    """Several periods, each inside its own calendar year (summer 2019 and summer 2020): their years tell
    them apart (a bare year each is shown as its year already)."""
    if intent.growth or intent.endpoints or intent.rank or intent.share:
        return False  # the periods compared or ranked: the label alone (a group column would split them)
    years = []
    for p in intent.periods:
        if p.start is None or p.end is None or (p.end - timedelta(days=1)).year != p.start.year:
            return False
        years.append(p.start.year)
    bare = all(re.fullmatch(r"\d{4}", p.label) for p in intent.periods)
    return len(years) > 1 and len(set(years)) == len(years) and not bare


def unjoined_tables(sql: str) -> list[str]:
    """Tables that ``sql``'s columns name but no FROM or JOIN of it brings in (a condition that could not be
    joined to the measured rows), or [] (also when the SQL cannot be read)."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except sqlglot.errors.ParseError:
        return []
    known = {t.alias_or_name for t in tree.find_all(exp.Table)} | {t.name for t in tree.find_all(exp.Table)}
    known |= {s.alias for s in tree.find_all(exp.Subquery) if s.alias}
    known |= {c.alias for c in tree.find_all(exp.CTE) if c.alias}
    named = {c.table for c in tree.find_all(exp.Column) if c.table}
    return sorted(named - known)


def _periods_combined(intent: Intent) -> bool:
    """Whether "combined" takes the periods together: not in a growth between them ("growth for 2020 over 2019
    at Brooklyn and Chicago combined" adds up the stores, each year on its own), nor when it follows a list of
    members and not the periods ("revenue, 2019 against 2018, at Brooklyn and Chicago combined": the stores
    added up, a row for each year)."""
    if not intent.combined or (intent.growth and len(intent.periods) == 2):
        return False
    listed = any(len(f.values) > 1 and not f.negate for f in intent.filters)
    return intent.periods_together or not listed
