"""Clock times said in a question and absent from its SQL: "day shift (7am till 2:59pm) against swing shift
(3pm to close): orders in 2020" was the year's orders, the hours dropped without a word.

A time of day said with "am"/"pm" or as "hh:mm" when the planned SQL reads no hour of any timestamp (no hour
function, no "hh:mm" in a literal) was not used; the answer would look like an answer to the question and is
not one, so the planner says so instead (fail closed), as it does for a money amount (amountsaid).

>>> clocks_left_out("orders between 7am and 3pm in 2020", "SELECT COUNT(*) FROM orders")
['7am', '3pm']
>>> clocks_left_out("orders before 9am", "SELECT COUNT(*) FROM orders WHERE HOUR(ordered_at) < 9")
[]
>>> clocks_left_out("orders up to 23:59 on 2020-12-31",
...                 "SELECT COUNT(*) FROM orders WHERE ordered_at <= '2020-12-31 23:59:59'")
[]
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

__all__ = ["CLOCK_ASK", "clocks_left_out"]

_CLOCK = re.compile(
    r"\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s?(?:a\.?m\.?|p\.?m\.?)(?![a-z])|\b(?:[01]?\d|2[0-3]):[0-5]\d\b",
    re.IGNORECASE,
)
_TIME_TEXT = re.compile(r"\d{1,2}:\d\d")
CLOCK_ASK = (
    "I could not place {times} in the query: I would have answered without those hours. Please say the "
    "window "
    "of the day plainly, e.g. 'orders between 7am and 3pm in 2020', or one figure per window, e.g. 'orders "
    "from 7am to 3pm and from 3pm to 10pm, a figure for each'."
)


def _reads_hours(sql: str, dialect: str) -> bool | None:
    """Whether ``sql`` reads the hour (or a time of day) of a timestamp; None when it cannot be parsed."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    for node in tree.walk():
        if isinstance(node, exp.Literal) and node.is_string and _TIME_TEXT.search(node.this):
            return True
        if isinstance(node, exp.Var | exp.Literal) and str(node.this).lower() in {"hour", "minute", "%h"}:
            return True
        if isinstance(node, exp.Func):
            name = node.name if isinstance(node, exp.Anonymous) else node.sql_name()
            if any(part in name.lower() for part in ("hour", "minute", "time_of_day", "strftime")):
                return True
        if isinstance(node, exp.Extract | exp.TimestampTrunc | exp.DateTrunc):
            unit = node.args.get("unit") or node.this
            if unit is not None and str(getattr(unit, "this", unit)).lower() in {"hour", "minute"}:
                return True
    return False


def clocks_left_out(question: str, sql: str, dialect: str = "duckdb") -> list[str]:
    """The clock times ``question`` says when ``sql`` reads no hour, as said; [] when none is said, when the
    SQL reads an hour (or a time) or cannot be read."""
    said = [m.group(0).strip() for m in _CLOCK.finditer(question)]
    if not said or _reads_hours(sql, dialect) is not False:
        return []
    return said
