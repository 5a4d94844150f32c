"""Async glue between the chat state and the conversation records (database work off the event loop)."""

from __future__ import annotations

import asyncio
import hashlib
import json
from typing import TYPE_CHECKING, Any, cast

from askdata_app.chat import legacy
from askdata_app.chat.kinds import ChartItem, Figures, QuestionItem, TypedItem, status_of
from askdata_app.chat.legacy import FIGURE
from askdata_app.db import conversations as records
from askdata_app.db.engine import app_engine
from askdata_app.settings import get_settings

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from askdata_app.agent.runtime import AgentRuntime

_saved: dict[tuple[str, str], str] = {}


def engine() -> Engine:
    """The app database's engine."""
    return app_engine(get_settings().resolved_app_db_url)


async def save_question(
    thread_id: str, question: str, item: QuestionItem, *, user: str = "anonymous"
) -> None:
    """Record a new question (and the conversation, titled by its first question, owned by ``user``)."""
    await asyncio.to_thread(
        records.ensure_conversation, engine(), thread_id, first_question=question, user=user
    )
    await save_items(thread_id, [item])


async def save_items(thread_id: str, items: list[TypedItem], figures: Figures | None = None) -> None:
    """Persist the items that changed since they were last saved (streaming text is saved when done).

    Each item is stored as its kind's typed item; a chart's figure as a record of its own beside it
    (``{"kind": "figure", "result_id": ..., "figure": ...}``, keyed ``figure:<result id>``).
    """
    changed: list[tuple[str, dict[str, Any]]] = []
    for item in items:
        if status_of(item) == "streaming":
            continue
        _if_changed(changed, thread_id, item["key"], dict(item))
        if item["kind"] == "chart" and figures:
            rid = cast("ChartItem", item)["result_id"]
            if rid in figures:
                figure = {"kind": FIGURE, "result_id": rid, "figure": figures[rid]}
                _if_changed(changed, thread_id, f"figure:{rid}", figure)
    if changed:
        await asyncio.to_thread(records.save_items, engine(), thread_id, changed)


def _if_changed(
    changed: list[tuple[str, dict[str, Any]]], thread_id: str, key: str, payload: dict[str, Any]
) -> None:
    digest = hashlib.blake2b(
        json.dumps(payload, sort_keys=True, default=str).encode(), digest_size=16
    ).hexdigest()
    if _saved.get((thread_id, key)) != digest:
        changed.append((key, payload))
        _saved[(thread_id, key)] = digest


async def load_items(runtime: AgentRuntime, thread_id: str) -> tuple[list[TypedItem], Figures]:
    """The saved items of a conversation in order, and its chart figures by result id.

    Conversations stored by earlier versions (one flat row per item, figures inside) are read as typed
    items too (``chat/legacy.py``).
    """
    payloads = await asyncio.to_thread(records.load_items, engine(), thread_id)
    return legacy.read(payloads)


async def list_rows(*, user: str | None = None, limit: int = 50) -> list[dict[str, str]]:
    """A page of conversations for the sidebar, newest first (only ``user``'s when given)."""
    rows = await asyncio.to_thread(records.list_conversations, engine(), user=user, limit=limit)
    return [{"id": c.id, "title": c.title, "updated": c.updated_at.strftime("%Y-%m-%d %H:%M")} for c in rows]


async def rename(conversation_id: str, title: str) -> bool:
    return await asyncio.to_thread(records.rename_conversation, engine(), conversation_id, title)


async def delete(conversation_id: str) -> None:
    await asyncio.to_thread(records.delete_conversation, engine(), conversation_id)
    for key in [k for k in _saved if k[0] == conversation_id]:
        del _saved[key]


async def set_source(conversation_id: str, source: str) -> None:
    await asyncio.to_thread(records.set_source, engine(), conversation_id, source)


async def source_of(conversation_id: str) -> str | None:
    return await asyncio.to_thread(records.source_of, engine(), conversation_id)
