"""A casino pit boss's words for the data, said plainly before a question is read (round 37).

A pit boss runs the floor: the whole chain is the house or the floor, the stores are pits, an order is a hand,
an order's total (tax in) is its stake, the money taken (tax in) is the take, the customers are players or
high rollers and a fraction is the odds. The words say how the pit boss speaks, never a new figure:

- "hand(s)" are orders ("hands dealt", "a hand played", "sat down for one hand"), "on hand" is left;
- "pit(s)" are stores ("the Brooklyn pit", "every pit", "all pits together");
- "the floor", "the house" are the whole chain ("did the floor see": did we see, "on the floor" goes,
  "the whole floor" is all stores, "hit the floor" is ordered); "the house's cut" is the gross profit;
- "the take" is the takings, tax in (the order totals); "pre-tax take" is the revenue;
- "stake(s)" are order totals ("avg stake per hand", "a stake of $40 or more", "the biggest stake ever
  laid down");
- "players", "high rollers", "punters", "gamblers" are customers; "dropped over a grand" is spent over
  $1000; "a fiver" is $5;
- "the odds a hand had X" is the share of orders with X;
- the day shift and the swing or night shift said by their clock times are those hours;
- "new bet" starts a new topic.

A casino's own figures the records cannot hold (card counting, the shoe, comps, the hold, table games,
flagged whales) are asked back (``casino_asked``).

Each rewrite needs a pit boss's word itself, so a question without one is left as said.

>>> casino_words("How many hands did the floor see in 2020, all pits together?")
'How many orders did we see in 2020, all stores together?'
>>> casino_words("Avg stake per hand at the Chicago pit in 2019, tax in?")
'Avg order total per order at the Chicago store in 2019, tax in?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten

__all__ = ["CASINO_ASK", "casino_asked", "casino_words"]

_I = re.IGNORECASE
_NO_PLAYER = r"(?<!valuable )(?<!improved )(?<!star )(?<!key )(?<!team )"
"""A team's player (most valuable, most improved, star, key player) is a sports coach's word, left as said."""
_NO_HANDS = (
    r"(?<!on )(?<!first[- ])(?<!second[- ])(?<!his )(?<!her )(?<!my )(?<!their )(?<!our )(?<!diamond )"
    r"(?<!other )(?<!me a )(?<!us a )(?<!need a )"
)
"""Someone's own hands, "on hand", "on the other hand", "by hand", "give me a hand" and "diamond hands" (a
trader's word) are no orders."""

_STRONG = re.compile(
    rf"\b(?:pits?|{_NO_HANDS}hands(?! behind)|hand (?:dealt|played)|stakes?|high[- ]rollers?|players?"
    r"|punters?|gamblers?|the (?:house|floor|flor)|house's|(?:day|swing|graveyard) shift|new bet|fiver"
    rf"|{_NO_HANDS}(?:the|a|per|each|every|single|one|\d{{4}}) hand)\b",
    _I,
)
"""A word only a pit boss would use for the data (the noun "take" alone, and "odds", need one of these)."""

_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # a new bet is a new topic; forget the shifts (said before it) is forget that
    (r"\bforget (?:the|those|these) shifts\b", "forget that"),
    (r"\b(?:a |new )?new bet(?: entirely)?\b", "new question"),
    # lead-ins
    (r"^\s*(?:pit boss here|floor here|from the floor)\s*[.,!:;-]\s*", ""),
    (r",?\s*\bsmall potato(?:e)?s\b\.?", ""),
    # the house's cut: the gross profit (its gloss after a dash says the same)
    (r"\b(?:the )?house'?s (?:cut|edge|margin|profit)\b", "gross profit"),
    # the take: the takings (tax in); pre-tax take is the revenue
    (r"\b(?:pre-?tax|before[- ]tax) take\b", "revenue"),
    (r"\btake (?:before|excluding|ex\.?|without) tax\b", "revenue"),
    (r"\b(?:the )?house'?s take\b", "the takings"),
    (
        r"\b(?P<w>the|their|its|our|monthly|daily|weekly|yearly|annual|total|whole|\d{4}) take\b",
        r"\g<w> takings",
    ),
    (r"\btake(?= (?:with|incl\w*|\(tax)|, tax)", "takings"),
    (r"\bfattest\b", "biggest"),
    # the biggest single stake, and who laid it down
    (
        r"\b(?:name|who(?:'s| is| was)) the (?:player|punter|gambler|high[- ]roller) behind"
        r" the (?:biggest|largest)"
        r" (?:single )?stake(?: ever)?(?: (?:laid down|placed|put down|played))?(?: ever)?",
        "Who placed the order with the largest order total ever",
    ),
    (
        r"^(?:the )?(?:biggest|largest) single hand(?: ever)?(?: (?:played|dealt))?(?: ever)?"
        r"\s*[-,:]\s*the stake\b",
        "What was the largest order total ever",
    ),
    (
        r"\bthe (?:biggest|largest) (?:single )?stake(?: ever)?"
        r"(?: (?:laid down|placed|put down|played))?(?: ever)?",
        "the largest order total ever",
    ),
    # stakes: order totals
    (r"\ba stake\b", "an order total"),
    (
        r"\b(?:the )?stake(?:s)?(?: (?:ever )?(?:laid down|placed|put down|played|bet|wagered))\b",
        lambda m: "the order total" if m.group(0).lower().startswith("the") else "order total",
    ),
    (r"\bstakes\b", "order totals"),
    (r"\bstake\b", "order total"),
    # high rollers and players: customers
    (r"\b(?:biggest|top) high[- ]roller\b", "top customer"),
    (r"\bhigh[- ]rollers\b", "customers"),
    (r"\bhigh[- ]roller\b", "customer"),
    (rf"{_NO_PLAYER}\b(?:players|punters|gamblers)\b(?! (?:ratings?|stats|of the))", "customers"),
    (rf"{_NO_PLAYER}\b(?:player|punter|gambler)\b(?! (?:ratings?|stats|of the))", "customer"),
    (r"\bdropped (?=over|more|at least|under|less|above|below)", "spent "),
    (r"\bover a grand\b", "more than $1000"),
    (r"\ba fiver\b", "$5"),
    (r"\bcame in (?=below|under|over|above)", ""),
    # spent over a sum in a lifetime: the lifetime spend
    (
        r"\b(?:have |has )?(?:dropped|spent|blown|lost) (?P<cmp>over|more than|at least|under|less than)"
        r" (?P<sum>a grand|\$?\d[\d,]*(?: dollars| bucks)?) (?:over|in) (?:their|his|her) lifetime",
        lambda m: (
            f"have a lifetime spend {m.group('cmp')} "
            f"{'$1000' if m.group('sum').lower() == 'a grand' else m.group('sum')}"
        ),
    ),
    # a player who sat down for one hand only: ordered once
    (
        r"\b(?:sat down|played|came in|showed up|sat in) (?:for )?(?:exactly |just |only )?"
        r"(?:one|a single) hand"
        r"(?: and never (?:came|come) back)?",
        "ordered only once",
    ),
    # hands: orders
    (
        r"\b(?P<y>(?:19|20)\d\d) hands\b|\bhands of (?P<y2>(?:19|20)\d\d)\b",
        lambda m: f"orders in {m.group('y') or m.group('y2')}",
    ),
    (
        r"\b(?:sat down for|played|dealt|sat in on) (?=(?:exactly |just |only )?(?:one|a single|1) hand\b)",
        "placed ",
    ),
    (r"\bhands (?:dealt|played)\b", "orders placed"),
    (r"\bhand (?:dealt|played)\b", "order placed"),
    (r"\bplayed (?=(?:their|his|her|the) (?:first|last|latest)(?: ever)? hand\b)", "placed "),
    (rf"{_NO_HANDS}\bhands\b(?! behind)", "orders"),
    (rf"{_NO_HANDS}(?<!by )\bhand\b(?! (?:in|over|out)\b)", "order"),
    (r"\b(?:got|had|played|placed|logged) on the books\b", "placed over their lifetime"),
    (r"\bon the books\b", "in all"),
    # pits: stores
    (r"\bpits\b", "stores"),
    (r"\bpit\b", "store"),
    # the floor and the house: the whole chain
    (r"\bdid the (?:whole |entire )?(?:floor|flor|house)\b", "did we"),
    (r"\bhit the (?:floor|flor)\b", "ordered"),
    (r"\b(?:is |was )?the (?:floor|flor) (?:at its|at her) (?=busiest|quietest|slowest|deadest)", ""),
    (r",?\s*\b(?:across |for |on |in )?the (?:whole |entire )(?:floor|flor|house)\b", ", all stores"),
    (r"\b(?:on|across|in) the (?:floor|flor)\b", ""),
    (r"\b(?:cost(?:s|ed)?|made|make|makes|earned|earns?) the house\b", lambda m: m.group(0).split()[0]),
    (r"\bthe (?:floor|flor)\b", "the stores"),
    # the earliest hand, the exact time: the time of the first order
    (
        r"^(?:the )?(?:earliest|first) order\b(?P<rest>[^?]*?)\s*[-,]\s*(?:the )?(?:exact )?time\b",
        r"What time was the first order\g<rest>",
    ),
    # the odds a hand had X: the share of orders with X
    (
        r"\b(?:what(?:'s| is| are| were)? )?(?:the )?odds(?: that)? an? (?P<pre>(?:\w+ )?)order"
        r" (?P<post>(?:in \d{4} )?)"
        r"(?P<verb>had|has|was|included|contained)\b",
        lambda m: f"what share of {m.group('pre')}orders {m.group('post')}{m.group('verb')}",
    ),
    # the day and swing shifts said by their clock times are those hours
    (
        r"\b(?:the )?(?:day|morning|swing|evening|night|graveyard|late) shift \((?P<span>[^)]*\d[^)]*)\)",
        r"\g<span>",
    ),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)
_STORE_ORDER = re.compile(
    r"\bwhat share of (?P<place>(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?|LA|SF)) orders (?P<rest>[^?.]*)", _I
)


def casino_words(question: str) -> str:
    """``question`` with a pit boss's words said plainly (see the module); unchanged without one."""
    if not _STRONG.search(question) and not re.search(r"\bodds\b[^?]*\bhands?\b", question, _I):
        return question
    text = question
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    text = _STORE_ORDER.sub(
        lambda m: f"at the {m.group('place')} store, what share of orders {m.group('rest')}", text
    )
    return rewritten(question, text)


CASINO_ASK = (
    "The records hold orders, their items, customers, stores, products and supplies; {what} is not in them. "
    "Which of those should I look at instead?"
)
_ASKED = re.compile(
    r"\b(?P<what>count(?:ing|s|ed)? cards|card[- ]count(?:ing|er|ers)?|the shoe\b(?! (?:shop|store))"
    r"|comps\b(?! (?:sales|stores?|growth|basis))|comped|hold percentage"
    r"|(?:the |our )hold\b(?= (?:on|percent|%|rate))|hold (?:percent|%|rate)"
    r"|blackjack|roulette|craps|baccarat|poker"
    r"|slot machines?"
    r"|(?:the )?tables? (?:games?|drop|limits?)"
    r"|whales? (?:did )?(?:we |that we |i )?(?:flag|flagged|mark|marked|tag|tagged|ban|banned)\b"
    r"|markers?(?= (?:out|owed|due))|chips?(?= (?:out|in play|on the table)))\b",
    _I,
)

_RETAIL_COMPS = re.compile(r"\b(?:compar\w*|like[- ]for[- ]like|same[- ]store)\b", _I)
"""A retailer's "comps" (comparable-store sales) said beside it are no casino's comps."""


def casino_asked(question: str) -> str | None:
    """The casino matter ``question`` asks about that the records cannot hold, else None."""
    m = _ASKED.search(question)
    if m and m.group("what").lower().startswith("comp") and _RETAIL_COMPS.search(question):
        return None  # "comparable-store sales growth ('comps')": a retailer's comps
    return m.group("what") if m else None
