"""A share among the orders that hold one kind, said before what else they held: "of the orders that had a
drink in 2020, what share also had food?", "what share of 2020 orders with a drink also had food?".

The first kind may be a product named ("what share of 2019 orders that had a tangaroo also had a jaffle?"),
and the follow-up "of those, what share had a jaffle?" after "how many 2019 orders had a tangaroo?" asks the
same (see ``those_also_had``).

The share is of the orders with a drink (the orders with both over the orders with a drink), not of every
order. It is said the way the planner reads it: "of the orders with a drink in them, what share also had
food".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_KIND = r"(?:a |an |any |some )?(?:drinks?|beverages?|food|jaffles?|sandwich(?:es)?)"
_HELD = r"(?:that |which )?(?:had|held|contained|included|carried|with|containing|including|having)"
_SHARE = r"(?:what |which )?(?:share|fraction|percentage|percent|proportion|part|%)"
_GATE = re.compile(r"\balso\b", re.IGNORECASE)
_NAMED: dict[tuple[str, ...], tuple[re.Pattern[str], re.Pattern[str]]] = {}
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


def _patterns(names: Sequence[str]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The two readings with the product names ``names`` taken as kinds too."""
    if not names:
        return _OF_FIRST, _SHARE_FIRST
    key = tuple(sorted(names, key=len, reverse=True))
    if key not in _NAMED:
        alt = "|".join(re.escape(n) for n in key)
        kind = rf"(?:{_KIND}|(?:a |an |any |some |the )?(?:{alt})s?)"
        _NAMED[key] = (
            re.compile(_OF_FIRST.pattern.replace(_KIND, kind), re.IGNORECASE),
            re.compile(_SHARE_FIRST.pattern.replace(_KIND, kind), re.IGNORECASE),
        )
    return _NAMED[key]


def also_had_share(question: str, names: Sequence[str] = ()) -> str:
    """``question`` with the share among the orders holding one kind (or one of the products ``names``)
    said as "of the orders with X in them" (see the module docstring); unchanged otherwise.

    >>> also_had_share("What share of 2019 orders that had a tangaroo also had a jaffle?", ["tangaroo"])
    'of the 2019 orders with a tangaroo in them, what share also had a jaffle?'
    """
    if not _GATE.search(question):
        return question
    of_first, share_first = _patterns(names)
    question = of_first.sub(
        lambda m: f"{m.group('lead')} the {m.group('year') or ''}orders with {m.group('kind')} in them",
        question,
    )
    return share_first.sub(
        lambda m: (
            f"of the {m.group('year') or ''}orders with {m.group('kind')} in them{m.group('when') or ''},"
            " what share "
        ),
        question,
    )


_EARLIER = re.compile(
    r"^\s*(?:and |so |ok )?how many (?:of )?(?:the |our )?(?P<y1>(?:19|20)\d\d )?orders"
    r"(?: (?:in|during) (?P<y2>(?:19|20)\d\d))? (?:had|contained|included|came with|held|with)"
    r" (?P<kind>(?:a |an |any |some )?[a-z][a-z' -]{1,40}?)"
    r"(?: (?:in|during) (?P<y3>(?:19|20)\d\d))?\s*[?.!]*$",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"^\s*(?:and |so |ok |now )?(?:(?:of|among|amongst) (?:those|them|these)(?: orders)?,? "
    rf"(?:{_SHARE})|(?:{_SHARE}) of (?:those|them|these)(?: orders)?)"
    r" (?:also )?(?:had|contained|included|came with|held|had in them)"
    r" (?P<kind>(?:a |an |any |some )?[a-z][a-z' -]{1,40}?)\s*[?.!]*$",
    re.IGNORECASE,
)


def those_also_had(question: str, earlier: str) -> str | None:
    """The follow-up ``question`` ("of those, what share had a jaffle?") after ``earlier`` ("how many 2019
    orders had a tangaroo?") said whole, as a share among the orders the earlier question counted; None when
    it is not such a pair.

    >>> those_also_had("of those, what share had a jaffle?", "How many 2019 orders had a tangaroo?")
    'of the 2019 orders with a tangaroo in them, what share also had a jaffle?'
    >>> those_also_had("of those, what share had a jaffle?", "revenue by store in 2019") is None
    True
    """
    later = _LATER.match(question)
    first = _EARLIER.match(earlier) if later is not None else None
    if later is None or first is None:
        return None
    year = first["y1"] or (f"{first['y2'] or first['y3']} " if first["y2"] or first["y3"] else "")
    return f"of the {year}orders with {first['kind']} in them, what share also had {later['kind']}?"
