"""One figure said again for each member: "2020 revenue from jaffles and 2020 revenue from drinks", "orders at
Brooklyn and orders at Chicago".

The figure said a second time is the same figure: the question is said once with both members ("2020 revenue
from jaffles and from drinks"), which the planner reads as one figure each. Before, the repeated figure was
read as two periods or two measures, and both members as one filter (no rows).
"""

from __future__ import annotations

import re

__all__ = ["figure_said_once"]

_AGAIN = re.compile(
    r"\b(?P<fig>(?:[\w$-]+ ){1,4}?)(?P<prep>from|at|of|for|in) (?P<x>[\w' -]+?)"
    r" and (?:the )?(?P=fig)(?P=prep) ",
    re.IGNORECASE,
)


_FIGURE = re.compile(
    r"\b(?:revenue|sales|takings|orders?|customers?|items?|units?|profit|margin|tax|spend|cost)\b", re.I
)
"""A figure the data holds: what is said again must name one."""


def figure_said_once(question: str) -> str:
    """``question`` with a figure said again for a second member said once.

    >>> figure_said_once("Could you find 2020 revenue from jaffles and 2020 revenue from drinks?")
    'Could you find 2020 revenue from jaffles and from drinks?'
    >>> figure_said_once("revenue from jaffles and orders from drinks")
    'revenue from jaffles and orders from drinks'
    >>> figure_said_once("days between the opening of our oldest store and the opening of our newest one")
    'days between the opening of our oldest store and the opening of our newest one'
    """
    m = _AGAIN.search(question)
    if m is None or not _FIGURE.search(m.group("fig")):
        return question  # "the opening of our oldest store and the opening of our latest one": no figure
    head, tail = question[: m.start()], question[m.end() :]
    return f"{head}{m.group('fig')}{m.group('prep')} {m.group('x')} and {m.group('prep')} {tail}"
