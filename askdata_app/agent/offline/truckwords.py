"""A long-haul truck driver's words for the data, said plainly before a question is read (round 38).

A driver on the road calls the stores stops and the whole chain the outfit; what the stores take in is the
haul or the take, an order's bill is its tab, a visit is a stop-in, food is grub and the customers are
folks or regulars. The words say how the driver speaks, never a new figure:

- "stop(s)" said as a place ("the Chicago stop", "every stop", "all stops", "which stop", "rank the stops")
  are stores; a "stop-in" is an order ("their last stop-in"); the verb ("stop ordering") is left;
- "the (whole) outfit", "across the outfit", "anywhere in the outfit", "outfit-wide" are all stores; "when
  the outfit did N orders" is "with N orders";
- what the outfit "hauled in before tax", the "pre-tax take", "pre-tax dollars" are the revenue; the
  "sales tax they took in" is the tax;
- a "tab" is an order total ("average tab", "biggest tab", "tabs that came in below five bucks");
- "grub" is food; "folks" and "regulars" are customers; "the menu board" is the menu, a "thing" on it a
  product; "got poured" is sold;
- "night haul" leading a question goes; "8pm and later" is from 8pm on; "per-order gross profit" is the
  gross profit per order, its gloss ("pre-tax sales less supply cost, divided by orders") going.

A driver's own world the records cannot hold (miles between stops, diesel, parking, weigh stations, hours of
service) is asked back (``truck_asked``).

Each rewrite needs a driver's word itself, so a question without one is left as said.

>>> truck_words("What did the whole outfit haul in before tax during 2018?")
'What was the revenue, all stores during 2018?'
>>> truck_words("Average tab, tax counted, on Sundays in 2020, all stops together.")
'Average order total, tax included, on Sundays in 2020, all stores together.'
>>> truck_words("Stop ordering drinks?")
'Stop ordering drinks?'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import rewritten

__all__ = ["TRUCK_ASK", "truck_asked", "truck_words"]

_I = re.IGNORECASE
_PLACE = (
    r"(?:(?i:the|every|each|all|which|what|per|that|this|those|these|one|two|three|four|five|six|other"
    r"|good|best|worst|busiest|slowest|quietest|top|new|newest|oldest|same|any|whose|a)"
    r"|(?!(?:They|We|You|Customers|People|Folks|Orders|Did|Do|Does|Why|When|Should|Will|Can|Please)\b)[A-Z][a-z]+"
    r"|LA|SF|NYC|NOLA)"
)
"""A word before "stop(s)" that makes it a place (an article, a number, a city): no verb."""
_STOP = re.compile(
    rf"\b(?P<w>{_PLACE}) stop(?P<s>s?)\b(?!-ins?\b)(?(s)|(?! (?:by|ordering|buying|coming|selling)\b))"
)
_STRONG = re.compile(r"\b(?:outfit(?:-wide)?|haul(?:ed)? in|night haul|grub|stop-ins?|menu board)\b", _I)
"""A driver's word for the data besides the stops (a tab alone is no driver's: it needs one of these)."""

_RULES: tuple[tuple[str, str], ...] = (
    # lead-ins
    (r"^\s*(?:the )?(?:night|late|overnight) haul\b\s*(?=at\b|in\b)", ""),
    (r"^\s*(?:the )?(?:night|late|overnight) haul\b\s*[:,-]\s*", ""),
    # a visit is an order
    (r"\bstop-ins\b", "orders"),
    (r"\bstop-in\b", "order"),
    # what the outfit hauled in before tax: the revenue
    (
        r"\bwhat did (?:the (?:whole |entire )?outfit|all (?:the )?stores|we) (?:haul|take|bring|rake) in"
        r" (?:before|pre-?|without) tax\b",
        "What was the revenue, all stores",
    ),
    (r"\b(?:pre-?tax|before[- ]tax) (?:take|haul|dollars|money)\b", "revenue"),
    (r"\b(?:the )?take (?:before|without) tax\b", "revenue"),
    (r"\bsales tax (?:they|it|we|each) (?:took|take|taken|collected|pulled) in\b", "tax paid"),
    # the outfit: all stores ("every stop together" too)
    (r"\b(?:every|each) store together\b", "all stores together"),
    (
        r"\bwhen the (?:whole |entire )?outfit (?:did|had|saw|rang up) (?=(?:fewer|less|more|over|under)\b)",
        "with ",
    ),
    (r",?\s*\b(?:across|anywhere in|in|for|at|over) the (?:whole |entire )?outfit\b", ", all stores"),
    (r",?\s*\boutfit-wide\b", ", all stores"),
    (r"\bthe (?:whole |entire )?outfit\b", "all stores"),
    # tabs: order totals
    (r"\b(?:tabs|tab) came in (?=below|under|over|above|at)", "orders had an order total "),
    (r"\btax counted(?: in)?\b", "tax included"),
    (r"\bbiggest tab\b", "largest order total"),
    (r"\btabs\b", "order totals"),
    (r"\btab\b", "order total"),
    # food, customers, the menu
    (r"\bgrub\b", "food"),
    (r"\bfolks\b", "customers"),
    (r"\bregulars\b", "customers"),
    (r"\b(?:thing|item)(?= on the menu)", "product"),
    (r"\bmenu board\b", "menu"),
    (r"\bgot poured\b", "were sold"),
    # a clock time "and later" is from it on
    (
        r"(?<!at )(?<!from )\b(?P<h>(?:1[0-2]|[1-9])(?::00)?\s?[ap]\.?m\.?) (?:and|or) later\b",
        r"from \g<h> on",
    ),
    # per-order gross profit, its gloss (sales less supply cost, divided by orders) going
    (
        r"\s*[:(-]\s*(?:pre-?tax |before-tax )?(?:sales|revenue) (?:less|minus) (?:the )?supply costs?"
        r"(?:,? divided by (?:the )?(?:number of )?orders)?\)?(?=[.?]?$)",
        "",
    ),
    (r"\bper-order (?P<m>gross profit|revenue|profit)\b", r"\g<m> per order"),
    (r"\bduring the month of\b", "in"),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)


def truck_words(question: str) -> str:
    """``question`` with a truck driver's words said plainly (see the module); unchanged without one."""
    stops = _STOP.search(question) is not None
    if not stops and not _STRONG.search(question):
        return question
    text = _STOP.sub(lambda m: f"{m.group('w')} store{m.group('s')}", question)
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    return rewritten(question, text)


TRUCK_ASK = (
    "The records hold orders, their items, customers, stores, products and supplies; {what} is not in them. "
    "Which of those should I look at instead?"
)
_ASKED = re.compile(
    r"\b(?P<what>(?:how many )?miles\b|driving (?:distance|time)|diesel|fuel prices?|gas prices?"
    r"|how far (?:is|are|away|apart)\b(?![^?]*\b(?:ahead|behind|off|above|below)\b)"
    r"|truck parking|weigh stations?|hours of service|log ?books?|mpg\b|my rig\b)",
    _I,
)


def truck_asked(question: str) -> str | None:
    """What a driver asks of his own road (miles, diesel, parking, ...), which the records cannot hold;
    None for anything else."""
    found = _ASKED.search(question)
    if found is None:
        return None
    return f"'{found.group('what').strip()}'"
