"""Words that only say every one of something is counted together: "taking all the Saturdays you have",
"taking every day together", "how many orders in 2019 across the shops".

"taking all the <things> (you have | together)" says no figure ("taking" was read as the takings, so "the
busiest hours" were ranked by revenue); it goes. "across the shops" (the stores, our locations) said of a
figure is the total over them all, as "across all the shops" is; a question that compares or splits
(compare, each, per, which, by store, between, vary) keeps the words (it was one row per shop).

A closing ", all years" ("a count per store, all years") is the scope, every year together, as "all time"
is (it was a breakdown by year), unless the question splits by year already ("per year, all years") or pools
the years ("all years pooled").
"""

from __future__ import annotations

import re

__all__ = ["all_scope"]

_THINGS = r"[a-z]+"
_TAKING = re.compile(
    rf",?\s*(?:[-–—]\s*)?\b(?:taking|if you take|if we take) (?:all|every|each) (?:of )?(?:the |our |your )?"
    rf"{_THINGS}(?: and (?:all|every|each) (?:of )?(?:the |our |your )?{_THINGS})*"
    r"(?: (?:that )?(?:you|we) (?:have|hold|'ve got|have got|got)| together| combined| as one| in all)\b",
    re.IGNORECASE,
)
"""', taking all the Saturdays you have', ' taking every shop and every year together': no figure."""

_SHOPS = r"(?:shops|stores|locations|branches|cafes|cafés|outlets|sites)"
_ACROSS = re.compile(rf"\bacross (?:the|our|your) (?={_SHOPS}\b)", re.IGNORECASE)
_SPLIT = re.compile(
    r"\b(?:compare[sd]?|comparing|comparison|each|every|per|which|what store|what shop"
    r"|by (?:store|shop|location)|between|vary|varies|varied|differ\w*|spread|distribut\w*|break\w*|split"
    r"|rank\w*|side by side|versus|vs"
    r"|most|least|highest|lowest|best|worst|top|bottom)\b",
    re.IGNORECASE,
)
_ALL_YEARS = re.compile(
    r",?\s*(?:[-–—]\s*)?\b(?:all|across all|over all|for all|all the) years\b(?=\s*(?:[,;:.?!)]|$|-))",
    re.IGNORECASE,
)
_BY_YEAR = re.compile(
    r"\b(?:per|by|each|every|a) (?:calendar |fiscal )?year\b"
    r"|\b(?:yearly|annual|annually|year[- ](?:by|over|on)[- ]year|yoy|pooled|together)\b",
    re.IGNORECASE,
)


def all_scope(question: str) -> str:
    """``question`` without "taking all the <things> you have" and with "across the shops" said as every
    shop together; unchanged otherwise.

    >>> all_scope("The two busiest hours on a Saturday - taking all the Saturdays you have.")
    'The two busiest hours on a Saturday.'
    >>> all_scope("which hour is busiest, taking every shop and every year together?")
    'which hour is busiest?'
    >>> all_scope("how many orders in 2019 across the shops?")
    'how many orders in 2019 across all the shops?'
    >>> all_scope("compare 2019 revenue across the stores")
    'compare 2019 revenue across the stores'
    >>> all_scope("orders per store, all years")
    'orders per store, all time'
    >>> all_scope("revenue per year, all years")
    'revenue per year, all years'
    """
    question = _TAKING.sub("", question)
    if _ALL_YEARS.search(question) is not None and _BY_YEAR.search(_ALL_YEARS.sub("", question)) is None:
        question = _ALL_YEARS.sub(", all time", question, count=1)
    if _ACROSS.search(question) is not None and _SPLIT.search(question) is None:
        question = _ACROSS.sub("across all the ", question)
    return question
