"""A fashion buyer's words for the shop's own records, said plainly.

- a "door" is a store ("revenue by door", "door by door", "the LA door", "door-months"); a door opened
  ("opened its doors", "doors open", "the doors shut", "next door", "door to door", "through the doors", "out
  the door") is left as said;
- a "style" is a product ("top 4 styles", "how many different styles"); "in style", "style of", "X-style",
  "prevalence style: ...", "a utilisation style number" are left;
- a "line" is a product type: "by line", "across lines", "each line", "one row per line" group by it, and "the
  jaffle line", "the beverage line" are the jaffles, the drinks; an order line, a line item, a line chart, the
  top or bottom line are left as said;
- the "assortment" is the menu; a "price point" is a price ("the entry price point" is the cheapest item);
- "AUR" (average unit retail) is the average item price; "ATV" (average transaction value) is the average
  order value, and "order total per order" the average order total (a gloss after the average order value
  goes); "per drink unit" is of drink items (units counted per unit, "jaffle units per drink unit", are
  left); "UPT" (units per transaction) is the items per order; an order "with N units" (or more), "in the
  basket", are its items;
- what the records cannot tell a buyer (sell-through against the stock bought in, sizes, open-to-buy) is asked
  back: ``fashion_asked`` names it.
"""

from __future__ import annotations

import re

__all__ = ["FASHION_ASK", "fashion_asked", "fashion_words"]

FASHION_ASK = (
    "The records cannot settle {what}: they hold the orders, the stores and the products with their prices "
    "and supply costs, but no stock bought in, no sizes and no buying plan. Which figure from the records "
    "should I show instead?"
)
"""The question back."""

_COUNTS = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), r)
    for p, r in (
        (r"\bdoor[- ]by[- ]door\b", "store by store"),
        (r"(?<!open )(?<!opened )(?<!opens )(?<!opening )(?<!its )(?<!their )(?<!front )(?<!next )"
         r"(?<!back )(?<!her )(?<!his )(?<!through the )(?<!in the )(?<!into the )(?<!out the )(?<!of the )"
         r"(?<!through our )(?<!in our )\bdoor(s?)\b(?![- ]to[- ]door)(?! open)(?! shut)(?! close)(?!way)",
         r"store\1"),
        (r"(?<!-)\b(?<!in )style(s?)\b(?! of\b)(?!\s*[-:\u2013\u2014])"
         r"(?! (?:question|number|figure|metric|measure|view|check|answer|report)s?\b)", r"product\1"),
        (r"\b(by|across|each|every|per) (?:product )?lines?\b(?! (?:items?|charts?|graphs?|plots?))",
         r"\1 product type"),
        (r"\b(?:the )?(jaffle|food|sandwich|drinks?|beverage|coffee) line\b", r"\1s"),
        (r"\b(?:the )?(?:current |whole |full |entire )?assortment\b", "the menu"),
        (r"\b(?:the |our )?entry(?:[- ]level)? price[- ]points?\b", "the cheapest product"),
        (r"\bprice[- ]points?\b", "product price"),
        (r"\bAUR\b", "average item price"),
        (r"\bATV\b", "average order value"),
        (r"(?<=average order value)([^?]*?)\s*[-\u2013\u2014:]\s*(?:the )?(?:average |mean )?"
         r"order totals? per (?:order|transaction)\b", r"\1"),
        (r"\border totals? per (?:order|transaction)\b", "average order total"),
        (r"(?<!units )(?<!items )\bper (drink|beverage|jaffle|food|sandwich|coffee) units?\b",
         r"of \1 items"),
        (r"\bUPT\b", "items per order"),
        (rf"\b(had|with|having|containing|holding) ({_COUNTS}|(?:at least|more than) {_COUNTS}) units\b",
         r"\1 \2 items"),
        (r" in the basket\b", ""),
    )
)  # fmt: skip
_UNTOLD = re.compile(
    r"\b(sell[- ]?through|size curve|open[- ]to[- ]buy|weeks? of cover|stock[- ]?turn|on[- ]hand stock"
    r"|(?<!order )(?<!basket )(?<!party )(?<!ticket )(?<!group )(?<!sample )"
    r"sizes?(?= sold| run|\b.{0,20}\bsold))\b",
    re.IGNORECASE,
)


def fashion_words(question: str) -> str:
    """``question`` with a buyer's words said plainly; unchanged when it has none.

    >>> fashion_words("Revenue by door for 2020, door by door")
    'Revenue by store for 2020, store by store'
    >>> fashion_words("Top 4 styles from the jaffle line")
    'Top 4 products from jaffles'
    >>> fashion_words("ATV and UPT by line")
    'average order value and items per order by product type'
    """
    said = question
    for pattern, plain in _WORDS:
        said = pattern.sub(plain, said)
    return said


def fashion_asked(question: str) -> str | None:
    """What a buyer asks that the records cannot tell ("the sell-through", "which sizes sold best"), else
    None.

    >>> fashion_asked("What's the sell-through on that style?")
    'the sell-through'
    >>> fashion_asked("Which sizes sold best?")
    'the sizes'
    """
    m = _UNTOLD.search(question)
    if m is None:
        return None
    word = m[1].lower()
    return "the sizes" if word.startswith("size") else f"the {word}"
