"""The base of a growth said as "versus the prior month": the kind of growth, not a period.

"Monthly revenue growth in percent versus the prior month, for July through December 2020" measures each
month against the one before it; "the prior month" is not a period of its own (it was read as the month before
the end of the data, and added to the range). Said after a growth word, "versus / compared to / relative to /
over the previous (or prior, preceding) month" is read as "month over month", and likewise for weeks, quarters
and years.
"""

from __future__ import annotations

_GROWTH = frozenset(
    ["growth", "grow", "grew", "grown", "growing", "change", "changed", "increase", "decrease"]
)
_VERSUS = (("versus",), ("vs",), ("against",), ("over",), ("on",), ("compared", "to"), ("compared", "with"),
           ("relative", "to"), ("from",))  # fmt: skip
_BEFORE = frozenset(["prior", "previous", "preceding"])
_UNITS = frozenset(["day", "month", "quarter", "week", "year"])


def growth_basis(words: list[str]) -> list[str]:
    """``words`` with "versus the prior month" after a growth word read as "month over month"."""
    if not _GROWTH.intersection(words):
        return words
    out = list(words)
    i = 0
    while i < len(out):
        for lead in _VERSUS:
            n = len(lead)
            tail = out[i + n : i + n + 3]
            if tuple(out[i : i + n]) == lead and len(tail) == 3 and tail[0] == "the" and tail[1] in _BEFORE:
                unit = tail[2].removesuffix("s")
                if unit in _UNITS and _GROWTH.intersection(out[:i]):
                    out[i : i + n + 3] = [unit, "over", unit]
                    break
        i += 1
    return out
