"""A request passed on from someone else: 'Forwarding from Priya: "revenue for 2020?"', 'from the exec
team: "how many orders ...?"', "Sam asks: ...", "question from finance - ...", "fwd from Jo: ...".

Who asked does not change the answer: the head naming them is left out, and the quotes around the request
are dropped. A head is short (a few words before a colon or dash) and names the asker after "from", or
says that someone asks; "from January to March: ..." is a period, not an asker, and is left as said.
"""

from __future__ import annotations

import re

_WHO = r"(?:the |our |my )?(?P<{}>[a-z][\w'.&]*(?: [a-z][\w'.&]*){{0,3}}?)"
_HEAD = re.compile(
    r"^\s*(?:(?:forward(?:ed|ing)?|fwd|fw|relaying|passing (?:on|along)|(?:a |one )?(?:request|question|"
    r"ask|q|note|message|ping)|(?:got )?(?:a )?(?:quick )?(?:one|request|question|ask)) )?"
    rf"(?:from|via) {_WHO.format('who')}\s*(?:[:\u2013\u2014]|\s-\s)\s*"
    rf"|^\s*{_WHO.format('asker')} (?:asks|asked|is asking|wants to know|wanted to know|would like to know"
    r"|writes|wrote|says|said|needs|is wondering|was wondering)\s*(?:[:\u2013\u2014]|\s-\s)\s*",
    re.I,
)
_NOT_WHO = re.compile(
    r"\b(?:to|through|thru|till|until|and|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|"
    r"oct\w*|nov\w*|dec\w*|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*|q[1-4]|h[12]|last|this|next|"
    r"week|month|quarter|year|day|today|yesterday|now|then|here|there|now on)\b|\d",
    re.I,
)
_QUOTES = "\"'\u201c\u201d\u2018\u2019"


def unrelayed(question: str) -> str:
    """``question`` without a head naming who passed it on, and without the quotes around it."""
    m = _HEAD.search(question)
    if m is None or _NOT_WHO.search(m.group("who") or m.group("asker")):
        return question
    rest = question[m.end() :].strip()
    if len(rest) > 1 and rest[0] in _QUOTES:
        closing = max(rest.rfind(q) for q in _QUOTES)
        if closing > 0:
            rest = (rest[1:closing] + " " + rest[closing + 1 :]).strip()
    return rest or question
