"""One figure asked for two kinds in turn: "how many of the menu items are jaffles, and how many are
drinks?", "what share of the items were food and what share were drinks? A number for each".

The second figure is said short ("how many are drinks"): it is the first question with its kind swapped
("how many of the menu items are drinks"). Each is planned on its own and the two figures are given a row
each. Read as one question the two kinds were one condition (jaffles that are drinks: none), or the
second kept the first's kind.

>>> read_two_kinds("How many of the menu items are jaffles, and how many are drinks? A line each.")
('How many of the menu items are jaffles', 'How many of the menu items are drinks', 'jaffles', 'drinks')
"""

from __future__ import annotations

import re

_HEAD = r"(?:how many|what (?:share|proportion|fraction|percentage|percent|part|portion))"
_VERB = r"(?:are|were|is|was|had|have|contained|contain|included|include)"
_TWO = re.compile(
    rf"^(?P<lead>[^?.!,]*,\s*)?(?P<first>(?P<head>{_HEAD})\b(?P<middle>[^?.!]*?)\s+(?P<verb>{_VERB})\s+(?P<one>[^?.!,]+?))"
    rf",?\s+and\s+(?P=head)\s+(?P<verb2>{_VERB})\s+(?P<two>[^?.!,]+?)\s*[?.!]*"
    r"(?:\s+(?:(?:please\s+)?(?:give me\s+)?(?:a|one)\s+(?:number|figure|line|row|value)\s+(?:for\s+)?each"
    r"|(?:one|a) each)(?:,?\s+please)?[.!]?)?\s*$",
    re.IGNORECASE,
)
_ASIDE = re.compile(r"\s*\([^()]*\)")


def read_two_kinds(question: str) -> tuple[str, str, str, str] | None:
    """The two questions of "<how many> ... <verb> <one>, and <how many> <verb> <two>" and the two kinds
    (asides left out), or None when ``question`` is not said so."""
    m = _TWO.match(question.strip())
    if m is None or "(" in m.group("two"):
        return None
    one = _ASIDE.sub("", m.group("one")).strip()
    two = m.group("two").strip()
    if not one or not two or one.lower() == two.lower():
        return None
    lead = m.group("lead") or ""
    first = f"{lead}{m.group('head')}{m.group('middle')} {m.group('verb')} {one}"
    second = f"{lead}{m.group('head')}{m.group('middle')} {m.group('verb2')} {two}"
    return first, second, one, two
