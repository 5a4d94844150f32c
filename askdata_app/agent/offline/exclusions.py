"""Exclusions said the many ways analysts say them, written as the "excluding" / "without" the parser reads.

- "apart from jaffles", "aside from Brooklyn", "leaving aside drinks": excluding them;
- "not from Chicago or Brooklyn", "not at Brooklyn" (a place named with a capital): excluding them;
- "for every store but New Orleans", "all stores except Philadelphia", "all products other than drinks": the
  whole said only to take a part out, excluding that part (no breakdown by the whole);
- "orders that didn't include any drinks", "orders that did not contain a jaffle": orders without them (the
  negation was read before only when right before the thing named, so "did not include any drinks" was read
  as orders with drinks);
- "excluding weekends", "not counting weekdays", "other than weekends": the other kind of day.
"""

from __future__ import annotations

import re

_NEG = (
    r"(?:didn['’]?t|did not|don['’]?t|do not|doesn['’]?t|does not|haven['’]?t|have not|hasn['’]?t|has not"
    r"|hadn['’]?t|had not|never)"
)
_CONTAIN = r"(?:include|contain|have|feature)"
_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:(?:apart|aside) from|(?:leaving|setting|putting) aside)\b", re.I), "excluding"),
    (re.compile(r"\bnot (?:from|at|in) (?=[A-Z])"), "excluding "),
    (
        re.compile(
            r"\b(?:(?:for|at|in|across|from) )?(?:all|every|each)(?: of)?(?: the| our)? [a-z]+"
            r" (?:but|except(?: for)?|other than|save for|bar)\b",
            re.I,
        ),
        "excluding",
    ),
    (re.compile(rf"\b(?:that |which |who )?{_NEG} {_CONTAIN}(?:s|d|ed)?(?: any| a| an)?\b", re.I), "without"),
    (
        re.compile(
            r"\b(?:excluding|except(?: for)?|not counting|other than|leaving out|outside(?: of)?|without)"
            r" (?:the )?(weekends?|weekdays?)\b",
            re.I,
        ),
        "",
    ),
)


def _day_kind(m: re.Match[str]) -> str:
    return " on weekdays " if m.group(1).lower().startswith("weekend") else " on weekends "


def plain_exclusions(question: str) -> str:
    """``question`` with its exclusions written as "excluding ..." / "without ..."; unchanged when none."""
    for pattern, said in _RULES:
        question = pattern.sub(_day_kind if not said and pattern.groups else said, question)
    return re.sub(r"\s{2,}", " ", question)
