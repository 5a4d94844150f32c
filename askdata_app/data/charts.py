"""Charts for query results: which chart fits, and a Plotly figure small enough for the browser.

The choice is deterministic (column kinds, optionally the row count): a time column and numbers -> line;
one category and one number -> bar; two numbers -> scatter; one number -> histogram (or a single value);
anything wider -> table. Figures never carry more than ``max_points`` points: lines are downsampled with
LTTB, big scatters and histograms are binned here, bars and pies keep the top categories plus "Other".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from askdata_app.data import chart_labels as cl
from askdata_app.data.chart_figure import FigureDraft
from askdata_app.data.chart_theme import template as chart_template
from askdata_app.data.downsample import bin_2d, histogram_bins, lttb_indices, sum_bins, top_n_other
from askdata_app.data.formatting import (
    ColumnFormat,
    ColumnHint,
    escape_text,
    format_value,
    frame_formats,
    number_affixes,
    plot_scale,
    plotly_separators,
    resolve_locale,
)

CHART_TYPES = ("bar", "line", "scatter", "pie", "histogram", "value", "table")
NUMERIC = frozenset({"integer", "number"})
TIME = frozenset({"date", "datetime"})
CATEGORY = frozenset({"string", "boolean"})
BAR_TOP = 30
PIE_TOP = 10
MAX_SERIES = 10
MAX_LINE_Y = 5
MAX_HIST_BINS = 100
X_KINDS = {
    "line": TIME | NUMERIC,
    "bar": CATEGORY | TIME | NUMERIC,
    "pie": CATEGORY | NUMERIC,
    "scatter": NUMERIC | TIME,
    "histogram": NUMERIC,
}
Y_KINDS = {"line": NUMERIC, "bar": NUMERIC, "pie": NUMERIC, "scatter": NUMERIC, "histogram": NUMERIC}
NEEDS = {
    "bar": "a label column (category, date or number) and a number column, or a category column to count",
    "line": "a date column and a number column, or two number columns",
    "scatter": "two number columns (or a date and a number)",
    "pie": "a label column and a number column to add up, or a category column to count",
    "histogram": "a number column",
    "value": "a single column",
    "table": "nothing",
}


def _roles(kinds: list[str]) -> tuple[int, int, int]:
    """How many time, number and category columns."""
    return (
        sum(k in TIME for k in kinds),
        sum(k in NUMERIC for k in kinds),
        sum(k in CATEGORY for k in kinds),
    )


def fitting_chart_types(columns: list[str], kinds: list[str]) -> list[str]:
    """The chart types these columns can be drawn as, in ``CHART_TYPES`` order (``table`` always fits).

    Args:
        columns: Column names.
        kinds: One of integer|number|string|boolean|date|datetime|other per column.
    """
    time, nums, cats = _roles(kinds)
    fits = {
        "bar": cats > 0 or (time > 0 and nums > 0) or nums >= 2,
        "line": (time > 0 and nums > 0) or nums >= 2,
        "scatter": nums >= 2 or (time > 0 and nums > 0),
        "pie": cats > 0 or nums >= 2,
        "histogram": nums > 0,
        "value": len(columns) == 1,
        "table": True,
    }
    return [c for c in CHART_TYPES if fits[c]]


def explain_chart(
    columns: list[str], kinds: list[str], requested: str | None = None, *, rows: int | None = None
) -> tuple[str, str]:
    """Pick a chart and say why.

    Args:
        columns: Column names.
        kinds: Column kinds.
        requested: A chart type asked for (``None`` or ``"auto"``: none); it wins when it fits.
        rows: The row count, when known (one row of one column -> ``value``).

    Returns:
        ``(chart, reason)``.
    """
    auto, why = _heuristic(kinds, rows)
    if requested is None or requested == "auto":
        return auto, why
    if requested not in CHART_TYPES:
        return auto, f"'{requested}' is not a chart type (use one of {', '.join(CHART_TYPES)}); {why}"
    fitting = fitting_chart_types(columns, kinds)
    if requested in fitting:
        return requested, "as requested"
    return (
        auto,
        f"a {requested} chart needs {NEEDS[requested]}; these columns fit {', '.join(fitting)}, so {why}",
    )


def choose_chart(
    columns: list[str], kinds: list[str], requested: str | None = None, *, rows: int | None = None
) -> str:
    """The chart to draw: an explicit request when it fits, else the heuristic (see :func:`explain_chart`)."""
    return explain_chart(columns, kinds, requested, rows=rows)[0]


def _heuristic(kinds: list[str], rows: int | None) -> tuple[str, str]:
    time, nums, cats = _roles(kinds)
    n = len(kinds)
    if n == 1 and rows == 1:
        return "value", "one value: shown as a number"
    if time == 1 and 1 <= nums <= MAX_LINE_Y and n == 1 + nums:
        return "line", "a date column with numbers: a line over time"
    if time == 1 and cats == 1 and nums == 1 and n == 3:
        return "line", "a date, a category and a number: one line per category"
    if cats == 1 and 1 <= nums <= 3 and n == 1 + nums:
        return "bar", "a category with numbers: a bar chart"
    if nums == 2 and n == 2:
        return "scatter", "two numbers: a scatter plot"
    if nums == 1 and n == 1:
        return "histogram", "one number column: its distribution"
    if cats == 1 and n == 1:
        return "bar", "one category column: counts per category"
    return "table", "these columns are best read as a table"


def humanise(name: str) -> str:
    """``order_total`` -> ``Order total`` (axis titles; escape it before it reaches a figure).

    A MetricFlow group-by name is named by its last part: ``order_id__location__location_name`` ->
    ``Location name``, ``metric_time__month`` -> ``Month``.
    """
    last = str(name).rsplit("__", 1)[-1] if "__" in str(name).strip("_") else str(name)
    text = " ".join((last or str(name)).replace("_", " ").split())
    return text[:1].upper() + text[1:] if text else str(name)


class Chart(NamedTuple):
    """A drawn chart: the Plotly figure, its note, and for a single value the value as text."""

    figure: dict[str, Any]
    note: str
    value: str = ""
    """A single value (chart ``value``) as the table formats it (``$1,234.50``, ``41.2%``, ``Q1 2019``):
    plain text from the data, for the app's big-number view, which shows it instead of drawing the figure
    (an indicator or an annotation: still there for a PNG or a static render). Empty for other charts."""
    caption: str = ""
    """What the single value is: the title (e.g. with the period it covers), else the column's name."""


def build_figure(
    frame: pd.DataFrame,
    kinds: list[str],
    chart: str,
    *,
    x: str | None = None,
    y: str | None = None,
    title: str = "",
    max_points: int = 2000,
    sql: str | None = None,
    hints: Mapping[str, ColumnHint] | None = None,
    locale: str | None = None,
) -> tuple[dict[str, Any], str]:
    """Draw ``frame`` as a Plotly figure of at most ``max_points`` points.

    Args:
        frame: The query result.
        kinds: Column kinds, one per column.
        chart: One of ``CHART_TYPES``; one that does not fit the columns is replaced (the note says why).
        x: Column for the x axis (the labels of a bar or pie, the value shown); default by chart type.
        y: Column for the y axis (one series); default: the fitting number columns.
        title: Figure title (also names the PNG download: ``layout.meta.filename``).
        max_points: The most points (or bins, bars, cells) sent to the browser.
        sql: The query, to read the grain of its ``DATE_TRUNC`` columns.
        hints: What the semantic model says per column (money, currency, percentages, grain).
        locale: Babel locale of the labels; default ``ASKDATA_LOCALE``.

    Returns:
        ``(figure, note)``: the figure as JSON-ready dicts (``json.loads(fig.to_json())``) and a note saying
        when the chart was changed, downsampled, binned or cut (``""`` when drawn as is).

    Raises:
        ValueError: When ``kinds`` does not have one entry per column.
    """
    chart_ = draw_chart(
        frame, kinds, chart, x=x, y=y, title=title, max_points=max_points, sql=sql, hints=hints, locale=locale
    )
    return chart_.figure, chart_.note


def draw_chart(
    frame: pd.DataFrame,
    kinds: list[str],
    chart: str,
    *,
    x: str | None = None,
    y: str | None = None,
    title: str = "",
    max_points: int = 2000,
    sql: str | None = None,
    hints: Mapping[str, ColumnHint] | None = None,
    locale: str | None = None,
    formats: Sequence[ColumnFormat] | None = None,
) -> Chart:
    """:func:`build_figure`, with a single value also as text (:class:`Chart`).

    ``formats``: the columns' formats when the caller has them already (``QueryResult.formats()``, read
    with the same ``sql`` and no ``hints``); otherwise they are read from the frame's first rows.
    """
    if len(kinds) != len(frame.columns):
        msg = f"got {len(kinds)} column kinds for {len(frame.columns)} columns; pass one kind per column"
        raise ValueError(msg)
    data = _Data(frame, list(kinds), sql=sql, hints=hints, locale=locale, formats=formats)
    notes: list[str] = []
    if chart not in fitting_chart_types(data.columns, data.kinds):
        chart, why = explain_chart(data.columns, data.kinds, chart, rows=len(frame))
        notes.append(why)
    x = data.usable(chart, "x", x, notes)
    y = data.usable(chart, "y", y if y != x else None, notes)
    fig = FigureDraft()
    if frame.empty:
        notes.append("the result has no rows")
        _message(fig, "No rows to chart", size=16)
    else:
        notes.extend(DRAWERS[chart](fig, data, x, y, max(1, max_points)))
        if title:  # a single value is named by the title once, not twice
            fig.untitle_indicators()
    fig.update_layout(
        title=cl.title_layout(title),
        margin={"l": 48, "r": 16, "t": cl.TOP_WITH_TITLE if title else 16, "b": 40},
        separators=plotly_separators(data.locale),
        meta={"filename": cl.png_filename(title)},
    )
    figure = fig.to_json()
    figure["layout"]["template"] = chart_template("light")  # the browser swaps in the dark one
    note = "; ".join(n for n in notes if n)
    if fig.single is None:
        return Chart(figure, note)
    value, column = fig.single
    return Chart(figure, note, value, title or humanise(column))


class _Data:
    """A result frame with unique string column names and typed accessors per column kind."""

    def __init__(
        self,
        frame: pd.DataFrame,
        kinds: list[str],
        *,
        sql: str | None = None,
        hints: Mapping[str, ColumnHint] | None = None,
        locale: str | None = None,
        formats: Sequence[ColumnFormat] | None = None,
    ) -> None:
        names: list[str] = []
        for raw in frame.columns:
            name = str(raw)
            while name in names:
                name = f"{name}_2"
            names.append(name)
        self.frame = frame.set_axis(names, axis=1).reset_index(drop=True)
        self.columns = names
        self.kinds = kinds
        self.locale = resolve_locale(locale)
        if formats is None or hints or len(formats) != len(names):
            formats = frame_formats(self.frame, kinds, sql=sql, hints=hints)
        self.formats = dict(zip(names, formats, strict=True))

    def fmt(self, column: str | None) -> ColumnFormat | None:
        return self.formats.get(column) if column is not None else None

    def scaled(self, column: str) -> pd.Series:
        """``values(column)`` as plotted: fractions shown as percentages are times 100."""
        values = self.values(column)
        fmt = self.formats[column]
        return values * plot_scale(fmt) if plot_scale(fmt) != 1.0 else values

    def x_labels(self, column: str, values: pd.Series) -> tuple[Any, bool]:
        """The x values to draw: escaped period labels at a quarter or week grain, else the values."""
        fmt = self.formats[column]
        if self.kind(column) in TIME and cl.labels_as_categories(fmt):
            return cl.time_labels(values, fmt, locale=self.locale), True
        return values, False

    def kind(self, column: str) -> str:
        return self.kinds[self.columns.index(column)]

    def first(
        self, wanted: frozenset[str], given: str | None = None, *, skip: str | None = None
    ) -> str | None:
        """``given`` when set, else the first column of a ``wanted`` kind other than ``skip``."""
        if given is not None:
            return given
        return next(
            (c for c, k in zip(self.columns, self.kinds, strict=True) if k in wanted and c != skip), None
        )

    def numbers(self, wanted_y: str | None, *, skip: str | None, limit: int) -> list[str]:
        if wanted_y is not None:
            return [wanted_y]
        return [c for c, k in zip(self.columns, self.kinds, strict=True) if k in NUMERIC and c != skip][
            :limit
        ]

    def values(self, column: str) -> pd.Series:
        """Numbers as float64 (Decimals included), dates as datetimes, anything else as labels."""
        kind, series = self.kind(column), self.frame[column]
        if kind in NUMERIC:
            if series.dtype == np.float64:  # already what the conversion gives: no copy
                return series
            return pd.to_numeric(series, errors="coerce").astype("float64")
        if kind in TIME:
            if pd.api.types.is_datetime64_any_dtype(series.dtype):
                return series
            return pd.to_datetime(series, errors="coerce")
        return self.labels(column)

    def labels(self, column: str) -> pd.Series:
        """Each value as its label; computed once per distinct value for typed columns (big results)."""
        series = self.frame[column]
        if not _typed(series.dtype):
            return series.map(_label)
        codes, uniques = pd.factorize(series)
        names = np.array([*(_label(v) for v in uniques), _label(None)], dtype=object)  # code -1: missing
        return pd.Series(names[codes], index=series.index, name=series.name, dtype="str")

    def groups(self, column: str) -> tuple[np.ndarray, np.ndarray]:
        """``(codes, names)``: the distinct labels of ``column`` sorted, and each row's index into them.

        The same groups as ``labels(column)`` gives (values with equal labels share one), without building
        a label per row for typed columns.
        """
        series = self.frame[column]
        if not _typed(series.dtype):
            names, codes = np.unique(series.map(_label).to_numpy(dtype=object), return_inverse=True)
            return codes, names
        raw, uniques = pd.factorize(series)
        labels = [_label(v) for v in uniques]
        if (raw < 0).any():
            labels.append(_label(None))  # raw code -1 (missing) picks this last entry
        names, inverse = np.unique(np.array(labels, dtype=object), return_inverse=True)
        return inverse[raw], names

    def usable(self, chart: str, axis: str, given: str | None, notes: list[str]) -> str | None:
        """``given`` if it names a column whose kind suits that axis of ``chart``; else None, with a note."""
        if given is None:
            return None
        if given not in self.columns:
            notes.append(f"no column named {given!r} for {axis}; used the default")
            return None
        allowed = (X_KINDS if axis == "x" else Y_KINDS).get(chart)
        if allowed is not None and self.kind(given) not in allowed:
            notes.append(f"{given!r} cannot be the {axis} of a {chart} chart; used the default")
            return None
        return given


def _typed(dtype: Any) -> bool:
    """Columns whose equal values (by hash) always have equal labels: text, booleans, integers, datetimes.

    Not Python objects (1 and True hash alike) nor floats (0.0 and -0.0 do, yet print differently).
    """
    return not pd.api.types.is_object_dtype(dtype) and (
        pd.api.types.is_string_dtype(dtype)
        or pd.api.types.is_bool_dtype(dtype)
        or pd.api.types.is_integer_dtype(dtype)
        or pd.api.types.is_datetime64_any_dtype(dtype)
    )


def _label(value: Any) -> str:
    if value is None or (not isinstance(value, str) and pd.api.types.is_scalar(value) and pd.isna(value)):
        return "(empty)"
    if isinstance(value, bool | np.bool_):
        return "true" if value else "false"
    return str(value)


def _as_float(series: pd.Series) -> np.ndarray:
    """Numbers as floats; datetimes as epoch nanoseconds (for downsampling arithmetic)."""
    if pd.api.types.is_datetime64_any_dtype(series.dtype):
        naive = series.dt.tz_localize(None) if series.dt.tz is not None else series
        stamps = naive.to_numpy()
        unit, _ = np.datetime_data(stamps.dtype)
        to_ns = {"ns": 1, "us": 1_000, "ms": 1_000_000, "s": 1_000_000_000}.get(unit)
        if to_ns is None:
            stamps, to_ns = stamps.astype("datetime64[ns]"), 1
        floats = stamps.view(np.int64).astype(np.float64)
        if to_ns != 1:  # the exact product rounded once, as converting to ns first would give
            floats *= to_ns
        return floats
    return series.to_numpy(dtype=np.float64)


_NAT = np.iinfo(np.int64).min
"""A missing datetime (NaT) as its int64 count."""


def _as_positions(series: pd.Series) -> np.ndarray:
    """x positions for LTTB: datetimes as their int64 count (no copy: only the order and the spacing
    matter, and tsdownsample takes integers), numbers as floats."""
    if pd.api.types.is_datetime64_any_dtype(series.dtype):
        naive = series.dt.tz_localize(None) if series.dt.tz is not None else series
        return np.asarray(naive.to_numpy()).view(np.int64)
    return series.to_numpy(dtype=np.float64)


def _axes(
    fig: FigureDraft,
    x: str | None,
    y: str | None,
    data: _Data | None = None,
    *,
    x_labels: bool = False,
    y_format: str | None = None,
) -> None:
    """Axis titles (escaped) and, given the data, the axes' formats at the columns' grain and units."""
    fig.update_layout(
        xaxis={"title": escape_text(humanise(x)) if x else None},
        yaxis={"title": escape_text(humanise(y)) if y else None},
    )
    if data is None:
        return
    if x is not None and not x_labels:
        x_fmt = data.fmt(x)
        style = cl.time_axis(x_fmt) if data.kind(x) in TIME else cl.number_axis(x_fmt, locale=data.locale)
        fig.update_xaxes(**style)
    if x_labels:
        fig.update_xaxes(type="category")
    number = y_format or y
    if number is not None and number in data.columns and data.kind(number) in NUMERIC:
        fig.update_yaxes(**cl.number_axis(data.fmt(number), locale=data.locale))


def _hover(data: _Data, name: str, x: str | None, y: str | None, *, x_labels: bool) -> str:
    return cl.hover(name, data.fmt(x), data.fmt(y), x_is_label=x_labels, locale=data.locale)


def _message(fig: FigureDraft, text: str, *, size: int) -> None:
    fig.add_annotation(
        text=escape_text(text), showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper", font={"size": size}
    )
    fig.update_xaxes(visible=False)
    fig.update_yaxes(visible=False)


def _line(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    x = data.first(TIME, x) or data.first(NUMERIC, x)
    ys = data.numbers(y, skip=x, limit=MAX_LINE_Y)
    if x is None or not ys:
        return _fallback(fig, data, budget, "no number column to draw against the x axis")
    color = data.first(CATEGORY) if len(ys) == 1 else None
    xv, notes = data.values(x), []
    # x as positions and each y as floats once for the whole result; a series is a set of row numbers
    at_all = _as_positions(xv)
    x_gaps = _may_miss(at_all)  # one reduction, no mask, when every row has its x (the usual case)
    plots: list[tuple[str, np.ndarray | None, np.ndarray]] = [
        (humanise(c), None, data.scaled(c).to_numpy(dtype=np.float64, na_value=np.nan)) for c in ys
    ]
    if color:
        (codes, names), y_all = data.groups(color), plots[0][2]
        # codes index the sorted names; one stable sort splits the rows by series, in their row order
        sums = np.bincount(codes, weights=_abs_weights(y_all), minlength=len(names))
        totals = pd.Series(sums).sort_values(ascending=False, kind="stable")
        if len(totals) > MAX_SERIES:
            notes.append(
                f"showing the {MAX_SERIES} largest of {len(totals):,} {humanise(color).lower()} series"
            )
        small = np.int16 if len(names) < np.iinfo(np.int16).max else np.int64  # int16 sorts by radix
        by_series = np.argsort(codes.astype(small), kind="stable")
        starts = np.concatenate(([0], np.cumsum(np.bincount(codes, minlength=len(names)))))
        plots = [
            (str(names[g]), by_series[starts[g] : starts[g + 1]], y_all) for g in totals.index[:MAX_SERIES]
        ]
        fig.update_layout(legend={"title": {"text": escape_text(humanise(color))}})
    per_series = max(1, budget // len(plots))
    total = shown = 0
    as_labels = False
    seen: list[str] = []
    valid: dict[int, np.ndarray | None] = {}  # the rows with both x and y, per y column (None: all)
    for name, rows, y_all in plots:
        if id(y_all) not in valid:
            valid[id(y_all)] = _present(at_all, y_all) if x_gaps or _may_miss(y_all) else None
        ok = valid[id(y_all)]
        idx, at, vals = _points(rows, ok, at_all, y_all)
        if not (at[1:] >= at[:-1]).all():  # already in order (a time series usually is): no copies
            order = np.argsort(at, kind="stable")
            idx, at, vals = (order if idx is None else idx[order]), at[order], vals[order]
        keep = lttb_indices(at, vals, per_series)
        total, shown = total + len(at), shown + len(keep)
        drawn, as_labels = data.x_labels(x, xv.iloc[keep if idx is None else idx[keep]])
        seen.extend(drawn if as_labels else [])
        fig.add_trace(
            go.Scatter(
                x=drawn,
                y=vals[keep],
                mode="lines",
                name=escape_text(name),
                hovertemplate=_hover(data, name, x, ys[0], x_labels=as_labels),
            )
        )
    if shown < total:
        notes.append(f"showing {shown:,} of {total:,} points (LTTB)")
    _axes(fig, x, ys[0] if len(ys) == 1 else None, data, x_labels=as_labels, y_format=ys[0])
    if as_labels:  # periods in time order, whichever series has them first
        fig.update_xaxes(categoryorder="array", categoryarray=_in_time_order(data, x, seen))
    return notes


def _may_miss(values: np.ndarray) -> bool:
    """Whether positions (int64 counts, NaT as the smallest) or floats may hold a missing value.

    One reduction instead of a mask per value: a float sum is NaN when a NaN is in it (or when infinities
    of both signs are: then the exact mask decides).
    """
    if values.dtype == np.int64:
        return bool(values.min() == _NAT)
    with np.errstate(all="ignore"):
        return bool(np.isnan(values.sum()))


def _present(at_all: np.ndarray, y_all: np.ndarray) -> np.ndarray:
    """The rows that have both an x and a y."""
    x_ok = at_all != _NAT if at_all.dtype == np.int64 else ~np.isnan(at_all)
    return np.asarray(x_ok & ~np.isnan(y_all))


def _points(
    rows: np.ndarray | None, ok: np.ndarray | None, at_all: np.ndarray, y_all: np.ndarray
) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
    """``(row numbers or None for all rows, x, y)`` of one series' rows that have both an x and a y
    (``ok``: the rows that have both, None when every row has)."""
    if ok is None:
        if rows is None:  # the whole result: no copies
            return None, at_all, y_all
    elif rows is None:
        if ok.all():
            return None, at_all, y_all
        rows = np.flatnonzero(ok)
    else:
        rows = rows[ok[rows]]
    return rows, at_all[rows], y_all[rows]


def _abs_weights(values: np.ndarray) -> np.ndarray:
    """``abs(nan_to_num(values, nan=0))`` in fewer passes: NaN counts 0, an infinity the largest float."""
    weights: np.ndarray = np.abs(values)
    weights[np.isnan(weights)] = 0.0
    weights[np.isinf(weights)] = np.finfo(np.float64).max
    return weights


def _in_time_order(data: _Data, x: str, labels: list[str]) -> list[str]:
    periods = data.values(x).dropna().drop_duplicates().sort_values()
    wanted = set(labels)
    ordered, _ = data.x_labels(x, periods)
    return list(dict.fromkeys(label for label in ordered if label in wanted))


def _bar(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    x = data.first(CATEGORY, x) or data.first(TIME) or data.first(NUMERIC)
    if x is None:
        return _fallback(fig, data, budget, "no column to label the bars")
    ys = data.numbers(y, skip=x, limit=3)
    if data.kind(x) in TIME and ys:
        return _time_bars(fig, data, x, ys[0], budget)
    labels, notes = data.labels(x), []
    if ys:
        table = pd.DataFrame({c: data.values(c) for c in ys}).groupby(labels, sort=False).sum(min_count=1)
        if len(table) < len(labels):
            notes.append(f"added up {len(labels):,} rows into {len(table):,} bars")
    else:
        table = labels.value_counts(sort=False).to_frame("count")
    top = min(BAR_TOP, max(2, budget // len(table.columns)))
    if len(table) > top:
        order = table.iloc[:, 0].fillna(0).sort_values(ascending=False, kind="stable").index
        keep, rest = order[: top - 1], order[top - 1 :]
        other = table.loc[rest].sum(min_count=1).rename(f"Other ({len(rest):,} more)")
        table = pd.concat([table.loc[keep], other.to_frame().T])
        notes.append(
            f"showing the top {len(keep)} of {len(order):,}; the other {len(rest):,} summed as 'Other'"
        )
    for c in table.columns:
        scale = plot_scale(data.formats[c]) if c in data.formats else 1.0
        fig.add_trace(
            go.Bar(
                x=[escape_text(v) for v in table.index],
                y=table[c].to_numpy() * scale,
                name=escape_text(humanise(c)),
                hovertemplate=_hover(data, humanise(c), x, c if c in data.formats else None, x_labels=True),
            )
        )
    fig.update_xaxes(type="category")
    first = str(table.columns[0])
    _axes(fig, x, first if len(table.columns) == 1 else None, data, x_labels=True, y_format=first)
    return notes


def _time_bars(fig: FigureDraft, data: _Data, x: str, y: str, budget: int) -> list[str]:
    xs, vals = data.values(x), data.scaled(y)
    ok = xs.notna() & vals.notna()
    xs, vals, notes = xs[ok], vals[ok], []
    if len(xs) > budget:
        bins = sum_bins(_as_float(xs), vals.to_numpy(), budget)
        xs = pd.Series(pd.to_datetime(bins.centers.astype(np.int64), unit="ns"))
        vals = pd.Series(bins.counts)
        notes.append(f"{int(ok.sum()):,} rows added up into {len(bins.counts):,} time bins")
    drawn, as_labels = data.x_labels(x, xs) if not notes else (xs, False)
    fig.add_trace(
        go.Bar(
            x=drawn,
            y=vals,
            name=escape_text(humanise(y)),
            hovertemplate=_hover(data, humanise(y), x, y, x_labels=as_labels),
        )
    )
    _axes(fig, x, y, data, x_labels=as_labels)
    return notes


def _pie(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    x = data.first(CATEGORY, x) or data.first(NUMERIC)
    y = data.first(NUMERIC, y, skip=x)
    if x is None:
        return _fallback(fig, data, budget, "no column to label the slices")
    labels = data.labels(x)
    totals = data.values(y).groupby(labels, sort=False).sum() if y else labels.value_counts(sort=False)
    if (totals < 0).any():
        return ["a pie cannot show negative values; drew a bar chart", *_bar(fig, data, x, y, budget)]
    names, values, folded = top_n_other(
        [str(v) for v in totals.index], totals.to_numpy(), min(PIE_TOP, budget)
    )
    prefix, suffix = number_affixes(data.formats[y], locale=data.locale) if y else ("", "")
    fig.add_trace(
        go.Pie(
            labels=[escape_text(n) for n in names],
            values=values,
            sort=False,
            name=escape_text(humanise(y or "count")),
            texttemplate="%{percent:.1%}",
            hovertemplate=f"%{{label}}<br>{escape_text(prefix)}%{{value:,.2~f}}{escape_text(suffix)}"
            " (%{percent:.1%})<extra></extra>",
        )
    )
    fig.update_layout(legend={"title": {"text": escape_text(humanise(x))}})
    return [f"the {folded:,} smallest slices are summed as 'Other'"] if folded else []


def _scatter(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    x = data.first(NUMERIC | TIME, x)
    y = data.first(NUMERIC, y, skip=x)
    if x is None or y is None:
        return _fallback(fig, data, budget, "a scatter needs two number columns")
    xs, ys = data.values(x), data.values(y)
    ok = xs.notna() & ys.notna()
    xs, ys = xs[ok], ys[ok]
    _axes(fig, x, y, data)
    if len(xs) <= budget:
        fig.add_trace(
            go.Scatter(
                x=xs,
                y=ys,
                mode="markers",
                name=escape_text(humanise(y)),
                hovertemplate=_hover(data, humanise(y), x, y, x_labels=False),
            )
        )
        return []
    grid = bin_2d(_as_float(xs), ys.to_numpy(), budget)
    is_time = data.kind(x) in TIME
    x_centers = pd.to_datetime(grid.x_centers.astype(np.int64), unit="ns") if is_time else grid.x_centers
    z = np.where(grid.counts.T > 0, grid.counts.T, np.nan)
    fig.add_trace(go.Heatmap(x=x_centers, y=grid.y_centers, z=z, colorbar={"title": {"text": "Rows"}}))
    side = len(grid.x_centers)
    return [f"{len(xs):,} points binned into {side} × {side} cells (2-D histogram)"]


def _histogram(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    x = data.first(NUMERIC, x or y)
    if x is None:
        return _fallback(fig, data, budget, "a histogram needs a number column")
    values = data.values(x).dropna().to_numpy()
    bins = histogram_bins(values, min(budget, MAX_HIST_BINS), integer=data.kind(x) == "integer")
    fig.add_trace(go.Bar(x=bins.centers, y=bins.counts, width=bins.widths, name=humanise(x)))
    fig.update_layout(bargap=0.02)
    _axes(fig, x, "count", data)
    return [f"{len(values):,} values in {len(bins.counts):,} bins"] if len(values) > len(bins.counts) else []


def _value(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    """One number, with its currency or %; named by the column only when the figure has no title."""
    column = x or y or data.columns[0]
    raw = data.frame[column].iloc[0]
    label = _label(raw)  # "(empty)" for a missing value
    shown = format_value(raw, data.formats[column], locale=data.locale) if label != "(empty)" else ""
    fig.single = (shown or label, column)
    number = data.scaled(column).iloc[0] if data.kind(column) in NUMERIC else None
    if number is not None and pd.notna(number):
        value, fmt = float(number), data.formats[column]
        prefix, suffix = number_affixes(fmt, locale=data.locale)
        if fmt.is_money:
            shape = ",.2f"
        elif fmt.percent is not None:
            shape = ",.1f"
        else:
            shape = ",.2~f" if abs(value) >= 1 or value == 0 else ".4~g"
        number_style = {"valueformat": shape, "prefix": prefix, "suffix": suffix}
        name = {"text": escape_text(humanise(column))}
        fig.add_trace(go.Indicator(mode="number", value=value, number=number_style, title=name))
    elif data.kind(column) in TIME and pd.notna(raw):
        _message(fig, format_value(raw, data.formats[column], locale=data.locale), size=32)
    else:
        _message(fig, _label(raw), size=32)
    return [f"showing the first of {len(data.frame):,} rows"] if len(data.frame) > 1 else []


def _table(fig: FigureDraft, data: _Data, x: str | None, y: str | None, budget: int) -> list[str]:
    shown = data.frame.head(max(1, budget // max(1, len(data.columns))))
    cells = [[_cell(v) for v in shown[c]] for c in shown.columns]
    header = [escape_text(humanise(c)) for c in shown.columns]
    fig.add_trace(go.Table(header={"values": header}, cells={"values": cells}))
    return (
        [f"showing the first {len(shown):,} of {len(data.frame):,} rows"]
        if len(shown) < len(data.frame)
        else []
    )


def _fallback(fig: FigureDraft, data: _Data, budget: int, why: str) -> list[str]:
    return [f"{why}; drew a table", *_table(fig, data, None, None, budget)]


def _cell(value: Any) -> Any:
    if isinstance(value, bool | np.bool_):
        return "true" if value else "false"
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, int | float) and pd.notna(value):
        return value
    return "" if _label(value) == "(empty)" else escape_text(value)


DRAWERS = {
    "line": _line,
    "bar": _bar,
    "pie": _pie,
    "scatter": _scatter,
    "histogram": _histogram,
    "value": _value,
    "table": _table,
}
