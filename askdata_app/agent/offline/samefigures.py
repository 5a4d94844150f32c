"""A follow-up that counts the figures it repeats: "same three for 2018", "the same 2 stats but per store",
"the same pair for 2018".

After "p10 / p50 / p90 of order_total for 2019", "the same three for 2018" asks those figures again for
another period; the count only restates how many there were (it was read as a number not understood). It
is said as "same" ("same for 2018"), which the follow-up readings know. A count followed by a noun of the
data ("the same 3 stores") is left alone.
"""

from __future__ import annotations

import re

_SAME_N = re.compile(
    r"\b(?P<the>the\s+)?same\s+(?:two|three|four|five|six|2|3|4|5|6|pair(?:\s+of)?|couple(?:\s+of)?|both)"
    r"(?:\s+(?:figures|numbers|stats|statistics|metrics|measures|percentiles|quantiles|values|columns|things"
    r"|ones|aggregates|calcs|calculations))?(?=\s+(?:for|in|over|but|with|across|per|by|on|again)\b|\s*[?.!]*$)",
    re.IGNORECASE,
)


def same_figures(question: str) -> str:
    """``question`` (a follow-up) with "the same three" said as "the same"."""
    return _SAME_N.sub(lambda m: f"{m.group('the') or ''}same", question)
