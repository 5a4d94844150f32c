"""Time grains and time ranges in a question: "by month", "Q3 2019", "since March 2019", "last year"."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from askdata_app.agent.offline.daybounds import read_day_bounds
from askdata_app.agent.offline.holidayrange import read_holiday_ranges
from askdata_app.agent.offline.numwords import alternation, counting, numbers, value
from askdata_app.agent.offline.occasions import holiday_date, holiday_pattern, holiday_span, public_holidays
from askdata_app.agent.offline.ownstart import own_start_spans
from askdata_app.agent.offline.periods import (
    MONTH_NAMES,
    Period,
    add_months,
    latest_full,
    relative,
    this_period,
)

__all__ = ["MONTHS", "MONTH_NAMES", "SEASONS", "Period", "TimeInfo", "parse_time", "rewrite_periods"]

GRAINS = ("hour", "day", "week", "month", "quarter", "year")
DATE_PARTS = ("weekday", "hour_of_day", "season", "month_of_year")

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
_ORD = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": 4,
        "final": 4}  # fmt: skip
_GRAIN_WORDS = {
    "day": "day", "days": "day", "date": "day", "daily": "day", "week": "week", "weeks": "week",
    "weekly": "week", "month": "month", "months": "month", "monthly": "month", "quarter": "quarter",
    "quarters": "quarter", "quarterly": "quarter", "year": "year", "years": "year", "yearly": "year",
    "annual": "year", "annually": "year", "hour": "hour_of_day", "hours": "hour_of_day",
    "hourly": "hour_of_day",
}  # fmt: skip

_M = "(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + ")"
SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
"""First month of each meteorological (northern) season; the understood sentence names the months.

Winter straddles two years and is named after the year of its January and February, as meteorological
services do: "winter 2019" is December 2018 to February 2019."""
_SEASON = "(?:spring|summer|autumn|fall|winter)"
_Y = r"(?:19|20)\d\d"
_ISO = r"\d{4}-\d{1,2}-\d{1,2}"
_HOLIDAY = f"(?:{holiday_pattern()})"
_HOLIDAY_KINDS = ("week", "weekend", "day")
_US = r"\d{1,2}/\d{1,2}/\d{4}"
# One point or period in time, as written.
_PERIOD = (
    rf"(?:{_ISO}|{_US}|q[1-4](?: of)? {_Y}|{_Y} q[1-4]|h[12] {_Y}|(?:first|second) half(?: of)? {_Y}"
    rf"|(?:first|second|third|fourth|last|final|1st|2nd|3rd|4th) quarter(?: of)? {_Y}|{_M}(?: of)? {_Y}"
    rf"|{_M} \d{{1,2}}(?: {_Y})?"
    rf"|(?:{_Y} )?{_HOLIDAY}(?: (?:week|weekend|holiday))?(?:(?: of)? {_Y})?"
    rf"|{_SEASON}(?: of)? {_Y}|{_Y}|{_M}|q[1-4]|{_SEASON})"
)


@dataclass
class TimeInfo:
    """What a question says about time."""

    periods: list[Period] = field(default_factory=list)
    grain: str | None = None
    """One of GRAINS or DATE_PARTS."""
    grain_per: bool = False
    """The grain came as "per day" / "a day": with "average" it means "per day"."""
    grain_each: bool = False
    """The grain came as "in each year" / "every month": a breakdown when the average has its own divisor
    ("average revenue per store in each year": one figure per year)."""
    grain_adjective: bool = False
    """The grain was an adjective ("monthly", "daily"): with "average" it means "per month"."""
    inner_grain: str | None = None
    """A finer unit said "per" beside a breakdown by a coarser one ("average orders per day for each month":
    day, the grain being month): with "average", the days averaged inside each month."""
    missing_year: str | None = None
    """A month or quarter given without a year ("in March"): the planner asks which year."""
    undated: list[str] = field(default_factory=list)
    """Every period said without its year, in order ("black friday vs thanksgiving in 2019": both)."""
    growth: bool = False
    growth_lag: int = 1
    """Buckets back a growth compares with: 1, or a year's worth ("year-over-year growth by quarter": 4)."""
    over_time: bool = False
    consumed: set[int] = field(default_factory=set)
    every_holiday: bool = False
    """ "on federal holidays in 2019": every public holiday of the year, taken together."""
    to_date: str | None = None
    """ "year-to-date", "mtd": the unit a running total restarts at, when the question has a finer grain."""
    endpoints: tuple[Period, Period] | None = None
    """The two ends of a "from X to Y" range: what a growth "from 2019 to 2020" compares."""
    first_days: int | None = None
    """ "its first 30 days open": days counted from a member's own start date, not a calendar period."""
    first_months: int = 0
    """ "its first year": months counted from a member's own start date (``first_days`` is then 0)."""
    first_full: str = ""
    """ "its first full month": whole calendar months (weeks, quarters, years) from the member's own date."""


def _back(day: date, unit: str, n: int) -> date:
    """``day`` moved back ``n`` units (forward when ``n`` is negative)."""
    if unit in {"day", "week"}:
        return day - timedelta(days=n * (7 if unit == "week" else 1))
    months = {"month": 1, "quarter": 3, "year": 12}[unit] * n
    m = day.month - 1 - months
    return date(day.year + m // 12, m % 12 + 1, day.day)


def _us_parts(text: str) -> tuple[int, int, int]:
    """(year, month, day) of "12/25/2020"."""
    m, d, y = (int(p) for p in text.split("/"))
    return y, m, d


def _parse_point(text: str, anchor_year: int | None) -> Period | None:
    """One period from text matched by ``_PERIOD``; ``None`` when it lacks a year it needs."""
    parts = text.split()
    if re.fullmatch(_ISO, text) or re.fullmatch(_US, text):
        y, m, d = (int(p) for p in text.split("-")) if "-" in text else _us_parts(text)
        try:
            start = date(y, m, d)
        except ValueError:  # "2020-13-45": no such day (the planner asks back before it gets here)
            return None
        return Period(start, start + timedelta(days=1), start.isoformat())
    years = [int(p) for p in parts if re.fullmatch(_Y, p)]
    year = years[0] if years else anchor_year
    named = " ".join(p for p in parts if not re.fullmatch(_Y, p) and p not in {"of", "week", "weekend"})
    observed = named.endswith(" holiday")  # "the Independence Day holiday": the day off as observed
    named = named.removesuffix(" holiday") if observed else named
    if named and re.fullmatch(_HOLIDAY, named):
        if year is None:
            return None
        found = holiday_date(named, year, observed=observed)
        if found is None:
            return None
        holiday, official = found
        kind = next((k for k in _HOLIDAY_KINDS if k in parts[1:]), "day")
        start, end = holiday_span(holiday, kind, official)
        if kind == "day" and end - start == timedelta(days=1):
            return Period(start, end, f"{official} {year} ({start.isoformat()})")
        final = (end - timedelta(days=1)).isoformat()
        return Period(start, end, f"{official} {kind} {year} ({start.isoformat()} to {final})")
    quarter = next((int(p[1]) for p in parts if re.fullmatch(r"q[1-4]", p)), None)
    if quarter is None and "quarter" in parts:
        quarter = _ORD.get(parts[0])
    if quarter is not None:
        if year is None:
            return None
        start = date(year, 3 * quarter - 2, 1)
        return Period(start, add_months(start, 3), f"Q{quarter} {year}")
    half = next((int(p[1]) for p in parts if re.fullmatch(r"h[12]", p)), None)
    if half is None and "half" in parts:
        half = 1 if parts[0] == "first" else 2
    if half is not None:
        if year is None:
            return None
        start = date(year, 6 * half - 5, 1)
        return Period(start, add_months(start, 6), f"H{half} {year}")
    season = next((p for p in parts if p in SEASONS), None)
    if season is not None:
        if year is None:
            return None
        start = date(year - 1 if season == "winter" else year, SEASONS[season], 1)
        end = add_months(start, 3)
        last = add_months(start, 2)
        months = f"{MONTH_NAMES[start.month]} to {MONTH_NAMES[last.month]}"
        if start.year != last.year:
            months = f"{MONTH_NAMES[start.month]} {start.year} to {MONTH_NAMES[last.month]} {last.year}"
        return Period(start, end, f"{season} {year} ({months})")
    month = next((MONTHS[p] for p in parts if p in MONTHS), None)
    if month is not None:
        if year is None:
            return None
        day = next((int(p) for p in parts if re.fullmatch(r"\d{1,2}", p)), None)
        if day is not None and not 1 <= day <= calendar.monthrange(year, month)[1]:
            day = None  # "march $50": an amount, not a day of the month
        if day is not None:
            start = date(year, month, day)
            return Period(start, start + timedelta(days=1), start.isoformat())
        start = date(year, month, 1)
        return Period(start, add_months(start, 1), f"{MONTH_NAMES[month]} {year}")
    if year is not None and years:
        return Period(date(year, 1, 1), date(year + 1, 1, 1), str(year))
    return None


_NO_YEAR = (
    rf"(?:{_M}(?: \d{{1,2}})?|q[1-4]|h[12]|(?:first|second|third|fourth|1st|2nd|3rd|4th) (?:quarter|half)"
    rf"|{_SEASON}|{_HOLIDAY}(?: (?:week|weekend|holiday))?)"
)
_DAY_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "tenth": 10, "fifteenth": 15,
              "twentieth": 20, "thirtieth": 30, "thirty-first": 31}  # fmt: skip
_REL_YEAR = {"last": 1, "previous": 1, "prior": 1, "this": 0, "current": 0}


_STANDING = re.compile(r"\b(?:cumulative|cum|running|to date|ytd|so far|all time|lifetime)\b")
"""A figure that stands at a moment: "through <year>" after it is up to that year's end."""


def rewrite_periods(tokens: list[str], anchor: date) -> list[str]:
    """Periods said around a name, in the order the reader expects.

    "Q4 of last year", "last year's Christmas": the relative year written out, counted from ``anchor``;
    "the week of Thanksgiving 2018": "thanksgiving week 2018".
    """
    text = " ".join(tokens)
    text = re.sub(rf"\b(?:the )?(week|weekend) (?:of|around) ({_HOLIDAY})\b", r"\2 \1", text)
    # a holiday with its date said too, "halloween (oct 31) 2020": the date restates the holiday
    text = re.sub(rf"\b({_HOLIDAY}) ({_M}) ([1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\b", _restated, text)
    # a day of a month written any way: "the 4th of July", "4 July", "July 4th" -> "july 4"
    text = re.sub(rf"\b(?:the )?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?: of)? ({_M})\b", r"\2 \1", text)
    text = re.sub(
        rf"\b(?:the )?({'|'.join(_DAY_WORDS)}) of ({_M})\b",
        lambda m: f"{m.group(2)} {_DAY_WORDS[m.group(1)]}",
        text,
    )
    text = re.sub(rf"\b({_M}) ([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b", r"\1 \2", text)
    text = re.sub(  # "Dec 25-31 2020": the days of one month, both ends included
        rf"\b({_M}) ([1-9]|[12]\d|3[01]) (?:to |through |until |till )?([1-9]|[12]\d|3[01]) ({_Y})\b",
        lambda m: (
            f"between {m.group(1)} {m.group(2)} {m.group(4)} and {m.group(1)} {m.group(3)} {m.group(4)}"
            if int(m.group(2)) < int(m.group(3))
            else m.group(0)
        ),
        text,
    )
    text = read_day_bounds(read_holiday_ranges(text))
    if " year" not in text:
        return text.split()

    def year(word: str) -> str:
        if word == "last":  # the data's latest whole year, as a bare "last year" reads
            return str(latest_full("year", anchor).label)
        return str(anchor.year - _REL_YEAR[word])

    text = re.sub(
        rf"\b({_NO_YEAR})(?: of| in)? (?:the )?(last|previous|prior|this|current) year\b",
        lambda m: f"{m.group(1)} {year(m.group(2))}",
        text,
    )
    text = re.sub(
        rf"\b(last|previous|prior|this|current) year s? ?({_NO_YEAR})\b",
        lambda m: f"{m.group(2)} {year(m.group(1))}",
        text,
    )
    return text.split()


def _undated_alike(info: TimeInfo) -> bool:
    """The periods said without a year are of the kind of the ones said with it (months with a month,
    seasons with a season, holidays with a holiday): then they share its year."""
    labels = " ".join(p.label for p in info.periods)
    for raw in info.undated or [info.missing_year or ""]:
        if raw in MONTHS:
            continue
        if raw in SEASONS and any(s in labels for s in SEASONS):
            continue
        if re.fullmatch(_HOLIDAY, raw) and "(" in labels and not any(s in labels for s in SEASONS):
            continue
        return False
    return True


def _restated(m: re.Match[str]) -> str:
    """A holiday followed by its own date ("halloween oct 31"): the holiday alone; else unchanged."""
    found = holiday_date(m.group(1), 2020)
    if found is not None and found[0].month == MONTHS[m.group(2)]:
        return m.group(1)
    return m.group(0)


_NUMBER_WORDS = numbers(counting(1, 10), "twelve", "eighteen", "twenty", "thirty")
_COUNT = r"(\d+|" + alternation(_NUMBER_WORDS) + ")"
"""A count said in digits or as a word."""


def parse_time(tokens: list[str], anchor: date, first: date | None = None) -> TimeInfo:
    """Find grains and ranges in a question's tokens (lower-case words, ISO dates kept whole).

    Args:
        tokens: the question's words.
        anchor: the latest date in the data; relative ranges ("last year") count back from it.
        first: the earliest date in the data ("the first month of data"); default: unknown.
    """
    info = TimeInfo()
    text = " ".join(tokens)
    starts = [m.start() for m in re.finditer(r"\S+", text)]

    def take(m: re.Match[str]) -> None:
        for i, pos in enumerate(starts):
            if m.start() <= pos < m.end():
                info.consumed.add(i)

    def free(m: re.Match[str]) -> bool:
        return not any(m.start() <= pos < m.end() and i in info.consumed for i, pos in enumerate(starts))

    def point(raw: str, default_year: int | None = None) -> Period | None:
        got = _parse_point(raw, default_year)
        if got is None:
            info.missing_year = info.missing_year or raw
            info.undated.append(raw)
        return got

    for m in re.finditer(
        r"\b(?:on |during |over )?(?:the )?(?:(?:us|federal|public|bank|national|official) )+holidays\b", text
    ):
        info.every_holiday = True  # "orders on US federal holidays in 2019": read with the year, at the end
        take(m)

    def back_from_end(pattern: str) -> None:
        """The N units ending with the data's last day, for every free match of ``pattern``."""
        for m in re.finditer(pattern, text):
            if free(m):
                n = int(m.group(1)) if m.group(1).isdigit() else _NUMBER_WORDS[m.group(1)]
                info.periods.append(relative(m.group(2), n, anchor, rolling=True))
                take(m)

    back_from_end(  # "the 30 days up to the end of the data", "the 8 weeks before the data ends"
        rf"\b(?:the |in the |over the |during the )?{_COUNT} (day|week|month|quarter|year)s?"
        r" (?:up to|leading up to"
        r"|to|before|until|till|through|ending (?:at|with|on)) (?:(?:the )?(?:very )?(?:end|close|last day"
        r"|final day) of (?:the |our )?(?:data|records|dataset|data ?set)"
        r"|the data (?:ends|runs out|stops))\b"
    )
    # between X and Y / from X to Y
    rng = (
        rf"\b(?:between|from|(?:the )?(?:period|range|window|stretch|span)(?= {_PERIOD} (?!and\b)))"
        rf" ({_PERIOD}) (?:and|to|until|till|through|thru) ({_PERIOD})\b"
    )  # "for the period 2020-03-01 to 2020-05-31": a range named as a period
    for m in re.finditer(rng, text):
        year_b = re.search(_Y, m.group(2))
        a = point(m.group(1), int(year_b.group(0)) if year_b else None)
        b = point(m.group(2), None)
        if a and b:
            info.periods.append(Period(a.start, b.end, f"{a.label} to {b.label}"))
            info.endpoints = (a, b)
            info.missing_year = None
        take(m)
    for m in re.finditer(r"\b((?:19|20)\d\d) (?:through|thru) ((?:19|20)\d\d)\b", text):
        a, b = (point(m.group(1)), point(m.group(2))) if free(m) else (None, None)
        if a and b and a.start and b.end and a.start < b.end:  # "quarterly revenue 2018 thru 2020": a range
            info.periods.append(Period(a.start, b.end, f"{a.label} to {b.label}"))
            info.endpoints = (a, b)
            take(m)
    for m in re.finditer(rf"\b({_PERIOD}) (?:to|through|thru|until|till) ({_PERIOD})\b", text):
        year_b = re.search(_Y, m.group(2)) if free(m) else None  # "December 2018 to February 2019": a range
        if year_b is None or _COMPARED_BEFORE.search(text[: m.start()]):  # "compare May 2019 to June 2019"
            continue
        a, b = point(m.group(1), int(year_b.group(0))), point(m.group(2), None)
        if a and b and a.start and b.end and a.start < b.end:
            info.periods.append(Period(a.start, b.end, f"{a.label} to {b.label}"))
            info.endpoints = (a, b)
            info.missing_year = None
            take(m)
    for m in re.finditer(  # "opened before the end of 2019": an open end at the edge said, not 2019 itself
        r"\b(on or before|no later than|before|prior to|until|till|up to|through|by|on or after|since|after"
        rf"|from|starting) the (start|beginning|first day|end|close|last day) of ({_PERIOD})\b",
        text,
    ):
        p = point(m.group(3)) if free(m) else None
        if p is None or p.start is None or p.end is None:
            continue
        edge = p.start if m.group(2) in {"start", "beginning", "first day"} else p.end - timedelta(days=1)
        word = m.group(1)
        if word in {"on or after", "since", "from", "starting"}:
            info.periods.append(Period(edge, None, f"{word} {m.group(2)} of {p.label}"))
        elif word == "after":
            info.periods.append(Period(edge + timedelta(days=1), None, f"after {m.group(2)} of {p.label}"))
        else:  # "before the start": up to it, not on it; "by the end", "on or before the start": that day too
            stop = (
                edge
                if word in {"before", "prior to"} and m.group(2) in {"start", "beginning", "first day"}
                else (edge + timedelta(days=1))
            )
            info.periods.append(Period(None, stop, f"{word} the {m.group(2)} of {p.label}"))
        take(m)
    for m in re.finditer(
        r"\b(since|after|starting|from|on or before|no later than|before|until|till|up to|through)"
        rf" ({_PERIOD})\b",
        text,
    ):
        if not free(m):
            continue
        p = point(m.group(2))
        after_year = re.search(r"\b(?:19|20)\d\d,?\s*$", text[: m.start()])  # "2018 through 2020": a range
        standing = _STANDING.search(text) is not None  # "cumulative revenue through 2019": up to its end
        if (
            p
            and m.group(1) == "through"
            and re.fullmatch(r"(?:19|20)\d\d", m.group(2))
            and not after_year
            and not standing
        ):
            info.periods.append(p)  # "monthly revenue through 2020": through the year, not up to its end
        elif p:
            if m.group(1) in {"before", "until", "till", "up to", "through", "on or before", "no later than"}:
                end = p.start if m.group(1) == "before" else p.end
                info.periods.append(Period(None, end, f"{m.group(1)} {p.label}"))
            else:
                start = p.end if m.group(1) == "after" else p.start
                info.periods.append(Period(start, None, f"{m.group(1)} {p.label}"))
        take(m)
    # the data's own first and last periods: "the last month of data", "our final week on record"
    for m in re.finditer(
        r"\b(?:the |our )?(first|earliest|opening|last|final|latest|most recent|closing) "
        r"(day|week|month|quarter|year) (?:of|in|on) (?:the |our )?(?:data|dataset|records?|history)\b",
        text,
    ):
        if not free(m):
            continue
        unit, at_start = m.group(2), m.group(1) in {"first", "earliest", "opening"}
        if at_start and first is None:
            continue
        if unit == "week":  # the first or last seven days of the data
            start = first if at_start and first is not None else anchor - timedelta(days=6)
            span = Period(start, start + timedelta(days=7), f"the {m.group(1)} week of the data")
        else:
            span = this_period(unit, first if at_start and first is not None else anchor)
        info.periods.append(span)
        take(m)
    for m in re.finditer(r"\b(?:in |of |for )?(?:that|the same|that same) year\b", text):
        take(m)  # "and on thanksgiving that year?": the year said before, not a breakdown by year
    # relative ranges
    num = r"(\d+|" + alternation(_NUMBER_WORDS) + ")"
    for m in re.finditer(  # "Chicago's first 30 days open", "in its first two weeks after opening"
        rf"\b(?:in |during |over )?(?:its |their |the )?(?:first|opening) {num} (day|week)s? (?:open|opened"
        r"|after (?:it |they )?(?:opening|opened|open|launch|launching|launched)"
        r"|since (?:it |they )?(?:opening|opened|open|launch|launching|launched)"
        r"|of (?:being )?(?:open|opening|trading|business|operation))\b",
        text,
    ):
        n = int(m.group(1)) if m.group(1).isdigit() else _NUMBER_WORDS[m.group(1)]
        info.first_days = n * (7 if m.group(2) == "week" else 1)
        take(m)
    for own in own_start_spans(text):  # "its first 30 days", "in their 1st year", "chicago's first month"
        if free(own.span):
            if info.first_days is None:
                info.first_days, info.first_months, info.first_full = own.days, own.months, own.full
            take(own.span)
    for m in re.finditer(  # "the first 7 days of 2019", "the last 2 weeks of March 2020": a slice of a period
        rf"\b(?:the )?(first|last|final|opening|closing) (?:{num} )?(day|week|month)s?"
        rf" (?:of|in) ({_PERIOD})\b",
        text,
    ):
        if not free(m):
            continue
        whole = _parse_point(m.group(4), None)
        said = m.group(2) or "1"  # "the first week of 2020": one week
        n = value(said, _NUMBER_WORDS)
        if whole is None or whole.start is None or whole.end is None or n < 1:
            continue
        unit = m.group(3)
        if m.group(1) in {"first", "opening"}:
            span = Period(
                whole.start, _back(whole.start, unit, -n), f"the first {n} {unit}s of {whole.label}"
            )
        else:
            span = Period(_back(whole.end, unit, n), whole.end, f"the last {n} {unit}s of {whole.label}")
        info.periods.append(span)
        take(m)
    for m in re.finditer(  # "the last 30 days vs the 30 days before that": that span and the one before it
        rf"\b(?:the )?(?:last|past|previous|trailing|final) {num} (day|week|month)s? (?:vs|versus|and|against"
        r"|compared (?:to|with)) (?:the )?(?:(?:(?:\1|\d+|" + alternation(_NUMBER_WORDS) + r") )?\2s? "
        r"(?:before|prior to|preceding|earlier)(?: (?:it|that|them|those|then))?"
        r"|(?:previous|prior|preceding) (?:\1 )?\2s?(?! [a-z0-9]))",
        text,
    ):
        n = int(m.group(1)) if m.group(1).isdigit() else _NUMBER_WORDS[m.group(1)]
        recent = relative(m.group(2), n, anchor, rolling=True)
        if recent.start is None or n < 1:
            continue
        before = relative(m.group(2), n, recent.start - timedelta(days=1), rolling=True)
        unit = m.group(2) if n == 1 else f"{n} {m.group(2)}s"
        info.periods += [Period(before.start, before.end, f"the {unit} before those"), recent]
        take(m)
    for m in re.finditer(  # "the last two full quarters": whole units, ending with the latest whole one
        rf"\b(?:the )?(?:last|past|previous|most recent|latest|final|closing|trailing) {num} "
        r"(?:full|complete|completed|whole|entire) (day|week|month|quarter|year)s?\b",
        text,
    ):
        n = int(m.group(1)) if m.group(1).isdigit() else _NUMBER_WORDS[m.group(1)]
        last = latest_full(m.group(2), anchor)
        if last.start is None or last.end is None or n < 1:
            continue
        info.periods.append(
            Period(_back(last.start, m.group(2), n - 1), last.end, f"the last {n} full {m.group(2)}s")
        )
        take(m)
    back_from_end(
        rf"\b(?:the )?(?:last|past|previous|trailing|recent|final) {num} (day|week|month|quarter|year)s?\b"
    )
    # relative to the end of the data: "the most recent full quarter", "the latest month"
    for m in re.finditer(
        r"\b(?:the )?(?:latest|most recent|last|previous|recent) (?:full|complete|completed|whole|closed"
        r"|finished|entire) (day|week|month|quarter|year)\b",
        text,
    ):
        info.periods.append(latest_full(m.group(1), anchor))
        take(m)
    for m in re.finditer(  # "the latest quarter vs the one before it": that period and the one before it
        r"\b(?:the )?(?:latest|most recent|newest|current) (day|month|quarter|year) (?:vs|versus|and|against"
        r"|compared (?:to|with)) (?:the )?(?:one|\1) (?:before|prior to|preceding) (?:it|that)\b",
        text,
    ):
        if free(m):
            latest = this_period(m.group(1), anchor)
            assert latest.start is not None
            before = this_period(m.group(1), latest.start - timedelta(days=1))
            assert before.start is not None
            info.periods.append(Period(before.start, latest.end, f"{before.label} and {latest.label}"))
            info.grain = info.grain or m.group(1)  # a row for each of the two
            take(m)
    for m in re.finditer(
        r"\b(?:the )?(?:latest|most recent|newest|current) (day|week|month|quarter|year)\b", text
    ):
        if free(m):
            info.periods.append(this_period(m.group(1), anchor))
            take(m)
    for m in re.finditer(
        rf"\b(?:mtd|month to date|qtd|quarter to date|ytd|year to date) (?:\w+ ){{0,5}}?"
        rf"(as (?:of|at) ({_PERIOD}))",
        text,
    ):
        day = _parse_point(m.group(2), None)  # "month to date takings as of 15 Dec 2020": to that day
        if (
            day is not None
            and day.start is not None
            and day.end is not None
            and (day.end - day.start).days == 1
        ):
            anchor = day.start
            for i, pos in enumerate(starts):
                if m.start(1) <= pos < m.end(1):
                    info.consumed.add(i)
    for m in re.finditer(r"\b(mtd|month to date|so far this month|this month so far)\b", text):
        info.to_date = info.to_date or "month"
        start = date(anchor.year, anchor.month, 1)
        info.periods.append(
            Period(start, anchor + timedelta(days=1), f"{MONTH_NAMES[anchor.month]} {anchor.year} to date")
        )
        take(m)
    for m in re.finditer(r"\b(qtd|quarter to date|so far this quarter|this quarter so far)\b", text):
        info.to_date = info.to_date or "quarter"
        start = this_period("quarter", anchor).start
        assert start is not None
        info.periods.append(
            Period(start, anchor + timedelta(days=1), f"Q{(start.month - 1) // 3 + 1} {start.year} to date")
        )
        take(m)
    for m in re.finditer(
        r"\b(ytd|year to date|so far this year|this year so far|the year so far|year so far)\b", text
    ):
        info.to_date = info.to_date or "year"
        info.periods.append(
            Period(date(anchor.year, 1, 1), anchor + timedelta(days=1), f"{anchor.year} to date")
        )
        take(m)
    for m in re.finditer(
        rf"\b(last|past|previous|prior|this|current) (day|week|month|quarter|year)\b(?!(?: of| in)? {_Y})",
        text,
    ):
        if not free(m) or re.search(r"\bsame (?:day|week|month|quarter|period|days) $", text[: m.start()]):
            continue  # "vs the same day last year": that day a year back, read below
        after_the = text[: m.start()].endswith("the ")
        if m.group(1) == "past" and not after_the:
            continue  # "past" alone ("past year's menu") is no period
        bare_last_month = m.group(1) == "last" and m.group(2) == "month" and not after_the
        if m.group(1) in {"last", "past"} and after_the and m.group(2) != "day":
            # "orders in the last month", "revenue over the past year": the data's latest whole month or year
            info.periods.append(latest_full(m.group(2), anchor))
        elif m.group(1) in {"this", "current"} or bare_last_month:
            # "revenue last month": the data's last month, partial or not
            info.periods.append(this_period(m.group(2), anchor))
        elif m.group(1) == "last" and m.group(2) != "day" and not after_the:
            # "revenue last year", "orders last quarter": the data's latest whole year or quarter (2020 when
            # the data ends on 2020-12-31), as "last month" is its last month
            info.periods.append(latest_full(m.group(2), anchor))
        else:
            info.periods.append(relative(m.group(2), 1, anchor, rolling=False))
        take(m)
    # lone periods ("in 2019", "Q3 2019", "March 2019"); "may" only with a year or after "in"
    for m in re.finditer(rf"\b(?:(?:in|during|for|of|on) )?({_PERIOD})\b", text):
        if not free(m):
            continue
        raw = m.group(1)
        if raw in {"may", "fall"} and not m.group(0).startswith(("in ", "during ")):
            continue
        if raw in {"mar", "dec", "jun", "sep", "oct", "jan"} and not m.group(0).startswith(
            ("in ", "during ")
        ):
            continue
        p = point(raw)
        if p:
            info.periods.append(p)
        take(m)
    # date parts
    for m in re.finditer(
        r"\b(?:by |per |each |of )?(?:the )?(day of (?:the )?week|weekday|days of (?:the )?week)\b", text
    ):
        info.grain = "weekday"
        take(m)
    pooled = r",? (?:all|across|over|with) (?:the )?years? (?:pooled|combined|together|lumped)"
    for m in re.finditer(  # "by calendar month, all years pooled": January of every year together
        r"\b(?:by |per |each )?(?:the )?(?:(?:calendar )?months? of (?:the )?year|calendar months?"
        rf"|month numbers?|months?(?={pooled}))\b(?:{pooled}(?: together)?)?",
        text,
    ):
        info.grain = "month_of_year"
        take(m)
    for m in re.finditer(r"\b(?:by |per |each )?(?:the )?(hour of (?:the )?day|time of day)\b", text):
        info.grain = "hour_of_day"
        take(m)
    for m in re.finditer(
        r"\b(?:by|per|each|every|for each|for every|across) (?:the )?seasons?\b|\bseasonal\b", text
    ):
        if free(m):  # "orders per season": meteorological seasons, winter named after its January
            info.grain = "season"
            take(m)
    # "last month of data vs the same month a year earlier" / "... last year": that period a year before
    for m in re.finditer(
        r"\b(?:vs|versus|and|against|compared (?:to|with)) (?:the )?same"
        r" (?:day|week|month|quarter|period|days)"
        r" (?:(?:a|one) year (?:earlier|before|prior|ago)|last year|the (?:previous|prior) year"
        r"|the year before)\b",
        text,
    ):
        only = info.periods[0] if len(info.periods) == 1 else None
        if only is None or only.start is None or only.end is None or not free(m):
            continue
        earlier = Period(_year_back(only.start), _year_back(only.end), f"a year before {only.label}")
        info.periods.insert(0, earlier)
        take(m)
    # growth
    grain_before = info.grain
    yearly = False
    for m in re.finditer(
        r"\b(growth|month o(?:ver|n) month|mom|year o(?:ver|n) year|yoy|quarter o(?:ver|n) quarter|qoq"
        r"|week o(?:ver|n) week)\b",
        text,
    ):
        info.growth = True
        said = m.group(1).replace(" on ", " over ")  # "quarter-on-quarter": quarter over quarter
        if said in {"month over month", "mom"}:
            info.grain = info.grain or "month"
        elif said in {"year over year", "yoy"}:
            info.grain = info.grain or "year"
            yearly = True
        elif said in {"quarter over quarter", "qoq"}:
            info.grain = info.grain or "quarter"
        elif said == "week over week":
            info.grain = info.grain or "week"
        take(m)
    grain_of_growth = info.grain if grain_before is None else None  # "quarter-on-quarter": the word's own
    grain_word_of_growth = grain_of_growth
    # grains
    marker = r"\b(by|per|each|every|for each|for every|over|across|a|an|and) (?:the )?(\w+)\b"
    said_grains: list[tuple[str, str]] = []
    for m in re.finditer(marker, text):
        word = m.group(2)
        if word in _GRAIN_WORDS and free(m):
            if m.group(1) == "and" and not re.search(r"\bby\b", text[: m.start()]):
                continue
            said_grains.append((m.group(1), _GRAIN_WORDS[word]))
            grain = info.grain if info.grain in DATE_PARTS else _GRAIN_WORDS[word]
            info.grain = grain
            info.grain_per = m.group(1) in {"per", "a", "an", "each", "every", "for each", "for every"}
            info.grain_each = m.group(1) in {"each", "every", "for each", "for every"}
            grain_of_growth = None
            take(m)
    if grain_before is None and grain_word_of_growth is not None:  # "year-over-year growth in average orders
        said_grains.insert(0, ("by", grain_word_of_growth))  # per day": the days averaged in each year
    info.inner_grain = _inner_grain(said_grains)
    if info.inner_grain is None and grain_word_of_growth is not None and said_grains[1:]:
        del said_grains[0]
    if info.inner_grain is not None:  # "average orders per day for each month": by month, days averaged
        outer = next(g for _, g in said_grains if g != info.inner_grain)  # one row per month: month
        info.grain, info.grain_per = outer, False
        info.grain_each = any(k in {"each", "every", "for each", "for every"} for k, _ in said_grains)
    elif _days_in_part(info.grain, said_grains, text):  # "average orders per day by weekday"
        info.inner_grain, info.grain_per, info.grain_each = "day", False, True
    for m in re.finditer(r"\b(daily|weekly|monthly|quarterly|yearly|annual|annually|hourly)\b", text):
        if free(m):
            grain_of_growth = None
            info.grain = info.grain or _GRAIN_WORDS[m.group(1)]
            info.grain_adjective = True
            take(m)
    for m in re.finditer(
        r"\b(day|days|week|weeks|month|months|quarter|quarters|year|years|hour|hours"
        r"|(?<=which )date|(?<=which single )date|(?<=what single )date|(?<=which calendar )date)\b",
        text,
    ):
        if free(m) and not info.grain:
            info.grain = _GRAIN_WORDS[m.group(1)]
            take(m)
    for m in re.finditer(
        r"\b(over time|trend|trends|trending|evolution|evolve|evolved|timeline|time series|trajectory"
        r"|progression)\b",
        text,
    ):
        info.over_time = True
        take(m)
    if info.every_holiday:
        years = [p for p in info.periods if re.fullmatch(_Y, p.label) and p.start is not None]
        if len(years) == 1 and len(info.periods) == 1 and years[0].start is not None:
            days = public_holidays(years[0].start.year)
            info.periods = [Period(d, d + timedelta(days=1), f"{d.isoformat()} (holiday)") for d in days]
        elif not info.periods:
            info.missing_year = info.missing_year or "holidays"
        else:
            info.every_holiday = False
    if info.missing_year and info.grain == "year" and not info.periods and first is not None:
        every = [_parse_point(info.missing_year, y) for y in range(first.year, anchor.year + 1)]
        if every and all(p is not None for p in every):  # "New Year's Day revenue, each year"
            info.periods, info.missing_year = [p for p in every if p is not None], None
    years = [p for p in info.periods if re.fullmatch(_Y, p.label)]
    if info.missing_year and years and all(p.start is not None for p in years):
        # "Black Friday orders in 2019", "black friday vs thanksgiving in 2019", "christmas day revenue in
        # 2018, 2019 and 2020": each period said without a year, in each bare year said
        undated = list(dict.fromkeys(info.undated or [info.missing_year]))
        filled = [_parse_point(raw, y.start.year) for raw in undated for y in years if y.start is not None]
        kept = [p for p in info.periods if p not in years]
        if filled and all(f is not None for f in filled):
            info.periods = kept + [f for f in filled if f is not None]
            info.missing_year, info.undated = None, []
    said = {p.start.year for p in info.periods if p.start is not None and p.end is not None}
    one_year = all(p.end is not None and (p.end - timedelta(days=1)).year in said for p in info.periods)
    named_years = {y for p in info.periods for y in re.findall(rf"\b{_Y}\b", p.label.split(" (")[0])}
    if info.missing_year and len(named_years) == 1 and _undated_alike(info) and not one_year:
        said, one_year = {int(next(iter(named_years)))}, True  # "summer vs winter 2019": winter's own year
    if info.missing_year and len(said) == 1 and one_year and _undated_alike(info):
        # "Dec 2020 revenue growth over Nov", "spring vs fall 2020": a bare month, season or holiday takes
        # the year said with the other one
        undated = list(dict.fromkeys(info.undated or [info.missing_year]))
        got = [_parse_point(raw, next(iter(said))) for raw in undated]
        if all(g is not None for g in got):
            new = [g for g in got if g is not None and g not in info.periods]
            info.periods, info.missing_year, info.undated = [*info.periods, *new], None, []
    info.periods = _to_date_through(info.periods)
    if yearly and info.grain in {
        "month",
        "quarter",
    }:  # "year-over-year growth by quarter": against a year back
        info.growth_lag = 12 if info.grain == "month" else 4
    if info.growth and grain_before is None and info.grain == "year" and _two_whole(info.periods, "year"):
        info.grain = None  # "yoy change in tax, 2020 vs 2019": the one year against the other
    if (
        info.growth
        and grain_of_growth
        and info.grain == grain_of_growth
        and _two_whole(info.periods, grain_of_growth)
    ):
        info.grain = (
            None  # "quarter-on-quarter growth for Q2 2020 over Q1 2020": the one quarter against the other
        )
    return info


_UNIT_MONTHS = {"year": 12, "quarter": 3, "month": 1}


def _two_whole(periods: list[Period], unit: str) -> bool:
    """Whether ``periods`` are two whole calendar ``unit``s (years, quarters or months)."""
    months = _UNIT_MONTHS.get(unit)
    return (
        months is not None
        and len(periods) == 2
        and all(
            p.start is not None
            and p.end is not None
            and p.start.day == p.end.day == 1
            and (p.start.month - 1) % months == 0
            and (p.end.year - p.start.year) * 12 + p.end.month - p.start.month == months
            for p in periods
        )
    )


_COMPARED_BEFORE = re.compile(r"\b(?:compar\w*|vs\.?|versus|against|relative)\b[^.?!;]*$", re.IGNORECASE)
"""A comparison said before two periods: "compare May 2019 to June 2019" sets them side by side."""


def _to_date_through(periods: list[Period]) -> list[Period]:
    """ "ytd revenue as of the end of Sept 2020": the year to date that ends there, one period."""
    if len(periods) != 2:
        return periods
    to_date = [p for p in periods if p.label.endswith(" to date") and p.label.split()[0].isdigit()]
    through = [p for p in periods if p.start is None and p.end is not None]
    if len(to_date) != 1 or len(through) != 1 or through[0].end is None:
        return periods
    end = through[0].end
    start = date((end - timedelta(days=1)).year, 1, 1)
    return [Period(start, end, f"{start.year} to date, {through[0].label}")]


def _year_back(day: date) -> date:
    """The same day a year before (February 29th: the 28th)."""
    return day.replace(year=day.year - 1, day=min(day.day, 28) if day.month == 2 else day.day)


_FINENESS = ("hour", "day", "week", "month", "quarter", "year")


def _days_in_part(grain: str | None, said: list[tuple[str, str]], text: str) -> bool:
    """An average "per day" by a part of the date ("average orders per day for each day of the week", "mean
    revenue a day by hour of day"): each day's figure, averaged within the part (the weekday's days)."""
    if grain not in DATE_PARTS or [g for _, g in said] != ["day"] or said[0][0] not in {"per", "a", "an"}:
        return False
    return re.search(r"\b(?:average|avg|mean)\b", text) is not None


def _inner_grain(said: list[tuple[str, str]]) -> str | None:
    """The finer of two units, one said "per" and the other as a breakdown, when the "per" one is finer
    ("per day ... for each month": day), else None."""
    units = {g for _, g in said}
    if len(units) != 2 or not units <= set(_FINENESS):
        return None
    fine, coarse = sorted(units, key=_FINENESS.index)
    per = {g for k, g in said if k in {"per", "a", "an"}}
    by = {g for k, g in said if k in {"by", "each", "every", "for each", "for every"}}
    return fine if fine in per and fine not in by and coarse in by else None
