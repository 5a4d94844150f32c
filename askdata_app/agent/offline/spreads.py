"""Each member against the average of them all, and the gap between the best and the worst member: "how far
above or below the chain average was each store's AOV in 2020", "each store's revenue vs the company
average", "the gap in 2020 revenue between our best and worst store", "the spread between the highest and
lowest month's orders".

Both are asked of the figure per member ("AOV by store in 2020"); the planner then sets each member's figure
beside its distance from the average (of the members' figures, or the figure of them all for a ratio such
as AOV), or takes the highest minus the lowest. Without this reading the comparison words were dropped and
the answer was the plain figures, or only the best member.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UNITS = {
    "store": "store", "stores": "store", "location": "store", "locations": "store", "shop": "store",
    "shops": "store", "branch": "store", "branches": "store", "outlet": "store", "outlets": "store",
    "city": "store", "cities": "store", "site": "store", "sites": "store", "product": "product",
    "products": "product", "item": "product", "items": "product", "customer": "customer",
    "customers": "customer", "day": "day",
    "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month",
    "quarter": "quarter", "quarters": "quarter", "year": "year", "years": "year",
}  # fmt: skip
_NOUN = "|".join(sorted(_UNITS, key=len, reverse=True))
_HIGH = r"best|top|highest|strongest|biggest|largest|busiest|best-performing|top-performing"
_LOW = r"worst|bottom|lowest|weakest|smallest|quietest|least busy|slowest|worst-performing|bottom-performing"
_GAP = re.compile(
    rf"\bbetween (?:the |our )?(?:{_HIGH})(?: (?P<first>{_NOUN}))? (?:and|vs\.?|versus) (?:the |our )?"
    rf"(?:{_LOW})"
    rf"(?:(?: (?:one|performing))? (?P<noun>{_NOUN})(?:'s|')?| one\b)",
    re.IGNORECASE,
)
_GAP_HEAD = re.compile(
    r"^(?:(?:what(?:'s| is| was| were)|show(?: me)?|give me|tell me|how big (?:is|was))\s+)?(?:the\s+)?"
    r"(?:gap|difference|spread|range|distance|delta)(?:\s+(?:in|of|on|for))?\s*",
    re.IGNORECASE,
)
_CHAIN = (
    r"(?:(?:chain|company|chain-wide|network|overall|group|all-store|store)(?:'s)?\s+)?(?:average|avg\.?|mean)"
    rf"(?:\s+(?:{_NOUN})(?!\s+(?:value|total|size)))?"
)
_HOW_FAR = re.compile(
    rf"^(?:how (?:far|much) (?:above or below|below or above|above|below|over or under|off|from|away from)|"
    rf"what(?:'s| is| was| were) (?:the )?(?:difference|gap|distance) (?:from|to|versus|vs\.?))\s+"
    rf"(?:the |our )?{_CHAIN}\s+(?:(?:was|were|is|are|did|do)\s+)?",
    re.IGNORECASE,
)
"""'how far above or below the chain average was ...': the rest names the figure per member."""
_VERSUS = re.compile(
    r"\s*,?\s*\b(?:vs\.?|versus|compared? (?:to|with)|compares? (?:to|with)|against|relative to|minus"
    r"|above or below|over or under|stack(?:s|ed)? up (?:against|to|with))"
    rf"\s+(?:the |our )?{_CHAIN}(?:\s+(?:of all|across|for all)\s+(?:the |our )?(?:{_NOUN}))?\b"
    r"(?=\s*$|\s*[,;.?!]|\s+(?:in|for|during|over|across|of|this|last|on|since)\b)",
    re.IGNORECASE,
)
""""each store's revenue in 2020 vs the chain average": the comparison said after the figure."""
_EACH = re.compile(rf"\b(?:each|every|per)\s+(?P<noun>{_NOUN})\b|\bby\s+(?P<by>{_NOUN})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Spread:
    """The figure per member ("2020 revenue by store") and what is asked of it."""

    rest: str
    gap: bool
    """The best member's figure minus the worst's; else each member's distance from the average."""


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip(" ,?.!")


def read_spread(question: str) -> Spread | None:
    """The best-minus-worst or distance-from-average reading of ``question``, or None."""
    text = _clean(question)
    gap = _GAP.search(text)
    if gap is not None:
        said = r"\b(?:gap|difference|spread|range|distance|delta)\b"
        if not re.search(said, text[: gap.start()], re.IGNORECASE):
            return None
        head = re.sub(said, " ", _GAP_HEAD.sub("", text[: gap.start()]), flags=re.IGNORECASE)
        said_noun = gap.group("noun") or gap.group("first")  # "the busiest city and the least busy one"
        if said_noun is None:
            return None
        noun = _UNITS[said_noun.lower()]
        rest = _clean(f"{head} {text[gap.end() :]}")
        rest = re.sub(r"^(?:in|of|on|for)\s+", "", rest, flags=re.IGNORECASE)
        return Spread(_clean(f"{rest} by {noun}"), True) if rest else None
    far = _HOW_FAR.match(text)
    versus = _VERSUS.search(text) if far is None else None
    if far is None and versus is None:
        return None
    rest = text[far.end() :] if far is not None else text[: versus.start()] + " " + text[versus.end() :]  # type: ignore[union-attr]
    rest = re.sub(
        r"^(?:how (?:did|does|do|was|were|is|are)|what (?:was|were|is|are))\s+", "", _clean(rest), flags=re.I
    )
    if _EACH.search(rest) is None:
        return None  # one figure against the average: no members to set beside it
    return Spread(_clean(rest), False)


def spread_sql(spread: Spread, sql: str, x: str, y: str, whole: tuple[str, str] | None = None) -> str:
    """``sql`` (one row per member, ``x`` it, ``y`` its figure) as the gap between its highest and lowest
    figure, or each row beside its distance from the average of them all (``whole``: the SQL and column of
    the figure of them all, for a ratio)."""
    if spread.gap:
        return (
            f"SELECT MAX(b.{y}) - MIN(b.{y}) AS gap, MAX(b.{y}) AS highest, MIN(b.{y}) AS lowest "
            f"FROM ({sql}) AS b"
        )
    bar = f"(SELECT AVG(a.{y}) FROM ({sql}) AS a)"
    if whole is not None:
        bar = f"(SELECT a.{whole[1]} FROM ({whole[0]}) AS a)"
    return (
        f"SELECT b.{x}, b.{y}, b.{y} - {bar} AS difference_from_average FROM ({sql}) AS b "
        "ORDER BY difference_from_average DESC"
    )
