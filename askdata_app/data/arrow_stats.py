"""Column kinds and model-preview statistics read straight from Arrow columns (no pandas frame).

Each function gives exactly what its pandas counterpart in :mod:`askdata_app.data.results` gives for the
frame :func:`~askdata_app.data.results.frame_from_arrow` builds from the same column (``infer_kind`` and
``_column_stats``): same kinds, same null counts (NaN counts as missing), same minimum, maximum and mean
(summed by numpy as pandas does), same top values in the same order. Column types with no exact shortcut
here return ``None`` and the caller converts that one column to pandas.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

TOP_VALUES = 5
MAX_TEXT = 200


def kind_of_arrow(column: pa.ChunkedArray) -> str | None:
    """The kind ``infer_kind`` gives the converted column, or None for types it must look at."""
    kind = column.type
    if column.null_count == len(column):  # no values (or no rows): an object column of None
        return "other"
    if pa.types.is_boolean(kind):
        return "boolean"
    if pa.types.is_integer(kind):
        return "integer"
    if pa.types.is_floating(kind):
        return "number"
    if pa.types.is_timestamp(kind) and kind.tz is None:
        return "datetime"
    if pa.types.is_date(kind):
        return "date"
    if pa.types.is_string(kind) or pa.types.is_large_string(kind):
        return "string"
    if pa.types.is_time(kind):
        return "other"
    return None


def arrow_column_stats(column: pa.ChunkedArray, kind: str) -> dict[str, Any] | None:
    """``_column_stats`` of the converted column, computed on the Arrow column; None: use pandas."""
    from askdata_app.data.results import json_safe

    kind_here = kind_of_arrow(column)
    if kind_here is None or kind_here != kind:
        return None
    if kind == "number":
        return _float_stats(column)
    if kind == "integer":
        values = pc.drop_null(column) if column.null_count else column
        stats: dict[str, Any] = {"nulls": len(column) - len(values)}
        if len(values):
            low, high = pc.min_max(values).values()
            numbers = _numpy(values.cast(pa.int64())).astype(np.float64)
            stats.update(min=json_safe(low.as_py()), max=json_safe(high.as_py()))
            with np.errstate(all="ignore"):  # as pandas: an infinite or overflowing mean is just not shown
                stats["mean"] = json_safe(round(float(numbers.sum() / len(numbers)), 6))
        return stats
    stats = {"nulls": column.null_count}
    if stats["nulls"] == len(column):
        return stats
    if kind in {"date", "datetime"}:
        low, high = pc.min_max(column).values()
        stats.update(min=json_safe(low.as_py()), max=json_safe(high.as_py()))
    elif kind in {"string", "boolean"}:
        stats.update(_top_values(pc.drop_null(column) if stats["nulls"] else column))
    return stats


def _numpy(values: pa.ChunkedArray) -> np.ndarray:
    """A null-free column as one numpy array (no copy when it is a single chunk)."""
    if values.num_chunks == 1:
        return np.asarray(values.chunk(0).to_numpy(zero_copy_only=False))
    return np.asarray(values.to_numpy())


def _float_stats(column: pa.ChunkedArray) -> dict[str, Any]:
    from askdata_app.data.results import json_safe

    present = pc.drop_null(column) if column.null_count else column
    values = _numpy(present if present.type == pa.float64() else present.cast(pa.float64()))
    with np.errstate(all="ignore"):
        total = values.sum()  # a sum that is a number proves there is no NaN: no mask pass then
    nans = 0
    if np.isnan(total):  # a NaN, or inf - inf
        missing = np.isnan(values)
        nans = int(missing.sum())
        if nans:
            values = values[~missing]
            with np.errstate(all="ignore"):
                total = values.sum()
    stats: dict[str, Any] = {"nulls": column.null_count + nans}
    if len(values):
        stats.update(min=json_safe(values.min()), max=json_safe(values.max()))
        with np.errstate(all="ignore"):  # inf - inf: NaN, shown as no mean (as pandas)
            mean = float(total / len(values))
        stats["mean"] = json_safe(round(mean, 6))
    return stats


def _top_values(values: pa.ChunkedArray) -> dict[str, Any]:
    """Distinct count and the most frequent values, ties in order of first appearance (as pandas)."""
    counted = pc.value_counts(values)
    counts = counted.field("counts").to_numpy()
    order = np.argsort(-counts, kind="stable")[:TOP_VALUES]
    labels = counted.field("values").take(pa.array(order)).to_pylist()
    top = [[_clip(str(label)), int(counts[i])] for label, i in zip(labels, order, strict=True)]
    return {"distinct": len(counted), "top": top}


def _clip(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"
