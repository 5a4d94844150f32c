"""Values as people read them: numbers, money, percentages and dates at the result's grain (Babel).

One ``ColumnFormat`` per result column says how its values are shown; :func:`column_formats` works it out
from the column kinds, the values (the grain of a date column, the decimals a number needs), the SQL
(``DATE_TRUNC('quarter', ...)``) and hints from the semantic model (money, currency, percentages, labels).
Everything the person sees goes through here: table cells (:func:`format_rows`), chart axes and hovers
(:func:`axis_style`, :func:`hover_number`), single values and sentences (:func:`format_value`). CSV
downloads stay raw.

Money is only assumed when the semantic model says so, or when a column's last word (after dropping
``_cumulative``, ``_sum``, ``_avg``...) is one of ``MONEY_WORDS`` (``order_total``, ``revenue``,
``avg_price``, ``supply_cost``, ``tax_paid`` but not ``total_orders`` nor ``price_count``). Percentages
come from the semantic model (fractions 0..1) or from a name ending in ``_pct`` / ``_percent`` (0..100).
"""

from __future__ import annotations

import datetime as dt
import functools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal, NotRequired, TypeAlias, TypedDict

from babel import Locale, UnknownLocaleError
from babel.dates import DateTimePattern, format_datetime
from babel.dates import parse_pattern as parse_date_pattern
from babel.numbers import (
    NumberPattern,
    format_currency,
    get_currency_symbol,
    get_decimal_symbol,
    get_group_symbol,
)
from babel.numbers import parse_pattern as parse_number_pattern

Grain: TypeAlias = Literal["year", "quarter", "month", "week", "day", "hour", "minute", "second"]
PercentKind: TypeAlias = Literal["points", "fraction"]
GRAINS: tuple[str, ...] = ("year", "quarter", "month", "week", "day", "hour", "minute", "second")
DEFAULT_LOCALE = "en_US"
DEFAULT_CURRENCY = "USD"
MONEY_WORDS = frozenset(
    {"revenue", "revenues", "price", "prices", "cost", "costs", "tax", "taxes", "total", "subtotal", "spend",
     "spent", "income", "profit", "fee", "fees", "paid"}
)  # fmt: skip
NOT_MONEY_WORDS = frozenset({"count", "number", "qty", "quantity", "pct", "percent", "share", "rate", "id"})
_SUFFIXES = ("cumulative", "sum", "avg", "mean", "min", "max", "median", "usd", "amount")
NUMERIC = frozenset({"integer", "number"})
TIME = frozenset({"date", "datetime"})
SAMPLE = 2000
"""Values read to detect a column's grain or decimals (the first ones: results are usually ordered)."""

_PATTERNS = {
    "year": "y",
    "quarter": "QQQ y",
    "month": "MMM y",
    "week": "d MMM y",
    "day": "d MMM y",
}


class ColumnHint(TypedDict):
    """What the semantic model (or the caller) knows about a result column."""

    label: NotRequired[str]
    """How to name the column in words, e.g. ``revenue``."""
    money: NotRequired[bool]
    """The column holds an amount of money."""
    currency: NotRequired[str]
    """Its ISO 4217 currency (default ``ASKDATA_CURRENCY``)."""
    percent: NotRequired[PercentKind]
    """``fraction`` for 0..1 values, ``points`` for 0..100."""
    grain: NotRequired[str]
    """The time grain of a date column."""


@dataclass(frozen=True)
class ColumnFormat:
    """How one column's values are shown."""

    kind: str
    """The column kind (integer, number, string, boolean, date, datetime, other)."""
    grain: str | None = None
    """For dates: the period each value starts (month -> "Sep 2019"); ``None``: the full date and time."""
    currency: str | None = None
    """For numbers: an ISO currency code when the column is money."""
    percent: PercentKind | None = None
    """For numbers: shown as a percentage."""
    decimals: int = 0
    """For plain numbers: digits after the decimal point."""

    @property
    def is_money(self) -> bool:
        return self.currency is not None


def resolve_locale(locale: str | None = None) -> str:
    """``locale`` or ``ASKDATA_LOCALE``, checked by Babel; an unknown one falls back to ``en_US``."""
    if locale is None:
        from askdata_app.settings import get_settings

        locale = get_settings().locale
    try:
        return str(_babel_locale(locale.replace("-", "_")))
    except (UnknownLocaleError, ValueError, TypeError):
        return DEFAULT_LOCALE


@functools.lru_cache(maxsize=64)
def _babel_locale(name: str) -> Locale:
    """Babel's ``Locale`` for a name, parsed once (a table page formats hundreds of cells)."""
    return Locale.parse(name)


@functools.lru_cache(maxsize=64)
def _date_pattern(pattern: str) -> DateTimePattern:
    """A Babel date pattern, parsed once (``format_date`` parses it each call: 2x the time)."""
    return parse_date_pattern(pattern)


@functools.lru_cache(maxsize=64)
def _number_pattern(pattern: str) -> NumberPattern:
    """A Babel number pattern, parsed once (``format_decimal`` parses it each call: 2.4x the time)."""
    return parse_number_pattern(pattern)


def default_currency() -> str:
    from askdata_app.settings import get_settings

    return get_settings().currency.upper()


# -- what a column is ---------------------------------------------------------------------------------


def _words(name: str) -> list[str]:
    return [w for w in str(name).lower().replace("-", "_").replace(" ", "_").split("_") if w]


def money_name(name: str) -> bool:
    """Whether a column name says money (conservative: its last word, see ``MONEY_WORDS``)."""
    words = _words(name)
    while len(words) > 1 and words[-1] in _SUFFIXES:
        words.pop()
    if not words or set(words) & NOT_MONEY_WORDS:
        return False
    return words[-1] in MONEY_WORDS


def percent_name(name: str) -> PercentKind | None:
    """``points`` (0..100) for names ending in ``_pct``, ``_percent`` or ``_percentage``."""
    words = _words(name)
    return "points" if words and words[-1] in {"pct", "percent", "percentage"} else None


def _as_datetime(value: Any) -> dt.datetime | None:
    if isinstance(value, dt.datetime):
        return value.replace(tzinfo=None) if value.tzinfo else value
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    if isinstance(value, str):
        try:
            return _as_datetime(dt.datetime.fromisoformat(value.strip().replace("Z", "+00:00")))
        except ValueError:
            return None
    if hasattr(value, "to_pydatetime"):  # pandas Timestamp
        try:
            return _as_datetime(value.to_pydatetime())
        except (ValueError, TypeError):
            return None
    return None


def detect_grain(values: Iterable[Any]) -> str | None:
    """The grain a column's dates are truncated to, from the values alone (``None``: not truncated).

    Midnights on the 1st of January only -> year (two values at least); the 1st of quarter months ->
    quarter; the 1st of any month -> month; always the same weekday -> week; other midnights -> day;
    whole hours -> hour; anything finer -> ``None``. One value alone is a day at most (ambiguous).
    """
    stamps = [d for d in (_as_datetime(v) for v in values) if d is not None]
    if not stamps:
        return None
    if any(d.second or d.microsecond for d in stamps):
        return None
    if any(d.minute for d in stamps):
        return "minute"
    if any(d.hour for d in stamps):
        return "hour"
    distinct = set(stamps)
    if len(distinct) < 2:
        return "day"
    if all(d.day == 1 for d in distinct):
        months = {d.month for d in distinct}
        if months == {1}:
            return "year"
        if months <= {1, 4, 7, 10}:
            return "quarter"
        return "month"
    if len({d.weekday() for d in distinct}) == 1:
        return "week"
    return "day"


@functools.lru_cache(maxsize=256)
def grain_from_sql(sql: str, column: str) -> str | None:
    """The grain of ``column`` when the SQL makes it with ``DATE_TRUNC('<grain>', ...)`` (sqlglot)."""
    import sqlglot
    from sqlglot import exp

    try:
        tree = sqlglot.parse_one(sql)
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError, ValueError):
        return None
    select = tree if isinstance(tree, exp.Select) else tree.find(exp.Select)
    if select is None:
        return None
    for projection in select.expressions:
        if projection.alias_or_name.lower() != column.lower():
            continue
        for trunc in projection.find_all(exp.DateTrunc, exp.TimestampTrunc, exp.DatetimeTrunc):
            unit = trunc.args.get("unit")
            text = (unit.name if unit is not None else "").lower()
            if text in GRAINS:
                return text
    return None


def _decimals(values: Iterable[Any]) -> int:
    numbers = [float(v) for v in values if _is_number(v) and math.isfinite(float(v))]
    if not numbers or all(n == int(n) for n in numbers):
        return 0
    return 2 if max(abs(n) for n in numbers) >= 1 else 4


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float | Decimal) and not isinstance(value, bool)


def column_format(
    name: str,
    kind: str,
    values: Sequence[Any] = (),
    *,
    sql: str | None = None,
    hint: ColumnHint | None = None,
    decimals: int | None = None,
) -> ColumnFormat:
    """How to show one column (see the module docstring for the rules).

    The SQL's ``DATE_TRUNC`` wins over a grain read from the values; ``decimals``, when given, over the
    decimals read from them.
    """
    hint = hint or {}
    sample = [v for v in values[:SAMPLE] if v is not None]
    if kind in TIME:
        from_sql = grain_from_sql(sql, name) if sql else None
        grain = from_sql or hint.get("grain") or detect_grain(sample)
        return ColumnFormat(kind, grain=grain)
    if kind not in NUMERIC:
        return ColumnFormat(kind)
    percent = hint.get("percent") or percent_name(name)
    money = hint.get("money", money_name(name)) and percent is None
    currency = (hint.get("currency") or default_currency()).upper() if money else None
    digits = decimals if decimals is not None else _decimals(sample)
    return ColumnFormat(kind, currency=currency, percent=percent, decimals=digits)


def column_formats(
    columns: Sequence[str],
    kinds: Sequence[str],
    values: Mapping[str, Sequence[Any]],
    *,
    sql: str | None = None,
    hints: Mapping[str, ColumnHint] | None = None,
) -> list[ColumnFormat]:
    """One ``ColumnFormat`` per column; ``values`` maps a column to (some of) its values, in row order."""
    hints = hints or {}
    return [
        column_format(c, k, list(values.get(c, ())), sql=sql, hint=hints.get(c))
        for c, k in zip(columns, kinds, strict=True)
    ]


def frame_formats(
    frame: Any,
    kinds: Sequence[str],
    *,
    sql: str | None = None,
    hints: Mapping[str, ColumnHint] | None = None,
) -> list[ColumnFormat]:
    """``column_formats`` for a pandas frame (reads the first ``SAMPLE`` rows of each column)."""
    head = frame.head(SAMPLE)
    hints = hints or {}
    formats = []
    for i, kind in enumerate(kinds):
        name, column = str(frame.columns[i]), head.iloc[:, i]
        fast = _fast_sample(column, kind)
        if fast is None:
            formats.append(column_format(name, kind, column.tolist(), sql=sql, hint=hints.get(name)))
        else:  # typed columns: the grain or the decimals read with pandas, no Python objects per value
            hint: ColumnHint = {**fast, **hints.get(name, {})}  # type: ignore[typeddict-item]
            formats.append(column_format(name, kind, (), sql=sql, hint=hint, decimals=fast.get("decimals")))
    return formats


def _fast_sample(column: Any, kind: str) -> dict[str, Any] | None:
    """``{"grain": ...}`` of a datetime64 column or ``{"decimals": ...}`` of a numeric one, else None."""
    import numpy as np
    import pandas as pd

    dtype = column.dtype
    if kind in TIME and pd.api.types.is_datetime64_any_dtype(dtype):
        stamps = column.dropna()
        if getattr(stamps.dt, "tz", None) is not None:
            stamps = stamps.dt.tz_localize(None)
        return {"grain": _stamps_grain(stamps)} if not stamps.empty else {}
    if kind in NUMERIC and (pd.api.types.is_float_dtype(dtype) or pd.api.types.is_integer_dtype(dtype)):
        numbers = column.to_numpy(dtype=np.float64, na_value=np.nan)
        numbers = numbers[np.isfinite(numbers)]
        if not len(numbers) or bool((numbers == np.round(numbers)).all()):
            return {"decimals": 0}
        return {"decimals": 2 if float(np.abs(numbers).max()) >= 1 else 4}
    return None


def _stamps_grain(stamps: Any) -> str | None:
    """:func:`detect_grain` for a pandas datetime series (no NaT, no zone), read on its integer counts."""
    import numpy as np

    values = np.asarray(stamps.to_numpy())
    unit, step = np.datetime_data(values.dtype)
    per_second = {"s": 1, "ms": 1_000, "us": 1_000_000, "ns": 1_000_000_000}.get(unit) if step == 1 else None
    if per_second is None:  # not a unit pandas keeps: count in nanoseconds
        values, per_second = values.astype("datetime64[ns]"), 1_000_000_000
    counts = values.view(np.int64)
    minute, hour, day = 60 * per_second, 3_600 * per_second, 86_400 * per_second
    if bool((counts % minute != 0).any()):  # seconds or fractions of a second
        return None
    if bool((counts % hour != 0).any()):
        return "minute"
    if bool((counts % day != 0).any()):
        return "hour"
    days = np.unique(counts // day)  # whole days since 1970-01-01, distinct and sorted
    if len(days) < 2:
        return "day"
    dates = days.astype("datetime64[D]")
    months = dates.astype("datetime64[M]")
    if bool((months.astype("datetime64[D]") == dates).all()):  # every value starts a month
        month_numbers = set((months.astype(np.int64) % 12 + 1).tolist())
        if month_numbers == {1}:
            return "year"
        return "quarter" if month_numbers <= {1, 4, 7, 10} else "month"
    weekdays = (days + 3) % 7  # 1970-01-01 was a Thursday (Monday = 0)
    return "week" if len(np.unique(weekdays)) == 1 else "day"


# -- values as text -----------------------------------------------------------------------------------


def format_period(value: Any, grain: str | None, *, locale: str | None = None) -> str:
    """A date at its grain: "2019" / "Q1 2018" / "Sep 2019" / "wk of 30 Dec 2019" / "30 Dec 2019"."""
    loc = resolve_locale(locale)
    stamp = _as_datetime(value)
    if stamp is None:
        return "" if value is None else str(value)
    if grain in _PATTERNS:
        text = _date_pattern(_PATTERNS[grain]).apply(stamp.date(), _babel_locale(loc))
        return f"wk of {text}" if grain == "week" else text
    if grain in {"hour", "minute"}:
        return format_datetime(stamp, "d MMM y, HH:mm", locale=_babel_locale(loc))
    if stamp.time() == dt.time():
        return _date_pattern(_PATTERNS["day"]).apply(stamp.date(), _babel_locale(loc))
    pattern = "d MMM y, HH:mm:ss" if stamp.second or stamp.microsecond else "d MMM y, HH:mm"
    return format_datetime(stamp, pattern, locale=_babel_locale(loc))


def format_number(
    value: Any,
    *,
    currency: str | None = None,
    percent: PercentKind | None = None,
    decimals: int | None = None,
    locale: str | None = None,
) -> str:
    """A number with the locale's separators: "$1,234.56", "41.2%", "12,345", "18.15", "0.0123"."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if not _is_number(value):
        return str(value)
    loc = resolve_locale(locale)
    number = Decimal(str(value)) if isinstance(value, float) else value
    if percent is not None:
        share = float(number) / (100 if percent == "points" else 1)
        return str(_number_pattern("#,##0.0%").apply(share, _babel_locale(loc)))
    if currency is not None:
        return format_currency(number, currency, locale=_babel_locale(loc))
    if decimals is None:
        decimals = 0 if float(number) == int(float(number)) else (2 if abs(float(number)) >= 1 else 4)
    if decimals == 0:
        return str(_number_pattern("#,##0").apply(round(float(number)), _babel_locale(loc)))
    pattern = "#,##0." + ("0" * decimals if decimals <= 2 else "#" * decimals)
    return str(_number_pattern(pattern).apply(number, _babel_locale(loc)))


def format_value(value: Any, fmt: ColumnFormat, *, locale: str | None = None) -> str:
    """One value of a column, as the table, a single-value chart or a sentence shows it."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if fmt.kind in TIME:
        return format_period(value, fmt.grain, locale=locale)
    if fmt.kind in NUMERIC and _is_number(value):
        return format_number(
            value, currency=fmt.currency, percent=fmt.percent, decimals=fmt.decimals, locale=locale
        )
    if hasattr(value, "item"):  # numpy scalar
        return format_value(value.item(), fmt, locale=locale)
    return str(value)


def format_rows(
    columns: Sequence[str],
    rows: Sequence[Mapping[str, Any]],
    formats: Sequence[ColumnFormat],
    *,
    locale: str | None = None,
) -> list[list[str]]:
    """A page of rows (dicts by column, as ``QueryResult.page`` gives) as display text, cell by cell."""
    loc = resolve_locale(locale)
    return [
        [format_value(row.get(c), f, locale=loc) for c, f in zip(columns, formats, strict=True)]
        for row in rows
    ]


# -- charts (Plotly's d3 formats) ---------------------------------------------------------------------


def plotly_separators(locale: str | None = None) -> str:
    """Plotly's ``layout.separators``: the locale's decimal then group symbol (``".,"`` in en_US)."""
    loc = resolve_locale(locale)
    return get_decimal_symbol(loc) + get_group_symbol(loc)


def currency_affixes(currency: str, *, locale: str | None = None) -> tuple[str, str]:
    """``(prefix, suffix)`` around an amount in ``currency`` in this locale: ``("$", "")``, ``("", " €")``."""
    loc = resolve_locale(locale)
    symbol = get_currency_symbol(currency, locale=_babel_locale(loc))
    text = format_currency(1, currency, locale=_babel_locale(loc))
    at = text.find(symbol)
    if at < 0:
        return "", f" {currency}"
    before, after = text[:at], text[at + len(symbol) :]
    if before.strip(" \u00a0") == "":
        return symbol + after[: len(after) - len(after.lstrip(" \u00a0"))], ""
    return "", before[len(before.rstrip(" \u00a0")) :] + symbol


def hover_number(fmt: ColumnFormat) -> str:
    """The d3 format of one number in a hover label (``",.2f"``; prefix and suffix apart)."""
    if fmt.percent is not None:
        return ",.1f"
    if fmt.is_money:
        return ",.2f"
    return f",.{fmt.decimals}f"


def number_affixes(fmt: ColumnFormat, *, locale: str | None = None) -> tuple[str, str]:
    """``(prefix, suffix)`` of a number of this column: a currency symbol or a ``%``."""
    if fmt.percent is not None:
        return "", "%"
    if fmt.currency is not None:
        return currency_affixes(fmt.currency, locale=locale)
    return "", ""


def axis_style(fmt: ColumnFormat, *, locale: str | None = None) -> dict[str, Any]:
    """Plotly axis settings for a number axis: separators, currency or % affixes, sensible decimals.

    A fraction percentage axis is expected to be drawn on values times 100 (see :func:`plot_scale`).
    """
    prefix, suffix = number_affixes(fmt, locale=locale)
    return {
        "tickprefix": prefix,
        "ticksuffix": suffix,
        "tickformat": ",~r" if fmt.decimals > 2 else ",~f",
        "hoverformat": hover_number(fmt),
    }


def plot_scale(fmt: ColumnFormat) -> float:
    """What to multiply a column's values by before plotting (100 for fractions shown as %)."""
    return 100.0 if fmt.percent == "fraction" else 1.0


def escape_text(text: Any) -> str:
    """Text from the data made inert for Plotly, which renders ``<a>``, ``<b>``, ``<br>`` in labels."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def format_page(
    columns: Sequence[str],
    kinds: Sequence[str],
    rows: Sequence[Mapping[str, Any]],
    *,
    sql: str | None = None,
    hints: Mapping[str, ColumnHint] | None = None,
    formats: Sequence[ColumnFormat] | None = None,
    locale: str | None = None,
) -> list[list[str]]:
    """A table page as display text: what ``state/items.table_rows`` shows per cell.

    Args:
        columns: Column names, in order.
        kinds: Column kinds, one per column.
        rows: The page (``QueryResult.page``: dicts of JSON-safe values, dates as ISO text).
        sql: The query, for the grain of its ``DATE_TRUNC`` columns.
        hints: What the semantic model says per column.
        formats: Formats worked out once for the whole result (``frame_formats(result.frame, ...)``), so
            every page of a result looks the same; default: read from this page.
        locale: Babel locale; default ``ASKDATA_LOCALE``.
    """
    if formats is None:
        values = {c: [row.get(c) for row in rows] for c in columns}
        formats = column_formats(columns, kinds, values, sql=sql, hints=hints)
    return format_rows(columns, rows, formats, locale=locale)
