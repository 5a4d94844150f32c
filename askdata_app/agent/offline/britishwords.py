"""British words said in the words the rest of the planner reads.

- "fortnight" is two weeks: "the last fortnight", "over the past fortnight", "a fortnight to 31/12/2020",
  "its first fortnight of trading", "the fortnight beginning 7 December" (before this reading "fortnight"
  was left out, silently, and the whole of the data counted);
- "VAT" (value added tax) is the tax on an order: "how much VAT did we collect", "VAT excluded";
- "nought" / "naught" is zero;
- "at the weekend" is on weekends (it was read as a breakdown by week), unless one weekend is named ("at the
  weekend of 14 March") or meant ("how much did we do at the weekend?", "last weekend": asked back as before).

Days ("Boxing Day") are in occasions.py, day-first dates in slashdates.py, "takings" and "turnover" in the
layer's own synonyms.
"""

from __future__ import annotations

import re

__all__ = ["british_words"]

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:two|2) fortnights\b", re.IGNORECASE), "4 weeks"),
    (re.compile(r"\b(?:an? |one )?fortnight(?:'s)?\b", re.IGNORECASE), "2 weeks"),
    (re.compile(r"\b(?:vat|v\.a\.t\.?)(?=\W|$)", re.IGNORECASE), "tax"),
    (re.compile(r"\b(?:nought|naught)\b", re.IGNORECASE), "zero"),
)
_AT_THE_WEEKEND = re.compile(
    r"\bat the weekend(?!s| (?:of|before|after|beginning|starting|ending|that|when)\b)", re.IGNORECASE
)
_ONE_WEEKEND = re.compile(r"\b(?:did|last|this|past|previous|coming|next)\b", re.IGNORECASE)
"""Said with "did" or "last"/"this" ("how much did we do at the weekend?"): one weekend."""


def british_words(question: str) -> str:
    """``question`` with its British words in the planner's words; unchanged when it has none."""
    text = question
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    if not _ONE_WEEKEND.search(text):  # "which drink do people buy most at the weekend": on weekends
        text = _AT_THE_WEEKEND.sub("on weekends", text)
    return text
