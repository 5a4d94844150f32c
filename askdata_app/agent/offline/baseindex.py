"""An index number with a base period set to 100: "an index of quarterly revenue with Q1 2018 = 100: what
value does Q4 2020 take?", "orders indexed to 2018 = 100, what is the 2020 level?", "taking January 2019 as
100, what is the index of revenue for December 2020?".

The index of a period is 100 times its figure over the base period's figure. Each period's figure is planned
as the measure in that period ("revenue in Q1 2018"), and the two are combined. Without this reading the
answer was the later period's own figure, in dollars, not the index.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_Y = r"(?:19|20)\d\d"
_PERIOD = (
    rf"(?:q[1-4][ -]?{_Y}|{_Y}[ -]?q[1-4]|(?:the )?(?:first|second|third|fourth) quarter of {_Y}"
    rf"|{_MONTHS} {_Y}|{_Y})"
)
_GRAIN = r"(?:(?:quarterly|monthly|annual|yearly|weekly) )?"
_BASE = re.compile(
    rf"\b(?:with |where |taking |using |setting |base(?:d)?(?: on| at)? |(?:re)?based to |indexed to "
    rf"|normali[sz]ed to |and )?(?:the )?(?:base (?:period )?)?(?P<base>{_PERIOD})\s*"
    rf"(?:=|equal to|equals|as|at|set to|set at)\s*100\b"
)
_MEASURE = re.compile(
    rf"\b(?:an? |the )?index(?: number)?(?: series)? (?:of|for|on) (?:the |our )?{_GRAIN}"
    rf"(?P<m>[a-z][a-z -]*?)"
    rf"(?=[,.;:?]| with\b| where\b| taking\b| using\b| setting\b| based\b| indexed\b| normali[sz]ed\b| and\b"
    rf"| for\b| in\b| at\b|\s*\()"
    rf"|\b(?:the |our )?{_GRAIN}(?P<m2>[a-z][a-z -]*?),? (?:indexed|rebased|normali[sz]ed) to\b"
)
_TARGET = re.compile(
    rf"\b(?:value|level|figure|reading|index|number)\b[^?.]*?\b(?:in|for|of|at|does) (?P<t>{_PERIOD})\b"
    rf"|\b(?P<t2>{_PERIOD}) (?:take|have|show|reach|stand at|come to|come out at)\b"
    rf"|\bwhat (?:is|was) (?:it|the index) (?:in|for|at) (?P<t3>{_PERIOD})\b"
    rf"|\bthe (?P<t4>{_PERIOD}) (?:value|level|figure|reading|index|number)\b"
)


@dataclass(frozen=True)
class BaseIndex:
    """The measure said, the base period (its figure is 100) and the period whose index is asked."""

    measure: str
    base: str
    target: str


def read_base_index(question: str) -> BaseIndex | None:
    """The index number ``question`` asks for, or None."""
    text = " ".join(question.lower().replace("\u2019", "'").split())
    base = _BASE.search(text)
    if base is None:
        return None
    measure = _MEASURE.search(text)
    rest = text[: base.start()] + " " + text[base.end() :]
    target = _TARGET.search(rest)
    if measure is None or target is None:
        return None
    said = (measure.group("m") or measure.group("m2") or "").strip(" ,")
    aimed = target.group("t") or target.group("t2") or target.group("t3") or target.group("t4") or ""
    if not said or aimed == base.group("base"):
        return None
    return BaseIndex(said, base.group("base"), aimed)


def base_index_sql(base_sql: str, target_sql: str) -> str:
    """The index (base = 100) from two one-figure queries."""
    return f"SELECT 100.0 * CAST(({target_sql}) AS DOUBLE) / NULLIF(({base_sql}), 0) AS index_value"
