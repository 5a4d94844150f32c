"""'Name' as the verb that asks for a list or a row: "name the two cheapest drinks on the menu with their
prices", "name the customer who spent the most in 2019".

Said first, "name" asks to show what follows; it is not the customers' name column. Before, it drew the
customers into the answer (a row for each customer and product). A short "name the branch." (a follow-up
pointing back) is left as said.
"""

from __future__ import annotations

import re

_NAME = re.compile(
    r"^(?:(?:please|now|ok|okay|so|and|can you|could you)[,\s]+)*name (?=(?:the|our|all|every|each|any|\d+"
    r"|two|three|four|five|six|seven|eight|nine|ten|those|these)\b(?:\s+\S+){3,})",
    re.IGNORECASE,
)


def name_as_show(question: str) -> str:
    """``question`` with a leading "name the ..." said as "show the ..." (see the module)."""
    return _NAME.sub("Show ", question.strip(), count=1)
