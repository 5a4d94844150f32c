"""A restatement after the request, saying again what is counted rather than narrowing it: "how many
customers do we have altogether, meaning everyone who has ever placed an order with us?", "how many orders
came to $20 or more? I think people here call them the large orders?".

A new hire checks their own understanding by rewording the thing asked about: a ", meaning ..." / ", i.e.
..." / ", in other words ..." clause at the end, or a closing sentence that gives the team's name for it
("I think we call them ...", "people here call these ..."). Read with the request, the reworded words pull
the planner to another measure (a customer's lifetime spend for "placed an order", a per-customer count for
"large orders"), so they are left out. A clause that scopes the question ("..., meaning only the ones from
Brooklyn", "..., i.e. in 2019") is kept: the clause goes only when it names no filter, period or breakdown
(``scopes_nothing``). A sentence giving the team's name for something said already always goes: it names, it
does not ask.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_MEANING = re.compile(
    r"\s*(?:,|\s[-–—]+|\()\s*(?:meaning|i\.\s?e\.?|ie|that is(?: to say)?|in other words|by which i mean"
    r"|as in|where (?:each )?(?:[a-z]+ ){1,2}(?:are|is) (?:counted|dated|defined|measured|taken|assigned))"
    r"\s+(?P<clause>[^?.!;]+?)\)?\s*(?P<end>[?.!]*)\s*$",
    re.IGNORECASE,
)
_NAMING = re.compile(
    r"(?<=[?.!,])\s*(?:and\s+)?(?:i think|i believe|i guess|apparently|i'm told|i've heard)?,?\s*"
    r"(?:people|we|they|folks|everyone|the team|colleagues)"
    r"(?: here| on the team| around here| in the office)?"
    r" (?:call|refer to|describe) (?:them|these|those|it|this|that|such orders)\b[^?.!]*[?.!]*\s*$",
    re.IGNORECASE,
)


def without_restatement(
    question: str, scopes_nothing: Callable[[str], bool], scoped_as: Callable[[str, str], bool] | None = None
) -> str:
    """``question`` without a closing restatement of what it counts (unchanged when it has none); a clause
    whose scope the request says already (``scoped_as(request, clause)``: "monthly active customers for 2020,
    meaning distinct customers ordering in each month") goes too."""
    text = _NAMING.sub("", question).rstrip()
    text = text if text else question
    m = _MEANING.search(text)
    same = m is not None and scoped_as is not None and scoped_as(text[: m.start()], m.group("clause"))
    if m is not None and m.start() > 0 and (scopes_nothing(m.group("clause")) or same):
        text = text[: m.start()].rstrip() + (m.group("end") or "?")
    return text
