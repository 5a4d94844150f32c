"""A caterer's quote: menu items for a group, priced at the menu: "Party of 25, one flame impala per head:
what's the total at menu price?", "per-head price if every guest gets a nutellaquent plus a chai and mighty,
before tax?", "if I order 30 vanilla ices from the Los Angeles store, what's the bill with sales tax?", "a
client wants one of every jaffle on the menu: what does that come to?".

The figure is a bill (see ``menubill``): each product's menu price times how many, added, with the store's
tax when tax is said. The count of each item is the number said, times the party's size when each guest
gets it ("one per head", "every guest gets"), unless the price per head is what is asked. "One of every
jaffle" is one of each product of that kind. The quote is said as the bill reading reads it ("what would 25
flame impalas cost?"); before, "party", "per head" and "bill" were read as customers, orders or not at all.
A question about what was sold (a year, "sold", "revenue") is no quote and is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from askdata_app.agent.offline.numwords import counting, numbers

__all__ = ["quote_as_bill"]

_WORDS = numbers("a", "an", counting(1, 10), "a dozen", "a couple of")
"""How many of an item are quoted: "a", "an" are one, "a dozen" twelve, "a couple of" two."""
_QTY = r"(?P<q>\d{1,4}|a dozen|a couple of|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
_ASKED = re.compile(
    r"\b(?:total|bill|come to|comes to|add up|adds up|cost|costs|price|charge|quote|pay|how much)\b",
    re.IGNORECASE,
)
_FRAME = re.compile(
    r"\b(?:if|suppose|say|party|group|guests?|people|attendees|covers|per[- ](?:head|person|guest)|client"
    r"|customer wants)\b",
    re.IGNORECASE,
)
_HISTORY = re.compile(
    r"\b(?:19|20)\d\d\b|\b(?:sold|revenue|takings|last (?:year|month|week)|this (?:year|month)"
    r"|orders? (?:placed|taken)|(?:has|have|did|were|was) (?:\w+ )?(?:ordered|bought))\b|\bsales\b(?! tax)",
    re.IGNORECASE,
)
_PARTY = re.compile(
    r"\b(?:party|group|table|event|lunch|dinner|function|meeting|team|office|crowd) (?:of|for)"
    r" (?P<a>\d{1,4})\b"
    r"|\bfor (?P<b>\d{1,4}) (?:guests|people|persons|attendees|covers|heads|staff|employees|delegates)\b"
    r"|\b(?P<c>\d{1,4})[- ](?:person|guest|people|head|cover|strong)\b"
    r"|\b(?P<d>\d{1,4}) (?:guests|people|persons|attendees|covers|delegates)\b",
    re.IGNORECASE,
)
_EACH = re.compile(
    r"\b(?:per (?:head|person|guest|attendee)|each|apiece|a head|every (?:guest|person|attendee)|everyone"
    r"|all round)\b",
    re.IGNORECASE,
)
_PER_HEAD_ASKED = re.compile(
    r"\bper[- ](?:head|person|guest) (?:price|cost|rate|total|figure|amount|spend)"
    r"|\b(?:price|cost|rate|total|figure|amount|that|it|this|spend) (?:is |be |come to |comes to )?per"
    r" (?:head|person|guest)\b",
    re.IGNORECASE,
)
_UNTAXED = re.compile(
    r"\b(?:pre-?tax|before (?:sales )?tax|excluding (?:sales )?tax|ex(?:cl\.?)? tax|without (?:sales )?tax"
    r"|no tax)\b",
    re.IGNORECASE,
)
_TAXED = re.compile(
    r"\b(?:including|incl\.?|with|plus|after|add(?:ing)?) (?:[\w.']+ ){0,2}?(?:sales )?tax\b"
    r"|\btax included\b",
    re.IGNORECASE,
)
_EVERY = r"(?:one|1) of (?:every|each)"
_NOT_A_BILL = re.compile(
    r"\b(?:average|mean|median|typical|cheapest|dearest|priciest|most expensive|least expensive|highest"
    r"|lowest|which|list|rank|how many|fraction|share|percent|percentage|proportion|ratio|margin|profit|left"
    r"|keep|supply|supplies|ingredients|to make)\b",
    re.IGNORECASE,
)
"""A figure over the menu ("the average price of one of each drink"), a listing, or what is left of a price
once its supplies are paid for, not a bill."""


def _count(said: str) -> int:
    return int(said) if said.isdigit() else _WORDS[said.lower()]


def quote_as_bill(
    question: str, products: Sequence[str], stores: Iterable[str], kinds: Mapping[str, Sequence[str]]
) -> str | None:
    """``question`` said as the bill it quotes ("what would 25 flame impalas cost at Chicago with sales
    tax?"), or None when it quotes no known products for a group (see the module).

    >>> quote_as_bill("Party of 20, one mel-bun per head. Total at menu price?", ["mel-bun"], [], {})
    'What would 20 mel-bun cost?'
    >>> quote_as_bill("Per-head price if every guest gets a mel-bun plus a tangaroo?",
    ...               ["mel-bun", "tangaroo"], [], {})
    'What would 1 mel-bun and 1 tangaroo cost?'
    >>> quote_as_bill("How many mel-buns did we sell in 2019?", ["mel-bun"], [], {}) is None
    True
    """
    framed = _FRAME.search(question) or _PARTY.search(question)
    if not _ASKED.search(question) or not framed or _HISTORY.search(question):
        return None
    if _NOT_A_BILL.search(question):
        return None
    kind_words = "|".join(re.escape(k) for k in sorted(kinds, key=len, reverse=True))
    if not products:
        return None
    said_as = {p.lower(): p for p in products}
    said_as |= {p.lower()[4:]: p for p in products if p.lower()[:4] == "the "}  # "a krautback"
    names = "|".join(re.escape(n) for n in sorted(said_as, key=len, reverse=True))
    items: list[tuple[int, str]] = []
    for m in re.finditer(rf"\b{_QTY} (?P<what>{names})(?:e?s)?\b", question, re.IGNORECASE):
        items.append((_count(m.group("q")), said_as[m.group("what").lower()]))
    if kind_words:
        for m in re.finditer(
            rf"\b(?:{_EVERY}) (?P<kind>{kind_words})"
            r"(?= on (?:the|our|your) menu\b|(?: we (?:sell|offer|have))|\s*[,.:;?]| as\b| for\b| in\b"
            r"| (?:how much|what)\b|$)",
            question,
            re.IGNORECASE,
        ):
            items += [(1, p) for p in kinds[m.group("kind").lower()]]
    if not items:
        return None
    party = _PARTY.search(question)
    size = int(next(g for g in party.groups() if g)) if party is not None else None
    if size is not None and not _PER_HEAD_ASKED.search(question):
        if not _EACH.search(question):
            return None  # "a party of 20 and a mel-bun": how many each is not said
        items = [(n * size, p) for n, p in items]
    where = ""
    named = [
        s
        for s in stores
        if re.search(rf"\b{re.escape(s)}\b", question, re.IGNORECASE)
        or (len(s.split()) > 1 and re.search(rf"\b{''.join(w[0] for w in s.split()).upper()}\b", question))
    ]  # "the LA store": a city said by its initials
    if len(named) > 1:
        return None
    if named:
        where = f" at {named[0]}"
    taxed = bool(_TAXED.search(question)) and not _UNTAXED.search(question)
    said = " and ".join(f"{n} {p}" for n, p in items)
    return f"What would {said} cost{where}{' with sales tax' if taxed else ''}?"
