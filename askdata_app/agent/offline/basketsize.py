"""When baskets are biggest, said with the measure after: "at which hour are baskets biggest, in items per
basket?", "which hour of the day are orders largest, in items per order?".

The size of a basket said in items per basket is the number of items per order: the question is asked as
which one "has the most (fewest) items per order" (it was read as a list of the ten largest, or split by
product).
"""

from __future__ import annotations

import re

__all__ = ["basket_size"]

_SIZED = re.compile(
    r"\b(?:are|is|were|was) (?:the )?(?:baskets?|orders?|carts?|tickets?) (?:the )?"
    r"(?P<dir>biggest|largest|fullest|smallest|emptiest|most full),?\s*(?:\(\s*)?"
    r"(?:in|by|measured in|as|counting|counted in|going by) (?:terms of )?(?:the )?(?:number of )?"
    r"(?:items|things|products) per (?:basket|order|cart|ticket)\s*\)?",
    re.IGNORECASE,
)


def basket_size(question: str) -> str:
    """``question`` with baskets sized in items per basket said as the most (fewest) items per order."""
    found = _SIZED.search(question)
    if found is None:
        return question
    most = "fewest" if found.group("dir").lower() in {"smallest", "emptiest"} else "most"
    return f"{question[: found.start()]}has the {most} items per order{question[found.end() :]}"
