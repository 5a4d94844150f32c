"""InboxState: the approval inbox page and the live count in the header."""

from __future__ import annotations

import asyncio
from typing import Any

import reflex as rx

from askdata_app.agent.errors import DecisionError
from askdata_app.agent.factory import get_runtime
from askdata_app.auth.inbox import InboxEntry, inbox_for
from askdata_app.chat.instance import started_service
from askdata_app.chat.service import ChatError
from askdata_app.db.conversations import source_of
from askdata_app.db.engine import app_engine
from askdata_app.settings import get_settings
from askdata_app.state.auth import current_principal


async def _runtime_for(thread_id: str) -> Any:
    engine = app_engine(get_settings().resolved_app_db_url)
    return await get_runtime(await asyncio.to_thread(source_of, engine, thread_id))


class InboxState(rx.State):
    """Pending cards this person may decide (oldest first) and their count."""

    entries: list[InboxEntry] = []
    count: int = 0
    errors: dict[str, str] = {}
    notice: str = ""

    async def _entries(self) -> list[InboxEntry] | None:
        principal = await current_principal(self)
        if principal is None:
            return None
        engine = app_engine(get_settings().resolved_app_db_url)
        return await inbox_for(principal, engine, _runtime_for)

    @rx.event
    async def load(self) -> None:
        entries = await self._entries()
        self.entries = entries or []
        self.count = len(self.entries)

    @rx.event
    async def refresh_count(self, _value: Any = None) -> None:
        """Called by the header's timer: the number of cards waiting for this person."""
        entries = await self._entries()
        self.count = len(entries or [])

    @rx.event
    async def approve(self, interrupt_id: str) -> None:
        """Approve a card as proposed from the inbox; the run resumes in the asker's chat."""
        await self._decide(interrupt_id, "approve", "")

    @rx.event
    async def decide(self, form_data: dict[str, Any]) -> None:
        """Reject (optional message) or answer a question from the inbox."""
        await self._decide(
            str(form_data.get("__interrupt_id", "")),
            str(form_data.get("__decision", "")),
            str(form_data.get("__message", "")),
        )

    async def _decide(self, interrupt_id: str, decision: str, message: str) -> None:
        entry = next((e for e in self.entries if e["interrupt_id"] == interrupt_id), None)
        if entry is None:
            self.notice = "That card is no longer in your inbox; it may have been decided already."
            return
        principal = await current_principal(self)
        if principal is None:
            self.errors = {**self.errors, interrupt_id: "Sign in to decide requests."}
            return
        service = await started_service()
        conversation = await service.conversation(entry["thread_id"])
        asker = conversation.user if conversation else ""
        try:  # the chat service checks size, role and four-eyes, records, and resumes the asker's run
            await service.decide(
                entry["thread_id"], interrupt_id, decision=decision, message=message, who=principal
            )
        except (DecisionError, ChatError) as exc:
            self.errors = {**self.errors, interrupt_id: str(exc)}
            return
        self.errors = {k: v for k, v in self.errors.items() if k != interrupt_id}
        self.entries = [e for e in self.entries if e["interrupt_id"] != interrupt_id]
        self.count = len(self.entries)
        done = {"approve": "Approved", "reject": "Rejected", "edit": "Edited", "respond": "Answered"}
        self.notice = f"{done.get(decision, decision)}: the run goes on in {asker or 'the asker'}'s chat."
