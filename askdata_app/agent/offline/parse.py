"""Reading a question into an ``Intent``: time, keywords, then the layer's own words."""

from __future__ import annotations

import re
from datetime import date

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.lexicon import Concept, Lexicon, Match
from askdata_app.agent.offline.text import singular, words
from askdata_app.agent.offline.timespec import parse_time

FILLER = set(
    """a an the of in on at to for from by per with and or but is are was were be been being do does did done
    we our us i me my you your it its they them their there here this that these those what what's whats which
    who whom how how's when where why show shows showing give gives tell list get find display see look want
    need like please can could would should will shall may might must let know me let's lets all each every
    any some much many total totals overall whole entire just only also then than so as into across over
    under about our company business data value values figure figures number numbers amount report summary
    compare compared comparison versus vs v against break broken breakdown down split grouped group out up
    one ones have has had got make made did sold sell selling spent spend more most less least top bottom
    best worst highest lowest biggest smallest largest big small high low been being go going went doing
    done perform performed performing performance result results stats statistic metric metrics kpi kpis
    numbers trend time period overview instead again now same too either both other else hey hi hello ok okay
    thanks thank quick quickly chart graph plot visualize visualise visualization table pie bar line donut
    scatter histogram column columns row rows draw using use used via sorted sort ordered rank ranked ranking
    ascending descending asc desc first split distribution up til till until generated bring brought came
    come comes coming from made make makes produce produced contribute contributed contribution each
    whose which where wise level levels mix made along alongside together versus rate""".split()
)
_GROUP_MARKERS = {
    "by",
    "per",
    "each",
    "every",
    "across",
    "for each",
    "breakdown by",
    "split by",
    "grouped by",
}
_NUM_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
              "ten": 10, "twenty": 20, "fifteen": 15, "twelve": 12}  # fmt: skip
_DESC = r"top|best|highest|most|largest|biggest|greatest|leading|busiest|strongest|max|maximum|popular|most popular"
_ASC = r"bottom|worst|lowest|least|fewest|smallest|weakest|slowest|quietest|min|minimum"
_CHARTS = {
    "pie": "pie", "donut": "pie", "doughnut": "pie", "bar": "bar", "column": "bar", "line": "line",
    "scatter": "scatter", "histogram": "histogram", "table": "table",
}  # fmt: skip


class QuestionParser:
    """Turns one question's text into an ``Intent`` using a catalog and its lexicon."""

    def __init__(self, catalog: Catalog, lexicon: Lexicon) -> None:
        self.catalog = catalog
        self.lexicon = lexicon

    def parse(self, question: str, anchor: date) -> Intent:
        """Parse ``question``; relative dates count back from ``anchor``."""
        raw = [w.replace("'s", "").replace("'", "") for w in words(question)]
        raw = [w for w in raw if w]
        norm = [singular(w) for w in raw]
        intent = Intent()
        time = parse_time(raw, anchor)
        used = set(time.consumed)
        intent.periods = time.periods
        intent.missing_year = time.missing_year
        intent.grain = time.grain
        intent.growth = time.growth
        if time.over_time and not intent.grain:
            intent.grain = "month"
        text = " ".join(raw)
        starts = [m.start() for m in re.finditer(r"\S+", text)]

        def spans(pattern: str) -> list[tuple[re.Match[str], set[int]]]:
            out = []
            for m in re.finditer(pattern, text):
                idx = {i for i, p in enumerate(starts) if m.start() <= p < m.end()}
                if not idx & used:
                    out.append((m, idx))
            return out

        # the layer's multi-word terms first ("average order value" is a metric, not an average)
        exact = [m for m in self.lexicon.match(norm, used, fuzzy_ok=set()) if m.end - m.start > 1]
        for m in exact:
            used.update(range(m.start, m.end))
        self._keywords(intent, spans, used, time.grain_adjective)
        fuzzy_ok = {
            i for i, w in enumerate(norm) if i not in used and w not in FILLER and raw[i] not in FILLER
        }
        rest = self.lexicon.match(norm, used, fuzzy_ok=fuzzy_ok)
        matches = sorted(exact + rest, key=lambda m: m.start)
        for m in matches:
            used.update(range(m.start, m.end))
        self._resolve(intent, matches, raw)
        for i, w in enumerate(raw):
            if i in used or w in FILLER or norm[i] in FILLER:
                continue
            if len(w) <= 2 and not w.isdigit():
                continue
            intent.unknown.append(w)
        return intent

    def _keywords(self, intent: Intent, spans, used: set[int], grain_adjective: bool) -> None:  # type: ignore[no-untyped-def]
        nums = r"(\d+|" + "|".join(_NUM_WORDS) + ")"
        for m, idx in spans(rf"\b(?:the )?({_DESC}|{_ASC}) {nums}\b"):
            intent.rank = "asc" if re.fullmatch(_ASC, m.group(1)) else "desc"
            intent.limit = int(m.group(2)) if m.group(2).isdigit() else _NUM_WORDS[m.group(2)]
            used.update(idx)
        for m, idx in spans(rf"\b({_DESC}|{_ASC})\b"):
            word = m.group(1)
            if word in {"max", "maximum", "min", "minimum"}:
                intent.agg = "max" if word.startswith("max") else "min"
            else:
                intent.rank = intent.rank or ("asc" if re.fullmatch(_ASC, word) else "desc")
            used.update(idx)
        for m, idx in spans(r"\b(?:in )?(ascending|descending|asc|desc)(?: order)?\b"):
            intent.rank = "asc" if m.group(1).startswith("asc") else "desc"
            used.update(idx)
        for m, idx in spans(r"\b(?:sorted|ordered|order|sort|ranked|rank)(?: them)? by\b"):
            intent.rank = intent.rank or "desc"
            used.update(idx)
        for m, idx in spans(r"\b(share|percentage|percent|proportion|pct|fraction|contribution|mix)\b"):
            intent.share = True
            used.update(idx)
        for m, idx in spans(r"\b(average|avg|mean|typical)\b"):
            intent.average = True
            used.update(idx)
        for m, idx in spans(r"\b(median)\b"):
            intent.agg = "median"
            used.update(idx)
        for m, idx in spans(r"\b(how many|number of|count of|count|no of|num of)\b"):
            intent.count = True
            used.update(idx)
        for m, idx in spans(r"\b(cumulative|running total|running sum|cumulatively)\b"):
            intent.cumulative = True
            used.update(idx)
        for m, idx in spans(
            r"\b(pie|donut|doughnut|bar|column|line|scatter|histogram|table)(?: chart| graph| plot)?\b"
        ):
            intent.chart = _CHARTS[m.group(1)]
            used.update(idx)
        for m, idx in spans(r"\b(list|list of|which|what are the|what are|show all|all the|all)\b"):
            intent.listing = True
        for m, idx in spans(
            r"\b(how did we do|how are we doing|how were we doing|how is it going|how did it go|how are things"
            r"|how is business|how s business|doing|perform|performing|performed|performance|kpis?|stats|results)\b"
        ):
            intent.vague = True
            used.update(idx)
        for m, idx in spans(r"\binstead\b"):
            intent.replace_groups = True
            used.update(idx)
        if grain_adjective and intent.average and intent.grain:
            intent.per_grain = intent.grain
            intent.grain = None

    def _resolve(self, intent: Intent, matches: list[Match], raw: list[str]) -> None:
        agg = intent.agg
        negate_next = False
        filters: dict[Dim, list[str]] = {}
        negated: set[Dim] = set()
        mentioned: list[tuple[Dim, bool]] = []
        for m in matches:
            before = " ".join(raw[max(0, m.start - 2) : m.start])
            prev = raw[m.start - 1] if m.start else ""
            negate_next = bool(
                re.search(r"\b(excluding|except|without|not|exclude|excl|other than|besides|but)$", before)
            )
            grouped = prev in {"by", "per", "each", "every", "across"} or before.endswith(
                ("for each", "for every")
            )
            kinds = {c.kind for c in m.concepts}
            values = [c for c in m.concepts if c.kind == "value"]
            quantities = [c for c in m.concepts if c.kind == "quantity"]
            dims = [c for c in m.concepts if c.kind in {"dim", "entity"}]
            if values and (not (quantities or dims) or m.end - m.start > 1 and not grouped):
                concept = self._pick_value(values)
                assert concept.dim is not None and concept.value is not None
                filters.setdefault(concept.dim, [])
                if concept.value not in filters[concept.dim]:
                    filters[concept.dim].append(concept.value)
                if negate_next:
                    negated.add(concept.dim)
                continue
            if quantities and not grouped and (not intent.measures or not dims):
                if len({c.quantity.name for c in quantities if c.quantity}) > 1 and not dims:
                    names = tuple(c.quantity.label for c in quantities if c.quantity)
                    intent.ambiguous.append((m.text, names))
                q = quantities[0].quantity
                intent.measures.append(Measure(quantity=q, agg=agg, label=q.label if q else ""))
                continue
            if quantities and grouped and not dims:
                q = quantities[0].quantity
                if intent.rank or not intent.measures:
                    intent.measures.insert(0, Measure(quantity=q, agg=agg, label=q.label if q else ""))
                continue
            if dims:
                dim = self._dim_of(dims[0])
                if dim is None:
                    continue
                if "dim" in kinds and "entity" in kinds:
                    dim = self._dim_of(next(c for c in dims if c.kind == "entity")) or dim
                if grouped and prev == "per" and intent.average:
                    intent.per = dim
                    continue
                mentioned.append((dim, grouped))
                continue
        for dim, vals in filters.items():
            intent.filters.append(Filter(dim, tuple(vals), dim in negated))
        filtered_models = {f.dim.model for f in intent.filters if len(f.values) == 1 and not f.negate}
        filtered_dims = {f.dim for f in intent.filters if len(f.values) == 1 and not f.negate}
        for dim, grouped in mentioned:
            if dim.kind == "time" and not grouped:
                intent.time_dim = dim
                continue
            if dim.kind == "time":
                intent.time_dim = dim
                intent.grain = intent.grain or "day"
                continue
            if _is_boolean(dim) and not grouped:
                intent.filters.append(Filter(dim, ("true",)))
                continue
            if not grouped and (dim in filtered_dims or dim.model in filtered_models):
                continue
            if intent.count and not intent.measures and not grouped:
                intent.measures.append(Measure(entity=self._entity_of(dim), label=dim.model))
                continue
            if dim not in intent.groups:
                intent.groups.append(dim)
        for f in intent.filters:
            if len(f.values) > 1 and not f.negate and f.dim not in intent.groups and not intent.share:
                intent.groups.append(f.dim)
        if agg and intent.measures:
            intent.measures = [Measure(m.quantity, m.entity, m.agg or agg, m.label) for m in intent.measures]

    def _pick_value(self, values: list[Concept]) -> Concept:
        return values[0]

    def _dim_of(self, concept: Concept) -> Dim | None:
        if concept.kind == "dim":
            return concept.dim
        return self.catalog.entity_dim(concept.entity or "")

    def _entity_of(self, dim: Dim) -> str | None:
        return self.catalog.models[dim.model].primary_entity


def _is_boolean(dim: Dim) -> bool:
    name = dim.name.lower()
    return name.startswith(("is_", "has_")) or dim.kind == "boolean"
