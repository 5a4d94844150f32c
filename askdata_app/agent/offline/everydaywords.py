"""Everyday English for a figure the planner reads, said in its words (round 36).

- "the final day" or "order" is the last one (a "final quarter" or "hour" glosses a period said beside it);
- orders that "crossed", "passed", "topped" or "cleared the twenty dollar mark" (or "the $20 mark") were at
  least that much;
- the "dearest" ticket, order or bill is the biggest one;
- "what count of X" is how many X; the "menu board" is the menu, "a pair of jaffles" two jaffles; "among
  orders with a drink, how many drinks per order on average" is the average drinks per order among them;
  "just the number one" (alone, after a ranking) is the top one; items that "went into one order" are the
  items in an order;
- a share that came "from food rather than drinks" is the share from food (the other side only contrasts);
- "in order from the first quarter" at the end asks the periods in time order, as they are shown;
- "twelve months earlier, 21 June 2019" is the date said (the span only says how it lies from the last);
- "the newest, the last to open its doors" is the newest; a store that "opened its doors" opened;
- a formula glossing an average after a dash ("mean ticket ... - order total over orders") says the average
  again and goes.

>>> everyday_words("How many orders were logged on the final day?")
'How many orders were logged on the last day?'
>>> everyday_words("How many orders cleared the $25 mark in 2019?")
'How many orders were at least $25 in 2019?'
>>> everyday_words("Share of revenue from drinks rather than food in 2019")
'Share of revenue from drinks in 2019'
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["everyday_words"]

_I = re.IGNORECASE
_AMOUNT = r"(?P<amt>\$\s?\d+(?:\.\d\d)?|\d+(?:\.\d\d)?|[a-z]+(?:[- ][a-z]+)?)"
_SHARE = re.compile(r"\b(?:share|fraction|proportion|percent(?:age)?|portion|part|%)\b", _I)


def _mark(m: re.Match[str]) -> str:
    amount = m.group("amt")
    if amount.startswith("$"):
        return f"were at least {amount.replace(' ', '')}"
    return f"were at least {amount} dollars"


_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    (r"\bfinal (?=(?:day|order|sale)s?\b)", "last "),
    (
        rf"\b(?:crossed|cross|crosses|passed|topped|broke|cleared|hit|reached) (?:over )?the {_AMOUNT}"
        r"(?:[- ]dollars?)? mark\b",
        _mark,
    ),
    (r"\bdearest (?=(?:ticket|order|bill|check|cheque|receipt|basket|sale)s?\b)", "biggest "),
    (r"\bwhat (?:count|number) of\b", "how many"),
    (r"\b(?:menu|price) board\b", "menu"),  # "the cheapest thing on the menu board"
    (r"\ba pair of (?=[a-z]+s\b)", "two "),  # "at least a pair of jaffles": two ("pair" is not "paid")
    (
        r"^(?P<lead>\s*among [^,?]+ with (?:a|an|at least one|any) [^,?]+,\s*)how many"
        r" (?P<x>drinks|beverages) (?:per|an?|each) order on average\b",
        lambda m: f"{m['lead']}average {m['x']} per order",
    ),
    (r"^\s*(?P<j>just|only) the number(?:-| )one\b(?= *[.!?]*\s*$)", lambda m: f"{m['j']} the top one"),
    # "the newest, the last to open its doors": the newest (the apposition says it again)
    (
        r"\b(?P<edge>newest|oldest|latest|earliest)(?: one)?,? (?:i\.e\.,? |that is,? )?the"
        r" (?:last|first|latest|earliest|most recent) (?:one )?to (?:open|launch)(?: (?:its|their) doors)?\b",
        lambda m: m["edge"],
    ),
    (r"\b(?P<v>open|opened|opens|opening) (?:its|their) doors\b", lambda m: m["v"]),
    (
        r"\b(?:went|go|goes|going|gone) into"
        r" (?=(?:one|an|a single|each|every|the average|a typical) order\b)",
        "are in ",
    ),
    # "quarter by quarter, in order from the first quarter": in time order (the default), no "order" figure
    (r",?\s*\bin order,? (?:from|starting (?:from|with)) the (?:first|earliest) \w+(?=\s*[?.!]*\s*$)", ""),
    # "and twelve months earlier, 21 June 2019?": the date said after the span is the one asked
    (
        r"\b(?:twelve|12|six|6|three|3) months (?:earlier|before|back|on|later),?\s*"
        r"(?=(?:on )?\d{1,2}(?:st|nd|rd|th)? [a-z]+,? (?:19|20)\d\d\b)",
        "",
    ),
)
_GLOSS = re.compile(
    r"(?<=[a-z0-9%])\s*(?:-|–|—|;)\s*(?:the |an? )?[a-z ]{3,30} (?:over|divided by|/) (?:the )?"
    r"(?:number of )?(?:orders|customers|items|visits|tickets)\s*(?=[.?!]*\s*$)",
    _I,
)
"""A formula after a dash at the end ("- order total over orders"): said of an average, it restates it."""
_AVERAGE = re.compile(r"\b(?:mean|average|avg)\b", _I)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)
_RATHER = re.compile(r"\b(?P<a>[a-z]+) rather than (?:from )?(?:the |our )?[a-z]+\b", _I)


def everyday_words(question: str) -> str:
    """``question`` with these everyday phrasings said in the planner's words (see the module)."""
    text = question
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    if _AVERAGE.search(text):
        text = _GLOSS.sub("", text)
    if _SHARE.search(text):
        text = _RATHER.sub(lambda m: m.group("a"), text)
    return text
