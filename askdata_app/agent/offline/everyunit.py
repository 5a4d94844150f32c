"""Members found in every part of a year: "how many customers ordered in every one of the four quarters of
2020", "customers who bought something in all 12 months of 2019", "shoppers active each and every month of
2019".

The year is cut into its quarters (or months, or halves) and the members are those found in each part, as
"ordered in both 2019 and 2020" reads two years (see ``setops``). Read only when the words insist on each
part ("every one of", "all four", "each of the 12", "each and every", "every single") or when the members
did something "in every quarter"; "orders for every month of 2020" stays a breakdown by month.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

__all__ = ["EveryUnit", "read_every_unit", "unit_periods"]

_UNITS = {"quarter": 3, "month": 1, "half": 6, "halve": 6}
_N = r"(?:two|2|four|4|twelve|12)"
_INSIST = (
    rf"(?:every one of|each one of|each of|all of|all|both(?: of)?) (?:the |its |our )?(?:{_N} )?"
    rf"|(?:each and every|every single|every) (?:one of (?:the )?(?:{_N} )?)?"
)
_WHEN = re.compile(
    rf"\b(?:in |during |for )?(?P<insist>{_INSIST})(?P<unit>quarters?|months?|halves|half)"
    r" (?:of|in) (?P<year>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_MEMBERS = re.compile(
    r"\b(?:customers?|people|guests?|shoppers?|buyers?|clients?|patrons?)\b.*?"
    r"\b(?:ordered|order|orders|bought|buy|purchased|placed|visited|came|shopped|were active|was active"
    r"|active|made (?:a |an )?(?:purchase|order))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class EveryUnit:
    """A question about members found in every ``unit`` of ``year``; ``rest`` asks it over the year."""

    rest: str
    unit: str
    year: int


def read_every_unit(question: str) -> EveryUnit | None:
    """The reading of ``question`` as members found in every part of a year, or None."""
    m = _WHEN.search(question)
    if m is None:
        return None
    plain_every = m.group("insist").strip().lower() == "every"
    said_in = question[: m.start()].rstrip().lower().endswith(("in", "during")) or m.group(
        0
    ).lower().startswith(("in ", "during "))
    # "customers who ordered every month in 2020": what they did, every month (not a breakdown by month)
    said_in = said_in or bool(
        re.search(
            r"\b(?:ordered|bought|purchased|visited|shopped|came in)$", question[: m.start()].rstrip(), re.I
        )
    )
    if plain_every and not said_in:
        return None  # "orders for every month of 2020": a breakdown
    if _MEMBERS.search(question[: m.start()]) is None:
        return None
    unit = m.group("unit").lower().rstrip("s")
    unit = "half" if unit in {"halve", "halves"} else unit
    rest = f"{question[: m.start()].rstrip()} in {m.group('year')} {question[m.end() :].lstrip()}".strip()
    return EveryUnit(rest, unit, int(m.group("year")))


def unit_periods(unit: str, year: int) -> list[tuple[date, date, str]]:
    """(start, end, label) of each ``unit`` of ``year``, in order."""
    step = _UNITS[unit]
    out = []
    for k, first in enumerate(range(1, 13, step), start=1):
        end = date(year + 1, 1, 1) if first + step > 12 else date(year, first + step, 1)
        label = {"quarter": f"Q{k} {year}", "half": f"H{k} {year}"}.get(
            unit, date(year, first, 1).strftime("%B %Y")
        )
        out.append((date(year, first, 1), end, label))
    return out
