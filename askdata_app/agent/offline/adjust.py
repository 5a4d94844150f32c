"""Adjusting an intent to the layer before SQL: numbers to filters, lists, re-routed measures, averages."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from askdata_app.agent.offline.asking import Asker
from askdata_app.agent.offline.calunit import calendar_unit, units_between
from askdata_app.agent.offline.catalog import Catalog, Cumulative, Dim, Leaf, Quantity
from askdata_app.agent.offline.index import DataIndex
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.plans import AskPlan, Plan, UnknownPlan
from askdata_app.agent.offline.ranking import ranked_quantities, reaches
from askdata_app.agent.offline.sharebase import COMPARED, filter_key
from askdata_app.agent.offline.sqlbuild import SqlBuilder
from askdata_app.agent.offline.text import norm_key, norm_tokens


def _measured_columns(intent: Intent) -> set[str]:
    """The row columns of the one figure asked for ("tax rate": tax_rate)."""
    if len(intent.measures) != 1 or intent.measures[0].quantity is None:
        return set()
    return {leaf.expr for leaf in intent.measures[0].quantity.leaves()}


@dataclass
class Adjuster:
    """Rewrites intents so that they can be compiled over the layer, or says why not."""

    catalog: Catalog
    index: DataIndex
    asker: Asker

    def resolve_comparisons(self, intent: Intent) -> Plan | None:
        """Turn "over $50" into a filter on a numeric column of what is measured (or listed)."""
        if intent.measures and intent.measures[0].quantity is not None:
            subject = intent.measures[0].quantity.leaves()[0].model
        elif intent.measures and intent.measures[0].entity:
            model = self.catalog.model_of_entity(intent.measures[0].entity)
            subject = model.name if model else ""
        elif intent.groups:
            subject = intent.groups[0].model
        else:
            return AskPlan("What should be compared with that number?", self.asker.quantity_choices())
        columns = self.numeric_columns(subject)
        for comp in intent.comparisons:
            if comp.noun:
                want = set(comp.noun.split())
                fits = [
                    (d, m) for d, m in columns if want <= set(norm_tokens(d.name)) | set(norm_tokens(d.label))
                ]
                # the column whose name says just what was named: "lifetime spend" is not "... pretax"
                fits.sort(key=lambda f: len(set(norm_tokens(f[0].name)) - want))
                if not fits:  # "tax paid by stores whose tax rate is 6% or more": a column of the stores
                    fits = self._named_elsewhere(subject, want)
            elif comp.money and self._rows_model(comp.rows, subject) is not None:
                # "how many customers with orders over $50", "revenue from orders above $40": each order's
                # own amount (its most central money column), not the amount of what is measured
                rows = self._rows_model(comp.rows, subject) or ""
                fits = [(d, m) for d, m in self.numeric_columns(rows) if m]
            elif comp.money and self._names_rows(comp.rows, subject):
                # "the tax on orders over $40": each order's own amount (its most central money column),
                # not the tax measured (it was orders whose tax was over $40)
                fits = [(d, m) for d, m in columns if m]
            elif comp.money:
                fits = [(d, m) for d, m in columns if m]
                if intent.basis in {"spend", "paid"}:  # "spent over $500": what was paid, tax included
                    fits.sort(key=lambda f: _paid_rank(f[0]))
                elif len(fits) > 1:  # "which customers spent more than $500": the amount shown is bounded
                    measured = _measured_columns(intent)
                    fits = [f for f in fits if f[0].expr in measured] + [
                        f for f in fits if f[0].expr not in measured
                    ]
            else:
                fits = list(columns)
            if not fits:
                what = self.catalog.models[subject].label.lower()
                return UnknownPlan(
                    f"I don't know which number of {what} '{comp.text}' is about. " + self.asker.known_hint()
                )
            if len(fits) > 1 and not comp.money and not comp.noun:
                measured = _measured_columns(intent)  # "stores with a tax rate above 5%": the rate named
                fits = [f for f in fits if f[0].expr in measured] or fits
            if len(fits) > 1 and not comp.money and not comp.noun:
                return AskPlan(f"Which number should be '{comp.text}'?", tuple(d.label for d, _ in fits[:6]))
            dim = fits[0][0]
            number = comp.number
            if re.search(r"%|\bper ?cent\b", comp.text):
                if "rate" not in norm_tokens(dim.name):  # "more than 10% of revenue": a share, not a column
                    return AskPlan(
                        f"Which number should be '{comp.text}'?", tuple(d.label for d, _ in fits[:6])
                    )
                number = number / 100  # a rate kept as a fraction: "above 5%" is above 0.05
            intent.filters.append(Filter(dim, (repr(number),), op=comp.op))
            if f"{COMPARED}{comp.text}" in intent.share_base:  # "of orders over $30, what share had a drink"
                intent.share_base = (*intent.share_base, filter_key(intent.filters[-1]))
            if intent.combined and dim.model != subject:  # "combined tax of the stores whose rate is": one
                intent.groups = [g for g in intent.groups if g.model != dim.model]
        intent.comparisons = []
        return None

    def _names_rows(self, rows: str | None, subject: str) -> bool:
        """Whether ``rows`` names the rows of ``subject`` itself, a fact ("orders" of the orders)."""
        model = self.catalog.models.get(subject)
        if rows is None or model is None or not any(k == "foreign" for k, _ in model.entities.values()):
            return False
        return norm_key(rows) in {norm_key(subject), norm_key(model.label), *map(norm_key, model.synonyms)}

    def _rows_model(self, rows: str | None, subject: str) -> str | None:
        """The fact model (another than ``subject``) whose rows ``rows`` names ("order": orders), or None."""
        if rows is None:
            return None
        for name, model in self.catalog.models.items():
            said = {norm_key(name), norm_key(model.label), *(norm_key(s) for s in model.synonyms)}
            facts = any(kind == "foreign" for kind, _ in model.entities.values())
            if name != subject and facts and norm_key(rows) in said:
                return name
        return None

    def _named_elsewhere(self, subject: str, want: set[str]) -> list[tuple[Dim, bool]]:
        """The one other model's numeric column whose name says just ``want`` (none when several do)."""
        fits = [
            (d, m)
            for model in self.catalog.models
            if model != subject
            for d, m in self.numeric_columns(model)
            if want == set(norm_tokens(d.name))
        ]
        if not fits:  # "revenue from orders with a total above $40": the one column of another table so named
            fits = [
                (d, m)
                for model in self.catalog.models
                if model != subject and model in self.catalog.join_paths(subject)
                for d, m in self.numeric_columns(model)
                if want < set(norm_tokens(d.name))
            ]
        return fits if len(fits) == 1 else []

    def numeric_columns(self, model: str) -> list[tuple[Dim, bool]]:
        """Row-level numeric columns of a model, most central money measure first: (column, is money)."""
        out: list[tuple[Dim, bool]] = []
        for q in ranked_quantities(self.catalog):
            node = q.node
            if (
                not isinstance(node, Leaf)
                or node.model != model
                or node.agg not in {"sum", "average", "min", "max"}
            ):
                continue
            if node.filters or not node.expr.replace("_", "").isalnum() or node.expr.isdigit():
                continue
            if any(d.kind == "time" and d.expr == node.expr for d in self.catalog.dims_of(model)):
                continue
            dim = Dim(
                node.expr, model, node.expr, "categorical", node.expr.replace("_", " "), q.description, ()
            )
            if all(d.expr != dim.expr for d, _ in out):
                out.append((dim, q.money))
        money_words = {"price", "cost", "total", "spend", "revenue", "amount", "paid", "value"}
        for d in self.catalog.dims_of(model):
            if d in self.index.numeric_dims and all(x.expr != d.expr for x, _ in out):
                out.append((d, bool(set(norm_tokens(d.name)) & money_words)))
        out += [(d, False) for d in self.child_counts(model)]
        return out

    def child_counts(self, model: str) -> list[Dim]:
        """Counts of the rows that refer to each row of ``model`` ("items" of an order, "orders" of a
        customer), as per-row numbers: a count measure of another model with ``model``'s entity as foreign
        key, computed for each row by a correlated subquery ("orders with more than 3 items")."""
        own = self.catalog.models[model]
        entity = own.primary_entity
        if entity is None or entity not in own.entities:
            return []
        key = own.entities[entity][1]
        out: list[Dim] = []
        for q in ranked_quantities(self.catalog):
            node = q.node
            if not isinstance(node, Leaf) or node.model == model or node.filters:
                continue
            other = self.catalog.models[node.model]
            kind, fk = other.entities.get(entity, ("", ""))
            if kind != "foreign":
                continue
            if node.agg == "count" or (node.agg == "sum" and node.expr.strip() == "1"):
                agg = "COUNT(*)"
            elif node.agg == "count_distinct":
                agg = f"COUNT(DISTINCT {SqlBuilder.qualify_with(node.expr, '_c')})"
            elif node.agg == "sum_boolean":  # "orders with more than one drink": the drinks of each
                agg = f"COUNT(CASE WHEN {SqlBuilder.qualify_with(node.expr, '_c')} THEN 1 END)"
            else:
                continue
            expr = (
                f"(SELECT {agg} FROM {other.table} AS _c "
                f"WHERE {SqlBuilder.qualify_with(fk, '_c')} = {SqlBuilder.qualify_with(key, model)})"
            )
            each = entity.removesuffix("_id")
            name = f"{q.name}_per_{each}"
            if all(d.name != name for d in out):
                label = f"{q.label} per {each.replace('_', ' ')}"
                out.append(Dim(name, model, expr, "categorical", label, q.description, ()))
        return out

    def lists_members(self, intent: Intent) -> bool:
        """ "which stores opened in 2019?": a count asked as "which" is a list of the members."""
        if not intent.listing or intent.groups or intent.grain or intent.rank or intent.share or intent.count:
            return False
        if len(intent.measures) != 1 or not self.count_like(intent):
            return False
        q = intent.measures[0].quantity
        leaf = q.leaves()[0] if q is not None else None
        if leaf is None or leaf.filters:
            return False
        entity = self.catalog.models[leaf.model].primary_entity
        shown = self.catalog.entity_dim(entity) if entity else None
        if shown is None:
            return False
        intent.groups = [shown]
        if intent.periods and intent.time_dim is None and leaf.time_dim:
            intent.time_dim = self.catalog.find_dim(leaf.time_dim, near=leaf.model)
        intent.measures = []
        return True

    def reroute(self, intent: Intent) -> None:
        """ "revenue by product": when a measure cannot reach a dimension, use a like-named one that can.

        Revenue (on orders) cannot be split by product, but "product revenue" (on order items) can; the
        understood sentence says so.
        """
        needed = [*intent.groups, *(f.dim for f in intent.filters)]
        if intent.per is not None:
            needed.append(intent.per)
        time_name = intent.time_dim.name if intent.time_dim is not None else None
        if not needed and time_name is None:
            return

        def fits(q: Quantity) -> bool:
            """Reaches the breakdown and filters, and has the named time ("customers who ordered")."""
            timed = time_name is None or all(
                any(d.name == time_name and d.kind == "time" for d in self.catalog.dims_of(leaf.model))
                for leaf in q.leaves()
            )
            return timed and reaches(self.catalog, q, needed)

        out: list[Measure] = []
        for m in intent.measures:
            q = m.quantity
            if q is None or fits(q):
                out.append(m)
                continue
            head = set(norm_tokens(q.label)) - {"total", "number", "of"}
            home = self.catalog.models[q.leaves()[0].model]
            own = {w for e in home.entities for w in norm_tokens(e)} | set(norm_tokens(home.name))
            if head - own:
                head -= own  # "order cost" by product: the orders' own word only says whose cost it is
            options = []
            for other in self.catalog.quantities:
                leaves = other.leaves()
                if other is q or not isinstance(other.node, Leaf) or any(leaf.filters for leaf in leaves):
                    continue
                toks = set(norm_tokens(other.label)) | set(norm_tokens(other.name))
                if head <= toks and fits(other):
                    options.append((len(toks - head), other))
            if not options:
                out.append(m)
                continue
            alt = min(options, key=lambda p: p[0])[1]
            intent.notes.append(
                f"{q.label.lower()} cannot be split that way, so this uses {alt.label.lower()}"
            )
            out.append(Measure(alt, m.entity, m.agg, alt.label))
            if time_name is not None:
                intent.time_dim = self.catalog.find_dim(time_name, near=alt.leaves()[0].model)
        intent.measures = out
        self.substitute_dims(intent)

    def substitute_dims(self, intent: Intent) -> None:
        """ "orders that include a drink": a drink flag on items becomes the order's own drink flag."""
        leaves = [leaf for m in intent.measures if m.quantity for leaf in m.quantity.leaves()]
        if not leaves:
            return
        reach = self.catalog.join_paths(leaves[0].model)
        generic = {"is", "has", "id", "name", "the", "of", "a"}
        for model in self.catalog.models.values():
            generic |= set(norm_tokens(model.name)) | {
                norm_tokens(e)[-1] for e in model.entities if norm_tokens(e)
            }

        def swap(d: Dim) -> Dim:
            if d.model in reach or not d.name.startswith(("is_", "has_")):
                return d
            want = set(norm_tokens(d.name)) - generic
            if not want:
                return d
            for other in self.catalog.dims:
                flag = other.name.startswith(("is_", "has_"))
                if flag and other.model in reach and want <= set(norm_tokens(other.name)):
                    intent.notes.append(f"using {other.label.lower()} for {d.label.lower()}")
                    return other
            return d

        swapped = [Filter(swap(f.dim), f.values, f.negate, f.op) for f in intent.filters]
        renamed = {filter_key(a): filter_key(b) for a, b in zip(intent.filters, swapped, strict=True)}
        # the base of a share, said on the flag now used
        intent.share_base = tuple(renamed.get(k, k) for k in intent.share_base)
        intent.filters = swapped
        intent.groups = [swap(g) for g in intent.groups]

    def period_spend(self, intent: Intent) -> None:
        """ "how much did customers spend in 2019", "average customer spend in 2020": what they spent in that
        period (their order totals, per customer when averaged), not the lifetime spend of the customers
        acquired then; a lifetime figure is read so only when "lifetime" is said or no period is."""
        if not intent.periods or not intent.said or "lifetime" in intent.said or "life" in intent.said:
            return
        by_name = {q.name: q for q in self.catalog.quantities}
        for i, m in enumerate(intent.measures):
            q = m.quantity
            if q is None or q.name not in {"lifetime_spend", "lifetime_spend_pretax"}:
                continue
            spent = by_name.get("order_total" if q.name == "lifetime_spend" else "revenue")
            owner = self.catalog.models.get(q.leaves()[0].model) if q.leaves() else None
            shown = self.catalog.entity_dim(owner.primary_entity) if owner and owner.primary_entity else None
            if spent is None or shown is None:
                return
            intent.measures[i] = Measure(quantity=spent, agg=m.agg, label=spent.label)
            intent.notes.append(f"spend in the period: {spent.label.lower()}, not the {q.label.lower()}")
            if intent.rank and not intent.groups:  # "which customers spent the most in 2020": each one's
                key = self.catalog.entity_key(shown)
                if shown in self.index.non_unique and key is not None:
                    intent.groups.append(key)  # names shared by several members: grouped with their key
                intent.groups.append(shown)
                continue
            if (intent.average or m.agg == "avg") and intent.per is None and not intent.groups:
                intent.per = self.catalog.entity_key(shown) or shown  # "average customer spend": per customer
                intent.measures[i] = Measure(quantity=spent, label=spent.label)
                intent.average = True

    def fix_average(self, intent: Intent) -> None:
        """ "average orders by month" means orders per month, averaged; "average revenue per store in each
        year" is one average per year (the store is what it runs over)."""
        own_divisor = intent.per is not None or any(
            m.quantity is not None and " per " in f" {m.quantity.label.lower()} " for m in intent.measures
        )
        each = intent.per_grain and intent.grain is None and intent.grain_each and not intent.per_grain_said
        if each and own_divisor:
            intent.grain, intent.per_grain, intent.grain_is_per = intent.per_grain, None, False
        no_per = intent.per is None and intent.per_grain is None
        if not (intent.average and no_per and self.count_like(intent)):
            return
        if intent.per_dims:  # "average orders" + "per customer"
            dim = intent.per_dims[-1]
            intent.groups = [g for g in intent.groups if g.model != dim.model]
            intent.per = self.catalog.entity_key(dim) or dim
        elif intent.grain and (intent.grain_is_per or not intent.groups):
            intent.per_grain, intent.grain = intent.grain, None

    def row_average(self, intent: Intent) -> None:
        """ "avg order total per store per year": a measure named after its own rows ("order total" on
        orders) is averaged over those rows; its "per X" are groups, not what the average runs over."""
        if not intent.average or len(intent.measures) != 1 or intent.measures[0].quantity is None:
            return
        if intent.per_grain and intent.per_grain_said:
            return  # "average daily order total": the days' totals, averaged
        q = intent.measures[0].quantity
        leaves = q.leaves()
        if len(leaves) != 1 or leaves[0].agg != "sum":
            return
        if (
            not q.money
            or len(norm_tokens(q.label)) < 2
            or any("measured by" in n or "tax" in n for n in intent.notes)
        ):
            return  # only a money column named in the question ("order total"), not one chosen for it
        if intent.said and not set(norm_tokens(q.label)) <= set(intent.said):
            return  # "average takings per day": a synonym of the order total, each day's takings averaged
        model = self.catalog.models[leaves[0].model]
        head = norm_tokens(q.label)[:1]
        if not model.primary_entity or head != norm_tokens(model.primary_entity)[:1]:
            return
        per = intent.per
        if per is not None and per.kind != "time" and per.model != model.name:
            shown = (
                self.catalog.entity_dim(per.name)
                if per.name in self.catalog.models[per.model].entities
                else None
            )
            if shown is not None and shown in self.index.non_unique:
                intent.groups.append(per)  # names shared by several members: grouped with their key
            intent.groups.append(shown or per)
            intent.per = None
        if intent.per_grain and intent.per is None:
            intent.grain, intent.per_grain = intent.per_grain, None

    def default_grain(self, intent: Intent) -> None:
        """Growth and running totals need periods: by month, or by day within a month or less.

        A cumulative metric of the layer is a running total too.
        """
        first = intent.measures[0].quantity if intent.measures else None
        if first is not None and isinstance(first.node, Cumulative):
            intent.cumulative = True
        one_span = len(intent.periods) == 1 and intent.growth and not intent.cumulative
        ends = intent.endpoints if one_span else None
        if ends and intent.grain and intent.grain == calendar_unit(ends[0]) == calendar_unit(ends[1]):
            if units_between(ends[0], ends[1]) > 2 and intent.grain in {"month", "quarter"}:
                # "monthly growth for July through December 2020": each month's change, July's over June's
                intent.endpoints = None
            else:
                intent.grain = None  # "year-over-year growth from 2019 to 2020": the one change between them
        if not (intent.growth or intent.cumulative) or intent.grain:
            return
        through = len(intent.periods) == 1 and intent.periods[0].start is None and intent.periods[0].end
        if intent.cumulative and not intent.growth and through and not intent.cumulative_reset:
            intent.cumulative = False  # "cumulative revenue as of the end of June 2020": its one figure then
            return
        if intent.growth and not intent.cumulative:
            two = list(intent.endpoints) if intent.endpoints and len(intent.periods) == 1 else intent.periods
            if len(two) == 2 and all(p.start and p.end for p in two):
                # "grew from 2019 to 2020", "growth 2019 vs 2020": the second period against the first
                intent.periods = sorted(two, key=lambda p: p.start or date.min)
                ends_compared = intent.endpoints and set(intent.endpoints) == set(two)  # not one span's ends
                if ends_compared and len(two) == 2 and two[0] == intent.periods[1]:
                    # "growth from Q4 2020 to Q3 2020" (reworded from "Q3 revenue minus Q4 revenue"): said
                    # backwards on purpose, the first named is the base the second is measured against
                    intent.periods = two
                return
        only = intent.periods[0] if len(intent.periods) == 1 else None
        if only and only.start and only.end and (only.end - only.start).days <= 31:
            intent.grain = "day"
        else:
            intent.grain = "month"

    def count_like(self, intent: Intent) -> bool:
        m = intent.measures[0]
        if m.agg:
            return False
        if m.quantity is None:
            return True
        node = m.quantity.node
        return isinstance(node, Leaf) and (
            node.agg in {"count", "count_distinct", "sum_boolean"} or node.expr == "1"
        )


_PAID = frozenset({"spend", "spent", "paid", "pay", "total"})
_BEFORE_TAX = frozenset({"pretax", "before", "excl", "excluding", "net"})


def _paid_rank(dim: Dim) -> tuple[bool, bool]:
    """Columns of what was paid first, and of those the ones not said to be before tax."""
    words = set(norm_tokens(f"{dim.name} {dim.label} {dim.description}"))
    return (not words & _PAID, bool(words & _BEFORE_TAX))
