"""A purchase told as a small story, then its price asked: "A customer buys one flame impala at the Los
Angeles store. What do they pay with sales tax?", "how much would a guest pay for two tangaroos in Chicago,
tax included?".

The figure asked is the bill of those items at that store (see ``menubill``), said the way the bill is
read: "what would one flame impala cost at the Los Angeles store with sales tax?". Before, "buys" and "pay"
were read as the orders placed there, and the tax every such order had paid came back, customer by customer.
Only a purchase with a number of items said is read here; the bill reading decides whether they are
products, at one store, with tax.

>>> bought_as_bill("A customer buys one flame impala at the Brooklyn store. What do they pay with tax?")
'What would one flame impala cost at the Brooklyn store with tax?'
>>> bought_as_bill("How much would a guest pay for two tangaroos in Chicago, tax included?")
'What would two tangaroos cost in Chicago, tax included?'
>>> bought_as_bill("How much did customers pay in 2019?")
'How much did customers pay in 2019?'
"""

from __future__ import annotations

import re

_WHO = (
    r"(?:an?|one|the|that|this) (?:customer|guest|person|diner|visitor|shopper|buyer|patron|client)"
    r"|someone|somebody|they|he|she|you|i|we"
)
_COUNTED = r"(?:an?|one|two|three|four|five|six|\d{1,2}) "
_STORY = re.compile(
    rf"^\s*(?:(?:say|suppose|imagine|if) )?(?:{_WHO}) (?:buys|orders|gets|purchases|picks up|orders up)"
    rf" (?P<items>{_COUNTED}[^.;:?!]+?) (?P<at>(?:at|in|from) [^.;:?!]+?)\s*[.;:,]\s*"
    rf"(?:so )?(?:what|how much) (?:do|does|would|will|should) (?:{_WHO}) (?:pay|owe|be charged|get charged)"
    r"(?: (?:in total|altogether))?\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_ASKED = re.compile(
    rf"^\s*(?:what|how much) (?:do|does|would|will|should) (?:{_WHO}) (?:pay|owe|be charged) for"
    rf" (?P<items>{_COUNTED}.+?)(?P<rest> (?:at|in) .*)$",
    re.IGNORECASE,
)


def bought_as_bill(question: str) -> str:
    """``question`` with a purchase told and its price asked said as "what would <items> cost <where>";
    unchanged when it has none."""
    if not re.search(r"(?i)\b(?:pay|owe|charged)\b", question):
        return question
    m = _STORY.match(question)
    if m is not None:
        return f"What would {m['items']} cost {m['at']}{m['rest']}"
    m = _ASKED.match(question)
    if m is not None:
        return f"What would {m['items']} cost{m['rest']}"
    return question
