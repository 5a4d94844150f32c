"""The default answerer: the offline planner over a DuckDB file, and the gold runner on the same file."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import duckdb

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from askdata_app.eval.runner import Answerer, GoldRunner, Outcome


class DatabaseError(Exception):
    """The database file cannot be opened."""


def open_duckdb(path: Path | str) -> duckdb.DuckDBPyConnection:
    """A read-only connection to a DuckDB file.

    Raises:
        DatabaseError: the file is missing or not a DuckDB database.
    """
    path = Path(path)
    if not path.is_file():
        msg = f"database file {path} does not exist; pass --db with a DuckDB file, or omit --db for the demo"
        raise DatabaseError(msg)
    try:
        return duckdb.connect(str(path), read_only=True)
    except duckdb.Error as exc:
        msg = f"cannot open {path} as a DuckDB database: {exc}"
        raise DatabaseError(msg) from exc


def gold_runner(con: duckdb.DuckDBPyConnection) -> GoldRunner:
    """Runs gold SQL on ``con``."""

    def run(sql: str) -> list[tuple[Any, ...]]:
        return con.cursor().execute(sql).fetchall()

    return run


def planner_answerer(con: duckdb.DuckDBPyConnection, layer: Any) -> Answerer:
    """Answers with the offline ``Planner`` and runs its SQL on ``con``."""
    planner = Planner(layer, dialect="duckdb", run_query=lambda sql: con.cursor().execute(sql).fetchall())
    planner.plan("warm up")  # index values once, outside the timings

    def answer(question: str) -> Outcome:
        start = time.perf_counter()
        plan = planner.plan(question)
        ms = (time.perf_counter() - start) * 1000
        if isinstance(plan, AskPlan):
            return Outcome("ask_user", plan_ms=ms, message=plan.question)
        if isinstance(plan, UnknownPlan) and plan.choices:  # the agent asks these back
            return Outcome("ask_user", plan_ms=ms, message=plan.message)
        if not isinstance(plan, SqlPlan):
            return Outcome("unknown", plan_ms=ms, message=plan.message)
        try:
            cur = con.cursor().execute(plan.sql)
            rows = cur.fetchall()
            cols = [d[0] for d in cur.description or ()]
        except duckdb.Error as exc:
            return Outcome("answer", sql=plan.sql, plan_ms=ms, error=str(exc))
        return Outcome("answer", cols, rows, plan.sql, ms)

    return answer


def planner_answerer_for(db_path: Path, layer: Any) -> Answerer:
    """An ``--answerer`` factory: the offline planner over its own read-only connection to ``db_path``."""
    return planner_answerer(open_duckdb(db_path), layer)
