"""TranscriptState: what the tab shows of its conversation, kept up to date by the chat service's pushes."""

from __future__ import annotations

from typing import Any

import reflex as rx

from askdata_app.chat.changes import Change
from askdata_app.chat.items import ChatItem
from askdata_app.chat.rights import CardRight
from askdata_app.chat.service import ChatError
from askdata_app.chat.view import View, apply_change
from askdata_app.settings import get_settings
from askdata_app.state.bridge import bridge
from askdata_app.state.chat import ChatState, new_thread_id


class TranscriptState(ChatState):
    """The conversation: earlier turns, the latest turn, chart figures, streamed text, run status."""

    history: list[ChatItem] = []
    """Items of earlier turns (unchanged while a run works)."""
    current: list[ChatItem] = []
    """Items of the latest turn (the only list a run's updates resend)."""
    figures: dict[str, dict[str, Any]] = {}
    """Chart figures by result id, beside the items (an item update never resends a figure)."""
    streaming: str = ""
    """The answer text while it streams in (batched by the service, about every 50 ms)."""
    running: bool = False
    waiting_for: str = ""
    notice: str = ""
    viewer: str = ""
    """Who this tab is (name), for the cards' decidable / read-only view."""
    viewer_role: str = ""

    # ------------------------------------------------------------------ showing
    @rx.event
    async def load(self) -> None:
        """Page load: show this tab's conversation (cards still pending come back, decidable)."""
        from askdata_app.state.composer import ComposerState
        from askdata_app.state.sidebar import SidebarState

        if not self.thread_id:
            self.thread_id = new_thread_id()
        composer = await self.get_state(ComposerState)
        await composer.prepare()
        await (await self.get_state(SidebarState)).refresh()
        await self.show(self.thread_id)

    async def show(self, thread_id: str) -> None:
        """Show ``thread_id`` as it is now, and follow it live (whoever runs or decides it)."""
        from askdata_app.chat import store

        service = await self.service()
        if not await service.may_view(thread_id, await self.who()):
            self.clear()
            self.notice = "That conversation is not yours; ask its owner to share it."
            return
        who = await self.who()
        self.viewer, self.viewer_role = who.name, who.role
        self.thread_id = thread_id
        self.source = await store.source_of(thread_id) or self.source or get_settings().primary_source
        snapshot = await service.snapshot(thread_id)
        self.notice = ""
        self.apply(snapshot)
        bridge.watch(self.client_token(), thread_id, snapshot["seq"])
        from askdata_app.state.sharing import SharingState

        sharing = await self.get_state(SharingState)
        await SharingState.show.fn(sharing, thread_id)  # type: ignore[attr-defined]

    def clear(self) -> None:
        """An empty conversation (a new chat)."""
        self.thread_id = new_thread_id()
        self.history = []
        self.current = []
        self.figures = {}
        self.streaming = ""
        self.running = False
        self.waiting_for = ""
        self.notice = ""
        bridge.unwatch(self.client_token())

    def apply(self, change: Change) -> None:
        """Copy one change of the service into the vars it touches (the others are not resent)."""
        view = View(
            history=self.history,
            current=self.current,
            figures=self.figures,
            streaming=self.streaming,
            running=self.running,
            waiting_for=self.waiting_for,
            notice=self.notice,
        )
        for name in apply_change(view, change):
            setattr(self, name, getattr(view, name))

    # ------------------------------------------------------------------ results
    @rx.event
    async def page_table(self, result_id: str, offset: int) -> None:
        """Show another page of a result table (every tab on the conversation sees the same page)."""
        try:
            await (await self.service()).page(self.thread_id, result_id, int(offset), who=await self.who())
        except ChatError as exc:
            self.notice = str(exc)

    @rx.event
    async def switch_chart(self, result_id: str, chart: str) -> None:
        """Redraw a result's chart as another type that fits its columns."""
        try:
            await (await self.service()).switch_chart(self.thread_id, result_id, chart, who=await self.who())
        except ChatError as exc:
            self.notice = str(exc)

    @rx.event
    def dismiss_notice(self) -> None:
        self.notice = ""

    @rx.var
    def card_rights(self) -> dict[str, CardRight]:
        """Per pending card: who may decide it and, for this viewer, why not (read-only) if so."""
        from askdata_app.chat.rights import card_right

        return {
            item["interrupt_id"]: card_right(item, self.viewer, self.viewer_role)
            for item in [*self.history, *self.current]
            if item["kind"] == "card" and item["status"] == "pending"
        }

    @rx.var
    def is_empty(self) -> bool:
        return len(self.history) == 0 and len(self.current) == 0

    @rx.var
    def page_rows(self) -> int:
        return get_settings().page_rows
