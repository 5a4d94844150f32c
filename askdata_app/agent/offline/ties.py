"""A superlative asked with its ties: "which drink is the priciest? if two share the top price, list
both", "the cheapest jaffles, ties included", "which store had the fewest orders in 2019 (name every one
if there is a tie)".

The ranking is the question without its words about ties, planned as usual; the answer is every one of
its rows whose figure equals the first row's (one row, or all that tie with it), not the first row alone
(a tie was cut at random) nor a fixed number of rows (the ones that do not tie were listed too).
"""

from __future__ import annotations

import re

__all__ = ["read_ties", "tied_rows_sql"]

_SHARED = (
    r"(?:shares?|share|has|have|had|is tied (?:for|on|at)|are tied (?:for|on|at)|ties? (?:for|on|at)"
    r"|comes? to|hits?|matches?)"
)
_NAME_ALL = (
    r"(?:(?:name|list|give|show|include|return|tell me|keep)(?: me)?"
    r" (?:them all|all of them|every one(?: of them)?|each(?: of them| one)?|both|them|all)"
    r"|them all|all of them|every one of them|each of them|both of them)"  # "name" may be read off already
)
_TIES = re.compile(
    # "If more than one shares the lowest menu price, name them all."
    r"[,.;:(]?\s*\b(?:and )?(?:if|when|should|where) (?:more than (?:one|1)|several|(?:two|2) or more"
    r"|there are several|some|any two|two)\b"
    rf"(?: [\w'-]+){{0,2}}? {_SHARED}\b[^,.;:?!]*,? (?:then )?{_NAME_ALL}\b[^.?!)]*[.?!)]?"
    # "if there is a tie, list every one"
    rf"|[,.;:(]?\s*\b(?:and )?(?:if|in case|should) (?:there(?:'s| is| are)|it(?:'s| is)) (?:a )?(?:tie|ties"
    rf"|tied|draw)\b[^,.;:?!]*,? (?:then )?{_NAME_ALL}\b[^.?!)]*[.?!)]?"
    # "the cheapest jaffles, ties included", "(including ties)", "with any ties"
    r"|[,(]?\s*\b(?:ties included|including (?:any )?ties|with (?:any |all )?ties(?: included)?"
    r"|ties and all|all ties)\b\)?",
    re.IGNORECASE,
)


def read_ties(question: str) -> str | None:
    """The ranking ``question`` asks with its ties (the question without its words about them), or None.

    >>> read_ties("Which drinks are the cheapest? If more than one shares the lowest price, name them all.")
    'Which drinks are the cheapest?'
    >>> read_ties("The priciest jaffle, ties included")
    'The priciest jaffle'
    >>> read_ties("Which jaffle is the cheapest?") is None
    True
    """
    if not re.search(
        r"\bties?\b|\btied\b|\bdraw\b|\bmore than (?:one|1)\b|\bseveral\b|\btwo\b|\bsome\b", question, re.I
    ):
        return None
    found = _TIES.search(question)
    if found is None:
        return None
    rest = (question[: found.start()] + " " + question[found.end() :]).strip(" ,;:(")
    rest = " ".join(rest.split())
    return rest or None


def tied_rows_sql(whole_sql: str, top_sql: str, column: str) -> str:
    """The rows of the ranking ``whole_sql`` (every row, ordered) whose ``column`` equals that of the one row
    of ``top_sql`` (the same ranking cut to its first row).

    >>> tied_rows_sql("SELECT a, b FROM t ORDER BY b", "SELECT a, b FROM t ORDER BY b LIMIT 1", "b")[:60]
    'SELECT * FROM (SELECT a, b FROM t ORDER BY b) AS t_all WHERE'
    """
    return (
        f"SELECT * FROM ({whole_sql}) AS t_all WHERE t_all.{column} = "
        f"(SELECT t_top.{column} FROM ({top_sql}) AS t_top)"
    )
