"""When a product was first (last) sold: "when was the flame impala first sold?", "the first appearance of the
mel-bun: the time of its earliest line item", "the date of the last tangaroo sale in 2019".

The answer is the earliest (latest) order time of the product's order items, kept to a year when one is
said; its date alone when a date or day is asked. Before, "when was X first sold" was the number of X sold
(a figure never asked), and "the time of its earliest line item" was asked back (which measure?).

Only a question naming one product and asking when is read so: a figure of it ("how many", "how much",
"revenue"), a breakdown ("each", "per", "by store") or a store named are left to the other readings.

>>> read_first_sold("when was the flame impala first sold?", ["flame impala", "mel-bun"])
FirstSold(product='flame impala', last=False, year=None, date=False)
>>> read_first_sold("how many flame impala were sold in 2019?", ["flame impala"]) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["FirstSold", "first_sold_sql", "read_first_sold"]

_I = re.IGNORECASE
_FIRST = r"(?:first|earliest|very first)"
_LAST = r"(?:last|latest|most recent|final|very last)"
_CUE = re.compile(
    rf"\b(?P<edge>{_FIRST}|{_LAST}|most recently)\s+(?:(?:[\w-]+\s+){{0,3}})?"
    r"(?:sold|ordered|bought|purchased|appear(?:ed|s)?|appearance|sales?|sighting|line[- ]items?"
    r"|order[- ]items?"
    r"|order[- ]lines?|time (?:it|they) (?:was|were) (?:sold|ordered|bought))\b",
    _I,
)
_WHEN = re.compile(
    r"\b(?:when|what time|what date|which date|which day|on what day|time|timestamp|date|day|appearance)\b",
    _I,
)
_DATE = re.compile(r"\b(?:date|day)\b", _I)
_OTHER = re.compile(
    r"\b(?:how many|how much|count|number|revenue|sales total|total|average|each|every|per"
    r"|by (?:store|month|year"
    r"|week|day)|which (?:store|customer|shop|location)|who|where|stores?|shops?|locations?|customers?|price"
    r"|cost|supplies|supply)\b",
    _I,
)
_YEAR = re.compile(r"\b(?:in|during|of|for) ((?:19|20)\d\d)\b", _I)


@dataclass(frozen=True)
class FirstSold:
    """When ``product`` was first (``last``) sold, within ``year`` when one is said (``date``: the day)."""

    product: str
    last: bool
    year: int | None
    date: bool


def read_first_sold(question: str, names: Sequence[str]) -> FirstSold | None:
    """The product ``question`` asks the first (last) sale of, or None (see the module docstring)."""
    cue = _CUE.search(question)
    if cue is None or _WHEN.search(question) is None or _OTHER.search(question) is not None:
        return None
    lowered = question.lower()
    named = [n for n in names if re.search(rf"(?<![\w-]){re.escape(n.lower())}(?![\w-])", lowered)]
    if len(named) != 1:
        return None
    year = _YEAR.search(question)
    last = re.match(rf"{_LAST}|most recently", cue.group("edge"), _I) is not None
    asked_date = _DATE.search(question) is not None and not re.search(r"\btime(?:stamp)?\b", question, _I)
    return FirstSold(named[0], last, int(year.group(1)) if year else None, asked_date)


def first_sold_sql(sold: FirstSold) -> str:
    """The earliest (latest) order time (date) of ``sold.product``'s order items."""
    edge = "MAX" if sold.last else "MIN"
    when = "CAST(i.ordered_at AS DATE)" if sold.date else "i.ordered_at"
    name = sold.product.replace("'", "''")
    where = f"p.product_name = '{name}'"
    if sold.year is not None:
        where += f" AND i.ordered_at >= '{sold.year}-01-01' AND i.ordered_at < '{sold.year + 1}-01-01'"
    column = ("last" if sold.last else "first") + "_sold_" + ("date" if sold.date else "at")
    return (
        f"SELECT {edge}({when}) AS {column} FROM order_items AS i"
        f" JOIN products AS p ON p.product_id = i.product_id WHERE {where}"
    )
