"""Nominal and real: a figure at the prices charged, or deflated by a price index.

The data holds every price as it was charged, so a figure said "nominal" ("nominal revenue growth", "sales in
nominal terms", "at current prices", "in current dollars") or "realised" ("the average realised price per
unit") is the figure the data gives anyway: the word is dropped (it was not understood and asked back).

A real figure ("in real terms", "real growth", "deflated by the CPI", "inflation-adjusted", "at constant 2018
prices") needs a price index the data does not hold: it is asked back, never answered with the nominal
figure (before, "in real terms" was answered as if "real" meant "actual"). "Real" alone ("the real number",
"what's the real total") still means actual.
"""

from __future__ import annotations

import re

_NOMINAL = re.compile(
    r",?\s*\b(?:in nominal terms|in nominal (?:dollars|prices)|at current prices"
    r"|in current (?:dollars|prices)|at (?:the )?prices (?:as )?charged)\b"
    r"|\b(?:nominal|nominally|reali[sz]ed)\b(?=\s+[a-z$])",
    re.IGNORECASE,
)
"""Words that say the figure is at the prices charged (what the data holds anyway)."""

_REAL = re.compile(
    r"\bin real terms\b|\breal (?:revenue|sales|growth|terms|prices?|spend(?:ing)?|income|value|gdp|wages?)\b"
    r"|\bdeflat(?:e|ed|es|ing|ion|or)\b|\bcpi\b|\bconsumer price index\b|\bprice index\b"
    r"|\binflation\b|\b(?:at|in) constant (?:(?:19|20)\d\d )?(?:prices|dollars)\b",
    re.IGNORECASE,
)
"""Words asking for a figure deflated by a price index."""

REAL_ASK = (
    "The data holds every price as it was charged (nominal figures); it has no price index (such as the CPI) "
    "to deflate them by, so I cannot give a real or inflation-adjusted figure. Shall I show the nominal one?"
)
"""The question back for a real (deflated) figure."""


def real_asked(question: str) -> bool:
    """Whether ``question`` asks for a figure deflated by a price index (see the module docstring)."""
    return _REAL.search(question) is not None


def without_nominal(question: str) -> str:
    """``question`` without the words that only say its figure is at the prices charged."""
    said = _NOMINAL.sub("", question)
    return re.sub(r"\s{2,}", " ", said).strip() if said != question else question
