"""SidebarState: a page of this user's conversations (open, rename, delete, new chat)."""

from __future__ import annotations

from typing import Any, TypedDict

import reflex as rx

from askdata_app.chat import store
from askdata_app.chat.service import ChatError
from askdata_app.state.chat import ChatState

PAGE = 50
"""Conversations a sidebar lists (newest first); each tab holds only these."""


class ConversationRow(TypedDict):
    """One conversation in the sidebar."""

    id: str
    title: str
    updated: str


class SidebarState(ChatState):
    """The newest conversations of the user of this tab."""

    conversations: list[ConversationRow] = []
    renaming: str = ""
    open: bool = False
    """On a narrow screen (<= 900 px) the panel opens over the chat from a toggle."""

    @rx.event
    def toggle(self) -> None:
        self.open = not self.open

    @rx.event
    def close(self) -> None:
        self.open = False

    async def refresh(self) -> None:
        """A page of this person's conversations (only their own; see the share button for others')."""
        import asyncio

        from askdata_app.db.access import conversations_for

        who = await self.who()
        rows = await asyncio.to_thread(conversations_for, store.engine(), who, limit=PAGE)
        self.conversations = [
            ConversationRow(id=r.id, title=r.title, updated=r.updated_at.strftime("%Y-%m-%d %H:%M"))
            for r in rows
        ]

    @rx.event
    async def new_chat(self) -> None:
        """Start an empty conversation (the current one stays in the sidebar; its run goes on)."""
        from askdata_app.state.transcript import TranscriptState

        await (await self.get_state(TranscriptState)).clear()

    @rx.event
    async def open_conversation(self, conversation_id: str) -> None:
        """Show another conversation as it is: answers, tables, charts, pending cards, a live run."""
        from askdata_app.state.transcript import TranscriptState

        await (await self.get_state(TranscriptState)).show(conversation_id)  # refuses others' unshared ones

    @rx.event
    def start_rename(self, conversation_id: str) -> None:
        self.renaming = conversation_id

    @rx.event
    async def rename(self, form_data: dict[str, Any]) -> None:
        """Rename a conversation (from the sidebar's inline form)."""
        from askdata_app.state.transcript import TranscriptState

        conversation_id = str(form_data.get("conversation_id", ""))
        title = str(form_data.get("title", ""))
        self.renaming = ""
        try:
            await (await self.service()).may_change(conversation_id, await self.who())
        except ChatError as exc:
            (await self.get_state(TranscriptState)).notice = str(exc)
            return
        if not await store.rename(conversation_id, title):
            (
                await self.get_state(TranscriptState)
            ).notice = "A conversation needs a title; it was not renamed."
        await self.refresh()

    @rx.event
    async def delete_conversation(self, conversation_id: str) -> None:
        """Delete a conversation; its pending cards are withdrawn (audited as cancelled)."""
        from askdata_app.state.transcript import TranscriptState

        try:
            await (await self.service()).delete(conversation_id, who=await self.who())
        except ChatError as exc:
            (await self.get_state(TranscriptState)).notice = str(exc)
            return
        if conversation_id == self.thread_id:
            await (await self.get_state(TranscriptState)).clear()
        await self.refresh()
