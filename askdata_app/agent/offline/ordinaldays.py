"""Days of a month said by their ordinal alone, the month said once: "the 30th vs the 31st of December 2020",
"the 24th or the 26th of December 2019", and a holiday with its day of the month beside it: "Christmas
Eve, the 24th, in 2020", "on Boxing Day (the 26th) 2019".

Each ordinal is a day of the month named after the last of them: "the 30th vs the 31st of December 2020" is
"30 December 2020 vs 31 December 2020" (before, "30th" was not understood; "and" was read already). A
day of the month beside a holiday only says again which day the holiday is; it is left out, and the holiday
(with its year) names the day.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.occasions import holiday_pattern

__all__ = ["ordinal_days"]

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_NTH = r"(?:the )?(\d{1,2})(?:st|nd|rd|th)"
_VERSUS = r"(?:vs\.?|versus|v\.?|against|compared (?:to|with)|or)"
_PAIR = re.compile(
    rf"\b{_NTH},? ({_VERSUS}) {_NTH} (?:of )?({_MONTH})(,? (?:19|20)\d\d)?\b",
    re.IGNORECASE,
)
_HOLIDAY = holiday_pattern().replace("s?", "(?:s|'s|’s|s')?")
_BESIDE = re.compile(
    rf"\b({_HOLIDAY})(?:,\s*the \d{{1,2}}(?:st|nd|rd|th),?|\s*\((?:the |on the )?\d{{1,2}}(?:st|nd|rd|th)\))"
    r"(?!\s*(?:of\b|" + _MONTH + r"))",
    re.IGNORECASE,
)


def ordinal_days(question: str) -> str:
    """``question`` with days said by their ordinal before one month ("the 30th vs the 31st of December
    2020") each said with the month, and a day of the month beside a holiday left out."""
    text = _PAIR.sub(_paired, question)
    return _BESIDE.sub(r"\1", text)


def _paired(m: re.Match[str]) -> str:
    month, year = m.group(4), m.group(5) or ""
    return f"{m.group(1)} {month}{year} {m.group(2)} {m.group(3)} {month}{year}"
