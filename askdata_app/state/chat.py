"""ChatState: the chat pane. A thin adapter between the browser and the in-process agent runtime.

``send`` (a normal event) starts ``run_turn`` (a background event), which copies the runtime's events into
state in short ``async with self`` blocks. A card's buttons call ``submit_card`` (a normal event), which
calls ``runtime.decide_form``: that resolves the future the waiting run is awaiting.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Any, TypedDict

import reflex as rx

from askdata_app.agent.events import Event
from askdata_app.agent.factory import get_runtime
from askdata_app.agent.runtime import BusyError, DecisionError
from askdata_app.chat import store as conversations
from askdata_app.chat.items import ChatItem, apply_event, blank, card_item, table_rows
from askdata_app.settings import get_settings

# Streams handed from a normal handler to a background one (an async generator cannot be an event arg).
_handoff: dict[str, AsyncIterator[Event]] = {}


class ConversationRow(TypedDict):
    """One conversation in the sidebar."""

    id: str
    title: str
    updated: str


class ChatState(rx.State):
    """The current conversation as the browser sees it."""

    thread_id: str = rx.LocalStorage("", name="askdata_thread")
    items: list[ChatItem] = []
    conversations: list[ConversationRow] = []
    renaming: str = ""
    suggestions: list[str] = []
    source: str = ""
    """The data source this conversation queries."""
    sources: list[str] = []
    figures: dict[str, dict[str, Any]] = {}
    """Chart figures by result id, kept apart from ``items`` so item updates do not resend or redraw them."""
    streaming: str = ""
    """The answer text while it streams in (a small var: tokens do not resend the whole chat)."""
    running: bool = False
    waiting_for: str = ""
    notice: str = ""
    card_errors: dict[str, str] = {}
    editing: list[str] = []
    rejecting: list[str] = []

    # ------------------------------------------------------------------ page load
    @rx.event
    async def load(self) -> None:
        """Show the conversation of this browser (cards still pending come back, decidable)."""
        if not self.thread_id:
            self.thread_id = _new_thread_id()
        settings = get_settings()
        self.sources = list(settings.source_urls())
        self.source = await conversations.source_of(self.thread_id) or self.source or settings.primary_source
        runtime = await get_runtime(self.source)
        self.suggestions = list(runtime.suggestions)
        await self._refresh_conversations()
        await self._show(runtime, self.thread_id)

    async def _refresh_conversations(self) -> None:
        rows = await conversations.list_rows()
        self.conversations = [
            ConversationRow(id=r["id"], title=r["title"], updated=r["updated"]) for r in rows
        ]

    async def _show(self, runtime: Any, thread_id: str) -> None:
        items = await conversations.load_items(runtime, thread_id)
        self.running = runtime.is_running(thread_id)
        pending = await runtime.pending_cards(thread_id)
        live = {f"card:{c['interrupt_id']}" for c in pending}
        items = [
            {**i, "status": "closed"}
            if i["kind"] == "card"
            and i["status"] in {"pending", "deciding"}
            and i["key"] not in live
            and not self.running
            else i
            for i in items
        ]
        for card in pending:
            key = f"card:{card['interrupt_id']}"
            if not any(i["key"] == key for i in items):
                items.append(card_item(card))
        self.items, self.figures = split_figures(items)
        self.streaming = ""
        self.waiting_for = _waiting_text(items)

    @rx.event
    def new_chat(self) -> None:
        """Start an empty conversation (the current one stays in the sidebar, its run goes on)."""
        self.thread_id = _new_thread_id()
        self.items = []
        self.figures = {}
        self.streaming = ""
        self.notice = ""
        self.waiting_for = ""
        self.running = False

    @rx.event
    async def choose_source(self, source: str) -> None:
        """Query another data source: a chat that has started keeps its source, so this opens a new chat."""
        if source not in get_settings().source_urls() or source == self.source:
            return
        if self.items:
            self.new_chat()
        self.source = source
        runtime = await get_runtime(source)
        self.suggestions = list(runtime.suggestions)

    @rx.event
    async def open_conversation(self, conversation_id: str) -> None:
        """Show another conversation as it was: answers, tables, charts, decided and pending cards."""
        self.thread_id = conversation_id
        self.notice = ""
        self.source = await conversations.source_of(conversation_id) or get_settings().primary_source
        runtime = await get_runtime(self.source)
        await self._show(runtime, conversation_id)

    @rx.event
    def start_rename(self, conversation_id: str) -> None:
        self.renaming = conversation_id

    @rx.event
    async def rename(self, form_data: dict[str, Any]) -> None:
        """Rename a conversation (from the sidebar's inline form)."""
        conversation_id = str(form_data.get("conversation_id", ""))
        title = str(form_data.get("title", ""))
        self.renaming = ""
        if not await conversations.rename(conversation_id, title):
            self.notice = "A conversation needs a title; it was not renamed."
        await self._refresh_conversations()

    @rx.event
    async def delete_conversation(self, conversation_id: str) -> None:
        """Delete a conversation; its pending cards are withdrawn (audited as cancelled)."""
        runtime = await get_runtime(await conversations.source_of(conversation_id) or self.source)
        await runtime.cancel(conversation_id)
        await conversations.delete(conversation_id)
        if conversation_id == self.thread_id:
            self.new_chat()
        await self._refresh_conversations()

    @rx.event
    async def stop(self) -> None:
        """Stop the run: pending cards are withdrawn and audited as cancelled; the chat stays usable."""
        runtime = await get_runtime(self.source)
        withdrawn = await runtime.cancel(self.thread_id)
        self.items = [
            {**i, "status": "cancelled"}
            if i["kind"] == "card" and i["status"] in {"pending", "deciding"}
            else {**i, "status": "cancelled"}
            if i["kind"] == "step" and i["status"] in {"running", "waiting"}
            else i
            for i in self.items
        ]
        self.running = False
        self.waiting_for = ""
        self.notice = "Stopped." + (f" {withdrawn} pending card(s) withdrawn." if withdrawn else "")
        self.streaming = ""
        await conversations.save_items(self.thread_id, self.items, self.figures)

    @rx.event
    async def ask_suggestion(self, question: str):  # type: ignore[no-untyped-def]
        """Send one of the suggested questions."""
        return await self.send({"question": question})

    # ------------------------------------------------------------------ asking
    @rx.event
    async def send(self, form_data: dict[str, Any]):  # type: ignore[no-untyped-def]
        """Send the typed question."""
        question = str(form_data.get("question", "")).strip()
        if not question:
            self.notice = "Type a question first, for example: What is the revenue by location?"
            return
        if self.waiting_for:
            self.notice = f"Decide the pending card first: {self.waiting_for}."
            return
        if self.running:
            self.notice = "The assistant is still working on the previous question. Wait for it to finish."
            return
        if not self.thread_id:
            self.thread_id = _new_thread_id()
        runtime = await get_runtime(self.source)
        try:
            stream = await runtime.ask(self.thread_id, question)
        except BusyError as exc:
            self.notice = str(exc)
            return
        turn = uuid.uuid4().hex[:8]
        self.notice = ""
        self.items = [*self.items, blank(f"{turn}:question", "user", text=question)]
        self.running = True
        await conversations.save_question(self.thread_id, question, self.items[-1])
        await conversations.set_source(self.thread_id, self.source or get_settings().primary_source)
        await self._refresh_conversations()
        _handoff[turn] = stream
        return ChatState.follow(turn)

    @rx.event(background=True)
    async def follow(self, turn: str):  # type: ignore[no-untyped-def]
        """Copy a run's events into the chat as they come (events arriving together are applied together)."""
        stream = _handoff.pop(turn, None)
        if stream is None:
            return
        async with self:
            thread_id = self.thread_id
            local = list(self.items)
            local_figures = dict(self.figures)
            self.running = True
        queue: asyncio.Queue[Event | None] = asyncio.Queue()
        pump = asyncio.create_task(_pump(stream, queue))
        try:
            finished = False
            while not finished:
                batch = [await queue.get()]
                while not queue.empty():
                    batch.append(queue.get_nowait())
                finished = batch[-1] is None
                events = [
                    e for e in batch if e is not None and e["type"] not in {"run_started", "run_finished"}
                ]
                if not events:
                    continue
                before = local
                async with self:
                    showing = self.thread_id == thread_id
                    base = self.items if showing else local
                    text = self.streaming if showing else ""
                    items, figures, text = _apply_batch(
                        base, dict(self.figures if showing else local_figures), events, turn, text
                    )
                    if showing:
                        self.items = items
                        if figures != self.figures:
                            self.figures = figures
                        self.streaming = text
                        self.waiting_for = _waiting_text(items)
                    local, local_figures = items, figures
                await conversations.save_changed(thread_id, before, local, local_figures)
        finally:
            if not pump.done():
                pump.cancel()
            async with self:
                if self.thread_id == thread_id:
                    self.running = False
                    self.streaming = ""
                    self.waiting_for = _waiting_text(self.items)
                await self._refresh_conversations()

    # ------------------------------------------------------------------ cards
    @rx.event
    async def approve(self, interrupt_id: str):  # type: ignore[no-untyped-def]
        """Approve a card as proposed."""
        return await self._decide(interrupt_id, "approve", {}, "")

    @rx.event
    async def answer_choice(self, interrupt_id: str, choice: str):  # type: ignore[no-untyped-def]
        """Answer a question card with one of its suggested choices."""
        return await self._decide(interrupt_id, "respond", {}, choice)

    @rx.event
    async def submit_card(self, form_data: dict[str, Any]):  # type: ignore[no-untyped-def]
        """Submit a card's form: edit (typed fields), reject (optional message) or respond (answer)."""
        interrupt_id = str(form_data.get("__interrupt_id", ""))
        decision = str(form_data.get("__decision", ""))
        message = str(form_data.get("__message", ""))
        values = {k: str(v) for k, v in form_data.items() if k.startswith("/")}
        return await self._decide(interrupt_id, decision, values, message)

    async def _decide(self, interrupt_id: str, decision: str, values: dict[str, str], message: str):  # type: ignore[no-untyped-def]
        runtime = await get_runtime(self.source)
        try:
            result = await runtime.decide_form(
                self.thread_id, interrupt_id, decision=decision, values=values, message=message
            )
        except DecisionError as exc:
            self.card_errors = {**self.card_errors, interrupt_id: str(exc)}
            return None
        self.card_errors = {k: v for k, v in self.card_errors.items() if k != interrupt_id}
        self.editing = [i for i in self.editing if i != interrupt_id]
        self.rejecting = [i for i in self.rejecting if i != interrupt_id]
        self.items = [
            {**i, "status": "deciding"} if i["key"] == f"card:{interrupt_id}" else i for i in self.items
        ]
        if result.stream is not None:  # no run was waiting here (restart / other worker): resume it ourselves
            turn = uuid.uuid4().hex[:8]
            _handoff[turn] = result.stream
            self.running = True
            return ChatState.follow(turn)
        return None

    @rx.event
    def toggle_edit(self, interrupt_id: str) -> None:
        """Open or close a card's edit form."""
        self.editing = _toggle(self.editing, interrupt_id)
        self.rejecting = [i for i in self.rejecting if i != interrupt_id]

    @rx.event
    def toggle_reject(self, interrupt_id: str) -> None:
        """Open or close a card's reject box."""
        self.rejecting = _toggle(self.rejecting, interrupt_id)
        self.editing = [i for i in self.editing if i != interrupt_id]

    # ------------------------------------------------------------------ tables
    @rx.event
    async def page_table(self, result_id: str, offset: int) -> None:
        """Show another page of a result table (fetched on demand, never all at once)."""
        runtime = await get_runtime(self.source)
        result = runtime.results.get(result_id)
        if result is None:
            self.notice = "That result is no longer available; run the question again."
            return
        offset = max(0, min(int(offset), max(0, result.row_count - 1)))
        rows = table_rows(list(result.columns), result.page(offset, runtime.page_rows))
        self.items = [
            {**i, "rows": rows, "offset": offset} if i["key"] == f"table:{result_id}" else i
            for i in self.items
        ]

    @rx.event
    async def switch_chart(self, result_id: str, chart: str) -> None:
        """Redraw a result's chart as another type that fits its columns."""
        from askdata_app.data.charts import build_figure

        runtime = await get_runtime(self.source)
        result = runtime.results.get(result_id)
        if result is None:
            self.notice = "That result is no longer available; run the question again."
            return
        figure, note = build_figure(result.frame, list(result.kinds), chart)
        before = self.items
        self.items = [
            {**i, "chart": chart, "detail": note} if i["key"] == f"chart:{result_id}" else i
            for i in self.items
        ]
        self.figures = {**self.figures, result_id: figure}
        await conversations.save_changed(self.thread_id, before, self.items, self.figures)

    @rx.event
    def dismiss_notice(self) -> None:
        self.notice = ""

    @rx.var
    def is_empty(self) -> bool:
        return len(self.items) == 0

    @rx.var
    def model_name(self) -> str:
        from askdata_app.agent.model import describe_model

        return "model: " + describe_model(get_settings())

    @rx.var
    def page_rows(self) -> int:
        return get_settings().page_rows


async def _pump(stream: AsyncIterator[Event], queue: asyncio.Queue[Event | None]) -> None:
    """Read a run's events into a queue (``None`` marks the end), so the reader can take them in batches."""
    try:
        async for event in stream:
            await queue.put(event)
    finally:
        await queue.put(None)


def _apply_batch(
    items: list[ChatItem], figures: dict[str, dict[str, Any]], events: list[Event], turn: str, text: str
) -> tuple[list[ChatItem], dict[str, dict[str, Any]], str]:
    """Apply events: tokens grow the streaming text; charts' figures go to ``figures``; the rest to items."""
    for event in events:
        if event["type"] == "token":
            text += event["text"]
            continue
        if event["type"] == "answer":
            text = ""
        items = apply_event(items, event, turn=turn)
        if event["type"] == "chart_ready":
            items, new = split_figures(items)
            figures = {**figures, **new}
    return items, figures, text


def split_figures(items: list[ChatItem]) -> tuple[list[ChatItem], dict[str, dict[str, Any]]]:
    """Move chart figures out of the items (into a dict by result id)."""
    figures: dict[str, dict[str, Any]] = {}
    out: list[ChatItem] = []
    for item in items:
        if item["kind"] == "chart" and item["figure"]:
            figures[item["result_id"]] = item["figure"]
            out.append({**item, "figure": {}})
        else:
            out.append(item)
    return out, figures


def _new_thread_id() -> str:
    return f"t_{uuid.uuid4().hex[:16]}"


def _toggle(values: list[str], value: str) -> list[str]:
    return [v for v in values if v != value] if value in values else [*values, value]


def _waiting_text(items: list[ChatItem]) -> str:
    pending = [i for i in items if i["kind"] == "card" and i["status"] in {"pending", "deciding"}]
    if not pending:
        return ""
    first = pending[-1]
    if first["card_kind"] == "question":
        return "waiting for your answer to the assistant's question"
    return f"waiting for your decision on {first['tool']}"
