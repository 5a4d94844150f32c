"""People found in every one of a list of years: "how many people ordered with us in every one of the three
years, 2018, 2019 and 2020?", "customers who ordered in all three years (2018, 2019, 2020)".

A list of years after words that insist on each ("every one of", "all three years") is said
as "in both 2018 and 2019 and 2020", which reads the members found in each year (see setops.py); the list
with commas was read as a breakdown by year. Only said of people (customers, guests) counted: "revenue in
each of 2018, 2019 and 2020" stays one figure a year.
"""

from __future__ import annotations

import re

__all__ = ["every_year_listed"]

_PEOPLE = re.compile(
    r"\bhow many (?:distinct |unique |different )?(?:customers|people|guests|buyers|shoppers|clients|diners"
    r"|regulars|patrons|folks)\b",
    re.IGNORECASE,
)
_COUNT = r"(?:two|three|four|five|2|3|4|5)"
_EVERY = re.compile(
    r"\b(?:in |during )?(?:(?:each and )?every (?:single )?one of|all of|all|each of)(?: the)?"
    rf"(?: {_COUNT})?(?: (?:years|calendar years))?\s*[,:(\u2013\u2014-]?\s*(?:namely |i\.e\.,? )?"
    r"(?P<years>(?:19|20)\d\d(?:\s*,\s*(?:19|20)\d\d)*\s*,?\s*(?:and|&|,)\s*(?:19|20)\d\d)\s*\)?",
    re.IGNORECASE,
)
_INSISTS = re.compile(rf"\b(?:every (?:single )?one of|all(?: of)?(?: the)? {_COUNT} years)\b", re.IGNORECASE)


def every_year_listed(question: str) -> str:
    """``question`` with people counted in every one of a list of years said as "in both Y1 and Y2 and
    Y3"; unchanged otherwise."""
    if _PEOPLE.search(question) is None or _INSISTS.search(question) is None:
        return question
    found = _EVERY.search(question)
    if found is None:
        return question
    years = re.findall(r"(?:19|20)\d\d", found.group("years"))
    if len(years) < 2:
        return question
    said = "in both " + " and ".join(years)
    return f"{question[: found.start()].rstrip()} {said}{question[found.end() :]}"
