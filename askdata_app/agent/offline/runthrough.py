"""A running total "through" a year said without a start: "running revenue total by store through 2020, by
month", "cumulative orders by week through 2019" run over the course of that year (as "throughout 2020").

Read once, on the question as asked, before "at the end of 2019" is reworded to "through 2019" (a date a
running total stands at, from the first date). A span with a start ("from 2018 through 2020", "since ...")
is left as it is.

A running total "of 2020 orders" ("of 2019's revenue") runs over that year the same way: the year is said
after the figure ("of orders in 2020"); read as it stood, the total ran from the first date of the data.
"""

from __future__ import annotations

import re

_THROUGH = re.compile(
    r"\b((?:running|cumulative)\b(?:(?!\b(?:from|since|between|as of|up to|until|till)\b|\d\d)[^.?!])*?)"
    r" (?:through|thru) (?=(?:19|20)\d\d\b(?! ?(?:-|to|through|thru)\b))",
    re.IGNORECASE,
)


_OF_YEAR = re.compile(
    r"\b((?:running|cumulative)(?: \((?:running|cumulative)\))? (?:total|sum|count|tally) of )"
    r"(?:the )?((?:19|20)\d\d)(?:'s|’s)? (orders|revenue|sales|customers|items|[a-z]+ revenue)\b",
    re.IGNORECASE,
)


def running_through(question: str) -> str:
    """``question`` with "through <year>" after a running total said as "in <year>", and a running total "of
    2020 orders" said as "of orders in 2020"."""
    return _OF_YEAR.sub(r"\1\3 in \2", _THROUGH.sub(r"\1 in ", question))
