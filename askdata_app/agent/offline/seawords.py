"""A ship's captain's words for the data, said plainly before a question is read (round 36).

A captain keeps the log: the stores are ports, a year of trading is a voyage, the customers are the crew or
the souls aboard, the supplies are provisions, the units sold are cargo and the whole chain is the fleet.
The words say how the captain speaks, never a new figure:

- "port(s)" is a store ("the port of Brooklyn", "the Chicago port", "every port on the chart", "across all
  ports"); a port "making port", "making landfall" or "opening her doors" opened; "she"/"her" after a port
  is it/its; "the date she first opened for trade" is its opening date;
- "the 2019 voyage" is the year 2019 ("from the 2019 voyage to the 2020 one" is from 2019 to 2020), "per
  year of the voyage" is per year;
- "crew", "crewmen", "souls", "passengers" are customers (not "crew on shift": staff, asked back);
- "provision(s)" are supplies; "items in the cargo" are products and "cargo" elsewhere is units;
- "the fleet" is all the stores ("did the fleet sell": did we sell); "the galley's food" is food;
- "the log", "the book", "the logbook" are the data: "in the log", "written in the log from the first entry
  to the last" say only that; "Log the revenue ..." asks it shown; "came aboard" is came in, "went over the
  counter" is sold, "haul in" is take in and a port that "carried" orders had them;
- lead-ins and hails ("Captain here.", "Aye,", "Ahoy!") go.

Each rewrite needs the captain's word itself, so a question without one is left as said.

>>> sea_words("Aye, what did the port of Brooklyn take in during 2020?")
'What did the Brooklyn store take in during 2020?'
>>> sea_words("Orders per port across the 2020 voyage?")
'Orders per store across 2020?'
>>> sea_words("How many different souls bought from the Chicago port in 2020?")
'How many different customers bought from the Chicago store in 2020?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten

__all__ = ["sea_words"]

_I = re.IGNORECASE
_PLACE = r"(?P<place>(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?))"
_MARKERS = re.compile(
    r"\b(?:ports?|voyages?|landfall|crew(?:men|members?)|souls|provisions?|cargo|fleet|galley|aboard"
    r"|captain|aye|ahoy|logbook|haul(?:ed)? in|the (?:whole |entire )?(?:log|book))\b",
    _I,
)
"""Words only a captain's question has (one is needed before anything is rewritten); "crew" alone is not
one ("the early bird crew", "the lunch crew" are customers' or staff's nicknames in anyone's speech)."""

_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # lead-ins and hails
    (r"^\s*(?:captain (?:here|speaking)|this is the captain|ahoy(?: there)?)\s*[.,!:;-]\s*", ""),
    (r"^\s*aye(?:,? aye)?(?:,? captain)?\s*[.,!:;-]?\s*", ""),
    (r",?\s*\bcaptain's (?:summary|orders|question)\b", ""),
    # ports are stores; a port making landfall, opening her doors, trading, opened
    (
        r"\b(?:make|made|makes|making) (?:port|landfall)(?: and open(?:ed|s|ing)? (?:her|its|their) doors)?",
        "open",
    ),
    (r"\bopen(?:ed|s|ing)? (?:her|its|their) doors\b", lambda m: m.group(0).split()[0]),
    (
        r"\b(?:the )?date (?:she|it|they) (?:first )?opened(?: for (?:trade|trading|business))?",
        "its opening date",
    ),
    (r"\bopened for (?:trade|trading|business)\b", "opened"),
    (r"\b(?:earliest|first) landfall first\b", "earliest first"),
    (r"\b(?:latest|last|most recent) landfall first\b", "latest first"),
    (r"\blandfall\b", "opening"),
    (rf"\b(?:the )?port of {_PLACE}", r"the \g<place> store"),
    (rf"\b{_PLACE} port\b(?! wine)", r"\g<place> store"),
    (r"\bports? of call\b", "stores"),
    (r"\b(?:on|in) the (?:chart|charts|map)\b", ""),
    (r"\bports\b", "stores"),
    (r"\bport\b(?! wine)", "store"),
    # "she"/"her" of a port (a ship's pronoun): it, its
    (r"\bshe\b(?=[^.?!]*\b(?:store|open|haul|take|took|log|carr))|(?<=\bdid )she\b", "it"),
    (r"\bher\b(?= (?:first|last|doors|opening|orders?|revenue|takings|haul))", "its"),
    # voyages are years
    (r"\b(?:the |this |that )?(?:whole |entire |full )?(?P<y>(?:19|20)\d\d)(?:'s)? voyage\b", r"\g<y>"),
    (r"\b(?P<per>per|each|every|by|for each|for every) year of the voyages?\b", r"\g<per> year"),
    (r"\bvoyages\b", "years"),
    (r"\bvoyage\b", "year"),
    # crew and souls are customers (the crew on shift are staff: left to be asked back)
    (
        r"\b(?:crew(?:men|members?)?|souls|passengers)\b(?! (?:on (?:shift|duty|watch)|rota|roster|wages?))",
        "customers",
    ),
    # provisions are supplies; cargo is products or units
    # what the provisions cost for what was sold is the order cost (a supply's own cost is "per unit")
    (r"\bwhat (?:did |do |does )?the provisions cost(?: us| the ship)?\b", "what was the order cost"),
    (r"\bwhat the provisions cost(?: us| the ship)?\b", "the order cost"),
    (r"\bprovisions\b", "supplies"),
    (r"\bprovision\b", "supply"),
    (r"\b(?:items|goods|lines) (?:in|of) the (?:cargo|hold)\b", "products"),
    (r"\b(?:the )?cargo\b", "units"),
    # the fleet is all stores; the galley's food is food
    (r"\bdid the (?:whole |entire )?fleet\b", "did we"),
    (r"\b(?:across |for |in )?the (?:whole |entire )?fleet\b", "across all stores"),
    (r"\b(?:the |our )?galley(?:'s)? (?=food|jaffles?|drinks?|fare)", ""),
    # the log and the book are the data
    (r"\b(?:written|entered|recorded|logged|put) (?:down )?in the (?:ship's )?(?:log|logbook|book)\b", ""),
    (r",?\s*\bfrom the first (?:entry|page|line) to the last\b", ""),
    (r"\b(?:ever )?(?:rung up )?in the (?:whole |entire |ship's )?(?:log|logbook|book)\b", ""),
    (r"\b(?:in|of) the (?:whole |entire )?(?:log|logbook|book)\b", ""),
    (r"^\s*log (?=(?:the|our|all|every|each)\b)", "Show "),
    (r"\b(?:came|come|comes|coming) aboard\b", "came in"),
    (r"\b(?:went|go|goes|gone) over the counter\b", "were sold"),
    (r"\bhaul(?:ed)? in\b", "take in"),
    (r"\bcarried (?=the most|the fewest|the least|more|fewer|most)", "had "),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)


def sea_words(question: str) -> str:
    """``question`` with a ship's captain's words said plainly (see the module); unchanged without one."""
    if not _MARKERS.search(question):
        return question
    text = question
    if re.search(r"\bvoyages?\b", text, _I):  # "from the 2019 voyage to the 2020 one": to 2020
        text = re.sub(r"\bthe ((?:19|20)\d\d) one\b", r"\1", text, flags=_I)
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    return rewritten(question, text)
