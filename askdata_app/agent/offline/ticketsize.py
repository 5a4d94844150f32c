"""A ticket's size, said the way a store auditor says it.

- "the smallest ticket ever", "the biggest single ticket per store", "the largest receipt on record": one
  order's amount at its lowest or highest: the biggest order (read as the maximum order total already) or
  the minimum order total (it was asked back, "rank orders by which measure?", or the stores were counted
  per order); in an earlier question of a conversation the words stay ("which customer placed it?");
- a gloss in brackets that only names the order total ("avg ticket (order total incl tax) by hour", "mean
  ticket (avg order total) per store", "smallest ticket ever (min order total incl tax)"), or after a comma
  with a tax note ("biggest ticket per store, order total w/ tax"): it says which amount a ticket is, which
  the planner already knows, so it goes (the order total was read as a breakdown too, a row per amount).

A question that asks which member had that ticket ("which store had the biggest order") is left as it was.
"""

from __future__ import annotations

import re

__all__ = ["ticket_size"]

_TICKET = r"(?:tickets?|receipts?|reciepts?|checks?|baskets?|transactions?|orders?|purchases?)"
_TAX_NOTE = (
    r"(?:(?:incl\.?|including|inclusive of|with|w/ ?|plus|after) (?:the )?(?:sales )?tax(?:es)?"
    r"|(?:sales )?tax(?:es)? (?:in|incl\.?|included|inclusive))"
)
_AGG = r"(?:avg\.?|average|mean|min\.?|minimum|max\.?|maximum|largest|smallest|biggest|highest|lowest|single)"
_BRACKET_GLOSS = re.compile(
    rf"\s*\((?:i\.?e\.?,? |the |its |their )?(?:{_AGG} )?order[ _]totals?(?:,? {_TAX_NOTE})?\)", re.IGNORECASE
)
_COMMA_GLOSS = re.compile(
    rf",\s*(?:the |its )?(?:{_AGG} )?order[ _]totals?,? {_TAX_NOTE}\s*(?=[,;:.?!]|$)", re.IGNORECASE
)
_ABOUT_TICKETS = re.compile(
    r"\b(?:avg\.?|average|mean|typical|median|min\.?|minimum|max\.?|maximum|largest|smallest|biggest|highest"
    rf"|lowest|tiniest|single|priciest|cheapest)(?: \S+){{0,2}}? {_TICKET}\b|\border values?\b|\baov\b",
    re.IGNORECASE,
)
"""A ticket phrase that names the figure itself ("avg ticket", "the biggest single ticket"), so that a gloss
naming the order total adds nothing ("total $ (order total incl tax) from the $50+ tickets" keeps it)."""

_HIGH = {"biggest", "largest", "highest", "priciest", "costliest", "heftiest", "max", "maximum"}
_SINGLE = re.compile(
    r"\b(?:the )?(?:single |one |individual )?"
    r"(?P<how>biggest|largest|highest|priciest|costliest|heftiest|smallest|lowest|tiniest|cheapest)"
    r"(?: (?:single|one|individual))? (?:ticket|receipt|reciept|check|transaction|basket|order)(?: size)?\b"
    r"(?!s\b|[-_']| (?:count|volume|number|numbers|id|ids|date|time|day|days|week|month|year|hour|of the\b))",
    re.IGNORECASE,
)
_WHICH_MEMBER = re.compile(
    r"\b(?:which|who|whose|whom"
    r"|what (?:store|shop|location|customer|guest|product|item|day|date|month|hour))\b"
    r"|\b(?:order|ticket|receipt|transaction) (?:id|number|#)\b|\b(?:ids|list|show me the|pull)\b",
    re.IGNORECASE,
)


def ticket_size(question: str, *, single: bool = True) -> str:
    """``question`` with a single ticket's size said as the order total's minimum or maximum, and with a
    gloss that only names the order total left out; unchanged otherwise.

    >>> ticket_size("smallest ticket ever (min order total incl tax)?")
    'the minimum order total ever?'
    >>> ticket_size("biggest single ticket per store in 2020, order total w/ tax")
    'biggest single order per store in 2020'
    >>> ticket_size("avg ticket (order total incl tax) for each hour of the day")
    'avg ticket for each hour of the day'
    >>> ticket_size("total $ (order total incl tax) from the $50+ tickets")
    'total $ (order total incl tax) from the $50+ tickets'
    >>> ticket_size("which store had the biggest order in 2019")
    'which store had the biggest order in 2019'
    """
    if _ABOUT_TICKETS.search(_BRACKET_GLOSS.sub("", _COMMA_GLOSS.sub("", question))):
        question = _COMMA_GLOSS.sub("", _BRACKET_GLOSS.sub("", question))
    if not single or _WHICH_MEMBER.search(question):
        return question  # an earlier question keeps its words: "which customer placed it?" may follow

    def said(m: re.Match[str]) -> str:
        if m.group("how").lower() not in _HIGH:
            return "the minimum order total"
        return re.sub(  # "the biggest order" is read as it is; "the biggest ticket" is the biggest order
            r"\b(?:ticket|receipt|reciept|check|transaction|basket)(?: size)?$",
            "order",
            m.group(0),
            flags=re.I,
        )

    return _SINGLE.sub(said, question)
