"""LangGraph's async SQLite checkpointer, with each read and write in one trip to aiosqlite's thread.

``AsyncSqliteSaver`` awaits every cursor step on its own: saving a checkpoint is three trips to the
connection's thread (execute, close, commit), a task's writes four, reading the latest checkpoint six. Each
trip is a hand-off between the event loop and that thread; on a loaded 2-core machine each hand-off waits for
the scheduler, and a run after Approve made 137 of them. :class:`OneTripSqliteSaver` runs the same SQL, with
the same rows and the same serialisation, as one function on the connection's thread per call (its statements
then commit together), so a checkpoint, a task's writes or a read is one trip. Everything else (setup, list,
delete, the schema) is LangGraph's own.

It uses ``aiosqlite.Connection._execute`` (queue a function on the connection's thread), the one hook
aiosqlite has for running several statements in one trip; aiosqlite is pinned in ``requirements.txt`` and
``tests/test_checkpoint_sqlite.py`` checks the saver against LangGraph's on the same calls.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any, cast

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    WRITES_IDX_MAP,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    get_checkpoint_id,
    get_checkpoint_metadata,
)
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.checkpoint.sqlite.utils import load_pending_writes, pending_writes_sql

_PUT = (
    "INSERT OR REPLACE INTO checkpoints (thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, "
    "type, checkpoint, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)"
)
_WRITES = (
    "INSERT OR {verb} INTO writes (thread_id, checkpoint_ns, checkpoint_id, task_id, task_path, idx, "
    "channel, type, value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_BY_ID = (
    "SELECT thread_id, checkpoint_id, parent_checkpoint_id, type, checkpoint, metadata FROM checkpoints "
    "WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?"
)
_LATEST = (
    "SELECT thread_id, checkpoint_id, parent_checkpoint_id, type, checkpoint, metadata FROM checkpoints "
    "WHERE thread_id = ? AND checkpoint_ns = ? ORDER BY checkpoint_id DESC LIMIT 1"
)

_Row = tuple[Any, ...]


class OneTripSqliteSaver(AsyncSqliteSaver):
    """``AsyncSqliteSaver`` whose ``aput``, ``aput_writes`` and ``aget_tuple`` make one thread trip each."""

    async def _on_thread(self, fn: Any, *args: Any) -> Any:
        """Run ``fn(sqlite3_connection, *args)`` on the connection's thread: one trip."""
        # aiosqlite's own queue (Connection._execute, untyped): the connection is only used on its thread
        return await self.conn._execute(fn, self.conn._conn, *args)  # type: ignore[no-untyped-call]

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Save a checkpoint (the row ``AsyncSqliteSaver.aput`` writes), committed in the same trip."""
        await self.setup()
        thread_id = config["configurable"]["thread_id"]
        checkpoint_ns = config["configurable"]["checkpoint_ns"]
        type_, serialized = self.serde.dumps_typed(checkpoint)
        meta = json.dumps(get_checkpoint_metadata(config, metadata), ensure_ascii=False)
        row = (
            str(thread_id),
            checkpoint_ns,
            checkpoint["id"],
            config["configurable"].get("checkpoint_id"),
            type_,
            serialized,
            meta.encode("utf-8", "ignore"),
        )
        async with self.lock:
            await self._on_thread(_execute_commit, _PUT, [row])
        return _config(thread_id, checkpoint_ns, checkpoint["id"])

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save a task's writes (the rows ``AsyncSqliteSaver.aput_writes`` writes) and commit, in one trip."""
        verb = "REPLACE" if all(w[0] in WRITES_IDX_MAP for w in writes) else "IGNORE"
        await self.setup()
        configurable = config["configurable"]
        rows = [
            (
                str(configurable["thread_id"]),
                str(configurable["checkpoint_ns"]),
                str(configurable["checkpoint_id"]),
                task_id,
                task_path,
                WRITES_IDX_MAP.get(channel, idx),
                channel,
                *self.serde.dumps_typed(value),
            )
            for idx, (channel, value) in enumerate(writes)
        ]
        async with self.lock:
            await self._on_thread(_execute_commit, _WRITES.format(verb=verb), rows)

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """What ``AsyncSqliteSaver.aget_tuple`` reads: a checkpoint (by id, or the latest), its writes."""
        await self.setup()
        thread_id = str(config["configurable"]["thread_id"])
        checkpoint_ns = config["configurable"].get("checkpoint_ns", "")
        checkpoint_id = get_checkpoint_id(config)
        query, params = (
            (_BY_ID, (thread_id, checkpoint_ns, checkpoint_id))
            if checkpoint_id
            else (_LATEST, (thread_id, checkpoint_ns))
        )
        writes_sql = pending_writes_sql(self._has_task_path)
        async with self.lock:
            found = await self._on_thread(_read_checkpoint, query, params, writes_sql)
        if found is None:
            return None
        (found_thread, found_id, parent_id, type_, blob, metadata), writes = found
        return CheckpointTuple(
            config if checkpoint_id else _config(found_thread, checkpoint_ns, found_id),
            self.serde.loads_typed((type_, blob)),
            cast(CheckpointMetadata, json.loads(metadata) if metadata is not None else {}),
            _config(found_thread, checkpoint_ns, parent_id) if parent_id else None,
            load_pending_writes(writes, self.serde),
        )


def _config(thread_id: Any, checkpoint_ns: str, checkpoint_id: Any) -> RunnableConfig:
    """The config naming one checkpoint, as ``AsyncSqliteSaver`` returns it."""
    return {
        "configurable": {
            "thread_id": thread_id,
            "checkpoint_ns": checkpoint_ns,
            "checkpoint_id": checkpoint_id,
        }
    }


def _execute_commit(conn: sqlite3.Connection, sql: str, rows: list[_Row]) -> None:
    """On the connection's thread: the statement for every row, then one commit."""
    conn.executemany(sql, rows)
    conn.commit()


def _read_checkpoint(
    conn: sqlite3.Connection, query: str, params: tuple[str, ...], writes_sql: str
) -> tuple[_Row, list[_Row]] | None:
    """On the connection's thread: the checkpoint row and its pending writes' rows (None: no checkpoint)."""
    row = conn.execute(query, params).fetchone()
    if row is None:
        return None
    thread_id, checkpoint_id = row[0], row[1]
    ns = params[1]
    writes = conn.execute(writes_sql, (str(thread_id), ns, str(checkpoint_id))).fetchall()
    return tuple(row), [tuple(w) for w in writes]
