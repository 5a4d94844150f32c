"""How people who run the floor of a café say things the planner reads in other words.

- The counter (or till, register) is where orders are taken: how busy it is, is how many orders there
  were. "Which hour keeps the counter busiest" is the busiest hour, "the Los Angeles counter" is the Los
  Angeles store. Only said with a word for busy or quiet: "how long do people wait at the counter" is
  about waiting, which the data does not hold, and is still asked about.
- "Their first ever order", "first-ever orders": first orders; "when did they order for the first time":
  their first order; "first-time visits" are first orders.
- "Ordered three or more times": at least three times (a count of orders in the period said).
- "How many orders did returning customers place": the orders those customers placed (it was read as
  how many customers).
- "How many items did an order hold on average", "how many items do orders contain on average": the
  average number of items per order.
"""

from __future__ import annotations

import re

_BUSY = r"(?:busiest|busier|busy|quietest|quieter|quiet|slowest|slower|slow|dead(?:est)?|calmest|calm)"
_COUNTER = r"(?:front )?(?:counter|till|register|cash register)s?"

_KEEPS = re.compile(
    rf"\b(?:keeps?|kept|keeping|has|had|makes?|made) (?:the |our )?{_COUNTER} ({_BUSY})\b", re.I
)
"""'which hour keeps the counter busiest': that hour is busiest."""
_IS_COUNTER = re.compile(rf"\b(is|was|are|were|gets?|got) (?:the |our )?{_COUNTER} ({_BUSY})\b", re.I)
"""'what hour is the counter busiest': that hour is busiest."""
_NAMED_COUNTER = re.compile(rf"\b(at|in|for) the ((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*) {_COUNTER}\b")
"""'at the Los Angeles counter': at Los Angeles."""
_AT_COUNTER = re.compile(rf"\s*\b(?:at|on|behind|across) (?:the |our )?{_COUNTER}\b", re.I)
"""'busiest at the counter': the counter is where every order is taken; nothing more."""

_FIRST_EVER = re.compile(r"\b(first|1st)[- ]ever\b", re.I)
_FOR_THE_TIME = re.compile(
    r"\b(?:order|ordered|buy|bought|purchase|purchased|come in|came in|visit|visited) for the"
    r" (?:very )?(first|last|final) time\b",
    re.I,
)
"""'when did customer 777 order for the first time': their first order."""
_LAST = {"final": "last"}
_FIRST_VISIT = re.compile(r"\b(first[- ]time|first[- ]ever|first) visit(s?)\b", re.I)
"""'first-time visits': a visit is an order taken at the counter; the first ones are first orders."""
_FIRST_SAID_AGAIN = re.compile(
    r"\s*[(,;\u2013\u2014-]\s*(?:i\.?e\.?,? |meaning |that is,? )?(?:the|an?) (?:orders?|ones?|visits?)"
    r" (?:that|which) (?:was|were|is|are) (?:a|the|their|each|every) customer(?:'s|s'|s)? (?:very )?first"
    r"(?: ones?| orders?| visits?)?(?: ever)?\s*[)\u2013\u2014-]?",
    re.I,
)
"""'first orders (the order that was a customer's very first)': the same first orders, said again."""
_OR_MORE_TIMES = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) or more (times|visits|orders)\b", re.I
)
_OR_FEWER_TIMES = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) or (?:fewer|less) (times|visits|orders)\b",
    re.I,
)
_ORDERS_DID = re.compile(
    r"\bhow many orders (?:did|do|does|have|has) "
    r"((?:(?!\b(?:we|you|they|i|it|average|typical|median|mean|each|every|per)\b)[\w'-]+ ){0,3}?"
    r"(?:customers|clients|guests|buyers|patrons|people|regulars))"
    r" (?:place|put in|make|submit)\b",
    re.I,
)
_ITEMS_HELD = re.compile(
    r"\bhow many (items|products|things|line items)"
    r" (?:did|do|does|would) (?:an? |each |the |our |their )?(?:orders?|they|it|baskets?|tickets?)"
    r"((?: (?!(?:hold|contain|have|include|carry|feature)\b)[\w'$.-]+){0,4}?)"
    r" (?:hold|contain|have|include|carry|feature) on average\b",
    re.I,
)


def counter_words(question: str) -> str:
    """``question`` with the café-floor phrasings above in the planner's words."""
    if re.search(r"\b(?:counter|till|register)s?\b", question, re.I) and re.search(
        rf"\b{_BUSY}\b", question, re.I
    ):
        question = _KEEPS.sub(r"is \1", question)
        question = _IS_COUNTER.sub(r"\1 \2", question)
        question = _NAMED_COUNTER.sub(r"\1 \2", question)
        question = _AT_COUNTER.sub("", question)
    question = _FIRST_VISIT.sub(r"\1 order\2", question)
    if re.search(r"\bfirst\b.*\bfirst\b", question, re.I):
        question = _FIRST_SAID_AGAIN.sub("", question)
    question = _FIRST_EVER.sub(r"\1", question)
    question = _FOR_THE_TIME.sub(
        lambda m: f"place their {m.group(1).replace('final', 'last')} order", question
    )
    question = _OR_MORE_TIMES.sub(lambda m: f"at least {m.group(1)} {m.group(2)}", question)
    question = _OR_FEWER_TIMES.sub(lambda m: f"at most {m.group(1)} {m.group(2)}", question)
    question = _ORDERS_DID.sub(r"how many orders were placed by \1", question)
    return _ITEMS_HELD.sub(r"what is the average number of \1 per order\2", question)
