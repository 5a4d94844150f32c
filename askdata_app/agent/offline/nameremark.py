"""A remark about a name, said beside the name, left out: "the chai - the chai and mighty, silly name -",
"toasted sandwiches - jaffles, the young ones call them -", "the pourover (fancy name, that)".

The remark ("silly name", "as the young ones call them", "what the kids call it") says what the speaker
thinks of the name or who uses it; the name itself stays. Before, its words were read ("name" as the
customers' names: the customers were counted instead of the cups sold) or asked about ('young', 'call').

>>> name_remark_left_out("How many of the chai - the chai and mighty, silly name - went out?")
'How many of the chai - the chai and mighty - went out?'
>>> name_remark_left_out("How many toasted sandwiches - jaffles, the young ones call them - did we sell?")
'How many toasted sandwiches - jaffles - did we sell?'
"""

from __future__ import annotations

import re

__all__ = ["name_remark_left_out"]

_OPINION = (
    r"(?:silly|funny|daft|odd|strange|fancy|clever|cute|stupid|ridiculous|soppy|modern|new-fangled|posh)"
)
_WHO = (
    r"(?:the young ones|the youngsters|young people|the kids|kids|the young|the lads|the staff|people|folk"
    r"|everyone|everybody|they|the grandchildren|my grandchildren|my grandson|my granddaughter)"
)
_REMARK = re.compile(
    rf",\s*(?:(?:a|such a|what a|that'?s a|the) )?{_OPINION} name(?:,? (?:that|isn'?t it|if you ask me))?"
    rf"|,\s*(?:as |what |like )?{_WHO} (?:call|calls|called|name|names) (?:them|it|those|that)"
    r"(?: (?:now|nowadays|these days))?",
    re.IGNORECASE,
)
"""', silly name', ', the young ones call them': a remark on the name just said."""


def name_remark_left_out(question: str) -> str:
    """``question`` without a remark about a name beside it; unchanged without one."""
    if not re.search(r"\b(?:name|names|call|calls|called)\b", question, re.IGNORECASE):
        return question
    return _REMARK.sub("", question)
