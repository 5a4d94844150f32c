"""Query results kept for the UI (table pages, charts, exports), keyed by a result id.

Recent results stay in memory (bounded); every result is also written to a Parquet file in the app's
results folder, so a table or chart still opens after a restart.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from askdata_app.data.results import QueryResult


class ResultStore:
    """A bounded in-memory cache of results over a folder of Parquet files."""

    def __init__(self, folder: Path, *, keep_in_memory: int = 32) -> None:
        self._folder = folder
        self._keep = keep_in_memory
        self._cache: OrderedDict[str, QueryResult] = OrderedDict()
        self._lock = threading.Lock()
        self._writer = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="askdata-results", initializer=_lower_priority
        )
        self._writing: dict[str, Future[None]] = {}
        folder.mkdir(parents=True, exist_ok=True)

    def put(self, result: QueryResult) -> str:
        """Keep ``result`` and return its new id. The Parquet copy is written in the background, so the
        table and the chart do not wait for the disk."""
        result_id = f"r_{secrets.token_hex(16)}"  # unguessable: the download route is reachable by URL
        with self._lock:
            self._cache[result_id] = result
            while len(self._cache) > self._keep:
                self._cache.popitem(last=False)
            self._writing[result_id] = self._writer.submit(self._write, result_id, result)
        return result_id

    def _write(self, result_id: str, result: QueryResult) -> None:
        try:
            tmp = self._folder / f"{result_id}.parquet.part"
            result.to_parquet(tmp)
            meta = {"sql": result.sql, "kinds": list(result.kinds), "truncated": bool(result.truncated)}
            (self._folder / f"{result_id}.json").write_text(json.dumps(meta))
            tmp.replace(self._folder / f"{result_id}.parquet")
        finally:
            with self._lock:
                self._writing.pop(result_id, None)

    def flush(self) -> None:
        """Wait until every kept result is on disk."""
        with self._lock:
            pending = list(self._writing.values())
        for future in pending:
            future.result()

    def get(self, result_id: str) -> QueryResult | None:
        """The result with ``result_id``, or ``None`` if it is unknown."""
        with self._lock:
            hit = self._cache.get(result_id)
            if hit is not None:
                self._cache.move_to_end(result_id)
                return hit
            writing = self._writing.get(result_id)
        if writing is not None:
            writing.result()
        if not _valid_id(result_id):
            return None
        path = self._folder / f"{result_id}.parquet"
        if not path.exists():
            return None
        from askdata_app.data.results import QueryResult

        meta = _read_meta(self._folder / f"{result_id}.json")
        result = QueryResult.from_parquet(path, meta.get("sql", ""))
        with self._lock:
            self._cache[result_id] = result
            while len(self._cache) > self._keep:
                self._cache.popitem(last=False)
        return result


WRITER_NICE = 10
"""The Parquet writer thread's nice value (Linux): the copy on disk never competes with answering."""


def _lower_priority() -> None:
    """Run the writer thread at a lower CPU priority (Linux gives each thread its own nice value)."""
    with contextlib.suppress(AttributeError, OSError):  # not Linux, or not allowed: normal priority
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WRITER_NICE)


def _valid_id(result_id: str) -> bool:
    return result_id.startswith("r_") and result_id[2:].isalnum() and len(result_id) <= 40


def _read_meta(path: Path) -> dict[str, Any]:
    try:
        meta = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}
