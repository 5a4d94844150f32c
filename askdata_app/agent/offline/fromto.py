"""A whole list in the order said by its ends: "put the six shops in order from fewest to most orders in
2019",
"the number of orders for each year, from the smallest year total to the largest", "list the stores from the
most revenue to the least".

"From fewest to most" names no cut: every row, smallest first (largest first for "from most to fewest").
Before, "fewest" or "smallest" was read as a superlative (the first row only), or "put the shops in order"
was asked back. The ends are said plainly ("..., smallest first"); "put / list / rank the shops from fewest
to most orders" is said as "show orders by shop, smallest first".
"""

from __future__ import annotations

import re

_LOW = r"(?:fewest|least|smallest|lowest|cheapest|slowest|quietest|worst)"
_HIGH = r"(?:most|largest|biggest|highest|greatest|dearest|busiest|best)"
_OLD = r"(?:oldest|earliest)"
_NEW = r"(?:newest|latest|most recent)"
"""Ends said by age ("from the oldest branch to the newest"): oldest (or newest) first."""
_END = r"(?=\s*(?:[,.;?!]|\b(?:and|by|in|for|during|over)\b|$))"
_MEMBERS = {
    "shops": "shop", "stores": "store", "locations": "location", "branches": "branch", "cafés": "café",
    "cafes": "cafe", "products": "product", "items": "product", "customers": "customer", "months": "month",
    "years": "year", "weekdays": "weekday", "days": "day", "quarters": "quarter",
}  # fmt: skip
_WHOLE = re.compile(
    r"^(?:please |can you |could you )?(?:put|list|rank|sort|order|arrange|show|give)(?: me)? "
    r"(?:the |our |all |all the |all our )?(?:\w+ )?(?P<who>" + "|".join(_MEMBERS) + r")"
    r"(?: in order| in turn)? (?:going )?from (?:the )?(?P<a>" + _LOW + "|" + _HIGH + r") to (?:the )?"
    r"(?P<b>" + _LOW + "|" + _HIGH + r") (?P<m>[a-z][\w -]*?)"
    r"(?P<rest> (?:in|during|for|over|across|at|of) [^,;?!]*?)?"
    r"(?P<tail>,? and (?:show|give|list|include|write|tell)[^?!.]*)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_END_WORD = "|".join((_LOW, _HIGH, _OLD, _NEW))
"""Either end of "from the oldest to the newest", "from the highest to the lowest"."""
_ENDS = re.compile(
    rf",? (?:going |ordered |sorted |arranged )?from (?:the )?(?P<a>{_END_WORD})(?: [\w-]+){{0,3}}?"
    rf" to (?:the )?(?P<b>{_END_WORD})(?: one| ones| [\w-]+ total)?" + _END,
    re.IGNORECASE,
)


def _direction(a: str, b: str) -> str | None:
    old_a, new_b = re.fullmatch(_OLD, a, re.I) is not None, re.fullmatch(_NEW, b, re.I) is not None
    if old_a or new_b or re.fullmatch(_NEW, a, re.I) or re.fullmatch(_OLD, b, re.I):
        if old_a == new_b:  # "from the oldest to the newest": oldest first; "newest to oldest": newest first
            return "oldest first" if old_a else "newest first"
        return None
    low_a, low_b = re.fullmatch(_LOW, a, re.I) is not None, re.fullmatch(_LOW, b, re.I) is not None
    if low_a == low_b:
        return None
    return "smallest first" if low_a else "largest first"


def whole_list_order(question: str) -> str:
    """``question`` with a list's order said by its ends ("from fewest to most") said as "smallest first"
    (see the module); unchanged when it says none."""
    text = " ".join(question.split())
    whole = _WHOLE.match(text)
    if whole is not None:
        way = _direction(whole.group("a"), whole.group("b"))
        if way is not None:
            rest = whole.group("rest") or ""
            member = _MEMBERS[whole.group("who").lower()]
            return f"Show {whole.group('m')} by {member}{rest}, {way}."
    ends = _ENDS.search(text)
    if ends is None:
        return question
    way = _direction(ends.group("a"), ends.group("b"))
    if way is None:
        return question
    rest = text[ends.end() :]
    tail = re.search(r"[.?!]*\s*$", rest)
    cut = tail.start() if tail is not None else len(rest)
    return f"{text[: ends.start()]}{rest[:cut]}, {way}{rest[cut:]}"
