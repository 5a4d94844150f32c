"""The approval inbox: every pending card a person may decide, across conversations and users, oldest first.

Candidates come from the app database (cards without a decision); the checkpoint confirms each is still
waiting, and ``can_decide`` filters them. No Reflex here (``state/inbox.py`` is the adapter).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypedDict

from askdata_app.auth.authorize import can_decide, who_may_decide
from askdata_app.db.access import last_question, undecided_cards

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from askdata_app.auth.principal import Principal

ARGS_PREVIEW = 2_000


class InboxEntry(TypedDict):
    """One card in the inbox."""

    interrupt_id: str
    """The card's interrupt id (the key ``decide`` takes)."""
    thread_id: str
    """Its conversation."""
    tool: str
    """The gated tool."""
    title: str
    """The conversation's title."""
    question: str
    """The newest question asked in that conversation."""
    asker: str
    """Who asked (the conversation's owner)."""
    created_at: float
    """Unix time the card appeared."""
    waiting: str
    """How long it has waited, in words."""
    args: str
    """The proposed call's arguments (SQL as is, others as JSON), cut for display."""
    decisions: list[str]
    """Decisions this person may take, in the card's order."""
    deciders: str
    """Who may decide cards of this tool."""


RuntimeFor = Callable[[str], Awaitable[Any]]


async def inbox_for(
    principal: Principal, engine: Engine, runtime_for: RuntimeFor, *, now: float | None = None
) -> list[InboxEntry]:
    """The cards ``principal`` may decide, oldest first. ``runtime_for(thread_id)`` gives its runtime."""
    now = time.time() if now is None else now
    rows = await asyncio.to_thread(undecided_cards, engine)
    entries: list[InboxEntry] = []
    live: dict[str, dict[str, Any]] = {}
    for row in rows:
        if row.expires_at is not None and row.expires_at <= now:
            continue
        runtime = await runtime_for(row.thread_id)
        rule = runtime.policy.rule(row.tool)
        if rule is None:
            continue
        card_decisions = list(rule.allowed_decisions)
        allowed = [d for d in card_decisions if can_decide(principal, rule, row.asker, d)]
        if not allowed:
            continue
        if row.thread_id not in live:
            cards = await runtime.pending_cards(row.thread_id)
            live.update({c["interrupt_id"]: dict(c) for c in cards})
        card = live.get(row.interrupt_id)
        if card is None:  # decided or gone in the checkpoint
            continue
        entries.append(
            {
                "interrupt_id": row.interrupt_id,
                "thread_id": row.thread_id,
                "tool": row.tool,
                "title": row.title,
                "question": await asyncio.to_thread(last_question, engine, row.thread_id),
                "asker": row.asker,
                "created_at": row.created_at,
                "waiting": _waited(now - row.created_at),
                "args": _args_text(card.get("args", {})),
                "decisions": allowed,
                "deciders": who_may_decide(rule),
            }
        )
    return entries


def _args_text(args: dict[str, Any]) -> str:
    text = str(args["sql"]) if "sql" in args else json.dumps(args, indent=1, default=str)
    return text if len(text) <= ARGS_PREVIEW else text[:ARGS_PREVIEW] + " …"


def _waited(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"waiting {seconds} s"
    if seconds < 3600:
        return f"waiting {seconds // 60} min"
    return f"waiting {seconds // 3600} h {seconds % 3600 // 60} min"
