"""Orders said by what they came to, "orders totalling more than $40": orders with an order total of more than
$40 (so a bare "Orders totalling more than $40 at Chicago in 2020." counts them, and is not read as the sum
of their totals).

>>> order_totalling("Orders totalling more than $40 with tax at the Chicago venue in 2020.")
'Orders with an order total of more than $40 with tax at the Chicago venue in 2020.'
>>> order_totalling("revenue from orders totaling under $10")
'Revenue from orders with an order total of under $10'
>>> order_totalling("revenue from orders with an order total over $40")
'revenue from orders with an order total over $40'
>>> order_totalling("orders totalling 3 items")
'orders totalling 3 items'
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import rewritten

__all__ = ["order_totalling"]

_TOTALLING = re.compile(
    r"\b(?P<orders>orders?) (?:(?:that |which )(?:totall?ed|totals?)|totall?ing|totall?ed) "
    r"(?P<op>more than|over|above|less than|under|below|at least|at most|exactly|no more than|no less than)"
    r" (?=\$\s?\d)",
    re.IGNORECASE,
)


def order_totalling(question: str) -> str:
    """``question`` with orders "totalling" an amount said as orders with that order total."""
    text = _TOTALLING.sub(lambda m: f"{m.group('orders')} with an order total of {m.group('op')} ", question)
    return text if text == question else rewritten(question, text)
