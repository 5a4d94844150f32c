"""Charts: the deterministic choice, figure size caps, downsampling and binning, valid Plotly JSON."""

from __future__ import annotations

import base64
import datetime as dt
import json
from decimal import Decimal
from typing import Any

import duckdb
import numpy as np
import pandas as pd
import plotly.io as pio
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from askdata_app.data.charts import (
    CHART_TYPES,
    build_figure,
    choose_chart,
    draw_chart,
    explain_chart,
    fitting_chart_types,
)
from askdata_app.data.downsample import bin_2d, histogram_bins, lttb_indices, top_n_other

KINDS = ["integer", "number", "string", "boolean", "date", "datetime", "other"]


def decode(value: Any) -> np.ndarray:
    """A trace array as sent: a plain list, or plotly's base64 typed array ``{"dtype", "bdata", "shape"}``."""
    if isinstance(value, dict) and "bdata" in value:
        array = np.frombuffer(base64.b64decode(value["bdata"]), dtype=np.dtype(value["dtype"]))
        shape = value.get("shape")
        return array.reshape([int(n) for n in str(shape).split(",")]) if shape else array
    return np.asarray(value)


def points(figure: dict[str, Any]) -> int:
    """Points the browser receives: x values, slices, heatmap cells, table cells, indicators."""
    total = 0
    for trace in figure["data"]:
        if trace["type"] in {"scatter", "scattergl", "bar"}:
            total += len(decode(trace["x"]))
        elif trace["type"] == "pie":
            total += len(decode(trace["values"]))
        elif trace["type"] == "heatmap":
            total += int(decode(trace["z"]).size)
        elif trace["type"] == "table":
            total += sum(len(col) for col in trace["cells"]["values"])
        else:
            total += 1
    return total


def trace_values(figure: dict[str, Any], key: str, index: int = 0) -> np.ndarray:
    return decode(figure["data"][index][key])


# ---------------------------------------------------------------------------------------------------
# Choosing


@pytest.mark.parametrize(
    ("kinds", "rows", "expected"),
    [
        (["date", "number"], None, "line"),
        (["datetime", "integer"], 500, "line"),
        (["date", "number", "number"], None, "line"),
        (["date", "string", "number"], None, "line"),
        (["string", "number"], None, "bar"),
        (["boolean", "integer"], None, "bar"),
        (["string", "number", "number"], None, "bar"),
        (["number", "integer"], None, "scatter"),
        (["number"], None, "histogram"),
        (["number"], 1000, "histogram"),
        (["number"], 1, "value"),
        (["string"], 1, "value"),
        (["string"], 20, "bar"),
        (["string", "string", "number", "number", "date"], None, "table"),
        (["integer", "integer", "integer"], None, "table"),
        (["other", "number"], None, "table"),
        (["date"], None, "table"),
        ([], None, "table"),
    ],
)
def test_heuristic(kinds: list[str], rows: int | None, expected: str) -> None:
    columns = [f"c{i}" for i in range(len(kinds))]
    assert choose_chart(columns, kinds, rows=rows) == expected
    assert choose_chart(columns, kinds, "auto", rows=rows) == expected


@pytest.mark.parametrize(
    ("kinds", "requested", "expected"),
    [
        (["string", "number"], "pie", "pie"),
        (["date", "number"], "bar", "bar"),
        (["date", "number"], "scatter", "scatter"),
        (["integer", "number"], "bar", "bar"),  # a number column can label bars (years)
        (["number", "number"], "line", "line"),
        (["string", "number"], "table", "table"),
        (["string", "number"], "histogram", "histogram"),
        (["string", "number"], "line", "bar"),  # does not fit: the heuristic wins
        (["number"], "pie", "histogram"),
        (["date", "number"], "value", "line"),
        (["string", "number"], "sunburst", "bar"),
    ],
)
def test_explicit_request_wins_when_it_fits(kinds: list[str], requested: str, expected: str) -> None:
    columns = ["a", "b"][: len(kinds)]
    chart, reason = explain_chart(columns, kinds, requested)
    assert chart == expected
    if chart == requested:
        assert reason == "as requested"
    else:
        assert requested in reason  # says why the request was not followed
        assert reason.endswith(explain_chart(columns, kinds)[1])


def test_refusal_explains_what_fits() -> None:
    _, reason = explain_chart(["city", "revenue"], ["string", "number"], "line")
    assert reason == (
        "a line chart needs a date column and a number column, or two number columns; these columns fit "
        "bar, pie, histogram, table, so a category with numbers: a bar chart"
    )


@settings(max_examples=300, deadline=None)
@given(kinds=st.lists(st.sampled_from(KINDS), max_size=6), rows=st.none() | st.integers(0, 3))
def test_choice_always_fits(kinds: list[str], rows: int | None) -> None:
    columns = [f"c{i}" for i in range(len(kinds))]
    fitting = fitting_chart_types(columns, kinds)
    assert fitting[-1] == "table"
    assert set(fitting) <= set(CHART_TYPES)
    assert choose_chart(columns, kinds, rows=rows) in fitting
    for requested in CHART_TYPES:
        chosen = choose_chart(columns, kinds, requested, rows=rows)
        assert chosen in fitting
        assert (chosen == requested) == (requested in fitting)


# ---------------------------------------------------------------------------------------------------
# Downsampling helpers


def test_lttb_keeps_first_last_and_extremes() -> None:
    n = 100_000
    x = np.arange(n, dtype=float)
    y = np.sin(x / 5000)
    y[31_337] = 50.0  # a spike
    y[77_777] = -50.0  # a dip
    keep = lttb_indices(x, y, 500)
    assert len(keep) <= 500
    assert keep[0] == 0 and keep[-1] == n - 1
    assert 31_337 in keep and 77_777 in keep
    assert np.all(np.diff(keep) > 0)  # sorted, unique
    # spread over the whole range, not bunched: every tenth of the x range has points
    assert len(np.unique(keep // (n // 10))) == 10


@settings(max_examples=200, deadline=None)
@given(
    y=hnp.arrays(np.float64, st.integers(0, 400), elements=st.floats(-1e6, 1e6, allow_nan=False)),
    n_out=st.integers(1, 120),
)
def test_lttb_properties(y: np.ndarray, n_out: int) -> None:
    x = np.arange(len(y), dtype=float)
    keep = lttb_indices(x, y, n_out)
    assert len(keep) <= max(n_out, 0) or len(y) <= n_out
    if len(y) <= n_out:
        assert list(keep) == list(range(len(y)))
        return
    assert np.all(np.diff(keep) > 0)
    if n_out >= 4:
        assert keep[0] == 0 and keep[-1] == len(y) - 1
        assert y[keep].max() == y.max() and y[keep].min() == y.min()


def test_histogram_bins_are_counts_of_every_value() -> None:
    values = np.random.default_rng(1).normal(size=100_000)
    bins = histogram_bins(values, 50)
    assert len(bins.counts) <= 50
    assert bins.counts.sum() == len(values)
    assert bins.edges[0] == values.min() and bins.edges[-1] == values.max()
    ints = histogram_bins(np.array([1, 1, 2, 5, 5, 5]), 50, integer=True)
    assert list(ints.centers) == [1, 2, 3, 4, 5] and list(ints.counts) == [2, 1, 0, 0, 3]
    assert list(histogram_bins(np.array([7.0, 7.0]), 10).counts) == [2]


def test_bin_2d_and_top_n() -> None:
    rng = np.random.default_rng(2)
    grid = bin_2d(rng.normal(size=10_000), rng.normal(size=10_000), 2000)
    assert grid.counts.size <= 2000 and grid.counts.sum() == 10_000
    labels, values, folded = top_n_other(["a", "b", "c", "d"], np.array([1.0, 5.0, 3.0, 2.0]), 3)
    assert labels == ["b", "c", "Other (2 more)"] and list(values) == [5.0, 3.0, 3.0] and folded == 2
    assert top_n_other(["a"], np.array([1.0]), 3)[2] == 0


# ---------------------------------------------------------------------------------------------------
# Figures


@pytest.fixture(scope="module")
def million_line() -> pd.DataFrame:
    n = 1_000_000
    rng = np.random.default_rng(0)
    values = rng.normal(size=n).cumsum()
    values[123_456] = values.max() + 1000  # an outlier the chart must not lose
    return pd.DataFrame(
        {"ordered_at": pd.date_range("2020-01-01", periods=n, freq="min"), "order_total": values}
    )


def test_million_row_line_is_small(million_line: pd.DataFrame) -> None:
    figure, note = build_figure(million_line, ["datetime", "number"], "line", title="Revenue")
    size = len(json.dumps(figure))
    assert size < 200_000, size
    assert points(figure) <= 2000
    assert note == f"showing {points(figure):,} of 1,000,000 points (LTTB)"
    y = trace_values(figure, "y")
    assert y.max() == million_line["order_total"].max()  # the outlier survived
    x = pd.to_datetime(trace_values(figure, "x"))
    assert x[0] == million_line["ordered_at"].iloc[0] and x[-1] == million_line["ordered_at"].iloc[-1]
    layout = figure["layout"]
    assert layout["xaxis"]["title"]["text"] == "Ordered at"
    assert layout["yaxis"]["title"]["text"] == "Order total"
    assert layout["title"]["text"] == "Revenue"


@pytest.mark.parametrize("max_points", [50, 500, 2000])
@pytest.mark.parametrize(
    ("chart", "kinds"),
    [
        ("line", ["datetime", "number", "string"]),
        ("bar", ["datetime", "number", "string"]),
        ("scatter", ["datetime", "number", "string"]),
        ("histogram", ["datetime", "number", "string"]),
        ("pie", ["datetime", "number", "string"]),
        ("table", ["datetime", "number", "string"]),
        ("value", ["datetime", "number", "string"]),
    ],
)
def test_every_chart_respects_max_points(chart: str, kinds: list[str], max_points: int) -> None:
    n = 20_000
    rng = np.random.default_rng(3)
    frame = pd.DataFrame(
        {
            "day": pd.date_range("2021-01-01", periods=n, freq="h"),
            "amount": rng.gamma(2.0, 10.0, size=n),
            "store": [f"store {i % 250}" for i in range(n)],
        }
    )
    figure, note = build_figure(frame, kinds, chart, max_points=max_points)
    assert points(figure) <= max_points
    assert note  # every one of these had to shrink, change or cut something, and says so
    pio.from_json(json.dumps(figure))


def test_scatter_is_binned_when_large() -> None:
    rng = np.random.default_rng(4)
    frame = pd.DataFrame({"price": rng.normal(size=300_000), "quantity": rng.normal(size=300_000)})
    figure, note = build_figure(frame, ["number", "number"], "scatter")
    assert figure["data"][0]["type"] == "heatmap"
    assert np.nansum(trace_values(figure, "z")) == 300_000
    assert note == "300,000 points binned into 44 × 44 cells (2-D histogram)"
    small, small_note = build_figure(frame.head(100), ["number", "number"], "scatter")
    assert pio.from_json(json.dumps(small)).data[0].mode == "markers" and small_note == ""
    assert points(small) == 100


def test_histogram_sends_counts_not_values() -> None:
    values = np.random.default_rng(5).exponential(size=50_000)
    figure, note = build_figure(pd.DataFrame({"wait_s": values}), ["number"], "histogram")
    counts = trace_values(figure, "y")
    assert counts.sum() == 50_000 and len(counts) <= 100
    assert note == f"50,000 values in {len(counts)} bins"
    assert figure["layout"]["yaxis"]["title"]["text"] == "Count"


def test_bars_keep_top_n_and_other_keeps_the_total() -> None:
    frame = pd.DataFrame({"product": [f"p{i}" for i in range(100)], "sold": np.arange(100, dtype=float)})
    figure, note = build_figure(frame, ["string", "number"], "bar")
    labels, heights = trace_values(figure, "x"), trace_values(figure, "y")
    assert len(labels) == 30 and labels[0] == "p99" and labels[-1] == "Other (71 more)"
    assert heights.sum() == frame["sold"].sum()
    assert note == "showing the top 29 of 100; the other 71 summed as 'Other'"
    small, small_note = build_figure(frame.head(5), ["string", "number"], "bar")
    assert list(trace_values(small, "x")) == ["p0", "p1", "p2", "p3", "p4"] and small_note == ""  # order kept


def test_pie_top_n_and_negative_values() -> None:
    frame = pd.DataFrame({"city": list("abcdefghijklmnop"), "orders": np.arange(16, dtype=float) + 1})
    figure, note = build_figure(frame, ["string", "number"], "pie")
    assert len(trace_values(figure, "labels")) == 10
    assert trace_values(figure, "values").sum() == frame["orders"].sum()
    assert note == "the 7 smallest slices are summed as 'Other'"
    frame.loc[0, "orders"] = -5
    figure, note = build_figure(frame, ["string", "number"], "pie")
    assert pio.from_json(json.dumps(figure)).data[0].type == "bar"
    assert note.startswith("a pie cannot show negative values")


def test_value_and_table() -> None:
    figure, note = build_figure(pd.DataFrame({"total_revenue": [Decimal("1234.50")]}), ["number"], "value")
    fig = pio.from_json(json.dumps(figure))
    assert fig.data[0].type == "indicator" and fig.data[0].value == 1234.5 and note == ""
    figure, _ = build_figure(pd.DataFrame({"best": ["Philadelphia"]}), ["string"], "value")
    assert figure["layout"]["annotations"][0]["text"] == "Philadelphia"
    frame = pd.DataFrame({"a": [1, None], "b": ["x", None], "c": [True, False]})
    figure, _ = build_figure(frame, ["number", "string", "boolean"], "table")
    cells = pio.from_json(json.dumps(figure)).data[0].cells.values
    assert [list(c) for c in cells] == [[1.0, ""], ["x", ""], ["true", "false"]]


def test_line_per_category_and_objects_from_a_database(demo_db_path: Any) -> None:
    """Rows as a DB-API driver returns them (Decimal, date objects) chart like typed columns."""
    sql = """
        select cast(date_trunc('month', o.ordered_at) as date) as month, l.location_name, sum(o.order_total)
        from orders o join locations l using (location_id) group by all order by 1, 2
    """
    with duckdb.connect(str(demo_db_path), read_only=True) as con:
        rows = con.execute(sql).fetchall()
    frame = pd.DataFrame(rows, columns=["month", "location_name", "revenue"])
    assert isinstance(frame["revenue"].iloc[0], Decimal) and isinstance(frame["month"].iloc[0], dt.date)
    kinds = ["date", "string", "number"]
    chart = choose_chart(list(frame.columns), kinds, rows=len(frame))
    assert chart == "line"
    figure, note = build_figure(frame, kinds, chart)
    assert {t["name"] for t in figure["data"]} == set(frame["location_name"])
    assert figure["layout"]["legend"]["title"]["text"] == "Location name"
    assert sum(len(decode(t["y"])) for t in figure["data"]) == len(frame) and note == ""
    assert pd.Timestamp(trace_values(figure, "x")[0]) == pd.Timestamp(frame["month"].min())
    pio.from_json(json.dumps(figure))


def test_bad_axes_and_unfitting_charts_are_explained() -> None:
    frame = pd.DataFrame({"city": ["a", "b"], "revenue": [1.0, 2.0]})
    figure, note = build_figure(frame, ["string", "number"], "bar", x="nope", y="city")
    assert "no column named 'nope' for x" in note and "'city' cannot be the y of a bar chart" in note
    assert list(trace_values(figure, "x")) == ["a", "b"]
    figure, note = build_figure(frame, ["string", "number"], "line")
    assert pio.from_json(json.dumps(figure)).data[0].type == "bar"
    assert note.startswith("a line chart needs")
    _, note = build_figure(frame.head(0), ["string", "number"], "bar")
    assert note == "the result has no rows"
    with pytest.raises(ValueError, match="got 1 column kinds for 2 columns"):
        build_figure(frame, ["string"], "bar")


def test_layout_is_clean() -> None:
    frame = pd.DataFrame(
        {"order_month": pd.date_range("2024-01-01", periods=12, freq="MS"), "net_sales": range(12)}
    )
    figure, _ = build_figure(frame, ["date", "integer"], "line")
    assert figure["layout"]["margin"] == {"l": 48, "r": 16, "t": 16, "b": 40}
    assert "template" in figure["layout"]
    colours = [
        key for trace in figure["data"] for key in json.dumps(trace).split('"') if "color" in key.lower()
    ]
    assert colours == []  # colours come from the template only
    assert figure["layout"]["xaxis"]["title"]["text"] == "Order month"


@pytest.mark.parametrize("chart", CHART_TYPES)
def test_every_chart_round_trips_through_plotly(chart: str) -> None:
    frame = pd.DataFrame(
        {
            "when": pd.date_range("2024-01-01", periods=40, freq="D", tz="UTC"),
            "qty": np.arange(40),
            "price": np.linspace(1, 2, 40),
            "kind": ["a", "b", "c", "d"] * 10,
        }
    )
    kinds = ["datetime", "integer", "number", "string"]
    figure, _ = build_figure(frame, kinds, chart, max_points=2000)
    again = pio.from_json(json.dumps(figure))
    assert json.loads(again.to_json())["data"] == figure["data"]


ODD_FRAMES = {
    "nullable": (
        pd.DataFrame(
            {"a": pd.Series([1, None, 3], dtype="Int64"), "b": pd.Series([1.0, 2.0, None], dtype="Float64")}
        ),
        ["integer", "number"],
    ),
    "arrow": (
        pd.DataFrame(
            {"n": pd.Series([1, None, 3], dtype="int64[pyarrow]"), "s": pd.Series(["x", None, "y"])}
        ),
        ["integer", "string"],
    ),
    "booleans": (pd.DataFrame({"flag": [True, False, None], "n": [1, 2, 3]}), ["boolean", "integer"]),
    "all_null": (pd.DataFrame({"a": [None, None], "b": [None, None]}), ["number", "number"]),
    "other": (pd.DataFrame({"blob": [b"\x00", b"\x01"], "n": [1, 2]}), ["other", "integer"]),
}


@pytest.mark.parametrize("name", list(ODD_FRAMES))
@pytest.mark.parametrize("chart", CHART_TYPES)
def test_odd_columns_never_break_a_chart(name: str, chart: str) -> None:
    frame, kinds = ODD_FRAMES[name]
    figure, _ = build_figure(frame, kinds, chart)
    pio.from_json(json.dumps(figure))
    assert points(figure) <= 2000


def test_counts_for_a_single_category_column() -> None:
    frame = pd.DataFrame({"status": ["open", "closed", "open", None, "open"]})
    assert choose_chart(["status"], ["string"], rows=5) == "bar"
    figure, _ = build_figure(frame, ["string"], "bar")
    assert dict(zip(trace_values(figure, "x"), trace_values(figure, "y"), strict=True)) == {
        "open": 3,
        "closed": 1,
        "(empty)": 1,
    }
    assert figure["layout"]["yaxis"]["title"]["text"] == "Count"
    figure, _ = build_figure(frame, ["string"], "pie")
    assert sorted(trace_values(figure, "values").tolist()) == [1, 1, 3]


# -- the look: theme, escaping, labels, PNG name (issue 11) -------------------------------------------

LINK = '<a href="http://x">click</a>'


@pytest.mark.parametrize("chart", ["bar", "pie", "line", "table", "value"])
def test_html_from_the_data_stays_text(chart: str) -> None:
    frame = pd.DataFrame(
        {
            "when": pd.date_range("2024-01-01", periods=2, freq="MS"),
            "kind": [LINK, "<b>bold</b>"],
            "n": [1, 2],
        }
    )
    kinds = ["date", "string", "integer"]
    if chart == "value":
        frame, kinds = pd.DataFrame({LINK: [LINK]}), ["string"]
    figure, _ = build_figure(frame, kinds, chart, title=f"Top {LINK}")
    text = json.dumps(figure)
    assert "<a href" not in text and "<b>" not in text  # nothing Plotly would render as markup
    assert '&lt;a href=\\"http://x\\"&gt;click&lt;/a&gt;' in text
    assert figure["layout"]["title"]["text"] == 'Top &lt;a href="http://x"&gt;click&lt;/a&gt;'
    pio.from_json(json.dumps(figure))


def test_escaped_labels_in_legend_and_hover() -> None:
    frame = pd.DataFrame(
        {"month": pd.date_range("2024-01-01", periods=3, freq="MS").repeat(2), "shop": [LINK, "b"] * 3,
         "revenue": [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]}
    )  # fmt: skip
    figure, _ = build_figure(frame, ["date", "string", "number"], "line")
    names = {t["name"] for t in figure["data"]}
    assert names == {'&lt;a href="http://x"&gt;click&lt;/a&gt;', "b"}
    assert all("<a" not in t["hovertemplate"] for t in figure["data"])


def test_theme_is_the_apps_in_light_and_dark() -> None:
    from askdata_app.data.chart_theme import COLORWAY, template

    figure, _ = build_figure(pd.DataFrame({"a": ["x", "y"], "n": [1, 2]}), ["string", "integer"], "bar")
    light, dark = template("light"), template("dark")
    assert figure["layout"]["template"] == light
    for t in (light, dark):
        assert t["layout"]["colorway"][0] == COLORWAY[0] == "#6e56cf"  # Radix violet, the app's accent
        assert t["layout"]["plot_bgcolor"] == "rgba(0,0,0,0)"  # no grey plot area
        assert "Segoe UI" in t["layout"]["font"]["family"]
    assert light["layout"]["font"]["color"] != dark["layout"]["font"]["color"]
    assert light["layout"]["xaxis"]["gridcolor"] != dark["layout"]["xaxis"]["gridcolor"]
    pio.from_json(json.dumps({"data": [], "layout": {"template": dark}}))


def test_title_sits_below_the_modebar_and_names_the_png() -> None:
    figure, _ = build_figure(
        pd.DataFrame({"a": ["x", "y"], "n": [1, 2]}),
        ["string", "integer"],
        "bar",
        title="Revenue by Location!",
    )
    title = figure["layout"]["title"]
    assert (title["yref"], title["y"], title["yanchor"], title["xanchor"]) == ("paper", 1, "bottom", "left")
    assert figure["layout"]["margin"]["t"] >= 70  # the modebar's row stays above the title
    assert figure["layout"]["meta"]["filename"] == "revenue-by-location"
    untitled, _ = build_figure(pd.DataFrame({"a": ["x"], "n": [1]}), ["string", "integer"], "bar")
    assert untitled["layout"]["meta"]["filename"] == "chart"


def test_quarters_are_labelled_as_quarters() -> None:
    frame = pd.DataFrame(
        {"quarter": pd.to_datetime(["2018-01-01", "2018-04-01", "2018-07-01", "2018-10-01", "2019-01-01"]),
         "revenue": [10.0, 20.0, 30.0, 40.0, 50.0]}
    )  # fmt: skip
    for chart in ("line", "bar"):
        figure, _ = build_figure(frame, ["datetime", "number"], chart)
        assert list(figure["data"][0]["x"]) == ["Q1 2018", "Q2 2018", "Q3 2018", "Q4 2018", "Q1 2019"]
        assert figure["layout"]["xaxis"]["type"] == "category"
        assert figure["layout"]["yaxis"]["tickprefix"] == "$"
        assert "$%{y:,.2f}" in figure["data"][0]["hovertemplate"]


def test_months_keep_a_date_axis_with_month_ticks() -> None:
    frame = pd.DataFrame({"month": pd.date_range("2019-01-01", periods=6, freq="MS"), "orders": range(6)})
    figure, _ = build_figure(frame, ["date", "integer"], "line")
    assert figure["layout"]["xaxis"]["tickformat"] == "%b %Y"
    assert figure["data"][0]["hovertemplate"].startswith("%{x|%b %Y}<br>%{y:,.0f}")
    assert "tickprefix" not in figure["layout"]["yaxis"] or figure["layout"]["yaxis"]["tickprefix"] == ""


def test_single_value_keeps_its_currency_and_its_title_once() -> None:
    frame = pd.DataFrame({"revenue": [Decimal("1234.50")]})
    figure, _ = build_figure(frame, ["number"], "value", title="Revenue in 2019")
    indicator = figure["data"][0]
    assert indicator["number"]["prefix"] == "$" and indicator["number"]["valueformat"] == ",.2f"
    assert not indicator.get("title", {}).get("text")  # the figure's title says it once
    untitled, _ = build_figure(frame, ["number"], "value")
    assert untitled["data"][0]["title"]["text"] == "Revenue"
    share, _ = build_figure(pd.DataFrame({"share_pct": [41.23]}), ["number"], "value")
    assert share["data"][0]["number"]["suffix"] == "%"
    # the app shows a single value as text (no Plotly draw): formatted as the table formats it, the title once
    assert draw_chart(frame, ["number"], "value", title="Revenue in 2019")[2:] == (
        "$1,234.50",
        "Revenue in 2019",
    )
    assert draw_chart(frame, ["number"], "value")[2:] == ("$1,234.50", "Revenue")
    assert draw_chart(pd.DataFrame({"share_pct": [41.23]}), ["number"], "value").value == "41.2%"


def test_single_value_text_is_plain_and_other_charts_have_none() -> None:
    """The big number's text is the data's own: not escaped (the view shows text, never HTML), and not in
    the figure (whatever Plotly gets stays escaped)."""
    link = '<a href="http://x.test/">click</a>'
    drawn = draw_chart(pd.DataFrame({"best": [link]}), ["string"], "value", title="Best <b>shop</b>")
    assert (drawn.value, drawn.caption) == (link, "Best <b>shop</b>")
    assert "<a href" not in json.dumps(drawn.figure) and "<b>" not in json.dumps(drawn.figure)
    day = draw_chart(pd.DataFrame({"day": pd.to_datetime(["2019-03-01"])}), ["date"], "value")
    assert (day.value, day.caption) == ("1 Mar 2019", "Day")
    assert draw_chart(pd.DataFrame({"n": [None]}), ["number"], "value").value == "(empty)"
    many = draw_chart(pd.DataFrame({"n": [3, 4]}), ["integer"], "value")
    assert many.value == "3" and many.note == "showing the first of 2 rows"
    assert draw_chart(pd.DataFrame({"n": [3, 4]}), ["integer"], "histogram")[2:] == ("", "")
    assert draw_chart(pd.DataFrame({"n": []}), ["integer"], "value").value == ""  # no rows: nothing to show


def test_quarter_series_out_of_order_keep_time_order() -> None:
    quarters = pd.to_datetime(["2018-07-01", "2018-01-01", "2018-04-01"])
    frame = pd.DataFrame(
        {
            "quarter": list(quarters) * 2,
            "shop": ["a"] * 3 + ["b"] * 3,
            "revenue": [3.0, 1.0, 2.0, 6.0, 4.0, 5.0],
        }
    )
    figure, _ = build_figure(frame, ["datetime", "string", "number"], "line")
    assert [list(t["x"]) for t in figure["data"]] == [["Q1 2018", "Q2 2018", "Q3 2018"]] * 2
    assert figure["layout"]["xaxis"]["categoryarray"] == ["Q1 2018", "Q2 2018", "Q3 2018"]


def test_metricflow_group_by_names_are_named_by_their_last_part() -> None:
    from askdata_app.data.charts import humanise

    assert humanise("order_id__location__location_name") == "Location name"
    assert humanise("metric_time__month") == "Month"
    assert humanise("order_total") == "Order total"
    assert humanise("__private") == "Private"


def test_a_metric_query_chart_titles_its_axis_with_the_dimension() -> None:
    frame = pd.DataFrame(
        {"order_id__location__location_name": ["Brooklyn", "Chicago"], "revenue": [3.0, 2.0]}
    )
    drawn = draw_chart(frame, ["text", "number"], "table")
    assert drawn.figure["data"][0]["header"]["values"] == ["Location name", "Revenue"]
