"""Rankings that say what they rank by without naming a measure: "best-selling", "busiest", "priciest".

A ranking word alone ("top products", "the best month") does not say by what, so the planner asks. Words that
carry a basis do: selling and popularity words rank by the entity's usual measure, traffic words
(busy, slow, quiet) by a count, spending and earning words by money, price words by a price. The measure is
taken from the semantic model, never named here:

- an *item* entity (one that a line-level fact model references next to its parent fact, like products on
  order lines) is ranked by units: the unfiltered count of those lines;
- any other entity (stores, customers) and time periods are ranked by the most central money quantity that
  reaches them (revenue for a store); spending words ("spent the most", "biggest spenders") by the most
  central money quantity the model calls paid (its name, label or synonyms say "paid": the order total, tax
  included), else by money;
- traffic is the most central unfiltered count that reaches the breakdown (orders);
- price is the most central quantity whose name or label says price.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from askdata_app.agent.offline.catalog import Catalog, Dim, Leaf, Quantity
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.ranking import ranked_quantities, reaches
from askdata_app.agent.offline.text import norm_tokens

BASIS_WORDS: dict[str, str] = {
    **dict.fromkeys(
        ("sell", "sells", "selling", "sold", "seller", "sellers", "bestseller", "bestsellers", "popular",
         "unpopular", "popularity", "favourite", "favorite", "favourites", "favorites", "pour", "pours",
         "poured", "pouring", "loved", "liked", "beloved"),
        "usual",
    ),
    **dict.fromkeys(("busy", "busier", "busiest", "slow", "slower", "slowest", "quiet", "quieter",
                     "quietest", "traffic", "footfall"), "count"),
    **dict.fromkeys(("spend", "spent", "spending", "spender", "spenders"), "spend"),
    **dict.fromkeys(("earn", "earned", "earning", "make", "made", "making", "generate", "generated", "bring",
                     "brought", "take", "took", "lucrative", "profitable", "grossing", "grossed"), "money"),
    **dict.fromkeys(("price", "priced", "pricey", "pricier", "priciest", "expensive", "cheap", "cheaper",
                     "cheapest", "costliest", "dearest"), "price"),
}  # fmt: skip
"""Word -> what a ranking by it is about (usual measure of the entity, a count, money, spend or a price).

Spend is money seen from the payer: what customers paid (a quantity the model says is "paid").
"""
MONEY_BASES = frozenset({"money", "spend"})
"""Bases about money: earning (the main money measure) and spending (what was paid, when the model says)."""
_MONEY_ASK = re.compile(r"\bhow much\b(?=\s+\S)|\bwhat did we (?:make|take|earn|bring)\b")


_LEADS = frozenset({"ok", "okay", "now", "so", "and", "then", "but", "right", "fine", "actually", "no"})
"""Words that may open a follow-up before "make that" / "make it"."""
_NOUNS = frozenset({"spender", "spenders"})
"""Basis words that also name who is ranked (left for the lexicon: "spenders" are customers)."""


def read_basis(tokens: Sequence[str], used: set[int]) -> tuple[str | None, set[int]]:
    """The basis a question's words give a ranking or a "how much", and the words that said it."""
    found: str | None = None
    idx: set[int] = set()
    for i, w in enumerate(tokens):
        basis = BASIS_WORDS.get(w)
        if basis is None or i in used:
            continue
        if w == "price" and (i == 0 or tokens[i - 1] not in {"by", "on"}):
            continue  # "price" names a measure or a column itself; "by price" is what to rank by
        if w in {"make", "made"} and i + 1 < len(tokens) and tokens[i + 1] in {"me", "us", "up"}:
            continue  # "make me a pivot": a request, not earning
        if w == "make" and tokens[i + 1 : i + 2] in (["it"], ["that"]) and set(tokens[:i]) <= _LEADS:
            continue  # "ok, make that 2019": the follow-up changes what was asked, nothing is earned
        if found is None or basis in {"count", "price"}:
            found = basis
        if w not in _NOUNS:
            idx.add(i)
    return found, idx


def asks_money(text: str) -> bool:
    """ "how much did we make", "what did we take in": a question about money without naming it."""
    return bool(_MONEY_ASK.search(text))


def is_item(catalog: Catalog, entity: str) -> str | None:
    """The line-level model that sells ``entity`` as an item, or None when the entity is not an item.

    An item is referenced by a model that also references a fact model (one with foreign entities of its
    own): products on order lines, which point at orders, which point at stores and customers.
    """
    facts = {
        name for name, m in catalog.models.items() if any(k == "foreign" for k, _ in m.entities.values())
    }
    for model in catalog.models.values():
        kinds = model.entities
        if kinds.get(entity, ("",))[0] != "foreign":
            continue
        parents = [e for e, (k, _) in kinds.items() if k == "foreign" and e != entity]
        for parent in parents:
            owner = catalog.model_of_entity(parent)
            if owner is not None and owner.name in facts:
                return model.name
    return None


def _count_like(q: Quantity) -> bool:
    node = q.node
    return (
        isinstance(node, Leaf)
        and not node.filters
        and (node.agg in {"count", "count_distinct", "sum_boolean"} or node.expr == "1")
    )


def _plain(q: Quantity) -> bool:
    return not any(leaf.filters for leaf in q.leaves())


def default_measure(catalog: Catalog, intent: Intent, basis: str) -> tuple[Quantity, str] | None:
    """The quantity a ranking (or "how much") by ``basis`` means here, and why, or None.

    Args:
        catalog: the semantic layer's view.
        intent: the question so far (its groups and filters decide what the quantity must reach).
        basis: "usual", "count", "money", "spend" or "price" (see ``BASIS_WORDS``).
    """
    needed: list[Dim] = [*intent.groups, *(f.dim for f in intent.filters)]
    ranked = [q for q in ranked_quantities(catalog, needed) if reaches(catalog, q, needed)]
    entity = _entity(catalog, [*intent.groups, *(f.dim for f in intent.filters)])
    if basis in {"usual", "count"}:
        line = is_item(catalog, entity) if entity is not None else None
        lines = {is_item(catalog, e) for m in catalog.models.values() for e in m.entities} - {None}
        bare = basis == "usual" and not intent.grain and (entity is None or not intent.groups)  # "our
        # bestsellers", "the top sellers at Brooklyn": the items by units (a store said only keeps its rows)
        if line is None and (intent.count or bare or any(d.model in lines for d in needed)):
            line = next(iter(sorted(lines, key=str)), None)  # "how many did we sell": units
        if line is not None:
            units = [q for q in ranked if _count_like(q) and q.leaves()[0].model == line]
            if units:
                return units[0], f"units for {entity.replace('_', ' ')}s" if entity else "units"
    if basis == "count":
        counts = [q for q in ranked if _count_like(q)]
        return (counts[0], "a count") if counts else None
    if basis == "price":
        priced = [
            q for q in ranked if "price" in set(norm_tokens(q.name)) | set(norm_tokens(q.label)) and _plain(q)
        ]
        return (priced[0], "price") if priced else None
    money = [q for q in ranked if q.money and _plain(q) and not _count_like(q)]
    if basis == "spend":
        paid = [q for q in money if "paid" in _words(q)]
        money = paid or money
    if not money:
        return None
    why = f"money for {entity.replace('_', ' ')}s" if entity else "money"
    return money[0], why


def _words(q: Quantity) -> set[str]:
    """The words of a quantity's name, label and synonyms."""
    return {w for text in (q.name, q.label, *q.synonyms) for w in norm_tokens(text)}


def _entity(catalog: Catalog, groups: Sequence[Dim]) -> str | None:
    """The entity whose members a breakdown lists (products for product_name), if any."""
    for g in groups:
        if g.kind == "time":
            continue
        model = catalog.models[g.model]
        if model.primary_entity is not None:
            return model.primary_entity
    return None
