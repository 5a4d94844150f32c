"""Results kept as Arrow: the same kinds, statistics, pages, Parquet copies and charts as the pandas path.

- ``arrow_column_stats`` / ``kind_of_arrow`` against ``_column_stats`` / ``infer_kind`` on the converted
  column, for every type DuckDB hands over as Arrow, with NULLs, NaN, infinities, ties and long text;
- ``QueryResult.from_arrow``: the frame only built when asked for, pages and previews equal to a result
  built from that frame, Parquet written from Arrow and read back as Arrow;
- LTTB against a plain per-bucket reference (the vectorised averages pick the same points);
- ``FigureDraft``: the merged layout gives the figure the sequential Plotly updates give.
"""

from __future__ import annotations

import json
import math
from decimal import Decimal
from pathlib import Path

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from askdata_app.data.arrow_stats import arrow_column_stats, kind_of_arrow
from askdata_app.data.chart_figure import FigureDraft
from askdata_app.data.downsample import lttb_indices
from askdata_app.data.results import QueryResult, _column_stats, _from_arrow, frame_from_arrow, infer_kind

COLUMNS = {
    "ints": pa.array([3, None, 3, -7, 2**40], pa.int64()),
    "small_ints": pa.array([1, 2, 2, 1, 1], pa.int8()),
    "unsigned": pa.array([7, 8, 9, None, 7], pa.uint32()),
    "floats": pa.array([1.5, None, float("nan"), -0.0, 0.1], pa.float64()),
    "float32": pa.array([0.1, 2.5, None, 1e30, -3.25], pa.float32()),
    "infinite": pa.array([1.0, float("inf"), -float("inf"), None, 2.0]),
    "all_nan": pa.array([float("nan"), float("nan"), None, float("nan"), float("nan")]),
    "texts": pa.array(["b", None, "a", "b", "x" * 300]),
    "ties": pa.array(["c", "a", "b", "a", "b"]),
    "flags": pa.array([True, False, None, True, False]),
    "stamps": pa.array([None, 1_700_000_000_123_456, 1_600_000_000_000_000, None, 5], pa.timestamp("us")),
    "days": pa.array([19000, None, 0, 19001, 18000], pa.date32()),
    "times": pa.array([3_600_000_000, None, 0, 1, 2], pa.time64("us")),
    "nothing": pa.nulls(5),
    "none_text": pa.array([None] * 5, pa.string()),
    "decimals": pa.array(
        [None, Decimal("1.25"), Decimal("-3.10"), Decimal("2"), Decimal("0.01")], pa.decimal128(10, 2)
    ),
}


def _pandas_view(column: pa.ChunkedArray) -> pd.Series:
    return pd.Series(_from_arrow(column))


@pytest.mark.parametrize("name", sorted(COLUMNS))
@pytest.mark.parametrize("rows", [slice(0, 5), slice(0, 0), slice(1, 2), slice(2, 5)])
def test_arrow_kinds_and_stats_are_the_pandas_ones(name: str, rows: slice) -> None:
    column = pa.chunked_array([COLUMNS[name][rows]], type=COLUMNS[name].type)
    series = _pandas_view(column)
    kind = infer_kind(series)
    assert kind_of_arrow(column) in {kind, None}
    stats = arrow_column_stats(column, kind)
    if stats is not None:
        assert json.dumps(stats) == json.dumps(_column_stats(series, kind))


def test_stats_of_chunked_columns_and_many_ties() -> None:
    rng = np.random.default_rng(7)
    words = np.array([f"w{i}" for i in range(40)], dtype=object)
    picked = rng.choice(words, 30_000)
    chunks = [pa.array(list(picked[i : i + 7000])) for i in range(0, 30_000, 7000)]
    column = pa.chunked_array(chunks)
    series = _pandas_view(column)
    assert json.dumps(arrow_column_stats(column, "string")) == json.dumps(_column_stats(series, "string"))
    numbers = pa.chunked_array([pa.array(rng.normal(size=5000) * 1e6), pa.array([None, 1.0])])
    series = _pandas_view(numbers)
    assert json.dumps(arrow_column_stats(numbers, "number")) == json.dumps(_column_stats(series, "number"))


@settings(max_examples=60, deadline=None)
@given(
    values=st.lists(
        st.one_of(st.none(), st.floats(allow_nan=True, allow_infinity=True, width=64)), max_size=60
    )
)
def test_float_stats_match_pandas_for_any_values(values: list[float | None]) -> None:
    column = pa.chunked_array([pa.array(values, pa.float64())])
    series = _pandas_view(column)
    kind = infer_kind(series)
    stats = arrow_column_stats(column, kind)
    if stats is not None:
        assert json.dumps(stats) == json.dumps(_column_stats(series, kind))


def _table() -> pa.Table:
    return pa.table({name: COLUMNS[name] for name in sorted(COLUMNS)})


def test_from_arrow_builds_the_frame_only_when_asked(tmp_path: Path) -> None:
    table = _table()
    result = QueryResult.from_arrow(table, sql="SELECT 1", truncated=True, elapsed_ms=3.0)
    assert result._frame is None
    preview = result.preview_for_model(3)
    page = result.page(1, 3)
    assert result._frame is None and result.arrow is not None  # answered from Arrow
    same = QueryResult(frame_from_arrow(table.column_names, table), sql="SELECT 1", truncated=True,
                       elapsed_ms=3.0)  # fmt: skip
    assert result.kinds == same.kinds and result.columns == same.columns
    assert json.dumps(preview) == json.dumps(same.preview_for_model(3))
    assert page == same.page(1, 3) and result.page(4, 10) == same.page(4, 10) and result.page(9, 2) == []
    pd.testing.assert_frame_equal(result.head(2, 3), same.frame.iloc[3:5])
    pd.testing.assert_frame_equal(result.frame, same.frame)

    path = tmp_path / "r.parquet"
    result.to_parquet(path)
    back = QueryResult.from_parquet(path)
    assert back.arrow is not None and back.truncated and back.sql == "SELECT 1"
    assert back.kinds == result.kinds and back.page(0, 5) == result.page(0, 5)
    pd.testing.assert_frame_equal(back.frame, result.frame)


def _reference_lttb(x: np.ndarray, y: np.ndarray, n_out: int) -> list[int]:
    """LTTB bucket by bucket, written plainly (what ``downsample._lttb`` computes).

    As in ``tsdownsample``, the next bucket's x is the middle of its x range (the original takes the mean of
    its x values; the same for evenly spaced x, a time series' usual case)."""
    n = len(x)
    every = (n - 2) / (n_out - 2)
    picked, a = [0], 0
    for i in range(n_out - 2):
        start, end = math.floor(i * every) + 1, math.floor((i + 1) * every) + 1
        next_end = min(math.floor((i + 2) * every) + 1, n)
        avg_x, avg_y = (x[end] + x[next_end - 1]) / 2, y[end:next_end].mean()
        area = np.abs((x[a] - avg_x) * (y[start:end] - y[a]) - (x[a] - x[start:end]) * (avg_y - y[a]))
        a = start + int(np.argmax(area))
        picked.append(a)
    return [*picked, n - 1]


@pytest.mark.parametrize("seed", range(6))
def test_lttb_picks_the_reference_points(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(500, 20_000))
    x = np.sort(rng.random(n)) * 1e9 if seed % 2 else np.arange(n, dtype=float)
    y = rng.normal(size=n).cumsum() if seed % 3 else rng.integers(0, 4, n).astype(float)
    n_out = int(rng.integers(10, 400))
    picked = _reference_lttb(x, y, n_out - 2)
    # an extreme LTTB missed is added at its first place; one it kept (at any of its places) is not added
    extremes = [
        int(find(y)) for find, value in ((np.argmin, y.min()), (np.argmax, y.max())) if value not in y[picked]
    ]
    expected = sorted({*picked, *extremes})
    assert lttb_indices(x, y, n_out).tolist() == expected


def test_figure_draft_equals_sequential_plotly_updates() -> None:
    draft, fig = FigureDraft(), go.Figure(layout={"template": {}})
    for target in (draft, fig):
        target.add_trace(go.Scatter(x=[1, 2], y=[3, 4], name="a"))
        target.update_layout(xaxis={"title": "X"}, yaxis={"title": None})
        target.update_xaxes(type="category")
        target.update_yaxes(tickformat=",~f", tickprefix="$")
        target.update_layout(legend={"title": {"text": "L"}}, yaxis={"title": "Y"})
        target.add_annotation(text="note", showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper")
        target.update_layout(title=None, margin={"l": 1, "t": 2}, bargap=0.02)
        target.update_layout(margin={"t": 3})
    assert draft.to_json() == json.loads(fig.to_json())
