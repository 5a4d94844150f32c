"""Summary statistics of one series of values ("the standard deviation of the daily order counts in 2020",
"the 90th percentile of lifetime spend", "the quartiles of order_total for 2019", "the coefficient of
variation of daily revenue", "the median absolute deviation of the 2020 order totals").

A statistic is read off a series the question names: a column each row has once (an order's total, a
customer's lifetime spend or lifetime order count, a menu price, an item's selling price, the days from a
customer's first order to their latest), a count each order or customer has (items per order, a customer's
orders), or a figure of each calendar day, week or month (the daily order count, the weekly revenue). The
statistics are DuckDB's: the standard deviation and the variance are the sample ones unless "population" is
said, percentiles (also a decimal one: "the 99.5th") and quartiles are ``quantile_cont``, the interquartile
range is the 75th minus the 25th, the coefficient of variation is the sample standard deviation over the mean,
the median absolute deviation is ``mad``. Two statistics said one minus the other ("the mean minus the
median", "the gap between the mean and the median") are that difference, one figure. Several statistics said
together are one row ("the minimum, the median and the maximum"); the mean, median, minimum and maximum alone
are read here only of a series of days, weeks or months, or beside a statistic the rest of the planner has no
reading for. The series is narrowed by a period (the orders'), a store, or a customer type, and split per
store, product type, customer type or a coarser unit of time; "which store had the highest ..." ranks the
stores by the first statistic."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from askdata_app.agent.offline.numwords import counting, numbers
from askdata_app.agent.offline.text import words
from askdata_app.agent.offline.timespec import TimeInfo, parse_time, rewrite_periods

_ORDINAL = r"(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)(?:st|nd|rd|th)"

_STAT = re.compile(
    r"\b(?:(?P<iqr>inter-?quartile range|iqr)|(?P<quartiles>quartiles)"
    rf"|(?P<pcts>{_ORDINAL}(?:(?:,| and| ,)+ (?:the )?{_ORDINAL})*(?: and (?:the )?{_ORDINAL})?"
    r" percentiles?(?: points?)?)"
    r"|(?P<mad>median absolute deviation|mad)"
    r"|(?P<cv>coefficient of variation|coeff?icient of variance|cv)"
    r"|(?P<sdpop>population (?:standard deviat\w*|std\.? ?dev|stdev|sd))"
    r"|(?P<sd>(?:sample )?(?:standard deviat\w*|std\.? ?dev(?:iation)?|stdev|stddev|sd)s?)"
    r"|(?P<varpop>population variance)|(?P<var>(?:sample )?variance)"
    r"|(?P<skew>skewness|skew)|(?P<kurt>kurtosis)"
    r"|(?P<mode>mode|modal(?: value)?|most common value)|(?P<median>median)"
    r"|(?P<mean>(?:arithmetic )?mean|average|avg)"
    r"|(?P<min>minimum|min|lowest|smallest)|(?P<max>maximum|max|highest|largest|biggest))\b"
)

_STRONG = frozenset(
    {"mode", "iqr", "quartiles", "pcts", "mad", "cv", "sdpop", "sd", "varpop", "var", "skew", "kurt"}
)

_TEMPLATES = {
    "iqr": ("quantile_cont({x}, 0.75) - quantile_cont({x}, 0.25)", "iqr"),
    "mad": ("mad({x})", "median_absolute_deviation"),
    "cv": ("stddev_samp({x}) / avg({x})", "coefficient_of_variation"),
    "sdpop": ("stddev_pop({x})", "population_stddev"),
    "sd": ("stddev_samp({x})", "stddev"),
    "varpop": ("var_pop({x})", "population_variance"),
    "var": ("var_samp({x})", "variance"),
    "skew": ("skewness({x})", "skewness"),
    "kurt": ("kurtosis({x})", "kurtosis"),
    "mode": ("mode({x})", "mode"),
    "median": ("median({x})", "median"),
    "mean": ("avg({x})", "mean"),
    "min": ("min({x})", "minimum"),
    "max": ("max({x})", "maximum"),
}

_GRAINS = (
    ("day", r"daily|per day|a day|each day'?s?|every day'?s?|day-level|by day"),
    ("week", r"weekly|per week|a week|each week'?s?|every week'?s?|week-level"),
    ("month", r"monthly|per month|a month|month-level"),
)
_BUCKET = {
    "day": "CAST(o.ordered_at AS DATE)",
    "week": "date_trunc('week', o.ordered_at)",
    "month": "date_trunc('month', o.ordered_at)",
}
_ORDER_COUNT = (
    r"(?:order counts?|order volumes?|number of orders|counts? of orders|orders? placed|orders"
    r"|order(?= (?:range|spread)\b))"
)
_REVENUE = r"(?:revenue|sales|takings|turnover)"
_ITEMS = r"(?:items? sold|units? sold|item count|number of items|units|items)"

_STORE_GROUP = re.compile(
    r"\b(?:(?:per|each|every|by|for all|across(?: the)?|at each|of each|split by|broken down by)[ -]"
    r"(?:store|location|shop|caf[eé]|site)s?|store by store|(?:store|location)-level)\b"
)
_WHICH = re.compile(
    r"^(?:which|what) (?:one of our |of our |of the )?"
    r"(store|location|shop|caf[eé]|weekday|day of (?:the )?week)s?\b"
)
_WEEKDAY = r"(?:weekday|day of (?:the )?week)"
_WEEKDAY_GROUP = re.compile(
    rf"\b(?:(?:per|each|every|by|for each|split by|broken down by)[ -]{_WEEKDAY}|{_WEEKDAY} by {_WEEKDAY})\b"
)
_TYPE_GROUP = re.compile(r"\b(?:per|each|every|by|split by|broken down by|for each) product type\b")
_CTYPE_GROUP = re.compile(r"\b(?:per|each|every|by|split by|for each) customer type\b")
_TIME_GROUP = re.compile(
    r"\b(?:(?:for |in )?(?:each|every) (month|quarter|year|week)(?: of)?|(?:by|per) (month|quarter|year|week)"
    r"|(month|quarter|year)-by-(?:month|quarter|year))\b"
)
_DOWN = re.compile(r"\b(?:highest|largest|biggest|greatest|widest|most|max(?:imum)?|top)\b")
_UP = re.compile(r"\b(?:lowest|smallest|least|narrowest|min(?:imum)?|bottom|most stable|steadiest)\b")
_LISTED_DOWN = re.compile(
    r"\b(?:from (?:the )?(?:highest|largest|biggest|widest|greatest|most)\w*|descending|high(?:est)? to low)"
)
_LISTED_UP = re.compile(
    r"\b(?:from (?:the )?(?:lowest|smallest|narrowest|least)\w*|ascending|low(?:est)? to high)"
)
_CV_SAID = re.compile(
    r"\b(?:relative (?:dispersion|spread|standard deviation|std\.? ?dev|stdev|sd|variability)(?P<none>)"
    r"|(?:the )?(?:sample )?(?:standard deviation|std\.? ?dev|stdev|stddev|sd|std)(?P<of> of [a-z0-9 -]+?)?"
    r" (?:divided by|over|relative to|as a (?:share|fraction|ratio|percentage) of|to)"
    r" (?:the |their |its )?(?:mean|average))\b"
)
"""The coefficient of variation said by what it is: "relative dispersion", "the sd divided by the mean"."""
_PRODUCT_TYPE = re.compile(r"\b(?:(jaffles?)|drinks?|beverages?)\b")
"""A product type said of a series of prices ("the five jaffle menu prices"): only that type's."""
_MIDDLE = frozenset({"median", "mode"})
"""Statistics the rest of the planner reads one at a time: said beside another, all are read here."""
_PRETAX = re.compile(r"\b(?:pre-?tax|before tax|excluding tax|ex tax|without tax|tax excluded|net of tax)\b")


@dataclass(frozen=True)
class Series:
    """One value per row of ``inner`` (a SELECT of ``keys`` and ``x``) once filtered and keyed."""

    table: str
    """orders, customers, products, items (order_items)."""
    value: str
    """The value's SQL, or a count per ``unit``."""
    unit: str = ""
    """What each value is one of when it is a count or sum per something: a bucket SQL, o.order_id, ..."""


@dataclass(frozen=True)
class StatRead:
    """A statistics question read: its SQL and a title."""

    sql: str
    title: str


def _stats(text: str) -> list[tuple[str, str, str]]:
    """(kind, SQL template, alias) of every statistic said, in order."""
    out: list[tuple[str, str, str]] = []
    for m in _STAT.finditer(text):
        kind = m.lastgroup or ""
        if kind == "quartiles":
            out += [
                (kind, f"quantile_cont({{x}}, {q})", f"q{i}") for i, q in ((1, 0.25), (2, 0.5), (3, 0.75))
            ]
        elif kind == "pcts":
            for p in re.findall(_ORDINAL, m.group(0)):  # "the 99.5th percentile": 0.995
                if 0 < float(p) < 100:
                    alias = f"p{p.replace('.', '_')}"
                    out.append((kind, f"quantile_cont({{x}}, {round(float(p) / 100, 6)})", alias))
        else:
            sql, alias = _TEMPLATES[kind]
            out.append((kind, sql, alias))
    seen: set[str] = set()
    unique = []
    for kind, sql, alias in out:
        if alias not in seen:
            seen.add(alias)
            unique.append((kind, sql, alias))
    return unique


def _grain(text: str) -> str | None:
    for grain, said in _GRAINS:
        if re.search(rf"\b(?:{said})\b", text):
            return grain
    return None


def series_of(text: str) -> Series | None:
    """The series the statistic is of (see the module docstring), or None."""
    grain = _grain(text)
    if grain is not None:
        bucket = _BUCKET[grain]
        if re.search(rf"\b{_REVENUE}\b", text):
            return Series("items", "sum(i.product_price)", bucket)
        if re.search(r"\border totals?\b|\border_total\b", text):
            return Series("orders", "sum(o.order_total)", bucket)
        if re.search(rf"\b{_ORDER_COUNT}\b", text):
            return Series("orders", "count(*)", bucket)
        if re.search(rf"\b{_ITEMS}\b", text):
            return Series("items", "count(*)", bucket)
        if re.search(r"\bcustomers\b", text):
            return Series("orders", "count(DISTINCT o.customer_id)", bucket)
        return None
    if re.search(
        r"\b(?:items? (?:per|in an|in each|in a|on an|on each) (?:order|basket)|basket sizes?|order sizes?"
        r"|items? counts? per order|per-order (?:item|unit) counts?"
        r"|number of items (?:per|in each|in an|in a) order)\b",
        text,
    ):
        return Series("items", "count(*)", "o.order_id")
    if re.search(r"\blifetime (?:order counts?|orders|number of orders)\b|\bcount_lifetime_orders\b", text):
        return Series("customers", "c.count_lifetime_orders")
    if re.search(r"\bnumber of lifetime orders\b", text):
        return Series("customers", "c.count_lifetime_orders")
    if re.search(r"\blifetime (?:spend|spending|value)\b|\blifetime_spend\b", text):
        pretax = _PRETAX.search(text)
        return Series("customers", "c.lifetime_spend_pretax" if pretax else "c.lifetime_spend")
    if re.search(
        r"\bdays? (?:between|from) (?:their |a customer'?s |each customer'?s )?first (?:order|visit|purchase)"
        r" (?:and|to|until) (?:their |the )?(?:last|latest|most recent)\b",
        text,
    ):
        return Series(
            "customers",
            "date_diff('day', CAST(c.first_ordered_at AS DATE), CAST(c.last_ordered_at AS DATE))",
        )
    if re.search(
        r"\b(?:menu prices?|product prices?|prices? of (?:the |our )?(?:\w+ )?(?:products|menu items)"
        r"|list prices?)\b",
        text,
    ):
        return Series("products", "p.product_price")
    if re.search(
        r"\b(?:item prices?|selling prices?|sale prices?|prices? of (?:an |each |the )?items?(?: sold)?"
        r"|product_price)\b",
        text,
    ):
        return Series("items", "i.product_price")
    if re.search(r"\b(?:order totals?|order_total|order values?|ticket sizes?|check sizes?)\b", text):
        return Series("orders", "o.order_total")
    if re.search(r"\b(?:tax paid|tax_paid|tax per order)\b", text):
        return Series("orders", "o.tax_paid")
    if re.search(
        r"\b(?:orders per customer|number of (?:\d{4} )?orders (?:per|of each|each) customer)\b", text
    ):
        return Series("orders", "count(*)", "o.customer_id")
    if re.search(r"\bcustomers\b", text) and re.search(
        r"\b(?:their|its) (?:number of|count of) (?:\d{4} )?orders\b", text
    ):
        return Series("orders", "count(*)", "o.customer_id")
    return None


def _time(text: str, anchor: date) -> TimeInfo:
    """What ``text`` says about time, its words read as the planner reads them ("4 July 2019": a day)."""
    raw = [w for w in (w.replace("'s", "").replace("'", "") for w in words(text)) if w]
    return parse_time(rewrite_periods(raw, anchor), anchor)


@dataclass(frozen=True)
class Frame:
    """The series as a subquery: one row per value ``x`` (and its ``unit``), with the split ``keys``."""

    inner: str
    keys: list[str]
    unit: str


def frame_of(
    text: str,
    series: Series,
    stores: Mapping[str, date],
    anchor: date,
    *,
    which: bool,
    span: tuple[date, date] | None = None,
) -> Frame | None:
    """The subquery of ``series`` narrowed and split as ``text`` says, or None when a part is not read."""
    wheres: list[str] = []
    keys: list[tuple[str, str]] = []  # (alias, SQL)
    joins: list[str] = []
    table = series.table
    dated = table in {"orders", "items"}
    time = _time(text, anchor)
    if time.missing_year and span is None:
        return None
    if span is not None:
        wheres.append(f"o.ordered_at >= DATE '{span[0].isoformat()}'")
        wheres.append(f"o.ordered_at < DATE '{span[1].isoformat()}'")
    elif time.periods:
        if not dated or len({(p.start, p.end) for p in time.periods}) != 1:
            return None
        period = time.periods[0]
        if period.start is not None:
            wheres.append(f"o.ordered_at >= DATE '{period.start.isoformat()}'")
        if period.end is not None:
            wheres.append(f"o.ordered_at < DATE '{period.end.isoformat()}'")
    named = [s for s in stores if re.search(rf"\b{re.escape(s.lower())}\b", text)]
    picked = _WHICH.search(text) if which else None
    by_weekday = bool(_WEEKDAY_GROUP.search(text)) or (
        picked is not None and re.fullmatch(_WEEKDAY, picked.group(1)) is not None
    )
    if by_weekday:  # "which weekday had the highest p90 of daily orders": each day under its weekday
        if series.unit != _BUCKET["day"]:
            return None
        keys.append(("weekday", "dayname(o.ordered_at)"))
    by_store = bool(_STORE_GROUP.search(text)) or (which and not by_weekday)
    if named or by_store:
        if not dated or len(named) > 1:
            return None
        joins.append("JOIN locations l ON l.location_id = o.location_id")
        if named:
            wheres.append(f"l.location_name = '{named[0]}'")
        if by_store:
            keys.append(("location_name", "l.location_name"))
    kind = _PRODUCT_TYPE.search(text)
    if kind is not None and table in {"products", "items"} and not _TYPE_GROUP.search(text):
        if table == "items":  # "the median selling price of drinks": the items of that type
            joins.append("JOIN products p ON p.product_id = i.product_id")
        wheres.append("p.product_type = 'jaffle'" if kind.group(1) else "p.product_type = 'beverage'")
    if _TYPE_GROUP.search(text):
        if table != "items":
            return None
        joins.append("JOIN products p ON p.product_id = i.product_id")
        keys.append(("product_type", "p.product_type"))
    if table == "customers":
        returning = bool(re.search(r"\breturning customers?\b|\brepeat customers?\b", text))
        new = bool(re.search(r"\b(?:new|one-order|one-time|single-order) customers?\b", text))
        if _CTYPE_GROUP.search(text) or (returning and new):
            keys.append(("customer_type", "c.customer_type"))
        elif returning:
            wheres.append("c.customer_type = 'returning'")
        elif new:
            wheres.append("c.customer_type = 'new'")
    coarse = _TIME_GROUP.search(text)
    if coarse is not None:
        unit = next(g for g in coarse.groups() if g)
        if not dated or unit == _grain(text):
            return None
        keys.append((unit, f"date_trunc('{unit}', o.ordered_at)"))
    source = {
        "orders": "orders o",
        "items": "order_items i JOIN orders o ON o.order_id = i.order_id",
        "customers": "customers c",
        "products": "products p",
    }[table]
    key_cols = [f"{sql} AS {alias}" for alias, sql in keys]
    unit_col = [f"{series.unit} AS unit"] if series.unit else []
    inner = f"SELECT {', '.join([*key_cols, *unit_col, f'{series.value} AS x'])} FROM {source}"
    if joins:
        inner += " " + " ".join(joins)
    if wheres:
        inner += " WHERE " + " AND ".join(wheres)
    if series.unit:
        inner += " GROUP BY " + ", ".join(str(n + 1) for n in range(len(keys) + 1))
    return Frame(inner, [alias for alias, _ in keys], series.unit)


_NUMBER = {**numbers(counting(1, 5)), **{str(n): n for n in range(1, 6)}}
"""How many standard deviations, one to five, in words or digits."""
_OUTLIER = re.compile(
    r"\b(?:more than |over |at least |beyond )?(one|two|three|four|five|[1-5](?:\.5)?) (?:sample )?"
    r"(?:standard deviations?|std\.? ?devs?|sds?|sigmas?) (above|below|from|away from|over|under|off)\b"
)
_COUNTED = re.compile(r"\b(?:how many|number of|count (?:of )?(?:the )?)\b")


def _outliers(text: str, series: Series, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """ "on how many days of 2020 was the order count more than two standard deviations below the daily mean":
    the values past the mean by that many sample standard deviations of the same series (counted)."""
    m = _OUTLIER.search(text)
    assert m is not None
    frame = frame_of(text, series, stores, anchor, which=False)
    if frame is None or frame.keys:
        return None
    k = _NUMBER.get(m.group(1)) or float(m.group(1))
    side = m.group(2)
    if side in {"above", "over"}:
        test = f"x > (SELECT avg(x) + {k} * stddev_samp(x) FROM t)"
    elif side in {"below", "under"}:
        test = f"x < (SELECT avg(x) - {k} * stddev_samp(x) FROM t)"
    else:
        test = f"abs(x - (SELECT avg(x) FROM t)) > {k} * (SELECT stddev_samp(x) FROM t)"
    if _COUNTED.search(text):
        return StatRead(
            f"WITH t AS ({frame.inner}) SELECT count(*) AS outliers FROM t WHERE {test}", "outliers"
        )
    if not frame.unit:
        return None
    return StatRead(f"WITH t AS ({frame.inner}) SELECT unit, x FROM t WHERE {test} ORDER BY unit", "outliers")


def _z_score(text: str, series: Series, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """ "the z-score of Christmas Eve 2020's order count against 2020's daily counts": that day's value less
    the series' mean, over its sample standard deviation; the series is the day's year when none is said."""
    if series.unit != _BUCKET["day"]:
        return None
    time = _time(text, anchor)
    days = [
        p for p in time.periods if p.start is not None and p.end is not None and (p.end - p.start).days == 1
    ]
    longer = [p for p in time.periods if p not in days]
    if len(days) != 1 or len(longer) > 1 or days[0].start is None:
        return None
    day = days[0].start
    whole = longer[0] if longer else None
    start = whole.start if whole is not None and whole.start is not None else date(day.year, 1, 1)
    end = whole.end if whole is not None and whole.end is not None else date(day.year + 1, 1, 1)
    frame = frame_of(text, series, stores, anchor, which=False, span=(start, end))
    if frame is None or frame.keys:
        return None
    sql = (
        f"WITH t AS ({frame.inner}) SELECT ((SELECT x FROM t WHERE unit = DATE '{day.isoformat()}') - avg(x))"
        " / stddev_samp(x) AS z_score FROM t"
    )
    return StatRead(sql, "z-score")


_JOINED = {
    # a bucket's figure over orders joined to their items: the orders counted once each
    "count(*)@orders": "count(DISTINCT o.order_id)",
    "sum(i.product_price)@items": "sum(i.product_price)",
    "count(*)@items": "count(*)",
    "count(DISTINCT o.customer_id)@orders": "count(DISTINCT o.customer_id)",
}
_BETWEEN = re.compile(
    r"\bcorrelation (?:coefficient )?(?:between|of) (.+?) (?:and|with|vs|versus|against) (.+)$"
)


def _correlation(text: str, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """ "the Pearson correlation between the daily order count and daily revenue in 2020": ``corr`` over one
    row per day (week, month) holding both figures; None unless both sides are such figures."""
    m = _BETWEEN.search(text)
    if m is None:
        return None
    grain = _grain(text)
    left, right = m.group(1), m.group(2)
    if grain is None:
        return None
    tail = " ".join(t for t in ("daily", "weekly", "monthly") if _grain(t) == grain)
    one, two = series_of(f"{tail} {left}"), series_of(f"{tail} {right}")
    if one is None or two is None or not one.unit or one.unit != two.unit:
        return None
    a = _JOINED.get(f"{one.value}@{one.table}")
    b = _JOINED.get(f"{two.value}@{two.table}")
    if a is None or b is None or a == b:
        return None
    frame = frame_of(text, Series("items", a, one.unit), stores, anchor, which=False)
    if frame is None or frame.keys:
        return None
    inner = frame.inner.replace(f"{a} AS x", f"{a} AS a, {b} AS b")
    return StatRead(f"SELECT corr(a, b) AS correlation FROM ({inner}) AS t", "correlation")


_SHARE_OF = re.compile(
    r"\b(?:fraction|share|proportion|percentage|percent|ratio) of (?:all |the |our )?"
    r"(?:(\d{4}'s |\d{4} )?days\b)?"
)
_PASSING = re.compile(
    r"\b(more than|over|above|greater than|at least|fewer than|less than|under|below|at most)"
    r" (?:the |that |their |its )?(\$ ?\d+(?:\.\d+)?|\d+(?:\.\d+)?|average|mean|median)\b"
)
_SIGNS = {
    "more than": ">", "over": ">", "above": ">", "greater than": ">", "at least": ">=", "fewer than": "<",
    "less than": "<", "under": "<", "below": "<", "at most": "<=",
}  # fmt: skip


def _share_passing(text: str, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """ "what proportion of 2020's days saw more than 180 orders": the share of the days whose figure
    passes a number; "what fraction of customers have a lifetime spend above the average lifetime spend":
    the share of the rows passing the series' own mean (median). A share of rows past a plain number is
    the planner's."""
    share = _SHARE_OF.search(text)
    passing = _PASSING.search(text)
    if share is None or passing is None or passing.start() < share.end():
        return None
    bound = passing.group(2).replace("$", "").strip()
    days = share.group(0).rstrip().endswith("days")
    if days:
        series = series_of("daily " + text[share.end() :])
    elif bound in {"average", "mean", "median"}:
        series = series_of(text)
    else:
        return None
    if series is None:
        return None
    frame = frame_of(text, series, stores, anchor, which=False)
    if frame is None or frame.keys:
        return None
    sign = _SIGNS[passing.group(1)]
    if bound in {"average", "mean", "median"}:
        agg = "median" if bound == "median" else "avg"
        sql = (
            f"WITH t AS ({frame.inner}) SELECT avg(CASE WHEN x {sign} (SELECT {agg}(x) FROM t)"
            " THEN 1.0 ELSE 0.0 END) AS share FROM t"
        )
    else:
        sql = (
            f"SELECT avg(CASE WHEN x {sign} {bound} THEN 1.0 ELSE 0.0 END) AS share FROM ({frame.inner}) AS t"
        )
    return StatRead(sql, "share")


_TO_RATIO = re.compile(r"\b(\w+)[- ]to[- ](\w+) ratio\b")
_DIVIDED = re.compile(
    r"\b(\w+)(?: (?:day|value|figure|count|one)s?)? (?:divided by|over) (?:the |its )?(\w+)\b"
)
_EXTREME = ((r"peak|top|high", "max"), (r"trough|bottom|low|floor", "min"))


_MINUS = re.compile(r"\b(?:minus|less(?! than\b)|take away)\b")
_DIFFERENCE = re.compile(r"\b(?:difference|gap|distance|spread) between\b")


def _difference(text: str) -> list[tuple[str, str, str]] | None:
    """The two statistics one is taken from the other ("the mean minus the median", "the gap between the
    mean and the median"), the first said first; None when no difference of two statistics is said."""
    minus = _MINUS.search(text)
    if minus is not None:
        before, after = _stats(text[: minus.start()]), _stats(text[minus.end() :])
        return [before[-1], after[0]] if before and after and before[-1][2] != after[0][2] else None
    between = _DIFFERENCE.search(text)
    if between is not None:
        two = _stats(text[between.end() :])[:2]
        return two if len(two) == 2 else None
    return None


def _over_first(text: str, stats: list[tuple[str, str, str]]) -> str | None:
    """The kind of the statistic said to be divided ("the peak-to-median ratio", "max day divided by the
    median day"), when the words name one of ``stats``; None when they do not say."""
    kinds = {kind for kind, _, _ in stats}
    for pattern in (_TO_RATIO, _DIVIDED):
        for m in pattern.finditer(text):
            said = [_STAT.fullmatch(m.group(n)) for n in (1, 2)]
            named = [w.lastgroup if w is not None else None for w in said]
            if named[0] in kinds and named[1] in kinds and named[0] != named[1]:
                return named[0]
    return None


def read_stat_figure(question: str, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """The SQL of a statistic of a series ``question`` asks for (see the module docstring), or None."""
    text = " ".join(re.sub(r"[?!]", " ", question.lower().replace("’", "'")).split())
    text = re.sub(r"\bstd\. dev\b", "std dev", text)
    text = _CV_SAID.sub(lambda m: "coefficient of variation" + (m.group("of") or ""), text)
    for said, kind in _EXTREME:  # "the peak-to-median ratio": the maximum to the median
        text = re.sub(rf"\b(?:{said})(?=[- ]to[- ]\w+ ratio\b)", kind, text)
        text = re.sub(rf"(?<=\w[- ]to[- ])(?:{said})(?= ratio\b)", kind, text)
    series = series_of(text)
    if _OUTLIER.search(text):
        return _outliers(text, series, stores, anchor) if series is not None else None
    if re.search(r"\bz-? ?scores?\b|\bstandard scores?\b", text):
        return _z_score(text, series, stores, anchor) if series is not None else None
    passing = _share_passing(text, stores, anchor)
    if passing is not None:
        return passing
    if re.search(r"\bcorrelat(?:ion|ed|e)\b", text):
        return _correlation(text, stores, anchor)
    stats = _stats(text)
    if not stats or series is None:
        return None
    strong = any(kind in _STRONG for kind, _, _ in stats)
    which = _WHICH.search(text)
    ranking = re.search(r"\b(?:rank(?:ed|ing)?|sort(?:ed)?|order(?:ed)?|top|bottom)\b[^,]*?\bby\b", text)
    if which is not None or ranking is not None:
        # "which store had the highest median", "rank the shops by ..., highest first": "highest" ranks or
        # orders, it is no statistic of its own
        stats = [s for s in stats if s[0] not in {"min", "max"}]
        if not stats:
            return None
    difference = _difference(text) if len(stats) >= 2 else None
    if difference is not None:  # "the mean minus the median": those two, one less the other
        stats = difference
    divided = _over_first(text, stats) if len(stats) == 2 and difference is None else None
    said_ratio = re.search(r"\bratio (?:of|between) (?:the )?", text) or _TO_RATIO.search(text)
    ratio = len(stats) == 2 and difference is None and (said_ratio is not None or divided is not None)
    if ratio and divided == stats[1][0]:  # "the peak-to-median ratio", "the median over the mean": that order
        stats = [stats[1], stats[0]]
    priced = len(stats) == 1 and stats[0][0] == "median" and series.value == "i.product_price"
    kinds = [kind for kind, _, _ in stats if kind not in {"min", "max"}]  # "highest median": a ranking
    together = len(kinds) >= 2 and bool(_MIDDLE & set(kinds))
    if (
        not strong
        and not ratio
        and not priced
        and not together
        and difference is None
        and (len(stats) < 2 or not series.unit)
    ):
        return None  # "the median order total": the planner's own reading
    frame = frame_of(text, series, stores, anchor, which=which is not None)
    if frame is None:
        return None
    names = frame.keys
    figures = [f"{sql.format(x='x')} AS {alias}" for _, sql, alias in stats]
    if ratio:  # "the ratio of the mean order total to the median": the first over the second
        figures = [f"({stats[0][1].format(x='x')}) / ({stats[1][1].format(x='x')}) AS ratio"]
    if difference is not None:  # "mean minus median": the first less the second
        figures = [f"({stats[0][1].format(x='x')}) - ({stats[1][1].format(x='x')}) AS difference"]
    outer = "SELECT " + ", ".join([*names, *figures]) + f" FROM ({frame.inner}) AS t"
    if names:
        outer += " GROUP BY " + ", ".join(names)
    first = stats[0][2]
    if which is not None:
        rest = text[which.end() :]
        down = _DOWN.search(rest)
        up = _UP.search(rest)
        asc = up is not None and (down is None or up.start() < down.start())
        outer += f" ORDER BY {first} {'ASC' if asc else 'DESC'} LIMIT 1"
    elif names:
        if _LISTED_DOWN.search(text):
            outer += f" ORDER BY {first} DESC"
        elif _LISTED_UP.search(text):
            outer += f" ORDER BY {first} ASC"
        else:
            outer += " ORDER BY " + ", ".join(names)
    title = ", ".join(alias.replace("_", " ") for _, _, alias in stats)
    return StatRead(outer, title)


_MODE_OF = re.compile(
    r"\b(which|what) (hour(?: of the day)?|day of the week|weekday|month|store|location|product)"
    r" (?:is|was) (?:the )?(?:mode|modal one|most common one) (?:for|of|among|in) (?:the |our )?(\w+)"
)


def mode_as_most(question: str) -> str:
    """ "which hour of the day is the mode for orders": the hour with the most orders."""
    return _MODE_OF.sub(lambda m: f"{m.group(1)} {m.group(2)} has the most {m.group(3)}", question, count=1)


CORRELATION_ASK = (
    "I can correlate two figures the data holds, taken over the same days, weeks or months (for example the"
    " daily order count and daily revenue). Which two figures, and over what?"
)


def correlation_unread(question: str) -> bool:
    """ "the correlation between rainfall and revenue": a correlation asked whose two sides are not both
    figures read here; asked back rather than answered with one of them."""
    return bool(re.search(r"\bcorrelat(?:ion|ed|e|es)\b", question.lower()))
