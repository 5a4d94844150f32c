"""An aside restating how a figure is worked out: "which product made the most gross profit in 2020 (price
minus supply cost of the items sold)?", "average order value (revenue divided by orders) by store".

The aside defines a figure the question has already named; read as part of the question, its words were
taken for figures of their own ("supply cost minus items sold"). The question is read without it when the
rest names a figure made the same way (a difference for "minus", a ratio for "divided by"); an aside that
defines the figure otherwise ("gross margin (revenue minus supply cost)") is kept, as the question's own
definition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.nodes import Derived, Ratio

_DEFINING = re.compile(
    r"\s*\(\s*(?:i\.?e\.?,?\s+|that is,?\s+|=\s*|meaning\s+|defined as\s+|computed as\s+|calculated as\s+)?"
    r"[a-z0-9$' -]*?\b(?P<op>minus|less|divided by|net of|after subtracting|take away|plus|times)\b"
    r"[a-z0-9$' ,-]*\)"
    r"|\s*[:;]\s*(?:i\.?e\.?,?\s+|that is,?\s+|meaning\s+|defined as\s+|computed as\s+|calculated as\s+)?"
    r"[a-z0-9$' -]*?\b(?P<op2>minus|less|divided by|net of)\b[a-z0-9$' ,-]*[.?!]?\s*$",
    re.IGNORECASE,
)
"""'(price minus supply cost of the items sold)', '(i.e. revenue divided by orders)', or said last after a
colon: 'spend per customer in 2020: total order value divided by the customers who ordered that year'."""


_OPS = {"divided by": "/", "plus": "+", "times": "*"}
"""The arithmetic each word says (any other: a difference)."""


@dataclass(frozen=True)
class Definition:
    """A question without its defining aside, and the arithmetic the aside said ("-", "/", "+", "*")."""

    rest: str
    op: str


def read_definition(question: str) -> Definition | None:
    """``question`` without an aside defining a figure by arithmetic, or None when it has none."""
    m = _DEFINING.search(question)
    if m is None:
        return None
    rest = question[: m.start()] + " " + question[m.end() :]
    rest = re.sub(r"\s+([,.?!;])", r"\1", re.sub(r"\s{2,}", " ", rest)).strip(" ,;")
    op = _OPS.get((m.group("op") or m.group("op2")).lower(), "-")
    if op != "/" and _OVER.search(m.group(0)):  # "(revenue minus supply cost, over revenue)": a ratio
        op = "/"
    return Definition(rest, op)


_OVER = re.compile(r"\b(?:divided by|over|as a (?:share|fraction|percentage|proportion) of)\b")
"""A ratio said after a difference in the same aside ("(rev minus supply cost, over rev)")."""


def restates(node: object, op: str) -> bool:
    """Whether a figure computed as ``node`` is made with the arithmetic ``op``."""
    if isinstance(node, Ratio):
        return op == "/"
    return isinstance(node, Derived) and op in node.expr
