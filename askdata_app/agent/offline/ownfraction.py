"""A figure that is already a fraction, said "as a fraction of" what it is a fraction of ("gross margin for
2019, as a fraction of revenue", "the margin as a percentage of sales").

The layer's gross margin is gross profit over revenue. Said "as a share of revenue", the question does not
ask for that fraction divided once more by revenue (which answered with a tiny number): it says how the
margin is expressed. A ratio asked between a measure that is a fraction and the very measure it divides by
is the fraction itself. ("as a fraction" with nothing after it is read in keywords, as a share word said
after the measure: "gross margin, as a fraction" is the margin, not a share of it.)
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.nodes import Derived, Node, Ratio

_OVER = re.compile(r"\s*\w+\s*/\s*(\w+)\s*")


def _denominator(node: Node) -> Node | None:
    """What ``node`` divides by, when it is one quantity over another."""
    if isinstance(node, Ratio):
        return node.den
    if isinstance(node, Derived):
        m = _OVER.fullmatch(node.expr)
        return dict(node.inputs).get(m.group(1)) if m else None
    return None


def as_own_fraction(intent: Intent) -> None:
    """Drop the ratio of a fraction to its own denominator in ``intent`` (see the module)."""
    if intent.combine != "ratio" or len(intent.measures) != 2:
        return
    first, second = intent.measures
    if first.quantity is None or second.quantity is None or not first.quantity.percent:
        return
    if _denominator(first.quantity.node) != second.quantity.node:
        return
    intent.measures = [first]
    intent.combine = None
    intent.share = False
