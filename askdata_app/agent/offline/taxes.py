"""'incl. tax' / 'w/o tax': a qualifier of a money measure, not the tax measure itself.

"order total incl. tax", "avg lifetime spend w/o tax", "gross including tax by store": the words about tax
say which version of the money figure is meant. The version is read from the semantic layer's own words:
a quantity whose label, description or synonyms say "tax included" / "incl. tax" is the tax-inclusive
one, "before tax" / "excludes tax" / "pretax" the tax-exclusive one. A money measure of the other version
is swapped for its closest sibling of the asked version (most shared words, same kind of aggregation).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from askdata_app.agent.offline.catalog import Catalog, Leaf, Quantity
from askdata_app.agent.offline.intent import Intent, Measure
from askdata_app.agent.offline.text import norm_tokens

ASKED_INCL = (
    r"\b(?:including|with|plus|after|inc) (?:the )?(?:sales )?tax(?:es)?\b|\btax(?:es)? included\b"
    r"|\btax(?:es)? (?:in|inclusive)$|\btax(?:es)? (?:in|inclusive)(?= (?:and|or|by|per|for|in)\b)"
    r"|\btax[- ]inclusive\b|\b(?:the )?tax(?:es)? counted(?: in)?\b"
)
ASKED_EXCL = (
    r"\b(?:excluding|without|before|minus|less|ex|net of|not including) (?:the )?(?:sales )?tax(?:es)?\b"
    r"|\bpretax\b|\bno tax\b"
)
_SAYS_INCL = re.compile(r"tax(?:es)? included|incl(?:\.|uding|udes)? tax|with tax|after tax", re.I)
_SAYS_EXCL = re.compile(
    r"before tax|excl(?:\.|uding|udes)? tax|pre-?tax|without tax|ex[- ]tax|net of tax", re.I
)
_TAX_WORDS = frozenset({"tax", "taxes", "included", "including", "incl", "excluding", "excludes", "before",
                        "pretax", "the", "of", "a", "an", "per"})  # fmt: skip


def tax_sense(q: Quantity) -> str | None:
    """ "incl", "excl" or None, from the quantity's own words."""
    text = " ".join([q.label, q.description, *q.synonyms, q.name.replace("_", " ")])
    incl, excl = bool(_SAYS_INCL.search(text)), bool(_SAYS_EXCL.search(text))
    if incl == excl:
        return None
    return "incl" if incl else "excl"


def _words(q: Quantity) -> set[str]:
    out: set[str] = set()
    for text in (q.label, q.name.replace("_", " "), *q.synonyms):
        out |= set(norm_tokens(text))
    return out - _TAX_WORDS


def _kind(q: Quantity) -> str:
    node = q.node
    return node.agg if isinstance(node, Leaf) else type(node).__name__


def variant(catalog: Catalog, q: Quantity, sense: str) -> Quantity | None:
    """The sibling of money quantity ``q`` in the asked tax ``sense``, or None when there is no better one."""
    if not q.money or tax_sense(q) in {sense, None}:
        return None
    mine = _words(q)
    best: tuple[int, int, Quantity] | None = None
    for other in catalog.quantities:
        if other is q or not other.money or tax_sense(other) != sense:
            continue
        shared = len(mine & _words(other))
        score = (shared, int(_kind(other) == _kind(q)))
        if best is None or score > best[:2]:
            best = (*score, other)
    return best[2] if best is not None else None


def _amount_of(catalog: Catalog, q: Quantity, sense: str) -> Quantity | None:
    """ "the average order incl. tax": a count of rows said with tax means the rows' money amount."""
    node = q.node
    if q.money or not isinstance(node, Leaf) or node.agg not in {"count", "sum"} or node.filters:
        return None
    if node.agg == "sum" and node.expr != "1":
        return None
    for other in taxed_quantities(catalog, sense):
        leaves = other.leaves()
        if len(leaves) == 1 and leaves[0].model == node.model and leaves[0].agg == "sum":
            return other
    return None


def apply_tax(catalog: Catalog, intent: Intent, sense: str | None) -> None:
    """Swap each money measure of ``intent`` for its version in ``sense`` (when the layer has one)."""
    if sense is None:
        return
    out: list[Measure] = []
    for m in intent.measures:
        alt = None
        if intent.asks_how_many and m.quantity is not None and not m.quantity.money:
            out.append(m)  # "how many orders were $20 or more with tax": the tax is the threshold's
            continue
        if m.quantity is not None:
            alt = variant(catalog, m.quantity, sense) or _amount_of(catalog, m.quantity, sense)
        if alt is None:
            out.append(m)
            continue
        agg = m.agg
        own, other = m.quantity.node if m.quantity else None, alt.node
        if agg is None and isinstance(own, Leaf) and isinstance(other, Leaf) and own.agg != other.agg:
            # "average lifetime spend before tax": the before-tax column, averaged like the one named
            agg = own.agg if own.agg in {"average", "median", "min", "max"} else None
        swapped = Measure(quantity=alt, entity=m.entity, agg=agg, label=alt.label)
        if any(_same(swapped, kept) for kept in out + intent.measures):
            continue  # "the total takings, sales tax included": "sales" with tax is the takings named
        out.append(swapped)
        intent.notes.append(f"{alt.label.lower()} ({'tax included' if sense == 'incl' else 'before tax'})")
    intent.measures = out


def _same(a: Measure, b: Measure) -> bool:
    """Whether two measures compute the same figure."""
    same_quantity = a.quantity is not None and b.quantity is not None and a.quantity.name == b.quantity.name
    return same_quantity and (a.entity, a.agg, a.day_kind) == (b.entity, b.agg, b.day_kind)


def taxed_quantities(catalog: Catalog, sense: str) -> Iterable[Quantity]:
    """The money quantities of one tax version."""
    return (q for q in catalog.quantities if q.money and tax_sense(q) == sense)
