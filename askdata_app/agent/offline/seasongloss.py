"""A season glossed by its months: "the winter before - December 2019 through February 2020", "summer (June
to August 2020)", "last winter, i.e. Dec 2019 to Feb 2020", "the winter of Dec 2019 to Feb 2020" are the
months said, from the first to the last.

The months are what the speaker means by a season said without its year; before, the season word was read
too ("which year do you mean for winter?", or the two read as two periods). A season with its year ("winter
2020 (December 2019 to February 2020)") is left as said: its months are known.

>>> season_glossed("Same product, the winter before - December 2019 through February 2020.")
'Same product, from December 2019 through February 2020.'
>>> season_glossed("orders in summer (June to August 2020)")
'orders from June to August 2020'
>>> season_glossed("drinks in the winter of Dec 2019 to Feb 2020")
'drinks from Dec 2019 to Feb 2020'
>>> season_glossed("revenue in winter 2020 (Dec 2019 to Feb 2020)")
'revenue in winter 2020 (Dec 2019 to Feb 2020)'
"""

from __future__ import annotations

import re

__all__ = ["season_glossed"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_YEAR = r"(?:19|20)\d\d"
_SEASON = r"(?:winter|summer|spring|fall|autumn)(?: season)?"

_GLOSSED = re.compile(
    rf"\b(?:(?:in|during|over|for|across) )?(?:the |that |this |last |next )?(?<!\d )(?<!\d's ){_SEASON}"
    r"(?: before| after)?(?! (?:of )?(?:19|20)\d\d)"
    r"\s*(?:[-\u2013\u2014:(]|,\s*(?:i\.e\.|that is|meaning|so)?|of\b)\s*"
    r"(?:i\.e\.,?\s*|that is,?\s*|meaning\s*)?"
    rf"(?:from )?(?P<first>{_MONTH}(?: {_YEAR})?)"
    r" (?P<to>through|thru|to|until|till|-|\u2013) "
    rf"(?P<last>{_MONTH} {_YEAR})(?:\s*\))?"
    r"(?!\)?\s*,?\s*(?:and )?(?:winter|spring|summer|fall|autumn)\b)",  # one of a list of seasons: left
    re.IGNORECASE,
)


def season_glossed(question: str) -> str:
    """``question`` with a season glossed by its months said as those months (see the module docstring)."""
    return _GLOSSED.sub(lambda m: f"from {m.group('first')} {m.group('to')} {m.group('last')}", question)
