"""The offline analyst's planner: a question (plus its conversation) -> a SQL plan, a question back, or
a plain "I did not understand".

Usage::

    planner = Planner(layer, dialect="duckdb", run_query=source.run)
    plan = planner.plan("revenue by store in 2019")
    if isinstance(plan, SqlPlan):
        rows = run(plan.sql)
        print(planner.summarize(plan, columns, rows, len(rows)))
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import Any

import sqlglot

from askdata_app.agent.offline.catalog import Catalog, Dim, Leaf, Quantity
from askdata_app.agent.offline.compose import Composer
from askdata_app.agent.offline.describe import filter_text, title, understood
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.lexicon import Lexicon
from askdata_app.agent.offline.listing import listing_sql
from askdata_app.agent.offline.parse import QuestionParser
from askdata_app.agent.offline.plans import AskPlan, Plan, SqlPlan, UnknownPlan
from askdata_app.agent.offline.sqlbuild import BuildError
from askdata_app.agent.offline.suggest import suggestions
from askdata_app.agent.offline.summary import summarize
from askdata_app.agent.offline.text import norm_tokens
from askdata_app.agent.offline.timespec import MONTH_NAMES

RunQuery = Callable[[str], list[tuple[Any, ...]]]
VALUE_CAP = 2000
"""Categorical dimensions with more distinct values than this are not indexed for filter matching."""
_FOLLOW_UP = re.compile(
    r"^\s*(and|what about|how about|same|now|also|only|just|but|instead|then|ok|okay|for|in|per|by|as|"
    r"break it down|split it|show it|make it|exclude|excluding|without|except|no,|no )\b",
    re.IGNORECASE,
)


class Planner:
    """Deterministic question -> SQL, grounded in a semantic layer and the data's actual values.

    Args:
        layer: the loaded semantic layer (``askdata_app.data.semantic.SemanticLayer``).
        dialect: the SQL dialect of the plans (sqlglot's name: duckdb, postgres, mysql, sqlite ...).
        run_query: runs a read-only SQL (in ``dialect``) and returns its rows; used once, lazily, to index
            the values of categorical dimensions and the data's date range. Without it, filters on values
            are not recognised and relative dates count back from today.
    """

    def __init__(self, layer: Any, *, dialect: str = "duckdb", run_query: RunQuery | None = None) -> None:
        self.catalog = Catalog.from_layer(layer)
        self.dialect = dialect
        self._run = run_query
        self._composer = Composer(self.catalog)
        self._parser: QuestionParser | None = None
        self._dates: tuple[date, date] | None = None
        self.values: dict[Dim, list[str]] = {}
        self.numeric_dims: set[Dim] = set()

    # ---- lazy indexing ----------------------------------------------------------------------------

    def _query(self, sql: str) -> list[tuple[Any, ...]]:
        assert self._run is not None
        if self.dialect != "duckdb":
            sql = sqlglot.transpile(sql, read="duckdb", write=self.dialect)[0]
        return self._run(sql)

    def _ready(self) -> QuestionParser:
        if self._parser is None:
            if self._run is not None:
                self.values = self._index_values()
                self._dates = self._date_range()
            non_unique = self._non_unique_names() if self._run is not None else set()
            self._parser = QuestionParser(
                self.catalog, Lexicon(self.catalog, self.values), non_unique=non_unique
            )
        return self._parser

    def _index_values(self) -> dict[Dim, list[str]]:
        out: dict[Dim, list[str]] = {}
        for dim in self.catalog.dims:
            if dim.kind != "categorical" or dim.name.startswith(("is_", "has_")):
                continue
            model = self.catalog.models[dim.model]
            expr = self._composer.sb.qualify(dim.expr, model.name)
            sql = f"SELECT DISTINCT {expr} FROM {model.table} AS {model.name} LIMIT {VALUE_CAP + 1}"
            try:
                rows = self._query(sql)
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

    def _non_unique_names(self) -> set[Dim]:
        """Entity display names that several members share (so results group by the key too)."""
        out: set[Dim] = set()
        for model in self.catalog.models.values():
            entity = model.primary_entity
            shown = self.catalog.entity_dim(entity) if entity else None
            if entity is None or shown is None or shown.model != model.name or shown.name == entity:
                continue
            name = self._composer.sb.qualify(shown.expr, model.name)
            key = self._composer.sb.qualify(model.entities[entity][1], model.name)
            sql = f"SELECT COUNT(DISTINCT {name}), COUNT(DISTINCT {key}) FROM {model.table} AS {model.name}"
            try:
                rows = self._query(sql)
            except Exception:
                continue
            if rows and rows[0][0] != rows[0][1]:
                out.add(shown)
        return out

    def _date_range(self) -> tuple[date, date] | None:
        """The date range of the main quantity's model (the first of ``quantity_choices``)."""
        order = {label: i for i, label in enumerate(self.quantity_choices(len(self.catalog.quantities)))}
        for q in sorted(self.catalog.quantities, key=lambda q: order.get(q.label, len(order))):
            for leaf in q.leaves():
                dim = self.catalog.find_dim(leaf.time_dim, near=leaf.model) if leaf.time_dim else None
                if dim is None or dim.model != leaf.model:
                    continue
                model = self.catalog.models[dim.model]
                expr = self._composer.sb.qualify(dim.expr, model.name)
                try:
                    rows = self._query(f"SELECT MIN({expr}), MAX({expr}) FROM {model.table} AS {model.name}")
                except Exception:
                    continue
                lo, hi = rows[0] if rows else (None, None)
                if isinstance(lo, date) and isinstance(hi, date):
                    lo = lo.date() if isinstance(lo, datetime) else lo
                    hi = hi.date() if isinstance(hi, datetime) else hi
                    return lo, hi
        return None

    @property
    def anchor(self) -> date:
        """The latest date in the data ("today" for relative ranges)."""
        self._ready()
        return self._dates[1] if self._dates else date.today()

    # ---- planning ---------------------------------------------------------------------------------

    def parse(self, question: str) -> Intent:
        """The intent of one text on its own."""
        return self._ready().parse(question, self.anchor)

    def plan(self, question: str, *, context: Sequence[str] = (), refinements: Sequence[str] = ()) -> Plan:
        """Plan one question.

        Args:
            question: the question.
            context: earlier questions of the conversation, oldest first, for follow-ups.
            refinements: later texts about this question (an answer to a clarifying question, a rejection
                message); they win where they conflict with it.
        """
        intent = self.parse(question)
        if context and self._is_follow_up(question, intent):
            base: Intent | None = None
            for earlier in context:
                got = self.parse(earlier)
                base = got if base is None or not self._is_follow_up(earlier, got) else base.merged(got)
            if base is not None and base.measures:
                unknown = intent.unknown
                intent = base.merged(intent)
                intent.unknown = unknown
        unknown = list(intent.unknown)
        for text in refinements:
            later = self.parse(text)
            if later.has_content() or later.count or later.average:
                intent = intent.merged(later)
            intent.unknown = unknown
        return self._plan_intent(intent)

    def _is_follow_up(self, question: str, intent: Intent) -> bool:
        if not intent.measures:
            return True
        return bool(_FOLLOW_UP.match(question)) and not intent.groups

    def _plan_intent(self, intent: Intent) -> Plan:
        if intent.unknown:
            return UnknownPlan(self._unknown_message(intent.unknown))
        if intent.ambiguous:
            typed, names = intent.ambiguous[0]
            return AskPlan(f"'{typed}' can mean several things. Which one do you mean?", tuple(names))
        if intent.missing_year:
            return self._ask_year(intent.missing_year)
        if intent.comparisons:
            problem = self._resolve_comparisons(intent)
            if problem is not None:
                return problem
        if not intent.measures:
            if intent.listing and intent.groups and not intent.vague and not (intent.rank or intent.share):
                return self._listing(intent)
            if intent.has_content() or intent.vague or intent.average or intent.count:
                return self._ask_measure(intent)
            return UnknownPlan("I could not find a question about the data in that. " + self._known_hint())
        if self._lists_members(intent):
            return self._listing(intent)
        self._fix_average(intent)
        self._reroute(intent)
        if intent.average and intent.per is None and intent.per_grain is None and self._count_like(intent):
            return AskPlan(
                "An average of a count needs a 'per': per what should I average?",
                ("per day", "per week", "per month", *self._entity_choices()),
            )
        if intent.rank and not intent.groups and not intent.grain:
            labels = " and ".join(m.label.lower() or "them" for m in intent.measures)
            return AskPlan(f"Rank {labels} across which breakdown?", self._breakdown_choices(intent))
        try:
            built = self._composer.compose(intent)
        except BuildError as exc:
            return UnknownPlan(f"I understood {understood(self.catalog, intent)}, but {exc}.")
        sql = self._dialect_sql(built.sql)
        names = [c.name for c in built.columns]
        time_cols = [c.name for c in built.columns if c.kind == "time"]
        groups = [c.name for c in built.columns if c.kind == "group"]
        measures = [c.name for c in built.columns if c.kind == "measure"]
        y = next(
            (c.name for c in built.columns if c.kind in {"share", "growth"}),
            measures[0] if measures else None,
        )
        x = (time_cols[-1:] or groups[:1] or [None])[0]
        if "weekday" in names:
            x = "weekday"
        chart = intent.chart or self._chart(intent, time_cols, groups, measures)
        return SqlPlan(
            sql, title(intent), chart, x if chart != "value" else None, y, understood(self.catalog, intent)
        )

    def _resolve_comparisons(self, intent: Intent) -> Plan | None:
        """Turn "over $50" into a filter on a numeric column of what is measured (or listed)."""
        if intent.measures and intent.measures[0].quantity is not None:
            subject = intent.measures[0].quantity.leaves()[0].model
        elif intent.measures and intent.measures[0].entity:
            model = self.catalog.model_of_entity(intent.measures[0].entity)
            subject = model.name if model else ""
        elif intent.groups:
            subject = intent.groups[0].model
        else:
            return AskPlan("What should be compared with that number?", self.quantity_choices())
        columns = self._numeric_columns(subject)
        for comp in intent.comparisons:
            if comp.noun:
                want = set(comp.noun.split())
                fits = [
                    (d, m) for d, m in columns if want <= set(norm_tokens(d.name)) | set(norm_tokens(d.label))
                ]
            elif comp.money:
                fits = [(d, m) for d, m in columns if m]
            else:
                fits = list(columns)
            if not fits:
                what = self.catalog.models[subject].label.lower()
                return UnknownPlan(
                    f"I don't know which number of {what} '{comp.text}' is about. " + self._known_hint()
                )
            if len(fits) > 1 and not comp.money and not comp.noun:
                return AskPlan(f"Which number should be '{comp.text}'?", tuple(d.label for d, _ in fits[:6]))
            dim = fits[0][0]
            intent.filters.append(Filter(dim, (repr(comp.number),), op=comp.op))
        intent.comparisons = []
        return None

    def _numeric_columns(self, model: str) -> list[tuple[Dim, bool]]:
        """Row-level numeric columns of a model, most central money measure first: (column, is money)."""
        out: list[tuple[Dim, bool]] = []
        order = {label: i for i, label in enumerate(self.quantity_choices(len(self.catalog.quantities)))}
        for q in sorted(self.catalog.quantities, key=lambda q: order.get(q.label, len(order))):
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
            if d in self.numeric_dims and all(x.expr != d.expr for x, _ in out):
                out.append((d, bool(set(norm_tokens(d.name)) & money_words)))
        return out

    def _lists_members(self, intent: Intent) -> bool:
        """ "which stores opened in 2019?": a count asked as "which" is a list of the members."""
        if not intent.listing or intent.groups or intent.grain or intent.rank or intent.share or intent.count:
            return False
        if len(intent.measures) != 1 or not self._count_like(intent):
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

    def _reroute(self, intent: Intent) -> None:
        """ "revenue by product": when a measure cannot reach a dimension, use a like-named one that can.

        Revenue (on orders) cannot be split by product, but "product revenue" (on order items) can; the
        understood sentence says so.
        """
        needed = [*intent.groups, *(f.dim for f in intent.filters)]
        if intent.per is not None:
            needed.append(intent.per)
        if not needed:
            return
        out: list[Measure] = []
        for m in intent.measures:
            q = m.quantity
            if q is None or self._reaches(q, needed):
                out.append(m)
                continue
            head = set(norm_tokens(q.label)) - {"total", "number", "of"}
            options = []
            for other in self.catalog.quantities:
                leaves = other.leaves()
                if other is q or not isinstance(other.node, Leaf) or any(leaf.filters for leaf in leaves):
                    continue
                toks = set(norm_tokens(other.label)) | set(norm_tokens(other.name))
                if head <= toks and self._reaches(other, needed):
                    options.append((len(toks - head), other))
            if not options:
                out.append(m)
                continue
            alt = min(options, key=lambda p: p[0])[1]
            intent.notes.append(
                f"{q.label.lower()} cannot be split that way, so this uses {alt.label.lower()}"
            )
            out.append(Measure(alt, m.entity, m.agg, alt.label))
        intent.measures = out
        self._substitute_dims(intent)

    def _substitute_dims(self, intent: Intent) -> None:
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

        intent.filters = [Filter(swap(f.dim), f.values, f.negate, f.op) for f in intent.filters]
        intent.groups = [swap(g) for g in intent.groups]

    def _reaches(self, q: Quantity, needed: list[Dim]) -> bool:
        for leaf in q.leaves():
            reach = self.catalog.join_paths(leaf.model)
            if any(d.model not in reach for d in needed):
                return False
        return True

    def _fix_average(self, intent: Intent) -> None:
        """ "average orders by month" means orders per month, averaged."""
        no_per = intent.per is None and intent.per_grain is None
        if intent.average and no_per and self._count_like(intent) and intent.grain and not intent.groups:
            intent.per_grain, intent.grain = intent.grain, None

    def _count_like(self, intent: Intent) -> bool:
        m = intent.measures[0]
        if m.agg:
            return False
        if m.quantity is None:
            return True
        node = m.quantity.node
        return isinstance(node, Leaf) and (
            node.agg in {"count", "count_distinct", "sum_boolean"} or node.expr == "1"
        )

    def _chart(self, intent: Intent, time_cols: list[str], groups: list[str], measures: list[str]) -> str:
        if not time_cols and not groups:
            return "value" if len(measures) == 1 else "table"
        if time_cols and intent.grain not in {"weekday", "hour_of_day"} and "period" not in time_cols:
            return "line"
        if intent.share and not time_cols and len(groups) == 1:
            return "pie"
        if len(groups) + len(time_cols) > 2:
            return "table"
        return "bar"

    def _dialect_sql(self, sql: str) -> str:
        return sqlglot.transpile(sql, read="duckdb", write=self.dialect, pretty=True)[0]

    def _listing(self, intent: Intent) -> Plan:
        try:
            sql = listing_sql(self._composer, intent)
        except BuildError as exc:
            return UnknownPlan(f"I cannot list that: {exc}.")
        keys = {g for g in intent.groups if g.name in self.catalog.models[g.model].entities}
        labels = " and ".join(g.label.lower() for g in intent.groups if g not in keys)
        labels = labels or " and ".join(g.label.lower() for g in intent.groups)
        said = f"the list of {labels}"
        if intent.periods:
            said += " in " + " and ".join(p.label for p in intent.periods)
            if intent.time_dim is not None:
                said += f" (by {intent.time_dim.label.lower()})"
        said += "".join(f", where {filter_text(f)}" for f in intent.filters)
        return SqlPlan(self._dialect_sql(sql), f"List of {labels}", intent.chart or "table", None, None, said)

    # ---- asking back ------------------------------------------------------------------------------

    def quantity_choices(self, n: int = 6, *, needed: Sequence[Dim] = ()) -> tuple[str, ...]:
        """Labels of the main quantities: metrics that others build on first, then plain ones.

        Args:
            n: how many.
            needed: dimensions the question groups or filters by; quantities that cannot reach them are
                left out.
        """
        qs = self.catalog.quantities
        usable = [q for q in qs if self._reaches(q, list(needed))] or list(qs)

        def rank(q: Quantity) -> tuple[int, int, int, int]:
            filtered = any(leaf.filters for leaf in q.leaves())
            return (not q.is_metric, -self.catalog.references.get(q.name, 0), filtered, qs.index(q))

        return tuple(dict.fromkeys(q.label for q in sorted(usable, key=rank)))[:n]

    def _entity_choices(self) -> tuple[str, ...]:
        out = []
        for model in self.catalog.models.values():
            if model.primary_entity and any(
                d.kind == "categorical" for d in self.catalog.dims_of(model.name)
            ):
                out.append(f"per {model.primary_entity.replace('_', ' ')}")
        return tuple(out[:3])

    def _ask_measure(self, intent: Intent) -> AskPlan:
        what = ""
        shown = [
            g for g in intent.groups if g.name not in self.catalog.models[g.model].entities
        ] or intent.groups
        if shown:
            what = " by " + " and ".join(g.label.lower() for g in shown)
        needed = [*intent.groups, *(f.dim for f in intent.filters)]
        choices = self.quantity_choices(needed=needed)
        if intent.rank:
            nouns = " and ".join(self._members(g) for g in shown)
            return AskPlan(f"Rank {nouns or 'them'} by which measure?", choices)
        return AskPlan(f"Which measure would you like to see{what}?", choices)

    def _members(self, dim: Dim) -> str:
        """ "customers" for customer_name, "store" labels for the rest."""
        model = self.catalog.models[dim.model]
        entity = model.primary_entity
        if entity and self.catalog.entity_dim(entity) == dim:
            return model.label.lower()
        return dim.label.lower()

    def _breakdown_choices(self, intent: Intent) -> tuple[str, ...]:
        """ "by month", "by day of week", "by store" ...: breakdowns that fit the measure."""
        out = ["by month", "by day of week", "by hour of day"]
        leaves = [leaf for m in intent.measures if m.quantity for leaf in m.quantity.leaves()]
        reach = self.catalog.join_paths(leaves[0].model) if leaves else {}
        for model in self.catalog.models.values():
            entity = model.primary_entity
            shown = self.catalog.entity_dim(entity) if entity else None
            if shown is not None and shown.model in reach and shown in self.values:
                out.append(f"by {shown.label.lower()}")
        return tuple(out[:6])

    def _ask_year(self, raw: str) -> AskPlan:
        lo, hi = self._dates or (self.anchor, self.anchor)
        word = raw.strip()
        name = word.title() if not word.startswith("q") else word.upper()
        for key, num in (("jan", 1), ("feb", 2), ("mar", 3), ("apr", 4), ("jun", 6), ("jul", 7), ("aug", 8),
                         ("sep", 9), ("oct", 10), ("nov", 11), ("dec", 12), ("may", 5)):  # fmt: skip
            if word.startswith(key):
                name = MONTH_NAMES[num]
        years = [str(y) for y in range(lo.year, hi.year + 1)]
        return AskPlan(f"Which year do you mean for {name}?", tuple(f"{name} {y}" for y in years[-4:]))

    def _known_hint(self) -> str:
        qs = ", ".join(q.label.lower() for q in self.catalog.quantities[:8])
        dims = sorted({d.label.lower() for d in self.catalog.dims if d.kind == "categorical"})[:8]
        return f"I know about {qs}; and can break them down by {', '.join(dims)} or by time."

    def _unknown_message(self, words: list[str]) -> str:
        quoted = ", ".join(f"'{w}'" for w in dict.fromkeys(words))
        noun = "word" if len(set(words)) == 1 else "words"
        return (
            f"I don't know what the {noun} {quoted} mean{'s' if noun == 'word' else ''} here. "
            + self._known_hint()
        )

    # ---- after the query --------------------------------------------------------------------------

    def summarize(
        self, plan: SqlPlan, columns: list[str], rows: list[tuple[Any, ...]], row_count: int
    ) -> str:
        """A sentence or two with the actual numbers of a result."""
        return summarize(self.catalog, plan, columns, rows, row_count)

    def suggestions(self, n: int = 4) -> list[str]:
        """Example questions drawn from the semantic layer, for an empty chat."""
        self._ready()
        order = {label: i for i, label in enumerate(self.quantity_choices(len(self.catalog.quantities)))}
        ranked = sorted(self.catalog.quantities, key=lambda q: order.get(q.label, len(order)))
        return suggestions(self.catalog, ranked, self.values, self._dates, n)
