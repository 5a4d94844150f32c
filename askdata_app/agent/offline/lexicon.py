"""The words the planner knows: names, labels and synonyms of quantities, dimensions, entities, and values.

Every term is kept in normalised form (lower case, singular, split on punctuation). Common business
synonyms (sales for revenue, stores for locations, drinks for beverages ...) are added as variants of the
layer's own terms, so they only mean something when the layer has the word they stand for.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from askdata_app.agent.offline.catalog import Catalog, Dim, Quantity
from askdata_app.agent.offline.english import is_common
from askdata_app.agent.offline.text import COMMON_WORDS, norm_key, norm_tokens, similar, typo_match

# layer word -> words people use for it
SYNONYMS: dict[str, tuple[str, ...]] = {
    "revenue": ("sale", "income", "turnover", "earning", "takings", "money"),
    "location": ("store", "shop", "branch", "restaurant", "outlet", "cafe", "site", "city", "venue"),
    "beverage": ("drink",),
    "drink": ("beverage",),
    "customer": ("client", "buyer", "shopper", "guest", "patron", "spender"),
    "product": ("item", "menu item", "sku", "dish"),
    "jaffle": ("sandwich", "food"),
    "food": ("jaffle",),
    "supply": ("ingredient",),
    "order": ("purchase", "transaction", "ticket"),
    "average": ("avg", "mean"),
    "cost": ("expense",),
    "count": ("number",),
    "spend": ("spending", "spent"),
    "lifetime": ("lifetime",),
    "profit": ("margin",),
    "excluding": ("without", "minus", "less", "before", "ex", "exclusive"),
    "before": ("without", "excluding", "pre", "ex"),
    "including": ("with", "incl", "plus", "after", "inclusive"),
    "unique": ("distinct", "different", "individual"),
    "distinct": ("unique", "different", "individual"),
    "value": ("amount", "size"),
    "total": ("amount",),
}


@dataclass(frozen=True)
class Concept:
    """Something a phrase can mean."""

    kind: str
    """"quantity", "dim", "entity" or "value"."""
    quantity: Quantity | None = None
    dim: Dim | None = None
    entity: str | None = None
    value: str | None = None


@dataclass(frozen=True)
class Match:
    """A span of question tokens [start, end) and what it may mean."""

    start: int
    end: int
    concepts: tuple[Concept, ...]
    """Best first: by name or label, then by synonym, then by a generic synonym variant."""
    ranks: tuple[int, ...]
    fuzzy: bool
    text: str

    def best(self, kinds: set[str]) -> list[Concept]:
        """The best-ranked concepts of the given kinds."""
        pairs = [(r, c) for r, c in zip(self.ranks, self.concepts, strict=True) if c.kind in kinds]
        if not pairs:
            return []
        top = min(r for r, _ in pairs)
        return [c for r, c in pairs if r == top]


def _variants(tokens: tuple[str, ...]) -> set[tuple[str, ...]]:
    out: set[tuple[str, ...]] = set()
    for i, tok in enumerate(tokens):
        for alt in SYNONYMS.get(tok, ()):
            out.add((*tokens[:i], *alt.split(), *tokens[i + 1 :]))
    return out - {tokens}


class Lexicon:
    """Phrase -> concepts, exact and typo-tolerant."""

    def __init__(
        self,
        catalog: Catalog,
        values: Mapping[Dim, Sequence[str]] | None = None,
        described: Mapping[Dim, Mapping[str, str]] | None = None,
    ) -> None:
        self.terms: dict[tuple[str, ...], dict[Concept, int]] = defaultdict(dict)
        self.catalog = catalog
        for q in catalog.quantities:
            concept = Concept("quantity", quantity=q)
            self._add_all(concept, [q.name, q.label], 0)
            self._add_all(concept, q.synonyms, 1)
        for d in catalog.dims:
            concept = Concept("dim", dim=d)
            names = [d.name, d.label]
            stripped = [n for n in (d.name, d.label) if norm_tokens(n)[-1:] in {("name",), ("id",), ("dim",)}]
            names += [" ".join(norm_tokens(n)[:-1]) for n in stripped if len(norm_tokens(n)) > 1]
            if norm_tokens(d.name)[:1] in {("is",), ("has",)}:
                names.append(" ".join(norm_tokens(d.name)[1:]))
            self._add_all(concept, names, 0)
            self._add_all(concept, d.synonyms, 1)
            if d.kind == "time":
                for name in (d.name, d.label, *d.synonyms):
                    toks = norm_tokens(name)
                    if len(toks) > 1 and toks[-1] in {"at", "date", "time", "day"}:
                        self._add(concept, toks[:-1], 2)
        for model in catalog.models.values():
            entity = model.primary_entity
            if entity is None:
                continue
            concept = Concept("entity", entity=entity)
            self._add_all(concept, [entity, model.name, model.label], 0)
            self._add_all(concept, model.synonyms, 1)
        self.indexed: set[Dim] = set()
        initials: dict[tuple[str, ...], list[Concept]] = defaultdict(list)
        partial: dict[tuple[str, ...], list[Concept]] = defaultdict(list)
        for d, vals in (values or {}).items():
            self.indexed.add(d)
            for v in vals:
                toks = norm_tokens(v)
                if not toks or len(toks) > 6:
                    continue
                concept = Concept("value", dim=d, value=v)
                self._add(concept, toks, 0)
                if toks[0] == "the" and len(toks) > 1:
                    self._add(concept, toks[1:], 0)
                if 2 <= len(toks) <= 4 and len(vals) <= 50:
                    initials[("".join(t[0] for t in toks),)].append(concept)
                    for tok in set(toks):
                        if len(tok) >= 4:
                            partial[(tok,)].append(concept)
        for key, concepts in initials.items():
            # "LA" for Los Angeles, "SF" for San Francisco: only when unique and not a common word
            if len(concepts) == 1 and key not in self.terms and key[0] not in COMMON_WORDS:
                self.terms[key][concepts[0]] = 1
        for key, concepts in partial.items():
            # "chai" for "chai and mighty", "impala" for "flame impala": a word only one value has
            if len(concepts) == 1 and key not in self.terms and key[0] not in COMMON_WORDS:
                self.terms[key][concepts[0]] = 2
        self._nicknames(described or {})
        self.max_len = max((len(k) for k in self.terms), default=1)
        self.by_len: dict[int, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
        for key in self.terms:
            self.by_len[len(key)].append((" ".join(key), key))

    def _nicknames(self, described: Mapping[Dim, Mapping[str, str]]) -> None:
        """Words from a member's description as its nickname: "agua fresca" for the item described as "a
        kiwi and lime agua fresca", "nutella jaffle" for "nutella and banana jaffle" (two content words in
        order). Only a phrase one member's description has, and no other term already means."""
        for d, texts in described.items():
            found: dict[tuple[str, ...], set[str]] = defaultdict(set)
            for name, text in texts.items():
                words = [t for t in norm_tokens(text) if t not in COMMON_WORDS and len(t) >= 3]
                for w in set(words) | set(norm_tokens(name)):
                    found[(w,)].add(name)
                for i, a in enumerate(words):
                    for b in words[i + 1 :]:
                        if a != b:
                            found[(a, b)].add(name)
            for key, names in found.items():
                if len(names) != 1 or key in self.terms:
                    continue
                (name,) = names
                # one word: only a word of the name its description repeats ("chai" for "chai and mighty")
                if len(key) == 1 and (len(key[0]) < 4 or key[0] not in norm_tokens(name)):
                    continue
                # ... and not when the name's other words mean something else ("vanilla ice": ice)
                rest = [t for t in norm_tokens(name) if t != key[0] and t not in COMMON_WORDS and len(t) >= 3]
                if len(key) == 1 and any(c.value != name for t in rest for c in self.terms.get((t,), {})):
                    continue
                if key[0] not in COMMON_WORDS:
                    self.terms[key][Concept("value", dim=d, value=name)] = 2

    def _add(self, concept: Concept, tokens: tuple[str, ...], rank: int) -> None:
        for key, r in [(tokens, rank), *((v, 2) for v in _variants(tokens))]:
            bucket = self.terms[key]
            bucket[concept] = min(r, bucket.get(concept, r))

    def _add_all(self, concept: Concept, names: Iterable[str], rank: int) -> None:
        for name in names:
            toks = norm_tokens(name)
            if toks:
                self._add(concept, toks, rank)

    def exact(self, start: int, end: int, key: tuple[str, ...]) -> Match:
        """The match of a known term ``key`` typed at tokens [start, end)."""
        return self._match(start, end, key, False, " ".join(key))

    def _match(self, start: int, end: int, key: tuple[str, ...], fuzzy: bool, text: str) -> Match:
        pairs = sorted(self.terms[key].items(), key=lambda p: p[1])
        return Match(start, end, tuple(c for c, _ in pairs), tuple(r for _, r in pairs), fuzzy, text)

    def match(
        self, tokens: list[str], skip: set[int], *, fuzzy_ok: set[int], weak: frozenset[str] = frozenset()
    ) -> list[Match]:
        """The best tiling of exact matches, then typo-tolerant matches on the tokens in ``fuzzy_ok``.

        Exact matches are chosen to cover the most content words (words not in ``weak``), then with the
        fewest phrases: "number of drink orders" is "drink orders", not "number of drinks" + "orders".

        Args:
            tokens: normalised question tokens.
            skip: indices already consumed (time expressions, keywords).
            fuzzy_ok: indices that may be matched with a typo (content words, not stop words).
            weak: words that count for nothing when choosing between overlapping phrases.
        """
        taken = set(skip)
        found = [
            self._match(i, j, tuple(tokens[i:j]), False, " ".join(tokens[i:j]))
            for i, j in self._tile(tokens, skip, weak)
        ]
        for m in found:
            taken.update(range(m.start, m.end))
        for n in (3, 2, 1):
            for i in range(len(tokens) - n + 1):
                span = range(i, i + n)
                if any(j in taken or j not in fuzzy_ok for j in span):
                    continue
                typed = " ".join(tokens[i : i + n])
                best: tuple[float, tuple[str, ...]] | None = None
                # "the doors", "the story": an English word typed right, not "doctor", "store" ("open" may be
                # "opened": the same word inflected)
                common = n == 1 and is_common(typed)
                for text, key in self.by_len.get(n, ()):
                    if common and not (text.startswith(typed) or typed.startswith(text)):
                        continue
                    if typo_match(typed, text):
                        score = similar(typed, text)
                        if best is None or score > best[0]:
                            best = (score, key)
                if best is not None:
                    found.append(self._match(i, i + n, best[1], True, typed))
                    taken.update(span)
        found.sort(key=lambda m: m.start)
        return found

    def _tile(self, tokens: list[str], skip: set[int], weak: frozenset[str]) -> list[tuple[int, int]]:
        """Non-overlapping exact spans maximising (content words covered, -phrases, longest first)."""
        n = len(tokens)
        # best[i] = (score, spans) for tokens[i:]
        best: list[tuple[tuple[int, int], list[tuple[int, int]]]] = [((0, 0), [])] * (n + 1)
        for i in range(n - 1, -1, -1):
            choice = best[i + 1]
            for length in range(1, min(self.max_len, n - i) + 1):
                j = i + length
                if any(k in skip for k in range(i, j)):
                    break
                if tuple(tokens[i:j]) not in self.terms:
                    continue
                content = max(1, 10 * sum(1 for t in tokens[i:j] if t not in weak))
                (c, p), spans = best[j]
                score = (c + content, p - 1)
                if score >= choice[0]:
                    choice = (score, [(i, j), *spans])
            best[i] = choice
        return best[0][1]

    def known_words(self) -> set[str]:
        """Every single token that is part of some term."""
        return {tok for key in self.terms for tok in key}


def value_key(value: str) -> str:
    """The normalised form of a dimension value."""
    return norm_key(value)
