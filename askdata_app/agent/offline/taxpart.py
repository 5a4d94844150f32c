"""One money figure less its own pre-tax version: "lifetime spend with tax minus pre-tax lifetime spend",
"order total minus order total before tax" (the tax inside the figure).

Both sides name the same figure and differ only in their words about tax; read as a formula, the two tax
words clashed and one side was lost (the revenue came back). Said as "the difference between X and pre-tax
X", each side is read whole, as the difference of two figures is.

>>> tax_part("lifetime spend with tax minus pre-tax lifetime spend.")
'the difference between lifetime spend and pre-tax lifetime spend.'
>>> tax_part("2019: order total less order total before tax")
'2019: the difference between order total and pre-tax order total'
>>> tax_part("revenue minus order cost")
'revenue minus order cost'
"""

from __future__ import annotations

import re

_X = r"(?P<x>[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?)"
_INCL = r"(?: (?:with|including|incl\.?|plus|after) (?:the )?(?:sales )?tax(?:es)?| tax(?:es)? included)?"
_OUT = r"(?:minus|less|take away|subtract(?:ing)?)"
_EXCL_BEFORE = r"(?:pre-?tax|pretax|untaxed|net)"
_EXCL_AFTER = r"(?:before|excluding|without|ex|net of) (?:the )?(?:sales )?tax(?:es)?"
_PART = re.compile(
    rf"\b(?:the )?{_X}{_INCL} {_OUT} (?:the )?(?:{_EXCL_BEFORE} (?P=x)\b|(?P=x) {_EXCL_AFTER}\b)",
    re.IGNORECASE,
)


def tax_part(question: str) -> str:
    """``question`` with "X (with tax) minus pre-tax X" said as "the difference between X and pre-tax X";
    unchanged when it has none."""
    if "tax" not in question.lower() and "net" not in question.lower():
        return question
    m = _PART.search(question)
    if m is None:
        return question
    x = m.group("x")
    return f"{question[: m.start()]}the difference between {x} and pre-tax {x}{question[m.end() :]}"
