"""Eating and drinking said for buying: "which jaffle do people eat the most of", "which drink do guests reach
for most", "how many tangaroos did customers drink in 2019", "the jaffle that gets eaten the most".

The records hold what was sold, not what was eaten: a jaffle people eat (a drink they reach for, go for,
grab) is one they buy, and one that gets eaten (drunk, consumed) is one sold. Before, "eat" and "reach" were
words not understood, and the question was not answered. "How many drinks did people buy (eat, order)" asks
for the drinks sold (it was the number of customers who bought one).
"""

from __future__ import annotations

import re

__all__ = ["eating_as_buying"]

_WHO = (
    r"(?:people|customers|folks|guests|shoppers|visitors|diners|patrons|clients|punters|regulars|we|you|they)"
)
_BOUGHT = {
    "eat": "buy", "ate": "bought", "eaten": "bought", "eating": "buying", "drink": "buy",
    "drank": "bought", "drunk": "bought", "drinking": "buying", "consume": "buy",
    "consumed": "bought", "consuming": "buying", "reach for": "buy",
    "reached for": "bought", "reaching for": "buying", "go for": "buy", "went for": "bought",
    "going for": "buying", "grab": "buy", "grabbed": "bought", "grabbing": "buying", "snack on": "buy",
    "snacked on": "bought",
    "devour": "buy", "devoured": "bought", "get through": "buy", "got through": "bought",
    "gobble": "buy", "gobbled": "bought", "tuck into": "buy", "tucked into": "bought",
}  # fmt: skip
_VERBS = "|".join(sorted(map(re.escape, _BOUGHT), key=len, reverse=True))
_ACTIVE = re.compile(
    rf"\b(?P<who>{_WHO})(?P<adv> (?:most |usually |typically |tend to |often )*)(?P<verb>{_VERBS})\b", re.I
)
_PASSIVE = re.compile(
    r"\b(?P<aux>gets?|got|is|are|was|were|been|be|being) (?P<verb>eaten|drunk|consumed|devoured|gobbled)\b",
    re.IGNORECASE,
)
_SOLD_AUX = {"gets": "is", "get": "are", "got": "was", "been": "been", "be": "be", "being": "being"}

_HOW_MANY_BOUGHT = re.compile(
    r"\bhow many (?P<what>(?!(?:unique|different|distinct|separate|kinds?|types?|sorts?)\b)"
    rf"[a-z][\w' -]{{0,40}}?)"
    rf" (?:did|do|have|had|will) (?:the )?{_WHO} (?:buy|bought|order|ordered|purchase|purchased|get|got)\b",
    re.IGNORECASE,
)
_UNITS = re.compile(
    r"\b(?:drinks?|beverages?|jaffles?|sandwich(?:es)?|items?|units?|servings?|portions?|cups?"
    r"|[a-z]+[- ]?ades?|[a-z]+s)$",
    re.IGNORECASE,
)


def eating_as_buying(question: str) -> str:
    """``question`` with eating or drinking said as buying (selling when passive); unchanged otherwise.

    >>> eating_as_buying("Which jaffle do people eat the most of?")
    'Which jaffle do people buy the most of?'
    >>> eating_as_buying("Which drink gets drunk the most?")
    'Which drink is sold the most?'
    """
    text = _ACTIVE.sub(lambda m: f"{m['who']}{m['adv']}{_BOUGHT[m['verb'].lower()]}", question)
    bought = _HOW_MANY_BOUGHT.search(text)
    if (
        bought is not None
        and _UNITS.search(bought["what"])
        and not re.search(r"\b(?:orders?|times|visits|customers|people)$", bought["what"], re.I)
    ):  # "how many drinks did people buy": the drinks sold
        text = f"{text[: bought.start()]}how many {bought['what']} were sold{text[bought.end() :]}"
    return _PASSIVE.sub(lambda m: f"{_SOLD_AUX.get(m['aux'].lower(), m['aux'])} sold", text)
