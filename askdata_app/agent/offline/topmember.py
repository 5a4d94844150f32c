"""A member picked by a ranking, then asked about: "For the store with the highest 2019 revenue, what was its
lowest monthly revenue in 2019?", "For the product with the fewest units sold, how much revenue did it
bring in?".

The member is found first (the question "which store had the highest 2019 revenue?", run), and the rest is
then asked of it by name ("what was Brooklyn's lowest monthly revenue in 2019?"): "its", "their" and "it"
point back to it. "How low did its weakest month go, in revenue" is the lowest monthly revenue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_KINDS = r"store|branch|shop|location|caf[eé]|site|outlet|product|drink|jaffle|item"
_LEAD = re.compile(
    rf"^\s*(?:for|at|of|taking|take) (?:the|our) (?P<kind>{_KINDS})"
    r" (?:with|that had|which had|that has|having)"
    r" the (?P<dir>highest|lowest|most|fewest|largest|smallest|biggest|greatest|least|best|worst|top)"
    r" (?P<fig>[^,:;?]+?)\s*[,:;]\s*(?P<rest>\S.+)$",
    re.IGNORECASE,
)
_HOW_FAR = re.compile(
    r"\bhow (?P<way>low|high|far down|far up) did (?P<who>.+?)'s"
    r" (?:weakest|lowest|worst|strongest|best|highest|peak|quietest|busiest) (?P<year>(?:19|20)\d\d )?"
    r"(?P<unit>month|week|day|quarter) (?:go|get|fall|reach)"
    r"(?: to)?,? (?:in|on|by|for) (?:terms of )?(?P<fig>[^?.!]+)",
    re.IGNORECASE,
)
_ADVERB = {"month": "monthly", "week": "weekly", "day": "daily", "quarter": "quarterly"}


@dataclass(frozen=True)
class TopMember:
    """The ranking that finds the member, and the question then asked of it."""

    ranking: str
    rest: str


def read_top_member(question: str) -> TopMember | None:
    """The two parts of ``question`` (see the module docstring), or None when it does not open so."""
    m = _LEAD.match(question)
    if m is None or not re.search(r"\b(?:its|their|it|they|them|that \w+)\b", m.group("rest"), re.IGNORECASE):
        return None
    ranking = f"which {m.group('kind').lower()} had the {m.group('dir').lower()} {m.group('fig')}?"
    return TopMember(ranking, m.group("rest"))


def asked_of(rest: str, name: str) -> str:
    """``rest`` asked of ``name``: "its", "their" are the member's, "it" the member."""
    said = re.sub(r"\b(?:its|their)\b", f"{name}'s", rest, flags=re.IGNORECASE)
    said = re.sub(r"\b(?:that (?:store|branch|shop|location|product|drink|jaffle|item))\b", name, said)
    said = re.sub(r"\b(?:it|they|them)\b", name, said, flags=re.IGNORECASE)
    return _HOW_FAR.sub(_how_far, said)


def _how_far(m: re.Match[str]) -> str:
    way = "lowest" if m.group("way").lower() in {"low", "far down"} else "highest"
    year = (m.group("year") or "").strip()
    scope = f" in {year}" if year else ""
    figure = f"{_ADVERB[m.group('unit').lower()]} {m.group('fig').strip()}"
    return f"what was the {way} {figure} at {m.group('who')}{scope}"
