"""A wedding planner's words for the shop's figures, said plainly before a question is read (round 35).

- "a single each of all the jaffles" (or "one of each drink") is one of every jaffle: the menu quote of one
  of each product of that kind (menuquote), not what such items cost to make;
- an order's "budget" is its order total ("orders with a budget of $30 or more, tax included"), and its
  "bill" (with tax) too ("the mean bill (with tax) for ..."); "orders of five items" are orders with 5 items;
- a word in quotes defined right after it ("the biggest 'party' ever, meaning the most items in one single
  order") is its definition: the coined word and its adjective go, the definition is read;
- the whole chain said by its venues ("across all six venues", "all the venues combined", "all venues
  together") is no filter and no breakdown: it goes (before, "venues" was read as a breakdown by store);
- a named stretch of months in brackets before its year ("over wedding season (May through Sept) 2020") is
  those months of that year (before, the year was lost and the months read up to September only);
- "drinks sold (units)" says what "sold" counts: the note in brackets goes; "each year you've got" is each
  year; "what % were jaffles and what % drinks" is the share of jaffles vs drinks; a joke after the question
  ("...? the cocktail-hour crowd lol") goes;
- "the single busiest Saturday of 2020 - which date was it?" asks which date was that day, said first; "on
  how many Saturdays in 2020 did Chicago do more than 30 orders" counts the days over the bar, Saturdays only
  (before, the Saturdays were read as the thing compared, and asked back).

Each rewrite needs its own words said, so "budget", "party" or "venue" elsewhere keep their meaning.

>>> wedding_words("How many orders had a budget of $25 or more?")
'How many orders had an order total of $25 or more?'
>>> wedding_words("Total revenue over peak season (June to Aug) 2019")
'Total revenue over June to Aug 2019'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import singular

__all__ = ["wedding_words"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_VENUES = r"(?:venues|stores|shops|cafés|cafes|locations|branches|sites)"
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|week|month)"
_UNAVERAGED = r"^(?![^?]*\b(?:average|avg|mean|median|typical|each|per)\b)"
"""A question that averages nothing over the stores (no "average", "each", "per")."""
_COUNT = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)"

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), repl)
    for pattern, repl in (
        # "orders with a budget of $30 or more": their order total
        (
            r"\b(?:a|an|the|their|its|that) budget\b(?=[^?.!]*?(?:\$|\d|\bbucks?\b|\bdollars?\b))",
            "an order total",
        ),
        (r"\bbudgets? (?=(?:of|over|above|under|below|at least|at most|between)\b)", "order total "),
        # "the mean bill (with tax)": the order total
        (
            r"\b(?:bills?|tabs?)(?: \((?:with|incl\.?|including) tax\)| (?:with|including) tax)"
            r"(?= (?:for|of|on|per|across|in)\b)",
            "order total",
        ),
        # "orders of five items": orders with 5 items
        (rf"\borders of ({_COUNT}) items\b", r"orders with \1 items"),
        # "the biggest 'party' ever, meaning the most items in one order": the definition is read
        (
            r"\b(?:the|a) (?:\w+ )?['\"\u2018\u201c][a-z -]{2,20}['\"\u2019\u201d](?: ever| of all time)?,?"
            r" (?:meaning|by which i mean|i\.e\.,?) ",
            "",
        ),
        # "across all six venues": the whole chain, no filter (an average across all the stores is over the
        # stores: kept); "all the venues combined" is the whole chain even in an average ("orders per day")
        (
            rf"{_UNAVERAGED}(?P<head>.*?[^.!?:;\s]),?\s*\b(?:across|at|in|over|for|from) all"
            rf" (?:the |our |of the |\w+ )?{_VENUES}(?: combined| together| put together)?\b",
            r"\g<head>",
        ),
        (
            rf"(?<=[\w)]),?\s*\ball (?:the |our |of the |\w+ )?{_VENUES}"
            r" (?:combined|together|put together)\b",
            "",
        ),
        # "over wedding season (May through Sept) 2020": those months of 2020
        (
            rf"\b(?:the )?(?:(?!(?:over|in|during|for|across|from|throughout|of) )[a-z]+ ){{0,2}}"
            rf"(?:season|period|stretch|months)\s*\(\s*({_MONTH})\.? "
            rf"(through|thru|to|until|till|-|\u2013) ({_MONTH})\.?\s*\) ((?:19|20)\d\d)\b",
            r"\1 \2 \3 \4",
        ),
        # "for each year you've got": each year in the data
        (
            r"\b((?:each|every|all the) years?)"
            r" (?:you've got|you have|you've|we've got|we have|there is|there are)\b",
            r"\1",
        ),
        # "what % were jaffles and what % drinks": the two kinds' shares side by side
        (
            r"\b(were|was|are|is) (?:the )?([a-z]+) and what (?:%|percent|share|fraction|proportion)"
            r" (?:were |was |are |is )?(?:the )?([a-z]+)\b",
            r"\1 \2 vs \3",
        ),
        # "...? the cocktail-hour crowd lol": a joke after the question, no figure of its own
        (r"(?<=\?)\s+[a-z][^?0-9]*\b(?:lol|haha|lmao|hehe)\W*$", ""),
        # "on how many Saturdays in 2020 did Chicago do more than 30 orders": the days, those weekdays only
        (
            r"^(?:on |for )?how many (monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b"
            r"([^?]*?\b(?:more|fewer|less|over|under|above|below|at least|at most)\b[^?]*?)\s*(\?|$)",
            r"how many days\2 on \1s\3",
        ),
        # "drinks sold (units)": sold counts units
        (r"\b(sold|ordered) \((?:units|unit count|count|qty|quantity)\)", r"\1"),
        # "the single busiest Saturday of 2020 - which date was it?": which date was that day
        (
            rf"^(?:the )?(?:single |one )?((?:busiest|quietest|slowest|best|worst|biggest) {_DAY}"
            r" (?:of|in) [^?\-\u2013:]+?)\s*(?:[-\u2013:]|,)\s*(?:which|what) (?:date|day) (?:was|is)"
            r" (?:it|that)\s*\?",
            r"which date was the \1?",
        ),
    )
)


_EACH_OF_ALL = re.compile(
    r"\b(?:a single|one|1) (?:each of (?:all )?(?:the |our )?|of each (?:of (?:the |our ))?)"
    r"(?!(?:per|of|in|for|on|at|from|to|and|or|by|a|an|the|day|week|month|year|time)\b)([a-z][a-z-]*)\b",
    re.IGNORECASE,
)
"""'a single each of all the jaffles', 'one of each drink': one of every product of that kind (menuquote)."""


def wedding_words(question: str) -> str:
    """``question`` with a wedding planner's words for orders, venues and dates said plainly (see the
    module); unchanged without them."""
    text = _EACH_OF_ALL.sub(lambda m: f"one of every {singular(m.group(1))}", question)
    for pattern, repl in _REWRITES:
        said = pattern.sub(repl, text)
        if said != text:
            text = re.sub(r"\s{2,}", " ", said).strip()
    return text
