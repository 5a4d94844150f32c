"""A leasing agent's words for what the data holds: footfall, a site's trading history, the lease it frames.

Someone weighing which sites earn enough to renew their leases speaks of the stores the way a landlord does:

- "footfall" / "foot traffic" at a store is its orders (the data holds no door counter; every order is a
  visit): "the footfall at the Chicago site in 2020", "monthly footfall", "lunchtime footfall at each store".
  People walking past, a counter's or sensor's counts, and other tenants' or the street's footfall are not
  orders and are left as said (asked back);
- "visits" after a count word and before "it" / "they" ("the most visits it has had on one day") are orders:
  the noun, not the verb ("visits it" otherwise reads as the verb);
- "trading the longest" / "been in business the longest" / "the longest-trading site" is the store open the
  longest; "the most recent addition" / "the newest addition" is the newest store;
- a store "turns over" what it takes ("what did the Chicago unit turn over in 2020": its sales);
- "<store> unit" is the store ("the Philadelphia unit"): a unit is a shop in a landlord's word;
- the lease frames the request and selects nothing: "for the lease file", "For the lease review:", "at lease
  renewal time" go, "oldest lease first" is oldest first (a site's lease is as old as the site);
- "how many days lie between each store's opening date and 31 December 2020" is each store's days open as of
  that day.

Rent itself (per square foot, a percentage rent, an escalation) is not held and is asked back (beyond.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["lease_words"]

_FOOTFALL = re.compile(
    r"(?<!tenants' )(?<!tenants )(?<!neighbours' )(?<!neighbors' )(?<!street's )(?<!mall's )"
    r"(?<!building's )(?<!centre's )(?<!center's )(?<!passing )"
    r"\b(?P<the>the )?(?:foot ?fall|foot[- ]traffic)\b"
    r"(?! (?:past|passing|walking|going|outside|on the street"
    r"|in the (?:street|mall|building|area|centre|center)|counts?|counters?|sensors?|data|figures from)\b)",
    re.I,
)
"""Footfall at a store (not past it, not counted by a counter, not another tenant's)."""

_OTHERS = re.compile(
    r"\b(?:other|neighbou?ring|adjacent|nearby) (?:tenants?|units|shops|stores|retailers)\b", re.I
)
"""Other tenants' footfall: not in the data (asked back), so footfall is left as said beside them."""

_ORDER_AS_VISIT = re.compile(
    r"(?:(?<=[.?!])\s*|,\s*|\s*\(\s*)(?:(?:i|we) (?:count|treat|take|consider|regard|define)"
    r"|(?:counting|treating|taking|defining)|where|with) (?:every|each|one|an?) order"
    r" (?:as|counts as|is|being|=) (?:one |a |an )?"
    r"(?:visits?|visitors?|footfall|guests?|customer visits?)(?:\s*\))?(?:[.!]|(?=\?))?",
    re.I,
)
"""The asker's own gloss of a visit as an order ("I count every order as one visit."): said already."""

_VISITS_IT = re.compile(
    r"\b(most|fewest|more|fewer|many|highest number of|lowest number of) visits (?=(?:it|they)\b)", re.I
)

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "has been trading the longest", "been in business the longest": open the longest
    (
        re.compile(
            r"\b(has|have|had) (?:been )?(?:trading|operating|in business|open for business|running)"
            r"(?: for)? (?:the )?longest\b",
            re.I,
        ),
        r"\1 been open the longest",
    ),
    (re.compile(r"\b(?:has|have) traded (?:for )?(?:the )?longest\b", re.I), "has been open the longest"),
    # "the longest-trading site", "the longest-standing store": the oldest
    (
        re.compile(r"\blongest[- ](?:trading|running|standing|established|serving|operating)\b", re.I),
        "oldest",
    ),
    # "the most recent addition", "the newest addition to the portfolio": the newest
    (
        re.compile(
            r"\b(?:(?:the|our) )?(?:most recent|newest|latest) (?:addition|arrival|opening)"
            r"(?: to (?:the|our) (?:portfolio|estate|chain|group|line-?up|family))?\b"
            r"(?! (?:date|day|hours?|time|week|month|year)s?\b)",  # "the latest opening date": a date
            re.I,
        ),
        "the newest",
    ),
    # "for the lease file", "for our lease review": the lease frames the request
    (
        re.compile(
            r"(?:,\s*)?\b(?:for|in) (?:the|our|my|a|this) (?:lease|leasing|tenancy|rent|renewal)"
            r" (?:file|review|renewal|negotiations?|talks|pack|discussions?|meeting|report|memo|deck"
            r"|conversation|paperwork|records?|decision)s?\b( too| as well)?",
            re.I,
        ),
        r"\1",
    ),
    (re.compile(r"(?:,\s*)?\bat (?:lease |the )?renewal time\b", re.I), ""),
    # "oldest lease first": oldest first
    (re.compile(r"\b(oldest|newest|youngest|longest|shortest) leases?(?= first\b)", re.I), r"\1"),
    # "what did the Chicago store turn over in 2020": what it took (its sales)
    (re.compile(r"\bturned over\b", re.I), "took"),
    (re.compile(r"\bturns over\b", re.I), "takes"),
    (re.compile(r"\bturn over\b", re.I), "take"),
    # "how many days lie between each store's opening date and 31 December 2020": days open as of then
    (
        re.compile(
            r"\bhow many days (?:lie|are there|have (?:passed|elapsed|gone by)|passed|elapsed|went by)?\s*"
            r"(?:between|from) (each|every) (store|site|location|shop|unit|branch)'s (?:opening date|opening"
            r"|open date|first day)(?: and| to| until| up to) ",
            re.I,
        ),
        r"how many days has \1 \2 been open as of ",
    ),
)


def _footfall(m: re.Match[str]) -> str:
    return "the number of orders" if m.group("the") else "orders"


def lease_words(question: str, stores: Iterable[str] = ()) -> str:
    """``question`` with a leasing agent's words (footfall, trading the longest, a store's unit, the lease
    that frames it) in the planner's words; unchanged when it has none.

    >>> lease_words("Monthly footfall at Chicago in 2019")
    'Monthly orders at Chicago in 2019'
    >>> lease_words("the foot traffic past each store")
    'the foot traffic past each store'
    """
    text = question
    if not _OTHERS.search(text):
        text = _FOOTFALL.sub(_footfall, text)
    text = _ORDER_AS_VISIT.sub("", text).strip()
    text = _VISITS_IT.sub(r"\1 orders ", text)
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    names = sorted((s for s in stores if s), key=len, reverse=True)
    if names:
        said = "|".join(re.escape(s) for s in names)
        text = re.sub(rf"\b({said}) units?\b(?! (?:sold|of|price|cost)\b)", r"\1 store", text)
    return text
