"""Every metric type compiles for DuckDB and PostgreSQL and gives what hand-written SQL gives, on the real
servers (a DuckDB temp file; a per-test PostgreSQL database)."""

from __future__ import annotations

from pathlib import Path

import pytest

from askdata_app.data.source import DataSource
from askdata_app.semantic import load_project
from askdata_app.semantic.engine import SemanticEngine, default_schema
from tests.semantic_shop import CASES, FIXTURE, TABLE_MAP, load, normalise


def _check_all_cases(url: str) -> None:
    source = DataSource.from_url(url, name="shop")
    with source:
        project = load_project(FIXTURE, table_map=TABLE_MAP, schema=default_schema(source.dialect))
        engine = SemanticEngine(project, source.dialect)
        failures = []
        for case in CASES:
            sql = engine.compile(case.request, has_table=lambda _t: True).sql
            got = source.execute(sql).frame.itertuples(index=False, name=None)
            want = source.execute(case.sql).frame.itertuples(index=False, name=None)
            ordered = bool(case.request.order_by)
            g, w = normalise(list(got), ordered=ordered), normalise(list(want), ordered=ordered)
            if g != w or not w:
                failures.append(f"{case.name}: MetricFlow {g} != hand-written {w}")
    assert not failures, "\n".join(failures)


def test_every_metric_type_matches_hand_written_sql_on_duckdb(tmp_path: Path) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    load(url)
    _check_all_cases(url)


def test_every_metric_type_matches_hand_written_sql_on_postgresql(postgres_url: str) -> None:
    load(postgres_url)
    _check_all_cases(postgres_url)


@pytest.mark.parametrize("dialect", ["duckdb", "postgres"])
def test_every_declared_metric_compiles(dialect: str) -> None:
    project = load_project(FIXTURE, table_map=TABLE_MAP, schema=default_schema(dialect))
    engine = SemanticEngine(project, dialect)
    names = [m.name for m in engine.metrics()]
    assert {m.type for m in engine.metrics()} == {"simple", "ratio", "derived", "cumulative", "conversion"}
    for name in names:
        sql = engine.compile(load_request(name)).sql
        assert sql.lstrip().startswith(("--", "SELECT", "WITH")), name
    schema = default_schema(dialect)
    assert f"FROM {schema}.orders" in engine.compile(load_request("revenue")).sql


def load_request(name: str):  # type: ignore[no-untyped-def]
    from askdata_app.semantic.request import MetricRequest

    return MetricRequest.from_args([name], ["metric_time__day"])
