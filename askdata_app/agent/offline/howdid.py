"""How someone did, then what to look at: "How did Brooklyn do on the 4th of July 2020? orders and revenue",
"how was Chicago doing in Q3 2020 - revenue and AOV", "How did we perform last month? just orders".

The first sentence names who and when, the short second one the figures; alone, "how did X do" is a
vague ask (which measure?) and the figures said after it read as a breakdown by order. Here the two are
written as one request: the figures for the member in the period ("orders and revenue for Brooklyn on the
4th of July 2020"). "We", "us" and "the business" name no member and are left out.

"How did revenue change from 2019 to 2020 in percent?" asks for the change itself: said "revenue change from
2019 to 2020 in percent" (with "how did", "in percent" was read as each year's share of the two).
"""

from __future__ import annotations

import re

_HOW = re.compile(
    r"^\s*how (?:did|does|do|is|was|were|has|have|are) (?P<who>[^?]+?) "
    r"(?:do|doing|done|perform|performing|performed|go|going|gone|fare|faring|fared|look|looking|trade|trading)"
    r"\b(?P<rest>[^?.;:\u2013\u2014-]*)[?.;:\u2013\u2014-]+\s*(?P<tail>[^?]+?)[?.!]*\s*$",
    re.I,
)
_WE = re.compile(r"^(?:we|us|the (?:business|company|chain|shop)|overall|things|everything)$", re.I)
_NOT_FIGURES = re.compile(r"\b(?:how|why|what|which|who|when|where|compared?|versus|vs|than|by)\b", re.I)


def how_did(question: str) -> str | None:
    """``question`` as one request for the figures said after "how did X do ...?", or None when it is not
    said that way (or the second part is more than a short list of figures)."""
    m = _HOW.match(question)
    if m is None:
        return None
    tail = re.sub(
        r"^(?:just|only|give me|show me|i need|looking at|in terms of|on)\s+",
        "",
        m["tail"].strip(),
        flags=re.I,
    )
    if not tail or len(tail.split()) > 6 or _NOT_FIGURES.search(tail):
        return None
    who = m["who"].strip()
    rest = m["rest"].strip()
    said = tail if _WE.match(who) else f"{tail} for {who}"
    return f"{said} {rest}".strip()


_HOW_CHANGED = re.compile(
    r"^\s*how (?:did|does|do|has|have|would) (?P<what>[^?]+?) (?P<verb>change|changed|move|moved|develop"
    r"|developed|evolve|evolved|shift|shifted)\b(?P<rest>[^?]*(?:\bpercent|\bper cent|%|\bpercentage|\bpct)"
    r"(?![a-z])[^?]*)\??\s*$",
    re.IGNORECASE,
)


def how_changed(question: str) -> str:
    """``question`` with "how did X change ... in percent" said "X change ... in percent"; unchanged else."""
    m = _HOW_CHANGED.match(question)
    if m is None:
        return question
    return f"{m['what'].strip()} change{m['rest'].rstrip()}"
