"""A store's city said with its state after it: "Chicago, Illinois", "New Orleans, LA", "Brooklyn (NY)".

The stores are named by their cities; a tax advisor, a mail clerk or an out-of-towner writes the state
after the city as on an address. The state adds nothing the city does not say, so it is left out when it
follows a store's name; the word was not understood, and the question was asked back. A state said on its
own ("sales in California") is not read here.

>>> city_state("Chicago, Illinois: tax by month in 2019", ["Chicago", "Brooklyn"])
'Chicago: tax by month in 2019'
>>> city_state("orders at New Orleans, LA in 2019", ["New Orleans"])
'orders at New Orleans in 2019'
>>> city_state("Chicago, and Brooklyn", ["Chicago", "Brooklyn"])
'Chicago, and Brooklyn'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

_STATES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho"
    "|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota"
    "|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York"
    "|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina"
    "|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)
_CODES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|ID|IL|IA|KS|KY|LA|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND"
    "|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY"
)
"""The states' postal codes, less those that are also English words in capitals ("IN", "OR", "OK", "ME",
"HI", "OH")."""
_GATE = re.compile(rf"\b(?:{_STATES})\b|\b(?:{_CODES})\b", re.IGNORECASE)
"""Cheap check first: a state's name (any case) or a code appears at all."""


@lru_cache(maxsize=64)
def _after(stores: tuple[str, ...]) -> re.Pattern[str] | None:
    if not stores:
        return None
    names = "|".join(re.escape(s) for s in sorted(stores, key=len, reverse=True))
    # a full name in any case; a two-letter code only in capitals ("LA", not "la" or "in")
    return re.compile(
        rf"\b({names})(?:,\s*|\s+\(\s*)(?:(?i:{_STATES})|(?:{_CODES}))\b(\s*\))?",
    )


def city_state(question: str, stores: Iterable[str]) -> str:
    """``question`` with a state left out where it follows a store's city; unchanged when none does."""
    if not _GATE.search(question):
        return question
    pattern = _after(tuple(stores))
    if pattern is None:
        return question
    return pattern.sub(r"\1", question)
