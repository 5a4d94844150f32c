"""Money amounts said in a question and absent from its SQL: "how many orders had a total of $5?" was all the
orders, the amount dropped without a word.

An amount said with a dollar sign or "dollars"/"bucks" that no number of the planned SQL carries (at any
scale: cents, thousands, millions) was not used; the answer would look like an answer to the question and is
not one, so the planner says so and asks for the amount's role instead (fail closed).

>>> amounts_left_out("how many orders had a total of $5?", "SELECT COUNT(*) FROM orders")
['$5']
>>> amounts_left_out("orders over $30", "SELECT COUNT(*) FROM orders WHERE order_total > 30")
[]
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

__all__ = ["AMOUNT_ASK", "amounts_left_out"]

_AMOUNT = re.compile(
    r"(?<![\w.])\$\s?(?P<a>\d[\d,]*(?:\.\d+)?)|\b(?P<b>\d[\d,]*(?:\.\d+)?) ?(?:dollars?|bucks|usd)\b",
    re.IGNORECASE,
)
_SCALES = (0.01, 1.0, 100.0, 1e3, 1e6, 1e9)
AMOUNT_ASK = (
    "I could not place {amounts} in the query. Is it a bound on an order's total, on an item's price, or "
    "something else? Please say it with 'over', 'under', 'exactly' or 'between', e.g. 'orders with a "
    "total over $30'."
)


def _numbers(sql: str, dialect: str) -> set[float] | None:
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    out = set()
    for lit in tree.find_all(exp.Literal):
        if lit.is_string:
            continue
        try:
            out.add(round(float(lit.this), 6))
        except ValueError:
            continue
    return out


def amounts_left_out(question: str, sql: str, dialect: str = "duckdb") -> list[str]:
    """The money amounts ``question`` says that no number in ``sql`` carries, as said; [] when every one is
    used (or the SQL cannot be read)."""
    said = [
        (m.group(0).strip(), float((m["a"] or m["b"]).replace(",", ""))) for m in _AMOUNT.finditer(question)
    ]
    if not said:
        return []
    numbers = _numbers(sql, dialect)
    if numbers is None:
        return []
    return [text for text, value in said if not any(round(value * s, 6) in numbers for s in _SCALES)]
