"""A chance said as a probability, a likelihood or odds: "the probability that an order has a drink", "how
likely is an order to include food", "what's the chance an item is a jaffle", "likelihood a 2019 order
contains a drink", and said after the rows it is taken over: "when someone orders exactly one item, how likely
is it a drink?".

Over the records already held, the chance that one of the rows has something is the share of those rows that
have it: said "what share of orders have a drink" ("of orders with exactly one item, what share had a drink"
for the second form). Before, the chance was read as a count of those rows, or its words were not understood.
A chance of something later ("the odds that sales double next year") names no row kind with its verb and is
left alone (asked back as a forecast, as before).
"""

from __future__ import annotations

import re

_CHANCE = r"(?:probability|probablity|probabilty|likelihood|likelyhood|chance|chances|odds)"
_ROWS = r"(?:orders?|items?|units?|order items?|line items?|sales?|purchases?|baskets?)"
_NOUN = rf"(?P<noun>(?:(?:19|20)\d\d |sold |random |single |given |typical |new )?{_ROWS})"
_VERBS = {
    "has": "have", "had": "had", "is": "are", "was": "were", "includes": "include", "included": "included",
    "contains": "contain", "contained": "contained", "comes with": "come with", "came with": "came with",
    "have": "have", "include": "include", "contain": "contain", "be": "are",
}  # fmt: skip
_VERB = r"(?P<verb>has|had|is|was|includes|included|contains|contained|comes with|came with)"
_SAID = re.compile(
    rf"\b(?:what(?:'s| is| was| are| were)? )?(?:the )?{_CHANCE}(?: that| of)? (?:a|an|any|one) {_NOUN}"
    rf" {_VERB}\b",
    re.IGNORECASE,
)
"""'what's the probability that an order has', 'chance an item is', 'likelihood a 2019 order contains'."""
_HOW_LIKELY = re.compile(
    rf"\bhow (?:likely|probable) is (?:it )?(?:that )?(?:a|an|any) {_NOUN}"
    rf"(?: {_VERB}| to (?P<verb_to>have|include|contain|be)\b)",
    re.IGNORECASE,
)
"""'how likely is an order to contain', 'how likely is it that an order had'."""
_WHEN = re.compile(
    r"\b(?:when|if) (?:someone|somebody|a customer|a guest|a person|people|a buyer|they)"
    r" (?:orders?|buys?|purchases?|gets?) (?P<cond>(?:exactly |just |only )?(?:one|a single|\d+) items?),\s*"
    rf"(?:how (?:likely|probable) is (?:it|that)(?: that)?|what(?:'s| is) the {_CHANCE}(?: that)?)"
    r"(?: it(?:'s| is| was| will be))?(?: to be)? (?P<rest>(?:a|an|some|food|any) [^?]+)",
    re.IGNORECASE,
)
"""'when someone orders exactly one item, how likely is it a drink', '... what's the chance it's a jaffle'."""


def _plural(noun: str) -> str:
    words = noun.split()
    last = words[-1]
    words[-1] = last if last.endswith("s") else f"{last}s"
    return " ".join(words)


def chance_as_share(question: str) -> str:
    """``question`` with a chance of the rows said as the share of them that have it; unchanged when it
    says no chance of a kind of row."""
    if not re.search(rf"\b(?:{_CHANCE}|likely|probable)\b", question, re.IGNORECASE):
        return question
    m = _WHEN.search(question)
    if m is not None:
        said = f"of orders with {m.group('cond')}, what share had {m.group('rest')}"
        return question[: m.start()] + said + question[m.end() :]

    def share(m: re.Match[str]) -> str:
        verb = (m.groupdict().get("verb") or m.groupdict().get("verb_to") or "").lower()
        return f"what share of {_plural(m.group('noun'))} {_VERBS.get(verb, verb)}"

    return _HOW_LIKELY.sub(share, _SAID.sub(share, question))
