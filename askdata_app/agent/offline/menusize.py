"""The size of the menu: "what's the size of their menu", "how big is the menu", "menu size".

A menu's size is how many items it lists: the number of products (the noun "size" was read as a figure of
each product, so the products were listed one by one). A gloss after it that says the same ("..., number of
products", "..., i.e. how many items") goes with it.
"""

from __future__ import annotations

import re

__all__ = ["menu_size"]

_OWNER = r"(?:the|their|thier|our|your|its|his|her|this|that) "
_SIZE = re.compile(
    rf"\b(?:what(?:'s| is| was)|tell me) (?:the )?(?:size|length) of {_OWNER}?menu\b"
    rf"|\b(?:the )?(?:size|length) of {_OWNER}?menu\b"
    rf"|\bhow (?:big|large|long|extensive) (?:is|was) {_OWNER}?menu\b"
    rf"|\b(?:what(?:'s| is) )?{_OWNER}?menu(?:'s)? size\b",
    re.IGNORECASE,
)
_GLOSS = re.compile(
    r"\s*[,:;(\u2013\u2014-]\s*(?:i\.?e\.?,? |ie,? |that is,? |meaning |so )?(?:the |a )?"
    r"(?:(?:number|count|no\.?|#) of (?:products|items|things|dishes)(?: on it)?"
    r"|how many (?:products|items|things|dishes)(?: (?:it has|there are|are on it|on it))?)\s*\)?",
    re.IGNORECASE,
)


def menu_size(question: str) -> str:
    """``question`` with the size of the menu said as how many products are on it; unchanged without."""
    found = _SIZE.search(question)
    if found is None:
        return question
    rest = _GLOSS.sub("", question[found.end() :], count=1)
    return f"{question[: found.start()]}how many products are on the menu{rest}"
