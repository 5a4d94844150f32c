"""A row of the answer just shown, said as an item of "that list" ("and the cheapest item on that list?",
"the priciest entry in this table", "which thing on the list costs most?"): one of those rows, as "of
those" says it; "item" there is not the items sold.
"""

from __future__ import annotations

import re

__all__ = ["on_that_list"]

_ON_LIST = re.compile(
    r"\b(?:items?|entr(?:y|ies)|things?|lines?|rows?|ones?) (?:on|in|from|of)"
    r" (?:that|this|the|your|the above) (?:list|table|breakdown|results?)\b",
    re.I,
)


def on_that_list(question: str) -> str:
    """``question`` with "the cheapest item on that list" said "the cheapest one of those"."""
    return _ON_LIST.sub("one of those", question)
