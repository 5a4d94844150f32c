"""A demand planner's words for periods and averages, said the way the planner reads them.

- "the trough": the lowest ("which month was the trough for revenue", "and the trough month?"), as "the peak"
  is the busiest.
- "average daily orders for each month": the orders per day, averaged within each month ("average orders per
  day for each month"); before, "daily" was lost to the month and the months' totals were averaged.
- "Monday-to-Sunday weeks", "full Mon-Sun weeks": the planner's weeks, which run Monday to Sunday ("The
  Monday, please." after a question about a week is its first day, which the answer shows); "the four
  full weeks from 30 November to 27 December" are the weeks of that range, their count restating it.
- A planner's heading before the question ("Seasonality check:", "Basket size feature:", "Trend in basket
  size:", "Hourly demand profile for staffing:"), and what the answer is for after it (", for the food demand
  forecast"): the question is the part after the heading when that part names a figure of its own (see
  ``Planner.plan``); "for the forecast" is no question about the future.
- A note that only restates: "What does a typical week look like?" before the question that says how,
  "(the month and the two before it)" after a moving average, "summer 2020 (June to August)", "the final 30
  days of the data, 2 to 31 December 2020", "which calendar month (as a number, 1 to 12)"; "month by month
  through 2020" is each month of 2020.
- A note on how the average per day is taken, when the question already asks for an average per day (or per
  weekday, per week): "(90 and 91 days)", "(June to August, 92 days)", "(there were 52 of each)", ": the
  month's orders divided by its number of calendar days", ", dividing by the number of such days". The
  planner averages over the days themselves; the numbers in the note were read as figures and asked back.
"""

from __future__ import annotations

import re

_TROUGH = re.compile(
    r"\btroughs?\b(?= (?:for|in|of|month|week|day|quarter|year|hour|weekday)\b|[?.!,]|$)", re.I
)

_STOP = (
    r"for|by|in|at|over|during|across|of|on|from|between|per|each|every|vs|versus|against|and|with|through"
    r"|to|since|until|till|broken|split|month by month|week by week"
)
_DAILY = re.compile(
    rf"\b(?P<avg>average|avg\.?|mean) daily (?P<fig>(?:(?!(?:{_STOP})\b)[a-z][a-z'-]*)(?: (?!(?:{_STOP})\b)"
    r"[a-z][a-z'-]*){0,2})(?= (?:for (?:each|every)|by|in each|per|each|every|month by month|week by week"
    r"|broken down|split)\b)",
    re.I,
)

_WEEKS = re.compile(
    r"\b(?:full |whole |complete )?mon(?:day)?(?:[- ]to[- ]|[- ]through[- ]|[-–/])sun(?:day)?[- ](weeks?)\b",
    re.I,
)
_THE_MONDAY = re.compile(
    r"(?<=[?.!])\s*(?:(?:just|only|please)\s+)?(?:(?:give|show|tell) me\s+|i need\s+)?(?:just |only )?the"
    r" (?:monday|start date|first day|week'?s first day)(?:,? please)?\s*[.!]?\s*$",
    re.I,
)
""""Which week of 2019 had the most orders? The Monday, please.": the week's first day, which the answer
shows anyway (it was read as a filter to Mondays)."""
_COUNTED_WEEKS = re.compile(
    r"\b(the )?(?:two|three|four|five|six|eight|ten|twelve|thirteen|\d{1,2}) (?:full |whole |complete )?"
    r"(weeks) (?=from \w)",
    re.I,
)
""""the four full weeks from 30 November to 27 December": the weeks of the range, counted once more."""

_PER_DAY = re.compile(
    r"\b(?:average|avg|mean|typical)\b.*\b(?:per|a|each|every|on an?) (?:calendar )?"
    r"(?:day|weekday|weekend day|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
    r"|\b(?:average|avg|mean) (?:daily|weekly)\b"
    r"|\b(?:by|on) daily (?:sales|revenue|takings|orders|footfall|visits|customers)\b"  # ranked: see dayrate
    r"|\b(?:average|avg|mean)\b[^.?]*\bon (?:an? )?"
    r"(?:weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b",
    re.I,
)
_COUNTED = r"\b\d{1,3}(?:(?:,| and| or|,? then) \d{1,3})*"
_DAYS_NOTE = re.compile(
    rf"\s*\((?P<keep>[^()]*?),?\s*{_COUNTED} (?:calendar |trading |open |week(?:end)? )?"
    r"(?:days|weekdays|weeks)"
    r"(?: each| apiece| respectively| in (?:all|total))?\)"
    rf"|\s*\((?:there (?:were|are|was) |with )?{_COUNTED} (?:of (?:each|them|both)|each)\)"
    r"|\s*\([^()]*\b(?:its|their|the) (?:calendar |trading )?days\b[^()]*\)"
    r"|\s*\([^()]*\bdivid(?:ed|ing)\b[^()]*\)",
    re.I,
)
_DIVIDED = re.compile(
    r"\s*[,:;]\s*(?:i\.?e\.?,?\s*|that is,?\s*|so\s+)?(?:(?:each|the|that|this|every)\b[^,:;.?]*?\s)?"
    r"(?:divided by|dividing\b[^,:;.?]*?\bby|over (?:its|their|the) (?:number of )?(?:calendar )?days)\b"
    r"[^.?]*?\b(?:days?|weekdays?|weeks?|occurred|occurs|times)\b[^.?]*(?=[.?!]?\s*$)",
    re.I,
)


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?: (?:19|20)\d\d)?"
_SEASON_SPAN = re.compile(rf"(?:from )?{_MONTH} (?:to|through|-|–) {_MONTH}", re.I)
_SEASON = re.compile(r"\b(?:summer|winter|spring|autumn|fall)(?: (?:of )?(?:19|20)\d\d)?$", re.I)


_GROWTH = re.compile(
    r"\b(?:(?:year|month|quarter|week|day)[- ]o(?:ver|n)[- ](?:year|month|quarter|week|day)|yoy|mom|qoq|wow"
    r"|growth|grew|change)\b",
    re.I,
)
_SAME_BASE = re.compile(
    r",?\s*(?:against|vs\.?|versus|compared (?:with|to)|over|relative to) the same"
    r" (?P<unit>month|quarter|week|day) (?:of|in) (?:19|20)\d\d\b",
    re.I,
)
_EACH_UNIT = re.compile(r"\b(?:each|every|per|by) (?P<unit>month|quarter|week|day)\b", re.I)
_PAIRS_NOTE = re.compile(
    rf"\s*\((?:i\.?e\.?,? |that is,? |so )?{_MONTH}"
    rf" (?:against|vs\.?|versus|over|compared (?:with|to)) {_MONTH}"
    r"(?:,? and so on[^()]*)?\)",
    re.I,
)
""""(July against June, and so on through December against November)": how growth over the previous
month runs, said once more."""


_FIRST_BASE = re.compile(
    rf",?\s*(?:with |and |where |so that )?(?:the first (?:month|quarter|week)(?: of the year)?|{_MONTH}|q1)"
    r"(?:'s (?:change|growth))? (?:being |is |gets |was )?(?:measured|compared|set|taken|benchmarked"
    r"|calculated|judged|reckoned|counted) (?:against|with|to|versus|vs\.?|relative to|over|from)"
    r" (?:the (?:previous|prior|preceding|last) (?:month|quarter|week|december"
    r"|year'?s? (?:december|last month))"
    rf"|(?:the )?month before|(?:the )?{_MONTH}|q4(?: of)? (?:19|20)\d\d)(?=\s*[,.?;]|\s*$)",
    re.I,
)
""" "for each month of 2020, with January measured against December 2019": the first month's change is over
the month before the period, as every month's is, said once more."""


def _growth_base(text: str) -> str:
    """``text`` without a note restating the base of a growth by period ("for each quarter of 2020 against
    the same quarter of 2019", "(July against June, and so on)")."""
    if _GROWTH.search(text) is None:
        return text
    text = _YEARS_UNIT.sub(r"\g<each> \g<unit> of \g<year>", text)  # "every 2020 quarter": of 2020
    rows = _ROW_EACH.search(text)
    if rows is not None and f"{rows['unit']} of {rows['year']}".lower() in text[: rows.start()].lower():
        text = text[: rows.start()] + text[rows.end() :]  # ". One row per quarter of 2020.": said already
    text = _PAIRS_NOTE.sub("", text)
    if _EACH_UNIT.search(text) is not None:
        text = _FIRST_BASE.sub("", text)
    same = _SAME_BASE.search(text)
    each = _EACH_UNIT.search(text)
    if same is not None and each is not None and same.group("unit").lower() == each.group("unit").lower():
        text = text[: same.start()] + text[same.end() :]
        if not _YEAR_ON_YEAR.search(text):  # "growth for each quarter of 2020 against the same quarter
            text = _GROWTH_WORD.sub(r"year-over-year \g<0>", text, count=1)  # of 2019": a year back
    return text


_ROW_EACH = re.compile(
    r"[.;,]?\s*(?:with )?(?:one|a) row (?:per|for each|for every|each) (?P<unit>month|quarter|week)"
    r" of (?P<year>(?:19|20)\d\d)\s*[.]?\s*$",
    re.I,
)
_YEARS_UNIT = re.compile(
    r"\b(?P<each>each|every|per) (?P<year>(?:19|20)\d\d) (?P<unit>month|quarter|week)\b", re.I
)
_YEAR_ON_YEAR = re.compile(
    r"\b(?:year[- ]o(?:ver|n)[- ]year|yoy|annual|yearly|same (?:month|quarter|week) (?:a|one|the) (?:year"
    r"|previous year|prior year))\b",
    re.I,
)
_GROWTH_WORD = re.compile(r"\b(?:growth|change)\b", re.I)


def _days_note(m: re.Match[str]) -> str:
    keep = (m.groupdict().get("keep") or "").strip()
    if re.search(r"\bdivid(?:ed|ing)\b", keep, re.I):
        return ""  # "(pre-tax sales divided by its 366 days)": the average per day, said once more
    if _SEASON_SPAN.fullmatch(keep) and _SEASON.search(m.string[: m.start()]):
        return ""  # "summer 2020 (June to August, 92 days)": the season, said once more
    return f" ({keep})" if keep else ""


def forecast_words(question: str) -> str:
    """``question`` with a planner's trough, daily averages, Monday-to-Sunday weeks and day-count notes said
    as the planner reads them; else ``question`` unchanged."""
    text = _growth_base(_TROUGH.sub("lowest", restated_notes(question)))
    text = _COUNTED_WEEKS.sub(r"\1\2 ", _WEEKS.sub(r"\1", text))
    if re.search(r"\bweeks?\b", text, re.I):
        text = _THE_MONDAY.sub("", text)
    if not re.search(r"\bper day\b", text, re.I):
        text = _DAILY.sub(lambda m: f"{m.group('avg')} {m.group('fig')} per day", text)
    if _PER_DAY.search(text):
        text = _DIVIDED.sub("", _DAYS_NOTE.sub(_days_note, text))
    return " ".join(text.split()).replace(" ?", "?").replace(" .", ".")


_HEADING = re.compile(
    r"^\s*(?P<lead>(?:[a-z][\w'-]* ){0,5}?(?:check|sanity check|profile|run[- ]?rate|trend|outlook|baseline"
    r"|snapshot|demand|seasonality|forecast input|forecasting input|dependence|dependency|reliance"
    r"|concentration|exposure|risk|scenario|case|analysis|volatility|stability|sensitivity|stress test"
    r"|features?|feature engineering|encoding|leakage|(?P<growth>growth))"
    r"(?: (?:in|of|for|by|on|to|at|from|across) (?:[a-z][\w'-]* ?)"
    r"{1,3})?)\s*:\s+(?P<rest>\S.*)$",
    re.I,
)
_FOR_PLAN = re.compile(
    r",?\s*(?:for|to feed|feeding|as input (?:to|for)) (?:the|our|my|a|this) (?:[a-z-]+ ){0,3}?"
    r"(?:(?:demand |sales |staffing )?forecast(?:ing)?(?: model)?|staffing plan|rota|labour plan|labor plan"
    r"|capacity plan|budget|s&op|supply plan)(?=\s*[.?!]?\s*$)",
    re.I,
)
_RESTATED = (
    (  # "summer 2020 (June to August)": the season's months
        re.compile(
            rf"\b((?:summer|winter|spring|autumn|fall)(?: (?:of )?(?:19|20)\d\d)?)\s*\((?:i\.?e\.?,? )?"
            rf"{_MONTH} (?:to|through|-|–) {_MONTH}\)",
            re.I,
        ),
        r"\1",
    ),
    (  # "the final 30 days of the data, 2 to 31 December 2020": those days, said as dates
        re.compile(
            r"\b((?:the )?(?:final|last|latest|most recent) \d{1,3} days(?: of (?:the )?data)?),?"
            r" (?:i\.?e\.?,? )?"
            rf"(?:from )?\d{{1,2}}(?: {_MONTH})? (?:to|through|-|–) \d{{1,2}} {_MONTH}\b",
            re.I,
        ),
        r"\1",
    ),
    (  # "What does a typical week look like? Give each weekday's share ...": the question after it says how
        re.compile(
            r"^\s*(?:so,? )?what (?:does|do|did) (?:a|an|the|our) (?:typical|normal|average|usual|standard)"
            r" (?:week|day|month|weekday|weekend|year)(?: (?:look|looks) like)?\s*\?\s+(?=(?:\S+\s+){3}\S)",
            re.I,
        ),
        "",
    ),
    (  # "a trailing 3-month moving average (the month and the two before it, so January reaches back ...)"
        re.compile(
            r"(\b(?:moving|rolling|trailing) (?:average|avg|mean)s?\b[^()]*?)\s*\((?:i\.?e\.?,? )?"
            r"(?:that is,? )?"
            r"(?:the|each|this) (?:day|week|month|quarter) (?:itself )?(?:and|plus|with) (?:the )?(?:\w+|\d+)"
            r" (?:before|preceding|prior|previous|earlier)(?: (?:ones?|days|weeks|months|quarters))?(?: it)?"
            r"[^()]*\)",
            re.I,
        ),
        r"\1",
    ),
    (  # "which calendar month (as a number, 1 to 12)"
        re.compile(r"\s*\(as (?:a )?(?:month )?numbers?(?:,? (?:from )?1 ?(?:to|-|–) ?12)?\)", re.I),
        "",
    ),
    (  # "month by month through 2020": the months of 2020
        re.compile(
            r"\b(month by month|week by week|day by day|quarter by quarter) through ((?:19|20)\d\d)\b", re.I
        ),
        r"\1 in \2",
    ),
)


def restated_notes(question: str) -> str:
    """``question`` without a note that only restates what it says, and without what the answer is for."""
    text = _FOR_PLAN.sub("", question)
    for pattern, said in _RESTATED:
        text = pattern.sub(said, text)
    return text


def planner_heading(question: str) -> tuple[str, str] | None:
    """(heading, question after it) when ``question`` opens with a planner's heading ("Seasonality check:"),
    or None."""
    m = _HEADING.match(question)
    if m is None or re.search(r"\d", m.group("lead")) or len(m.group("rest").split()) < 4:
        return None
    rest = m.group("rest")
    if m.group("growth") and not _SAYS_GROWTH.search(rest):
        return None  # "Store growth: revenue in 2019": the growth is only in the heading
    if m.group("growth") and not re.search(r"\b(?:growth|grew|grow|change|changed)\b", rest, re.I):
        rest = f"growth in {rest[0].lower()}{rest[1:]}"  # "H2 growth: revenue for H2 2020 against H2 2019"
    return m.group("lead"), rest


_SAYS_GROWTH = re.compile(
    r"\b(?:growth|grew|grow|change|changed|against|versus|vs\.?|compared (?:to|with))\b",
    re.I,
)
"""The question after a "Second-half growth:" heading says the comparison itself."""
