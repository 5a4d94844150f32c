"""CardsState: deciding approval and question cards (from any tab that shows the conversation)."""

from __future__ import annotations

from typing import Any

import reflex as rx

from askdata_app.agent.errors import DecisionError
from askdata_app.chat.service import ChatError
from askdata_app.state.chat import ChatState


class CardsState(ChatState):
    """Open forms and errors of this tab's cards; the decisions themselves go to the chat service."""

    card_errors: dict[str, str] = {}
    editing: list[str] = []
    rejecting: list[str] = []

    @rx.event
    async def approve(self, interrupt_id: str) -> None:
        """Approve a card as proposed."""
        await self._decide(interrupt_id, "approve", {}, "")

    @rx.event
    async def answer_choice(self, interrupt_id: str, choice: str) -> None:
        """Answer a question card with one of its suggested choices."""
        await self._decide(interrupt_id, "respond", {}, choice)

    @rx.event
    async def submit_card(self, form_data: dict[str, Any]) -> None:
        """Submit a card's form: edit (typed fields), reject (optional message) or respond (answer)."""
        interrupt_id = str(form_data.get("__interrupt_id", ""))
        decision = str(form_data.get("__decision", ""))
        message = str(form_data.get("__message", ""))
        values = {k: str(v) for k, v in form_data.items() if k.startswith("/")}
        await self._decide(interrupt_id, decision, values, message)

    async def _decide(self, interrupt_id: str, decision: str, values: dict[str, str], message: str) -> None:
        try:
            await (await self.service()).decide(
                self.thread_id,
                interrupt_id,
                decision=decision,
                values=values,
                message=message,
                who=await self.who(),
            )
        except (DecisionError, ChatError) as exc:
            self.card_errors = {**self.card_errors, interrupt_id: str(exc)}
            return
        # only what changed: an assigned var is sent and re-renders every card that reads it
        if interrupt_id in self.card_errors:
            self.card_errors = {k: v for k, v in self.card_errors.items() if k != interrupt_id}
        if interrupt_id in self.editing:
            self.editing = [i for i in self.editing if i != interrupt_id]
        if interrupt_id in self.rejecting:
            self.rejecting = [i for i in self.rejecting if i != interrupt_id]

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


def _toggle(values: list[str], value: str) -> list[str]:
    return [v for v in values if v != value] if value in values else [*values, value]
