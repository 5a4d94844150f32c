"""Asking back and saying what was not understood: the texts and the choices offered."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.index import DataIndex
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.plans import AskPlan, UnknownPlan
from askdata_app.agent.offline.ranking import ranked_quantities, reaches
from askdata_app.agent.offline.timespec import MONTH_NAMES

NO_MEASURES = (
    "The semantic model defines no measures or metrics, so I have nothing to compute; "
    "add them to the semantic layer's YAML (semantic_models: measures, and metrics)."
)


@dataclass
class Asker:
    """Builds clarifying questions with choices that fit the question."""

    catalog: Catalog
    index: DataIndex

    def quantity_choices(self, n: int = 6, *, needed: Sequence[Dim] = ()) -> tuple[str, ...]:
        """Labels of the main quantities that can reach ``needed`` (the question's groups and filters)."""
        return tuple(dict.fromkeys(q.label for q in ranked_quantities(self.catalog, needed)))[:n]

    def entity_choices(self) -> tuple[str, ...]:
        out = []
        for model in self.catalog.models.values():
            if model.primary_entity and any(
                d.kind == "categorical" for d in self.catalog.dims_of(model.name)
            ):
                out.append(f"per {model.primary_entity.replace('_', ' ')}")
        return tuple(out[:3])

    def ask_measure(self, intent: Intent) -> AskPlan | UnknownPlan:
        """Which measure? With the measures that fit the question's breakdown and filters."""
        if not self.catalog.quantities:
            return UnknownPlan(NO_MEASURES)
        what = ""
        shown = [
            g for g in intent.groups if g.name not in self.catalog.models[g.model].entities
        ] or intent.groups
        if shown:
            what = " by " + " and ".join(g.label.lower() for g in shown)
        needed = [*intent.groups, *(f.dim for f in intent.filters)]
        if needed and not any(reaches(self.catalog, q, needed) for q in self.catalog.quantities):
            names = " and ".join(sorted({self.catalog.models[d.model].label.lower() for d in needed}))
            return UnknownPlan(
                f"The semantic model has no measure that relates to {names}, so I cannot answer that. "
                + self.known_hint()
            )
        choices = self.quantity_choices(needed=needed)
        if intent.rank:
            nouns = " and ".join(self.members(g) for g in shown)
            return AskPlan(f"Rank {nouns or 'them'} by which measure?", choices)
        return AskPlan(f"Which measure would you like to see{what}?", choices)

    def members(self, dim: Dim) -> str:
        """ "customers" for customer_name, "store" labels for the rest."""
        model = self.catalog.models[dim.model]
        entity = model.primary_entity
        if entity and self.catalog.entity_dim(entity) == dim:
            return model.label.lower()
        return dim.label.lower()

    def breakdown_choices(self, intent: Intent) -> tuple[str, ...]:
        """ "by month", "by day of week", "by store" ...: breakdowns that fit the measure."""
        out = ["by month", "by day of week", "by hour of day"]
        leaves = [leaf for m in intent.measures if m.quantity for leaf in m.quantity.leaves()]
        reach = self.catalog.join_paths(leaves[0].model) if leaves else {}
        for model in self.catalog.models.values():
            entity = model.primary_entity
            shown = self.catalog.entity_dim(entity) if entity else None
            if shown is not None and shown.model in reach and shown in self.index.values:
                out.append(f"by {shown.label.lower()}")
        return tuple(out[:6])

    def ask_year(self, raw: str) -> AskPlan:
        lo, hi = self.index.dates or (self.index.anchor, self.index.anchor)
        word = raw.strip()
        name = word.title() if not word.startswith("q") else word.upper()
        for key, num in (("jan", 1), ("feb", 2), ("mar", 3), ("apr", 4), ("jun", 6), ("jul", 7), ("aug", 8),
                         ("sep", 9), ("oct", 10), ("nov", 11), ("dec", 12), ("may", 5)):  # fmt: skip
            if word.startswith(key):
                name = MONTH_NAMES[num]
        years = [str(y) for y in range(lo.year, hi.year + 1)]
        return AskPlan(f"Which year do you mean for {name}?", tuple(f"{name} {y}" for y in years[-4:]))

    def known_hint(self) -> str:
        """A sentence naming the main measures and breakdowns (for "I did not understand")."""
        if not self.catalog.quantities:
            return NO_MEASURES
        qs = ", ".join(self.quantity_choices(6)).lower()
        shown: list[Dim] = []
        for model in self.catalog.models.values():
            dim = self.catalog.entity_dim(model.primary_entity) if model.primary_entity else None
            if dim is not None and dim.model == model.name and dim.name != model.primary_entity:
                shown.append(dim)
        other = [d.label.lower() for d in self.index.values if d not in shown]
        dims = list(dict.fromkeys([*(self.members(d) for d in shown), *other]))[:8]
        return f"I know about {qs} ...; by {', '.join(dims)} or by time."

    def unknown_message(self, words: list[str]) -> str:
        quoted = ", ".join(f"'{w}'" for w in dict.fromkeys(words))
        noun = "word" if len(set(words)) == 1 else "words"
        return (
            f"I don't know what the {noun} {quoted} mean{'s' if noun == 'word' else ''} here. "
            + self.known_hint()
        )
