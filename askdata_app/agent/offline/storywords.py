"""Plain-English story phrasing written as the planner's own words before a question is read (round 24).

People who do not speak in measures describe them: "going by how many have been sold" is units sold, "which
jaffle do people buy more than any other" is the best-selling jaffle, "people who walked in for the very first
time in 2020" placed their first order then, "after paying for ingredients, how much did we keep" is gross
profit, "how many items does a customer walk out with in an average order" is the items in the average order.
Each rewrite keeps the rest of the question as it was (its period, store or kind of item).
"""

from __future__ import annotations

import re
from collections.abc import Callable


def _profit(m: re.Match[str]) -> str:
    return f"how much gross profit in {m.group(1)}" if m.group(1) else "how much gross profit"


_PEOPLE = r"(?:people|customers|folks|guests|diners|shoppers|visitors|regulars|locals|patrons)"
_BUY = r"(?:buy|order|choose|pick|get|go for|purchase)"
_STORE = r"(?:cafes?|stores?|shops?|locations?|branch(?:es)?|outlets?|restaurants?)"
_PERIOD_WORD = r"(?:sales|revenue|takings|trading)"

_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # "the most popular thing, going by how many have been sold": ranked by units sold
    (
        r",? (?:going|judging|based|measured) (?:by|on) how many (?:of them )?"
        r"(?:have |has |had |were |was |are )?(?:been |got |gotten )?(?:sold|bought|ordered)\b",
        " by units sold",
    ),
    # "more than any other", "less than any other": the most, the least
    (r"\bmore (?:often )?than any(?: of the)? others?\b", " the most "),
    (r"\b(?:less|fewer) (?:often )?than any(?: of the)? others?\b", " the least "),
    # "which jaffle do people buy the most": the jaffle that sells the most (people are who buy, not ranked)
    (
        rf"\bwhich (\w+) (?:do|did|does) (?:our |the |your )?{_PEOPLE} {_BUY}"
        r" (?:the )?(most|least)(?: often)?\b",
        r"which \1 sold the \2",
    ),
    # "revenue per head", "per capita": per customer
    (r"\bper (?:head|capita)\b", "per customer"),
    # "what do customers order most on Mondays": the product that sells the most
    (
        rf"\bwhat (?:do|did|does) (?:our |the |your )?{_PEOPLE} {_BUY}(?: the)? (most|least)(?: often)?\b",
        r"which product sold the \1",
    ),
    # "what's in a mel-bun", "what is in the tangaroo": what goes into it
    (
        r"^(?:so,? )?what(?:'s| is) in (?:a|an|the|one)"
        r" (?!(?:data|database|tables?|reports?|dashboard|list)\b)"
        r"([a-z][a-z' -]{2,30}?)\s*\??$",
        r"what goes into the \1",
    ),
    # "walked into one of the cafés for the very first time in 2020": placed their first order then
    (
        rf"\b(?:walked|came|stepped|popped|wandered) (?:into|in to|in|through|by)(?: one of)?"
        rf"(?: (?:the|our) (?:\w+ )?(?:{_STORE}|doors))? for the (?:very )?first time\b",
        " placed their first order ",
    ),
    (
        r"\b(?:ordered|visited|shopped|bought something|ordered from us|visited us|came in|came by|showed up)"
        r" for the (?:very )?first time\b",
        " placed their first order ",
    ),
    # "after paying for ingredients and packaging, how much did the chain keep from its 2020 sales"
    (
        r"^(?:so,? )?after (?:(?:paying for|covering|taking off|taking out|paying) )?(?:the costs? of )?"
        r"(?:the |its |our |their )?(?:ingredients|supplies|supply costs?|packaging|materials)"
        r"(?: and (?:the )?(?:packaging|ingredients|supplies))?,? how much did (?:we|the \w+|our \w+|it|they)"
        r" (?:keep|hold on to|retain|clear|pocket)"
        rf"(?: from (?:its|our|their|the) ((?:19|20)\d\d) {_PERIOD_WORD})?",
        _profit,
    ),
    (
        r"\bhow much did (?:we|the \w+|our \w+) (?:keep|clear|pocket) from (?:its|our|their|the)"
        rf" ((?:19|20)\d\d) {_PERIOD_WORD},? after (?:(?:paying for|covering|paying) )?(?:the costs? of )?"
        r"(?:the |its |our |their )?(?:ingredients|supplies|supply costs?)(?: and (?:the )?packaging)?\b",
        _profit,
    ),
    # "the chain's most loyal customer: how many orders have they placed": the one with the most orders
    (
        r"^(?:so,? )?(?:the |our )?(?:[a-z]+'s )?(?:most loyal|most frequent|most regular|most devoted)"
        r" (?:customer|regular|client|guest|patron)\s*[:,\-\u2013\u2014]+\s*how many (?:orders|visits|times)"
        r" (?:have|has|did) (?:they|he|she) (?:placed|made|place|make|ordered|order|visited|come in)\b",
        "which customer placed the most orders",
    ),
    (
        r"^(?:so,? )?(?:the |our )?(?:[a-z]+'s )?(?:biggest|top|highest[- ]spending|most valuable)"
        r" (?:customer|spender|client|guest|patron)\s*[:,\-\u2013\u2014]+\s*how much (?:have|has|did)"
        r" (?:they|he|she) (?:spent|spend|paid|pay)\b",
        "which customer spent the most",
    ),
    # "what did we ring up in May", "our take per order": the money taken
    (r"\b(?:ring|rang|rung|ringing) up\b", "take in"),
    (
        r"\b(our|the|their|its|total|daily|weekly|monthly|average) take\b"
        r"(?! (?:on|in|out|away|up|off|over)\b)",
        r"\1 takings",
    ),
    # "how busy was Brooklyn on New Year's Eve 2019": its orders then
    (
        r"^(?:so,? )?how busy (?:was|were|is|are|did) (?:we|you|they|the chain|the business)\b",
        "how many orders did we take",
    ),
    (r"^(?:so,? )?how busy (?:was|were|is|are) (?:the )?", "how many orders at "),
    # "customers who only ever ordered at one store": exactly one store
    (
        r"\b(?:only|just) (?:ever )?(?:ordered|bought|shopped|visited|been|eaten|gone)(?: (?:at|from|in|to))?"
        r" (?:one|1|a single) (?:stores?|shops?|locations?|cafes?|cafés?|branch(?:es)?)\b",
        "ordered from exactly one store",
    ),
    # "customers who have only ever placed one order", "only ever made a single order": exactly one order
    (
        r"\b(?:only|just) ever (?:placed|made|put in|had|ordered) (?:one|1|a single) orders?\b"
        r"|\bonly ever (?:made|placed) (?:one|1|a single) purchases?\b",
        "placed exactly one order",
    ),
    # "the spread between our cheapest and priciest product": the price range
    (
        r"\b(?:the )?(?:spread|gap|difference) between (?:our |the )?"
        r"(?:cheapest|least expensive|lowest[- ]priced) and (?:our |the )?"
        r"(?:priciest|most expensive|dearest|highest[- ]priced)"
        r" (product|item|drink|jaffle|beverage)s?\b",
        r"the price range of our \1s",
    ),
    (r"\b(price|cost) range (?:across|among|over) ", r"\1 range of "),
    # "since the day it opened", "since we started", "since opening day": all the data holds ("since the very
    # beginning" is left to the running totals that read it)
    (
        r",?\s*\b(?:ever )?since (?:the day |it first |they first |we first )?(?:it|they|we|the \w+|our \w+)"
        r" (?:first )?(?:opened|started|launched|began)(?: (?:its|their|our) doors)?\b"
        r"|,?\s*\b(?:ever )?since (?:(?:its |their |the )?opening(?: day)?|launch|it opened)\b",
        " ",
    ),
    # "most jaffles anybody has squeezed into a single order", "the highest count of drinks on one order": the
    # largest number sold in one order
    (
        r"\b(?<!which )(?<!what )(?:the )?(?:most|largest number of|highest number of|greatest number of"
        r"|biggest number of|max(?:imum)?(?: number of)?|highest count of|record number of)"
        r" (jaffles|drinks|beverages|items|food items|sandwiches|products)"
        r"(?: (?:that )?(?:any ?body|any ?one|some ?body|some ?one|a customer|any customer|a guest|people"
        r"|we))?"
        r"(?: (?:has|have|had|ever|'ve|'s))*"
        r"(?: (?:squeezed|put|packed|crammed|fitted|fit|stuffed|got|bought|ordered|had|placed|sold))?"
        r" (?:into|in|on) (?:a single|one|one single|any one|any single|a) order\b",
        r"the largest number of \1 sold in a single order",
    ),
    # "on average, what's the item count of an order", "the mean line count per order": items per order
    (
        r"\b(?:on average,?\s+)?what(?:'s| is| was| were) (?:the )?(?:average |mean |typical )?"
        r"(?:item|line[- ]item|line|product|unit) counts? (?:of|in|per|for|on)"
        r" (?:an?|each|every|one|the average|the typical|a typical|an average)"
        r" (?:order|basket|ticket|transaction)\b(?:,? on average)?",
        "how many items are in the average order",
    ),
    # "how many items does a customer walk out with in an average order": the items in the average order
    (
        r"\bhow many (items|things|products|drinks|jaffles) (?:does|do|did)"
        r" (?:a|an|the average|the typical|your)"
        r" (?:average |typical )?(?:customer|person|guest|visitor|shopper)"
        r" (?:walk out with|leave with|buy|get|order|take home|take away|carry out) (?:in|with|on|per)"
        r" (?:an?|the|their) (?:average|typical|usual|normal) (?:order|visit)\b",
        r"how many \1 are in the average order",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _RULES)


def story_words(text: str) -> str:
    """``text`` with story phrasing in the planner's words (read on the question as typed, by the planner,
    and again on its lower-case, accent-folded form, by ``reword.expand``)."""
    for pattern, replacement in _COMPILED:
        said = pattern.sub(replacement, text)
        if said != text:
            text = " ".join(said.split())
    return text
