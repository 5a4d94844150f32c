"""One record named by its key column and number: "customer_id 1768", "order_id = 5001", "product_id #3".

An engineer names one customer by the column that holds its key ("per-customer check for customer_id 1768:
their orders per month"); said as "customer 1768", the way the readings of one member know it (the filter
was silently dropped: every customer's orders). Only a key of one of the data's entities followed by a
number is read; "customer_id values" or "distinct customer_id" are the column itself and left alone.
"""

from __future__ import annotations

import re

_KEY_ID = re.compile(
    r"\b(?P<entity>customer|order|product|supply|location)_id\s*(?:=|==|#|:)?\s*(?P<n>\d+)\b(?!\s*(?:rows?|times?|values?|%|\.\d))",
    re.IGNORECASE,
)
_ENTITY = {"location": "store"}


def key_ids_said(question: str) -> str:
    """``question`` with "customer_id 1768" said as "customer 1768"."""
    if "_id" not in question.lower():
        return question

    def said(m: re.Match[str]) -> str:
        entity = m.group("entity").lower()
        return f"{_ENTITY.get(entity, entity)} {m.group('n')}"

    return _KEY_ID.sub(said, question)
