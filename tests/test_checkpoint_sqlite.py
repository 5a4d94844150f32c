"""The one-trip SQLite checkpointer writes and reads what LangGraph's ``AsyncSqliteSaver`` does, in one trip.

Both savers get the same calls on their own file; the tables must hold the same rows and every read must give
the same tuple. Then a real graph interrupts on one saver and resumes on a new one over the same file (a
restarted process), and the trips to aiosqlite's thread are counted per call.
"""

from __future__ import annotations

import operator
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any, TypedDict

import aiosqlite
import pytest
from langgraph.checkpoint.base import empty_checkpoint
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, interrupt

from askdata_app.agent.checkpoint_sqlite import OneTripSqliteSaver


async def _open(path: Path, cls: type[AsyncSqliteSaver]) -> AsyncSqliteSaver:
    conn = await aiosqlite.connect(str(path))
    saver = cls(conn)
    await saver.setup()
    return saver


@pytest.fixture
async def savers(tmp_path: Path) -> AsyncIterator[tuple[AsyncSqliteSaver, AsyncSqliteSaver]]:
    theirs = await _open(tmp_path / "langgraph.sqlite", AsyncSqliteSaver)
    ours = await _open(tmp_path / "ours.sqlite", OneTripSqliteSaver)
    yield theirs, ours
    await theirs.conn.close()
    await ours.conn.close()


def _checkpoint(n: int) -> Any:
    checkpoint = empty_checkpoint()
    checkpoint["id"] = f"1ef0000{n}-0000-6000-8000-000000000000"
    checkpoint["ts"] = f"2026-12-01T00:00:0{n}+00:00"
    checkpoint["channel_values"] = {"messages": [f"message {n}", {"nested": n, "text": "é ✓"}]}
    checkpoint["channel_versions"] = {"messages": n}
    return checkpoint


def _rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    with sqlite3.connect(path) as conn:
        return {
            table: sorted(conn.execute(f"SELECT * FROM {table}").fetchall())
            for table in ("checkpoints", "writes")
        }


async def _same_calls(saver: AsyncSqliteSaver) -> list[Any]:
    """The same puts, writes and reads on ``saver``; returns what each read gave."""
    reads: list[Any] = [await saver.aget_tuple({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}})]
    config: Any = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    for n in (1, 2, 3):
        meta: Any = {"source": "loop", "step": n, "note": "ünïcode"}
        config = await saver.aput(config, _checkpoint(n), meta, {"messages": n})
        await saver.aput_writes(config, [("messages", f"write {n}"), ("other", {"n": n})], f"task-{n}")
        await saver.aput_writes(config, [("__interrupt__", [f"ask {n}"])], f"task-{n}b", "path")
        await saver.aput_writes(config, [], f"task-{n}c")
    await saver.aput({"configurable": {"thread_id": "t2", "checkpoint_ns": "sub"}}, _checkpoint(1), {}, {})
    reads.append(await saver.aget_tuple({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}))
    reads.append(await saver.aget_tuple({"configurable": {"thread_id": "t2", "checkpoint_ns": "sub"}}))
    older = {"configurable": {"thread_id": "t1", "checkpoint_ns": "", "checkpoint_id": _checkpoint(2)["id"]}}
    reads.append(await saver.aget_tuple(older))
    unknown = {"configurable": {"thread_id": "t1", "checkpoint_ns": "", "checkpoint_id": "nope"}}
    reads.append(await saver.aget_tuple(unknown))
    reads.append([t async for t in saver.alist({"configurable": {"thread_id": "t1"}})])
    return reads


async def test_it_writes_the_rows_and_reads_the_tuples_langgraphs_saver_does(
    savers: tuple[AsyncSqliteSaver, AsyncSqliteSaver], tmp_path: Path
) -> None:
    theirs, ours = savers
    expected, got = await _same_calls(theirs), await _same_calls(ours)
    assert got == expected
    assert got[0] is None and got[-2] is None  # nothing yet; an unknown id
    assert got[1].checkpoint["id"] == _checkpoint(3)["id"] and len(got[1].pending_writes) == 3
    assert got[1].parent_config["configurable"]["checkpoint_id"] == _checkpoint(2)["id"]
    assert _rows(tmp_path / "ours.sqlite") == _rows(tmp_path / "langgraph.sqlite")


async def test_each_read_and_write_is_one_trip_to_the_connections_thread(
    savers: tuple[AsyncSqliteSaver, AsyncSqliteSaver], monkeypatch: pytest.MonkeyPatch
) -> None:
    theirs, ours = savers
    trips = {"n": 0}

    def counting(saver: AsyncSqliteSaver) -> None:
        inner = saver.conn._execute

        async def counted(fn: Any, *args: Any, **kwargs: Any) -> Any:
            trips["n"] += 1
            return await inner(fn, *args, **kwargs)

        monkeypatch.setattr(saver.conn, "_execute", counted)

    async def trips_of(saver: AsyncSqliteSaver) -> list[int]:
        counting(saver)
        config: Any = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
        made = []
        for call in (
            lambda: saver.aput(config, _checkpoint(1), {}, {}),
            lambda: saver.aput_writes(
                {"configurable": {**config["configurable"], "checkpoint_id": _checkpoint(1)["id"]}},
                [("messages", "a"), ("other", "b")],
                "task",
            ),
            lambda: saver.aget_tuple(config),
        ):
            trips["n"] = 0
            await call()
            made.append(trips["n"])
        return made

    assert await trips_of(ours) == [1, 1, 1]
    assert all(n > 1 for n in await trips_of(theirs))  # what it replaces: 3, 4 and 6 trips here


class _State(TypedDict):
    log: Annotated[list[str], operator.add]


def _graph() -> StateGraph[_State]:
    def ask(state: _State) -> dict[str, list[str]]:
        answer = interrupt("approve?")
        return {"log": [f"answer {answer}"]}

    def finish(state: _State) -> dict[str, list[str]]:
        return {"log": ["finished"]}

    graph = StateGraph(_State)
    graph.add_node("ask", ask)
    graph.add_node("finish", finish)
    graph.add_edge(START, "ask")
    graph.add_edge("ask", "finish")
    graph.add_edge("finish", END)
    return graph


async def test_a_run_interrupted_on_it_resumes_on_a_new_saver_over_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "checkpoints.sqlite"
    config: Any = {"configurable": {"thread_id": "run-1"}}
    first = await _open(path, OneTripSqliteSaver)
    out = await _graph().compile(checkpointer=first).ainvoke({"log": ["asked"]}, config)
    assert out["__interrupt__"][0].value == "approve?"
    await first.conn.close()

    again = await _open(path, OneTripSqliteSaver)  # a new process: only the file is left
    graph = _graph().compile(checkpointer=again)
    state = await graph.aget_state(config)
    assert state.next == ("ask",) and state.interrupts[0].value == "approve?"
    done = await graph.ainvoke(Command(resume="yes"), config)
    assert done["log"] == ["asked", "answer yes", "finished"]
    assert (await graph.aget_state(config)).next == ()
    await again.conn.close()
