"""A share of the orders asked after the orders it is out of: "Out of all the 2020 orders, what proportion
were jaffles with no drink whatsoever?", "Of the 2019 orders, what share had food but no drink?".

The whole comes first, then the share: said the planner's way round, "what proportion of the 2020 orders had
jaffles but no drink". An order that "was" (or "were") a kind "with no" (or "without") another kind is one
that had the first kind but none of the second. Read as written, the lead-in was a breakdown by order and
the share was asked back.

>>> out_of_share("Out of all the 2020 orders, what proportion were jaffles with no drink at all?")
'what proportion of the 2020 orders had jaffles but no drink?'
>>> out_of_share("Of the 2019 orders, what share had food but no drinks")
'what share of the 2019 orders had food but no drinks'
"""

from __future__ import annotations

import re

__all__ = ["out_of_share"]

_LEAD = re.compile(
    r"^\s*(?:out )?of (?:all )?(?:the |our )?(?P<whole>[\w' -]{0,40}?\b(?:orders|tickets|transactions)),\s*"
    r"(?P<ask>(?:what|which) (?:proportion|share|fraction|percentage|percent|part|%)|how many)"
    r" (?:of them |of those )?(?P<rest>(?:were|was|had|contained|included|came with|did)\b.*)$",
    re.IGNORECASE,
)
_WITHOUT = re.compile(
    r"^(?:were|was)(?: an?| only)? (?P<kind>[\w-]+(?: orders?)?) (?:with no |without (?:an?y? )?)"
    r"(?P<other>\S.*?)"
    r"(?: at all)?(?P<end>[?.!]*)$",
    re.IGNORECASE,
)


def out_of_share(question: str) -> str:
    """``question`` with a share asked after its whole said the planner's way round; unchanged otherwise."""
    m = _LEAD.match(question)
    if m is None:
        return question
    rest = m.group("rest")
    w = _WITHOUT.match(rest)
    if w is not None:
        kind = re.sub(r"(?i) orders?$", "", w.group("kind"))
        rest = f"had {kind} but no {w.group('other')}{w.group('end')}"
    return f"{m.group('ask')} of the {m.group('whole')} {rest}"
