"""A record chaser's words, said plainly before a question is read: "WR" (world record), "PB" (personal best),
"high score", "any%" and a record "for orders in a day".

- a record word before a superlative says nothing more ("WR biggest ticket ever", "the PB for the most tax on
  a single ticket", "world record: most orders in one day"): the superlative is the question ("WR" was read as
  "worst", "PB" as "public");
- a record "for orders in a day" ("Brooklyn's PB for orders in a day", "each store's record for revenue in one
  day") is the most of them in a single day;
- any other record word ("Brooklyn's PB - most orders it ever did in a day") is "record";
- "any%" (a speedrun category with no rules) is all the data: said for nothing;
- a single ticket or receipt ("the most tax on one ticket") is a single order;
- "the top 3 on the lifetime-orders leaderboard" is the top 3 by lifetime orders.
"""

from __future__ import annotations

import re

_RECORD = (
    r"(?:w\.?r\.?|p\.?b\.?|world[- ]records?|personal[- ]bests?|personal[- ]records?|high[- ]scores?"
    r"|all[- ]time[- ]records?)"
)
_SUPERLATIVE = (
    r"(?:most|least|fewest|biggest|largest|greatest|highest|lowest|smallest|top|best|longest|shortest"
    r"|earliest|latest|fastest|slowest|busiest|max|maximum|min|minimum)"
)
_FIGURE = r"(?:orders|revenue|sales|items|customers|takings|tickets|items sold)"
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![\w%])any%\s*(?:(?:world record|wr|run|category)\b)?\s*[:,-]?\s*", re.I), ""),
    # "Brooklyn's PB for orders in a day", "each store's record for revenue in one day": the most in a day
    (
        re.compile(
            rf"\b(?:{_RECORD}|record) for ({_FIGURE}) (?:in|on|for) (?:a|one|any|a single|one single) day\b",
            re.I,
        ),
        r"most \1 in a single day",
    ),
    # "WR biggest ticket ever", "the PB for the most tax", "world record: most orders": the superlative alone
    (
        re.compile(
            rf"\b(?:(?:the|a|my|our|its|their) )?{_RECORD}(?: (?:for|on|of|in))?\s*[:,-]?\s*"
            rf"(?=(?:the |a )?{_SUPERLATIVE}\b)",
            re.I,
        ),
        "",
    ),
    (re.compile(rf"\b{_RECORD}(?![\w%])", re.I), "record"),
    # "the top 2 on the lifetime-orders leaderboard": the top 2 by lifetime orders
    (re.compile(r"\b(?:on|of|in) the ([a-z][\w-]*(?: [a-z][\w-]*)?)[- ]leaderboard\b", re.I), r"by \1"),
    (re.compile(r"\b(?:on|in|for) (a|one|a single|any single|any one) (?:ticket|receipt|check|bill)\b", re.I),
     r"on \1 order"),
)  # fmt: skip
_ANY = re.compile(rf"(?<![\w%])(?:any%|{_RECORD}(?![\w%])|ticket|receipt|check|bill|leaderboard)", re.I)


def gamer_words(question: str) -> str:
    """``question`` with a record chaser's words said plainly (see the module doc); unchanged without them.

    >>> gamer_words("WR biggest ticket ever, tax in - how much?")
    'biggest ticket ever, tax in - how much?'
    >>> gamer_words("Chicago's PB for orders in a day?")
    "Chicago's most orders in a single day?"
    >>> gamer_words("the PB for the most tax on a single ticket")
    'the most tax on a single order'
    """
    if _ANY.search(question) is None:
        return question
    text = question
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    if text == question:
        return question
    return " ".join(text.split()).strip() or question
