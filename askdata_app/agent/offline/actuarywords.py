"""An actuary's words for what the data holds, said plainly; and the insurer's questions the records cannot
settle, asked back.

An actuary reads the orders as claims and the customers as policyholders:

- "expected X" ("the expected number of items in an order", "expected sales per order", "the expected
  lifetime spend of a customer") is the average X (an expected value is a mean); "the expected answer
  is ..." (a tester's frame) is left as said;
- "severity" is the mean order total ("mean severity per store", "severity for 2020"); a gloss naming what
  severity is (", severity being the order total with tax") goes;
- "claim frequency" is the orders per customer, and "the average count of orders each customer placed" is
  said so too;
- "the loss ratio" is the supply cost as a share of revenue; the gloss that says so ("if I treat supply cost
  as the losses and sales net of tax as the earned premium", ": supply cost of the items sold divided by
  their selling price") goes;
- "policyholders" are the customers;
- "the 2019 entry cohort" ("the 2019 entrants", "the 2019 underwriting cohort") are the customers whose first
  order was in 2019; a gloss saying so again ("(first order placed in 2019)") goes;
- "observed lifetime" ("the mean observed lifetime") is the follow-up time: the days from a customer's first
  order to their last (see epiwords);
- "the probability that a randomly drawn order ... contains X" is the share of the orders with X; orders
  that "came to more than $40" had an order total of more than $40 (the count of them, not their money);
- a heading that only names the idea ("Tail probability:", "Conditional expectation:", "Year-on-year
  retention:") goes, and "given the order is over $30" is "for orders over $30".

``actuary_asked`` says what an insurer's question the records cannot settle asks ("the probable maximum loss
for a fire", "catastrophe exposure", "what reserve should we hold"): they hold the orders and who placed
them, no perils, policies or claims.
"""

from __future__ import annotations

import re

__all__ = ["ACTUARY_ASK", "actuary_asked", "actuary_words"]

ACTUARY_ASK = (
    "The data holds the shop's orders, customers and products, with no perils, policies or claims, so I "
    "cannot estimate {what}. I can give figures such as the order totals' percentiles or their largest "
    "value; which would help?"
)

_YEAR = r"(?:19|20)\d\d"
_ASKED = re.compile(
    r"\b(?P<what>probable maximum loss|pml|maximum foreseeable loss|catastrophe (?:loss|exposure|model)"
    r"|cat (?:loss|model)|loss reserves?|(?:claims? )?reserves? (?:we|i) should hold|ibnr)\b",
    re.I,
)
_PERIL = re.compile(r"\bfor an? (fire|flood|storm|earthquake|hurricane)\b", re.I)

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a heading that only names the idea
    (
        re.compile(
            r"^\s*(?:tail probability|conditional expectation|(?:year[- ]on[- ]year |annual )?retention"
            r"|exposure base)\s*[:\u2013\u2014-]\s*",
            re.I,
        ),
        "",
    ),
    # "given the order is over $30": for orders over $30
    (
        re.compile(r"\bgiven (?:that )?(?:the|an|each) order (?:is|was|came to|comes to) ", re.I),
        "for orders ",
    ),
    # "the probability that a randomly drawn order from 2020 contains at least one drink"
    (
        re.compile(
            r"\b(?:the )?probability (?:that )?(?:a |an )?"
            r"(?:randomly (?:drawn|chosen|picked|selected) |random )"
            r"order (from|in|of|during) (.{1,30}?) (?:contains|includes|has) (?:at least one|an?|any) ",
            re.I,
        ),
        r"share of orders \1 \2 with a ",
    ),
    # orders that "came to more than $40": an order total of more than $40
    (
        re.compile(r"\borders (?:came|come|amounted|amount) to (more|less|over|under|above|below)\b", re.I),
        r"orders had an order total of \1",
    ),
    # "severity being the order total with tax": the gloss goes
    (
        re.compile(
            r",?\s*(?:with )?severity (?:being|meaning|defined as|=|as) (?:the )?(?:mean |average )?"
            r"order totals?(?: (?:with|incl\.?|including) tax| \(?tax (?:in|included)\)?)?",
            re.I,
        ),
        "",
    ),
    (
        re.compile(
            r"\b(?:claims? )?severity\b(?P<mid>[^-:\u2013\u2014]{0,30}?)\s*[-:\u2013\u2014]\s*"
            r"(?P<said>(?:the )?(?:mean|average) order total)",
            re.I,
        ),
        r"\g<said>\g<mid>",
    ),
    (re.compile(r"\b(?:mean |average |expected )?(?:claims? )?severity\b", re.I), "average order total"),
    # claim frequency: orders per customer, and the same said as its definition
    (
        re.compile(
            r"^\s*(?:call (?:it|this|that) |let'?s call (?:it|this) )?(?:claims? )?frequency"
            r"\s*[:\u2013\u2014-]\s*",
            re.I,
        ),
        "",
    ),
    (re.compile(r"\bclaims? frequency\b", re.I), "orders per customer"),
    (
        re.compile(
            r"\b(?:the )?(?:average|mean|expected) (?:count|number) of orders (?:that )?(?:each|every|a|per)"
            r" customer (?:placed|made|has placed|has made|had|has)\b",
            re.I,
        ),
        "the average number of orders per customer",
    ),
    # the loss ratio and its gloss
    (
        re.compile(
            r",?\s*if (?:i|we|you) (?:treat|take|count|use) (?:the )?supply costs? as (?:the )?loss(?:es)?"
            r"(?:,? and (?:the )?(?:sales|revenue)[\w -]{0,20}? as (?:the )?(?:earned )?premiums?)?",
            re.I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*[:\u2013\u2014-]\s*(?:the )?supply costs? (?:of the items sold )?(?:divided by|over|/)"
            r" (?:the |their )?(?:selling price|revenue|sales)s?(?=\s*[.?!]?\s*$)",
            re.I,
        ),
        "",
    ),
    (re.compile(r"\b(?:the )?loss ratios?\b", re.I), "the supply cost as a share of revenue"),
    # policyholders are the customers
    (re.compile(r"\bpolicy[- ]?holders?\b", re.I), "customers"),
    # "the 2019 entry cohort (first order placed in 2019)", "the 2019 entrants"
    (
        re.compile(
            rf"\b(?:the )?({_YEAR}) (?:entry|entrant|underwriting|origin|intake) (?:cohort|year|class)"
            rf"(?:\s*\((?:i\.e\.,? )?(?:customers )?(?:whose |with (?:a |their )?)?first orders?"
            rf" (?:placed |was |were |made )?in {_YEAR}\))?",
            re.I,
        ),
        r"the customers whose first order was in \1",
    ),
    (
        re.compile(rf"\b(?:the )?({_YEAR}) (?:entrants|joiners|new entrants)\b", re.I),
        r"the customers whose first order was in \1",
    ),
    # observed lifetime: the follow-up time
    (re.compile(r"\bobserved (?:customer )?(?:life ?times?|lifespans?)\b", re.I), "follow-up time"),
    # "expected X": the average X (a tester's "expected answer/result" is left as said)
    (
        re.compile(
            r"(?<!\bis )(?<!\bwas )(?<!\bthan )(?<!\bas )\bexpected (?:value of (?:the |an? )?)?"
            r"(?!(?:answer|result|output|outcome|value|count|number|total)s?\s*(?:is|are|was|would|should|[:=]))"
            r"(?!(?:to|by|in|from|that|of|for|at|and|or)\b)(?=[a-z])",
            re.I,
        ),
        "average ",
    ),
)


def actuary_words(question: str) -> str:
    """``question`` with an actuary's words said plainly (see the module docstring)."""
    text = question
    for pattern, plain in _REWRITES:
        text = pattern.sub(plain, text)
    return re.sub(r"\s{2,}", " ", text).strip() if text != question else question


def actuary_asked(question: str) -> str | None:
    """What an insurer's question the records cannot settle asks for, or None."""
    asked = _ASKED.search(question)
    if asked is not None:
        return asked.group("what")
    peril = _PERIL.search(question)
    if peril is not None and re.search(r"\b(?:loss|losses|damage|exposure|risk)\b", question, re.I):
        return f"a loss from a {peril.group(1).lower()}"
    return None
