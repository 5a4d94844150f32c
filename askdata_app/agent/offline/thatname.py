"""A name given first and then pointed at: "My cousin is called Uma Brown. How many of your customers share
that name?", "I gave a character the name Zoe Park ... how many customers have exactly that name?".

"That name" is the name just given: the question is asked of the customers with it ("named Uma Brown"); it
counted every customer.
"""

from __future__ import annotations

import re

__all__ = ["that_name"]

_GIVEN = re.compile(
    r"\b(?:called|named(?: (?:my|our|his|her|their|a|the) [a-z]+)?|the name|name is|name was"
    r"|names? (?:him|her|them|it))\s+"
    r"(?P<name>[A-Z][\w'-]+(?: [A-Z][\w'-]+){1,2})\b"
)
_THAT_NAME = re.compile(
    r"\b(?:share|shares|have|has|had|with|go by|goes by|use|carry|bear|are called|answer to)"
    r" (?:exactly |precisely |just |the exact |the very )?(?:that|this|the same|the exact same) (?:exact )?"
    r"(?:full )?name\b",
    re.IGNORECASE,
)


def that_name(question: str) -> str:
    """``question`` with "that name" said as the name given before it; unchanged without one."""
    pointed = _THAT_NAME.search(question)
    if pointed is None:
        return question
    given = [g for g in _GIVEN.finditer(question) if g.end() <= pointed.start()]
    if not given:
        return question
    said = f"are named {given[-1].group('name')}"
    return question[: pointed.start()] + said + question[pointed.end() :]
