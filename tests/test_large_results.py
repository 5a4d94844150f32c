"""bench/large_results.py and the large-result fast paths it measures.

- ``DataSource.execute`` on DuckDB fetches Arrow batches: the frame must be exactly what the row path
  builds (dtypes, values, kinds, pages, previews, truncation); types with no exact Arrow form take rows;
- chart labels and groups computed once per distinct value must equal per-row labels;
- the benchmark's own pieces: the cached deterministic database, the askdata worker run in-process on a
  small table, the PASS/MISS arithmetic and the printed table.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pandas as pd
import pytest

from askdata_app.data import charts
from askdata_app.data.charts import _Data, _label, build_figure
from askdata_app.data.results import QueryResult
from askdata_app.data.source import DataSource
from bench import large_results as bench

PLAIN = """
SELECT * FROM (VALUES
    (1::INTEGER, 2::BIGINT, 1.5::DOUBLE, 2.5::FLOAT, 'a', TIMESTAMP '2024-01-01 01:02:03.123456',
     DATE '2024-01-02', 1.25::DECIMAL(10, 2), true, NULL, TIME '01:02:03', 3::TINYINT, false, 7::UINTEGER),
    (NULL, 3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, true, 8),
    (4, 5, -0.0, 0.1, '(empty)', TIMESTAMP '1999-12-31 23:59:59', DATE '1970-01-01', -3.10, false, NULL,
     TIME '23:59:59', -1, true, 9)
) AS t(i, b, d, f, s, ts, dt, dec, flag, nothing, tm, tiny, flag2, u)
"""
OTHER = "SELECT uuid() AS u, 1::HUGEINT AS h, INTERVAL 1 DAY AS iv, now() AS tz, [1, 2] AS l, 'x'::BLOB AS bl"


@pytest.fixture
def duck(tmp_path: Path) -> Iterator[DataSource]:
    path = tmp_path / "t.duckdb"
    with duckdb.connect(str(path)) as con:
        con.execute(f"CREATE TABLE plain AS {PLAIN}")
        con.execute("CREATE TABLE nums AS SELECT i, i * 0.5 AS half, 'x' || i AS s FROM range(25000) t(i)")
    source = DataSource.from_url(f"duckdb:///{path}", max_rows=10_000)
    yield source
    source.close()


def _row_path(source: DataSource, sql: str, monkeypatch: pytest.MonkeyPatch) -> QueryResult:
    with monkeypatch.context() as patch:
        patch.setattr(DataSource, "_duckdb_arrow", lambda self, statement, ordered: None)
        return source.execute(sql)


def _same_result(fast: QueryResult, slow: QueryResult) -> None:
    assert list(fast.frame.dtypes) == list(slow.frame.dtypes)
    pd.testing.assert_frame_equal(fast.frame, slow.frame)
    assert fast.kinds == slow.kinds and fast.columns == slow.columns
    assert (fast.row_count, fast.truncated) == (slow.row_count, slow.truncated)
    assert fast.page(0, 100) == slow.page(0, 100)
    assert json.dumps(fast.preview_for_model(5)) == json.dumps(slow.preview_for_model(5))


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT * FROM plain",
        "SELECT * FROM plain WHERE i IS NOT NULL",  # no NULLs: int64/bool, not nullable dtypes
        "SELECT * FROM plain WHERE i IS NULL",  # one row, every nullable column NULL
        "SELECT * FROM plain WHERE false",  # no rows
        "SELECT i, i, s FROM plain",  # duplicate names
    ],
)
def test_arrow_fetch_builds_the_row_path_frame(
    duck: DataSource, sql: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert duck._duckdb_arrow(sql, ordered=False) is not None  # the fast path is really taken for these types
    _same_result(duck.execute(sql), _row_path(duck, sql, monkeypatch))


def test_arrow_fetch_truncates_like_the_row_path(duck: DataSource, monkeypatch: pytest.MonkeyPatch) -> None:
    for sql in ("SELECT * FROM nums ORDER BY i", "SELECT * FROM nums WHERE i < 10000 ORDER BY i"):
        fast, slow = duck.execute(sql), _row_path(duck, sql, monkeypatch)
        _same_result(fast, slow)
    assert duck.execute("SELECT * FROM nums ORDER BY i").truncated
    assert not duck.execute("SELECT * FROM nums WHERE i < 10000").truncated  # exactly max_rows rows


@pytest.mark.parametrize(
    ("sql", "chart"),
    [
        ("SELECT DATE_TRUNC('month', ts) AS month, d AS amount FROM plain", "line"),
        ("SELECT s, d FROM plain", "bar"),
        ("SELECT i, half FROM nums", "scatter"),
        ("SELECT SUM(half) AS total FROM nums", "value"),
    ],
)
def test_a_result_reads_its_formats_once_for_its_pages_and_its_chart(
    duck: DataSource, sql: str, chart: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first page, later pages and the chart share the formats the result read once; the chart drawn
    with them is the chart drawn reading them itself."""
    from askdata_app.data import formatting

    result = duck.execute(sql)
    reads: list[int] = []
    real = formatting.frame_formats
    counted = lambda *a, **k: reads.append(1) or real(*a, **k)  # noqa: E731
    monkeypatch.setattr(formatting, "frame_formats", counted)
    monkeypatch.setattr(charts, "frame_formats", counted)
    formats = result.formats()
    assert result.formats() == formats and len(reads) == 1
    drawn = charts.draw_chart(result.frame, list(result.kinds), chart, sql=result.sql, formats=formats)
    assert len(reads) == 1, "the chart reused the result's formats"
    monkeypatch.setattr(charts, "frame_formats", real)
    assert drawn == charts.draw_chart(result.frame, list(result.kinds), chart, sql=result.sql)


def test_types_without_exact_arrow_form_take_the_row_path(
    duck: DataSource, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert duck._duckdb_arrow(OTHER, ordered=False) is None
    result = duck.execute(OTHER)
    slow = _row_path(duck, OTHER, monkeypatch)
    assert result.kinds == slow.kinds
    assert [type(v) for v in result.frame.iloc[0]] == [type(v) for v in slow.frame.iloc[0]]
    assert result.kinds[:2] == ["other", "integer"]  # UUID objects; HUGEINT an integer (Arrow: text, Decimal)


LABEL_SERIES = {
    "text": pd.Series(["b", None, "a", "(empty)", "b"], dtype="str"),
    "flags": pd.Series([True, False, True]),
    "nullable_flags": pd.Series([True, None, False], dtype="boolean"),
    "ints": pd.Series([3, 1, 3, 2]),
    "nullable_ints": pd.Series([3, None, 3], dtype="Int64"),
    "times": pd.Series(pd.to_datetime(["2024-01-02", None, "2024-01-01", "2024-01-02"])),
    "floats": pd.Series([0.0, -0.0, np.nan, 1.5]),
    "mixed": pd.Series([1, True, "a", None, 1.0], dtype=object),
}


@pytest.mark.parametrize("name", sorted(LABEL_SERIES))
def test_labels_and_groups_match_per_row_labels(name: str) -> None:
    series = LABEL_SERIES[name]
    data = _Data(pd.DataFrame({"c": series}), ["string"])
    expected = series.map(_label)
    got = data.labels("c")
    assert got.dtype == expected.dtype
    assert got.tolist() == expected.tolist()
    codes, names = data.groups("c")
    assert list(names) == sorted(set(expected))
    assert [names[c] for c in codes] == expected.tolist()


def test_line_per_category_keeps_order_and_points() -> None:
    rng = np.random.default_rng(3)
    n = 6000
    cats = [f"c{i:02d}" for i in range(14)] + [None]
    frame = pd.DataFrame(
        {
            "day": pd.date_range("2024-01-01", periods=n, freq="h")[rng.permutation(n)],  # not in order
            "cat": pd.Series(rng.choice(np.array(cats, dtype=object), n), dtype="str"),
            "v": rng.integers(0, 5, n).astype(float),  # many ties between category totals
        }
    )
    frame.loc[::97, "v"] = np.nan
    figure, note = build_figure(frame, ["datetime", "string", "number"], "line", max_points=500)
    labels = frame["cat"].map(_label)
    totals = frame["v"].abs().groupby(labels).sum().sort_values(ascending=False, kind="stable")
    assert [t["name"] for t in figure["data"]] == list(totals.index[: charts.MAX_SERIES])
    for trace in figure["data"]:
        xs = pd.to_datetime(pd.Series(trace["x"]))
        assert xs.is_monotonic_increasing and len(xs) <= 500 // charts.MAX_SERIES
    assert "showing the 10 largest of 15" in note


@pytest.mark.parametrize("gap", ["none", "x", "y", "both", "infinities"])
def test_line_skips_rows_without_x_or_y_exactly(gap: str) -> None:
    """A missing x (NaT) or y (NaN) drops that row only; infinities of both signs stay points (the
    one-reduction check for gaps must not confuse them with NaN)."""
    n = 40
    frame = pd.DataFrame(
        {"day": pd.date_range("2024-01-01", periods=n, freq="D"), "v": np.arange(n, dtype=float)}
    )
    if gap in {"x", "both"}:
        frame.loc[[3, 17], "day"] = pd.NaT
    if gap in {"y", "both"}:
        frame.loc[[5, 17, 30], "v"] = np.nan
    if gap == "infinities":
        frame.loc[8, "v"], frame.loc[9, "v"] = np.inf, -np.inf
    figure, _ = build_figure(frame, ["datetime", "number"], "line", max_points=1000)
    kept = frame.dropna()
    (trace,) = figure["data"]
    assert len(trace["x"]) == len(kept)
    assert pd.to_datetime(pd.Series(trace["x"])).tolist() == kept["day"].tolist()


# -- the benchmark's own pieces ----------------------------------------------------------------------


def test_database_is_cached_and_deterministic(tmp_path: Path) -> None:
    first = bench.ensure_database(20_000, tmp_path / "a")
    built = first.stat().st_mtime_ns
    assert bench.ensure_database(20_000, tmp_path / "a") == first and first.stat().st_mtime_ns == built
    second = bench.ensure_database(20_000, tmp_path / "b")
    check = (  # exact: an ordered digest of every row (a float sum's last bits depend on thread timing)
        "SELECT count(*), md5(string_agg(concat_ws(',', id, ts, category, amount), ';' ORDER BY id)) "
        "FROM events"
    )
    with duckdb.connect(str(first), read_only=True) as a, duckdb.connect(str(second), read_only=True) as b:
        assert a.execute(check).fetchall() == b.execute(check).fetchall()
        assert a.execute(check).fetchone()[0] == 20_000  # type: ignore[index]


def test_askdata_worker_measures_the_app_path(tmp_path: Path) -> None:
    db = bench.ensure_database(20_000, tmp_path)
    sql = bench.SHAPES["category"].format(n=5000)
    before = (QueryResult.page, QueryResult.preview_for_model, charts.draw_chart)
    run = bench._askdata(db, sql, 1000)
    assert (QueryResult.page, QueryResult.preview_for_model, charts.draw_chart) == before  # unpatched
    assert run["rows_held"] == 1000 and run["truncated"]
    assert run["page_rows"] == 50 and run["chart"] == "line"
    assert 0 < run["chart_points"] <= 2000
    assert run["browser_bytes"] == run["table_bytes"] + run["chart_bytes"] < bench.PAYLOAD_TARGET
    assert run["peak_growth_mb"] >= 0 and run["seconds"] > 0
    assert {"execute", "put", "draw_chart"} <= set(run["stages_s"])
    assert not list(tmp_path.glob("results-*"))  # the result store's folder is removed
    bare = bench._bare(db, sql, 0)
    assert bare["rows_held"] == 5000


def _runs(**values: Any) -> list[dict[str, Any]]:
    return [{"rows_held": 10, "browser_bytes": 0, **values}]


def test_summary_says_miss_when_a_target_is_missed() -> None:
    bare = _runs(seconds=1.0, peak_growth_mb=100.0)
    good = bench.summarise(10, bare, _runs(seconds=1.4, peak_growth_mb=150.0, browser_bytes=999_999))
    assert (good["memory"], good["time"], good["payload"]) == ("PASS", "PASS", "PASS")
    bad = bench.summarise(10, bare, _runs(seconds=1.5, peak_growth_mb=200.0, browser_bytes=1_000_000))
    assert (bad["memory"], bad["time"], bad["payload"]) == ("MISS", "MISS", "MISS")
    assert bad["time_ratio"] == 1.5 and bad["memory_ratio"] == 2.0 and bad["paired_time_ratio"] == 1.5
    stages = {"stages_s": {"execute": 0.1}, "chart": "line", "chart_points": 5, "table_bytes": 1,
              "chart_bytes": 2, "page_rows": 1, "chart_note": ""}  # fmt: skip
    bad["askdata"]["runs"] = [{**bad["askdata"]["runs"][0], **stages}]
    text = bench.render({"sql": "SELECT 1", "repeat": 1, "warm_rows": 10_000, "cases": [bad]})
    assert "MISS" in text and "2.00x" in text and "1.50x" in text and "10,000-row answer" in text
    assert "per pair: median 1.50x" in text


def test_the_paired_ratio_takes_each_askdata_run_against_the_bare_run_before_it() -> None:
    # a slow phase hits both processes of a pair: the pairs say 1.2x although the medians say 2x
    bare = [{"seconds": s} for s in (1.0, 1.0, 3.0, 3.0, 3.0)]
    app = [{"seconds": s} for s in (1.2, 1.2, 3.6, 3.6, 3.6)]
    assert bench._paired_ratio(app, bare) == 1.2
    assert bench._paired_ratio(app, [{"seconds": 0.0}] * 5) == float("inf")


def test_main_records_the_machine_load(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "figures.json"
    args = ["--table-rows", "20000", "--result-rows", "3000", "--max-rows", "1000", "--repeat", "1",
            "--shape", "series", "--out", str(out)]  # fmt: skip
    assert bench.main(args) == 0
    figures = json.loads(out.read_text())
    assert len(figures["machine"]["load_before"]) == 3 and len(figures["machine"]["load_after"]) == 3
    # both warm-up regimes by default: a small first answer, and an answer as big as the measured one
    regimes = [(q["shape"], q["warm_rows"]) for q in figures["queries"]]
    assert regimes == [("series", 10_000), ("series", 3000)]
    touch = figures["first_touch"]
    assert touch["fresh_us_per_page"] > 0 and touch["again_us_per_page"] > 0
    printed = capsys.readouterr().out
    assert "load average (1, 5, 15 min) before" in printed and "fresh 4 KiB page" in printed


def test_the_shared_head_covers_the_formats_sample_and_gives_the_same_rows(duck: DataSource) -> None:
    from askdata_app.data.formatting import SAMPLE
    from askdata_app.data.results import HEAD_ROWS

    assert HEAD_ROWS >= SAMPLE  # formats() reads head(SAMPLE): it must come from the shared head
    sql = (
        "SELECT range AS i, range * 0.5 AS half, CASE WHEN range % 7 = 0 THEN NULL ELSE range END AS gaps "
        "FROM range(5000)"
    )
    result, reference = duck.execute(sql), duck.execute(sql)
    assert result.arrow is not None
    parts = {
        (offset, n): result.head(n, offset)
        for offset, n in [(0, 5), (0, 50), (10, 40), (1990, 20), (2500, 30)]
    }
    assert "_head" in vars(result)  # the shared head was used (no whole frame was built)
    whole = reference.frame
    for (offset, n), part in parts.items():
        pd.testing.assert_frame_equal(part, whole.iloc[offset : offset + n])


def test_an_unsorted_capped_result_keeps_the_rows_a_full_fetch_starts_with(
    duck: DataSource, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No ORDER BY: the cap is the stream stopping after max_rows + 1 rows, not a LIMIT in the plan; the rows
    kept are the first ones in insertion order, as on the row path, and the result says it was cut."""
    sql = "SELECT i, half, s FROM nums"
    fast, slow = duck.execute(sql), _row_path(duck, sql, monkeypatch)
    _same_result(fast, slow)
    assert fast.truncated and fast.row_count == 10_000
    assert fast.frame["i"].tolist() == list(range(10_000))


def test_a_capped_stream_stops_early(duck: DataSource) -> None:
    """Closing the stream ends the query: 10 billion rows are not produced for a 10,000-row cap."""
    result = duck.execute("SELECT a.range AS a, b.range AS b FROM range(100000) AS a, range(100000) AS b")
    assert result.truncated and result.row_count == 10_000
