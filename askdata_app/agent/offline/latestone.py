"""'When was the most recent one?' after 'how many orders has customer 1500 placed?': the date of the latest
(or first) of the things just counted, kept to what the count was kept to (that customer, that store, that
year). It was read as a ranking of the orders, asking across which breakdown.

Only the pronoun forms lean back ("the most recent one", "their first order", "its latest order"); "when was
the most recent order?" said in full is asked of all orders.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import singular

_WHICH = r"(?:very )?(most recent|latest|last|newest|first|earliest|oldest)"
_ONE_BACK = re.compile(
    r"^\s*(?:and\s+|so\s+|ok(?:ay)?,?\s+)?(?:when|what date|what day|which day)\s+(?:was|is|did)\s+"
    rf"(?:(?:the|that)\s+{_WHICH}\s+(?:one|of them|of those)|(?:their|its|his|her|that customer's)\s+{_WHICH}"
    r"(?:\s+(?P<noun>[a-z]+))?)(?:\s+(?:placed|made|taken|happen|come in))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"\b(?:how many|number of|count of|count the)\s+(?P<a>[a-z]+)(?:\s+(?P<b>[a-z]+))?", re.I
)
_NOT_NOUN = frozenset({"has", "was", "is", "does", "this", "us", "times"})


def latest_of_earlier(question: str, earlier: str) -> str | None:
    """``question`` said in full ("when was the most recent order") when it points back at the things
    ``earlier`` counted with a pronoun, or None."""
    m = _ONE_BACK.match(question)
    if m is None:
        return None
    counted = _COUNTED.search(earlier)
    nouns = [w.lower() for w in counted.groups() if w] if counted is not None else []
    nouns = [w for w in nouns if w.endswith("s") and w not in _NOT_NOUN]
    if not nouns:
        return None
    noun = singular(nouns[0])  # "how many orders", "how many online orders"
    said = m.group("noun")
    if said is not None and singular(said.lower()) != noun:
        return None
    which = (m.group(1) or m.group(2) or "").lower()
    return f"when was the {which} {noun}"
