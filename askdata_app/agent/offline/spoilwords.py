"""Supplies that "go off", "go bad" or "spoil" (if left out, unrefrigerated): the perishable ones.

"How many of the supplies would go off if left out?" asks for the perishable supplies (the words were
passed over and every supply was counted); so do supplies that "are the sort that spoil".
"""

from __future__ import annotations

import re

__all__ = ["spoil_words"]

_SUPPLY = re.compile(r"\b(?:suppl(?:y|ies)|ingredients?|stock)\b", re.IGNORECASE)
_SPOILS = re.compile(
    r"\b(?:(?:are|is) (?:the|of the|a) (?:sort|kind|type)s? (?:that|which) )?"
    r"(?:(?:would|could|can|will|might|may|do|does) )?(?:go off|goes off|go bad|goes bad|spoil|spoils"
    r"|rot|rots|perish|perishes|go stale|goes stale)"
    r"(?: if (?:they (?:are|were|aren't|weren't) |it (?:is|was|isn't|wasn't) )?(?:left out|kept out"
    r"|not (?:refrigerated|chilled|kept cold|kept in the fridge)|unrefrigerated|left unrefrigerated"
    r"|refrigerated|out of the fridge))?\b",
    re.IGNORECASE,
)


def spoil_words(question: str) -> str:
    """``question`` with supplies that spoil said as perishable; unchanged when no supply is asked about."""
    if _SUPPLY.search(question) is None:
        return question
    return _SPOILS.sub("are perishable", question)
