"""QueryResult: the capped result of one query, with JSON-safe paging, a model preview and Parquet storage."""

from __future__ import annotations

import base64
import datetime as dt
import json
import math
import uuid
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

if TYPE_CHECKING:
    from askdata_app.data.formatting import ColumnFormat

KINDS = ("integer", "number", "string", "boolean", "date", "datetime", "other")
_META_KEY = b"askdata"
_TOP_VALUES = 5
_MAX_TEXT = 200
HEAD_ROWS = 2_000
"""Rows of an Arrow-kept result converted to pandas once for every look at its start (formatting.SAMPLE)."""
PARQUET_ROW_GROUP = 65_536  # rows per row group: the writer buffers a whole group (1M rows: ~3x the data)


def json_safe(value: Any) -> Any:
    """Convert one cell to a JSON-safe value: ISO dates, floats for Decimals, None for NaN/NaT."""
    if value is None or value is pd.NaT or value is pd.NA:
        return None
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return None if math.isnan(value) or math.isinf(value) else float(value)
    if isinstance(value, Decimal):
        return None if not value.is_finite() else float(value)
    if isinstance(value, pd.Timestamp):
        return value.isoformat()
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, dt.timedelta | pd.Timedelta):
        return str(value)
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [json_safe(v) for v in value]
    if hasattr(value, "item"):  # numpy scalar
        try:
            return json_safe(value.item())
        except (TypeError, ValueError):
            pass
    if hasattr(value, "tolist"):  # numpy array
        return json_safe(value.tolist())
    if pd.api.types.is_scalar(value) and pd.isna(value):
        return None
    return str(value)


def _kind_of_value(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float | Decimal):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dt.datetime):
        return "datetime"
    if isinstance(value, dt.date):
        return "date"
    return "other"


def infer_kind(series: pd.Series) -> str:
    """The kind of a column from its dtype, or from its first non-null value for object columns."""
    dtype = series.dtype
    if pd.api.types.is_bool_dtype(dtype):
        return "boolean"
    if pd.api.types.is_integer_dtype(dtype):
        return "integer"
    if pd.api.types.is_float_dtype(dtype):
        return "number"
    if pd.api.types.is_datetime64_any_dtype(dtype):
        return "datetime"
    if pd.api.types.is_string_dtype(dtype) and not pd.api.types.is_object_dtype(dtype):
        return "string"
    non_null = series.dropna()
    if non_null.empty:
        return "other"
    kinds = {_kind_of_value(v) for v in non_null.iloc[:1000]}  # a sample: SQLite columns may mix types
    for merged, parts in (("number", {"integer", "number"}), ("datetime", {"date", "datetime"})):
        if len(kinds) > 1 and kinds <= parts:
            return merged
    return kinds.pop() if len(kinds) == 1 else "other"


_TYPE_KINDS = {
    "integer": {"INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT", "HUGEINT", "UBIGINT", "UINTEGER",
                "USMALLINT", "UTINYINT", "UHUGEINT", "INT2", "INT4", "INT8", "MEDIUMINT", "SERIAL",
                "BIGSERIAL", "LONG"},
    "number": {"DECIMAL", "NUMERIC", "DOUBLE", "FLOAT", "FLOAT4", "FLOAT8", "REAL", "MONEY"},
    "string": {"VARCHAR", "CHAR", "CHARACTER", "TEXT", "STRING", "NVARCHAR", "NCHAR", "UUID", "ENUM",
               "CITEXT", "TINYTEXT", "MEDIUMTEXT", "LONGTEXT", "BPCHAR", "NAME"},
    "boolean": {"BOOLEAN", "BOOL", "BIT", "LOGICAL"},
    "date": {"DATE"},
    "datetime": {"TIMESTAMP", "DATETIME", "TIMESTAMPTZ", "TIMESTAMP_S", "TIMESTAMP_MS", "TIMESTAMP_NS"},
}  # fmt: skip


def kind_of_type_name(type_name: str) -> str:
    """The kind of a SQL type name such as ``BIGINT``, ``DECIMAL(10,2)`` or ``TIMESTAMP WITH TIME ZONE``."""
    text = type_name.strip().upper()
    if text.endswith("]"):
        return "other"
    first = text.replace("(", " ").split(" ", 1)[0] if text else ""
    for kind, names in _TYPE_KINDS.items():
        if first in names:
            return kind
    return "other"


def kind_of_sqlalchemy_type(sa_type: Any) -> str:
    """The kind of a SQLAlchemy column type, from the Python type it maps to."""
    try:
        py = sa_type.python_type
    except (NotImplementedError, AttributeError):
        return "other"
    for cls, kind in (
        (bool, "boolean"),
        (int, "integer"),
        (float, "number"),
        (Decimal, "number"),
        (str, "string"),
        (dt.datetime, "datetime"),
        (dt.date, "date"),
    ):
        if issubclass(py, cls):
            return kind
    return "other"


def type_text(sa_type: Any) -> str:
    """A SQLAlchemy type as SQL text (its class name when it cannot be compiled)."""
    try:
        return str(sa_type)
    except Exception:
        return type(sa_type).__name__


def csv_writable(schema: pa.Schema) -> bool:
    """True when pyarrow's CSV writer can write every column of ``schema``."""
    checks = (
        pa.types.is_boolean, pa.types.is_integer, pa.types.is_floating, pa.types.is_decimal,
        pa.types.is_string, pa.types.is_large_string, pa.types.is_string_view, pa.types.is_date,
        pa.types.is_timestamp, pa.types.is_time, pa.types.is_null,
    )  # fmt: skip
    return all(any(check(f.type) for check in checks) for f in schema)


def write_arrow_csv(
    reader: pa.RecordBatchReader, path: Path, *, include_header: bool, max_rows: int | None
) -> int:
    """Write Arrow batches to a CSV file one batch at a time; returns the rows written."""
    names = unique_names(reader.schema.names)
    schema = pa.schema([f.with_name(n) for f, n in zip(reader.schema, names, strict=True)])
    options = pacsv.WriteOptions(include_header=include_header)
    written = 0
    with pacsv.CSVWriter(str(path), schema, write_options=options) as writer:
        for batch in reader:
            if max_rows is not None:
                batch = batch.slice(0, max_rows - written)
            writer.write_batch(pa.RecordBatch.from_arrays(batch.columns, schema=schema))
            written += batch.num_rows
            if max_rows is not None and written >= max_rows:
                break
    return written


def frame_from_rows(names: Sequence[str], rows: Sequence[Sequence[Any]]) -> pd.DataFrame:
    """A DataFrame from fetched rows that keeps integers and booleans with NULLs as nullable dtypes."""
    if not rows:
        return pd.DataFrame({n: pd.Series(dtype="object") for n in names}, columns=list(names))
    columns: dict[str, Any] = {}
    for name, values in zip(names, zip(*rows, strict=True), strict=True):
        first = next((v for v in values if v is not None), None)
        has_null = first is not None and any(v is None for v in values)
        column: Any = list(values)
        if has_null and isinstance(first, bool):
            column = _nullable(column, "boolean")
        elif has_null and isinstance(first, int):
            column = _nullable(column, "Int64")
        columns[name] = column
    return pd.DataFrame(columns, columns=list(names))


# DuckDB column types whose Arrow form converts to the same pandas values as fetched Python rows do
# (UUID, HUGEINT, intervals, nested and zoned types do not: they take the row path).
ARROW_EXACT_TYPES = frozenset(
    {"BOOLEAN", "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "UTINYINT", "USMALLINT", "UINTEGER", "FLOAT",
     "DOUBLE", "VARCHAR", "DATE", "TIME", "TIMESTAMP", "NULL", "\"NULL\""}
)  # fmt: skip


def arrow_exact(type_names: Sequence[str]) -> bool:
    """True when every DuckDB column type converts through Arrow exactly as ``frame_from_rows`` would."""
    return all(t in ARROW_EXACT_TYPES or t.startswith("DECIMAL(") for t in type_names)


def frame_from_arrow(names: Sequence[str], table: pa.Table, *, whole: pa.Table | None = None) -> pd.DataFrame:
    """The frame ``frame_from_rows`` builds from the same rows, converted column by column from Arrow.

    Columnar: no Python object per cell for numbers, booleans, text and timestamps. Only for columns of
    the types :func:`arrow_exact` accepts. ``whole``: the table ``table`` is a slice of; the columns then
    get the dtypes converting the whole table gives (nullable integers when the whole column has NULLs).
    """
    whole = table if whole is None else whole
    if whole.num_rows == 0:
        return frame_from_rows(names, [])
    columns = {
        name: _from_arrow(column, whole.column(i))
        for i, (name, column) in enumerate(zip(names, table.columns, strict=True))
    }
    return pd.DataFrame(columns, columns=list(names), copy=False)  # Arrow's buffers, not another copy


def _from_arrow(column: pa.ChunkedArray, whole: pa.ChunkedArray | None = None) -> Any:
    whole = column if whole is None else whole
    nulls = whole.null_count
    if nulls == len(whole):
        return np.full(len(column), None, dtype=object)
    kind = column.type
    if pa.types.is_integer(kind) or pa.types.is_boolean(kind):
        # Python rows give int64/bool without NULLs and nullable Int64/boolean with them.
        column = column.cast(pa.int64()) if pa.types.is_integer(kind) else column
        nullable = {pa.int64(): pd.Int64Dtype(), pa.bool_(): pd.BooleanDtype()}
        return column.to_pandas(types_mapper=nullable.get) if nulls else column.to_numpy()
    if pa.types.is_floating(kind):
        return column.cast(pa.float64()).to_numpy()
    return column.to_pandas()


def _nullable(values: list[Any], dtype: Literal["boolean", "Int64"]) -> Any:
    try:
        return pd.array(values, dtype=dtype)
    except (TypeError, ValueError):
        return values


def unique_names(names: Sequence[str]) -> list[str]:
    """Column names made unique (``a``, ``a_2``) so rows can be dicts and files can be written."""
    seen: dict[str, int] = {}
    out: list[str] = []
    for raw in names:
        name = str(raw) or "column"
        if name in seen:
            seen[name] += 1
            candidate = f"{name}_{seen[name]}"
            while candidate in seen:
                seen[name] += 1
                candidate = f"{name}_{seen[name]}"
            name = candidate
        seen.setdefault(name, 1)
        out.append(name)
    return out


def _column_stats(series: pd.Series, kind: str) -> dict[str, Any]:
    non_null = series.dropna()
    stats: dict[str, Any] = {"nulls": int(len(series) - len(non_null))}
    if non_null.empty:
        return stats
    if kind in {"integer", "number"}:
        numbers = pd.to_numeric(non_null, errors="coerce").dropna()
        if not numbers.empty:
            stats.update(min=json_safe(numbers.min()), max=json_safe(numbers.max()))
            stats["mean"] = json_safe(round(float(numbers.astype("float64").mean()), 6))
    elif kind in {"date", "datetime"}:
        stats.update(min=json_safe(non_null.min()), max=json_safe(non_null.max()))
    elif kind in {"string", "boolean"}:
        counts = non_null.astype(str).value_counts()
        stats["distinct"] = len(counts)
        stats["top"] = [[_clip(str(v)), int(c)] for v, c in counts.head(_TOP_VALUES).items()]
    return stats


def _clip(text: str) -> str:
    return text if len(text) <= _MAX_TEXT else text[: _MAX_TEXT - 1] + "…"


def _arrow_ready(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame with mixed-type object columns (SQLite allows them) turned into text for Arrow."""
    fixed: dict[str, pd.Series] = {}
    for name in frame.columns:
        column = frame[name]
        if not pd.api.types.is_object_dtype(column.dtype):
            continue
        try:
            pa.array(column, from_pandas=True)
        except (pa.ArrowException, TypeError, ValueError):
            fixed[name] = column.map(lambda v: None if v is None or v is pd.NA else str(json_safe(v)))
    return frame.assign(**fixed) if fixed else frame


COLUMNS_CUT = (
    "Only the first {kept} of {total} columns are kept (ASKDATA_MAX_RESULT_COLUMNS); select fewer columns "
    "to see the others."
)


def cut_columns(frame: pd.DataFrame, max_columns: int | None) -> tuple[pd.DataFrame, int]:
    """The first ``max_columns`` columns of ``frame`` and how many were cut (0 = none)."""
    if max_columns is None or max_columns <= 0 or frame.shape[1] <= max_columns:
        return frame, 0
    return frame.iloc[:, :max_columns], frame.shape[1] - max_columns


class QueryResult:
    """The result of one query, capped at ``max_rows`` rows (and the source's column limit).

    Attributes:
        columns: Column names (made unique).
        kinds: One of integer|number|string|boolean|date|datetime|other per column.
        frame: The kept rows as a pandas frame (built on first use for results kept as Arrow).
        arrow: The kept rows as an Arrow table, for results fetched as Arrow (else None).
        row_count: Rows kept.
        truncated: True when the query returned more rows than were kept.
        columns_cut: How many columns beyond the column limit were dropped (0 = none).
        elapsed_ms: Wall time of the query and fetch.
        sql: The SQL that ran.
    """

    def __init__(
        self, frame: pd.DataFrame, *, sql: str, truncated: bool, elapsed_ms: float, columns_cut: int = 0
    ) -> None:
        frame = frame.copy(deep=False)
        frame.columns = unique_names([str(c) for c in frame.columns])
        self._frame: pd.DataFrame | None = frame.reset_index(drop=True)
        self._table: pa.Table | None = None
        self.columns: list[str] = list(frame.columns)
        self.kinds: list[str] = [infer_kind(self._frame[c]) for c in self.columns]
        self.row_count = len(frame)
        self.truncated = truncated
        self.elapsed_ms = elapsed_ms
        self.sql = sql
        self.columns_cut = columns_cut

    @classmethod
    def from_arrow(
        cls, table: pa.Table, *, sql: str, truncated: bool, elapsed_ms: float, columns_cut: int = 0
    ) -> QueryResult:
        """A result kept as the Arrow table itself; the pandas frame is only built when asked for.

        Only for columns of the types :func:`arrow_exact` accepts: ``frame`` is then exactly what
        ``from_rows`` builds from the same rows, and pages, previews and kinds are the same too.
        """
        from askdata_app.data.arrow_stats import kind_of_arrow

        result = cls.__new__(cls)
        names = unique_names([str(c) for c in table.column_names])
        result._table = table.rename_columns(names)
        result._frame = None
        result.columns = names
        result.kinds = [
            kind_of_arrow(column) or infer_kind(pd.Series(_from_arrow(column)))
            for column in result._table.columns
        ]
        result.row_count = table.num_rows
        result.truncated = truncated
        result.elapsed_ms = elapsed_ms
        result.sql = sql
        result.columns_cut = columns_cut
        return result

    @property
    def frame(self) -> pd.DataFrame:
        """The kept rows as a pandas frame (built from the Arrow table on first use)."""
        if self._frame is None:
            assert self._table is not None  # one of the two is always set
            self._frame = frame_from_arrow(self.columns, self._table)
        return self._frame

    @property
    def arrow(self) -> pa.Table | None:
        """The kept rows as the Arrow table they were fetched as (None for results built from rows)."""
        return self._table

    def head(self, n: int, offset: int = 0) -> pd.DataFrame:
        """Rows ``offset .. offset+n`` as a small frame, the same rows ``frame`` has there."""
        offset, n = max(0, offset), max(0, n)
        if self._frame is None and self._table is not None:
            if offset + n <= HEAD_ROWS:  # the model preview, the formats' sample and the first page share it
                first: pd.DataFrame | None = self.__dict__.get("_head")
                if first is None:
                    first = frame_from_arrow(self.columns, self._table.slice(0, HEAD_ROWS), whole=self._table)
                    self.__dict__["_head"] = first
                return first.iloc[offset : offset + n]
            chunk = frame_from_arrow(self.columns, self._table.slice(offset, n), whole=self._table)
            return chunk.set_axis(pd.RangeIndex(offset, offset + len(chunk)))
        return self.frame.iloc[offset : offset + n]

    def formats(self) -> list[ColumnFormat]:
        """How each column is shown (read from the first ``SAMPLE`` rows, as ``frame_formats`` does),
        computed once per result: its table page, its other pages and its chart share them."""
        from askdata_app.data.formatting import SAMPLE, frame_formats

        key = (self.sql, tuple(self.kinds), tuple(self.columns))
        cached: tuple[Any, list[ColumnFormat]] | None = self.__dict__.get("_formats")
        if cached is None or cached[0] != key:
            cached = (key, frame_formats(self.head(SAMPLE), list(self.kinds), sql=self.sql))
            self.__dict__["_formats"] = cached
        return list(cached[1])

    @property
    def columns_notice(self) -> str:
        """The notice shown when columns were cut ("" when none were)."""
        if not self.columns_cut:
            return ""
        kept = len(self.columns)
        return COLUMNS_CUT.format(kept=kept, total=kept + self.columns_cut)

    @classmethod
    def from_rows(
        cls,
        columns: Sequence[str],
        rows: Sequence[Sequence[Any]],
        *,
        sql: str,
        truncated: bool,
        elapsed_ms: float,
    ) -> QueryResult:
        """Build a result from fetched rows (tuples) and the cursor's column names."""
        frame = frame_from_rows(unique_names([str(c) for c in columns]), rows)
        return cls(frame, sql=sql, truncated=truncated, elapsed_ms=elapsed_ms)

    def __repr__(self) -> str:
        return f"QueryResult(rows={self.row_count}, truncated={self.truncated}, columns={self.columns})"

    def page(self, offset: int, limit: int) -> list[dict[str, Any]]:
        """Rows ``offset .. offset+limit`` as dicts of JSON-safe values."""
        chunk = self.head(limit, offset)
        return [
            {col: json_safe(val) for col, val in zip(self.columns, row, strict=True)}
            for row in chunk.itertuples(index=False, name=None)
        ]

    def preview_for_model(self, n: int) -> dict[str, Any]:
        """A compact, JSON-safe summary for the model: first ``n`` rows and per-column stats."""
        head = self.head(n)
        rows = [
            [_clip(v) if isinstance(v, str) else v for v in (json_safe(x) for x in row)]
            for row in head.itertuples(index=False, name=None)
        ]
        return {
            "columns": list(self.columns),
            "kinds": list(self.kinds),
            "row_count": self.row_count,
            "truncated": self.truncated,
            **({"columns_notice": self.columns_notice} if self.columns_cut else {}),
            "rows": rows,
            "stats": {c: self._stats(c, k) for c, k in zip(self.columns, self.kinds, strict=True)},
        }

    def _stats(self, column: str, kind: str) -> dict[str, Any]:
        """One column's statistics: from Arrow when the result is kept as Arrow, else from pandas."""
        if self._frame is None and self._table is not None:
            from askdata_app.data.arrow_stats import arrow_column_stats

            arrow_column = self._table.column(column)
            stats = arrow_column_stats(arrow_column, kind)
            if stats is not None:
                return stats
            return _column_stats(pd.Series(_from_arrow(arrow_column)), kind)
        return _column_stats(self.frame[column], kind)

    def to_parquet(self, path: str | Path) -> None:
        """Write the kept rows and this result's metadata to a Parquet file.

        A result kept as Arrow is written as it is (no pandas conversion, no copy) and read back as Arrow.
        """
        if self._table is not None:
            table = self._table
        else:
            table = pa.Table.from_pandas(_arrow_ready(self.frame), preserve_index=False)
        meta = dict(table.schema.metadata or {})
        meta[_META_KEY] = json.dumps(
            {
                "truncated": self.truncated,
                "elapsed_ms": self.elapsed_ms,
                "kinds": self.kinds,
                "sql": self.sql,
                "columns_cut": self.columns_cut,
                "arrow": self._table is not None,
            }
        ).encode()
        texts = [
            f.name for f in table.schema if pa.types.is_string(f.type) or pa.types.is_large_string(f.type)
        ]
        pq.write_table(
            table.replace_schema_metadata(meta),
            Path(path),
            row_group_size=PARQUET_ROW_GROUP,
            use_dictionary=texts,  # only text repeats; dictionaries of numbers and times cost 2-3x the CPU
        )

    @classmethod
    def from_parquet(cls, path: str | Path, sql: str | None = None) -> QueryResult:
        """Read a result written by ``to_parquet`` (``sql`` overrides the stored SQL)."""
        table = pq.read_table(Path(path))
        meta = json.loads((table.schema.metadata or {}).get(_META_KEY, b"{}"))
        kept: dict[str, Any] = {
            "sql": sql if sql is not None else str(meta.get("sql", "")),
            "truncated": bool(meta.get("truncated", False)),
            "elapsed_ms": float(meta.get("elapsed_ms", 0.0)),
            "columns_cut": int(meta.get("columns_cut", 0)),
        }
        if meta.get("arrow"):
            result = cls.from_arrow(table.replace_schema_metadata(None), **kept)
        else:
            result = cls(table.to_pandas(), **kept)
        kinds = meta.get("kinds")
        if isinstance(kinds, list) and len(kinds) == len(result.columns):
            result.kinds = [str(k) for k in kinds]
        return result
