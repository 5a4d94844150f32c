"""The top product within each store, said the ways analysts say it, written as the form the planner reads
("the best selling product at each store ..., drinks only").

- "each store's top drink": the possessive moved after what is ranked ("the top drink at each store");
- "which drink sold the most at each store", "top 3 jaffles per store": a kind of product ranked within each
  store is the products of that kind ("which product sold the most at each store, drinks only"); without
  this the kind was read as a condition and the stores were ranked (one store, not one drink per store);
- "the most popular product at each store", "each store's favourite", "the least popular drink per store":
  with no measure said, products are ranked by units sold, as a product's default measure ("best selling",
  "the product that sold the least"); before, "store" was read as the measure (a count of stores) and the
  question refused.
"""

from __future__ import annotations

import re

_PLACE = r"(?:store|location|shop|branch|caf[eé])"
_ALL_OF = r"(?: one)?(?: of (?:our|the|all))?"
_EACH = rf"(?:(?:at|in|for|per|within|across) (?:each|every){_ALL_OF} {_PLACE}s?|per {_PLACE})\b"
_RANK = (
    r"(?:top|most popular|favou?rite|number one|no\.? ?1|best[- ]selling|best|biggest[- ]selling|biggest"
    r"|most (?:ordered|bought|sold)|least popular|worst[- ]selling|bottom)"
)
_KINDS = {
    "drink": "drinks",
    "beverage": "drinks",
    "jaffle": "jaffles",
    "food item": "food",
    "sandwich": "jaffles",
}
_KIND = "(?:" + "|".join(sorted(_KINDS, key=len, reverse=True)) + ")"
_THING = r"(?:products?|drinks?|jaffles?|beverages?|items?|sellers?|food items?)"
_POSSESSIVE = re.compile(
    rf"\b(?:each|every) ({_PLACE})['’]s ((?:\d+ )?{_RANK}(?: \d+)?(?: [a-z-]+)? {_THING})\b", re.I
)
_KIND_RANKED = re.compile(
    rf"\b(?P<lead>(?:which|what)(?: \d+)?|{_RANK}(?: \d+)?) (?P<kind>{_KIND})(?P<plural>s)?\b"
    r"(?! (?:product|item|type|order|sale|revenue|unit|share|customer|categor))",
    re.I,
)
_MEASURED = re.compile(
    r"\b(?:revenue|sales|sold|sell|sells|selling|units?|orders?|ordered|profit|margins?|costs?|spend|spent"
    r"|tax|customers|takings|turnover|bought|by)\b",
    re.I,
)
_UNMEASURED_RANK = re.compile(
    r"\b(?:top|most popular|favou?rite|number one|no\.? ?1|best|biggest)(?P<n> \d+)?(?= products?\b)", re.I
)

_UNMEASURED_LEAST = re.compile(
    r"\b(?:the )?(?:least popular|worst|least (?:liked|ordered)|bottom)(?P<n> \d+)? (?P<p>products?)\b", re.I
)


def _least(m: re.Match[str]) -> str:
    """ "the least popular product" -> "the product that sold the least"; "bottom 3 products" likewise."""
    return (
        f"bottom{m.group('n')} best selling products" if m.group("n") else "the product that sold the least"
    )


def _most(m: re.Match[str]) -> str:
    return f"{m.group(1)} the {'most' if m.group(2).lower() == 'best' else 'least'}"


def store_winners(question: str) -> str:
    """``question`` with a per-store top product said plainly; unchanged unless it ranks within each store."""
    moved = _POSSESSIVE.sub(lambda m: f"the {m.group(2)} at each {m.group(1)}", question)
    if not re.search(_EACH, moved, re.I):
        return question
    moved = re.sub(r"\b(sold|sells?) (?:the )?(best|worst)\b", _most, moved, flags=re.I)  # "sold best"
    kinds: list[str] = []

    def product(m: re.Match[str]) -> str:
        kinds.append(_KINDS[m.group("kind").lower()])
        return f"{m.group('lead')} product{m.group('plural') or ''}"

    said = _KIND_RANKED.sub(product, moved)
    if not _MEASURED.search(said):
        said = _UNMEASURED_LEAST.sub(_least, said)
        said = _UNMEASURED_RANK.sub(
            lambda m: f"top{m.group('n')} best selling" if m.group("n") else "best selling", said
        )
    if kinds:
        said = f"{said.rstrip(' ?.!')}, {kinds[0]} only"
    if said != question:  # "at every store" said as the planner reads a per-store winner
        said = re.sub(
            rf"\b(?:at|in|for|within|across) (?:each|every){_ALL_OF} ({_PLACE})s?\b",
            r"at each \1",
            said,
            flags=re.I,
        )
    return said
