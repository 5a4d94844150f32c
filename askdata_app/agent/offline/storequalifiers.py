"""Words before a store that do not pick any stores out: "every insured site", "each covered location", "our
existing shops", "the respective branches". Every store of the data is insured, existing, operating: the word
goes (it was not understood, and the whole question was asked back).
"""

from __future__ import annotations

import re

_QUALIFIER = re.compile(
    r"\b(?:insured|covered|scheduled|listed|existing|operating|individual|respective|participating)\s+"
    r"(?=(?:sites?|stores?|shops?|locations?|branch(?:es)?|outlets?|caf[eé]s?|premises|restaurants?)\b)",
    re.IGNORECASE,
)


def without_store_qualifiers(question: str) -> str:
    """``question`` without the words before a store that pick none out (see the module docstring)."""
    return _QUALIFIER.sub("", question)
