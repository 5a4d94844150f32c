"""Formatting by type and grain: what the table, the charts and the sentences show."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from askdata_app.data.formatting import (
    ColumnFormat,
    column_format,
    currency_affixes,
    detect_grain,
    escape_text,
    format_number,
    format_period,
    format_rows,
    format_value,
    frame_formats,
    grain_from_sql,
    money_name,
    percent_name,
    plotly_separators,
    resolve_locale,
)


@pytest.mark.parametrize(
    ("value", "grain", "expected"),
    [
        (dt.date(2019, 9, 1), "month", "Sep 2019"),
        ("2019-09-01T00:00:00", "month", "Sep 2019"),
        (dt.datetime(2018, 1, 1), "quarter", "Q1 2018"),
        (dt.date(2018, 10, 1), "quarter", "Q4 2018"),
        (dt.date(2019, 12, 30), "week", "wk of 30 Dec 2019"),
        (dt.date(2019, 12, 30), "day", "30 Dec 2019"),
        (dt.date(2019, 1, 1), "year", "2019"),
        (dt.datetime(2019, 3, 4, 15, 0), "hour", "4 Mar 2019, 15:00"),
        (dt.datetime(2019, 3, 4, 15, 7, 9), None, "4 Mar 2019, 15:07:09"),
        (pd.Timestamp("2019-03-04"), None, "4 Mar 2019"),
    ],
)
def test_dates_at_their_grain(value: object, grain: str | None, expected: str) -> None:
    assert format_period(value, grain, locale="en_US") == expected


def test_dates_follow_the_locale() -> None:
    assert format_period(dt.date(2019, 12, 30), "day", locale="de_DE") == "30 Dez. 2019"
    assert format_period(dt.date(2019, 9, 1), "month", locale="fr_FR") == "sept. 2019"


@pytest.mark.parametrize(
    ("values", "grain"),
    [
        (["2019-09-01", "2019-10-01", "2019-11-01"], "month"),
        ([dt.date(2018, 1, 1), dt.date(2018, 4, 1), dt.date(2018, 7, 1)], "quarter"),
        ([dt.date(2018, 1, 1), dt.date(2019, 1, 1)], "year"),
        ([dt.date(2019, 12, 30), dt.date(2020, 1, 6), dt.date(2020, 1, 13)], "week"),
        ([dt.date(2019, 12, 30), dt.date(2019, 12, 31)], "day"),
        ([dt.datetime(2019, 1, 1, 10), dt.datetime(2019, 1, 1, 11)], "hour"),
        ([dt.datetime(2019, 1, 1, 10, 3, 5)], None),
        ([dt.date(2019, 1, 1)], "day"),  # one value alone is ambiguous: shown as a day
        ([None, "not a date"], None),
    ],
)
def test_grain_from_the_values(values: list[object], grain: str | None) -> None:
    assert detect_grain(values) == grain


def test_grain_from_the_sql_wins_over_the_values() -> None:
    sql = "SELECT DATE_TRUNC('quarter', ordered_at) AS q, SUM(order_total) AS revenue FROM orders GROUP BY 1"
    assert grain_from_sql(sql, "q") == "quarter"
    assert grain_from_sql(sql, "revenue") is None
    assert grain_from_sql("this is not sql (", "q") is None
    fmt = column_format("q", "date", [dt.date(2018, 1, 1)], sql=sql)  # one value: the SQL decides
    assert fmt.grain == "quarter" and format_value(dt.date(2018, 1, 1), fmt) == "Q1 2018"
    hinted = column_format("q", "date", [dt.date(2018, 1, 1)], hint={"grain": "year"})
    assert format_value(dt.date(2018, 1, 1), hinted) == "2018"


@pytest.mark.parametrize(
    ("name", "money"),
    [
        ("order_total", True),
        ("revenue", True),
        ("avg_price", True),
        ("supply_cost", True),
        ("tax_paid", True),
        ("revenue_cumulative", True),
        ("total_orders", False),
        ("price_count", False),
        ("revenue_share_pct", False),
        ("amount", False),
        ("customers", False),
    ],
)
def test_money_only_where_the_name_says_so(name: str, money: bool) -> None:
    assert money_name(name) is money


def test_numbers_by_type() -> None:
    assert format_number(18.1541935483871, locale="en_US") == "18.15"
    assert format_number(1234567, locale="en_US") == "1,234,567"
    assert format_number(0.012345, locale="en_US") == "0.0123"
    assert format_number(12760.5, currency="USD", locale="en_US") == "$12,760.50"
    assert format_number(-3.5, currency="USD", locale="en_US") == "-$3.50"
    assert format_number(12760.5, currency="EUR", locale="de_DE") == "12.760,50\xa0€"
    assert format_number(41.234, percent="points", locale="en_US") == "41.2%"
    assert format_number(0.41234, percent="fraction", locale="en_US") == "41.2%"
    assert format_number(Decimal("1234.50"), decimals=2, locale="de_DE") == "1.234,50"
    assert format_number(None) == "" and format_number(float("nan")) == ""
    assert percent_name("revenue_share_pct") == "points" and percent_name("revenue") is None


def test_a_column_gets_one_format_for_all_its_cells() -> None:
    frame = pd.DataFrame(
        {
            "month": pd.to_datetime(["2019-09-01", "2019-10-01"]),
            "location": ["Philadelphia", "Brooklyn"],
            "revenue": [12760.5, 10608.0],
            "orders": [1200, 980],
            "avg_items": [18.1541935483871, 2.0],
            "growth_pct": [None, -16.87],
        }
    )
    kinds = ["datetime", "string", "number", "integer", "number", "number"]
    formats = frame_formats(frame, kinds)
    assert formats[0] == ColumnFormat("datetime", grain="month")
    assert formats[2].currency == "USD" and formats[3].currency is None and formats[4].decimals == 2
    page = [
        {"month": "2019-09-01T00:00:00", "location": "Philadelphia", "revenue": 12760.5, "orders": 1200,
         "avg_items": 18.1541935483871, "growth_pct": None},
        {"month": "2019-10-01T00:00:00", "location": "Brooklyn", "revenue": 10608.0, "orders": 980,
         "avg_items": 2.0, "growth_pct": -16.87},
    ]  # fmt: skip
    rows = format_rows(list(frame.columns), page, formats, locale="en_US")
    assert rows == [
        ["Sep 2019", "Philadelphia", "$12,760.50", "1,200", "18.15", ""],
        ["Oct 2019", "Brooklyn", "$10,608.00", "980", "2.00", "-16.9%"],
    ]


def test_semantic_hints_win_over_names() -> None:
    fmt = column_format("average_order_value", "number", [12.5], hint={"money": True, "currency": "eur"})
    assert fmt.currency == "EUR"
    assert format_value(12.5, fmt, locale="en_US") == "€12.50"
    rate = column_format("returning_rate", "number", [0.25], hint={"percent": "fraction"})
    assert format_value(0.25, rate, locale="en_US") == "25.0%"
    not_money = column_format("order_total", "number", [1.0], hint={"money": False})
    assert not_money.currency is None


def test_locale_setting_and_chart_separators(monkeypatch: pytest.MonkeyPatch) -> None:
    from askdata_app.settings import get_settings

    get_settings.cache_clear()
    monkeypatch.setenv("ASKDATA_LOCALE", "de_DE")
    try:
        assert resolve_locale() == "de_DE"
        assert format_number(1234.5, decimals=2) == "1.234,50"
    finally:
        get_settings.cache_clear()
    assert resolve_locale("xx_NOPE") == "en_US"
    assert plotly_separators("en_US") == ".," and plotly_separators("de_DE") == ",."
    assert currency_affixes("USD", locale="en_US") == ("$", "")
    assert currency_affixes("EUR", locale="de_DE") == ("", "\xa0€")


def test_escape_text_makes_markup_inert() -> None:
    assert escape_text('<a href="http://x">click</a> & co') == (
        '&lt;a href="http://x"&gt;click&lt;/a&gt; &amp; co'
    )


@pytest.mark.parametrize(
    "stamps",
    [
        ["2019-09-01", "2019-10-01"],
        ["2018-01-01", "2018-04-01", None],
        ["2018-01-01", "2019-01-01"],
        ["2019-12-30", "2020-01-06"],
        ["2019-12-30", "2019-12-31"],
        ["2019-01-01 10:00", "2019-01-01 11:00"],
        ["2019-01-01 10:03", "2019-01-01 11:00"],
        ["2019-01-01 10:03:05"],
        ["2019-01-01"],
        [None, None],
    ],
)
def test_typed_columns_read_fast_like_the_values(stamps: list[str | None]) -> None:
    """``frame_formats`` reads datetime64 and numeric columns with pandas: same answer as the values."""
    when = pd.to_datetime(pd.Series(stamps))
    for frame in (pd.DataFrame({"t": when}), pd.DataFrame({"t": when.dt.tz_localize("UTC")})):
        assert frame_formats(frame, ["datetime"])[0].grain == detect_grain(when.dropna().tolist())
    for values in ([1.0, 2.0, None], [1.5, 2.25], [0.001, 0.5], [3, 4], [None]):
        numbers = pd.DataFrame({"n": pd.Series(values, dtype="float64")})
        slow = column_format("n", "number", [v for v in values if v is not None])
        assert frame_formats(numbers, ["number"])[0] == slow


def test_a_table_page_from_a_real_result(demo_db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from askdata_app.data.formatting import format_page
    from askdata_app.data.source import DataSource
    from tests.agent_harness import private_copy

    source = DataSource.from_url(f"duckdb:///{private_copy(demo_db_path, tmp_path)}", max_rows=1000)
    try:
        sql = (
            "SELECT DATE_TRUNC('quarter', ordered_at) AS quarter, SUM(order_total) AS revenue, "
            "AVG(order_total) AS avg_order_total, COUNT(*) AS orders FROM orders GROUP BY 1 ORDER BY 1"
        )
        result = source.execute(sql)
    finally:
        source.close()
    page = result.page(0, 2)
    assert isinstance(page[0]["quarter"], str) and "T00:00:00" in page[0]["quarter"]  # raw, as the CSV
    rows = format_page(result.columns, result.kinds, page, sql=sql, locale="en_US")
    assert rows[0][0] == "Q1 2018" and rows[1][0] == "Q2 2018"
    assert rows[0][1].startswith("$") and rows[0][1][-3] == "." and "," in rows[0][1]
    assert rows[0][2].startswith("$") and len(rows[0][2].split(".")[1]) == 2
    assert "," in rows[0][3] and "." not in rows[0][3]
    whole = frame_formats(result.frame, result.kinds, sql=sql)
    assert format_page(result.columns, result.kinds, page, formats=whole, locale="en_US") == rows


_STAMPS = st.lists(
    st.one_of(
        st.datetimes(min_value=dt.datetime(1900, 1, 1), max_value=dt.datetime(2100, 1, 1)),
        st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2100, 1, 1)).map(
            lambda d: dt.datetime(d.year, d.month, d.day)  # whole days: month, quarter, year and week grains
        ),
        st.sampled_from([dt.datetime(2019, m, 1) for m in (1, 4, 7, 10, 2)]),
    ),
    min_size=1,
    max_size=12,
)


@settings(max_examples=300, deadline=None)
@given(stamps=_STAMPS, unit=st.sampled_from(["s", "ms", "us", "ns"]))
def test_the_grain_read_on_integer_counts_is_the_grain_of_the_values(
    stamps: list[dt.datetime], unit: str
) -> None:
    """The datetime64 path (counts modulo a minute, an hour, a day; weekdays; month starts) agrees with
    ``detect_grain`` on the Python values, before 1970 too and in every unit pandas keeps."""
    column = pd.Series(pd.to_datetime(stamps)).astype(f"datetime64[{unit}]")
    if unit == "s":  # a datetime64[s] column cannot keep fractions of a second
        stamps = [s.replace(microsecond=0) for s in stamps]
    elif unit == "ms":
        stamps = [s.replace(microsecond=s.microsecond // 1000 * 1000) for s in stamps]
    assert frame_formats(pd.DataFrame({"t": column}), ["datetime"])[0].grain == detect_grain(stamps)
