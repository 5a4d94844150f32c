"""A running total "through" a year said without a start: "running revenue total by store through 2020, by
month", "cumulative orders by week through 2019" run over the course of that year (as "throughout 2020").

Read once, on the question as asked, before "at the end of 2019" is reworded to "through 2019" (a date a
running total stands at, from the first date). A span with a start ("from 2018 through 2020", "since ...")
is left as it is.
"""

from __future__ import annotations

import re

_THROUGH = re.compile(
    r"\b((?:running|cumulative)\b(?:(?!\b(?:from|since|between|as of|up to|until|till)\b|\d\d)[^.?!])*?)"
    r" (?:through|thru) (?=(?:19|20)\d\d\b(?! ?(?:-|to|through|thru)\b))",
    re.IGNORECASE,
)


def running_through(question: str) -> str:
    """``question`` with "through <year>" after a running total said as "in <year>"."""
    return _THROUGH.sub(r"\1 in ", question)
