"""ChatState: the conversation a tab shows, and the parent of the chat pane's substates.

The chat pane is five thin views over the chat service (askdata_app/chat/), each a substate of this one:
``TranscriptState`` (what the conversation shows, pushed by the service), ``RunState`` (the run's status and
the words streaming in), ``ComposerState`` (the question box), ``CardsState`` (decisions on cards) and
``SidebarState`` (this user's conversations). Handlers call
the service and copy what changed; runs, streams and futures live in the service, never in state.
"""

from __future__ import annotations

import uuid

import reflex as rx

from askdata_app.auth.principal import Principal
from askdata_app.chat.instance import started_service
from askdata_app.chat.service import ChatError, ChatService


class ChatState(rx.State):
    """Which conversation this tab shows, and its data source."""

    thread_id: str = rx.LocalStorage("", name="askdata_thread")
    source: str = ""
    """The data source this conversation queries."""

    async def service(self) -> ChatService:
        """The worker's chat service (started on first use)."""
        return await started_service()

    async def who(self) -> Principal:
        """Who acts in this tab (the sign-in gate lets no event through without someone)."""
        from askdata_app.state.auth import current_principal

        principal = await current_principal(self)
        if principal is None:
            raise ChatError("Sign in first.")
        return principal

    def client_token(self) -> str:
        return str(self.router.session.client_token)


def new_thread_id() -> str:
    return f"t_{uuid.uuid4().hex[:16]}"
