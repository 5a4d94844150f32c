"""Notes on how a result is written that ask for nothing more, said the way an analyst writes a spec:

- a rank's direction written as an equation: "rank the stores by revenue (1 = highest)", "busiest = 1",
  "with 1 being the best", "cheapest = rank 1": the member ranked first, so "highest first" (or "cheapest
  first"), which the ranking reads as its order;
- shares "that sum to 1", "summing to one", "adding up to 100%": what shares of a whole always do;
- a running total "starting from zero in January", "restarting on 1 January 2020", "resetting at the start
  of the year": where a running total over that year starts anyway (the words must not become a period);
- weeks "counting only December's days", "only counting days inside the month": the period's own days,
  which is all a period ever counts (a week that straddles its edge keeps only the days inside it);
- a running total "not a ytd reset", "without resetting each year": one that runs from the first date, as
  "all-time" says;
- weeks "(Monday start)", "weeks starting on Monday", "the week grain starts on Monday": the planner's weeks
  start on Monday already; "give me the Monday" after a question about weeks is the week's first day, which
  is how a week is shown.

Each note goes before the question is read; the rest of the question says what to compute.
"""

from __future__ import annotations

import re

_TOP_WORDS = (
    r"highest|lowest|best|worst|top|bottom|biggest|largest|smallest|most|least|busiest|quietest|slowest"
    r"|cheapest|priciest|fewest|strongest|weakest|first|greatest"
)
_ONE = r"(?:1|one|#1|no\.? ?1|rank 1|number one|number 1)"
_RANK_IS = re.compile(
    rf"\(?\s*\b(?:(?:with |where ){_ONE} (?:being|as|is|means)|{_ONE} ?=)(?: the)? ({_TOP_WORDS})\b(?: one)?"
    r"\s*\)?"
    rf"|\(?\s*\b(?:with |where )?(?:the )?({_TOP_WORDS})(?: one)? ?(?:= ?|(?:gets|ranked|is ranked) )"
    rf"{_ONE}\b\s*\)?",
    re.IGNORECASE,
)
_SUMS_TO_ONE = re.compile(
    r",?\s*\(?\b(?:that |which )?"
    r"(?:sum|sums|summing|add up|adds up|adding up|total|totals|totalling|totaling) (?:up )?to"
    r" (?:1(?:\.0+)?|one|100 ?%|100 percent|a hundred percent)(?!\w)\)?",
    re.IGNORECASE,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DAY = (
    rf"(?:(?:the )?\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?|{_MONTH}"
    r"|(?:the )?(?:start|beginning|first day) of (?:the |each |every )?(?:year|month|week|period))"
    r"(?:,? (?:19|20)\d\d)?|(?:19|20)\d\d-\d\d-\d\d"
)
_RESTART = re.compile(
    r",?\s*\(?\b(?:re)?(?:start|starts|starting|reset|resets|resetting)"
    rf"(?: (?:from|at|to) (?:zero|0|nothing)(?: (?:in|on|at|from) {_DAY})?| (?:in|on|at|from) {_DAY})"
    r"\b\)?(?=\s*(?:$|[,.;:?!)]|\band\b))",
    re.IGNORECASE,
)
_NO_RESET = re.compile(
    r",?\s*\(?\b(?:not|no|without|never) (?:an? |the |any )?(?:ytd |year[- ]to[- ]date |yearly |annual )?"
    r"(?:reset|resets|resetting|restart|restarts|restarting)"
    r"(?: (?:each |every |at the start of (?:the |each )?)(?:year|january))?\b\)?"
    r"|\b(?:does not|doesn'?t|do not|don'?t|never) (?:reset|restart)(?: (?:each|every) year)?\b",
    re.IGNORECASE,
)
"""A running total said not to restart each year ("not a ytd reset"): one that runs from the first date."""
_RUNNING = re.compile(r"\b(?:running|cumulative|cumulatively|accumulated|to date)\b", re.IGNORECASE)
_OWN_DAYS = re.compile(
    r",?\s*\(?\b(?:and )?(?:counting|count) only (?:the )?"
    r"(?:days (?:of|in|inside|within) )?"
    r"(?:[a-z0-9]+'s|the|that|this|each|the whole) ?(?:own )?(?:days|dates)"
    r"(?: (?:themselves|itself))?\b\)?"
    r"|,?\s*\(?\b(?:and )?only counting (?:the )?days (?:of|in|inside|within) (?:the |that |this )?"
    r"(?:[a-z]+ ?\d{0,4}|month|year|period)\b\)?"
    r"|,?\s*\(?\b(?:with |and )?only (?:[a-z0-9]+'s|the|that|this) (?:own )?days (?:counted|included)\b\)?"
    r"|,?\s*\(?\b(?:with |and )?only (?:[a-z0-9]+'s|the|that|this|the month's|the period's) (?:own )?days"
    r" (?:count|go in(?:to)?(?: the (?:buckets?|weeks?|bins?))?|fall in(?: the (?:buckets?|weeks?))?"
    r"|are (?:counted|bucketed|included))\b\)?",
    re.IGNORECASE,
)
_WEEK_START = re.compile(
    r"\s*\(\s*(?:weeks? )?(?:starting |start(?:s|ing)? (?:on )?|beginning (?:on )?)?mondays?"
    r"(?: starts?)?\s*\)"
    r"|(?:(?<=\bweek )|(?<=\bweeks ))(?:starting|beginning|that start|that begin)(?: on)? mondays?\b"
    r"(?!,? (?:the )?\d|,? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
    r"|,\s*(?:with )?(?:the )?weeks (?:starting|beginning)(?: on)? mondays?\b(?!,? (?:the )?\d)"
    r"|(?:(?<=[.?!] )|^)weeks (?:starting|beginning|start)(?: on)? mondays?\b(?!,? (?:the )?\d)[,.;]?"
    r"|(?:(?<=[.?!;] )|(?<=[,;-] )|^)(?:the )?(?:weeks?|week grain|weekly grain|week buckets?)"
    r" (?:starts?|begins?|=) (?:on )?mondays?\b(?!,? (?:the )?\d)(?: and\b)?[,.;]?"
    r"|,?\s*\b(?:(?:give|show|tell) me|just|I (?:want|need)) the monday"
    r"(?: it (?:starts|started|begins|began))?"
    r"(?: (?:please|only))?(?=\s*[.!]?\s*$)[.!]?"
    r"|\bmonday[- ]start(?:ing)? (?=weeks?\b)",
    re.IGNORECASE,
)
"""Weeks said to start on Monday: the planner's weeks do (ISO weeks), so the words ask for nothing more."""
_MONDAY_FIRST = re.compile(
    r",?\s*\(?\b(?:with |starting (?:with|from|on) |from )?mon(?:day)?s?"
    r"(?: (?:first|to sunday|through sunday)|-sun(?:day)?)\b\)?",
    re.IGNORECASE,
)
"""Days of the week shown "Monday first" ("Mon-Sun"): the planner's weekday numbers do (ISO), so the words
only say the order, not a filter on Mondays."""


def _first(m: re.Match[str]) -> str:
    word = (m.group(1) or m.group(2)).lower()
    return " (highest first)" if word in {"first", "top", "number one"} else f" ({word} first)"


def without_notation(question: str) -> str:
    """``question`` with notes on the result's form that ask for nothing more left out (see the module)."""
    text = _RANK_IS.sub(_first, question)
    text = _SUMS_TO_ONE.sub("", text)
    if _RUNNING.search(text):
        text = _RESTART.sub("", _NO_RESET.sub(" all-time", text))
    text = _WEEK_START.sub("", text) if re.search(r"\bweek", text, re.I) else text
    text = _MONDAY_FIRST.sub("", text) if re.search(r"\b(?:week|weekdays?)\b", text, re.I) else text
    return _OWN_DAYS.sub("", text)
