"""Writing approved results to files in the app's exports folder (CSV streamed, never held in memory)."""

from __future__ import annotations

import re
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    import pandas as pd

    from askdata_app.data.results import QueryResult
    from askdata_app.data.source import DataSource

ExportFormat = Literal["csv", "xlsx", "parquet"]
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")
XLSX_MAX_ROWS = 1_048_575


class ExportError(Exception):
    """An export that cannot be written; the message says why and what to do."""


def safe_file_name(name: str, fmt: ExportFormat) -> str:
    """A file name that stays inside the exports folder, with the format's extension."""
    stem = _SAFE.sub("_", Path(name.strip()).name).strip("._") or "export"
    stem = stem[:80]
    suffix = f".{fmt}"
    return stem if stem.lower().endswith(suffix) else stem + suffix


def unique_path(folder: Path, name: str) -> Path:
    """``folder/<stem>-<random token><suffix>``: unguessable (downloads are by URL) and never an existing
    file (two exports of the same name both stay)."""
    stem, dot, suffix = name.rpartition(".")
    while True:
        path = folder / f"{stem[:80]}-{secrets.token_hex(12)}{dot}{suffix}"
        try:
            path.touch(exist_ok=False)  # reserve the name; the finished file replaces it
        except FileExistsError:
            continue
        return path


def export_result(
    result: QueryResult,
    source: DataSource,
    folder: Path,
    *,
    file_name: str,
    fmt: ExportFormat,
    max_rows: int,
    include_header: bool,
) -> tuple[Path, int]:
    """Write ``result`` to ``folder/file_name``; returns the path and the number of rows written.

    CSV re-runs the approved statement and streams it to the file (the full result, up to ``max_rows``);
    Excel and Parquet are written from the kept rows.
    """
    folder.mkdir(parents=True, exist_ok=True)
    path = unique_path(folder, safe_file_name(file_name, fmt))
    tmp = path.with_name(path.name + ".part")
    try:
        if fmt == "csv":
            rows = source.stream_csv(result.sql, tmp, include_header=include_header, max_rows=max_rows)
        elif fmt == "parquet":
            frame = result.frame.head(max_rows)
            frame.to_parquet(tmp, index=False)
            rows = len(frame)
        elif fmt == "xlsx":
            frame = result.frame.head(min(max_rows, XLSX_MAX_ROWS))
            _naive_datetimes(frame).to_excel(tmp, index=False, header=include_header, engine="openpyxl")
            rows = len(frame)
        else:
            msg = f"Unknown export format {fmt!r}; use csv, xlsx or parquet."
            raise ExportError(msg)
        tmp.replace(path)
    except ExportError:
        path.unlink(missing_ok=True)
        raise
    except Exception as exc:
        tmp.unlink(missing_ok=True)
        path.unlink(missing_ok=True)
        msg = f"The export could not be written: {exc}"
        raise ExportError(msg) from exc
    return path, rows


def _naive_datetimes(frame: pd.DataFrame) -> pd.DataFrame:
    """Excel cannot store time zones: convert tz-aware columns to naive UTC."""
    out = frame.copy()
    for col in out.columns:
        dtype = getattr(out[col].dtype, "tz", None)
        if dtype is not None:
            out[col] = out[col].dt.tz_convert("UTC").dt.tz_localize(None)
    return out
