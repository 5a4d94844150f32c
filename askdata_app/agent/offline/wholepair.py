"""One store's figure beside the whole chain's ("Chicago's 2020 revenue next to the whole chain's", "orders
at New Orleans and for the whole chain", "Chicago vs the rest of the chain combined", "New Orleans against
the chain's average per store").

The question names a store and, after a comparing word, the chain: it asks for two figures, the store's and
the chain's (all stores, the other stores together, or the average store), one row each. Without this reading
the chain's words were dropped and the answer was the store's figure alone. The words are read off the
question here; the planner asks the rest and adds the second row (see ``Planner._beside_whole``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LINK = (
    r"(?:vs\.?|versus|v\.?|against|compared (?:to|with)|next to|beside|alongside|relative to|and|or|with)"
    r"(?:\s+(?:for|at|across|in|to|that of|those of))?"
)
_CHAIN = r"(?:chain|company|business|network)"
_STORES = r"(?:stores|locations|shops)"
_REST = re.compile(
    rf",?\s*\b{_LINK}\s+(?:the\s+)?(?:rest of (?:the\s+)?(?:{_CHAIN}|{_STORES})|other {_STORES})(?:'s)?"
    rf"(?:\s+(?:combined|together|put together|as a whole))?\b",
    re.IGNORECASE,
)
_AVERAGE = re.compile(
    rf",?\s*\b(?:{_LINK}|above or below|below or above|higher or lower than|lower or higher than)\s+"
    rf"(?:the\s+|our\s+)?(?:{_CHAIN}(?:'s)?\s+|chain-wide\s+)?(?:average|avg|mean)"
    rf"\s+(?:per|for an?|of an?|by)\s+(?:store|location|shop)\b",
    re.IGNORECASE,
)
_WHOLE = re.compile(
    rf",?\s*\b{_LINK}\s+(?:the\s+|our\s+)?(?:(?:whole|entire|total|overall)\s+)?"
    rf"(?:{_CHAIN}(?:[- ]wide)?(?:'s)?|all(?: the| our)?(?: \w+)? {_STORES}(?: combined| together)?)"
    rf"(?:\s+(?:total|figure|number|overall|as a whole))?(?=$|[\s,.;:?!])",
    re.IGNORECASE,
)
_BOTH = re.compile(
    r"[,.;:]?\s*\b(?:(?:show|give|get) me |i want |i need )?(?:both|the two|two)"
    r"(?: (?:numbers|figures|values|rows|of them))?(?: please| pls)?(?=\s*[.?!]*\s*$|\s*[.?!])",
    re.IGNORECASE,
)
"""'both numbers', 'two numbers please', 'Show me both figures', 'both please': how to show, nothing more."""


@dataclass(frozen=True)
class WholePair:
    """A question about one store beside the chain, split."""

    rest: str
    """The store's figure as a question of its own ("Chicago's 2020 revenue")."""
    mode: str
    """ "whole" (all stores), "rest" (the other stores together) or "average" (the average store)."""


def read_whole_pair(question: str) -> WholePair | None:
    """The pair asked, or None when the question does not set a figure beside the chain's."""
    for mode, pattern in (("rest", _REST), ("average", _AVERAGE), ("whole", _WHOLE)):
        m = pattern.search(question)
        if m is None:
            continue
        rest = question[: m.start()] + " " + question[m.end() :]
        rest = _BOTH.sub(" ", rest)
        rest = re.sub(r"\s+(?=[,;:.?!])", "", " ".join(rest.split()))
        rest = re.sub(r"[,;:]+(?=[.?!]|$)", "", rest)
        return WholePair(rest.strip(), mode)
    return None
