"""How precisely a figure is asked for: "to the cent", "rounded to two decimals", "to 4 dp", "to the
nearest dollar".

The words say how to show the answer, not what to count, so the question is planned without them and its
figures are then rounded (``ROUND(figure, places)``). Without this reading "cent" was taken for a
customer, and the answer came per customer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value

_PLACES_WORDS = numbers("zero", "no", counting(1, 6))
"""With "zero" and "no" ("with no decimal places"): no places."""
_NUM = r"(?P<n>\d|" + alternation(_PLACES_WORDS) + r")"
_ROUNDED = r"(?:(?:and |then )?(?:rounded|round(?:ed)? off|round(?:ing)?|correct|accurate|exact)\s+)?"
_PLACES = re.compile(
    rf"[,;(]?\s*\b{_ROUNDED}(?:to|at|with)\s+{_NUM}\s*(?:decimal(?:\s+places?|\s+digits?|s)?|dp|d\.p\.|places?"
    r"|digits? after the (?:decimal )?point)\b\)?",
    re.IGNORECASE,
)
"""'rounded to two decimals', 'to 4 decimal places', 'to 2 dp'."""
_UNIT = re.compile(
    rf"[,;(]?\s*\b{_ROUNDED}to the (?:nearest |last )?(?P<unit>cent|penny|dollar|whole (?:dollar|number)"
    r"|unit|ten|hundred|thousand|million)s?(?: (?:dollars?|bucks|units|orders|items|customers))?\b\)?",
    re.IGNORECASE,
)
"""'to the cent', 'rounded to the nearest dollar', 'to the last penny', 'to the nearest hundred dollars' (a
negative number of places)."""
_UNIT_PLACES = {
    "cent": 2, "penny": 2, "dollar": 0, "whole dollar": 0, "whole number": 0, "unit": 0, "ten": -1,
    "hundred": -2, "thousand": -3, "million": -6,
}  # fmt: skip


@dataclass(frozen=True)
class Precision:
    """A question with its rounding words left out."""

    rest: str
    places: int


def read_precision(question: str) -> Precision | None:
    """The rounding asked for in ``question``, or None when none is."""
    for pattern in (_PLACES, _UNIT):
        m = pattern.search(question)
        if m is None:
            continue
        if pattern is _PLACES:
            said = m.group("n").lower()
            places = value(said, _PLACES_WORDS)
        else:
            places = _UNIT_PLACES[m.group("unit").lower()]
        rest = (question[: m.start()] + " " + question[m.end() :]).strip()
        rest = re.sub(r"\s+([,.?!;])", r"\1", re.sub(r"\s{2,}", " ", rest)).strip(" ,;")
        return Precision(rest, places)
    return None


def rounded_sql(sql: str, columns: list[str], figures: set[str], places: int) -> str:
    """``sql``'s rows with the ``figures`` among its ``columns`` rounded to ``places`` decimals."""
    items = [f"ROUND({c}, {places}) AS {c}" if c in figures else c for c in columns]
    return f"SELECT {', '.join(items)} FROM ({sql}) AS t"
