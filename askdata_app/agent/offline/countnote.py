"""A "how many" question followed by a note saying what to count: "How many jaffles went out in June 2020?
Count every jaffle unit.", "How many customers have come back more than 30 times? Count customers with over
30 orders."

Read with the question, the note's words were taken for a breakdown ("jaffle unit": the units per product)
or a second condition on a count of the rows found (a silent wrong figure). A note counting every unit
says what "how many jaffles" counts already: it goes. A note counting the customers with more (or fewer)
than a number of orders says the count whole: it is the question, when the question names no period of its
own (one that does keeps its words).

>>> count_noted("During June 2019, how many jaffles went out? Count every jaffle unit.")
'During June 2019, how many jaffles went out?'
>>> count_noted("How many customers came back more than 30 times? Count customers with over 30 orders.")
'How many customers with over 30 orders?'
>>> count_noted("How many customers came back in 2019? Count customers with over 3 orders.")
'How many customers came back in 2019? Count customers with over 3 orders.'
"""

from __future__ import annotations

import re

__all__ = ["count_noted"]

_I = re.IGNORECASE
_UNITS = re.compile(
    r"(?P<q>\bhow many\b[^?]*\?)\s*count(?:ing)? (?:every|each|all(?: the)?) (?:single )?(?:[a-z-]+ )?"
    r"units?(?: sold)?\s*[.!]?\s*$",
    _I,
)
_MEMBERS = re.compile(
    r"^(?P<q>\W*how many\b[^?]*\?)\s*count (?P<who>customers|people|buyers|shoppers|clients) (?P<cond>with"
    r" (?:over|more than|at least|fewer than|under|less than|exactly) \d+ (?:lifetime )?orders)\s*[.!]?\s*$",
    _I,
)
_PERIOD = re.compile(
    r"\b(?:(?:19|20)\d\d|jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|year|month|week|quarter|today|yesterday)\b",
    _I,
)


def count_noted(question: str) -> str:
    """``question`` with a note saying what its count counts read (see the module); unchanged otherwise."""
    units = _UNITS.search(question)
    if units is not None:
        return question[: units.start()] + units.group("q")
    members = _MEMBERS.match(question)
    if members is not None and not _PERIOD.search(members.group("q")):
        return f"How many {members.group('who').lower()} {members.group('cond')}?"
    return question
