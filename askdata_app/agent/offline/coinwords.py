"""An amount said as a coin or note: "less than a quarter (under $0.25) in sales tax", "over a dollar in
tax", "under a dime of tax".

"A quarter" beside an amount of money is 25 cents, not a quarter of the year; before, "less than a quarter
(under $0.25) in sales tax" was read as orders by quarter. The coin is said as its amount when the figure
bounded is money said right after it ("in tax", "of sales tax", "in change"), or when the amount is
glossed in brackets; the gloss then goes. "Less than a quarter of the orders" (a share) is not read here.

>>> coin_amounts("How many orders carried less than a quarter (under $0.25) in sales tax?")
'How many orders carried under $0.25 in sales tax?'
>>> coin_amounts("orders with over a dime ($0.10) of tax")
'orders with over $0.10 of tax'
>>> coin_amounts("orders with more than a dollar in tax")
'orders with more than $1.00 in tax'
>>> coin_amounts("less than a quarter of the orders")
'less than a quarter of the orders'
"""

from __future__ import annotations

import re

_COINS = {"penny": "0.01", "cent": "0.01", "nickel": "0.05", "dime": "0.10", "quarter": "0.25",
          "dollar": "1.00", "buck": "1.00"}  # fmt: skip
_BOUND = r"(?:less than|fewer than|under|below|over|more than|above|at least|at most)"
_GLOSSED = re.compile(
    rf"\b(?P<bound>{_BOUND}) (?:a|one) (?:{'|'.join(_COINS)}) \((?P<gloss>(?:{_BOUND} )?\$\d+(?:\.\d+)?)\)",
    re.IGNORECASE,
)
_MONEY_AFTER = re.compile(
    rf"\b(?P<bound>{_BOUND}) (?:a|one) (?P<coin>{'|'.join(_COINS)})"
    r"(?= (?:in|of) (?:the )?(?:sales )?(?:tax(?:es)?|change)\b)",
    re.IGNORECASE,
)


def coin_amounts(question: str) -> str:
    """``question`` with a coin said as its amount where it bounds money; unchanged when it has none."""
    if not re.search(rf"(?i)\b(?:{'|'.join(_COINS)})\b", question):
        return question
    said = _GLOSSED.sub(
        lambda m: m.group("gloss") if not m.group("gloss").startswith("$") else f"{m['bound']} {m['gloss']}",
        question,
    )
    return _MONEY_AFTER.sub(lambda m: f"{m.group('bound')} ${_COINS[m.group('coin').lower()]}", said)
