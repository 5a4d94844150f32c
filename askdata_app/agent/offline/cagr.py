"""A compound annual growth rate: "the CAGR of revenue from 2018 to 2020", "compound annual growth in orders
between 2018 and 2020, in percent", "what was revenue's compound annual growth rate over 2018-2020?".

The rate is the constant yearly growth that takes the first year's figure to the last's:
``(last / first) ** (1 / years) - 1``, in percent. Each year's figure is planned as the question without the
growth words ("revenue in 2018", "revenue in 2020"), and the two figures are combined. Without this reading
the answer was the year-on-year growth of each year, not the compound rate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_Y = r"(?:19|20)\d\d"
_NAME = (
    r"(?:compound(?:ed)? (?:annual |yearly )?(?:growth(?: rate)?|rate of growth)|cagr(?: \([a-z ,-]+\))?)"
    r"(?: \(cagr\))?"
)
"""The rate's name; "CAGR (compound growth per annum)": the name spelt out in brackets after it."""
_CAGR = re.compile(
    rf"\b(?:(?:the |our )?{_NAME}(?: of| in| for| on)? (?P<m1>.+?)|(?P<m2>[a-z][a-z ]*?)(?:'s|s')? {_NAME})"
    rf",? (?:over |across |for )?(?:between |from )?(?:the years )?(?P<a>{_Y})"
    rf" ?(?:and|to|through|-|–) ?(?P<b>{_Y})\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Cagr:
    """The measure said, and the first and last years."""

    measure: str
    first: int
    last: int


def read_cagr(question: str) -> Cagr | None:
    """The compound growth rate asked for in ``question``, or None."""
    m = _CAGR.search(question)
    if m is None:
        return None
    first, last = sorted((int(m.group("a")), int(m.group("b"))))
    measure = (m.group("m1") or m.group("m2") or "").strip(" ,")
    measure = re.sub(r"^(?:what (?:was|is|were) |what's |whats |give me |show )(?:the |our )?", "", measure)
    if last <= first or not measure:
        return None
    return Cagr(measure, first, last)


def cagr_sql(first_sql: str, last_sql: str, years: int) -> str:
    """The rate in percent from two one-figure queries."""
    return (
        f"SELECT (POWER(CAST(({last_sql}) AS DOUBLE) / NULLIF(({first_sql}), 0), 1.0 / {years}) - 1) * 100"
        " AS cagr_pct"
    )
