"""A tester's requests that lie outside the data: a test suite to run, another environment to compare with, or
a verdict on whether a figure is the one expected.

"Run the whole test suite against the data and list the failures", "compare these numbers with the
production environment", "is that the value you'd expect?" ask for tests, environments or expectations the
app does not hold: it has one database and answers questions about what is in it. Each is asked back (which
check on the data to run instead), never answered as some figure (before, "run the full regression suite"
was answered with a count of orders).
"""

from __future__ import annotations

import re

_SUITE = re.compile(
    r"\b(?:regression|unit|integration|smoke|end-to-end|e2e|acceptance|test)\s+(?:test\s+)?"
    r"(?:suites?|packs?|tests|harness|runs?)\b|\btest\s+cases\b",
    re.IGNORECASE,
)
_ENVIRONMENT = re.compile(
    r"\b(?:staging|production|prod|pre-?prod|dev|development|uat|sandbox|test|qa|live)\s+"
    r"(?:environments?|envs?|instances?|servers?|systems?|databases?|dbs?|copy|copies)\b",
    re.IGNORECASE,
)
_EXPECTED = re.compile(
    r"^\s*(?:so\s+|and\s+|ok\s+)?(?:is|was|does)\s+"
    r"(?:that|this|it|the (?:figure|count|number|value|result))\s+"
    r"(?:the\s+)?(?:expected|what (?:we|you|i)(?:'d| would)? expect(?:ed)?|as expected|match(?:ing)? "
    r"(?:the |what (?:we|you|i) )?expect(?:ed|ation)?s?)"
    r"(?:\s+(?:value|result|count|number|answer|figure|one))?"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)

OUTSIDE_ASK = (
    "I can't do that: {what}. I answer questions about what is in the one database I have (orders, their "
    "items, customers, stores, products and supplies). Which check on that data should I run instead?"
)
"""The question back for a request outside the data."""

OUTSIDE_CHOICES = (
    "orders with a total of $0 or less",
    "order ids that appear more than once",
    "row counts of every table",
)


def outside_asked(question: str) -> str | None:
    """What ``question`` asks for that lies outside the data ("a test suite to run", "another environment to
    compare with", "a verdict on what was expected"), or None."""
    if _SUITE.search(question):
        return "I hold no test suite to run"
    if _ENVIRONMENT.search(question):
        return "I see no other environment to compare with"
    if _EXPECTED.match(question):
        return "I hold no expected values to check a figure against"
    return None
