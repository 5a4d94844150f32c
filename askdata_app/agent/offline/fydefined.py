"""A financial year defined by its dates in the question: "FY20 runs 1 July 2019 to 30 June 2020. What was
revenue for FY20?", "FY19 (1 Jul 2018 to 30 Jun 2019) against FY20 (1 Jul 2019 to 30 Jun 2020)", "our fiscal
year 2020, which runs from 1 April 2020 to 31 March 2021".

The label is said as its span ("1 July 2019 to 30 June 2020") wherever it is used, and a sentence that only
defines it goes. Before, "FY20" was read as the calendar year 2020 beside (or instead of) the dates given. A
financial year said with no dates stays the calendar year (formal.py).

>>> fy_defined("FY20 runs 1 July 2019 to 30 June 2020. What was revenue for FY20?")
'What was revenue for 1 July 2019 to 30 June 2020?'
>>> fy_defined("FY19 (1 Jul 2018 to 30 Jun 2019) up against FY20 (1 Jul 2019 to 30 Jun 2020), revenue")
'1 Jul 2018 to 30 Jun 2019 up against 1 Jul 2019 to 30 Jun 2020, revenue'
"""

from __future__ import annotations

import re

__all__ = ["fy_defined"]

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH},? (?:19|20)\d\d|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,?"
    r" (?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d)"
)
_SPAN = rf"(?:from )?(?P<a>{_DATE}) (?:to|till|until|through|thru|-|\u2013) (?P<b>{_DATE})"
_LABEL = (
    r"(?P<label>fy ?'?\d\d(?:\d\d)?(?:[-/]\d\d(?:\d\d)?)?"
    r"|(?:our |the )?(?:fiscal|financial) year (?:'?\d\d(?:\d\d)?(?:[-/]\d\d(?:\d\d)?)?)"
    r"|(?:fiscal|financial) (?:19|20)\d\d)"
)
_GLOSSED = re.compile(
    rf"\b{_LABEL}\s*\((?:i\.e\.,? |which (?:is|runs|ran) |runs |running |being |=\s*)?{_SPAN}\)",
    re.IGNORECASE,
)
_STATED = re.compile(
    rf"\b{_LABEL},? (?:runs|ran|goes|went|is|was|covers|covered|means|=|:|which (?:runs|ran|is|was)"
    rf"|running|being)(?: from)? {_SPAN}",
    re.IGNORECASE,
)
_USED = re.compile(rf"\b{_LABEL}", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.;:!]\s+(?=\S)")


def fy_defined(question: str) -> str:
    """``question`` with each financial year it defines by dates said as those dates."""
    spans: dict[str, str] = {}

    def glossed(m: re.Match[str]) -> str:
        said = f"{m.group('a')} to {m.group('b')}"
        spans[_key(m.group("label"))] = said
        return said

    text = _GLOSSED.sub(glossed, question)
    stated = _STATED.search(text)
    if stated is not None:
        said = f"{stated.group('a')} to {stated.group('b')}"
        spans[_key(stated.group("label"))] = said
        ends = [e.end() for e in _SENTENCE_END.finditer(text)]
        start = max((e for e in ends if e <= stated.start()), default=0)
        end = min((e for e in ends if e > stated.end()), default=None)
        if end is not None:  # "Our way, FY20 runs ... . What was revenue for FY20?": the sentence goes
            text = text[:start] + text[end:]
        else:  # "revenue for FY20, which runs 1 July 2019 to 30 June 2020": the dates said once
            text = text[: stated.start()] + said + text[stated.end() :]
    if not spans:
        return question

    def used(m: re.Match[str]) -> str:
        return spans.get(_key(m.group(0)), m.group(0))

    text = _USED.sub(used, text)
    return text.strip()


def _key(label: str) -> str:
    return re.sub(r"[^a-z0-9]", "", label.lower().replace("our", "").replace("the", ""))
