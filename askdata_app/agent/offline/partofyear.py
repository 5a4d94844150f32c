"""A follow-up naming a half or quarter of "the year" without saying which year: "and for the back half of
the year?" after "... month by month for January through June 2020".

The earlier question says the year once ("January through June 2020"); the follow-up points back to it
with "the year", or names the part alone ("and the second half?"). Before, the part was a word not
understood and the earlier span was kept. The part is said with the earlier question's one year, for the
follow-up readings to take from there. An earlier question naming a half or quarter itself is left to
those readings ("Q1 2020 revenue" then "and Q2?"), and so is one naming no year or several.

>>> part_of_year("And for the back half of the year?", "Tax by month, January through June 2020")
'And for the second half of 2020?'
>>> part_of_year("and the third quarter?", "Revenue by month in 2019")
'and the third quarter of 2019?'
>>> part_of_year("and the second half?", "Revenue in the first half of 2019") is None
True
"""

from __future__ import annotations

import re

_PART = re.compile(
    r"\b(?:the )?(?P<nth>first|second|back|front|latter|third|fourth|last) (?P<part>half|quarter)"
    r"(?: of (?:the|this|that) year)?\b(?! of\b)(?!,? (?:19|20)\d\d\b)",
    re.IGNORECASE,
)
_SAID = {"back": "second", "latter": "second", "front": "first"}
_EARLIER_PART = re.compile(r"\b(?:h[12]|q[1-4]|half|halves|quarters?|semester)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def part_of_year(question: str, earlier: str) -> str | None:
    """``question`` with its half or quarter of "the year" said with ``earlier``'s one year, or None."""
    if not re.search(r"(?i)\b(?:half|quarter)\b", question) or _YEAR.search(question):
        return None
    years = set(_YEAR.findall(earlier))
    if len(years) != 1 or _EARLIER_PART.search(earlier):
        return None
    year = years.pop()
    m = _PART.search(question)
    if m is None or len(question.split()) > 12:
        return None
    nth, part = m.group("nth").lower(), m.group("part").lower()
    if nth == "last":
        nth = "second" if part == "half" else "fourth"
    nth = _SAID.get(nth, nth)
    if part == "half" and nth not in ("first", "second"):
        return None
    return f"{question[: m.start()]}the {nth} {part} of {year}{question[m.end() :]}"
