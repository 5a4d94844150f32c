"""A lead-in naming the topic a question turns to, before the question itself: "Moving on to customer
concentration: how many customers have spent more than $1,000?", "Turning to retention - what share of ...",
"How concentrated is the very top of the customer list: what share of lifetime spend ...?".

The lead-in names a subject ("customer concentration", "retention"), or asks a question of its own that the
one after the colon makes precise. Its words are not a figure or a scope of the question: read with it,
"concentration" was a word not understood and the whole question was not answered. The question is read
after the lead-in when the lead-in names no member (a store, a product) and no period; a lead-in that scopes
("Turning to Brooklyn: how many orders in 2020?") is kept (see ``Planner.plan``).
"""

from __future__ import annotations

import re

_START = (
    r"(?:how|what|whats|what's|which|who|when|where|is|are|was|were|do|does|did|can|could|give|show|list"
    r"|tell|pull|get|find|please)\b"
)
_TURN = re.compile(
    r"^\s*(?:(?:ok(?:ay)?|right|so|now|next|and)[,.]?\s+)*"
    r"(?:moving on(?: now)?(?: to)?|moving (?:over |along )?to|turning(?: now)? to|switching(?: over)? to"
    r"|on to|onto|shifting to|changing (?:the )?(?:topic|subject) to|let'?s (?:move on to|turn to|look at)"
    r"|next up|now for|a question on|a question about|on the (?:topic|subject) of|regarding|on)\b"
    r"(?P<topic>[^:;?]*?)\s*(?:[:;]|\s[-\u2013\u2014]+)\s+(?=" + _START + ")",
    re.IGNORECASE,
)
"""A turn to a topic ("Moving on to customer concentration:"), before a question."""
_ASKED_FIRST = re.compile(
    r"^\s*(?P<topic>how (?:\w+ )?(?:concentrated|diversified|spread out|dependent|reliant|healthy|sticky"
    r"|loyal|big|large|strong|seasonal|volatile|lumpy)\b[^:;?]*?)\s*[:;]\s+(?=" + _START + ")",
    re.IGNORECASE,
)
"""A question of its own made precise after a colon ("How concentrated is the top of the list: what ...")."""


def topic_lead_in(question: str) -> tuple[str, str] | None:
    """(the topic the lead-in names, the question after it), or None when ``question`` has no such lead-in."""
    found = _TURN.match(question) or _ASKED_FIRST.match(question)
    if found is None:
        return None
    rest = question[found.end() :].strip()
    if len(rest.split()) < 3:
        return None
    return found.group("topic").strip(), rest
