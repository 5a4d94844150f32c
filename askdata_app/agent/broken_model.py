"""A stand-in model used when the configured one cannot be set up: it explains, it never crashes the app."""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult


class BrokenModel(BaseChatModel):
    """Answers every turn with the reason the real model is unavailable."""

    reason: str

    @property
    def _llm_type(self) -> str:
        return "askdata-unavailable-model"

    def bind_tools(self, tools: Any, **kwargs: Any) -> BrokenModel:
        return self

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        return ChatResult(
            generations=[ChatGeneration(message=AIMessage(f"The model is not available: {self.reason}"))]
        )
