"""The records held, as a records manager or a data-protection officer says them: "customer records", "order
records", "order line records (order items)", "the number of records held per calendar year", "over the
entire retention period".

Only the register goes; what is counted stays:

- "<thing> record(s)" is the thing itself ("customer records" are the customers, "order records" the
  orders);
- an order line ("order line records", "order-lines", "line items") is an order item: it was read as an
  order; a gloss that says so again after it ("(order items)") goes;
- "held" (and "we hold", "on file", "in the records") says only that the data has them;
- "over the entire retention period" (the whole period the records are kept) is all the data;
- a customer's "latest order dated before X" is their last order before X;
- "first recorded (date of first order)": a gloss of when a record is first made goes (it was read as the
  earliest order date of each year).
"""

from __future__ import annotations

import re

__all__ = ["records_said_plainly"]

_I = re.IGNORECASE
_THINGS = r"customer|order[- ]item|order|product|store|location|suppl(?:y|ie)"
_LINES = re.compile(
    r"\b(?:order[- ]lines?|order[- ]line[- ]items?|line[- ]items?)(?:\s+records?)?"
    r"(?:\s*\((?:i\.e\.\s*|that is,?\s*)?(?:the\s+)?order[- ]items?\))?",
    _I,
)
_RECORDS = re.compile(
    rf"(?<!\btheir )(?<!\bits )(?<!\bhis )(?<!\bher )\b(?P<thing>{_THINGS})s?(?:'s|')?\s+(?P<rec>records?)\b",
    _I,
)
"""'customer records', 'an order record'; not 'their customer record' (the record a figure is read from)."""
_HELD = re.compile(
    r"(?:\s+(?:(?:that|which)\s+)?(?:are|is|were|was|we)\s+(?:held|on file)"
    r"|\s+(?:that\s+|which\s+)?we\s+(?:hold|have on file)(?=\s+(?:for|on|about|in)\b|\s*[,?.!]|$)"
    r"|(?<=[a-z)])\s+(?:held|on file)(?=\s+(?:for|in|per|by|across|over|at|on|each|every)\b|\s*[,?.!]|$)"
    r"|\s+(?:held\s+)?in\s+(?:the|our)\s+records)",
    _I,
)
_RETENTION = re.compile(
    r"\b(?:over|across|during|throughout|in|within|for)\s+(?:the\s+)?(?:entire|whole|full|complete)?\s*"
    r"(?:data\s+)?retention\s+(?:period|window|horizon)\b",
    _I,
)
_LATEST = re.compile(
    r"\b(?:a|their|the|its)\s+(?:latest|most recent|last)\s+order(?:\s+(?:date|time))?\s+(?:dated\s+)?"
    r"(?=before|after|on|in)\b",
    _I,
)


_FIRST_GLOSS = re.compile(
    r"\b(first\s+(?:recorded|seen|captured|registered|logged|appeared|appearing|on record))\s*\([^()]*\)", _I
)


def _thing(m: re.Match[str]) -> str:
    thing = re.sub(r"ie$", "y", m.group("thing"))
    if m.group("rec").lower() == "record":
        return thing
    return f"{thing[:-1]}ies" if thing.endswith("y") else f"{thing}s"


def records_said_plainly(question: str) -> str:
    """``question`` with the register of the records held said plainly (see the module docstring).

    >>> records_said_plainly("State the number of order line records (order items) held per calendar year.")
    'State the number of order items per calendar year.'
    >>> records_said_plainly("How many customer records hold a last order dated before 1 July 2018?")
    'How many customers have a last order before 1 July 2018?'
    >>> records_said_plainly("How many customer records have a latest order dated before 1 January 2019?")
    'How many customers have a last order before 1 January 2019?'
    >>> records_said_plainly("How many customers placed one order over the entire retention period?")
    'How many customers placed one order in all the data?'
    >>> records_said_plainly("For each calendar year held, the customers who ordered")
    'For each calendar year, the customers who ordered'
    """
    text = _FIRST_GLOSS.sub(r"\1", question)
    text = _LINES.sub("order items", text)
    text = _RECORDS.sub(_thing, text)
    text = re.sub(r"\b(customers?)\s+(?:hold|holds)\b", r"\1 have", text, flags=_I)
    text = _HELD.sub("", text)
    text = _RETENTION.sub("in all the data", text)
    text = _LATEST.sub(lambda m: m.group(0).split()[0] + " last order ", text)
    if text == question:
        return question
    return re.sub(r"[ \t]+([,?!]|\.(?!\w))", r"\1", re.sub(r"[ \t]+", " ", text))
