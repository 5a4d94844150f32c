"""The member whose text is longest (shortest): "which product carries the longest description, counted in
characters?", "the store with the shortest name", "which drink has the wordiest description".

The members are listed as usual ("list the products"), then ranked by the length in characters of the text
column named (the description or the name) instead of by their name. Before, "longest" was not understood.

>>> read_text_length("Which product carries the longest description, counted in characters?")
TextLength(noun='product', column='description', longest=True)
>>> read_text_length("which customer had the longest gap between orders") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["TextLength", "read_text_length"]

_ASKED = re.compile(
    r"\b(?:which|what|the|name the) (?P<noun>[a-z][a-z-]*?)(?:s|'s)? (?:(?:has|have|had|carries|carry|bears?"
    r"|with|whose|got) )?(?:the )?(?P<edge>longest|shortest|wordiest|briefest|tersest|lengthiest)"
    r" (?P<col>description|name)s?\b",
    re.IGNORECASE,
)
_OTHER = re.compile(
    r"\bhow many\b|\bsold\b|\brevenue\b|\borders?\b|\bgap\b|\bstreak\b|\bwait\b", re.IGNORECASE
)


@dataclass(frozen=True)
class TextLength:
    """The ``noun`` ranked by the length of its ``column`` text, longest first when ``longest``."""

    noun: str
    column: str
    longest: bool


def read_text_length(question: str) -> TextLength | None:
    """The members ``question`` ranks by the length of a text of theirs, or None (see the module)."""
    if _OTHER.search(question):
        return None
    found = _ASKED.search(question)
    if found is None:
        return None
    longest = found.group("edge").lower() in {"longest", "wordiest", "lengthiest"}
    return TextLength(found.group("noun").lower(), found.group("col").lower(), longest)
