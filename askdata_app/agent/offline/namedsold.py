"""A member said after "sold the most": counted in units ("which store sold the most vanilla ice in 2019").

"which store sold the most drinks" was read as units already, a kind said in the plural; a product said by
its name ("the most chai and mighty", "the most tangaroo") was left to "top selling", which ranks by the
revenue. The name of a thing sold is a count noun: the units of it sold, ranked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def units_of_named(question: str, names: Iterable[str]) -> str:
    """``question`` with "sold the most <name>" said as "sold the most units of <name>"."""
    spelled = sorted({n.lower() for n in names if n and len(n) >= 3}, key=len, reverse=True)
    if not spelled:
        return question
    pattern = re.compile(
        r"\b(sold|sells?|selling|moved|shifted) (?:the )?(most|fewest|least) (?:of )?(?:the )?("
        + "|".join(re.escape(n) for n in spelled)
        + r")\b(?!')",
        re.IGNORECASE,
    )
    return pattern.sub(lambda m: f"{m.group(1)} the {m.group(2)} units of {m.group(3)}", question)
