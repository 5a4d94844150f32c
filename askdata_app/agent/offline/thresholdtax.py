"""Tax words that qualify an order's amount in a count of orders: "the number of orders with a total of $20
or more, tax included", "how many orders came to over $15 including tax", "which store took the most orders
of $40 or more (incl. tax)". The orders are counted; the tax
words say which amount the bar is on (the order total, which includes tax), so they go with the bar (left
as they were, they asked for the order total summed).

The same holds wherever the note stands in a count of tickets (orders, receipts) with a dollar bar and no
money figure asked: "monthly count of $50+ tickets (incl tax)", "a tally of the $40+ orders, tax in,
per store", "how many tickets came to $35+ w/ tax".
"""

from __future__ import annotations

import re

_COUNTS_ORDERS = re.compile(
    r"\b(?:how many (?:\w+ )?orders|(?:the )?(?:number|count|share|fraction|proportion|percentage) of"
    r" (?:\w+ )?orders|(?:the )?(?:most|fewest|more|fewer|least) (?:\w+ )?orders)\b",
    re.IGNORECASE,
)
_BAR_TAX = re.compile(
    r"(\$\s?\d[\d,]*(?:\.\d+)?(?: or (?:more|less|above|below|over|under|higher|lower))?)"
    r",?\s+\(?(?:tax included|including (?:the )?(?:sales )?tax|incl\.? (?:sales )?tax|with (?:sales )?tax"
    r"|tax inclusive|inclusive of (?:sales )?tax|tax incl\.?)\b\)?,?",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"\b(?:how many|number|count|counts|counted|counting|tally|tallies|share|fraction|proportion|percentage"
    r"|percent|most|fewest)\b",
    re.IGNORECASE,
)
_TICKETS = re.compile(r"\b(?:orders|tickets|receipts|reciepts|transactions|baskets|checks)\b", re.IGNORECASE)
_DOLLAR_BAR = re.compile(r"\$\s?\d", re.IGNORECASE)
_MONEY_ASKED = re.compile(
    r"\b(?:revenue|sales|sold|spend|spent|takings|gross|turnover|how much|sum|summed|value"
    r"|average|avg|mean|median|tax paid|tax collected|profit|margin|cost)\b",
    re.IGNORECASE,
)
_TAX = r"(?:sales )?tax(?:es)?"
_NOTE = (
    rf"(?:(?:incl\.?|including|inclusive of|with|w/ ?|plus|after) (?:the )?{_TAX}"
    rf"|{_TAX} (?:in|incl\.?|included|inclusive))"
)
_AFTER = r"(?!\s*(?:paid|of\b|over|above|under|below|more|less|greater|exceed|at (?:least|most)|\$|>|<|=|\d))"
_NOTES = (
    re.compile(rf"\s*\((?:order total |the order total |judged )?{_NOTE}\)", re.IGNORECASE),
    re.compile(rf",\s*{_NOTE}\b{_AFTER}\s*(?=[,;:?.!-]|$)", re.IGNORECASE),
    re.compile(rf"\s+{_NOTE}\b{_AFTER}", re.IGNORECASE),
)


def bar_with_tax(question: str) -> str:
    """``question`` without tax words that qualify an order-amount bar in a count of orders.

    >>> bar_with_tax("monthly count of $50+ tickets (incl tax) in 2019")
    'monthly count of $50+ tickets in 2019'
    >>> bar_with_tax("a tally of the $40+ orders, tax in, per store")
    'a tally of the $40+ orders, per store'
    >>> bar_with_tax("revenue from $50+ orders (incl tax)")
    'revenue from $50+ orders (incl tax)'
    """
    if _COUNTS_ORDERS.search(question):
        question = _BAR_TAX.sub(lambda m: m.group(1) + ",", question).replace(",,", ",").replace(", ?", "?")
    if not (_COUNTED.search(question) and _TICKETS.search(question) and _DOLLAR_BAR.search(question)):
        return question
    if _MONEY_ASKED.search(question):
        return question  # "how many days saw the chain's gross receipts, tax included, exceed $4,000"
    for note in _NOTES:
        question = note.sub("", question)
    return question.replace(",,", ",").replace(", ?", "?")
