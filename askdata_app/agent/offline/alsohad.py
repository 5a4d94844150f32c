"""A share among the orders that hold one kind, said before what else they held: "of the orders that had a
drink in 2020, what share also had food?", "what share of 2020 orders with a drink also had food?".

The share is of the orders with a drink (the orders with both over the orders with a drink), not of every
order. It is said the way the planner reads it: "of the orders with a drink in them, what share also had
food".
"""

from __future__ import annotations

import re

_KIND = r"(?:a |an |any |some )?(?:drinks?|beverages?|food|jaffles?|sandwich(?:es)?)"
_HELD = r"(?:that |which )?(?:had|held|contained|included|carried|with|containing|including|having)"
_SHARE = r"(?:what |which )?(?:share|fraction|percentage|percent|proportion|part|%)"
_OF_FIRST = re.compile(
    rf"\b(?P<lead>of|among|amongst) (?:the |our |all )?(?P<year>(?:19|20)\d\d )?orders,? {_HELD}"
    rf" (?P<kind>{_KIND})"
    rf"(?! in (?:them|it)\b)(?=(?: in (?:19|20)\d\d)?,? {_SHARE}\b[^?.!]*\balso\b)",
    re.IGNORECASE,
)
_SHARE_FIRST = re.compile(
    rf"\b{_SHARE} of (?:the |our |all )?(?P<year>(?:19|20)\d\d )?orders,? {_HELD} (?P<kind>{_KIND})"
    rf"(?P<when> in (?:19|20)\d\d)?,? (?=(?:(?:that|which) )?also\b)",
    re.IGNORECASE,
)


def also_had_share(question: str) -> str:
    """``question`` with the share among the orders holding one kind said as "of the orders with X in them"
    (see the module docstring); unchanged otherwise."""
    question = _OF_FIRST.sub(
        lambda m: f"{m.group('lead')} the {m.group('year') or ''}orders with {m.group('kind')} in them",
        question,
    )
    return _SHARE_FIRST.sub(
        lambda m: (
            f"of the {m.group('year') or ''}orders with {m.group('kind')} in them{m.group('when') or ''},"
            " what share "
        ),
        question,
    )
