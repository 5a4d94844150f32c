"""One pydantic ``TypeAdapter`` per interrupt answer type, and its JSON schema generated once.

LangGraph's ``interrupt(value, response_schema=T)`` builds ``TypeAdapter(T)`` on every call (when it raises
the interrupt and again when the run resumes with the answer) and generates ``adapter.json_schema()`` for
every card. With the decision types built once per tool (``approval_gate.memoize_decision_schemas``), the same
type comes back for every call of a tool, so its adapter and schema can be kept: rebuilding them cost about 2
ms of the event loop per card, and the median question-to-card time through the agent drops by about 8 %
(``bench/interrupt_adapters.py``, figures in the README). The schema is handed out as a copy, so nothing a
caller does to it reaches the kept one. Installed once; if LangGraph stops building the adapter through
``langgraph.types.TypeAdapter``, nothing is changed (each call builds its own, as before).
"""

from __future__ import annotations

import copy
import threading
from typing import Any

from pydantic import TypeAdapter

CACHE_SIZE = 256
"""Answer types kept at most (one per gated tool and decision set in practice); past it the cache restarts."""


class KeptAdapter:
    """A ``TypeAdapter`` whose default JSON schema is generated once; everything else is the adapter's."""

    __slots__ = ("_adapter", "_lock", "_schema")

    def __init__(self, adapter: TypeAdapter[Any]) -> None:
        self._adapter = adapter
        self._schema: dict[str, Any] | None = None
        self._lock = threading.Lock()

    def json_schema(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        if args or kwargs:  # another mode or generator: as asked, not kept
            return self._adapter.json_schema(*args, **kwargs)
        if self._schema is None:
            with self._lock:
                if self._schema is None:
                    self._schema = self._adapter.json_schema()
        return copy.deepcopy(self._schema)

    def __getattr__(self, name: str) -> Any:  # validate_python, validate_json, dump_python, ...
        return getattr(self._adapter, name)


def kept_adapters() -> Any:
    """A ``TypeAdapter`` stand-in that keeps one ``KeptAdapter`` per answer type (by identity)."""
    memo: dict[int, tuple[Any, KeptAdapter]] = {}
    lock = threading.Lock()

    def adapter_for(tp: Any, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs:  # a config or module given: not the interrupt's plain call
            return TypeAdapter(tp, *args, **kwargs)
        found = memo.get(id(tp))
        if found is not None and found[0] is tp:  # the same type object, not a new one at a reused id
            return found[1]
        kept = KeptAdapter(TypeAdapter(tp))
        with lock:
            if len(memo) >= CACHE_SIZE:
                memo.clear()
            memo[id(tp)] = (tp, kept)
        return kept

    adapter_for.askdata_kept = True  # type: ignore[attr-defined]
    return adapter_for


def keep_interrupt_adapters() -> None:
    """Make ``langgraph.types.interrupt`` reuse one adapter (and its JSON schema) per answer type."""
    from langgraph import types

    if getattr(types, "TypeAdapter", None) is not TypeAdapter:  # renamed, or already installed
        return
    types.TypeAdapter = kept_adapters()  # type: ignore[attr-defined]
