"""How someone outside the business talks about it: "these guys", "their shops", "what do they charge".

A rival or a curious customer says "they" for the business and its records:

- "these guys", "those guys", "this lot" are the business ("they");
- "which of their shops", "which of its stores" is one of the shops, as "which of the shops" (the plural
  made it a list of them all);
- what it "charges" for an item ("what do these guys charge for a pourover", "how much does the place
  charge for the chai") is the item's menu price; what others ("our competitors") charge is not held, and
  is left to be asked back;
- "did they (even) bother taking" is what they took: the bother says a tone only.
"""

from __future__ import annotations

import re

__all__ = ["outsider_words"]

_GUYS = re.compile(r"\b(?:these|those|the) guys\b|\bthis lot\b", re.IGNORECASE)
_WHICH_OF = re.compile(
    r"\b(which|what)(?: one)? of (?:their|thier|its|them) "
    r"(shops|stores|locations|branches|sites|spots|cafes|cafés|outlets)\b",
    re.IGNORECASE,
)
_CHARGE = re.compile(
    r"\b(?:what|how much) (?:do|does|did|are|is|were|was|would|will) (?:they|you|we|it|you guys|y'all"
    r"|(?:the|this|that) (?:place|shop|store|caf[eé]|cafe|chain|business|company|outfit|joint)) "
    r"(?:actually |really |even |now |currently |usually )?(?:charg(?:e|es|ed|ing))"
    r" (?:you |people |customers )?for\b",
    re.IGNORECASE,
)
_BOTHER = re.compile(r"\b(?:even )?bother(?:ed)? (?:to )?(?P<verb>[a-z]+)\b", re.IGNORECASE)
_BASE = {
    "taking": "take", "making": "make", "serving": "serve", "having": "have", "selling": "sell",
    "opening": "open", "pouring": "pour", "ringing": "ring", "doing": "do", "handling": "handle",
    "getting": "get", "shipping": "ship", "putting": "put", "running": "run",
}  # fmt: skip


def _base(match: re.Match[str]) -> str:
    verb = match.group("verb")
    return _BASE.get(verb.lower(), verb)


def outsider_words(question: str) -> str:
    """``question`` with an outsider's words for the business said as its owner would."""
    text = _GUYS.sub("they", question)
    text = _WHICH_OF.sub(r"\1 of the \2", text)
    text = _CHARGE.sub("what is the price of", text)
    text = _BOTHER.sub(_base, text)
    return text
