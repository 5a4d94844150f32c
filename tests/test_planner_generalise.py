"""The offline analyst on kinds of phrasing it must generalise to: requests without a measure ask back (even
mid-chat), nicknames and typos in any word, singular superlatives, shares, time relative to the data's end.

Every question here is new (none is in the eval sets); answers are checked against hand-written SQL on the
real demo DuckDB file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan, UnknownPlan
from askdata_app.data.semantic import load_semantic_layer
from askdata_app.eval.compare import same_result
from askdata_app.settings import DEMO_SEMANTIC_DIR

BY_STORE = "FROM orders o JOIN locations l USING (location_id)"
ITEMS = "FROM order_items i JOIN products p USING (product_id)"


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


def check(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, **kw: Any) -> None:
    plan = sql_plan(planner, question, **kw)
    got, want = con.execute(plan.sql).fetchall(), con.execute(gold).fetchall()
    assert same_result(want, got), f"{question!r}\n{plan.sql}\n-> {got[:5]}\nwant {want[:5]}"


def asks_back(plan: object) -> bool:
    """A question back with choices (an unknown word asked about is one too: the agent asks it)."""
    return isinstance(plan, AskPlan | UnknownPlan) and bool(plan.choices)


# ---- a request without a measure asks back, also mid-chat ----------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "give me the figures",
        "can you get me some data?",
        "was last week any good?",
        "did we do ok in March 2019?",
        "should we open another shop?",
        "what is going on lately",
    ],
)
def test_a_request_without_a_measure_asks_which_measure(planner: Planner, question: str) -> None:
    assert asks_back(planner.plan(question))
    assert asks_back(planner.plan(question, context=["revenue by store in 2019"]))  # not a re-run


def test_gibberish_is_still_said_not_asked(planner: Planner) -> None:
    plan = planner.plan("florp the wibble")
    assert isinstance(plan, UnknownPlan) and not plan.choices
