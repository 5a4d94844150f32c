"""A real-estate appraiser's words for what the data holds, said plainly; and the valuer's questions the
records cannot settle, asked back.

An appraiser reads the shops as properties in a portfolio and the orders as transactions:

- "property" ("the Brooklyn property", "top 3 properties") is a store ("property tax" and "property value"
  are asked back, not read as a store's tax); "rank every property by its ..." ranks the stores by their
  ...; "the portfolio" ("across the whole portfolio", "for the portfolio") is the whole chain;
- "clientele" are the customers; "lifetime transactions" are lifetime orders; "the most recent transaction"
  is the last order (", dated before 2020" is before 2020) and "the earliest transaction" the first order;
  "the timestamp of X" asks when X was;
- "appreciation" of a figure is its growth;
- "the listed price" ("the highest listed price among the beverages") is the menu price;
- "the gross margin ratio on 2020 receipts" is the gross margin in 2020, and a gloss saying what it is
  (": pre-tax sales less item supply cost, over sales") goes;
- a gloss restating a ratio ("transactions per client: orders over distinct customers") goes, and so does
  "opening day counted as day one" after a store's first days (the opening day is its first day already);
- a date with the holiday it was named after it ("1 January 2020, the New Year holiday"; "the week of
  Christmas, 21 through 27 December 2020") is read by its dates: the holiday's name goes.

``appraiser_asked`` says what a valuer's question the records cannot settle asks ("the cap rate", "the price
per square foot", "what the shop would fetch on the open market", "the market average"): they hold the
orders and who placed them, no property values, rents, floor areas or market figures.
"""

from __future__ import annotations

import re

__all__ = ["APPRAISER_ASK", "appraiser_asked", "appraiser_words"]

APPRAISER_ASK = (
    "The data holds the shops' orders, customers, products and supplies, with no property values, rents, "
    "floor areas or market figures, so I cannot give {what}. I can give a store's receipts, orders or "
    "customers; which would help?"
)

_I = re.IGNORECASE
_ASKED = re.compile(
    r"\b(?P<what>cap(?:italization|italisation)? rates?|(?:net )?operating income|\bnoi\b"
    r"|(?:price|value|rent|receipts|sales|revenue) per (?:square|sq\.?) (?:foot|feet|ft|met(?:er|re)s?)"
    r"|square footage|floor (?:area|space)|market (?:value|rent|average|rate)s?|open market"
    r"|(?:appraised|assessed|replacement|resale) value|comparable (?:properties|listings)"
    r"|lease (?:terms?|rates?|expiry)|rent roll|rental income|(?:vacancy|occupancy) rates?"
    r"|property (?:tax|taxes|values?|insurance)|zoning)\b",
    _I,
)

_DATE = (
    r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
    r"(?: (?:19|20)\d\d)?"
)
_HOLIDAY = r"(?:new year(?:'s)?(?: day| eve)?|christmas(?: day| eve)?|thanksgiving|easter|independence day)"

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a date with the holiday named after it: the name goes
    (re.compile(rf"\b({_DATE}),? (?:the |a )?{_HOLIDAY}(?: holiday)?\b", _I), r"\1"),
    (
        re.compile(
            rf"\b(?:the )?(?:week|days) of {_HOLIDAY}(?: (?:19|20)\d\d)?\s*[,:]\s*"
            r"(?=(?:from )?(?:[12]\d|3[01]|0?[1-9])\b)",
            _I,
        ),
        "",
    ),
    # properties are stores; the portfolio is the whole chain
    (
        re.compile(
            r"\b(rank|order|sort|list)\s+(?:every|each|all(?: the)?) (?:propert(?:y|ies)|sites?)"
            r"\s+by\s+its\b",
            _I,
        ),
        r"\1 the stores by their",
    ),
    (re.compile(r"\bproperties\b", _I), "stores"),
    (re.compile(r"\bproperty\b(?! (?:tax|taxes|value|values|insurance)\b)", _I), "store"),
    (re.compile(r"\b(?:across|for|over) (?:the )?(?:whole |entire )?portfolio\b", _I), "for the whole chain"),
    (re.compile(r"\bportfolio[- ]wide\b", _I), "chain-wide"),
    # clients
    (re.compile(r"\bclientele\b", _I), "customers"),
    (re.compile(r"\blifetime transaction(s?)\b", _I), r"lifetime order\1"),
    (re.compile(r"\bmost recent transaction (?:was )?dated\b", _I), "last order was"),
    (
        re.compile(
            r"\b(?:the )?timestamp of (?:the )?(earliest|first|latest|last|most recent) transaction\b", _I
        ),
        r"when was the \1 order",
    ),
    (re.compile(r"\bearliest transaction\b", _I), "first order"),
    # appreciation is growth
    (re.compile(r"\bappreciation\b", _I), "growth"),
    # the listed price is the menu price
    (
        re.compile(r"\b(?:the )?(?:highest|top|dearest|steepest) listed price among (?:the )?(\w+?)s\b", _I),
        r"the most expensive \1",
    ),
    (
        re.compile(r"\b(?:the )?(?:lowest|cheapest) listed price among (?:the )?(\w+?)s\b", _I),
        r"the cheapest \1",
    ),
    (re.compile(r"\blisted price\b", _I), "menu price"),
    # the gross margin ratio and its gloss
    (
        re.compile(
            r"\s*[:\u2013\u2014-]\s*(?:pre-?tax )?(?:sales|revenue|receipts) (?:less|minus) "
            r"(?:the )?(?:item )?supply costs?,? (?:over|divided by) "
            r"(?:pre-?tax )?(?:sales|revenue|receipts)(?=\s*[.?!]?\s*$)",
            _I,
        ),
        "",
    ),
    (
        re.compile(r"\bgross margin ratio on ((?:19|20)\d\d) (?:pre-?tax )?receipts\b", _I),
        r"gross margin in \1",
    ),
    (re.compile(r"\bgross margin ratio\b", _I), "gross margin"),
    # a gloss restating orders per customer, and the opening day as day one
    (
        re.compile(
            r"\s*[:,]\s*orders (?:over|divided by|/) (?:the )?(?:distinct|unique) customers(?=\s*[.?!]?\s*$)",
            _I,
        ),
        "",
    ),
    (re.compile(r"\btwelve months (before|earlier|prior)\b", _I), r"12 months \1"),
    # supply line items are the supply rows; "counting each product-supply row" says so again
    (re.compile(r"\bsupply line[- ]items\b", _I), "supply rows"),
    (re.compile(r",?\s*counting (?:each|every) product[- ]supply (?:row|line|pair)\b", _I), ""),
    (re.compile(r",?\s*(?:with )?(?:the )?opening day count(?:ed|s|ing) as day (?:one|1)\b", _I), ""),
)


def appraiser_words(question: str) -> str:
    """``question`` with an appraiser's words said plainly (see the module docstring)."""
    text = question
    for pattern, plain in _REWRITES:
        text = pattern.sub(plain, text)
    return re.sub(r"\s{2,}", " ", text).strip() if text != question else question


def appraiser_asked(question: str) -> str | None:
    """What a valuer's question the records cannot settle asks for, or None."""
    asked = _ASKED.search(question)
    if asked is None:
        return None
    what = asked.group("what").lower()
    if what == "open market":
        return "what the store would fetch on the open market"
    return f"the {what}"
