"""What a few menu items would cost at one store, its sales tax added: "what would two vanilla ices cost at
the Philadelphia café, sales tax included", "what do one nutellaquent and one tangaroo come to in Chicago,
with tax", "what would a tangaroo cost at Chicago, with Chicago's sales tax".

The figure is a bill, not a sum over the orders: each product's own menu price times the number said, added,
and times one plus the store's own tax rate when tax is said (rounded to cents). Without this reading the
"cost" was the supply cost of every such item ever sold there (or the planner could not relate products to
the store's orders at all). A store said without tax, or tax without a store, is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.compose import Composer
from askdata_app.agent.offline.index import DataIndex
from askdata_app.agent.offline.numwords import counting, numbers, value
from askdata_app.agent.offline.ownprice import money_cols
from askdata_app.agent.offline.sqlbuild import lit
from askdata_app.agent.offline.text import norm_tokens

__all__ = ["MenuBill", "bill_sql", "menu_kinds", "read_menu_bill"]

_COUNTS = numbers("a", "an", counting(1, 6), "a couple of")
"""How many of an item are bought: "a", "an" are one, "a couple of" two."""
_QTY = r"(?P<q>\d{1,4}|an?|one|two|three|four|five|six|a couple of)"
_ASK = re.compile(
    r"\b(?:what|how much) (?P<verb>would|will|do|does|did|should) (?P<items>.+?)"
    r" (?:cost|come to|total|add up to|be)"
    r"(?: (?:in total|altogether|all together))?\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_HOW_MUCH = re.compile(
    r"\bhow much (?P<verb>is|are|'s|would be) (?P<items>.+?)"
    r"(?P<rest>(?:\s+(?:with|at|in|including|incl\.?|plus|after|for)\b|\s*[?.!(]|$).*)$",
    re.IGNORECASE,
)
"""'how much is a chai and mighty with tax at Brooklyn': a bill when a store and its tax are said."""
_TAXED = re.compile(
    r"\b(?:sales )?tax(?:es)? (?:added|included|in|on top)\b|\b(?:with|plus|including|incl\.?|after)"
    r" (?:(?:that|the|its|their|that store's|that café's|the store's|local|[a-z.]+(?: [a-z.]+)?'s) )?"
    r"(?:sales )?tax",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class MenuBill:
    """Products and how many of each, at one store (None: no store said), tax added or not."""

    items: tuple[tuple[int, str], ...]
    store: str | None
    taxed: bool


def _product(said: str, products: Sequence[str]) -> str | None:
    words = said.strip().lower()
    for name in sorted(products, key=len, reverse=True):
        low = name.lower()
        if words in {low, f"{low}s", f"{low}es"} or words == f"the {low}":
            return name
    return None


def read_menu_bill(question: str, products: Sequence[str], stores: Iterable[str]) -> MenuBill | None:
    """The bill ``question`` asks for, or None when it names no number of known products to be priced."""
    m = _ASK.search(question) or _HOW_MUCH.search(question)
    if m is None:
        return None
    names = "|".join(re.escape(n) for n in sorted(products, key=len, reverse=True))
    if not names:
        return None
    one = re.compile(
        rf"\s*(?:,\s*)?(?:(?:and|plus|with)\s+)?{_QTY}\s+(?P<what>{names})(?:e?s)?\b", re.IGNORECASE
    )
    said, at = m.group("items").strip(), 0
    items: list[tuple[int, str]] = []
    while at < len(said):
        q = one.match(said, at)
        if q is None:
            return None
        product = _product(q.group("what"), products)
        if product is None:
            return None
        count = q.group("q").lower()
        items.append((value(count, _COUNTS), product))
        at = q.end()
    rest = m.group("rest")
    named = [s for s in stores if re.search(rf"\b{re.escape(s)}\b", rest, re.IGNORECASE)]
    taxed = bool(_TAXED.search(rest))
    if len(named) > 1 or (taxed and not named) or (named and not taxed):
        return None
    if re.match(
        r"\s*(?:us|me|the (?:company|business|shop|chain)|to make|in supplies)\b", rest, re.IGNORECASE
    ):
        return None  # "what does a mel-bun cost us": its supplies, not its price
    if not named and m.group("verb").lower() != "would":
        return None  # "what did a tangaroo cost in 2019": left to the other readings
    return MenuBill(tuple(items), named[0] if named else None, taxed)


def _named_dim(index: DataIndex, values: Iterable[str]) -> Dim | None:
    wanted = {v.lower() for v in values}
    for dim, held in index.values.items():
        if wanted <= {str(v).lower() for v in held}:
            return dim
    return None


def bill_sql(catalog: Catalog, composer: Composer, index: DataIndex, bill: MenuBill) -> str | None:
    """The bill as one figure, or None when the layer holds no menu price (or tax rate) to price it with."""
    named = _named_dim(index, [p for _, p in bill.items])
    prices = (
        [d for d in money_cols(index.numeric_dims, named.model) if "price" in norm_tokens(d.name)]
        if named
        else []
    )
    if named is None or not prices:
        return None
    sb = composer.sb
    products = composer.from_clause(named.model, [])
    terms = [
        f"{n} * (SELECT {sb.dim_sql(prices[0])} {products} WHERE {sb.dim_sql(named)} = {lit(p)})"
        for n, p in bill.items
    ]
    total = " + ".join(terms)
    if bill.store is None:
        return f"SELECT ROUND({total}, 2) AS menu_total"
    store = _named_dim(index, [bill.store])
    table = catalog.models[store.model].table if store is not None else ""
    rates = [c for c in index.columns.get(table, []) if {"tax", "rate"} <= set(norm_tokens(c))]
    if store is None or not rates:
        return None
    rate = f"{store.model}.{rates[0]}"
    return (
        f"SELECT ROUND(({total}) * (1 + {rate}), 2) AS total_with_tax"
        f" {composer.from_clause(store.model, [])} WHERE {sb.dim_sql(store)} = {lit(bill.store)}"
    )


def menu_kinds(
    catalog: Catalog,
    composer: Composer,
    index: DataIndex,
    products: Sequence[str],
    run: Callable[[str], Sequence[Sequence[object]]],
) -> dict[str, list[str]]:
    """The products of each kind the menu names by a flag ("jaffle": the products whose food flag is set),
    keyed by the flag's words and their plurals, for "one of every jaffle" (see ``menuquote``)."""
    named = _named_dim(index, products)
    if named is None:
        return {}
    sb = composer.sb
    kinds: dict[str, list[str]] = {}
    for dim in catalog.dims_of(named.model):
        if not dim.name.startswith("is_") or not dim.synonyms:
            continue
        rows = run(
            f"SELECT DISTINCT {sb.dim_sql(named)} {composer.from_clause(named.model, [])}"
            f" WHERE {sb.dim_sql(dim)} = TRUE ORDER BY 1"
        )
        members = [str(r[0]) for r in rows]
        for word in dim.synonyms:
            low = word.lower()
            if " " not in low and members:
                one = low[:-1] if low.endswith("s") else low
                kinds.setdefault(one, members)
                kinds.setdefault(f"{one}s", members)
    return kinds
