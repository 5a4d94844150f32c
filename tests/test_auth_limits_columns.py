"""Wide results are cut to ASKDATA_MAX_RESULT_COLUMNS with a notice the model sees (DuckDB, SQLite)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from askdata_app.data.results import QueryResult
from askdata_app.data.source import DataSource

WIDE = "SELECT " + ", ".join(f"{i} AS c{i}" for i in range(300))


@pytest.mark.parametrize("backend", ["duckdb", "sqlite"])
def test_a_300_column_result_is_cut_with_a_notice(tmp_path: Path, backend: str) -> None:
    if backend == "sqlite":
        sqlite3.connect(tmp_path / "x.db").close()
        url = f"sqlite:///{tmp_path / 'x.db'}"
    else:
        url = f"duckdb:///{tmp_path / 'x.duckdb'}"
        import duckdb

        duckdb.connect(str(tmp_path / "x.duckdb")).close()
    with DataSource.from_url(url, max_columns=100) as source:
        result = source.execute(WIDE)
    assert result.columns == [f"c{i}" for i in range(100)]
    assert result.columns_cut == 200
    preview = result.preview_for_model(5)
    assert "first 100 of 300 columns" in preview["columns_notice"]
    result.to_parquet(tmp_path / "r.parquet")
    assert QueryResult.from_parquet(tmp_path / "r.parquet").columns_cut == 200

    with DataSource.from_url(url, max_columns=400) as source:
        whole = source.execute(WIDE)
    assert len(whole.columns) == 300 and whole.columns_cut == 0 and whole.columns_notice == ""
    assert "columns_notice" not in whole.preview_for_model(5)
