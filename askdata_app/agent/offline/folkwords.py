"""Customers said the way a shopkeeper says them: faces and folk.

- "New faces" (fresh faces) are new customers: "how many new faces did we get in 2019" counts the customers
  whose first order fell in 2019 (it was read as the orders of customers typed "new", a tenth of them).
  "Familiar faces", "old faces" are the returning customers.
- "Folk who came back (to us) more than (the) once", "people who came back again" are the returning
  customers: "more than the once" was an unknown word ('once') and was asked about.

>>> folk_words("How many new faces did we get in 2019?")
'How many new customers did we get in 2019?'
>>> folk_words("How many regulars, I mean folk who came back to us more than the once?")
'How many regulars, I mean returning customers?'
"""

from __future__ import annotations

import re

__all__ = ["folk_words"]

_FOLK = r"(?:folk|folks|people|customers|ones|those|punters|souls|regulars)"
_CAME_BACK = re.compile(
    rf"\b{_FOLK} (?:who|that) (?:came|come|comes|have come|has come|keep coming|kept coming|returned|return)"
    r" back(?: to us| here| in)?(?: (?:more than|over) (?:the |just )?once| again| a second time"
    r"| time and again)\b(?! (?:for|to|than|and|in|at|on|during|since)\b)",
    re.IGNORECASE,
)
"""'folk who came back to us more than the once': the returning customers."""
_NEW_FACES = re.compile(r"\b(?:new|fresh|first-time|unfamiliar) faces\b", re.IGNORECASE)
_OLD_FACES = re.compile(r"\b(?:familiar|old|regular|known|friendly) faces\b", re.IGNORECASE)


def folk_words(question: str) -> str:
    """``question`` with a shopkeeper's faces and folk said as customers; unchanged without them."""
    if not re.search(r"\b(?:faces|back)\b", question, re.IGNORECASE):
        return question
    question = _NEW_FACES.sub("new customers", question)
    question = _OLD_FACES.sub("returning customers", question)
    return _CAME_BACK.sub("returning customers", question)
