"""The cost of the supplies that go into one unit of a product, said as a cost: "Cost of the perishable
supplies that go into one doctor stew." is what the perishable supplies of doctor stew cost (its recipe),
not the supply cost of every doctor stew sold.

>>> one_recipe("Cost of the perishable supplies that go into one doctor stew.")
'What do the perishable supplies of doctor stew cost?'
>>> one_recipe("the total cost of the supplies in a single mel-bun")
'What do the supplies of mel-bun cost?'
>>> one_recipe("cost of the supplies used by the doctor stews sold in 2019")
'cost of the supplies used by the doctor stews sold in 2019'
>>> one_recipe("the cost of the supplies in each product")
'the cost of the supplies in each product'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import rewritten

__all__ = ["one_recipe"]

_ONE = re.compile(
    r"^\s*(?:what is |what's |what was )?(?:the )?(?:total |combined )?cost of (?:the |all the )?"
    r"(?P<kind>(?:non-?perishable |perishable )?)(?:supplies|ingredients|parts|inputs) "
    r"(?:that go |that goes |going |which go |used )?(?:into|in|for|of) (?:one|a single|a|each|one unit of) "
    r"(?!(?:product|item|order|jaffle|drink|beverage|store|sale|unit|customer)s?\b)"
    r"(?P<product>[a-z][\w' -]{1,40}?)\s*[?.]?\s*$",
    re.IGNORECASE,
)


def one_recipe(question: str) -> str:
    """``question`` asking what the supplies of one unit of a product cost, said so; else unchanged."""
    m = _ONE.match(question)
    if m is None:
        return question
    return rewritten(question, f"what do the {m.group('kind').lower()}supplies of {m.group('product')} cost?")
