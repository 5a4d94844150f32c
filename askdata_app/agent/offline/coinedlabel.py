"""A name the asker coins for some orders, with what it means said after it: "what share of 2019 orders were
what I'd call a proper lunch - at least one jaffle and at least one drink", "how many orders were what we
call a snack run: just one item".

The coined name ("a proper lunch") is no word of the data; what follows the dash or colon says which orders
it means. Said as the orders that had that ("what share of 2019 orders had at least one jaffle and at least
one drink"); before, the name's words were not understood and the question was asked back.
"""

from __future__ import annotations

import re

__all__ = ["coined_as_meant"]

_COINED = re.compile(
    r"\b(?:were|was|are|is|count as|counted as) what"
    r" (?:i'd|i would|i|we'd|we would|we|you'd|you might|people)"
    r" (?:call|term|describe as|think of as|consider)(?: an?| the)? [\w' -]{1,40}?"
    r"\s*(?:\s[-\u2013\u2014]+|:|,? (?:meaning|i\.e\.,?|that is,?|so))\s+"
    r"(?:(?:orders? |ones? )?(?:that |which )?(?:had|have|has|with|containing|contained) )?"
    r"(?P<meant>(?:at least|at most|exactly|only|just|both|no|more than|fewer than|less than|an?|one|two"
    r"|three|\d+)\b)",
    re.IGNORECASE,
)


def coined_as_meant(question: str) -> str:
    """``question`` with a coined name for orders said as what it means; unchanged when there is none.

    >>> coined_as_meant("How many orders were what I'd call a feast: more than 5 items?")
    'How many orders had more than 5 items?'
    """
    m = _COINED.search(question)
    if m is None:
        return question
    return f"{question[: m.start()]}had {question[m.start('meant') :]}"
