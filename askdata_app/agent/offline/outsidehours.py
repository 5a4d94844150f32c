"""Orders at either end of the day: "before 8am or from 9pm onward", "after 8pm or before 9am", "outside
8am to 9pm", "not between 7am and 10pm".

The clock reads one span of hours; these ask for the hours outside one. The question is planned with the
span inside ("between 8am and 9pm"), and the SQL's condition on that span is then turned round (NOT ...).
Left as they were, the second bound was not understood, or "outside 8am to 9pm" counted the orders inside.
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

__all__ = ["hours_outside", "outside_sql"]

_CLOCK = r"(?:\d{1,2}(?::\d{2})\s?(?:am|pm|a\.m\.|p\.m\.)?|\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)|noon|midnight)"
_WHEN = r"(?:(?:placed|timestamped|rung up|made|ordered|that came in|came in) )?"
_SAID = (
    re.compile(
        rf"\boutside(?: of)?(?: the hours of| the window of| the)? (?P<a>{_CLOCK})\s?(?:to|-|\u2013|and|until"
        rf"|till|through|thru)\s?(?P<b>{_CLOCK})(?: hours?| window)?",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\bnot (?:between|from) (?P<a>{_CLOCK}) (?:and|to|till|until) (?P<b>{_CLOCK})", re.IGNORECASE
    ),
    re.compile(
        rf"\bbefore (?P<a>{_CLOCK}),? or {_WHEN}(?:from|after|at|past|since) (?P<b>{_CLOCK})"
        r"(?: onwards?| or later| and later| on)?",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:from|after|at|past|since) (?P<b>{_CLOCK})(?: onwards?| or later| and later| on)?,? or {_WHEN}"
        rf"before (?P<a>{_CLOCK})",
        re.IGNORECASE,
    ),
)


def hours_outside(question: str) -> str | None:
    """``question`` with the span inside said ("between 8am and 9pm") when it asks for the hours outside one;
    None otherwise.

    >>> hours_outside("how many orders came in before 8am or from 9pm onward?")
    'how many orders came in between 8am and 9pm?'
    >>> hours_outside("tickets outside 7:00-22:00 in 2019")
    'tickets between 7:00 and 22:00 in 2019'
    """
    for pattern in _SAID:
        m = pattern.search(question)
        if m is not None:
            inside = f"between {m.group('a')} and {m.group('b')}"
            return question[: m.start()] + inside + question[m.end() :]
    return None


def _hour_bound(node: exp.Expression, kind: type[exp.Expression]) -> bool:
    return (
        isinstance(node, kind)
        and isinstance(node.this, exp.Hour)
        and isinstance(node.expression, exp.Literal)
    )


def outside_sql(sql: str, dialect: str) -> str | None:
    """``sql`` with its one span of hours (HOUR(t) >= lo AND HOUR(t) < hi) turned round; None when it has
    not exactly one such span."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    lows = [n for n in tree.find_all(exp.GTE) if _hour_bound(n, exp.GTE)]
    highs = [n for n in tree.find_all(exp.LT) if _hour_bound(n, exp.LT)]
    if len(lows) != 1 or len(highs) != 1:
        return None
    low, high = lows[0], highs[0]
    if low.this.sql() != high.this.sql() or not isinstance(high.parent, exp.And):
        return None
    span = exp.Not(this=exp.Paren(this=exp.And(this=low.copy(), expression=high.copy())))
    joined = high.parent
    rest = joined.this if joined.expression is high else joined.expression
    joined.replace(rest)
    low.replace(span)
    return tree.sql(dialect=dialect)
