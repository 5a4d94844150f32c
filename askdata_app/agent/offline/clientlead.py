"""An adviser's lead-in about their own client: "For my client's file: ...", "On behalf of my client, ...".

An accountant, lawyer or tax adviser speaks of the business they act for as "my client"; the client is the
one asking, not a customer of the shops. Read as a customer, "for my client's file: total sales tax in 2020"
listed the tax each customer paid. The lead-in says only who the answer is for, so it goes.

>>> without_client_lead("For my client's file: total sales tax collected in 2020?")
'total sales tax collected in 2020?'
>>> without_client_lead("On behalf of our client, how many orders in 2019?")
'how many orders in 2019?'
>>> without_client_lead("For client 1234: how many orders?")
'For client 1234: how many orders?'
"""

from __future__ import annotations

import re

_LEAD = re.compile(
    r"^\s*(?:for|on behalf of|re|regarding) (?:my|our) clients?(?:'s?)?(?: [a-z-]+){0,2}\s*[:,;–—-]\s*",
    re.IGNORECASE,
)


def without_client_lead(question: str) -> str:
    """``question`` without a lead-in naming the asker's own client; unchanged when it has none."""
    if "client" not in question.lower():
        return question
    m = _LEAD.match(question)
    if m is None or not question[m.end() :].strip():
        return question
    return question[m.end() :]
