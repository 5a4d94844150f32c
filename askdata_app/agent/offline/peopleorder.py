"""People as the ones who order, not a breakdown: "which day of the week do the most people order from us",
"at what hour do customers most often order food", "which month do most folks come in".

The question ranks the time unit it names by orders (orders with food or a drink when it says so); the people
are only who places them, so no per-customer breakdown is meant. Said as "which weekday has the most orders".

"How many different people ordered at least once in May 2019": "at least once" is what ordering at all
means, so it goes (it was read as a bar on a per-customer figure, and asked back which one).
"""

from __future__ import annotations

import re

_WHEN = (
    r"(?:day of the week|days? of the week|weekday|day|date|hour of the day|hour|time of day"
    r"|month of the year|month|year|quarter|week|season)"
)
_WHO = r"(?:people|customers|folks|guests|shoppers|punters|visitors|diners|patrons|clients|fans)"
_ORDER = r"(?:order|buy|come in|come|shop|visit|stop by|drop in|pop in|place (?:an |their )?orders?)"
_WHAT = r"(?:(?:some |a |any )?(?:food|jaffles?|a jaffle|drinks?|a drink|beverages?))"
_ASKED = re.compile(
    rf"\b((?:on |at |in |during )?(?:which|what) (?:(?:single |particular )?){_WHEN})"
    rf"(?: (?:of (?:the )?(?:day|week|year)))?"
    rf"\s+(?:do|does|did|will|would)\s+(?:the\s+)?(?:most\s+)?{_WHO}"
    rf"\s+(?:(?:most\s+)?(?:often|usually|typically|tend to)\s+)?{_ORDER}\b"
    rf"(?:\s+(?:from|with|at) (?:us|our (?:shops?|stores?|caf[eé]s?))|\s+here)?"
    rf"(?:\s+({_WHAT}))?"
    rf"(?:\s+(?:the\s+)?most(?:\s+often)?|\s+most often|\s+more often)?",
    re.IGNORECASE,
)
_WHEN_CLAUSE = re.compile(
    rf"\b(the {_WHEN}(?: of the (?:day|week|year))?) (?:when|that|in which|at which|on which)"
    rf"\s+(?:the\s+)?(?:most\s+)?{_WHO}\s+(?:(?:most\s+)?(?:often|usually|typically)\s+)?{_ORDER}\b"
    rf"(?:\s+(?:from|with|at) (?:us|our (?:shops?|stores?|caf[eé]s?))|\s+here)?"
    rf"(?:\s+({_WHAT}))?(?:\s+(?:the\s+)?most(?:\s+often)?|\s+most often)?",
    re.IGNORECASE,
)


def _kind(what: str | None) -> str:
    if not what:
        return "orders"
    word = what.lower().split()[-1]
    return "drink orders" if word.startswith(("drink", "beverage")) else "food orders"


_AT_LEAST_ONCE = re.compile(
    rf"\b(how many (?:different |distinct |unique |individual |separate )?{_WHO}"
    r" (?:ordered|bought|came in|visited|placed (?:an |one )?orders?|made (?:a |an )?(?:purchase|order)s?))"
    r" at least once\b",
    re.IGNORECASE,
)


_WHO_AT = re.compile(
    rf"\b(?P<aux>do|does|did) (?P<who>{_WHO}) (?P<at>at|in|from)"
    r" (?P<where>(?:the |our )?[\w'-]+(?: [\w'-]+){0,2}?)"
    r" (?P<verb>order|buy|get|pick|choose|go for)\b(?P<most>(?: the)? most(?: often)?\b)?",
    re.IGNORECASE,
)
"""'which drink do people at Brooklyn order the most': the people are where they order, not a breakdown."""


def people_ordering(question: str) -> str:
    """``question`` with "which X do (the most) people order (food)" said as "which X has the most (food)
    orders", and "how many people ordered at least once" as "how many people ordered"; unchanged when it has
    no such clause ("which drink do people at Brooklyn order most": where they order, after the verb).

    >>> people_ordering("which drink do people at brooklyn order the most")
    'which drink do people order the most at brooklyn'
    """
    if "at least once" in question.lower():
        question = _AT_LEAST_ONCE.sub(r"\1", question)
    question = _WHO_AT.sub(r"\g<aux> \g<who> \g<verb>\g<most> \g<at> \g<where>", question)
    m = _ASKED.search(question)
    if m is not None:
        said = f"{m.group(1)} has the most {_kind(m.group(2))}"
        return question[: m.start()] + said + question[m.end() :]
    m = _WHEN_CLAUSE.search(question)
    if m is not None and re.search(r"\b(?:most|busiest|peak)\b", m.group(0), re.IGNORECASE):
        said = f"{m.group(1)} with the most {_kind(m.group(2))}"
        return question[: m.start()] + said + question[m.end() :]
    return question
