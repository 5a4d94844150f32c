"""Stores chosen by when they opened, said as those stores: "revenue growth for 2019 over 2018, counting
only the stores that were open for all of 2018" is the growth at the stores opened by 1 January 2018, named
("at Philadelphia and Brooklyn combined"). A "comparable-store" / "like-for-like" / "same-store" lead before
such a criterion says nothing more (the criterion is the comparable set).

Without this reading the opening date was taken for the period of the sales (every month up to it) or the
stores' openings were counted beside the revenue.

>>> opened = {"Philadelphia": date(2016, 9, 1), "Brooklyn": date(2017, 3, 12), "Chicago": date(2018, 4, 29)}
>>> opened_stores("Comparable-store orders growth for 2019 over 2018, only stores open all of 2018", opened)
'orders growth for 2019 over 2018 at Philadelphia and Brooklyn combined'
>>> opened_stores("Orders in 2019 for stores opened no later than 1 January 2018, combined", opened)
'Orders in 2019 at Philadelphia and Brooklyn combined'
>>> opened_stores("For the stores open all of 2018: revenue, 2019 against 2018?", opened)
'revenue, 2019 against 2018 at Philadelphia and Brooklyn combined?'
>>> opened_stores("Orders in 2019 for stores opened before 2016", opened)
'Orders in 2019 for stores opened before 2016'

A same-store lead with no criterion ("same-store revenue growth 2020 over 2019") counts the stores open for
all of both years, and says so (``same_store_rule``):

>>> same_store_rule("Same-store revenue growth 2020 over 2019?")
('Same-store revenue growth 2020 over 2019, only stores open all of 2019?', 2019, 2020)
>>> same_store_rule("Same-store revenue growth 2020 over 2019, only stores open all of 2019") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, timedelta

_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september")
_MONTHS = {m: i + 1 for i, m in enumerate((*_MONTH_NAMES, "october", "november", "december"))}
_MONTH = rf"(?:{'|'.join(_MONTHS)})"
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)? {_MONTH},? (?:19|20)\d\d"
    rf"|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,? (?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d)"
)
_GATE = re.compile(r"\bopen(?:ed)?\b", re.IGNORECASE)
_BY = r"(?:no later than|on or before|not later than|by|before|prior to)"
_KEPT = re.compile(
    r"(?:^\s*|,\s*|\s)(?:(?:using|counting|including|for|among|across|over|at|with|in) (?:only )?|only )"
    r"(?:the )?"
    r"(?:stores|shops|locations|caf[eé]s|sites|branches)(?: only)? (?:that|which)?\s*"
    r"(?:were |had been |have been )?(?:open (?:for |during |through(?:out)? )?"
    r"(?:all of|the whole of|the full year of|the entire year of|all)"
    rf" (?P<year>(?:19|20)\d\d)|opened (?P<rel>{_BY}) (?P<date>{_DATE}))"
    rf"(?:\s*\((?:i\.e\.,? |that is,? )?opened {_BY} {_DATE}\))?(?:,? only)?",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"\b(?:how many|number of|count of|count the|which|what|list|name|show)(?: (?:of )?(?:the|our))?"
    r"(?: (?:stores|shops|locations|caf[eé]s|sites|branches))?\s*$",
    re.IGNORECASE,
)
_LEAD = re.compile(r"\b(?:comparable|like[- ]for[- ]like|same)[- ](?:stores?|shops?|locations?)\s+", re.I)
_COMBINED = re.compile(r"^,?\s*(?:combined|together|taken together|in total)\b", re.I)
_LEADS_IN = re.compile(r"^\s*(?:[:,;]|\s[-\u2013\u2014]+)\s*")


def _day(said: str) -> date | None:
    """The date ``said`` ("1 January 2019", "January 1, 2019", "2019-01-01"), or None."""
    text = re.sub(r"(?<=\d)(?:st|nd|rd|th)\b|,", "", said.lower())
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", text)
    try:
        if m:
            return date(int(m[1]), int(m[2]), int(m[3]))
        parts = text.split()
        if parts[0].isdigit():
            return date(int(parts[2]), _MONTHS[parts[1]], int(parts[0]))
        return date(int(parts[2]), _MONTHS[parts[0]], int(parts[1]))
    except (ValueError, KeyError, IndexError):
        return None


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def opened_stores(question: str, opened: Mapping[str, date]) -> str:
    """``question`` with stores chosen by their opening date named instead; unchanged when it has none, or
    when no store (or every store) qualifies."""
    if not opened or not _GATE.search(question):
        return question
    m = _KEPT.search(question)
    if m is None or _COUNTED.search(question[: m.start()]):
        return question  # "how many stores were open for all of 2019": the stores are what is asked
    if m["year"]:
        last = date(int(m["year"]), 1, 1)
    else:
        day = _day(m["date"])
        if day is None:
            return question
        last = day - timedelta(days=1) if m["rel"].lower() in {"before", "prior to"} else day
    names = [name for name, day in opened.items() if day <= last]
    if not names:
        return question
    after = question[m.end() :]
    combined = _COMBINED.match(after)
    if combined is not None:
        after = after[combined.end() :]
    kept = f" at {_listed(names)} combined" if len(names) < len(opened) else ""
    lead = _LEADS_IN.match(after) if m.start() == 0 else None
    if lead is not None:  # "For the stores open all of 2018: revenue, 2019 against 2018": the stores last
        rest = after[lead.end() :]
        end = _END.search(rest)
        cut = end.start() if end is not None else len(rest)
        return _LEAD.sub("", f"{rest[:cut]}{kept}{rest[cut:].strip()}", count=1).strip()
    text = question[: m.start()] + kept + after
    return _LEAD.sub("", text, count=1).strip()


_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_LIKE = re.compile(r"\blike[- ]for[- ]like\b", re.IGNORECASE)
_END = re.compile(r"\s*[?.!]*\s*$")


def same_store_rule(question: str) -> tuple[str, int, int] | None:
    """``question`` with a same-store (comparable, like-for-like) lead and two or more years but no rule for
    which stores count, given the rule "only stores open all of <the first year>", and that year; None
    otherwise. The years are the first and the last named."""
    if not (_LEAD.search(question) or _LIKE.search(question)) or _GATE.search(question):
        return None
    years = sorted({int(y) for y in _YEAR.findall(question)})
    if len(years) < 2:
        return None
    end = _END.search(question)
    cut = end.start() if end is not None else len(question)
    return (
        f"{question[:cut]}, only stores open all of {years[0]}{question[cut:].strip()}",
        years[0],
        years[-1],
    )
