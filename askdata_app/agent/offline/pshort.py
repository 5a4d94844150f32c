"""Percentiles said the way monitoring dashboards say them: "p50", "p90", "P99".

An engineer writes the 90th percentile of a series as "p90" ("the p99 of order_total", "p50 and p90 of the
daily order counts"). Each is said here as the ordinal the statistics readings know ("the 90th percentile"),
in the question and in the chat before it, so "p50" is no unknown word and a follow-up ("redo it for 2019")
finds the same statistic. "p90 latency" still names a figure the data lacks, and is asked back as such.

An actuary's shorthand after an ordinal ("the 99th pct", "95th pctile", "the 99.5th %ile") is the
percentile too (the "pct" was not known, and the ordinal was asked back).
"""

from __future__ import annotations

import re

_SHORT = re.compile(r"(?<![\w.$])[pP]([1-9]\d?)(?![\w.%-]|/\d)")


def _ordinal(n: int) -> str:
    if n % 100 in {11, 12, 13}:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


_PCT = re.compile(r"\b(\d{1,2}(?:\.\d+)?(?:st|nd|rd|th)) (?:pct|pctile|%ile|ptile|centile)(?![\w%])", re.I)
"""An ordinal before a percentile's shorthand ("the 99th pct")."""


def percentile_shorthand(text: str) -> str:
    """``text`` with each "p90" said as "90th percentile", and "99th pct" as "99th percentile"."""
    return _PCT.sub(r"\1 percentile", _SHORT.sub(lambda m: f"{_ordinal(int(m.group(1)))} percentile", text))
