"""A follow-up about the previous answer's winner, by name: "What share of 2020 revenue did it contribute?"
after "Which store had the highest revenue in 2020?", or "What share of 2020 revenue was that?".

The follow-up names a figure of its own, about the one member the previous question picked ("it", "that
store", "this product", "the winner"). The previous question is run, and the reference is written as the
winner's name, so the follow-up reads as a question about that member ("... did Brooklyn contribute?").
Members whose names are shared by several (customers) are not named this way: a name would mix them.
When the winner opened ("When did that store open?", "when was that station commissioned?") is a fact of it
asked the same way, with no figure (see ``asks_opening``).
"""

from __future__ import annotations

import re

_REF = re.compile(
    r"\b(?:the winner|(?:that|this|the same) (?:store|shop|location|branch|product|item|one|jaffle|drink"
    r"|beverage|supply|ingredient|city|site)|it|they"
    r"|their(?= [a-z]+ (?:count|total|tally|number|figure))"
    r"|(?:(?<=\bwas )|(?<=\bis )|(?<=\bwere ))(?:that|this)"  # "what share of 2019 revenue was that?"
    r"(?=(?: (?:represent|account for|make up|amount to|contribute|bring in))?\s*[?.!]*\s*$))\b(?!')",
    re.IGNORECASE,
)


_OTHER_BACK = re.compile(
    r"\b(?:that|this|the same|those|these) (?:hours?|days?|weeks?|months?|quarters?|years?|period|time|span"
    r"|window|range|slot|shift)\b|\bthen\b(?!\W*$)",
    re.IGNORECASE,
)
"""A follow-up that also points back at the previous question's time ("in that hour") is left to the
follow-up readings, which keep it; "that year" after a count of its own ("how many jaffles did that store
sell that year?") is the previous question's one year (see ``that_year``)."""
_THAT_YEAR = re.compile(r"\s*\b(?:in |during |for |over )?(?:that|the same) year\b", re.IGNORECASE)
_OWN_COUNT = re.compile(r"^\W*how many\b", re.IGNORECASE)


def that_year(question: str) -> bool:
    """Whether ``question`` says "that year" (the previous question's one year, said again below)."""
    return _THAT_YEAR.search(question) is not None


def without_that_year(question: str) -> str:
    """``question`` without its "that year" ("How many jaffles did it sell that year?"): the previous
    question's year is said in its stead."""
    return _THAT_YEAR.sub("", question)


def refers_to_winner(question: str) -> bool:
    """Whether ``question`` points at one member said before ("it", "that store") and at nothing else."""
    if _REF.search(question) is None:
        return False
    if _OWN_COUNT.search(question):  # "how many jaffles did that store sell that year?"
        question = _THAT_YEAR.sub("", question)
    return _OTHER_BACK.search(question) is None


def named_winner(question: str, name: str) -> str:
    """``question`` with its reference to the winner written as ``name`` (the first reference only)."""
    return _REF.sub(name, question, count=1)


_OPENING = re.compile(
    r"^\s*(?:and |so )?(?:when|on what date|what date|which date|in what year|what year)\b.*"
    r"\b(?:open|opens|opened|opening)\b(?! hours?\b)",
    re.IGNORECASE,
)


def asks_opening(question: str) -> bool:
    """Whether ``question`` asks when the one member said before opened ("when did that store open?")."""
    return _OPENING.search(question) is not None
