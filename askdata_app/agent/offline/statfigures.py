"""Summary statistics of one series of values ("the standard deviation of the daily order counts in 2020",
"the 90th percentile of lifetime spend", "the quartiles of order_total for 2019", "the coefficient of
variation of daily revenue", "the median absolute deviation of the 2020 order totals").

A statistic is read off a series the question names: a column each row has once (an order's total, a
customer's lifetime spend or lifetime order count, a menu price, an item's selling price, the days from a
customer's first order to their latest), a count each order or customer has (items per order, a customer's
orders), or a figure of each calendar day, week or month (the daily order count, the weekly revenue). The
statistics are DuckDB's: the standard deviation and the variance are the sample ones unless "population" is
said, percentiles and quartiles are ``quantile_cont``, the interquartile range is the 75th minus the 25th, the
coefficient of variation is the sample standard deviation over the mean, the median absolute deviation is
``mad``. Several statistics said together are one row ("the minimum, the median and the maximum"); the mean,
median, minimum and maximum alone are read here only of a series of days, weeks or months, or beside a
statistic the rest of the planner has no reading for. The series is narrowed by a period (the orders'),
a store, or a customer type, and split per store, product type, customer type or a coarser unit of time;
"which store had the highest ..." ranks the stores by the first statistic.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from askdata_app.agent.offline.timespec import parse_time

_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)"

_STAT = re.compile(
    r"\b(?:(?P<iqr>inter-?quartile range|iqr)|(?P<quartiles>quartiles)"
    rf"|(?P<pcts>{_ORDINAL}(?:(?:,| and| ,)+ (?:the )?{_ORDINAL})*(?: and (?:the )?{_ORDINAL})?"
    r" percentiles?(?: points?)?)"
    r"|(?P<mad>median absolute deviation|mad)"
    r"|(?P<cv>coefficient of variation|coeff?icient of variance|cv)"
    r"|(?P<sdpop>population (?:standard deviation|std\.? ?dev|stdev|sd))"
    r"|(?P<sd>(?:sample )?(?:standard deviation|std\.? ?dev(?:iation)?|stdev|stddev|sd)s?)"
    r"|(?P<varpop>population variance)|(?P<var>(?:sample )?variance)"
    r"|(?P<skew>skewness|skew)|(?P<kurt>kurtosis)"
    r"|(?P<median>median)|(?P<mean>mean|average|avg)"
    r"|(?P<min>minimum|min|lowest|smallest)|(?P<max>maximum|max|highest|largest|biggest))\b"
)

_STRONG = frozenset({"iqr", "quartiles", "pcts", "mad", "cv", "sdpop", "sd", "varpop", "var", "skew", "kurt"})

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
_ORDER_COUNT = r"(?:order counts?|order volumes?|number of orders|counts? of orders|orders? placed|orders)"
_REVENUE = r"(?:revenue|sales|takings|turnover)"
_ITEMS = r"(?:items? sold|units? sold|item count|number of items|units|items)"

_STORE_GROUP = re.compile(
    r"\b(?:(?:per|each|every|by|for all|across(?: the)?|at each|of each|split by|broken down by) "
    r"(?:store|location|shop|caf[eé]|site)s?|store by store|(?:store|location)-level)\b"
)
_WHICH = re.compile(r"^(?:which|what) (?:one of our |of our |of the )?(store|location|shop|caf[eé])s?\b")
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
            for p in re.findall(_ORDINAL, m.group(0)):
                if 0 < int(p) < 100:
                    out.append((kind, f"quantile_cont({{x}}, {int(p) / 100})", f"p{int(p)}"))
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
    for grain, words in _GRAINS:
        if re.search(rf"\b(?:{words})\b", text):
            return grain
    return None


def _series(text: str) -> Series | None:
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
        r"|items? count per order|number of items (?:per|in each|in an|in a) order)\b",
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


def read_stat_figure(question: str, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """The SQL of a statistic of a series ``question`` asks for (see the module docstring), or None."""
    text = " ".join(re.sub(r"[?!]", " ", question.lower().replace("’", "'")).split())
    text = re.sub(r"\bstd\. dev\b", "std dev", text)
    stats = _stats(text)
    if not stats:
        return None
    series = _series(text)
    if series is None:
        return None
    strong = any(kind in _STRONG for kind, _, _ in stats)
    which = _WHICH.search(text)
    if which is not None:
        # "which store had the highest median": "highest" ranks, it is no statistic of its own
        stats = [s for s in stats if s[0] not in {"min", "max"}]
        if not stats:
            return None
    if not strong and (len(stats) < 2 or not series.unit):
        return None  # "the median order total": the planner's own reading
    wheres: list[str] = []
    keys: list[tuple[str, str]] = []  # (alias, SQL)
    joins: list[str] = []
    table = series.table
    dated = table in {"orders", "items"}
    time = parse_time(list(re.findall(r"[\w']+", text)), anchor)
    if time.missing_year:
        return None
    if time.periods:
        if not dated or len({(p.start, p.end) for p in time.periods}) != 1:
            return None
        period = time.periods[0]
        if period.start is not None:
            wheres.append(f"o.ordered_at >= DATE '{period.start.isoformat()}'")
        if period.end is not None:
            wheres.append(f"o.ordered_at < DATE '{period.end.isoformat()}'")
    named = [s for s in stores if re.search(rf"\b{re.escape(s.lower())}\b", text)]
    by_store = bool(_STORE_GROUP.search(text)) or which is not None
    if named or by_store:
        if not dated or len(named) > 1:
            return None
        joins.append("JOIN locations l ON l.location_id = o.location_id")
        if named:
            wheres.append(f"l.location_name = '{named[0]}'")
        if by_store:
            keys.append(("location_name", "l.location_name"))
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
    joins = [j for j in joins if not (table == "products" and j.startswith("JOIN products"))]
    key_cols = [f"{sql} AS {alias}" for alias, sql in keys]
    inner_select = ", ".join(
        [*key_cols, *([f"{series.unit} AS unit"] if series.unit else []), f"{series.value} AS x"]
    )
    inner = f"SELECT {inner_select} FROM {source}"
    if joins:
        inner += " " + " ".join(joins)
    if wheres:
        inner += " WHERE " + " AND ".join(wheres)
    if series.unit:
        inner += " GROUP BY " + ", ".join(str(n + 1) for n in range(len(keys) + 1))
    figures = [f"{sql.format(x='x')} AS {alias}" for _, sql, alias in stats]
    names = [alias for alias, _ in keys]
    outer = "SELECT " + ", ".join([*names, *figures]) + f" FROM ({inner}) AS t"
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
