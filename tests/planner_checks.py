"""Shared by the planner phrasing tests (a pytest plugin, see conftest): the demo DuckDB file, its planner,
and checks against gold SQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.data.semantic import load_semantic_layer
from askdata_app.eval.compare import same_result
from askdata_app.settings import DEMO_SEMANTIC_DIR


@pytest.fixture(scope="module")
def con(demo_db_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    conn = duckdb.connect(str(demo_db_path), read_only=True)
    yield conn
    conn.close()


@pytest.fixture(scope="module")
def planner(con: duckdb.DuckDBPyConnection) -> Planner:
    return Planner(load_semantic_layer(DEMO_SEMANTIC_DIR), run_query=lambda sql: con.execute(sql).fetchall())


def sql_plan(planner: Planner, question: str, **kw: Any) -> SqlPlan:
    plan = planner.plan(question, **kw)
    assert isinstance(plan, SqlPlan), f"{question!r} -> {plan}"
    return plan


def check(
    planner: Planner,
    con: duckdb.DuckDBPyConnection,
    question: str,
    gold: str,
    *,
    ordered: bool = False,
    **kw: Any,
) -> None:
    """``question`` is planned as SQL that answers like ``gold`` (in its order too when ``ordered``)."""
    plan = sql_plan(planner, question, **kw)
    got, want = con.execute(plan.sql).fetchall(), con.execute(gold).fetchall()
    assert same_result(want, got, ordered=ordered), f"{question!r}\n{plan.sql}\n-> {got[:5]}\nwant {want[:5]}"


def same_answer(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    """``question`` gets the rows the same question said plainly gets."""
    got = con.execute(sql_plan(planner, question).sql).fetchall()
    want = con.execute(sql_plan(planner, plain).sql).fetchall()
    assert same_result(want, got), f"{question!r} -> {got[:5]}, {plain!r} -> {want[:5]}"


YEARLY_CHANGE = (
    "SELECT 100.0 * (a.v - b.v) / b.v FROM"
    " (SELECT sum({m}) AS v FROM {t} WHERE year(ordered_at) = {first}) a,"
    " (SELECT sum({m}) AS v FROM {t} WHERE year(ordered_at) = {base}) b"
)
"""Gold of a yearly change in percent: ``first`` measured against ``base`` (format with REVENUE or ORDERS)."""
REVENUE = {"m": "product_price", "t": "order_items"}
ORDERS = {"m": "1", "t": "orders"}


def growth_pct(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> float:
    """The change in percent of the one row ``question`` is answered with (its ``*_growth_pct`` column)."""
    plan = planner.plan(question)
    sql = getattr(plan, "sql", None)
    assert sql is not None, f"{question!r} -> {plan}"
    cur = con.execute(sql)
    names = [d[0] for d in cur.description or ()]
    rows = cur.fetchall()
    assert len(rows) == 1, f"{question!r}: {rows}\n{sql}"
    pct = next((i for i, n in enumerate(names) if n.endswith("_growth_pct")), None)
    assert pct is not None, f"{question!r}: no change column in {names}\n{sql}"
    return float(rows[0][pct])
