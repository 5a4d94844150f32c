"""A ranking said with the superlative last: "at which hour of the day is the share of drink-only orders
highest?", "in which month was revenue the lowest?".

It is the ranking said the usual way round ("which hour of the day has the highest share of drink-only
orders"). Read as written, "which ... is" was taken for a question about a product ("which one is"), and
a share was not understood beside it.
"""

from __future__ import annotations

import re

_LAST = re.compile(
    r"^\s*(?:(?:at|in|on|during|for)\s+)?(?:which|what)\s+(?P<unit>[a-z][a-z ]*?)\s+(?:is|was|are|were)\s+"
    r"(?:the\s+)?(?P<what>(?:share|proportion|fraction|percentage|rate|ratio)\s+of\s+[a-z][a-z -]*?)\s+"
    r"(?:the\s+)?(?P<dir>highest|lowest|greatest|smallest|biggest|largest)\b(?P<rest>[^?]*)(?P<end>\??)\s*$",
    re.IGNORECASE,
)


def superlative_first(question: str) -> str | None:
    """``question`` as "which <unit> has the <highest> <share of ...>", or None when it is not said with the
    superlative last."""
    m = _LAST.match(question)
    if m is None:
        return None
    said = f"which {m.group('unit')} has the {m.group('dir')} {m.group('what')}"
    return said + m.group("rest") + m.group("end")
