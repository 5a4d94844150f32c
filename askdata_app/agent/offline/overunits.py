"""One figure taken over the months (weeks, days, quarters) of a period: "the ratio of the strongest month's
revenue to the weakest month's in 2019", "the gap in dollars between the best and the worst month", "in how
many months of 2019 was revenue below the average month", "in how many months did revenue top $50k", "how
many times did monthly orders drop from one month to the next".

Each is a question about the series of one value per calendar unit (statfigures.py's series: revenue, the
order count, the order totals, items, customers): the best unit over the worst (``max / min``), the best less
the worst (``max - min``), the number of units below (above) the series' own mean (median), past an amount, or
below (above) the unit before. "The unit before" of a period's first unit is the one just before the period
("in how many months of 2019 did revenue fall from the month before": January against December 2018).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, timedelta

from askdata_app.agent.offline.statfigures import Series, StatRead, frame_of, series_of

_UNIT = r"(?:month|week|day|quarter)"
_UNITS = {"month": "monthly", "week": "weekly", "day": "daily", "quarter": "monthly"}
_HIGH = r"(?:strongest|best|highest|biggest|largest|top|peak|greatest|busiest|max(?:imum)?)"
_LOW = r"(?:weakest|worst|lowest|smallest|bottom|trough|quietest|slowest|min(?:imum)?)"
_UNIT_SAID = rf"(?:{_UNIT}(?:ly|s|'s)?|daily|dai|calendar {_UNIT}s?)"

_RATIO = re.compile(
    rf"\bratio (?:of|between) (?:the |our )?{_HIGH}\b[^?]*?\b(?:to|and|over|versus|vs\.?)"
    rf" (?:the |our )?{_LOW}\b"
    rf"|\bhow many times (?:bigger|larger|higher|greater|more)\b[^?]*?\b{_HIGH}\b[^?]*?\bthan\b"
    rf"[^?]*?\b{_LOW}\b"
    rf"|\b{_HIGH}[- ]to[- ]{_LOW}(?: {_UNIT_SAID})? ratio\b"
)
_SPREAD = re.compile(
    rf"\b(?:spread|gap|range|difference|swing|distance)\b[^?]*?\b{_HIGH}\b[^?]*?\b(?:and|to|minus|less|vs\.?)"
    rf" (?:the |our )?{_LOW}\b"
    rf"|\bpeak[- ]to[- ]trough\b"
    rf"|\b{_HIGH} {_UNIT_SAID}[^?]*? (?:minus|less) (?:the |our )?{_LOW}\b"
)
_COUNTED = re.compile(
    r"\b(?:how many |number of |count of (?:the )?|count the )(?:of )?(?:the |our )?(?:\d+ )?(?:calendar )?"
    r"(?P<unit>month|week|day|quarter)s\b|\bhow many times\b"
)
_AVERAGE = re.compile(
    r"\b(?P<side>below|under|less than|lower than|short of|above|over|more than|higher than|exceed(?:ed|ing)?"
    r"|beat|topp?(?:ed)?|better than|worse than|greater than)"
    r" (?:the |that |its |their |this )?(?:(?:year|period|quarter)'?s )?(?:own )?(?:monthly |weekly |daily )?"
    r"(?P<stat>average|mean|median|avg)\b"
    r"|\b(?P<adj>below|above)[- ](?P<stat2>average|mean|median)\b"
)
_AMOUNT = re.compile(
    r"\b(?P<side>below|under|less than|lower than|fewer than|above|over|more than|higher than|greater than"
    r"|exceed(?:ed|ing|s)?|beat|topp?(?:ed|ing)?|pass(?:ed)?|at least|at most|surpass(?:ed)?)"
    r" (?P<amount>\$ ?\d[\d,]*(?:\.\d+)?(?: ?(?:k|m|thousand|million)\b)?"
    r"|\d[\d,]*(?:\.\d+)?(?: ?(?:k|m|thousand|million)\b)?(?= (?:dollars|in |of |orders|items|units|customers"
    r"|revenue|sales|takings)| *$| *[,.?]))"
)
_BEFORE = re.compile(
    rf"\b(?:the |its |a )?(?:previous|prior|preceding|last) {_UNIT}\b|\bthe {_UNIT} (?:immediately )?before\b"
    rf"|\b(?:the )?(?:one|a) {_UNIT} to the next\b|\b{_UNIT}[- ](?:on|over)[- ]{_UNIT}\b"
    rf"|\bthe {_UNIT} (?:just )?(?:preceding|prior)\b|\b(?:its|the) predecessor\b"
)
_FELL = re.compile(
    r"\b(?:declin|drop|fall|fell|dipp?|shr[iu]nk|decreas|contract|slid|slip|los|went down|go down|down|lower"
    r"|less|fewer|weak|worse|below|under)\w*"
)
_ROSE = re.compile(
    r"\b(?:ris|rose|grew|grow|increas|climb|improv|went up|go up|up|higher|more|strong|better|above|gain"
    r"|beat|exceed)\w*"
)
_MEMBERS = re.compile(
    r"\b(?:stores?|shops?|branch(?:es)?|locations?|sites?|products?|items?|drinks?|jaffles?|customers?"
    r"|suppl(?:y|ies)|weekdays?|days? of (?:the )?week|hours?"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"
)
_SPREAD_STAT = re.compile(
    r"\b(?:standard deviations?|std\.? ?devs?|stdevs?|sds?|sigmas?|percentiles?|quartiles?|z-? ?scores?)\b"
)
_SIDES = {
    "below": "<", "under": "<", "less than": "<", "lower than": "<", "short of": "<", "worse than": "<",
    "fewer than": "<", "at most": "<=", "at least": ">=",
}  # fmt: skip
_SCOPE_OUT = (
    _BEFORE,
    re.compile(
        r"\b(?:of|in) the \d+ (?:calendar )?(?:months|weeks|days|quarters)(?: on record| in the data)?\b"
    ),
    re.compile(r"\b(?:that|this|the) (?:year|period|quarter)'?s\b"),
    re.compile(r"\bfor that (?:year|period)\b"),
    re.compile(r"\bcompared (?:with|to)\b|\bversus\b|\bvs\.?"),
)


def _text(question: str) -> str:
    text = " ".join(re.sub(r"[?!]", " ", question.lower().replace("’", "'")).split())
    return re.sub(
        r"\b(?:cash |gross |total )?(?:takings|receipts)\b(?=[^?]*\b(?:incl|tax)\w*)", "order totals", text
    )


def _amount(said: str) -> float:
    m = re.match(r"\$? ?(\d[\d,]*(?:\.\d+)?) ?(k|m|thousand|million)?", said)
    assert m is not None
    value = float(m.group(1).replace(",", ""))
    scale = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6}.get(m.group(2) or "", 1.0)
    return value * scale


def _series(text: str, unit: str) -> Series | None:
    series = series_of(f"{_UNITS[unit]} {text}")
    if series is None or not series.unit:
        return None
    if unit == "quarter":
        return Series(series.table, series.value, "date_trunc('quarter', o.ordered_at)")
    return series


def _scope(text: str) -> str:
    for pattern in _SCOPE_OUT:
        text = pattern.sub(" ", text)
    return " ".join(text.split())


def _earlier(start: date, unit: str) -> date:
    if unit == "day":
        return start - timedelta(days=1)
    if unit == "week":
        return start - timedelta(days=7)
    months = 3 if unit == "quarter" else 1
    index = start.year * 12 + start.month - 1 - months
    return date(index // 12, index % 12 + 1, 1)


def read_unit_figure(question: str, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """The SQL of one figure over the calendar units of a period (see the module docstring), or None."""
    text = _text(question)
    ratio, spread, counted = _RATIO.search(text), _SPREAD.search(text), _COUNTED.search(text)
    if ratio is None and spread is None and counted is None:
        return None
    if _SPREAD_STAT.search(text):
        return None  # "more than two standard deviations below the daily mean": statfigures.py's outliers
    if ratio is not None or spread is not None:
        counted = None  # "how many times bigger was the best month than the worst": a ratio
        said = (ratio or spread or counted).group(0)  # type: ignore[union-attr]
        if _MEMBERS.search(said) or (_MEMBERS.search(text) and not re.search(rf"\b{_UNIT_SAID}\b", said)):
            return None  # "the gap between the best and the worst store", "... day of the week": not of units
    before = _BEFORE.search(text)
    if counted is not None and counted.group("unit") is None and before is None:
        return None  # "how many times ...": only "from one month to the next" says of what
    if counted is not None:
        unit = counted.group("unit") or next(u for u in _UNITS if u in (before.group(0) if before else ""))
    else:
        units = re.search(rf"\b(?:{_UNIT_SAID})\b", text)
        if units is None:
            return None
        said = units.group(0)
        unit = "day" if said.startswith("dai") else next(u for u in _UNITS if said.startswith(u) or u in said)
    series = _series(text, unit)
    if series is None:
        return None
    scope = _scope(text)
    if ratio is not None or spread is not None:
        frame = frame_of(scope, series, stores, anchor, which=False)
        if frame is None or frame.keys:
            return None
        if ratio is not None:
            return StatRead(f"SELECT max(x) / min(x) AS ratio FROM ({frame.inner}) AS t", "best over worst")
        return StatRead(f"SELECT max(x) - min(x) AS spread FROM ({frame.inner}) AS t", "best less worst")
    assert counted is not None
    rest = text[counted.end() :] + " " + text[: counted.start()]
    name = f"{unit}s"
    if _BEFORE.search(text):
        return _against_before(text, scope, series, unit, stores, anchor)
    average = _AVERAGE.search(rest)
    if average is not None:
        frame = frame_of(scope, series, stores, anchor, which=False)
        if frame is None or frame.keys:
            return None
        side = average.group("side") or average.group("adj")
        stat = average.group("stat") or average.group("stat2")
        sign = _SIDES.get(side, ">")
        agg = "median" if stat == "median" else "avg"
        sql = f"WITH t AS ({frame.inner}) SELECT count(*) AS {name} FROM t"
        sql += f" WHERE x {sign} (SELECT {agg}(x) FROM t)"
        return StatRead(sql, name)
    amount = _AMOUNT.search(rest)
    if amount is None or unit == "day":
        return None  # days past an amount: the planner's own reading
    frame = frame_of(_scope(_AMOUNT.sub(" ", text)), series, stores, anchor, which=False)
    if frame is None or frame.keys:
        return None
    sign = _SIDES.get(amount.group("side"), ">")
    bound = _amount(amount.group("amount"))
    sql = f"SELECT count(*) AS {name} FROM ({frame.inner}) AS t WHERE x {sign} {bound}"
    return StatRead(sql, name)


def _against_before(
    text: str, scope: str, series: Series, unit: str, stores: Mapping[str, date], anchor: date
) -> StatRead | None:
    """ "in how many months did revenue fall from the month before": each unit against the one before it."""
    said = _BEFORE.sub(" ", text)
    fell, rose = _FELL.search(said), _ROSE.search(said)
    if (fell is None) == (rose is None):
        return None
    frame = frame_of(scope, series, stores, anchor, which=False)
    if frame is None or frame.keys:
        return None
    start = re.search(r"o\.ordered_at >= DATE '(\d{4}-\d\d-\d\d)'", frame.inner)
    inner, kept = frame.inner, ""
    if start is not None:
        first = date.fromisoformat(start.group(1))
        inner = inner.replace(start.group(0), f"o.ordered_at >= DATE '{_earlier(first, unit).isoformat()}'")
        kept = f" AND unit >= DATE '{first.isoformat()}'"
    sign = "<" if fell is not None else ">"
    sql = (
        f"SELECT count(*) AS {unit}s FROM (SELECT unit, x, lag(x) OVER (ORDER BY unit) AS prev"
        f" FROM ({inner}) AS s) AS t WHERE x {sign} prev{kept}"
    )
    return StatRead(sql, f"{unit}s {'down' if fell is not None else 'up'} on the one before")
