"""Parallel values: "new vs returning customers", "jaffles or beverages", "Chicago versus Brooklyn".

Two phrases joined by vs / versus / or / and are read as values of one dimension when both can be: the
question then asks for one figure per value (grouped by that dimension), never for the two ANDed. A longer
phrase that would swallow the second value ("returning customers") is split so the value stands alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.lexicon import Concept, Lexicon, Match
from askdata_app.agent.offline.ranking import reaches
from askdata_app.agent.offline.text import singular

JOINERS = frozenset({"vs", "versus", "v", "or", "and", "compared", "against"})


def _value_dims(lexicon: Lexicon, key: tuple[str, ...]) -> set[Dim]:
    return {c.dim for c in lexicon.terms.get(key, {}) if c.kind == "value" and c.dim is not None}


def distribute(lexicon: Lexicon, raw: list[str]) -> list[str]:
    """ "food vs drink orders": the shared noun said once is read with both ("food orders vs drink orders")
    when both phrases are measures of the layer (and the first word alone is not one)."""
    out = list(raw)
    i = 0
    while i + 3 < len(out):
        a, joiner, b, noun = (singular(w) for w in out[i : i + 4])
        both = _measure(lexicon, (a, noun)) and _measure(lexicon, (b, noun))
        values = _value_dims(lexicon, (a,)) & _value_dims(lexicon, (b,))
        if values and any(_reaches(lexicon, (a, noun), d) for d in values):
            both = False  # "new vs returning customers": values of one dimension, one row each
        if joiner in JOINERS and both and not _measure(lexicon, (a,)):
            out.insert(i + 1, out[i + 3])
            i += 4
            continue
        i += 1
    return out


def _reaches(lexicon: Lexicon, key: tuple[str, ...], dim: Dim) -> bool:
    """Whether a measure the phrase names can be split by ``dim``."""
    return any(
        c.quantity is not None and reaches(lexicon.catalog, c.quantity, [dim])
        for c in lexicon.terms.get(key, ())
        if c.kind == "quantity"
    )


def _measure(lexicon: Lexicon, key: tuple[str, ...]) -> bool:
    return any(c.kind == "quantity" for c in lexicon.terms.get(key, ()))


def split_parallel(lexicon: Lexicon, norm: Sequence[str], found: list[Match]) -> list[Match]:
    """Split multi-word matches that start with the second of two parallel values ("A vs B-noun").

    "new vs returning customers": "returning customers" becomes the value "returning" (like "new") and
    "customers".
    """
    out = []
    for m in found:
        i = m.start
        if i >= 2 and norm[i - 1] in JOINERS and m.end - m.start > 1:
            first = _value_dims(lexicon, (norm[i - 2],))
            second = _value_dims(lexicon, (norm[i],))
            rest = tuple(norm[i + 1 : m.end])
            if first & second:  # "jaffles vs beverages sold": the value, and the rest read on its own
                out.append(lexicon.exact(i, i + 1, (norm[i],)))
                if rest in lexicon.terms:
                    out.append(lexicon.exact(i + 1, m.end, rest))
                continue
        out.append(m)
    return out


def align_parallel(matches: list[Match], norm: Sequence[str]) -> list[Match]:
    """Give the second of two joined phrases the same dimension as the first, when it has such a value.

    Two words that are flags or synonyms ("food vs drink") but can both be values of one dimension (the
    jaffle and beverage product types) are read as those values.
    """
    out = list(matches)
    for k in range(1, len(out)):
        a, b = out[k - 1], out[k]
        if b.start - a.end != 1 or norm[a.end] not in JOINERS:
            continue
        both = _common_value(a, b)
        if both is not None:
            out[k - 1], out[k] = _only(a, both[0]), _only(b, both[1])
            continue
        top = a.best({"quantity", "dim", "entity", "value"})
        dims = {c.dim for c in top if c.kind == "value"}
        if not dims or any(c.kind != "value" for c in top):
            continue
        same = [c for c in b.concepts if c.kind == "value" and c.dim in dims]
        if same and same[0] not in b.best({"quantity", "dim", "entity", "value"}):
            out[k] = _only(b, same[0])
    return out


def _common_value(a: Match, b: Match) -> tuple[Concept, Concept] | None:
    """Value concepts of one dimension for two joined phrases, when neither is read as such yet."""
    kinds = {"quantity", "dim", "entity", "value"}
    tops = [m.best(kinds) for m in (a, b)]
    if any(c.kind == "quantity" for top in tops for c in top):
        return None
    if all(top and all(c.kind == "value" for c in top) for top in tops):
        return None  # already values: the plain rule applies
    va = {c.dim: c for c in a.concepts if c.kind == "value"}
    vb = {c.dim: c for c in b.concepts if c.kind == "value"}
    common = [d for d in va if d in vb and va[d].value != vb[d].value]
    return (va[common[0]], vb[common[0]]) if len(common) == 1 else None


def prefer_values(m: Match, dims: frozenset[Dim]) -> Match:
    """``m`` read as a value of one of ``dims`` when it can be one (the previous question's filters)."""
    same = [c for c in m.concepts if c.kind == "value" and c.dim in dims]
    if not same:  # "how about jaffles?" after drinks sold: the other flag of the same rows, when one fits
        flagged = {d.model for d in dims if is_boolean(d)}
        other = [
            c
            for c in m.concepts
            if c.kind == "dim" and c.dim is not None and c.dim not in dims and c.dim.model in flagged
        ]
        other = [c for c in other if c.dim is not None and is_boolean(c.dim)]
        return _only(m, other[0]) if other else m
    if same[0] in m.best({"quantity", "dim", "entity", "value"}):
        return m
    if any(c.kind == "quantity" for c in m.best({"quantity", "dim", "entity", "value"})):
        return m  # "and orders?" names a measure, not a value
    return _only(m, same[0])


def _only(m: Match, concept: Concept) -> Match:
    return Match(m.start, m.end, (concept,), (0,), m.fuzzy, m.text)
