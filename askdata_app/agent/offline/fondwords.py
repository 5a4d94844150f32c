"""Words of address and fillers around a question, left out: "Now dear, what did ...", "... that same year,
love?", "How many orders was that, then?".

- A word of address ("dear", "love", "pet", "sweetheart", "my dear") said between commas, at the start or at
  the end of the question, names nothing ("the dearest drink" and "customers who love X" are other words).
- A closing ", then" after "that" or "it" ("how many orders was that, then?", "what did it come to, then?")
  is a filler: the question points back at the earlier answer as it would without it (it was read as a time,
  "back then", and the earlier answer's period was lost).

>>> fond_words("Now dear, what did the till take in May 2020?")
'what did the till take in May 2020?'
>>> fond_words("And Christmas Day that same year, love?")
'And Christmas Day that same year?'
>>> fond_words("How many orders was that, then?")
'How many orders was that?'
"""

from __future__ import annotations

import re

__all__ = ["fond_words"]

_ADDRESS = r"(?:dear|dearie|deary|love|lovey|pet|petal|sweetheart|sweetie|duck|ducks|my dear|my love|darling)"
_LEADING = re.compile(rf"^\s*(?:(?:now|oh|well|right|so|ah),?\s+)?{_ADDRESS}\s*,\s*", re.IGNORECASE)
"""'Now dear, what ...': the question starts after it."""
_TRAILING = re.compile(rf"\s*,\s*{_ADDRESS}(?=\s*[?.!]*\s*$)", re.IGNORECASE)
"""'..., love?': the question ends before it."""
_INSIDE = re.compile(rf",\s*{_ADDRESS}\s*,", re.IGNORECASE)
"""'How many, dear, did we sell': a comma's pause."""
_THEN = re.compile(r"\b(that|it|this)\s*,\s*then(?=\s*[?.!]*\s*$)", re.IGNORECASE)
"""'was that, then?': 'then' is a filler."""


def fond_words(question: str) -> str:
    """``question`` without words of address and a closing filler ", then"; unchanged without them."""
    text = _LEADING.sub("", question)
    text = _TRAILING.sub("", text)
    text = _INSIDE.sub(",", text)
    text = _THEN.sub(r"\1", text)
    return text if len(text.split()) >= 2 else question
