"""A market researcher's words for buyers and baskets, said as the words the readings know.

A consumer-panel analyst speaks of "baskets" and "buyers" where the data has orders and customers:

- a basket is an order in "the basket value ex tax" and "baskets containing a jaffle"; "basket size in 2020,
  in number of items per basket" is the number of items per order, "which basket size do we see most often"
  the most common one;
- "the customers who bought anything in 2020" are the 2020 buyers (the customers who ordered in 2020);
- "bought at least one drink" is bought a drink, "purchased it at least once" is purchased it;
- "customers whose first purchase was in 2019" were acquired in 2019; "went on to buy more than once" is
  being a repeat buyer, "only ever bought (the) once" being a one-time buyer ("ordered more than once in 2020"
  and "counting an order once" are left to the other readings); "repeat buyers (customers with more
  than one order)" glosses the returning customers the data flags, and the gloss is dropped;
- "from first to last purchase" is the days between the first and the last order;
- "items bought per 2020 buyer" are the items per buyer in 2020;
- "how many customers placed 1 order that year, how many placed 2, 3, and so on" is the frequency table of
  the orders per customer (it was the customers with one order).
"""

from __future__ import annotations

import re

_BUY = r"(?:buy|bought|buying|purchase|purchased|purchasing|order|ordered|ordering|shop|shopped)"
_PEOPLE = r"(?:customers|buyers|shoppers|clients|people|guests)"
_YEAR = r"(?:19|20)\d\d"

_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), to)
    for pattern, to in (
        # "basket size in 2020, in number of items per basket": the items per order
        (
            r"\b(?:basket|order) size\b(?P<mid>[^,.;:?]{0,40}?),? (?:in|as|measured in|counted in)"
            r" (?:the )?(?:number of )?items(?: per (?:basket|order))?\b",
            r"number of items per order\g<mid>",
        ),
        # "which basket size do we see most often": the most common number of items per order
        (
            r"\b(?:which|what) (number of items per order)(?P<mid>[^,.;:?]{0,40}?),? do (?:we|you|i)"
            r" (?:see|get|find|have|observe|come across)"
            r" (?:most often|most commonly|most frequently|the most)\b",
            r"what is the most common \1\g<mid>",
        ),
        # "basket value ex tax", "baskets containing a jaffle": an order's value, the orders
        (r"\bbasket (value|total|spend)\b", r"order \1"),
        (
            r"\bbaskets (?=(?:containing|including|with"
            r"|that (?:include|included|contain|contained|had|have))\b)",
            "orders ",
        ),
        # "the customers who bought anything in 2020": the 2020 buyers
        (
            rf"\b(?:the )?{_PEOPLE} (?:who|that) {_BUY} (?:anything|something|at all)"
            rf" (?:in|during) ({_YEAR})\b",
            r"the \1 buyers",
        ),
        # "bought at least one drink": bought a drink
        (rf"\b({_BUY}) (?:at least one|one or more) (?!of\b|orders?\b|times?\b)", r"\1 a "),
        # "purchased it at least once": purchased it
        (rf"\b({_BUY}) (it|them|one) (?:at least once|one or more times)\b", r"\1 \2"),
        # "whose first purchase was in 2019": acquired in 2019
        (
            r"\b(?:whose|with their|with a) first (?:purchase|order|visit)"
            r" (?:was |came |fell )?(in|during)\b",
            r"acquired \1",
        ),
        # "what share went on to buy more than once": are repeat buyers
        (
            rf"\b(?:went on to |go on to |goes on to |came back to |come back to ){_BUY}"
            r" (?:more than once|again later|two or more times|repeatedly)\b",
            "are repeat buyers",
        ),
        # "only ever bought once": one-time buyers
        (
            rf"\b(?:(?:only|just) (?:ever )?{_BUY}|ever {_BUY}(?: only| just)?) (?:the )?once(?: ever)?\b"
            r"(?! (?:a|an|per|every)\b)",
            "are one-time buyers",
        ),
        # "repeat buyers (customers with more than one lifetime order)": the gloss of the flag dropped
        (
            r"\b((?:repeat|returning) (?:buyers|customers|shoppers|purchasers))\s*"
            r"\((?:i\.e\.,? |meaning |= ?)?(?:customers |buyers |those |people )?"
            r"(?:with|who (?:have|had|placed|made)) (?:more than one|two or more|2\+|at least two|multiple)"
            r" (?:lifetime )?(?:orders?|purchases?)\)",
            r"\1",
        ),
        # "days from first to last purchase": between the first and the last order
        (
            r"\bfrom (?:their |the )?first to (?:their |the )?last (?:purchase|order|visit)\b",
            "between first and last order",
        ),
        # "how many customers placed 1 order that year, how many placed 2, 3, and so on": the frequency table
        (
            r"\bhow many (?P<who>customer|buyer|shopper|client|order|basket)s"
            r" (?:placed |made |had |bought |ordered |contained |held )?(?:1|one|a single|exactly one)"
            r" (?P<what>order|purchase|item|product)s?\b"
            r"(?P<rest>[^,;:?]{0,30}?),? how many (?:\w+ )?(?:2|two)\b[^?.;]{0,30}?"
            r"(?:and so on|and so forth|and up|etc\.?|\.\.\.|\u2026)",
            r"frequency table of \g<what>s per \g<who>\g<rest>",
        ),
        (r"\bfrequency table of purchases\b", "frequency table of orders"),
        (r"\b(frequency table of \w+) per (?:buyer|shopper|client)\b", r"\1 per customer"),
        (r"\b(frequency table of \w+) per basket\b", r"\1 per order"),
        # "items bought per 2020 buyer": the items per buyer in 2020
        (
            rf"\b(items|units) (?:bought|purchased) per ({_YEAR}) (buyer|customer|shopper)\b",
            r"\1 per \3 in \2",
        ),
        (rf"\b(items|units) per ({_YEAR}) (buyer|customer|shopper)\b", r"\1 per \3 in \2"),
    )
)


def panel_words(text: str) -> str:
    """``text`` with a market researcher's basket and buyer words said as the readings know them."""
    for pattern, to in _RULES:
        text = pattern.sub(to, text)
    return text


_COHORT_TURN = re.compile(
    r"^\s*(?:(?:and|so|ok(?:ay)?),? )?(?:(?:what|how) about |same for |and for |for |now for )?(?:the )?"
    r"(?:customers|buyers|clients|shoppers|ones|those|people)(?: who were| that were| we)?"
    r" (?:acquired|gained|won|signed up|onboarded|who joined|that joined|whose first (?:order|purchase) was)"
    rf" (?:in|during) (?P<when>(?:(?:q[1-4]|h[12]|[a-z]{{3,9}}) (?:of )?)?{_YEAR})\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_ACQUIRED = re.compile(
    r"\b(?:acquired|acquisition|cohort|gained|first (?:order|purchase)s? (?:was |were )?in)\b", re.IGNORECASE
)


def cohort_turn(question: str, earlier: str) -> str | None:
    """ "And for customers acquired in 2020?" after a figure of the customers acquired in 2018: the same
    figure for the 2020 cohort ("and for 2020?", the earlier question's acquisition period replaced), not a
    count of those customers; None when ``question`` is no such turn or ``earlier`` names no acquisition."""
    m = _COHORT_TURN.match(question)
    if m is None or _ACQUIRED.search(earlier) is None:
        return None
    return f"and for {m.group('when')}?"
