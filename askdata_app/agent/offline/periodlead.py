"""A breakdown by period ordered by naming the period that comes first ("January at the top", "2018 leading").

In "revenue for each month of 2020, January at the top" or "orders per year, 2018 leading" the named period
is not a filter: it says which end of the calendar heads the list. The first month of the year (or the
earliest year of the data) at the top is the earliest first; December (or the data's last year) at the top
is the latest first. Only a question that breaks a figure down by that kind of period is read so, and only
a period said with a heading word right after it ("first", "leading", "at the top", "on top", "up top"), or
a month the breakdown starts with ("month by month for 2020, starting with January": no year after it).
"and on down the calendar" after it says the same order again and goes.

>>> period_lead("Revenue for each month of 2020, January at the top and on down the calendar.", 2018, 2020)
'Revenue for each month of 2020, earliest first.'
>>> period_lead("Orders per year, 2018 leading.", 2018, 2020)
'Orders per year, earliest first.'
>>> period_lead("Orders per year with 2020 on top", 2018, 2020)
'Orders per year with latest first'
>>> period_lead("Monthly orders for 2020, starting with January", 2018, 2020)
'Monthly orders for 2020, earliest first'
>>> period_lead("Monthly orders starting with January 2019", 2018, 2020)
'Monthly orders starting with January 2019'
>>> period_lead("Orders in 2018, first by store", 2018, 2020)
'Orders in 2018, first by store'
"""

from __future__ import annotations

import re

__all__ = ["period_lead"]

_I = re.IGNORECASE
_HEAD = r"(?:first|leading|in the lead|at the top|on top|up top|at the head|heading (?:it|the list))"
_ON_DOWN = r"(?:,? (?:and )?(?:so )?on down (?:the )?(?:calendar|line|list|months|years)|,? and onwards?)"
_MONTHLY = re.compile(r"\b(?:(?:per|each|every|by) month|monthly|month by month|months? of)\b", _I)
_YEARLY = re.compile(r"\b(?:(?:per|each|every|by|a) year|yearly|annual(?:ly)?|year by year|years)\b", _I)
_MONTH_LEAD = re.compile(rf"\b(?P<m>january|jan|december|dec)\.? {_HEAD}{_ON_DOWN}?", _I)
_MONTH_START = re.compile(
    r"\b(?:starting|beginning|commencing) (?:with|from|at|in) (?P<m>january|jan|december|dec)\b\.?"
    r"(?![\s,]*(?:\d|of\b|through\b|to\b|until\b|till\b|-))",
    _I,
)
"""'starting with January' of a monthly breakdown, with no year or end after it (else a span begins)."""
_YEAR_LEAD = re.compile(rf"\b(?P<y>(?:19|20)\d\d) {_HEAD}{_ON_DOWN}?", _I)


def period_lead(question: str, first_year: int, last_year: int) -> str:
    """``question`` with a period named as the head of a breakdown said as an order (see the module);
    ``first_year`` and ``last_year`` are the data's first and last years."""
    if _MONTHLY.search(question):

        def month(m: re.Match[str]) -> str:
            return "earliest first" if m.group("m").lower().startswith("jan") else "latest first"

        return _MONTH_START.sub(month, _MONTH_LEAD.sub(month, question))
    if _YEARLY.search(question):

        def year(m: re.Match[str]) -> str:
            said = int(m.group("y"))
            if said == first_year:
                return "earliest first"
            return "latest first" if said == last_year else m.group(0)

        return _YEAR_LEAD.sub(year, question)
    return question
