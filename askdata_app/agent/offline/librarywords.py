"""A librarian's words for the data, said plainly before a question is read (round 37).

A librarian keeps a collection and counts its circulation: the products are the titles or holdings (the
"items in the collection"), the stores are branches, the customers are patrons or cardholders, the orders
are checkouts and the units sold are the circulation. The words say how the librarian speaks, never a new
figure:

- "checkout(s)" are orders ("made at least one checkout": placed at least one order; "the mean checkout
  value": the mean order value); a patron who "checked something out" ordered;
- "title(s)", "holding(s)", "items in the collection", "copies" are products or units: "copies of that
  title that went out" are units of that product sold; "titles" counted are products, those "in the jaffle
  section" the jaffles;
- "circulation" is the units sold ("circulation by branch": units sold by store); a title that
  "circulated the most" sold the most units, an item "circulated" or that "went out" was sold;
- "the collection" as the one who sells is we ("what did the collection bring in": what did we); "in the
  collection", "in the catalogue", "on their record", "according to the catalogue record" say only that
  the data has them;
- "cardholders" are customers;
- what a library keeps but the records do not (loans overdue or due back, holds placed, fines, titles
  withdrawn or damaged, cardholders who never borrowed) is asked back (``library_asked``).

Each rewrite needs the librarian's word itself, so a question without one is left as said.

>>> library_words("How many checkouts at the Brooklyn branch in 2019?")
'How many orders at the Brooklyn branch in 2019?'
>>> library_words("Which title circulated the most in 2020?")
'Which product sold the most units in 2020?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten_when

__all__ = ["LIBRARY_ASK", "library_asked", "library_words"]

_I = re.IGNORECASE

LIBRARY_ASK = (
    "The records cannot settle {what}: they hold the checkouts (orders) with their items, the branches "
    "(stores), the titles (products) and the patrons who have checked something out, but no loans, due "
    "dates, returns or withdrawals. Which figure from the records should I show instead?"
)
"""The question back."""

_HOLDING = (
    r"(?:(?<=\bwhich )|(?<=\bthe )|(?<=\beach )|(?<=\bevery )|(?<=\bthat )|(?<=\bthis )|(?<=\bper )"
    r"|(?<=\ba )|(?<=\bone )|(?<=\bbeverage )|(?<=\bjaffle ))holding\b"
)
""""holding" as a noun ("which holding", "the beverage holding"); "baskets holding 4 items" is the verb."""
_MARKERS = re.compile(
    r"\b(?:check-?outs?|checked (?:\w+ )?out|titles?|holdings|circulat\w*|collect[io]+n|catalog(?:ue)?"
    r"|cardholders?|section of the|borrow\w*|(?-i:lent)|loaned|copies)\b"
    r"|" + _HOLDING,
    _I,
)
"""Words only a librarian's question has (one is needed before anything is rewritten)."""

_UNTOLD = re.compile(
    r"\b(?P<what>overdue fines|overdue|due (?:back|date)|late fees?|hold queues?"
    r"|holds?(?= (?:were |was |being )?(?:placed|put|queue))"
    r"|withdrawn|weeded|deaccession\w*|damaged|lost (?:items?|titles?|copies)"
    r"|inter-?library|returned late|late returns?|never (?:borrowed|checked)\b)",
    _I,
)

_COLLECTION = r"(?:collect[io]+n|catalog(?:ue)?)"
_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # a section of the collection is a kind of product ("titles in the jaffle section": jaffle products)
    (
        rf"\b(?:are |is )?in the (?P<t>jaffle|beverage|drinks?|food) (?:section|shelf|shelves)"
        rf"(?: of the {_COLLECTION})?",
        lambda m: f"are {m['t'].lower().rstrip('s')}s" if m["t"].lower() != "food" else "are food",
    ),
    # notes on the catalogue and the record
    (r"\b(?:according to|per|from) the (?:catalog(?:ue)?|collection) record(?:s)?,?\s*", ""),
    (r"\b(?:an )?exact timestamp is required\b\.?", ""),
    (rf"\b(?:does|do) the {_COLLECTION} (?:hold|have|contain|carry)\b", "are there"),
    (rf"\b(?:appear|are|is|held|listed) in the {_COLLECTION}\b", "are there"),
    (rf"\b(?:items|things|works) in the {_COLLECTION}\b", "products"),
    (rf"\b(?:in|of|from) the (?:whole |entire )?{_COLLECTION}\b", ""),
    (
        r"\bthe (?:whole |entire )?collect[io]+n\b(?= (?:bring|brought|take|took|earn|made|make|sell|sold"
        r"|generate|pull|rake))",
        "we",
    ),
    (r"\b(?:on|in) (?:their|his|her|the patron's|a patron's) record\b", ""),
    (r"\bover the (?:entire|whole) record\b", "of all time"),
    (r"\bcardholders?\b", lambda m: "customers" if m[0].lower().endswith("s") else "customer"),
    # patrons who checked something out ordered
    (r"\b(?:have|has|had) ever checked (?:\w+ )?out\b", "have ever ordered"),
    (r"\bchecked (?:something|anything|a title|an item|items|titles) out\b", "ordered"),
    (r"\bmade their first check-?out\b", "placed their first order"),
    (
        r"\bmade (?=(?:at least|exactly|more than|fewer than|only|a|one|two|\d+)\b[^.?!]*?check-?outs?\b)",
        "placed ",
    ),
    (
        r"\b(?:was |were |got |been |is |are )?(?:checked out|borrowed|lent|loaned) (?:the )?most\b",
        "sold the most units",
    ),
    (
        r"\b(?:was |were |got |been |is |are )?(?:checked out|borrowed|lent|loaned)"
        r" (?:the )?(?:least|fewest)\b",
        "sold the fewest units",
    ),
    (
        r"\b(?P<u>items|copies|units) (?P<v>were|was) (?:checked out|borrowed|lent|loaned)\b",
        r"\g<u> \g<v> sold",
    ),
    (r"\bborrowers\b", "customers"),
    (r"\bborrower\b", "customer"),
    (r"\bcheck-?out value\b", "order value"),
    (r"\bcheck-?outs\b", "orders"),
    (r"\bcheck-?out\b", "order"),
    # circulation is units sold
    (r"\bcopies of\b", "units of"),
    (r"\bcopies\b", "units"),
    (r"\b(?:that |which )?went out\b(?! (?:the|of|through) )", " sold"),
    (r"\b(?:has |have |had )?circulated (?:the )?most\b", "sold the most units"),
    (r"\b(?:has |have |had )?circulated (?:the )?(?:least|fewest)\b", "sold the fewest units"),
    (r"\bcirculated\b", "sold"),
    (
        r"\b(?P<e>highest|most|greatest|largest|lowest|least|smallest|fewest) circulation first\b",
        r"\g<e> first",
    ),
    (r"\bcirculation\s*\((?:items|units|copies)\)", "units sold"),
    (r"\bcirculation\b", "units sold"),
    # titles and holdings are products ("the jaffle titles": the jaffles; "per jaffle title": per product)
    (
        r"(?<!\bper )(?<!\beach )(?<!\bevery )\b(?P<t>jaffle|beverage|drink)[ -](?:titles|holdings)\b",
        r"\g<t>s",
    ),
    (r"\b(?:titles|holdings)\b", "products"),
    (r"\btitle\b|" + _HOLDING, "product"),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)


def library_asked(question: str) -> str | None:
    """What a librarian asks that the records cannot tell ("which items are overdue"), else None.

    >>> library_asked("Which items in the collection are overdue?")
    'the overdue items'
    >>> library_asked("How many checkouts in 2020?") is None
    True
    """
    m = _UNTOLD.search(question)
    if m is None:
        return None
    word = m["what"].lower()
    if word.startswith("never"):
        return "who never borrowed"
    if word in ("overdue", "withdrawn", "weeded", "damaged"):
        return f"the {word} items"
    return f"the {word}"


def library_words(question: str) -> str:
    """``question`` with a librarian's words said plainly (see the module); unchanged without one."""
    return rewritten_when(question, _MARKERS, _COMPILED)
