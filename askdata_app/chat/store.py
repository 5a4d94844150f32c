"""Async glue between the chat state and the conversation records (database work off the event loop)."""

from __future__ import annotations

import asyncio
import hashlib
import json
from typing import TYPE_CHECKING, Any

from askdata_app.chat.highlight import sql_segments
from askdata_app.chat.items import ChatItem, blank
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


async def save_question(thread_id: str, question: str, item: ChatItem, *, user: str = "anonymous") -> None:
    """Record a new question (and the conversation, titled by its first question, owned by ``user``)."""
    await asyncio.to_thread(
        records.ensure_conversation, engine(), thread_id, first_question=question, user=user
    )
    await save_items(thread_id, [item])


async def save_items(
    thread_id: str, items: list[ChatItem], figures: dict[str, dict[str, Any]] | None = None
) -> None:
    """Persist the items that changed since they were last saved (streaming text is saved when done)."""
    changed: list[tuple[str, dict[str, Any]]] = []
    for item in items:
        if item["status"] == "streaming":
            continue
        payload = dict(item)
        if item["kind"] == "chart" and not item["figure"] and figures and item["result_id"] in figures:
            payload["figure"] = figures[item["result_id"]]
        digest = hashlib.blake2b(
            json.dumps(payload, sort_keys=True, default=str).encode(), digest_size=16
        ).hexdigest()
        if _saved.get((thread_id, item["key"])) != digest:
            changed.append((item["key"], payload))
            _saved[(thread_id, item["key"])] = digest
    if changed:
        await asyncio.to_thread(records.save_items, engine(), thread_id, changed)


async def save_changed(
    thread_id: str, before: list[ChatItem], after: list[ChatItem], figures: dict[str, dict[str, Any]]
) -> None:
    """Persist only the items that are new or replaced between ``before`` and ``after`` (by identity)."""
    old = {id(item) for item in before}
    await save_items(thread_id, [item for item in after if id(item) not in old], figures)


async def load_items(runtime: AgentRuntime, thread_id: str) -> list[ChatItem]:
    """The saved items of a conversation; cards that are no longer pending show as closed."""
    payloads = await asyncio.to_thread(records.load_items, engine(), thread_id)
    items: list[ChatItem] = []
    for payload in payloads:
        item = blank(str(payload.get("key", "")), str(payload.get("kind", "")))
        item.update({k: v for k, v in payload.items() if k in item})  # type: ignore[typeddict-item]
        if item["sql"] and not item["sql_segments"]:
            item["sql_segments"] = sql_segments(item["sql"])
        items.append(item)
    return items


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
