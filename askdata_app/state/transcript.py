"""TranscriptState: what the tab shows of its conversation, kept up to date by the chat service's pushes."""

from __future__ import annotations

from typing import Any, cast

import reflex as rx

from askdata_app.chat.changes import Change
from askdata_app.chat.kinds import (
    AnswerItem,
    CardItem,
    ChartItem,
    ExportItem,
    ItemRef,
    NoticeItem,
    QuestionItem,
    StepItem,
    TableItem,
)
from askdata_app.chat.rights import CardRight
from askdata_app.chat.service import ChatError
from askdata_app.chat.view import ITEM_FIELDS, RUN_FIELDS, View, apply_change
from askdata_app.settings import get_settings
from askdata_app.state.bridge import bridge
from askdata_app.state.chat import ChatState, new_thread_id
from askdata_app.state.run import RunState


class TranscriptState(ChatState):
    """The conversation: earlier turns, the latest turn's items by kind, chart figures, notices.

    The latest turn is an order of refs (key, kind) and one mapping per kind keyed by item key: a change
    resends only the mapping of the changed item's kind (Reflex sends a tab only the vars that changed,
    and the page keeps unchanged parts of a var as the same objects, so memoised items do not re-render).
    The run's status and streamed words live in ``RunState``.
    """

    history: list[dict[str, Any]] = []
    """Items of earlier turns, typed per kind (``chat/kinds.py``), in order (unchanged while a run works)."""
    order: list[ItemRef] = []
    """The latest turn: where each item is (key and kind), in order."""
    questions: dict[str, QuestionItem] = {}
    answers: dict[str, AnswerItem] = {}
    steps: dict[str, StepItem] = {}
    cards: dict[str, CardItem] = {}
    tables: dict[str, TableItem] = {}
    charts: dict[str, ChartItem] = {}
    exports: dict[str, ExportItem] = {}
    errors: dict[str, NoticeItem] = {}
    figures: dict[str, dict[str, Any]] = {}
    """Chart figures by result id, beside the items (an item update never resends a figure)."""
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
            await self.clear()
            self.notice = "That conversation is not yours; ask its owner to share it."
            return
        who = await self.who()
        self.viewer, self.viewer_role = who.name, who.role
        self.thread_id = thread_id
        self.source = await store.source_of(thread_id) or self.source or get_settings().primary_source
        snapshot = await service.snapshot(thread_id)
        self.notice = ""
        await self.apply(snapshot)
        bridge.watch(self.client_token(), thread_id, snapshot["seq"])
        from askdata_app.state.sharing import SharingState

        sharing = await self.get_state(SharingState)
        await SharingState.show.fn(sharing, thread_id)  # type: ignore[attr-defined]

    async def clear(self) -> None:
        """An empty conversation (a new chat)."""
        self.thread_id = new_thread_id()
        for name in ITEM_FIELDS:
            setattr(self, name, getattr(View(), name))
        self.figures = {}
        self.notice = ""
        run = await self.get_state(RunState)
        run.streaming, run.running, run.waiting_for = "", False, ""
        bridge.unwatch(self.client_token())

    def has_items(self) -> bool:
        """Whether the conversation shows anything yet."""
        return bool(self.history or self.order)

    async def apply(self, change: Change) -> None:
        """Copy one change of the service into the vars it touches (the others are not resent)."""
        run = await self.get_state(RunState)
        view = View(
            **{name: self.get_value(name) for name in (*ITEM_FIELDS, "figures", "notice")},
            **{name: run.get_value(name) for name in RUN_FIELDS},
        )
        for name in apply_change(view, change):
            setattr(run if name in RUN_FIELDS else self, name, getattr(view, name))

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
        """Per pending card (by item key): who may decide it and, for this viewer, why not if so."""
        from askdata_app.chat.rights import card_right

        cards = [*(i for i in self.history if i["kind"] == "card"), *self.cards.values()]
        return {
            item["key"]: card_right(cast("CardItem", item), self.viewer, self.viewer_role)
            for item in cards
            if item["status"] == "pending"
        }

    @rx.var
    def is_empty(self) -> bool:
        return len(self.history) == 0 and len(self.order) == 0

    @rx.var
    def page_rows(self) -> int:
        return get_settings().page_rows
