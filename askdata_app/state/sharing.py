"""SharingState: the owner's button that shares a conversation read-only with everyone signed in."""

from __future__ import annotations

import asyncio

import reflex as rx

from askdata_app.db.access import get_conversation, set_shared
from askdata_app.db.engine import app_engine
from askdata_app.settings import get_settings
from askdata_app.state.auth import current_principal


class SharingState(rx.State):
    """Whether the open conversation is shared, and the result of the last share/unshare."""

    shared: bool = False
    notice: str = ""

    @rx.event
    async def show(self, conversation_id: str) -> None:
        """Read the flag of ``conversation_id`` (call when a conversation is opened)."""
        engine = app_engine(get_settings().resolved_app_db_url)
        conversation = await asyncio.to_thread(get_conversation, engine, conversation_id)
        self.shared = bool(conversation and conversation.shared)
        self.notice = ""

    @rx.event
    async def toggle(self, conversation_id: str) -> None:
        """Share or unshare; only the owner (or an admin) may."""
        principal = await current_principal(self)
        if principal is None:
            self.notice = "Sign in first."
            return
        engine = app_engine(get_settings().resolved_app_db_url)
        refused = await asyncio.to_thread(set_shared, engine, principal, conversation_id, not self.shared)
        if refused:
            self.notice = refused
            return
        self.shared = not self.shared
        self.notice = "Shared read-only with everyone signed in." if self.shared else "No longer shared."
