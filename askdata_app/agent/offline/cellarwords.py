"""A sommelier's words for the data, said plainly before a question is read (round 37).

A sommelier speaks of the shop as a wine house: a year of trading is a vintage, a store is a cellar, the
menu is the list, a description is the tasting notes, a unit of a drink
sold is a glass, and a drink sold is poured. The words say how the sommelier speaks, never a new figure:

- "the 2019 vintage" is the year 2019 ("from the 2019 vintage to the 2020 one" is from 2019 to 2020);
  "across every vintage", "over all vintages" is all the years (the words go); "per vintage" is per year
  and "vintage(s)" elsewhere is year(s) (a slip, "vintge", is one too);
- "cellar(s)" is a store ("the Brooklyn cellar", "per cellar", "all cellars"; "cellr" is one too); a cellar
  "opening its doors" opened;
- "on the list" is on the menu: "the beverages on the list" are the beverages on the menu, "the item on the
  list" is the product, "the description on the list" the description;
- "the tasting notes", "its notes" are the description ("mentions coffee in its notes": has coffee in its
  description);
- "glasses" are units ("how many glasses of it went out", "margin per glass"); drinks "poured" were sold,
  as were glasses that "went out"; "the whole house" is all the stores and "cost the house" is cost;
- lead-ins naming the idea ("Our house pour, so to speak:", "Flights, as it were:", "Pairings in 2019:")
  go, keeping any period they name; orders that "paired a jaffle with a beverage" had both.

Each rewrite needs one of the sommelier's words itself, so a question without one is left as said.

>>> cellar_words("Which cellar poured the most beverages in the 2020 vintage?")
'Which store sold the most beverages in 2020?'
>>> cellar_words("Which item on the list mentions coffee in its notes?")
'Which product has coffee in its description?'
>>> cellar_words("Which store sold the most beverages in 2020?")
'Which store sold the most beverages in 2020?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten

__all__ = ["cellar_words"]

_I = re.IGNORECASE
_PLACE = r"(?P<place>(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?))"
_CELLAR = r"(?:cel+(?:a|e)?r)"
_VINTAGE = r"(?:vint(?:a)?ge?)"
_MARKERS = re.compile(
    rf"\b(?:{_VINTAGE}s?|{_CELLAR}s?|on the (?:wine |drinks? )?list|tasting notes|(?:its|their)"
    r" notes|glass(?:es)?|pour(?:s|ed|ing)?|house pour|flights|pairings?|paired|the whole house"
    r"|cost the house)\b",
    _I,
)
"""Words only a sommelier's question has (one is needed before anything is rewritten)."""


def _product(match: re.Match[str]) -> str:
    return "products" if match.group(0).split()[0].lower().endswith("s") else "product"


_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # lead-ins naming the idea
    (r"^\s*(?:our |the )?house pour,?(?: so to speak| as it were)?\s*[:;-]\s*", ""),
    (r"^\s*flights,?(?: so to speak| as it were)?\s*[:;-]\s*", ""),
    (r"^\s*pairings?(?: rate)?,?(?: so to speak| as it were)?\s*[:;-]\s*", ""),
    (r"^\s*pairings? (?P<when>(?:in|for|during|of) [^:;?]+?)\s*[:;-]\s*", r"\g<when>, "),
    # vintages are years
    (
        rf"\b(?:across|over|in|for|through|from) (?:all|every|each) (?:the |our )?{_VINTAGE}s?\b"
        r"(?= *[,.?!;:]|\s*$)",
        "",
    ),
    (rf"\b(?:across|over|in|for) (?:all|every) (?:the |our )?{_VINTAGE}s?\b", ""),
    (
        rf"\b(?:the |this |that )?(?:whole |entire |full )?(?P<y>(?:19|20)\d\d)(?:'s)? {_VINTAGE}\b",
        r"\g<y>",
    ),
    (rf"\b(?:the |this |that )?{_VINTAGE} (?:of )?(?P<y>(?:19|20)\d\d)\b", r"\g<y>"),
    (rf"\b(?P<per>per|each|every|by|for each|for every) {_VINTAGE}\b", r"\g<per> year"),
    (rf"\b{_VINTAGE}s\b", "years"),
    (rf"\b{_VINTAGE}\b", "year"),
    # cellars are stores
    (r"\bopen(?:ed|s|ing)? (?:her|its|their) doors\b", lambda m: m.group(0).split()[0]),
    (rf"\b{_PLACE} {_CELLAR}\b", r"\g<place> store"),
    (rf"\b(?:the )?{_CELLAR} (?:in|at|of) {_PLACE}", r"the \g<place> store"),
    (rf"\b{_CELLAR}s\b", "stores"),
    (rf"\b{_CELLAR}\b", "store"),
    # the list is the menu; tasting notes are the description
    (r"\b(?:the )?(?:tasting )?notes\b(?= *[-,(] *the description\b)", ""),
    (r"\b(?:the )?description on the (?:wine |drinks? )?list\b", "the description"),
    (r"\b(?:item|thing|entry|line|wine|bottle)s? on the (?:wine |drinks? )?list\b", _product),
    (r"\bon the (?:wine |drinks? )?list\b", "on the menu"),
    (
        r"\b(?:mention|mentions|mentioned) (?P<w>[\w-]+) in (?:its|their|the) (?:tasting )?notes\b",
        r"has \g<w> in its description",
    ),
    (r"\b(?:its|their|the) tasting notes\b|\b(?:its|their) notes\b", "its description"),
    (r"\btasting notes\b", "description"),
    # glasses are units; a drink poured was sold; the house is the business
    (r"\b(?:per|a|each|every) glass\b", "per unit"),
    (r"\bglasses\b", "units"),
    (r"\b(?:went|go|goes|gone) out\b(?! (?:the|of the) door)", "were sold"),
    (r"\b(?:was|were|is|are|been|get|got) poured\b", lambda m: m.group(0).split()[0] + " sold"),
    (r"\bpour(?:s)? (?=the most|the fewest|the least|more|fewer|most)", "sells "),
    (r"\bpoured\b(?= (?:the most|the fewest|the least|more|fewer|most)\b)", "sold"),
    (r",?\s*\b(?:across )?the whole house\b", ""),
    (r"\bcost the house\b", "cost"),
    # pairings: a jaffle paired with a beverage is an order with both
    (
        r"\bpaired (?:a |one )?(?P<a>jaffle|beverage|drink|food)s? with (?:at least one |a |one |any )?"
        r"(?P<b>jaffle|beverage|drink|food)s?\b",
        r"had both a \g<a> and a \g<b>",
    ),
)


_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)


def cellar_words(question: str) -> str:
    """``question`` with a sommelier's words said plainly (see the module); unchanged without one."""
    if not _MARKERS.search(question):
        return question
    text = question
    if re.search(rf"\b{_VINTAGE}s?\b", text, _I):  # "from the 2019 vintage to the 2020 one": to 2020
        text = re.sub(r"\bthe ((?:19|20)\d\d) one\b", r"\1", text, flags=_I)
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    return rewritten(question, text)
