"""ComposerState: the question box, the data source picker, suggestions and Stop."""

from __future__ import annotations

from typing import Any

import reflex as rx

from askdata_app.chat.service import ChatError
from askdata_app.settings import get_settings
from askdata_app.state.chat import ChatState, new_thread_id


class ComposerState(ChatState):
    """Asking: what can be asked, where, and the typed question."""

    suggestions: list[str] = []
    sources: list[str] = []

    async def prepare(self) -> None:
        """The sources to pick from and suggested questions for this tab's source."""
        from askdata_app.agent.factory import get_runtime

        settings = get_settings()
        self.sources = list(settings.source_urls())
        runtime = await get_runtime(self.source or settings.primary_source)
        self.suggestions = list(runtime.suggestions)

    @rx.event
    async def send(self, form_data: dict[str, Any]) -> rx.event.EventSpec | None:
        """Ask the typed question; the run goes on in the chat service, whatever this tab does next.

        The box is cleared only when the question was taken: a refused one (a card waits, too long) stays
        in the box with the reason beside it.
        """
        from askdata_app.state.sidebar import SidebarState
        from askdata_app.state.transcript import TranscriptState

        transcript = await self.get_state(TranscriptState)
        question = str(form_data.get("question", "")).strip()
        if not self.thread_id:
            self.thread_id = new_thread_id()
        try:
            await (await self.service()).ask(
                self.thread_id,
                question,
                who=await self.who(),
                source=self.source or get_settings().primary_source,
            )
        except ChatError as exc:
            transcript.notice = str(exc)
            return None
        transcript.notice = ""
        if not transcript.has_items():
            await transcript.show(self.thread_id)  # a new conversation: follow it from now on
        await (await self.get_state(SidebarState)).refresh()
        return rx.set_value("question-input", "")

    @rx.event
    async def ask_suggestion(self, question: str) -> rx.event.EventSpec | None:
        """Send one of the suggested questions."""
        return await self.send({"question": question})

    @rx.event
    async def stop(self) -> None:
        """Stop the run: pending cards are withdrawn and audited as cancelled; the chat stays usable."""
        from askdata_app.state.transcript import TranscriptState

        try:
            await (await self.service()).stop(self.thread_id, who=await self.who())
        except ChatError as exc:
            (await self.get_state(TranscriptState)).notice = str(exc)

    @rx.event
    async def choose_source(self, source: str) -> None:
        """Query another data source: a chat that has started keeps its own, so this opens a new chat."""
        from askdata_app.state.transcript import TranscriptState

        if source not in get_settings().source_urls() or source == self.source:
            return
        transcript = await self.get_state(TranscriptState)
        if transcript.has_items():
            await transcript.clear()
        self.source = source
        await self.prepare()

    @rx.var
    def model_name(self) -> str:
        from askdata_app.agent.model import describe_model

        return "model: " + describe_model(get_settings())
