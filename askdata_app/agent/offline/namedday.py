"""A day the question names, then points back to, or names twice: "24 December 2019: which product sold the
most units that day?", "Boxing Day, the one in 2019 (26 December): which store was busiest on the day?"

"that day" points to the one day said before it; read alone it was a split by day (one row per day, of which
there is one). It goes when the question names exactly one day (a holiday said with its year is one). A
holiday said with the day it fell on ("the one in 2020 (27 November)") is that day, the year said beside it
put in; so is a day said then named ("14 Feb 2020, Valentine's") or placed ("31 December 2019, the last
night of that year").
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.occasions import holiday_pattern

__all__ = ["named_day"]

_MONTH = r"(?i:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)"
_DAY = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH},? (?:19|20)\d\d\b|\b{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,?"
    r"(?: of)? (?:19|20)\d\d\b|\b(?:19|20)\d\d-\d\d-\d\d\b",
    re.IGNORECASE,
)
"""A day said with its year ("27 November 2020", "November 27th, 2020", "Nov 27 of 2020", "2020-11-27")."""

_HOLIDAY_DAY = re.compile(
    r"\b(?:(?:[A-Z][a-z]+(?:'s|’s|s')? ){1,3}(?:Day|Eve|Friday|Monday)|Halloween|Christmas|Thanksgiving)"
    r"(?: (?:bit|segment|special|episode|edition))?,? the one in (?P<year>(?:19|20)\d\d)"
    rf" \((?:on |i\.e\.,? )?(?P<day>\d{{1,2}}(?:st|nd|rd|th)? {_MONTH}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?)\)"
)
"""'Black Friday, the one in 2020 (27 November)': the day, with its year."""

_HOLIDAY = holiday_pattern().replace("s?", "(?:s|'s|’s|s')?")  # "New Year's Eve": a possessive too
_SAID_WITH = re.compile(
    rf"\b(?:{_HOLIDAY}) ?(?:on (?:the )?|, ?(?:that's |that is |which (?:is|was) |i\.e\.,? )?|\()?"
    rf"(?P<day>{_DAY.pattern})\)?",
    re.IGNORECASE,
)
"""'Black Friday on 27 November 2020', 'Christmas Eve, 24 December 2019', 'Black Friday, that's Nov 27 of
2020': a holiday said with the day it fell on (the day said wins: it is what the question asks about)."""

_LABELLED = re.compile(
    rf"(?P<day>{_DAY.pattern})\s*\((?!\s*(?:[\w.-]+ )*?(?:tax|incl|excl|including|excluding|gross|net|pre-tax"
    r"|after-tax|usd|dollars?|cents)\b)[A-Za-z][A-Za-z'’ .-]{0,40}\)",
    re.IGNORECASE,
)
"""'Dec 24th 2020 (Christmas Eve)', '31 December 2019 (NYE)': a day said with its name, the day said wins."""
_NAMED_AFTER = re.compile(
    rf"(?P<day>{_DAY.pattern}),? (?:{_HOLIDAY})(?=\s*(?:[-–—,:;.?!]|$))",
    re.IGNORECASE,
)
"""'14 Feb 2020, Valentine's - how many ...': a day said, then its name, the day said wins."""
_PLACED_AFTER = re.compile(
    rf"(?P<day>{_DAY.pattern}),? the (?:last|final|first|closing|opening) (?:night|day|evening)"
    r" of (?:that|the|this) (?:year|month)\b",
    re.IGNORECASE,
)
"""'31 December 2019, the last night of that year, ...': a day said, then where it falls in its year."""

_DASHED = re.compile(
    rf"(?P<day>{_DAY.pattern})\s*[-\u2013\u2014]+\s*(?:{_HOLIDAY})\s*(?:[-\u2013\u2014]+|(?=[.?!,;:]|$))",
    re.IGNORECASE,
)
"""'24 December 2020 - Christmas Eve - all stores': a day with its holiday's name between dashes (the day
wins)."""

_DESCRIBED = re.compile(
    r"\b(?:on )?the (?:[\w'’-]+ ){1,6}?(?P<year>(?:19|20)\d\d),? \(?(?:i\.e\.|ie|that is|namely|so),?"
    rf" (?P<day>\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?)\)?"
    r"(?!,? (?:19|20)\d\d)",
    re.IGNORECASE,
)
"""'on the Saturday before Christmas 2020, i.e. 19 December': a day described, then said without its year."""

_THAT_DAY = re.compile(
    r",?\s*\b(?:on )?(?:that|the same|the) day\b(?=,?\s*(?:[?.!;]|$|(?:across|over|at|in)"
    r" (?:the|our|all|every) (?:(?:the|our) )?(?:chain|shops?|stores?|locations?|branch(?:es)?|cafes?)\b))",
    re.I,
)
"""'that day' at the end, or before a scope over every shop ('that day across the chain')."""
_HOLIDAY_YEAR = re.compile(rf"\b(?:{_HOLIDAY}),? (?:in |of )?(?:19|20)\d\d\b", re.IGNORECASE)
"""'Christmas Eve 2019', "Valentine's Day in 2020": a holiday said with its year is one day."""


def named_day(question: str) -> str:
    """``question`` with "that day" after the one day it names left out, and a holiday said with its day as
    that day; unchanged otherwise.

    >>> named_day("24 December 2019: which product sold the most units that day?")
    '24 December 2019: which product sold the most units?'
    >>> named_day("Boxing Day, the one in 2019 (26 December): which store was busiest on the day?")
    '26 December 2019: which store was busiest?'
    >>> named_day("Black Friday on 27 November 2020: which store took the most orders?")
    '27 November 2020: which store took the most orders?'
    >>> named_day("14 Feb 2020, Valentine's - how many drinks were sold?")
    '14 Feb 2020 - how many drinks were sold?'
    >>> named_day("Dec 24th 2020 (Christmas Eve): how many orders?")
    'Dec 24th 2020: how many orders?'
    >>> named_day("Orders on 24 December 2020 - Christmas Eve - all stores together")
    'Orders on 24 December 2020 all stores together'
    >>> named_day("Revenue on the last Friday of 2019, i.e. 27 December?")
    'Revenue on 27 December 2019?'
    >>> named_day("Christmas Eve 2019: which product sold best that day across the chain?")
    'Christmas Eve 2019: which product sold best across the chain?'
    >>> named_day("Which day had the most orders, and how many that day?")
    'Which day had the most orders, and how many that day?'
    """
    question = _DESCRIBED.sub(lambda m: f"on {m.group('day')} {m.group('year')}", question)
    if _DAY.search(question) is not None:
        question = _SAID_WITH.sub(lambda m: m.group("day"), question)
        question = _LABELLED.sub(lambda m: m.group("day"), question)
        question = _NAMED_AFTER.sub(lambda m: m.group("day"), question)
        question = _PLACED_AFTER.sub(lambda m: m.group("day"), question)
        question = _DASHED.sub(lambda m: m.group("day"), question)
    if " day" not in question.lower() and "the one in" not in question:
        return question
    text = _HOLIDAY_DAY.sub(lambda m: f"{m.group('day')} {m.group('year')}", question)
    if len(_DAY.findall(text)) + len(_HOLIDAY_YEAR.findall(text)) == 1:
        text = _THAT_DAY.sub("", text)
    return text
